// Demo data for the local stack, written through firebase-admin (the same path a real import takes),
// validated with the model's zod schemas. Runs only when the database is empty.
import type { z } from 'zod';
import {
  ADMIN_OVERVIEW_DOC,
  bookingSchema,
  brunchSpotSchema,
  brunchStorySchema,
  bruncherLikeSchema,
  COLLECTIONS,
  eventAttendanceSchema,
  eventSchema,
  hostSchema,
  matchSchema,
  publicProfileSchema,
  selfDiscoveryQuestionSchema,
  userPhotoSchema,
  userRoleId,
  roleAuditSchema,
  userRoleSchema,
  venueSchema,
  type EventDoc,
} from '@brunchers/model';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.js';
import { seedBookings } from './bookings.js';
import { seedEvents, seedHosts } from './events.js';
import { seedMembers } from './members.js';
import { seedPlaces } from './places.js';
import { seedQuestions } from './questions.js';
import { seedLikes, seedMatches } from './social.js';
import { seedStories } from './stories.js';
import { VENUES } from './venues.js';
import {
  cityAggregates,
  validWrite,
  type SeedPlan,
  type SeedUser,
  type SeedWrite,
} from './plan.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.js';
export type { SeedPlan, SeedUser, SeedWrite } from './plan.js';

/** Everything the seed writes, validated; pure so tests can inspect it without a database. */
export function buildSeedPlan(now = new Date()): SeedPlan {
  const writes: SeedWrite[] = [];
  const add = <S extends z.ZodType>(collection: string, schema: S, id: string, data: z.input<S>) =>
    writes.push(validWrite(collection, schema, id, data));

  const users: SeedUser[] = DEMO_ACCOUNTS.map((a) => ({
    uid: a.uid,
    email: a.email,
    password: a.password,
    displayName: a.displayName,
    ...(a.role !== 'member' && { role: a.role }),
  }));
  for (const account of DEMO_ACCOUNTS) {
    if (account.role !== 'member') {
      add(COLLECTIONS.userRoles, userRoleSchema, userRoleId(account.uid, account.role), {
        user_id: account.uid,
        role: account.role,
      });
      // Every grant is audited, the demo city's too.
      add(COLLECTIONS.roleAudit, roleAuditSchema, `seed-${account.uid}-${account.role}`, {
        user_id: account.uid,
        role: account.role,
        action: 'granted',
        by: 'seed',
        at: now,
      });
    }
    add(COLLECTIONS.userProfiles, publicProfileSchema, account.uid, {
      user_id: account.uid,
      display_name: account.displayName,
      currently_living_in: 'Lisbon',
      level: 1,
      experience_points: 0,
      created_at: now,
    });
  }
  for (const venue of VENUES) add(COLLECTIONS.venues, venueSchema, venue.id, venue);

  for (const { id, doc } of seedHosts(now)) add(COLLECTIONS.hosts, hostSchema, id, doc);
  const events = seedEvents(now);
  for (const { id, doc } of events) add(COLLECTIONS.events, eventSchema, id, doc);
  for (const { id, doc } of seedPlaces()) add(COLLECTIONS.brunchSpots, brunchSpotSchema, id, doc);
  for (const { id, doc } of seedStories(now))
    add(COLLECTIONS.brunchStories, brunchStorySchema, id, doc);
  for (const { id, doc } of seedQuestions(now))
    add(COLLECTIONS.selfDiscoveryQuestions, selfDiscoveryQuestionSchema, id, doc);

  for (const member of seedMembers(now)) {
    users.push({
      uid: member.uid,
      email: member.email,
      password: DEMO_PASSWORD,
      displayName: member.profile.display_name ?? member.uid,
    });
    add(COLLECTIONS.userProfiles, publicProfileSchema, member.uid, member.profile);
    member.photos.forEach((photo, index) =>
      add(COLLECTIONS.userPhotos, userPhotoSchema, `${member.uid}-photo-${index + 1}`, photo),
    );
  }

  const eventsById = new Map<string, EventDoc>(events.map((e) => [e.id, e.doc]));
  const bookings = seedBookings(eventsById, now);
  for (const { id, booking, attendance } of bookings) {
    add(COLLECTIONS.bookings, bookingSchema, id, booking);
    add(COLLECTIONS.eventAttendances, eventAttendanceSchema, id, attendance);
  }
  const likes = seedLikes(now);
  for (const { id, doc } of likes) add(COLLECTIONS.bruncherLikes, bruncherLikeSchema, id, doc);
  const matches = seedMatches(likes);
  for (const { id, doc } of matches) add(COLLECTIONS.matches, matchSchema, id, doc);

  // The console's aggregates, as the triggers would have kept them (they may not run yet).
  writes.push(...cityAggregates(writes, new Map(users.map((user) => [user.uid, user])), now));
  return { users, writes };
}

