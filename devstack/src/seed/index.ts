// Demo data for the local stack, written through firebase-admin (the same path a real import takes),
// validated with the model's zod schemas. Runs only when the database is empty.
import type { z } from 'zod';
import {
  ADMIN_OVERVIEW_DOC,
  adminBookingRow,
  adminBookingRowSchema,
  adminMatchScoreSchema,
  adminOverviewSchema,
  adminUserStatsSchema,
  buildAdminStats,
  toDate,
  bookingSchema,
  brunchSpotSchema,
  brunchStorySchema,
  bruncherLikeSchema,
  COLLECTIONS,
  eventAttendanceSchema,
  eventSchema,
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
import { seedEvents } from './events.js';
import { seedMembers } from './members.js';
import { seedPlaces } from './places.js';
import { seedQuestions } from './questions.js';
import { seedLikes, seedMatches } from './social.js';
import { seedStories } from './stories.js';
import { VENUES } from './venues.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.js';

export interface SeedWrite {
  collection: string;
  id: string;
  data: Record<string, unknown>;
}

export interface SeedUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  role?: 'admin' | 'partner';
}

export interface SeedPlan {
  users: SeedUser[];
  writes: SeedWrite[];
}

/** Everything the seed writes, validated; pure so tests can inspect it without a database. */
export function buildSeedPlan(now = new Date()): SeedPlan {
  const writes: SeedWrite[] = [];
  const add = <S extends z.ZodType>(
    collection: string,
    schema: S,
    id: string,
    data: z.input<S>,
  ) => {
    const parsed = schema.safeParse(data);
    if (!parsed.success)
      throw new Error(`Seed ${collection}/${id} is invalid: ${parsed.error.message}`);
    writes.push({ collection, id, data: parsed.data as Record<string, unknown> });
  };

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
  const stats = buildAdminStats(
    {
      bookings: bookings.map(({ booking }) => ({
        status: booking.status,
        created_at: toDate(booking.created_at),
      })),
      users: writes.filter((write) => write.collection === COLLECTIONS.userProfiles).length,
      checkedIn: bookings.filter(({ attendance }) => attendance.marked_present).length,
      likes: likes.map(({ doc }) => doc),
      matches: matches.map(({ id, doc }) => ({ id, ...doc, created_at: toDate(doc.created_at) })),
      labels: new Map(users.map((user) => [user.uid, user.email])),
    },
    now,
  );
  add(COLLECTIONS.adminStats, adminOverviewSchema, ADMIN_OVERVIEW_DOC, stats.overview);
  const names = new Map(users.map((user) => [user.uid, user]));
  for (const { id, booking, attendance } of bookings) {
    const member = booking.user_id ? names.get(booking.user_id) : undefined;
    const venue = VENUES.find((candidate) => candidate.id === booking.venue_id);
    add(
      COLLECTIONS.adminBookingRows,
      adminBookingRowSchema,
      id,
      adminBookingRow(booking, {
        member: member ? { name: member.displayName, email: member.email } : null,
        eventDate: eventsById.get(booking.event_id)?.event_date ?? null,
        venue: venue ? { name: venue.name, city: venue.city } : null,
        checkedIn: attendance.marked_present,
        createdAt: booking.created_at,
      }),
    );
  }
  for (const { id, doc } of stats.users)
    add(COLLECTIONS.adminUserStats, adminUserStatsSchema, id, doc);
  for (const { id, doc } of stats.scores)
    add(COLLECTIONS.adminMatchScores, adminMatchScoreSchema, id, doc);
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

/** Writes the seed plan: Auth users with role claims, then every document in batches. */
export async function seedDemoData(
  target: SeedTarget,
  plan = buildSeedPlan(),
): Promise<{ users: number; documents: number }> {
  process.env.METADATA_SERVER_DETECTION ??= 'none'; // no GCE metadata probe over the network
  process.env.FIRESTORE_EMULATOR_HOST = target.firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = target.authHost;
  const [{ initializeApp, deleteApp }, { getFirestore }, { getAuth }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/firestore'),
    import('firebase-admin/auth'),
  ]);
  const app = initializeApp({ projectId: target.projectId }, `brunchers-seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    await Promise.all(
      plan.users.map(async (user) => {
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
    for (let start = 0; start < plan.writes.length; start += 400) {
      const batch = db.batch();
      for (const write of plan.writes.slice(start, start + 400))
        batch.set(db.collection(write.collection).doc(write.id), write.data);
      await batch.commit();
    }
    return { users: plan.users.length, documents: plan.writes.length };
  } finally {
    await deleteApp(app);
  }
}
