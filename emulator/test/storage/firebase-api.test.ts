// Issue 42: the Firebase Storage REST API (/v0) and its rules as production answers them, driven
// through raw REST, firebase-admin and the web SDK (firebase/storage).
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  getMetadata,
  getStorage,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadString,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storageRulesFiles } from '../../src/storage/config.js';
import { startStorage, type StorageServer } from '../../src/storage/index.js';

const BUCKET = 'demo-brunchers.appspot.com';
const OPEN_BUCKET = 'demo-brunchers-open';
const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /listAll/{allPaths=**} { allow list; }
    match /testing/{allPaths=**} { allow read, create, update, delete: if request.auth != null; }
    match /upload/replace.txt { allow read, create; }
    match /upload/allowIfNoExistingFile.txt { allow create: if resource == null; }
  }
}`;
const ALLOW_ALL = `rules_version = '2';
service firebase.storage { match /b/{bucket}/o { match /{allPaths=**} { allow read, write; } } }`;
const DENY_ALL = `rules_version = '2';
service firebase.storage { match /b/{bucket}/o { match /{allPaths=**} { allow read, write: if false; } } }`;

let server: StorageServer;
const apps: FirebaseApp[] = [];
const OWNER = { authorization: 'Bearer owner' };

function webStorage(bucket = BUCKET): FirebaseStorage {
  const app = initializeApp(
    { projectId: 'demo-brunchers', storageBucket: bucket, apiKey: 'demo-key' },
    `firebase-api-${apps.length}`,
  );
  apps.push(app);
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', server.port, { mockUserToken: { user_id: 'ann' } });
  return storage;
}

const v0 = (path: string) => `${server.url}/v0/b/${BUCKET}/o${path}`;

beforeAll(async () => {
  server = await startStorage({ port: 0, rules: RULES });
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${server.port}`;
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await server.close();
});

beforeEach(() => {
  server.clear();
  server.setRules(RULES);
});

/** An object written through the JSON API (as the admin SDK or a seed does): no token, no disposition. */
async function adminUpload(name: string, body = 'hello world'): Promise<void> {
  const response = await fetch(
    `${server.url}/upload/storage/v1/b/${BUCKET}/o?name=${encodeURIComponent(name)}`,
    { method: 'POST', body: new TextEncoder().encode(body) },
  );
  expect(response.status).toBe(200);
}

describe('metadata', () => {
  it('is metageneration 1 right after an upload, with the inline disposition the Firebase API sets', async () => {
    const uploaded = await fetch(v0('?name=dir/someFile'), {
      method: 'POST',
      headers: OWNER,
      body: new TextEncoder().encode('hello world'),
    });
    expect(uploaded.status).toBe(200);
    const metadata = (await (
      await fetch(v0('/dir%2FsomeFile'), { headers: OWNER })
    ).json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      name: 'dir/someFile',
      metageneration: '1',
      size: '11',
      contentEncoding: 'identity',
      contentDisposition: 'inline',
      downloadTokens: expect.any(String),
    });
  });

  it('carries no contentDisposition nobody set; the first Firebase read adds a token (metageneration 2)', async () => {
    await adminUpload('testing/testFile');
    const metadata = await getMetadata(ref(webStorage(), 'testing/testFile'));
    expect(metadata.contentDisposition).toBeUndefined();
    expect(metadata.metageneration).toBe('2');
    const [gcs] = await getAdminStorage(adminApp())
      .bucket(BUCKET)
      .file('testing/testFile')
      .getMetadata();
    expect(gcs).not.toHaveProperty('contentDisposition');
  });

  it('downloads an object nobody gave a disposition as an attachment, as the download endpoint does', async () => {
    await adminUpload('testing/testFile');
    const { downloadTokens } = (await (
      await fetch(v0('/testing%2FtestFile'), { headers: OWNER })
    ).json()) as { downloadTokens: string };
    const media = await fetch(v0(`/testing%2FtestFile?alt=media&token=${downloadTokens}`));
    expect(media.headers.get('content-disposition')).toBe('attachment; filename*=testFile');
    expect(await media.text()).toBe('hello world');
  });
});

