// The reports rebuilt from scratch (`npm run admin -- rebuild-reports`): for data written before
// the triggers existed, or a figure gone wrong. The same contributions the triggers add, summed
// over every booking, attendance and membership. report_summary (with counted_at, the database's
// time) is written first: a trigger event committed before it, the report_members rewrites of
// this rebuild included, adds nothing afterwards. A change committed while it runs may be missed;
// running it again corrects that. Reads every booking and attendance: for a quiet moment.

import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import {
  attendedMonthOf,
  buildReportVector,
  COLLECTIONS,
  nestFields,
  REPORT_SUMMARY_DOC,
  withAttended,
  type ReportSource,
} from '@brunchers/model';
import { timestamp, type Clock } from '../lib/time.js';

type Data = Record<string, unknown>;

const REBUILT = [
  COLLECTIONS.reportPeriods,
  COLLECTIONS.reportEvents,
  COLLECTIONS.reportCohorts,
  COLLECTIONS.reportSummary,
  COLLECTIONS.reportMembers,
] as const;

export interface RebuildSummary {
  bookings: number;
  attendances: number;
  memberships: number;
  members: number;
  documents: number;
}

export async function rebuildReports(deps: {
  db: Firestore;
  clock: Clock;
}): Promise<RebuildSummary> {
  const { db } = deps;
  const [bookings, attendances, memberships, events] = await Promise.all([
    db
      .collection(COLLECTIONS.bookings)
      .select(
        'event_id',
        'status',
        'guest_count',
        'ledger',
        'payment_intent_id',
        'total_amount_cents',
        'refunded_cents',
        'refund_id',
        'pending_refund',
        'confirmed_at',
        'created_at',
      )
      .get(),
    db
      .collection(COLLECTIONS.eventAttendances)
      .select('event_id', 'user_id', 'marked_present', 'marked_present_at', 'created_at')
      .get(),
    db.collection(COLLECTIONS.memberships).get(),
    db.collection(COLLECTIONS.events).select('title', 'event_date', 'spots_total').get(),
  ]);

  const members = new Map<string, Record<string, string>>();
  for (const attendance of attendances.docs) {
    const data = attendance.data();
    const month = attendedMonthOf(data);
    if (typeof data.user_id === 'string' && data.user_id && month)
      members.set(
        data.user_id,
        withAttended(members.get(data.user_id) ?? {}, attendance.id, month),
      );
  }
  const sources: { source: ReportSource; doc: Data }[] = [
    ...bookings.docs.map((doc) => ({ source: 'booking' as const, doc: doc.data() })),
    ...attendances.docs.map((doc) => ({ source: 'attendance' as const, doc: doc.data() })),
    ...memberships.docs.map((doc) => ({ source: 'membership' as const, doc: doc.data() })),
    ...[...members.values()].map((attended) => ({ source: 'member' as const, doc: { attended } })),
  ];
  const vector = buildReportVector(sources);

  const now = timestamp(deps.clock());
  const writes = new Map<string, Data>();
  for (const [path, fields] of Object.entries(vector)) writes.set(path, nestFields(fields));
  for (const event of events.docs) {
    const path = `${COLLECTIONS.reportEvents}/${event.id}`;
    const data = event.data();
    writes.set(path, {
      ...(writes.get(path) ?? {}),
      event_title: typeof data.title === 'string' ? data.title : '',
      event_title_pt: typeof data.title_pt === 'string' ? data.title_pt : '',
      event_date: typeof data.event_date === 'string' ? data.event_date : '',
      spots_total: typeof data.spots_total === 'number' ? data.spots_total : 0,
    });
  }
  for (const [uid, attended] of members)
    writes.set(`${COLLECTIONS.reportMembers}/${uid}`, { attended, updated_at: now });

  const summaryPath = `${COLLECTIONS.reportSummary}/${REPORT_SUMMARY_DOC}`;
  await db.doc(summaryPath).set({
    members_attended: 0,
    members_repeat: 0,
    memberships_active: 0,
    ...(writes.get(summaryPath) ?? {}),
    counted_at: FieldValue.serverTimestamp(),
  });
  writes.delete(summaryPath);

  const stale: DocumentReference[] = [];
  for (const name of REBUILT) {
    if (name === COLLECTIONS.reportSummary) continue;
    for (const ref of await db.collection(name).listDocuments())
      if (!writes.has(ref.path)) stale.push(ref);
  }
  const writer = db.bulkWriter();
  for (const ref of stale) void writer.delete(ref);
  for (const [path, data] of writes) void writer.set(db.doc(path), data);
  await writer.close();
  return {
    bookings: bookings.size,
    attendances: attendances.size,
    memberships: memberships.size,
    members: members.size,
    documents: writes.size + 1,
  };
}