export interface SeedTarget {
  projectId: string;
  /** host:port of each emulator, passed to firebase-admin the way Google's emulators are. */
  firestoreHost: string;
  authHost: string;
}

/** True when the database has neither events nor profiles (asked over REST: no SDK load on a normal start). */
export async function isDatabaseEmpty(target: SeedTarget): Promise<boolean> {
  for (const collectionId of [COLLECTIONS.events, COLLECTIONS.userProfiles]) {
    const response = await fetch(
      `http://${target.firestoreHost}/v1/projects/${target.projectId}/databases/(default)/documents:runQuery`,
      {
        method: 'POST',
        headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
        body: JSON.stringify({ structuredQuery: { from: [{ collectionId }], limit: 1 } }),
      },
    );
    if (!response.ok)
      throw new Error(
        `Could not query ${collectionId}: ${response.status} ${await response.text()}`,
      );
    const rows = (await response.json()) as Array<{ document?: unknown }>;
    if (rows.some((row) => row.document)) return false;
  }
  return true;
}

export interface SeedWriteOptions {
  /** Writes per batch (Firestore allows 500). */
  batchSize?: number;
  /**
   * Create the accounts with importUsers, 1,000 a call, without passwords (they cannot sign in):
   * for the scale generator's thousands of members, one Auth export per call instead of one each.
   */
  importAccounts?: boolean;
}

/** Writes the seed plan: Auth users with role claims, then every document in batches. */
export async function seedDemoData(
  target: SeedTarget,
  plan = buildSeedPlan(),
  { batchSize = 400, importAccounts = false }: SeedWriteOptions = {},
): Promise<{ users: number; documents: number }> {
  process.env.METADATA_SERVER_DETECTION ??= 'none'; // no GCE metadata probe over the network
  process.env.FIRESTORE_EMULATOR_HOST = target.firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = target.authHost;
  const [{ initializeApp, deleteApp }, { FieldValue, getFirestore }, { getAuth }] =
    await Promise.all([
      import('firebase-admin/app'),
      import('firebase-admin/firestore'),
      import('firebase-admin/auth'),
    ]);
  const app = initializeApp({ projectId: target.projectId }, `brunchers-seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    for (let start = 0; importAccounts && start < plan.users.length; start += 1000) {
      const result = await auth.importUsers(
        plan.users.slice(start, start + 1000).map((user) => ({
          uid: user.uid,
          email: user.email,
          displayName: user.displayName,
          emailVerified: true,
          ...(user.role && { customClaims: { role: user.role } }),
        })),
      );
      if (result.failureCount > 0)
        throw new Error(`Auth import failed: ${result.errors[0]?.error.message ?? 'unknown'}`);
    }
    await Promise.all(
      (importAccounts ? [] : plan.users).map(async (user) => {
        const properties = {
          email: user.email,
          password: user.password,
          displayName: user.displayName,
          emailVerified: true,
        };
        try {
          await auth.createUser({ uid: user.uid, ...properties });
        } catch (error) {
          // Accounts survive in the Auth export when only Firestore data was cleared.
          if ((error as { code?: string }).code !== 'auth/uid-already-exists') throw error;
          await auth.updateUser(user.uid, properties);
        }
        if (user.role) await auth.setCustomUserClaims(user.uid, { role: user.role });
      }),
    );
    const db = getFirestore(app);
    // The console's overview and the members' counters go last, stamped counted_at in the
    // database's time: the triggers (they may run while the seed writes) add nothing for a change
    // committed before it.
    const isOverview = (write: SeedWrite) =>
      (write.collection === COLLECTIONS.adminStats && write.id === ADMIN_OVERVIEW_DOC) ||
      write.collection === COLLECTIONS.memberStats ||
      write.collection === COLLECTIONS.reportSummary;
    // The reports' sums go after their counted_at (report_summary's): a trigger that ran before
    // it added to documents these writes then replace.
    const reportSums: string[] = [
      COLLECTIONS.reportPeriods,
      COLLECTIONS.reportEvents,
      COLLECTIONS.reportCohorts,
    ];
    const isReportSum = (write: SeedWrite) => reportSums.includes(write.collection);
    const commit = async (writes: SeedWrite[]) => {
      for (let start = 0; start < writes.length; start += batchSize) {
        const batch = db.batch();
        for (const write of writes.slice(start, start + batchSize))
          batch.set(db.collection(write.collection).doc(write.id), write.data);
        await batch.commit();
      }
    };
    await commit(plan.writes.filter((write) => !isOverview(write) && !isReportSum(write)));
    for (const write of plan.writes.filter(isOverview))
      await db
        .collection(write.collection)
        .doc(write.id)
        .set({ ...write.data, counted_at: FieldValue.serverTimestamp() });
    await commit(plan.writes.filter(isReportSum));
    return { users: plan.users.length, documents: plan.writes.length };
  } finally {
    await deleteApp(app);
  }
}