describe('resumable uploads', () => {
  const start = async () => {
    const response = await fetch(v0('?name=testing/file'), {
      method: 'POST',
      headers: {
        ...OWNER,
        'x-goog-upload-protocol': 'resumable',
        'x-goog-upload-command': 'start',
      },
    });
    return response.headers.get('x-goog-upload-url')!;
  };
  const command = (url: string, name: string) =>
    fetch(url, {
      method: 'PUT',
      headers: { 'x-goog-upload-protocol': 'resumable', 'x-goog-upload-command': name },
    });

  it('reports a cancelled upload as cancelled, and refuses to finalize it', async () => {
    const url = await start();
    expect((await command(url, 'query')).headers.get('x-goog-upload-status')).toBe('active');
    expect((await command(url, 'cancel')).status).toBe(200);
    expect((await command(url, 'query')).headers.get('x-goog-upload-status')).toBe('cancelled');
    expect((await command(url, 'cancel')).status).toBe(200);
    expect((await command(url, 'finalize')).status).toBe(400);
    expect((await command(url, 'finalize')).status).toBe(400);
  });
});

describe('download tokens', () => {
  it('refuses a create_token other than "true", and callers without admin credentials', async () => {
    await adminUpload('testing/testFile');
    const post = (query: string, headers: Record<string, string> = OWNER) =>
      fetch(v0(`/testing%2FtestFile?${query}`), { method: 'POST', headers });
    expect((await post('create_token=someNonTrueParam')).status).toBe(400);
    expect(
      (await post('create_token=true', { authorization: 'Bearer somethingElse' })).status,
    ).toBe(403);
    const created = (await (await post('create_token=true')).json()) as { downloadTokens: string };
    expect(created.downloadTokens.split(',')).toHaveLength(1);
  });
});

