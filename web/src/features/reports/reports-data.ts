// The reports' reads (issue 39 item 5), bounded at any city size: the last REPORT_PERIODS_SHOWN
// period documents (by id), the latest REPORT_EVENTS_SHOWN event rows, the last
// REPORT_COHORTS_SHOWN cohorts (by id), the month documents for churn and one summary document.
// All live, so a refund shows as soon as the server has counted it.
import {
  COLLECTIONS,
  recentPeriods,
  REPORT_COHORTS_SHOWN,
  REPORT_EVENTS_SHOWN,
  REPORT_PERIODS_SHOWN,
  REPORT_SUMMARY_DOC,
  reportCohortSchema,
  reportEventSchema,
  reportPeriodId,
  reportPeriodSchema,
  reportSummarySchema,
  type ReportCohortDoc,
  type ReportEventWithId,
  type ReportPeriodDoc,
  type ReportPeriodKind,
  type ReportSummaryDoc,
} from '@brunchers/model';
import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery, type LiveList } from '../../lib/firebase/live-data';

/** Documents by id, each followed live; a missing one reads as `empty` (no figure yet). */
function useDocsById<T>(
  db: Firestore,
  collectionName: string,
  ids: readonly string[],
  parse: (data: DocumentData | undefined) => T,
): Map<string, T> | null {
  const key = `${collectionName}:${ids.join(',')}`;
  const [state, setState] = useState<{ key: string; docs: Map<string, T> } | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    const docs = new Map<string, T>();
    const unsubscribes = ids.map((id) =>
      onSnapshot(
        doc(db, collectionName, id),
        (snapshot) => {
          // Offline, the SDK reports "missing" from its empty cache; wait for the server.
          if (!snapshot.exists() && snapshot.metadata.fromCache) return;
          try {
            docs.set(id, parse(snapshot.data()));
          } catch (error) {
            setFailure(error instanceof Error ? error : new Error(String(error)));
            return;
          }
          if (docs.size === ids.length) setState({ key, docs: new Map(docs) });
        },
        setFailure,
      ),
    );
    return () => unsubscribes.forEach((stop) => stop());
    // `key` names the ids and the collection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, key]);
  // The route's error boundary shows it (a refused read, a document that is not a report).
  if (failure) throw failure;
  return state?.key === key ? state.docs : null;
}

const parsePeriod = (data: DocumentData | undefined): ReportPeriodDoc =>
  reportPeriodSchema.parse(data ?? {});
const parseCohort = (data: DocumentData | undefined): ReportCohortDoc =>
  reportCohortSchema.parse(data ?? {});
const parseSummary = (data: DocumentData | undefined): ReportSummaryDoc =>
  reportSummarySchema.parse(data ?? {});
const parseEvent = (id: string, data: DocumentData): ReportEventWithId => ({
  ...reportEventSchema.parse(data),
  id,
});

export interface ReportPeriodRow extends ReportPeriodDoc {
  period: string;
}

/** The last periods of `kind`, oldest first (a period nothing happened in reads as zeros). */
export function useReportPeriods(kind: ReportPeriodKind, now: Date): ReportPeriodRow[] | null {
  const db = useFirestore();
  const periods = useMemo(() => recentPeriods(kind, now, REPORT_PERIODS_SHOWN), [kind, now]);
  const ids = useMemo(() => periods.map((period) => reportPeriodId(kind, period)), [kind, periods]);
  const docs = useDocsById(db, COLLECTIONS.reportPeriods, ids, parsePeriod);
  if (!docs) return null;
  return periods.map((period, index) => ({ period, ...docs.get(ids[index]!)! }));
}

/** The last cohorts (months of first brunch), oldest first. */
export function useReportCohorts(now: Date): (ReportCohortDoc & { id: string })[] | null {
  const db = useFirestore();
  const months = useMemo(() => recentPeriods('month', now, REPORT_COHORTS_SHOWN), [now]);
  const docs = useDocsById(db, COLLECTIONS.reportCohorts, months, parseCohort);
  if (!docs) return null;
  return months.map((month) => ({ id: month, ...docs.get(month)! }));
}

export function useReportSummary(): ReportSummaryDoc | null {
  const db = useFirestore();
  const ids = useMemo(() => [REPORT_SUMMARY_DOC], []);
  const docs = useDocsById(db, COLLECTIONS.reportSummary, ids, parseSummary);
  return docs?.get(REPORT_SUMMARY_DOC) ?? null;
}

/** The latest events by date (upcoming ones first). */
export function useReportEvents(): LiveList<ReportEventWithId> {
  const db = useFirestore();
  const latest = useMemo(
    () =>
      query(
        collection(db, COLLECTIONS.reportEvents),
        orderBy('event_date', 'desc'),
        limit(REPORT_EVENTS_SHOWN),
      ),
    [db],
  );
  return useLiveQuery(latest, 'report-events', parseEvent);
}
