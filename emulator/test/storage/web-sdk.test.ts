import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getMetadata,
  getStorage,
  list,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
  type UploadTaskSnapshot,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorage, type StorageServer } from '../../src/storage/index.js';

const BUCKET = 'demo-brunchers.appspot.com';
const rules = readFileSync(new URL('./fixtures/storage.rules', import.meta.url), 'utf8');

let server: StorageServer;
const apps: FirebaseApp[] = [];

function storageAs(uid: string): FirebaseStorage {
  const app = initializeApp(
    { projectId: 'demo-brunchers', storageBucket: BUCKET, apiKey: 'demo-key' },
    `storage-${uid}-${apps.length}`,
  );
  apps.push(app);
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', server.port, { mockUserToken: { user_id: uid } });
  return storage;
}

function bytes(size: number, seed: number): Uint8Array {
  return Uint8Array.from({ length: size }, (_, i) => (i * 31 + seed) % 256);
}

beforeAll(async () => {
  server = await startStorage({ port: 0, rules });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await server.close();
});

describe('Storage stand-in through the web SDK (firebase/storage)', () => {
  it('uploads resumably in chunks with progress events, then serves the bytes at the download URL', async () => {
    const storage = storageAs('alice');
    const data = bytes(700 * 1024, 7); // > 256 KiB: the SDK uses the resumable protocol, 256 KiB chunks
    const snapshots: UploadTaskSnapshot[] = [];
    const task = uploadBytesResumable(ref(storage, 'user-photos/alice/big.png'), data, {
      contentType: 'image/png',
    });
    task.on('state_changed', (snapshot) => snapshots.push(snapshot));
    const done = await task;

    expect(done.metadata.size).toBe(data.byteLength);
    const transferred = snapshots.map((s) => s.bytesTransferred);
    expect(new Set(transferred).size).toBeGreaterThanOrEqual(3);
    expect(transferred).toEqual([...transferred].sort((a, b) => a - b));
    expect(transferred.at(-1)).toBe(data.byteLength);

    const url = await getDownloadURL(done.ref);
    expect(url).toContain(
      `:${server.port}/v0/b/${BUCKET}/o/user-photos%2Falice%2Fbig.png?alt=media&token=`,
    );
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    // Buffer.equals: a deep toEqual over 700 KiB takes seconds.
    expect(Buffer.from(await response.arrayBuffer()).equals(data)).toBe(true);
  });

  it('uploads with multipart (uploadBytes), reads and updates metadata', async () => {
    const storage = storageAs('alice');
    const photo = ref(storage, 'user-photos/alice/small.jpg');
    const uploaded = await uploadBytes(photo, bytes(1000, 1), {
      contentType: 'image/jpeg',
      customMetadata: { caption: 'Brunch' },
    });
    expect(uploaded.metadata.fullPath).toBe('user-photos/alice/small.jpg');

    const metadata = await getMetadata(photo);
    expect(metadata).toMatchObject({
      size: 1000,
      contentType: 'image/jpeg',
      bucket: BUCKET,
      customMetadata: { caption: 'Brunch' },
    });
    expect(metadata.md5Hash).toMatch(/^[A-Za-z0-9+/]+=*$/);

    const updated = await updateMetadata(photo, {
      cacheControl: 'public, max-age=60',
      customMetadata: { caption: 'Sunday brunch', place: 'Lisbon' },
    });
    expect(updated.cacheControl).toBe('public, max-age=60');
    expect(updated.customMetadata).toEqual({ caption: 'Sunday brunch', place: 'Lisbon' });
    expect(Number(updated.metageneration)).toBeGreaterThan(Number(metadata.metageneration));
  });

  it('lists a folder with prefixes and pages', async () => {
    const storage = storageAs('carol');
    for (const name of ['a.png', 'b.png', 'c.png'])
      await uploadBytes(ref(storage, `user-photos/carol/${name}`), bytes(10, 2), {
        contentType: 'image/png',
      });

    const firstPage = await list(ref(storage, 'user-photos/carol'), { maxResults: 2 });
    expect(firstPage.items.map((i) => i.name)).toEqual(['a.png', 'b.png']);
    expect(firstPage.nextPageToken).toBeTruthy();
    const secondPage = await list(ref(storage, 'user-photos/carol'), {
      maxResults: 2,
      pageToken: firstPage.nextPageToken!,
    });
    expect(secondPage.items.map((i) => i.fullPath)).toEqual(['user-photos/carol/c.png']);
    expect(secondPage.nextPageToken).toBeUndefined();
  });

  it('deletes an object; reading it afterwards reports object-not-found', async () => {
    const storage = storageAs('dave');
    const photo = ref(storage, 'user-photos/dave/gone.png');
    await uploadBytes(photo, bytes(10, 3), { contentType: 'image/png' });
    await deleteObject(photo);
    await expect(getMetadata(photo)).rejects.toMatchObject({ code: 'storage/object-not-found' });
  });

  it('denies what storage.rules forbid with storage/unauthorized', async () => {
    const bob = storageAs('bob');
    await expect(
      uploadBytes(ref(bob, 'user-photos/alice/intruder.png'), bytes(10, 4), {
        contentType: 'image/png',
      }),
    ).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(
      uploadBytes(ref(bob, 'user-photos/bob/notes.txt'), bytes(10, 4), {
        contentType: 'text/plain',
      }),
    ).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    const resumable = uploadBytesResumable(
      ref(bob, 'user-photos/alice/big-intruder.png'),
      bytes(300 * 1024, 5),
      { contentType: 'image/png' },
    );
    await expect(resumable).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(list(ref(bob, 'user-photos/alice'))).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(getMetadata(ref(bob, 'user-photos/bob/notes.txt'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });

  it('evaluates rules on the existing object (resource.metadata, contentType, size)', async () => {
    const alice = storageAs('alice');
    const bob = storageAs('bob');
    const text = new TextEncoder().encode('brunch plans');
    const note = ref(alice, 'shared/plans.txt');
    await uploadBytes(note, text, {
      contentType: 'text/plain',
      customMetadata: { owner: 'alice', visibility: 'private' },
    });
    const asBob = ref(bob, 'shared/plans.txt');
    // Read: the owner yes, anyone else only once the object says it is public.
    expect((await getMetadata(note)).customMetadata).toMatchObject({ owner: 'alice' });
    await expect(getMetadata(asBob)).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(getDownloadURL(asBob)).rejects.toMatchObject({ code: 'storage/unauthorized' });
    // Update: only the owner, and the owner field must stay.
    await expect(
      updateMetadata(asBob, { customMetadata: { visibility: 'public' } }),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(updateMetadata(note, { customMetadata: { owner: 'bob' } })).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    // Replacing the content is a `create` over the existing object: not Bob's to replace.
    await expect(
      uploadBytes(asBob, text, { contentType: 'text/plain', customMetadata: { owner: 'bob' } }),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await updateMetadata(note, { customMetadata: { visibility: 'public' } });
    expect((await getMetadata(asBob)).customMetadata).toMatchObject({ visibility: 'public' });
    // Delete: only the owner, only a small text file.
    await expect(deleteObject(asBob)).rejects.toMatchObject({ code: 'storage/unauthorized' });
    const picture = ref(alice, 'shared/picture.png');
    await uploadBytes(picture, bytes(10, 6), {
      contentType: 'image/png',
      customMetadata: { owner: 'alice' },
    });
    await expect(deleteObject(picture)).rejects.toMatchObject({ code: 'storage/unauthorized' });
    const big = ref(alice, 'shared/big.txt');
    await uploadBytes(big, bytes(2048, 7), {
      contentType: 'text/plain',
      customMetadata: { owner: 'alice' },
    });
    await expect(deleteObject(big)).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await deleteObject(note);
    // Gone: `resource` is null, so a rule reading it denies (a 403 rather than a 404, as on Google).
    await expect(getMetadata(note)).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it('reloads rules through PUT /internal/setRules as rules-unit-testing does, rejecting bad syntax', async () => {
    const denyAll =
      "rules_version = '2';\nservice firebase.storage { match /b/{bucket}/o { match /{allPaths=**} { allow read, write: if false; } } }";
    const put = (content: string) =>
      fetch(`${server.url}/internal/setRules`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content }] } }),
      });
    expect(
      (await put('service firebase.storage { match /b/{bucket}/o { allow read: if ; } }')).status,
    ).toBe(400);
    expect((await put(denyAll)).status).toBe(200);
    const alice = storageAs('alice');
    await expect(getMetadata(ref(alice, 'user-photos/alice/small.jpg'))).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    expect((await put(rules)).status).toBe(200);
    await expect(getMetadata(ref(alice, 'user-photos/alice/small.jpg'))).resolves.toMatchObject({
      size: 1000,
    });
  });
});
