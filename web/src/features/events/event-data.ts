// Live reads of the events collection, parsed with the model's schema.
import { COLLECTIONS, eventSchema, type EventWithId } from '@brunchers/model';
import { collection, doc, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveDoc, useLiveQuery, type LiveDoc, type LiveList } from '../../lib/live-data';

export function parseEvent(id: string, data: unknown): EventWithId {
  return { ...eventSchema.parse(data), id };
}

/** Today's date in the visitor's time zone as 'YYYY-MM-DD' (events are dated in local days). */
export function localToday(now = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Upcoming events (today and later), soonest first, updating live. */
export function useUpcomingEvents(): LiveList<EventWithId> {
  const db = useFirestore();
  const today = localToday();
  const upcoming = useMemo(
    () =>
      query(collection(db, COLLECTIONS.events), where('event_date', '>=', today), orderBy('event_date')),
    [db, today],
  );
  return useLiveQuery(upcoming, `upcoming:${today}`, parseEvent);
}

/** One event, updating live (spots left change as people book). */
export function useEvent(id: string): LiveDoc<EventWithId> {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.events, id), [db, id]);
  return useLiveDoc(ref, parseEvent);
}
