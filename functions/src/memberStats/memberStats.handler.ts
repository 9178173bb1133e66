// member_stats/{uid}, kept by triggers (issue 41 item 1; model/src/rules/member-stats.ts): a
// check-in or a match adds its delta to each member it concerns exactly once (the
// member_stats_applied/{event id} marker is read and created in the transaction that adds it, as
// adminStats/overviewCounters does), and a booking sets or deletes its own entry (idempotent: a
// redelivery writes the same again, so no marker). Counts made from scratch after the event
// (counted_at: the seed) already hold it and take nothing more.

import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  attendanceMemberDeltas,
  COLLECTIONS,
  eventStartKey,
  matchMemberDeltas,
  MEMBER_STATS_APPLIED_TTL_MS,
  memberBookingEntry,
  type MemberStatsDelta,
} from '@brunchers/model';
import { countedAlready, timestamp, type Clock } from '../lib/time.js';

export interface MemberStatsDeps {
  db: Firestore;
  clock: Clock;
}

/** A trigger event: its id (the dedupe key) and commit time (ISO 8601). */
export interface MemberStatsEvent {
  id: string;
  time: string;
}

type Data = Record<string, unknown> | undefined;

const statsRef = (db: Firestore, uid: string) => db.collection(COLLECTIONS.memberStats).doc(uid);

/** Adds each member's delta once for `event` (no transaction when nothing moves). */
export async function applyMemberDeltas(
  deps: MemberStatsDeps,
  event: MemberStatsEvent,
  deltas: ReadonlyMap<string, MemberStatsDelta>,
): Promise<void> {
  if (deltas.size === 0) return;
  const { db } = deps;
  const uids = [...deltas.keys()];
  const markerRef = db.collection(COLLECTIONS.memberStatsApplied).doc(event.id);
  await db.runTransaction(async (tx) => {
    const [marker, ...docs] = await tx.getAll(markerRef, ...uids.map((uid) => statsRef(db, uid)));
    if (marker?.exists) return;
    const now = deps.clock();
    uids.forEach((uid, index) => {
      const doc = docs[index]!;
      if (countedAlready(event.time, doc.get('counted_at'))) return;
      const delta = deltas.get(uid)!;
      // A member whose document is gone (their account was deleted, then their attendances
      // anonymised) gets no document back from a take-back.
      const onlyTakesBack =
        delta.events_attended <= 0 &&
        delta.matches <= 0 &&
        Object.values(delta.venues).every((change) => change <= 0);
      if (!doc.exists && onlyTakesBack) return;
      const venues = Object.fromEntries(
        Object.entries(delta.venues).map(([venue, change]) => [
          venue,
          FieldValue.increment(change),
        ]),
      );
      tx.set(
        statsRef(db, uid),
        {
          ...(delta.events_attended !== 0
            ? { events_attended: FieldValue.increment(delta.events_attended) }
            : {}),
          ...(delta.matches !== 0 ? { matches: FieldValue.increment(delta.matches) } : {}),
          ...(Object.keys(venues).length > 0 ? { venues } : {}),
          updated_at: timestamp(now),
        },
        { merge: true },
      );
    });
    tx.create(markerRef, {
      applied_at: timestamp(now),
      expire_at: timestamp(new Date(now.getTime() + MEMBER_STATS_APPLIED_TTL_MS)),
    });
  });
}

/** A check-in made or taken back: brunches attended and places. */
export function handleAttendanceStats(
  deps: MemberStatsDeps,
  event: MemberStatsEvent,
  before: Data,
  after: Data,
) {
  return applyMemberDeltas(deps, event, attendanceMemberDeltas(before, after));
}

/** A match made or removed: Connections, for both members. */
export function handleMatchStats(
  deps: MemberStatsDeps,
  event: MemberStatsEvent,
  before: Data,
  after: Data,
) {
  return applyMemberDeltas(deps, event, matchMemberDeltas(before, after));
}

/**
 * A booking written: its entry in its member's document follows the booking as it is now (read
 * again: triggers run in any order, and an older event must not write back a state a later write
 * replaced). A booking that moved away from a member (anonymised) leaves that member's document.
 */
export async function handleBookingStats(
  deps: MemberStatsDeps,
  bookingId: string,
  before: Data,
  after: Data,
) {
  const { db } = deps;
  const current = after
    ? (await db.collection(COLLECTIONS.bookings).doc(bookingId).get()).data()
    : undefined;
  const uid = typeof current?.user_id === 'string' ? current.user_id : null;
  const eventId = typeof current?.event_id === 'string' ? current.event_id : null;
  const event =
    current?.status === 'confirmed' && eventId
      ? (await db.collection(COLLECTIONS.events).doc(eventId).get()).data()
      : undefined;
  const entry = memberBookingEntry(
    current,
    event ? { event_date: String(event.event_date), event_time: String(event.event_time) } : null,
  );
  const now = timestamp(deps.clock());
  const previous = typeof before?.user_id === 'string' ? before.user_id : null;
  const removeFrom = new Set([
    previous,
    after && typeof after.user_id === 'string' ? after.user_id : null,
  ]);
  if (uid) removeFrom.delete(uid);
  for (const other of removeFrom) {
    if (!other) continue;
    await removeEntry(db, other, bookingId, now);
  }
  if (!uid) return;
  if (!entry) {
    await removeEntry(db, uid, bookingId, now);
    return;
  }
  await statsRef(db, uid).set(
    {
      bookings: { [bookingId]: entry.kind },
      upcoming: { [bookingId]: entry.start ?? FieldValue.delete() },
      updated_at: now,
    },
    { merge: true },
  );
}

/** Deletes a booking's entry from a member's document, if the document is there. */
async function removeEntry(db: Firestore, uid: string, bookingId: string, now: Timestamp) {
  await statsRef(db, uid)
    .update({
      [`bookings.${bookingId}`]: FieldValue.delete(),
      [`upcoming.${bookingId}`]: FieldValue.delete(),
      updated_at: now,
    })
    .catch((error: unknown) => {
      // No document: nothing to remove (gRPC NOT_FOUND).
      if ((error as { code?: number }).code !== 5) throw error;
    });
}

/**
 * An event moved (its date or time changed, updateEvent): the start its confirmed bookings keep
 * in their members' documents moves with it. Reads the event's confirmed bookings (bounded by its
 * seats); a retry writes the same again.
 */
export async function handleEventMoved(
  deps: MemberStatsDeps,
  eventId: string,
  before: Data,
  after: Data,
) {
  if (!before || !after) return;
  if (before.event_date === after.event_date && before.event_time === after.event_time) return;
  const { db } = deps;
  const start = eventStartKey({
    event_date: String(after.event_date),
    event_time: String(after.event_time),
  });
  const confirmed = await db
    .collection(COLLECTIONS.bookings)
    .where('event_id', '==', eventId)
    .where('status', '==', 'confirmed')
    .get();
  const now = timestamp(deps.clock());
  await Promise.all(
    confirmed.docs.map((booking) => {
      const uid = booking.get('user_id') as unknown;
      if (typeof uid !== 'string' || uid === '') return null;
      return statsRef(db, uid).set(
        { upcoming: { [booking.id]: start }, updated_at: now },
        { merge: true },
      );
    }),
  );
}
