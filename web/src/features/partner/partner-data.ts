// The partner's venues (partner_user_id == uid), the door's picker of the venue's events and the
// attendances of the one event the door shows, all live and each bounded whatever the city's size:
// the venue's next and latest published events (the rules let anyone read those), plus the events
// of the bookings an admin placed at the venue by hand; and one event's attendances (venue_id ==
// the venue: the rules let a venue's partner read exactly those).
// Check-ins go through the checkInTicket / undoCheckIn callables: the server owns them.
import {
  cityDateString,
  COLLECTIONS,
  DOOR_ASSIGNED_BOOKINGS_LIMIT,
  DOOR_RECENT_EVENTS_LIMIT,
  DOOR_UPCOMING_EVENTS_LIMIT,
  type CheckInTicketInput,
  type CheckInTicketOutput,
  type EventAttendanceWithId,
  type EventWithId,
  type UndoCheckInOutput,
  type VenueWithId,
  prepSheetId,
  prepSheetSchema,
  type PrepSheetDoc,
} from '@brunchers/model';
import { collection, doc, getDoc, limit, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { callableErrorCode } from '../../lib/callable-errors';
import { callable } from '../../lib/callables';
import { parseEvent } from '../../lib/event-data';
import {
  useLiveDoc,
  useLiveQuery,
  type LiveDoc,
  type LiveList,
} from '../../lib/firebase/live-data';
import { parseAttendance } from '../../lib/member-data';
import { parseVenue } from '../../lib/venues';

export function usePartnerVenues(uid: string): LiveList<VenueWithId> {
  const db = useFirestore();
  const mine = useMemo(
    () => query(collection(db, COLLECTIONS.venues), where('partner_user_id', '==', uid)),
    [db, uid],
  );
  return useLiveQuery(mine, `partner-venues:${uid}`, parseVenue);
}

/**
 * The events the door may pick from, soonest first: the venue's next published events, its latest
 * past ones, and the events of the bookings an admin placed at the venue most recently.
 */
export function useDoorEvents(venueId: string): LiveList<EventWithId> {
  const db = useFirestore();
  // Today in the city, fixed while the screen is open (a door screen left open overnight keeps
  // yesterday's window until it is opened again, which is what the picker showed anyway).
  const [today] = useState(() => cityDateString(new Date()));
  const { upcoming, recent, assigned } = useMemo(() => {
    const events = collection(db, COLLECTIONS.events);
    // Lists must ask for published events: the rules never let a list return a draft.
    const venueEvents = [where('venue_id', '==', venueId), where('status', '==', 'published')];
    return {
      upcoming: query(
        events,
        ...venueEvents,
        where('event_date', '>=', today),
        orderBy('event_date'),
        orderBy('event_time'),
        limit(DOOR_UPCOMING_EVENTS_LIMIT),
      ),
      recent: query(
        events,
        ...venueEvents,
        where('event_date', '<', today),
        orderBy('event_date', 'desc'),
        orderBy('event_time', 'desc'),
        limit(DOOR_RECENT_EVENTS_LIMIT),
      ),
      assigned: query(
        collection(db, COLLECTIONS.eventAttendances),
        where('venue_id', '==', venueId),
        orderBy('venue_assigned_at', 'desc'),
        limit(DOOR_ASSIGNED_BOOKINGS_LIMIT),
      ),
    };
  }, [db, venueId, today]);
  const next = useLiveQuery(upcoming, `door-upcoming:${venueId}:${today}`, parseEvent);
  const past = useLiveQuery(recent, `door-recent:${venueId}:${today}`, parseEvent);
  const placed = useLiveQuery(assigned, `door-assigned:${venueId}`, parseAttendance);
  const known = [
    ...(next.status === 'ready' ? next.data : []),
    ...(past.status === 'ready' ? past.data : []),
  ];
  const knownIds = new Set(known.map((event) => event.id));
  const elsewhere = placed.status === 'ready' ? placed.data.map((row) => row.event_id) : [];
  const others = useEventsById(elsewhere.filter((id) => !knownIds.has(id)));

  for (const list of [next, past, placed])
    if (list.status === 'error') return { status: 'error', error: list.error };
  if (next.status !== 'ready' || past.status !== 'ready' || placed.status !== 'ready' || !others)
    return { status: 'loading' };
  const byStart = [...known, ...others.values()].sort((a, b) =>
    `${a.event_date} ${a.event_time}`.localeCompare(`${b.event_date} ${b.event_time}`),
  );
  return { status: 'ready', data: byStart };
}

/** The attendances of one event at the venue, live: what the door's counters and list show. */
export function useDoorAttendances(
  venueId: string,
  eventId: string | null,
): LiveList<EventAttendanceWithId> {
  const db = useFirestore();
  const ofEvent = useMemo(
    () =>
      eventId
        ? query(
            collection(db, COLLECTIONS.eventAttendances),
            where('venue_id', '==', venueId),
            where('event_id', '==', eventId),
          )
        : null,
    [db, venueId, eventId],
  );
  return useLiveQuery(ofEvent, `door-attendances:${venueId}:${eventId}`, parseAttendance);
}

/** Events by id (date and time for the picker), each read once; unreadable ones are left out. */
function useEventsById(eventIds: readonly string[]): Map<string, EventWithId> | null {
  const db = useFirestore();
  const key = [...new Set(eventIds)].sort().join('|');
  const [events, setEvents] = useState<{ found: Map<string, EventWithId> } | null>(null);
  useEffect(() => {
    let live = true;
    const ids = key ? key.split('|') : [];
    void Promise.all(
      ids.map(async (id) => {
        try {
          const snapshot = await getDoc(doc(db, COLLECTIONS.events, id));
          const data = snapshot.data();
          return data ? parseEvent(id, data) : null;
        } catch (error) {
          console.warn('Event not loaded', id, error);
          return null;
        }
      }),
    ).then((found) => {
      if (!live) return;
      const events = found.filter((event) => event !== null);
      setEvents({ found: new Map(events.map((event) => [event.id, event])) });
    });
    return () => {
      live = false;
    };
  }, [db, key]);
  if (!key) return new Map();
  // While a changed set loads, the previous answer stands (the picker never blinks to a spinner).
  return events ? events.found : null;
}

/** Calls that lost the network are tried again: a brief drop at the door loses no check-in. */
function isNetworkFailure(error: unknown): boolean {
  const code = callableErrorCode(error);
  return (
    code !== undefined &&
    ['functions/unavailable', 'functions/deadline-exceeded', 'functions/internal'].includes(code)
  );
}

const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

/**
 * checkInTicket with retries: on a network failure it waits (longer each time, and at once when
 * the browser is back online) and sends the same call again; the server's transaction makes a
 * repeat harmless ("already checked in"). `onWaiting` tells the screen a call is being retried.
 */
export async function checkInWithRetry(
  input: CheckInTicketInput,
  onWaiting: (waiting: boolean) => void,
): Promise<CheckInTicketOutput> {
  const call = callable('checkInTicket');
  for (let attempt = 0; ; attempt += 1) {
    try {
      const answer = await call(input);
      onWaiting(false);
      return answer;
    } catch (error) {
      const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
      if (!isNetworkFailure(error) || attempt >= 20) {
        onWaiting(false);
        throw error;
      }
      onWaiting(true);
      await new Promise<void>((resume) => {
        const done = () => {
          window.clearTimeout(timer);
          window.removeEventListener('online', done);
          resume();
        };
        const timer = window.setTimeout(done, delay);
        window.addEventListener('online', done);
      });
    }
  }
}

export function undoCheckIn(bookingId: string): Promise<UndoCheckInOutput> {
  return callable('undoCheckIn')({ bookingId });
}

const parsePrepSheet = (id: string, data: unknown): PrepSheetDoc & { id: string } => ({
  id,
  ...prepSheetSchema.parse(data),
});

/** The kitchen's prep sheet of the chosen event at this venue (one document; counts only), live. */
export function usePrepSheet(
  venueId: string,
  eventId: string | null,
): LiveDoc<PrepSheetDoc & { id: string }> {
  const db = useFirestore();
  const ref = useMemo(
    () => (eventId ? doc(db, COLLECTIONS.prepSheets, prepSheetId(eventId, venueId)) : null),
    [db, eventId, venueId],
  );
  return useLiveDoc(ref, parsePrepSheet);
}
