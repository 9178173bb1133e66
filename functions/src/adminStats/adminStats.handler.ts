// The console's aggregates, kept by triggers (see model/src/schemas/admin-stats.ts). Each handler
// recounts what a change can move with count() aggregations and writes absolute numbers, never
// increments: a retried or duplicated trigger writes the same figures again, and a city loaded
// while no trigger ran (the seed) is corrected by its next change.

import type { Auth } from 'firebase-admin/auth';
import type { DocumentReference, Firestore, Query } from 'firebase-admin/firestore';
import {
  ADMIN_OVERVIEW_DOC,
  adminBookingRow,
  attendanceId,
  bookingStatsChanged,
  type AdminMatchScoreDoc,
  type RowBooking,
  COLLECTIONS,
  compatibilityScore,
  matchScoreRow,
  toDate,
  weekKey,
  weekRange,
  type TimestampLike,
} from '@brunchers/model';
import { typedCollection, typedDoc } from '../lib/docs.js';
import { decideTogether } from '../lib/groupCommit.js';
import { timestamp, type Clock } from '../lib/time.js';

export interface StatsDeps {
  db: Firestore;
  auth: Auth;
  clock: Clock;
}

type Data = Record<string, unknown> | undefined;

const countOf = async (query: Query) => (await query.count().get()).data().count;

function overviewRef(db: Firestore) {
  return db.collection(COLLECTIONS.adminStats).doc(ADMIN_OVERVIEW_DOC);
}

function dateOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function')
    return toDate(value as TimestampLike);
  return null;
}

/** A booking was created, changed or deleted: totals, confirmed, its week's count and its row. */
export async function handleBookingWritten(
  deps: StatsDeps,
  bookingId: string,
  before: Data,
  after: Data,
) {
  // A checkout's own follow-up writes (session id, hold deadline) leave every figure as it was.
  if (!bookingStatsChanged(before, after)) return;
  // The row follows the booking as it is now, not as this event saw it: triggers run in any
  // order, and an older one (a cancellation) must not write back what a later write removed (a
  // deleted account's name and e-mail, anonymised by deleteAccount).
  const current = await deps.db.collection(COLLECTIONS.bookings).doc(bookingId).get();
  await writeBookingRow(deps, bookingId, current.data());

  const weeks = [before?.created_at, after?.created_at].flatMap((value) => {
    const date = dateOf(value);
    return date ? [weekKey(date)] : [];
  });
  // Bookings written together (a sell-out burst) share one recount: it starts after they arrive,
  // so it counts every one of them, and the overview is written once, not once per booking.
  await decideTogether(OVERVIEW_RECOUNT, weeks, async (requests) => {
    await recountBookings(deps, new Set(requests.flat()));
    return requests.map(() => ({ ok: true, value: undefined }));
  });
}

/** Group-commit key of the overview's booking figures ('/': never an event id). */
const OVERVIEW_RECOUNT = 'admin-stats/bookings';

/** Bookings in total, confirmed ones and those of `weeks`, counted now, into the overview. */
async function recountBookings(deps: StatsDeps, weeks: Set<string>) {
  const bookings = deps.db.collection(COLLECTIONS.bookings);
  const [total, confirmed, ...perWeek] = await Promise.all([
    countOf(bookings),
    countOf(bookings.where('status', '==', 'confirmed')),
    ...[...weeks].map((key) => {
      const { start, end } = weekRange(key);
      return countOf(bookings.where('created_at', '>=', start).where('created_at', '<', end));
    }),
  ]);
  const byWeek = Object.fromEntries([...weeks].map((key, index) => [key, perWeek[index]!]));
  await overviewRef(deps.db).set(
    {
      bookings_total: total,
      bookings_confirmed: confirmed,
      bookings_by_week: byWeek,
      updated_at: timestamp(deps.clock()),
    },
    { merge: true },
  );
}

/** A profile was created or deleted (not merely edited): the member count. */
export async function handleProfileWritten(deps: StatsDeps, before: Data, after: Data) {
  if (Boolean(before) === Boolean(after)) return;
  const users = await countOf(deps.db.collection(COLLECTIONS.userProfiles));
  await overviewRef(deps.db).set(
    { users_total: users, updated_at: timestamp(deps.clock()) },
    { merge: true },
  );
}

/** The Bookings list's row of a booking (deleted with it). */
async function writeBookingRow(deps: StatsDeps, bookingId: string, booking: Data) {
  const { db } = deps;
  const rowRef = db.collection(COLLECTIONS.adminBookingRows).doc(bookingId);
  if (!booking) {
    await rowRef.delete();
    return;
  }
  const data = booking as unknown as RowBooking & { created_at?: unknown };
  // Not a booking the app wrote (no event): nothing to list.
  if (typeof data.event_id !== 'string' || data.event_id === '') return;
  const uid = data.user_id;
  const [event, venue, attendance, profile, email] = await Promise.all([
    typedDoc(db, 'events', data.event_id).get(),
    data.venue_id ? typedDoc(db, 'venues', data.venue_id).get() : null,
    typedDoc(db, 'eventAttendances', attendanceId(bookingId)).get(),
    uid ? typedDoc(db, 'userProfiles', uid).get() : null,
    uid ? labelOf(deps.auth, uid) : null,
  ]);
  const place = venue?.data();
  const row = adminBookingRow(data, {
    member: uid ? { name: profile?.data()?.display_name ?? '', email: email ?? uid } : null,
    eventDate: event.data()?.event_date ?? null,
    venue: place ? { name: place.name, city: place.city } : null,
    checkedIn: attendance.data()?.marked_present === true,
    createdAt: data.created_at ?? timestamp(deps.clock()),
  });
  await rowRef.set(row);
}

