// storage.rules: user-photos/{uid}/{file} — signed-in members read, only the owner writes, images
// under 5 MB only. Driven through rules-unit-testing's storage contexts (the web SDK's REST API).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteObject, getBytes, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { startRulesStack, type Principal, type RulesStack } from './setup.js';

let stack: RulesStack;
beforeAll(async () => {
  stack = await startRulesStack('demo-rules-storage');
});
afterAll(async () => stack?.close());

const storageOf = (principal: Principal) =>
  stack.as(principal).storage() as unknown as FirebaseStorage;
const png = (bytes: number) => new Uint8Array(bytes).fill(7);
const upload = (principal: Principal, path: string, bytes: number, contentType = 'image/png') =>
  uploadBytes(ref(storageOf(principal), path), png(bytes), { contentType });

beforeEach(async () => {
  await stack.env.clearStorage();
  await stack.env.withSecurityRulesDisabled(async (ctx) => {
    const storage = ctx.storage() as unknown as FirebaseStorage;
    await uploadBytes(ref(storage, 'user-photos/alice/1.png'), png(1024), {
      contentType: 'image/png',
    });
  });
});

describe('user photos', () => {
  it('lets the owner upload an image under 5 MB to her own folder', async () => {
    await assertSucceeds(upload('owner', 'user-photos/alice/2.png', 4 * 1024 * 1024));
  });

  it('refuses 6 MB, exactly 5 MB and non-images', async () => {
    await assertFails(upload('owner', 'user-photos/alice/big.png', 6 * 1024 * 1024));
    await assertFails(upload('owner', 'user-photos/alice/edge.png', 5 * 1024 * 1024));
    await assertFails(upload('owner', 'user-photos/alice/notes.txt', 10, 'text/plain'));
  });

  it("refuses writing into another member's folder, and guests", async () => {
    await assertFails(upload('other', 'user-photos/alice/intruder.png', 10));
    await assertFails(upload('guest', 'user-photos/alice/anon.png', 10));
    await assertFails(upload('admin', 'user-photos/alice/admin.png', 10));
  });

  it('lets signed-in members read and only the owner delete', async () => {
    await assertSucceeds(getBytes(ref(storageOf('other'), 'user-photos/alice/1.png')));
    await assertFails(getBytes(ref(storageOf('guest'), 'user-photos/alice/1.png')));
    await assertFails(deleteObject(ref(storageOf('other'), 'user-photos/alice/1.png')));
    await assertSucceeds(deleteObject(ref(storageOf('owner'), 'user-photos/alice/1.png')));
  });

  it('denies everything outside user-photos', async () => {
    await assertFails(upload('owner', 'elsewhere/alice.png', 10));
  });
});
