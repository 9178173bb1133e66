// The console's aggregates, kept by triggers (see model/src/schemas/admin-stats.ts). The overview's
// figures move by each change's delta, computed from the trigger's before/after and added once
// per event (overviewCounters.ts): no write recounts a collection, so a check-in costs the same
// in any city. The rows (a booking's, a member's User Activity, a match's score) are rewritten
// from their sources, which a retried trigger writes the same again.

import type { Auth } from 'firebase-admin/auth';
import type { DocumentReference, Firestore, Query } from 'firebase-admin/firestore';
import {
  adminBookingRow,
  attendanceId,
  bookingStatsChanged,
  type AdminMatchScoreDoc,
  type RowBooking,
  COLLECTIONS,
  compatibilityScore,
  matchScoreRow,
  overviewDelta,
  toDate,
  type TimestampLike,
} from '@brunchers/model';
import { typedCollection, typedDoc } from '../lib/docs.js';
import { timestamp, type Clock } from '../lib/time.js';
import { applyOverviewDelta, type StatsEvent } from './overviewCounters.js';

export interface StatsDeps {
  db: Firestore;
  auth: Auth;
  clock: Clock;
}

type Data = Record<string, unknown> | undefined;

const countOf = async (query: Query) => (await query.count().get()).data().count;

function dateOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function')
    return toDate(value as TimestampLike);
  return null;
}

/** A booking was created, changed or deleted: totals, confirmed, its week's count and its row. */
export async function handleBookingWritten(
  deps: StatsDeps,
  event: StatsEvent,
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
  await applyOverviewDelta(deps, event, overviewDelta('booking', before, after));
}

/** A profile was created or deleted (not merely edited): the member count. */
export async function handleProfileWritten(
  deps: StatsDeps,
  event: StatsEvent,
  before: Data,
  after: Data,
) {
  await applyOverviewDelta(deps, event, overviewDelta('profile', before, after));
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
export async function handleAttendanceWritten(
  deps: StatsDeps,
  event: StatsEvent,
  bookingId: string,
  before: Data,
  after: Data,
) {
  const present = (doc: Data) => doc?.marked_present === true;
  // An attendance's other fields (its table, its party) move neither the row nor the count.
  if (Boolean(before) === Boolean(after) && present(before) === present(after)) return;
  const row = deps.db.collection(COLLECTIONS.adminBookingRows).doc(bookingId);
  if ((await row.get()).exists) await row.update({ checked_in: present(after) });
  await applyOverviewDelta(deps, event, overviewDelta('attendance', before, after));
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
export async function handleLikeWritten(
  deps: StatsDeps,
  event: StatsEvent,
  before: Data,
  after: Data,
) {
  const { db } = deps;
  const liker = (after?.liker_id ?? before?.liker_id) as unknown;
  await applyOverviewDelta(deps, event, overviewDelta('like', before, after));
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
  event: StatsEvent,
  matchId: string,
  before: Data,
  after: Data,
) {
  const { db } = deps;
  const pair = (after ?? before) as { user1_id?: unknown; user2_id?: unknown } | undefined;
  await applyOverviewDelta(deps, event, overviewDelta('match', before, after));
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
