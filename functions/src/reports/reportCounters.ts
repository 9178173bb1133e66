// The reports' aggregates (issue 39 item 5), moved by increments as the overview is (ADR 0012):
// a trigger adds the model's reportDelta (contribution(after) − contribution(before)) to the few
// aggregate documents it names, exactly once per trigger event (report_applied/{event id} is read
// and created in the transaction that adds it). Deltas arriving together in one instance share
// one transaction (group commit). A change committed before the last rebuild (report_summary's
// counted_at) is in the rebuilt figures already and adds nothing.

import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  addReportVector,
  COLLECTIONS,
  isEmptyReportVector,
  nestFields,
  REPORT_APPLIED_TTL_MS,
  REPORT_SUMMARY_DOC,
  type ReportVector,
} from '@brunchers/model';
import { decideTogether } from '../lib/groupCommit.js';
import { countedAlready, timestamp, type Clock } from '../lib/time.js';

export interface ReportDeps {
  db: Firestore;
  clock: Clock;
}

/** A trigger event: its id (the dedupe key) and commit time (ISO 8601). */
export interface ReportEvent {
  id: string;
  time: string;
}

/** Group-commit key of the reports ('/': never an event id). */
const REPORTS_KEY = 'reports/aggregates';

export const summaryRef = (db: Firestore) =>
  db.collection(COLLECTIONS.reportSummary).doc(REPORT_SUMMARY_DOC);
const markerRef = (db: Firestore, eventId: string) =>
  db.collection(COLLECTIONS.reportApplied).doc(eventId);

/** Adds `delta` once for `event` (an empty delta: no read, no write). */
export async function applyReportDelta(
  deps: ReportDeps,
  event: ReportEvent,
  delta: ReportVector,
): Promise<void> {
  if (isEmptyReportVector(delta)) return;
  await decideTogether(REPORTS_KEY, { event, delta }, async (requests) => {
    await applyBatch(deps, requests);
    return requests.map(() => ({ ok: true, value: undefined }));
  });
}

/** The merge write adding `vector` (every field an increment) to its documents. */
export function incrementWrites(db: Firestore, vector: ReportVector) {
  return Object.entries(vector).map(([path, fields]) => ({
    ref: db.doc(path),
    data: nestFields(
      Object.fromEntries(
        Object.entries(fields).map(([field, amount]) => [field, FieldValue.increment(amount)]),
      ),
    ),
  }));
}

async function applyBatch(
  deps: ReportDeps,
  requests: { event: ReportEvent; delta: ReportVector }[],
) {
  const { db } = deps;
  // One event may be here twice (a redelivery while its first delivery waits).
  const byId = new Map(requests.map((request) => [request.event.id, request]));
  const ids = [...byId.keys()];
  await db.runTransaction(async (tx) => {
    const [summary, ...markers] = await tx.getAll(
      summaryRef(db),
      ...ids.map((id) => markerRef(db, id)),
    );
    const countedAt: unknown = summary?.get('counted_at');
    const fresh = ids.filter(
      (id, index) =>
        !markers[index]?.exists && !countedAlready(byId.get(id)!.event.time, countedAt),
    );
    if (fresh.length === 0) return;
    const sum: ReportVector = {};
    for (const id of fresh) addReportVector(sum, byId.get(id)!.delta);
    for (const { ref, data } of incrementWrites(db, sum)) tx.set(ref, data, { merge: true });
    const now = deps.clock();
    const marker = {
      applied_at: timestamp(now),
      expire_at: timestamp(new Date(now.getTime() + REPORT_APPLIED_TTL_MS)),
    };
    for (const id of fresh) tx.create(markerRef(db, id), marker);
  });
}
