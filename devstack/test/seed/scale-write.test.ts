// The scale city written the way devstack/bench/scale-city.ts writes it: through firebase-admin
// into our Firestore and Auth (in-process, ephemeral ports), in 500-write batches, the accounts
// imported 1,000 a call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startAuth,
  startFirestore,
  type AuthServer,
  type FirestoreServer,
} from '@brunchers/emulator';
import { ADMIN_OVERVIEW_DOC, COLLECTIONS } from '@brunchers/model';
import { buildSeedPlan, seedDemoData } from '../../src/seed/index.js';
import { buildScalePlan, PER_SCALE, scaleMemberUid } from '../../src/seed/scale.js';

const PROJECT = 'demo-scale-write';
let firestore: FirestoreServer;
let auth: AuthServer;

beforeAll(async () => {
  firestore = await startFirestore({ port: 0 });
  auth = await startAuth({ port: 0, projectId: PROJECT });
}, 120_000);
afterAll(async () => {
  await auth?.close();
  await firestore?.close();
});

describe('scale city written through firebase-admin', () => {
  it('holds the demo city and the scale city, their aggregates, and the members as Auth accounts', async () => {
    const target = {
      projectId: PROJECT,
      firestoreHost: `127.0.0.1:${firestore.port}`,
      authHost: `127.0.0.1:${new URL(auth.url).port}`,
    };
    const now = new Date();
    const demo = buildSeedPlan(now);
    await seedDemoData(target, demo);
    const plan = buildScalePlan(1, demo, now);
    const written = await seedDemoData(target, plan, { batchSize: 500, importAccounts: true });
    expect(written).toEqual({ users: PER_SCALE.members, documents: plan.writes.length });

    const { initializeApp, deleteApp } = await import('firebase-admin/app');
    const { getFirestore } = await import('firebase-admin/firestore');
    const { getAuth } = await import('firebase-admin/auth');
    const app = initializeApp({ projectId: PROJECT }, 'scale-write-test');
    try {
      const db = getFirestore(app);
      const profiles = (await db.collection(COLLECTIONS.userProfiles).count().get()).data().count;
      expect(profiles).toBe(demo.users.length + PER_SCALE.members);
      const bookings = (await db.collection(COLLECTIONS.bookings).count().get()).data().count;
      const overview = await db.collection(COLLECTIONS.adminStats).doc(ADMIN_OVERVIEW_DOC).get();
      expect(overview.data()).toMatchObject({ users_total: profiles, bookings_total: bookings });
      // Written last, stamped in the database's time: triggers add nothing for the seed's writes.
      expect(overview.updateTime!.toMillis()).toBeGreaterThanOrEqual(
        (await db.collection(COLLECTIONS.bookings).limit(1).get()).docs[0]!.updateTime.toMillis(),
      );
      expect(overview.get('counted_at')).toBeTruthy();
      const account = await getAuth(app).getUser(scaleMemberUid(0));
      expect(account.email).toBe(`${scaleMemberUid(0)}@scale.brunchers.test`);
    } finally {
      await deleteApp(app);
    }
  }, 300_000);
});
