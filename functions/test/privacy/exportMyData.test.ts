// exportMyData (issue 36 item 6): the member gets, as JSON, every document the privacy registry
// finds for them, per collection, with counts where the documents are others' (likes received),
// their account and their photo files with links; nothing of other members beyond that.

import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStorage, type StorageServer } from '@brunchers/emulator';
import { COLLECTIONS, MEMBER_DATA_ENTRIES, PROJECT_ID } from '@brunchers/model';
import { handleExportMyData } from '../../src/privacy/exportMyData.handler.js';
import { member } from '../support/fixtures.js';
import { startStack, type Stack } from '../support/stack.js';
import { LEAVER, STAYER, seedMember, type Bucket } from './seedMember.js';

let stack: Stack;
let storage: StorageServer;
let app: App;
let bucket: Bucket;

beforeAll(async () => {
  stack = await startStack({ auth: true });
  storage = await startStorage({ port: 0 });
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${storage.port}`;
  app = initializeApp(
    { projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` },
    'privacy-export',
  );
  bucket = getStorage(app).bucket();
});
afterAll(async () => {
  await deleteApp(app);
  await storage.close();
  await stack.close();
});
beforeEach(async () => {
  await stack.clearFirestore();
  storage.clear();
});

describe('exportMyData', () => {
  it('answers everything stored about the member as JSON, per the registry', async () => {
    const seeded = await seedMember(stack, bucket, { likes: 3, photos: 2 });
    const exported = await handleExportMyData(
      { data: {}, auth: member(LEAVER.uid) },
      { db: stack.db, auth: stack.adminAuth!, bucket, clock: () => new Date() },
    );
    // Round-trips as JSON (no Timestamps or references left).
    expect(JSON.parse(JSON.stringify(exported))).toEqual(exported);
    expect(exported.account).toMatchObject({ uid: LEAVER.uid, email: LEAVER.email.toLowerCase() });

    // Every personal collection is there; no collection the registry calls not personal.
    const personal = Object.entries(MEMBER_DATA_ENTRIES)
      .filter(([, entry]) => entry.rules.some((rule) => rule.export !== 'omit'))
      .map(([key]) => COLLECTIONS[key as keyof typeof COLLECTIONS])
      .sort();
    expect(Object.keys(exported.collections).sort()).toEqual(personal);

    const docs = (name: string) => exported.collections[name]?.documents ?? [];
    expect(docs(COLLECTIONS.userProfiles)).toEqual([
      expect.objectContaining({
        id: LEAVER.uid,
        data: expect.objectContaining({ display_name: 'Lea Leaving' }),
      }),
    ]);
    expect(docs(COLLECTIONS.userPrivateProfiles)[0]?.data).toMatchObject({ religion: 'Quaker' });
    expect(docs(COLLECTIONS.sensitiveConsents).map((doc) => doc.id)).toEqual(['religion']);
    expect(
      docs(COLLECTIONS.bookings)
        .map((doc) => doc.id)
        .sort(),
    ).toEqual([seeded.upcomingBookingId, seeded.pastBookingId].sort());
    expect(typeof (docs(COLLECTIONS.bookings)[0]?.data as { created_at: unknown }).created_at).toBe(
      'string',
    );
    // Likes: the member's own in full; those received only counted (who liked is theirs).
    expect(exported.collections[COLLECTIONS.bruncherLikes]).toMatchObject({ count: 3 });
    expect(docs(COLLECTIONS.bruncherLikes)).toHaveLength(3);
    expect(JSON.stringify(docs(COLLECTIONS.bruncherLikes))).not.toContain('fan-1_');
    expect(docs(COLLECTIONS.newsletterSignups)).toHaveLength(1);
    // Photos: both files, with their gallery links.
    expect(exported.photos.map((photo) => photo.path).sort()).toEqual(
      [...seeded.photoPaths].sort(),
    );
    for (const photo of exported.photos) {
      expect(photo).toMatchObject({ content_type: 'image/png', size: 15 });
      expect(photo.url).toContain(encodeURIComponent(photo.path));
    }
    // Their dietary needs (special category) are theirs to take; a message they sent is counted.
    expect(docs(COLLECTIONS.bookingNeeds).map((doc) => doc.data)).toEqual([
      expect.objectContaining({ needs: { vegan: 1, nut_allergy: 1 } }),
    ]);
    expect(docs(COLLECTIONS.memberNeeds)[0]?.data).toMatchObject({ needs: ['vegan'] });
    expect(exported.collections[COLLECTIONS.attendeeMessages]).toMatchObject({ count: 1 });
    // Nothing of the other member's own documents.
    expect(docs(COLLECTIONS.userProfiles).some((doc) => doc.id === STAYER.uid)).toBe(false);
  });

  it('refuses a caller who is not signed in', async () => {
    await expect(
      handleExportMyData(
        { data: {}, auth: null },
        { db: stack.db, auth: stack.adminAuth!, bucket, clock: () => new Date() },
      ),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
  });
});