/** A check-in was marked or undone: the count and the booking's row. */
export async function handleAttendanceWritten(deps: StatsDeps, bookingId: string, after: Data) {
  const row = deps.db.collection(COLLECTIONS.adminBookingRows).doc(bookingId);
  if ((await row.get()).exists) await row.update({ checked_in: after?.marked_present === true });
  const checkedIn = await countOf(
    deps.db.collection(COLLECTIONS.eventAttendances).where('marked_present', '==', true),
  );
  await overviewRef(deps.db).set(
    { checked_in: checkedIn, updated_at: timestamp(deps.clock()) },
    { merge: true },
  );
}

async function labelOf(auth: Auth, uid: string): Promise<string> {
  try {
    return (await auth.getUser(uid)).email ?? uid;
  } catch {
    return uid;
  }
}

async function likesGiven(db: Firestore, uid: string) {
  return countOf(
    db
      .collection(COLLECTIONS.bruncherLikes)
      .where('liker_id', '==', uid)
      .where('is_like', '==', true),
  );
}

async function matchesOf(db: Firestore, uid: string) {
  const matches = db.collection(COLLECTIONS.matches);
  const [first, second] = await Promise.all([
    countOf(matches.where('user1_id', '==', uid)),
    countOf(matches.where('user2_id', '==', uid)),
  ]);
  return first + second;
}

/**
 * Rewrites a member's User Activity row from their likes and matches. After a deletion
 * (`removed`) that leaves them neither, the row goes instead: a deleted account's likes and
 * matches are deleted one by one, and their triggers must not write its row (its uid) back.
 */
async function refreshUser(deps: StatsDeps, uid: string, removed = false) {
  const { db } = deps;
  const [likes, matches, label] = await Promise.all([
    likesGiven(db, uid),
    matchesOf(db, uid),
    labelOf(deps.auth, uid),
  ]);
  if (removed && likes === 0 && matches === 0) {
    const anyLike = await db
      .collection(COLLECTIONS.bruncherLikes)
      .where('liker_id', '==', uid)
      .limit(1)
      .get();
    if (anyLike.empty) {
      await db.collection(COLLECTIONS.adminUserStats).doc(uid).delete();
      return likes;
    }
  }
  await db
    .collection(COLLECTIONS.adminUserStats)
    .doc(uid)
    .set({
      user_id: uid,
      label,
      likes_given: likes,
      matches,
      updated_at: timestamp(deps.clock()),
    });
  return likes;
}

/** A like or pass was written: the total, the liker's row and the scores of their matches. */
export async function handleLikeWritten(deps: StatsDeps, before: Data, after: Data) {
  const { db } = deps;
  const liker = (after?.liker_id ?? before?.liker_id) as unknown;
  const total = await countOf(
    db.collection(COLLECTIONS.bruncherLikes).where('is_like', '==', true),
  );
  await overviewRef(db).set(
    { likes_total: total, updated_at: timestamp(deps.clock()) },
    { merge: true },
  );
  if (typeof liker !== 'string' || liker === '') return;
  const likes = await refreshUser(deps, liker, !after);
  const scores = typedCollection(db, 'adminMatchScores');
  const [asFirst, asSecond] = await Promise.all([
    scores.where('user1_id', '==', liker).get(),
    scores.where('user2_id', '==', liker).get(),
  ]);
  // Each row in its own transaction: the other member's count may change at the same moment.
  const rescore = (ref: DocumentReference<AdminMatchScoreDoc>, side: 'likes1' | 'likes2') =>
    db.runTransaction(async (tx) => {
      const row = (await tx.get(ref)).data();
      if (!row) return;
      const likes1 = side === 'likes1' ? likes : row.likes1;
      const likes2 = side === 'likes2' ? likes : row.likes2;
      tx.update(ref, { likes1, likes2, score: compatibilityScore(likes1, likes2) });
    });
  await Promise.all([
    ...asFirst.docs.map((row) => rescore(row.ref, 'likes1')),
    ...asSecond.docs.map((row) => rescore(row.ref, 'likes2')),
  ]);
}

/** A match was created or deleted: the total, both members' rows and its Best Matches row. */
export async function handleMatchWritten(
  deps: StatsDeps,
  matchId: string,
  before: Data,
  after: Data,
) {
  const { db } = deps;
  const pair = (after ?? before) as { user1_id?: unknown; user2_id?: unknown } | undefined;
  const total = await countOf(db.collection(COLLECTIONS.matches));
  await overviewRef(db).set(
    { matches_total: total, updated_at: timestamp(deps.clock()) },
    { merge: true },
  );
  const user1 = pair?.user1_id;
  const user2 = pair?.user2_id;
  if (typeof user1 !== 'string' || typeof user2 !== 'string') return;
  const [likes1, likes2] = await Promise.all([
    refreshUser(deps, user1, !after),
    refreshUser(deps, user2, !after),
  ]);
  const scoreRef = db.collection(COLLECTIONS.adminMatchScores).doc(matchId);
  if (!after) {
    await scoreRef.delete();
    return;
  }
  const [label1, label2] = await Promise.all([
    labelOf(deps.auth, user1),
    labelOf(deps.auth, user2),
  ]);
  const created = dateOf(after.created_at) ?? deps.clock();
  await scoreRef.set({
    ...matchScoreRow({ user1_id: user1, user2_id: user2 }, likes1, likes2, {
      user1: label1,
      user2: label2,
      created_at: created,
    }),
    created_at: timestamp(created),
  });
}