describe('multipart upload errors', () => {
  it('answers a bad content type with "Bad content type."', async () => {
    const response = await fetch(v0('?name=testing/x'), {
      method: 'POST',
      headers: { ...OWNER, 'x-goog-upload-protocol': 'multipart', 'content-type': 'foo' },
      body: 'x',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Bad content type. foo');
  });
});

describe('listing (Firebase folder semantics)', () => {
  it('does not list a folder placeholder under itself, nor names with empty segments', async () => {
    for (const name of ['listAll/abc/', 'listAll//foo', 'listAll/bar//', 'listAll/baz//qux'])
      await adminUpload(name, '');
    const storage = webStorage();
    const names = async (path: string) => {
      const result = await listAll(ref(storage, path));
      return {
        prefixes: result.prefixes.map((p) => p.name),
        items: result.items.map((i) => i.name),
      };
    };
    expect(await names('listAll/')).toEqual({ prefixes: ['abc', 'bar', 'baz'], items: [] });
    expect(await names('listAll/abc/')).toEqual({ prefixes: [], items: [] });
    const raw = (await (await fetch(v0('?prefix=listAll/abc/&delimiter=/'))).json()) as unknown;
    expect(raw).toEqual({ prefixes: [], items: [] });
  });
});

describe('rules on writes: content is `create` (over an existing file too), metadata is `update`', () => {
  it('lets `allow create` replace a file, and `resource == null` refuse it', async () => {
    const storage = webStorage();
    await uploadString(ref(storage, 'upload/replace.txt'), 'some-content');
    await uploadString(ref(storage, 'upload/replace.txt'), 'some-other-content');
    const [{ downloadTokens }] = [
      (await (await fetch(v0('/upload%2Freplace.txt'), { headers: OWNER })).json()) as {
        downloadTokens: string;
      },
    ];
    const media = await fetch(v0(`/upload%2Freplace.txt?alt=media&token=${downloadTokens}`));
    expect(await media.text()).toBe('some-other-content');

    const once = ref(storage, 'upload/allowIfNoExistingFile.txt');
    await uploadString(once, 'some-content');
    await expect(uploadString(once, 'again')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    // A metadata change is an `update`, which these rules do not grant.
    await expect(updateMetadata(once, { cacheControl: 'no-cache' })).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });
});

describe('rules per bucket', () => {
  it('gives each bucket its own rules from startStorage, and a bucket without rules none', async () => {
    const perBucket = await startStorage({
      port: 0,
      rules: [
        { bucket: BUCKET, source: DENY_ALL },
        { bucket: OPEN_BUCKET, source: ALLOW_ALL },
      ],
    });
    try {
      const upload = (bucket: string) =>
        fetch(`${perBucket.url}/v0/b/${bucket}/o?name=f.txt`, {
          method: 'POST',
          body: new TextEncoder().encode('x'),
        });
      expect((await upload(BUCKET)).status).toBe(403);
      expect((await upload(OPEN_BUCKET)).status).toBe(200);
      expect((await upload('demo-brunchers-unlisted')).status).toBe(403);
    } finally {
      await perBucket.close();
    }
  });

  it('takes per-bucket rules through PUT /internal/setRules (files with `resource`), then one ruleset again', async () => {
    const put = (files: unknown) =>
      fetch(`${server.url}/internal/setRules`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules: { files } }),
      });
    expect(
      (
        await put([
          { name: 'deny.rules', content: DENY_ALL, resource: BUCKET },
          { name: 'open.rules', content: ALLOW_ALL, resource: OPEN_BUCKET },
        ])
      ).status,
    ).toBe(200);
    await expect(
      uploadBytes(ref(webStorage(BUCKET), 'a.txt'), new Uint8Array(1)),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await uploadBytes(ref(webStorage(OPEN_BUCKET), 'a.txt'), new Uint8Array(1));

    expect((await put([{ name: 'storage.rules', content: ALLOW_ALL }])).status).toBe(200);
    await uploadBytes(ref(webStorage(BUCKET), 'a.txt'), new Uint8Array(1));
  });

  it('reads firebase.json storage deploy targets ({bucket, rules} or {target, rules} + .firebaserc)', () => {
    expect(storageRulesFiles({ storage: { rules: 'storage.rules' } }, undefined, 'p')).toEqual([
      { rules: 'storage.rules' },
    ]);
    expect(
      storageRulesFiles(
        {
          storage: [
            { bucket: 'p.appspot.com', rules: 'main.rules' },
            { target: 'uploads', rules: 'uploads.rules' },
          ],
        },
        { targets: { p: { storage: { uploads: ['p-uploads', 'p-uploads-eu'] } } } },
        'p',
      ),
    ).toEqual([
      { bucket: 'p.appspot.com', rules: 'main.rules' },
      { bucket: 'p-uploads', rules: 'uploads.rules' },
      { bucket: 'p-uploads-eu', rules: 'uploads.rules' },
    ]);
    expect(() =>
      storageRulesFiles({ storage: [{ target: 'nowhere', rules: 'x.rules' }] }, {}, 'p'),
    ).toThrow(/nowhere/);
    expect(storageRulesFiles({}, undefined, 'p')).toEqual([]);
  });
});

describe('PUT /internal/setRules errors', () => {
  const put = (rules: unknown) =>
    fetch(`${server.url}/internal/setRules`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules }),
    });
  const message = async (rules: unknown) => {
    const response = await put(rules);
    expect(response.status).toBe(400);
    return ((await response.json()) as { message: string }).message;
  };

  it("answers Google's emulator's messages", async () => {
    expect(await message({})).toBe("Request body must include 'rules.files' array");
    expect(await message({ files: [{ content: ALLOW_ALL }] })).toBe(
      "Each member of 'rules.files' array must contain 'name' and 'content'",
    );
    expect(await message({ files: [{ name: 'storage.rules' }] })).toBe(
      "Each member of 'rules.files' array must contain 'name' and 'content'",
    );
    expect(
      await message({
        files: [
          { name: 'a.rules', content: ALLOW_ALL, resource: BUCKET },
          { name: 'b.rules', content: ALLOW_ALL },
        ],
      }),
    ).toBe("Each member of 'rules.files' array must contain 'name', 'content', and 'resource'");
    expect(await message({ files: [{ name: 'storage.rules', content: 'foo' }] })).toBe(
      'There was an error updating rules, see logs for more details',
    );
  });
});

let admin: ReturnType<typeof initializeAdminApp> | undefined;
function adminApp() {
  admin ??= initializeAdminApp(
    { projectId: 'demo-brunchers', storageBucket: BUCKET },
    'firebase-api-admin',
  );
  return admin;
}
afterAll(async () => {
  if (admin) await deleteAdminApp(admin);
});
