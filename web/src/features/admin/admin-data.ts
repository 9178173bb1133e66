// The console's reads. Everything here is bounded: the overview is one document the server keeps
// (admin_stats/overview), Best Matches and User Activity read their top rows from the server's
// aggregates, and lists page with limits. (Admins may read everything; the console never does.)
import {
  ADMIN_OVERVIEW_DOC,
  ADMIN_TOP_MATCHES,
  adminMatchScoreSchema,
  adminOverviewSchema,
  adminUserStatsSchema,
  COLLECTIONS,
  type AdminMatchScoreWithId,
  type AdminOverviewDoc,
  type AdminUserStatsWithId,
} from '@brunchers/model';
import { collection, doc, limit, orderBy, query, type DocumentData } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import {
  useLiveDoc,
  useLiveQuery,
  type LiveDoc,
  type LiveList,
} from '../../lib/firebase/live-data';

const parseOverview = (_id: string, data: DocumentData): AdminOverviewDoc =>
  adminOverviewSchema.parse(data);

/** The stat cards, match rate and bookings per week: one document. */
export function useAdminOverview(): LiveDoc<AdminOverviewDoc> {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.adminStats, ADMIN_OVERVIEW_DOC), [db]);
  return useLiveDoc(ref, parseOverview);
}

function parseScore(id: string, data: DocumentData): AdminMatchScoreWithId {
  return { ...adminMatchScoreSchema.parse(data), id };
}

/** Best Matches: the top rows by compatibility score. */
export function useBestMatches(): LiveList<AdminMatchScoreWithId> {
  const db = useFirestore();
  const top = useMemo(
    () =>
      query(
        collection(db, COLLECTIONS.adminMatchScores),
        orderBy('score', 'desc'),
        limit(ADMIN_TOP_MATCHES),
      ),
    [db],
  );
  return useLiveQuery(top, 'admin-best-matches', parseScore);
}

function parseUserStats(id: string, data: DocumentData): AdminUserStatsWithId {
  return { ...adminUserStatsSchema.parse(data), id };
}

/** User Activity: the `count` members with the most matches. */
export function useUserActivity(count: number): LiveList<AdminUserStatsWithId> {
  const db = useFirestore();
  const top = useMemo(
    () =>
      query(collection(db, COLLECTIONS.adminUserStats), orderBy('matches', 'desc'), limit(count)),
    [db, count],
  );
  return useLiveQuery(top, `admin-user-activity-${count}`, parseUserStats);
}
