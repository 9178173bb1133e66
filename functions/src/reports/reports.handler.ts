// The reports' triggers (issue 39 item 5): each change of a booking (its ledger, its status), an
// attendance, a membership or a member's attended brunches adds its delta to the aggregates once
// (reportCounters.ts). A check-in also updates the member's report_members document, set from the
// attendance as it is now (idempotent, and an older event never writes back what a later one
// undid); that document's own trigger moves the cohorts and repeat figures.

import type { Firestore } from 'firebase-admin/firestore';
import {
  attendedMonthOf,
  COLLECTIONS,
  reportDelta,
  withAttended,
  type ReportSource,
} from '@brunchers/model';
import { timestamp, type Clock } from '../lib/time.js';
import { applyReportDelta, type ReportDeps, type ReportEvent } from './reportCounters.js';

type Data = Record<string, unknown> | undefined;

/** A booking, membership or report_members change: its delta, once. */
export function handleReportSourceWritten(
  deps: ReportDeps,
  event: ReportEvent,
  source: Exclude<ReportSource, 'attendance'>,
  before: Data,
  after: Data,
) {
  return applyReportDelta(deps, event, reportDelta(source, before, after));
}

/** An attendance change: its event's check-ins, and the member's attended brunches. */
export async function handleAttendanceForReports(
  deps: ReportDeps,
  event: ReportEvent,
  bookingId: string,
  before: Data,
  after: Data,
): Promise<MemberChange[]> {
  await applyReportDelta(deps, event, reportDelta('attendance', before, after));
  const uids = new Set(
    [before?.user_id, after?.user_id].filter(
      (uid): uid is string => typeof uid === 'string' && uid !== '',
    ),
  );
  const changes = await Promise.all(
    [...uids].map((uid) => syncMemberAttendance(deps, uid, bookingId)),
  );
  return changes.filter((change): change is MemberChange => change !== null);
}

/** A write of report_members/{uid}: what its trigger will see. */
export interface MemberChange {
  uid: string;
  before: Data;
  after: Data;
}

/** report_members/{uid}'s entry for one booking, from the attendance as it is now. */
export async function syncMemberAttendance(
  deps: { db: Firestore; clock: Clock },
  uid: string,
  bookingId: string,
): Promise<MemberChange | null> {
  const { db } = deps;
  const memberRef = db.collection(COLLECTIONS.reportMembers).doc(uid);
  const attendanceRef = db.collection(COLLECTIONS.eventAttendances).doc(bookingId);
  return db.runTransaction(async (tx) => {
    const [attendance, member] = await tx.getAll(attendanceRef, memberRef);
    const current = attendance!.data();
    const month = current?.user_id === uid ? attendedMonthOf(current) : null;
    const before = member!.data();
    const attended = (before?.attended ?? {}) as Record<string, string>;
    if ((attended[bookingId] ?? null) === month) return null;
    const next = withAttended(attended, bookingId, month);
    if (Object.keys(next).length === 0) {
      tx.delete(memberRef);
      return { uid, before, after: undefined };
    }
    const after = { attended: next, updated_at: timestamp(deps.clock()) };
    tx.set(memberRef, after);
    return { uid, before, after };
  });
}

/** An event's facts on its report row (title, date, seats), as the event is now. */
export async function handleEventForReports(deps: ReportDeps, eventId: string) {
  const { db } = deps;
  const event = (await db.collection(COLLECTIONS.events).doc(eventId).get()).data();
  if (!event) return;
  await db
    .collection(COLLECTIONS.reportEvents)
    .doc(eventId)
    .set(
      {
        event_title: typeof event.title === 'string' ? event.title : '',
        event_title_pt: typeof event.title_pt === 'string' ? event.title_pt : '',
        event_date: typeof event.event_date === 'string' ? event.event_date : '',
        spots_total: typeof event.spots_total === 'number' ? event.spots_total : 0,
      },
      { merge: true },
    );
}
