import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorage, type StorageServer } from '../../src/storage/index.js';

const BUCKET = 'demo-brunchers.appspot.com';
let server: StorageServer;
let app: App;

beforeAll(async () => {
  // No rules loaded: client requests would all be denied; the admin JSON API must not care.
  server = await startStorage({ port: 0 });
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${server.port}`;
  app = initializeApp({ projectId: 'demo-brunchers', storageBucket: BUCKET }, 'storage-admin-test');
});

afterAll(async () => {
  await deleteApp(app);
  await server.close();
});

describe('Storage stand-in through firebase-admin (bucket API)', () => {
  const bucket = () => getStorage(app).bucket();

  it('saves with a resumable upload, downloads with checksum validation, reads metadata', async () => {
    const file = bucket().file('imports/stories.csv');
    const content = Buffer.from('id,title\n1,Sunday brunch\n'.repeat(2000));
    await file.save(content, {
      contentType: 'text/csv',
      metadata: { metadata: { source: 'test' } },
    });

    const [downloaded] = await file.download();
    expect(downloaded.equals(content)).toBe(true);
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({
      name: 'imports/stories.csv',
      bucket: BUCKET,
      contentType: 'text/csv',
      size: String(content.byteLength),
      metadata: { source: 'test' },
    });
  });

  it('saves with a simple (multipart) upload and makes the bytes available to the web API with a token', async () => {
    const file = bucket().file('seed/avatar.svg');
    await file.save('<svg xmlns="http://www.w3.org/2000/svg"/>', {
      resumable: false,
      contentType: 'image/svg+xml',
      metadata: { metadata: { firebaseStorageDownloadTokens: 'token-1' } },
    });
    const response = await fetch(
      `${server.url}/v0/b/${BUCKET}/o/${encodeURIComponent('seed/avatar.svg')}?alt=media&token=token-1`,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const denied = await fetch(
      `${server.url}/v0/b/${BUCKET}/o/${encodeURIComponent('seed/avatar.svg')}?alt=media&token=wrong`,
    );
    expect(denied.status).toBe(403);
  });

  it('lists files by prefix, updates metadata, deletes', async () => {
    await bucket()
      .file('user-photos/u1/a.png')
      .save(Buffer.from([1, 2, 3]), { resumable: false, contentType: 'image/png' });
    await bucket()
      .file('user-photos/u1/b.png')
      .save(Buffer.from([4, 5, 6]), { resumable: false, contentType: 'image/png' });
    await bucket()
      .file('user-photos/u2/c.png')
      .save(Buffer.from([7]), { resumable: false, contentType: 'image/png' });

    const [files] = await bucket().getFiles({ prefix: 'user-photos/u1/' });
    expect(files.map((f) => f.name)).toEqual(['user-photos/u1/a.png', 'user-photos/u1/b.png']);

    const [, , folders] = await bucket().getFiles({
      prefix: 'user-photos/',
      delimiter: '/',
      autoPaginate: false,
    });
    expect((folders as { prefixes?: string[] }).prefixes).toEqual([
      'user-photos/u1/',
      'user-photos/u2/',
    ]);

    const [updated] = await bucket()
      .file('user-photos/u1/a.png')
      .setMetadata({ cacheControl: 'no-cache', metadata: { checked: 'yes' } });
    expect(updated).toMatchObject({ cacheControl: 'no-cache', metadata: { checked: 'yes' } });

    await bucket().file('user-photos/u1/a.png').delete();
    const [exists] = await bucket().file('user-photos/u1/a.png').exists();
    expect(exists).toBe(false);
    await expect(bucket().file('user-photos/u1/a.png').delete()).rejects.toMatchObject({
      code: 404,
    });
  });
});
