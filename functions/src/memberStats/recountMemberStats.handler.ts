// recountMemberStats (admin): member_stats counted from scratch from the member's own documents,
// for one member or every member with a profile: the backfill of a city whose history predates
// the triggers, and a repair. It reads each member's whole history, so it is for a quiet moment,
// never for a screen. Stamped counted_at: a trigger's change committed before it adds nothing.

import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  buildMemberStats,
  COLLECTIONS,
  recountMemberStatsInputSchema,
  type RecountMemberStatsOutput,
} from '@brunchers/model';
import type { AdminDeps } from '../admin/deps.js';
import { requireAdmin, type CallRequest } from '../lib/caller.js';
import { timestamp } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import type { MemberStatsDeps } from './memberStats.handler.js';

/** One member's document counted from scratch (a whole-document set). */
export async function recountMember(deps: MemberStatsDeps, uid: string): Promise<void> {
  const { db } = deps;
  const [attended, asFirst, asSecond, bookings] = await Promise.all([
    db
      .collection(COLLECTIONS.eventAttendances)
      .where('user_id', '==', uid)
      .where('marked_present', '==', true)
      .get(),
    db.collection(COLLECTIONS.matches).where('user1_id', '==', uid).get(),
    db.collection(COLLECTIONS.matches).where('user2_id', '==', uid).get(),
    db.collection(COLLECTIONS.bookings).where('user_id', '==', uid).get(),
  ]);
  const eventIds = [...new Set(bookings.docs.map((doc) => String(doc.get('event_id'))))];
  const events = await eventsById(db, eventIds);
  const stats = buildMemberStats({
    bookings: bookings.docs.map((doc) => ({ id: doc.id, data: doc.data() })),
    attendances: attended.docs.map((doc) => doc.data()),
    matches: [...asFirst.docs, ...asSecond.docs].map((doc) => doc.data()),
    events,
  }).get(uid) ?? { events_attended: 0, venues: {}, matches: 0, upcoming: {}, bookings: {} };
  await db
    .collection(COLLECTIONS.memberStats)
    .doc(uid)
    .set({
      ...stats,
      updated_at: timestamp(deps.clock()),
      counted_at: FieldValue.serverTimestamp(),
    });
}

async function eventsById(db: Firestore, ids: readonly string[]) {
  const found = new Map<string, { event_date: string; event_time: string }>();
  if (ids.length === 0) return found;
  const docs = await db.getAll(...ids.map((id) => db.collection(COLLECTIONS.events).doc(id)));
  for (const doc of docs)
    if (doc.exists)
      found.set(doc.id, {
        event_date: String(doc.get('event_date')),
        event_time: String(doc.get('event_time')),
      });
  return found;
}

export async function handleRecountMemberStats(
  request: CallRequest,
  deps: AdminDeps,
): Promise<RecountMemberStatsOutput> {
  await requireAdmin(deps.db, request, 'recountMemberStats');
  const input = parseInput(recountMemberStatsInputSchema, request.data);
  if (input?.uid) {
    await recountMember(deps, input.uid);
    return { members: 1 };
  }
  // Every member with a profile, one after another (ids only).
  const profiles = await deps.db.collection(COLLECTIONS.userProfiles).select().get();
  for (const profile of profiles.docs) await recountMember(deps, profile.id);
  return { members: profiles.size };
}
