// Issue 42: the Cloud Storage JSON/XML API as production answers it, driven through the Cloud
// Storage Node client (@google-cloud/storage) and raw HTTP where the client hides the answer.
import { Storage, type Bucket } from '@google-cloud/storage';
import { generateKeyPairSync } from 'node:crypto';
import { request, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStorage, type StorageServer } from '../../src/storage/index.js';

const BUCKET = 'demo-brunchers.appspot.com';
const OTHER_BUCKET = 'demo-brunchers-other';
let server: StorageServer;
let storage: Storage;
let bucket: Bucket;

beforeAll(async () => {
  server = await startStorage({ port: 0 });
  // The client builds signed POST policy URLs on the emulator host only when this is set.
  process.env.STORAGE_EMULATOR_HOST = server.url;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  storage = new Storage({
    apiEndpoint: server.url,
    projectId: 'demo-brunchers',
    credentials: {
      client_email: 'uploader@demo-brunchers.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    },
  });
  bucket = storage.bucket(BUCKET);
});

afterAll(async () => {
  delete process.env.STORAGE_EMULATOR_HOST;
  await server.close();
});

beforeEach(() => server.clear());

/** A GET whose body and headers arrive as sent (fetch would decompress and negotiate gzip). */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('objects.copy / objects.rewrite (File#copy)', () => {
  it('copies bytes and metadata in one rewrite, to the same or another bucket', async () => {
    await bucket.file('menus/sunday.txt').save('eggs benedict', {
      resumable: false,
      metadata: {
        contentType: 'text/plain',
        cacheControl: 'private,no-store',
        metadata: { hello: 'world', firebaseStorageDownloadTokens: 'token1,token2' },
      },
    });
    const [source] = await bucket.file('menus/sunday.txt').getMetadata();

    const [copy, response] = await bucket
      .file('menus/sunday.txt')
      .copy(bucket.file('menus/copy.txt'));
    expect(response).toMatchObject({
      kind: 'storage#rewriteResponse',
      totalBytesRewritten: '13',
      objectSize: '13',
      done: true,
    });
    const [copied] = await copy.getMetadata();
    expect(copied).toMatchObject({
      name: 'menus/copy.txt',
      contentType: 'text/plain',
      cacheControl: 'private,no-store',
      crc32c: source.crc32c,
      metageneration: '1',
      metadata: { hello: 'world', firebaseStorageDownloadTokens: 'token1,token2' },
    });
    expect((response as { resource: unknown }).resource).toEqual(copied);
    expect((await copy.download())[0].toString()).toBe('eggs benedict');

    const other = storage.bucket(OTHER_BUCKET).file('copied.txt');
    const [, { resource }] = (await bucket.file('menus/sunday.txt').copy(other)) as [
      unknown,
      { resource: { bucket: string } },
    ];
    expect(resource.bucket).toBe(OTHER_BUCKET);
    expect((await other.download())[0].toString()).toBe('eggs benedict');
  });

  it('takes the metadata a copy names: custom metadata replaced (tokens too), null as ""', async () => {
    await bucket.file('a.txt').save('x', {
      resumable: false,
      metadata: { metadata: { hello: 'world', firebaseStorageDownloadTokens: 't1' } },
    });
    const [copy] = await bucket.file('a.txt').copy(bucket.file('b.txt'), {
      cacheControl: 'private,max-age=10,immutable',
      metadata: { foo: 'bar', gone: null },
    } as never);
    const [metadata] = await copy.getMetadata();
    expect(metadata.cacheControl).toBe('private,max-age=10,immutable');
    expect(metadata.metadata).toEqual({ foo: 'bar', gone: '' });
  });

  it('refuses a rewriteToken it never issued, and a missing source', async () => {
    await bucket.file('a.txt').save('x', { resumable: false });
    await expect(
      bucket.file('a.txt').copy(bucket.file('b.txt'), { token: 'foo-bar' }),
    ).rejects.toMatchObject({ code: 400 });
    await expect(bucket.file('missing.txt').copy(bucket.file('b.txt'))).rejects.toMatchObject({
      code: 404,
    });
  });
});

describe('listing (objects.list)', () => {
  beforeEach(async () => {
    for (const name of ['prefix', 'prefix/1.txt', 'prefix/dir/file.txt', 'testing/a.svg'])
      await bucket.file(name).save('x', { resumable: false });
  });

  it('leaves out `prefixes` (and `items`) when there are none, as the JSON API does', async () => {
    const [files, , response] = await bucket.getFiles({ autoPaginate: false, prefix: 'prefix' });
    expect(files.map((f) => f.name)).toEqual(['prefix', 'prefix/1.txt', 'prefix/dir/file.txt']);
    expect(response).not.toHaveProperty('prefixes');
    const [, , empty] = await bucket.getFiles({ autoPaginate: false, prefix: 'blah/' });
    expect(empty).toEqual({ kind: 'storage#objects' });
  });

  it('collapses names into prefixes by any delimiter', async () => {
    const [files, , response] = await bucket.getFiles({ autoPaginate: false, delimiter: '/' });
    expect((response as { prefixes: string[] }).prefixes).toEqual(['prefix/', 'testing/']);
    expect(files.map((f) => f.name)).toEqual(['prefix']);
    const [, , byT] = await bucket.getFiles({ autoPaginate: false, prefix: 't', delimiter: 't' });
    expect((byT as { prefixes: string[] }).prefixes).toEqual(['test']);
  });
});

describe('object ACLs', () => {
  it('answers makePublic with an objectAccessControl and serves the object at host/bucket/object', async () => {
    await bucket.file('a/b').save('public bytes', { resumable: false, contentType: 'text/plain' });
    const publicPath = `/${BUCKET}/a/b`;
    expect((await rawGet(publicPath)).status).toBe(403);

    const [acl] = await bucket.file('a/b').makePublic();
    const [metadata] = await bucket.file('a/b').getMetadata();
    expect(acl).toEqual({
      kind: 'storage#objectAccessControl',
      id: `${BUCKET}/a/b/${metadata.generation}/allUsers`,
      selfLink: `${server.url}/storage/v1/b/${BUCKET}/o/a%2Fb/acl/allUsers`,
      bucket: BUCKET,
      object: 'a/b',
      generation: metadata.generation,
      entity: 'allUsers',
      role: 'READER',
      etag: expect.any(String),
    });
    const served = await rawGet(publicPath);
    expect(served.status).toBe(200);
    expect(served.body.toString()).toBe('public bytes');
    expect(served.headers['content-type']).toBe('text/plain');

    await bucket.file('a/b').makePrivate();
    expect((await rawGet(publicPath)).status).toBe(403);
  });

  it('makes an object public at upload (simple or resumable) with predefinedAcl=publicRead', async () => {
    await bucket.file('open.txt').save('hi', { resumable: false, predefinedAcl: 'publicRead' });
    expect((await rawGet(`/${BUCKET}/open.txt`)).body.toString()).toBe('hi');
    await bucket
      .file('open-too.txt')
      .save('hello', { resumable: true, predefinedAcl: 'publicRead' });
    expect((await rawGet(`/${BUCKET}/open-too.txt`)).body.toString()).toBe('hello');
    await bucket.file('closed.txt').save('no', { resumable: true });
    expect((await rawGet(`/${BUCKET}/closed.txt`)).status).toBe(403);
  });
});

describe('serving', () => {
  it('transcodes a gzip-encoded object for a client that did not accept gzip', async () => {
    const contents = Buffer.from('hello world');
    const file = bucket.file('gzipped.txt');
    await file.save(contents, { gzip: true, contentType: 'text/plain' });
    expect(file.metadata.contentEncoding).toBe('gzip');
    const path = `/download/storage/v1/b/${BUCKET}/o/gzipped.txt?alt=media`;

    const plain = await rawGet(path);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/plain');
    expect(plain.body.equals(contents)).toBe(true);

    const compressed = await rawGet(path, { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.body).equals(contents)).toBe(true);

    expect((await file.download())[0].equals(contents)).toBe(true);
    const [raw] = await file.download({ decompress: false });
    expect(gunzipSync(raw).equals(contents)).toBe(true);
  });

  it('sends `attachment` when nobody set a Content-Disposition, and reports none in metadata', async () => {
    await fetch(`${server.url}/upload/storage/v1/b/${BUCKET}/o?name=testFile`, {
      method: 'POST',
      // Bytes, not a string: fetch would declare a string text/plain.
      body: new TextEncoder().encode('hello world'),
    });
    const media = await rawGet(`/storage/v1/b/${BUCKET}/o/testFile?alt=media`);
    expect(media.headers['content-type']).toBe('application/octet-stream');
    expect(media.headers['content-disposition']).toBe('attachment; filename*=testFile');
    const [metadata] = await bucket.file('testFile').getMetadata();
    expect(metadata).not.toHaveProperty('contentDisposition');
    expect(metadata.metageneration).toBe('1');
  });
});

describe('signed POST policy uploads (POST /<bucket>)', () => {
  it('stores the form file under the policy key, with its metadata fields', async () => {
    const [policy] = await bucket.file('forms/upload.txt').generateSignedPostPolicyV4({
      expires: Date.now() + 60_000,
      fields: { 'x-goog-meta-color': 'blue', 'Cache-Control': 'public, max-age=60' },
      conditions: [['content-length-range', 0, 1024]],
    });
    expect(policy.url).toBe(`${server.url}/${BUCKET}`);
    const form = new FormData();
    for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
    form.append('file', new Blob(['hello world'], { type: 'text/plain' }), 'upload.txt');
    const response = await fetch(policy.url, { method: 'POST', body: form });
    expect(response.status).toBe(204);
    const [metadata] = await bucket.file('forms/upload.txt').getMetadata();
    expect(metadata).toMatchObject({
      contentType: 'text/plain',
      cacheControl: 'public, max-age=60',
      metadata: { color: 'blue' },
      size: '11',
    });
  });

  it('refuses a form the policy does not allow, or one without a policy', async () => {
    const [policy] = await bucket.file('forms/small.txt').generateSignedPostPolicyV4({
      expires: Date.now() + 60_000,
      conditions: [['content-length-range', 0, 4]],
    });
    const post = async (fields: Record<string, string>, content: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([content]), 'f.txt');
      return fetch(policy.url, { method: 'POST', body: form });
    };
    const tooBig = await post(policy.fields, 'far too long');
    expect(tooBig.status).toBe(403);
    expect(await tooBig.text()).toContain('<Code>AccessDenied</Code>');
    expect((await post({ ...policy.fields, key: 'forms/other.txt' }, 'ok')).status).toBe(403);
    expect((await post({ ...policy.fields, 'x-goog-meta-extra': '1' }, 'ok')).status).toBe(403);
    expect((await post({ key: 'forms/small.txt' }, 'ok')).status).toBe(403);
    const [exists] = await bucket.file('forms/small.txt').exists();
    expect(exists).toBe(false);
    expect((await post(policy.fields, 'ok')).status).toBe(204);
  });
});

describe('multipart upload errors', () => {
  it('answers a bad content type as the API does ("Bad content type.")', async () => {
    const response = await fetch(`${server.url}/upload/storage/v1/b/${BUCKET}/o?name=x`, {
      method: 'POST',
      headers: { 'content-type': 'foo', 'x-goog-upload-protocol': 'multipart' },
      body: 'whatever',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: number; message: string } };
    expect(body.error).toMatchObject({ code: 400, message: 'Bad content type. foo' });
  });
});
