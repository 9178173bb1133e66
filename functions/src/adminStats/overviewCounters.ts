// The overview's figures, moved by increments (issue 41): a trigger adds the delta of its change
// (model's overviewDelta, from the event's before/after) instead of recounting a collection, so a
// check-in costs the same reads in any city. Exactly once under at-least-once delivery: the
// admin_stats_applied/{event id} marker is read and written in the transaction that adds the
// delta. Changes committed before the figures were last counted from scratch (counted_at: the
// seed, recountOverview) are in them already and add nothing. Deltas that arrive together in one
// instance (a burst of check-ins, a table plan's attendances) share one transaction and one write
// of the overview, like the bookings' group commit.

import { FieldValue, Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import {
  ADMIN_OVERVIEW_DOC,
  ADMIN_STATS_APPLIED_TTL_MS,
  COLLECTIONS,
  isEmptyDelta,
  sumDeltas,
  weekKey,
  type OverviewDelta,
} from '@brunchers/model';
import { decideTogether } from '../lib/groupCommit.js';
import { countedAlready, timestamp, type Clock } from '../lib/time.js';

export interface CounterDeps {
  db: Firestore;
  clock: Clock;
}

/** A trigger event's change: its id (the dedupe key) and commit time. */
export interface StatsEvent {
  id: string;
  /** The event's time (the commit's), ISO 8601. */
  time: string;
}

/** Group-commit key of the overview ('/': never an event id). */
const OVERVIEW_KEY = 'admin-stats/overview';

function overviewRef(db: Firestore) {
  return db.collection(COLLECTIONS.adminStats).doc(ADMIN_OVERVIEW_DOC);
}

function markerRef(db: Firestore, eventId: string) {
  return db.collection(COLLECTIONS.adminStatsApplied).doc(eventId);
}

/** Adds `delta` to the overview once for `event` (no-op for an empty delta: no read, no write). */
export async function applyOverviewDelta(
  deps: CounterDeps,
  event: StatsEvent,
  delta: OverviewDelta,
): Promise<void> {
  if (isEmptyDelta(delta)) return;
  await decideTogether(OVERVIEW_KEY, { event, delta }, async (requests) => {
    await applyBatch(deps, requests);
    return requests.map(() => ({ ok: true, value: undefined }));
  });
}

async function applyBatch(
  deps: CounterDeps,
  requests: { event: StatsEvent; delta: OverviewDelta }[],
) {
  const { db } = deps;
  // One event may be here twice (a redelivery while its first delivery waits).
  const byId = new Map(requests.map((request) => [request.event.id, request]));
  const ids = [...byId.keys()];
  await db.runTransaction(async (tx) => {
    const [overview, ...markers] = await tx.getAll(
      overviewRef(db),
      ...ids.map((id) => markerRef(db, id)),
    );
    const countedAt: unknown = overview?.get('counted_at');
    const fresh = ids.filter((id, index) => {
      if (markers[index]?.exists) return false;
      return !countedAlready(byId.get(id)!.event.time, countedAt);
    });
    if (fresh.length === 0) return;
    const sum = sumDeltas(fresh.map((id) => byId.get(id)!.delta));
    const now = deps.clock();
    if (!isEmptyDelta(sum)) {
      const weeks = Object.fromEntries(
        Object.entries(sum.weeks).map(([week, change]) => [week, FieldValue.increment(change)]),
      );
      tx.set(
        overviewRef(db),
        {
          ...Object.fromEntries(
            Object.entries(sum.figures).map(([figure, change]) => [
              figure,
              FieldValue.increment(change),
            ]),
          ),
          ...(Object.keys(weeks).length > 0 ? { bookings_by_week: weeks } : {}),
          updated_at: timestamp(now),
        },
        { merge: true },
      );
    }
    const marker = {
      applied_at: timestamp(now),
      expire_at: timestamp(new Date(now.getTime() + ADMIN_STATS_APPLIED_TTL_MS)),
    };
    for (const id of fresh) tx.create(markerRef(db, id), marker);
  });
}

const countOf = async (query: Query) => (await query.count().get()).data().count;

/**
 * Every figure counted from scratch (repair: recountAdminStats, an admin's callable). Reads every
 * booking's created_at (bookings per week), so it is for a quiet moment, not for each write. A
 * change committed while it counts may be missed; running it again corrects that.
 */
export async function recountOverview(deps: CounterDeps) {
  const { db } = deps;
  const bookings = db.collection(COLLECTIONS.bookings);
  const [users, total, confirmed, checkedIn, likes, matches, created] = await Promise.all([
    countOf(db.collection(COLLECTIONS.userProfiles)),
    countOf(bookings),
    countOf(bookings.where('status', '==', 'confirmed')),
    countOf(db.collection(COLLECTIONS.eventAttendances).where('marked_present', '==', true)),
    countOf(db.collection(COLLECTIONS.bruncherLikes).where('is_like', '==', true)),
    countOf(db.collection(COLLECTIONS.matches)),
    bookings.select('created_at').get(),
  ]);
  const byWeek: Record<string, number> = {};
  for (const booking of created.docs) {
    const at = booking.get('created_at') as unknown;
    if (at instanceof Timestamp) {
      const key = weekKey(at.toDate());
      byWeek[key] = (byWeek[key] ?? 0) + 1;
    }
  }
  const figures = {
    users_total: users,
    bookings_total: total,
    bookings_confirmed: confirmed,
    checked_in: checkedIn,
    likes_total: likes,
    matches_total: matches,
    bookings_by_week: byWeek,
  };
  // A whole-document set: weeks no booking is in any more go.
  await overviewRef(db).set({
    ...figures,
    updated_at: timestamp(deps.clock()),
    counted_at: FieldValue.serverTimestamp(),
  });
  return figures;
}
