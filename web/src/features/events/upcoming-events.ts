// The live list of upcoming events (the landing page's grid), below reactfire's providers.
import { COLLECTIONS, type EventWithId } from '@brunchers/model';
import { collection, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery, type LiveList } from '../../lib/live-data';
import { localToday, parseEvent } from './event-data';

/** Upcoming events (today and later), soonest first, updating live. */
export function useUpcomingEvents(): LiveList<EventWithId> {
  const db = useFirestore();
  const today = localToday();
  const upcoming = useMemo(
    () =>
      query(
        collection(db, COLLECTIONS.events),
        where('event_date', '>=', today),
        orderBy('event_date'),
      ),
    [db, today],
  );
  return useLiveQuery(upcoming, `upcoming:${today}`, parseEvent);
}
