// The first upcoming events for the dashboard: a limited query, so the screen reads only the
// three documents it shows.
import { COLLECTIONS, DASHBOARD_UPCOMING_COUNT, type EventWithId } from '@brunchers/model';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { localToday, parseEvent } from '../../lib/event-data';
import { useLiveQuery, type LiveList } from '../../lib/firebase/live-data';

export function useNextEvents(count = DASHBOARD_UPCOMING_COUNT): LiveList<EventWithId> {
  const db = useFirestore();
  const today = localToday();
  const next = useMemo(
    () =>
      query(
        collection(db, COLLECTIONS.events),
        // Members may list published events only (firestore.rules: never drafts).
        where('status', '==', 'published'),
        where('event_date', '>=', today),
        orderBy('event_date'),
        orderBy('event_time'),
        limit(count),
      ),
    [db, today, count],
  );
  return useLiveQuery(next, `next-events:${today}:${count}`, parseEvent);
}
