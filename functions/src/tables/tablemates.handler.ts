// getTablemates: who sits at the caller's table, first names and photos only, once the plan seats
// the caller — when the table chat shows the same people (issue 38); the plan itself is never
// readable by members.

import {
  TABLEMATES_TEXTS,
  TICKET_NOT_FOUND,
  attendanceId,
  firstNameOf,
  getTablematesInputSchema,
  type GetTablematesOutput,
  type TablePlanDoc,
} from '@brunchers/model';
import type { Firestore } from 'firebase-admin/firestore';
import { requireSignedIn, type CallRequest } from '../lib/caller.js';
import { typedDoc } from '../lib/docs.js';
import { fail } from '../lib/errors.js';
import { parseInput } from '../lib/validate.js';
import type { TablesDeps } from './deps.js';

/** The caller's attendance (their own booking) or not-found; the same answer for others'. */
export async function ownAttendance(db: Firestore, uid: string, bookingId: string) {
  const attendance = (await typedDoc(db, 'eventAttendances', attendanceId(bookingId)).get()).data();
  if (attendance?.user_id !== uid) fail('not-found', TICKET_NOT_FOUND);
  return attendance;
}

/**
 * Member ids at the booking's table, the booking's own member left out, and how many other
 * people sit there unnamed: a guest's party, and the plus-ones of other members' parties.
 */
export function tablemateIds(plan: TablePlanDoc | undefined, bookingId: string, uid: string) {
  const table = plan?.tables.find((t) => t.parties.some((p) => p.booking_id === bookingId));
  if (!table) return { tableNumber: null, ids: [] as string[], guests: 0 };
  const others = table.parties.filter((p) => p.booking_id !== bookingId);
  const ids = others.flatMap((p) => (p.user_id && p.user_id !== uid ? [p.user_id] : []));
  const guests = others.reduce(
    (sum, p) => sum + p.guest_count - (p.user_id && p.user_id !== uid ? 1 : 0),
    0,
  );
  return { tableNumber: table.number, ids: [...new Set(ids)], guests };
}

export async function handleGetTablemates(
  request: CallRequest,
  deps: TablesDeps,
): Promise<GetTablematesOutput> {
  const { uid } = requireSignedIn(request);
  const { bookingId } = parseInput(getTablematesInputSchema, request.data);
  const { db } = deps;
  const attendance = await ownAttendance(db, uid, bookingId);
  const plan = (await typedDoc(db, 'tablePlans', attendance.event_id).get()).data();
  const { tableNumber, ids, guests } = tablemateIds(plan, bookingId, uid);
  if (tableNumber === null) fail('failed-precondition', TABLEMATES_TEXTS.noPlan);
  const profiles = ids.length
    ? await db.getAll(...ids.map((id) => typedDoc(db, 'userProfiles', id)))
    : [];
  return {
    tableNumber,
    tablemates: profiles.map((profile) => ({
      userId: profile.id,
      firstName: firstNameOf(profile.data()?.display_name),
      photoUrl: profile.data()?.photo_url ?? null,
    })),
    guests,
  };
}
