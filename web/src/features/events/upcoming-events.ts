// The live list of upcoming published events (the landing page's grid), below reactfire's
// providers, a page at a time. Each page is its own live query; pages meet at cursors (the date,
// time and id of an event), so the screen reads only the pages shown, whatever the city's size,
// and every page stays live: a page that gets a new event simply grows, nothing falls between
// pages.
import { COLLECTIONS, LANDING_EVENTS_PAGE_SIZE, type EventWithId } from '@brunchers/model';
import {
  collection,
  documentId,
  endAt,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery, type LiveList } from '../../lib/firebase/live-data';
import { localToday, parseEvent } from '../../lib/event-data';

/** Where a page starts or ends: an event's place in the date, time, id order. */
export interface EventCursor {
  event_date: string;
  event_time: string;
  id: string;
}

const cursorValues = (cursor: EventCursor) => [cursor.event_date, cursor.event_time, cursor.id];
const cursorKey = (cursor: EventCursor | null) => (cursor ? cursorValues(cursor).join('|') : '-');

export const cursorOf = (event: EventWithId): EventCursor => ({
  event_date: event.event_date,
  event_time: event.event_time,
  id: event.id,
});

/**
 * One page of upcoming published events, soonest first, live. `after`: the previous page's last
 * event (null for the first page). `until`: this page's last event once a later page was opened;
 * without it the page reads one event more than it shows, to know whether there are more.
 */
export function useUpcomingEventsPage(
  after: EventCursor | null,
  until: EventCursor | null,
  pageSize = LANDING_EVENTS_PAGE_SIZE,
): LiveList<EventWithId> {
  const db = useFirestore();
  const today = localToday();
  const afterKey = cursorKey(after);
  const untilKey = cursorKey(until);
  const page = useMemo(() => {
    const bounds: QueryConstraint[] = [];
    if (after) bounds.push(startAfter(...cursorValues(after)));
    bounds.push(until ? endAt(...cursorValues(until)) : limit(pageSize + 1));
    return query(
      collection(db, COLLECTIONS.events),
      // Members and guests may list published events only (firestore.rules: never drafts).
      where('status', '==', 'published'),
      where('event_date', '>=', today),
      orderBy('event_date'),
      orderBy('event_time'),
      orderBy(documentId()),
      ...bounds,
    );
    // The cursors' keys stand for the cursors (new objects with the same values reuse the query).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, today, afterKey, untilKey, pageSize]);
  return useLiveQuery(page, `upcoming:${today}:${afterKey}:${untilKey}:${pageSize}`, parseEvent);
}
