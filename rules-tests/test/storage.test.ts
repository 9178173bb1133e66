// storage.rules: user-photos/{uid}/{file} — signed-in members read, only the owner writes, images
// under 5 MB only. Driven through rules-unit-testing's storage contexts (the web SDK's REST API).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

// Issue 18 item 6: an image/svg+xml "photo" with <script> ran script from its download URL.
describe('raster images only', () => {
  const svg = new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
  );
  const realPng = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const put = (path: string, data: Uint8Array, contentType: string) =>
    uploadBytes(ref(storageOf('owner'), path), data, { contentType });

  it('refuses SVG, HTML and other non-raster types, and accepts each raster type', async () => {
    await assertFails(put('user-photos/alice/x.svg', svg, 'image/svg+xml'));
    await assertFails(put('user-photos/alice/x.html', svg, 'text/html'));
    await assertFails(put('user-photos/alice/x.bmp', png(10), 'image/x-icon'));
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
      await assertSucceeds(put(`user-photos/alice/ok.${type.slice(6)}`, png(10), type));
  });

  it('serves an image inline only when its bytes are the declared raster type', async () => {
    const headersOf = async (path: string) => {
      const response = await fetch(await getDownloadURL(ref(storageOf('owner'), path)));
      return {
        disposition: response.headers.get('content-disposition')?.split(';')[0],
        nosniff: response.headers.get('x-content-type-options'),
      };
    };
    await put('user-photos/alice/real.png', realPng, 'image/png');
    expect(await headersOf('user-photos/alice/real.png')).toEqual({
      disposition: 'inline',
      nosniff: 'nosniff',
    });
    // Rules see only the declared type: script bytes declared as a PNG are stored, but served as
    // a download, never rendered.
    await put('user-photos/alice/fake.png', svg, 'image/png');
    expect((await headersOf('user-photos/alice/fake.png')).disposition).toBe('attachment');
    // An SVG stored before these rules (or by the server) is a download too.
    await stack.env.withSecurityRulesDisabled(async (ctx) => {
      await uploadBytes(
        ref(ctx.storage() as unknown as FirebaseStorage, 'user-photos/alice/old.svg'),
        svg,
        { contentType: 'image/svg+xml' },
      );
    });
    expect((await headersOf('user-photos/alice/old.svg')).disposition).toBe('attachment');
  });
});

// Issue 23: event covers are uploaded by admins (their role document, not a claim), raster
// images under 5 MB; anyone reads them; nobody overwrites or deletes one from a client.
describe('event covers', () => {
  const realPng = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const put = (principal: Principal, path: string, data: Uint8Array, contentType = 'image/png') =>
    uploadBytes(ref(storageOf(principal), path), data, { contentType });
  beforeEach(async () => {
    await stack.env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore() as unknown as Firestore, 'user_roles/ada_admin'), {
        user_id: 'ada',
        role: 'admin',
      });
    });
  });

  it('lets an admin upload a raster image under 5 MB, and anyone read it', async () => {
    await assertSucceeds(put('admin', 'event-covers/1-a.png', realPng));
    await assertSucceeds(getBytes(ref(storageOf('guest'), 'event-covers/1-a.png')));
  });

  it('refuses members, partners, guests and a stale admin claim without the role document', async () => {
    for (const principal of ['owner', 'partner', 'guest'] as const)
      await assertFails(put(principal, 'event-covers/2.png', realPng));
    const claimOnly = stack.env.authenticatedContext('rex', { role: 'admin' }).storage();
    await assertFails(
      uploadBytes(ref(claimOnly as unknown as FirebaseStorage, 'event-covers/3.png'), realPng, {
        contentType: 'image/png',
      }),
    );
  });

  it('refuses non-images, 5 MB and more, overwrites and deletes, even from an admin', async () => {
    await assertFails(put('admin', 'event-covers/x.svg', realPng, 'image/svg+xml'));
    await assertFails(put('admin', 'event-covers/big.png', png(5 * 1024 * 1024)));
    await assertSucceeds(put('admin', 'event-covers/once.png', realPng));
    await assertFails(put('admin', 'event-covers/once.png', realPng));
    await assertFails(deleteObject(ref(storageOf('admin'), 'event-covers/once.png')));
  });
});
