// The partner's venues (partner_user_id == uid) and the attendances of one venue
// (venue_id == that venue; the rules let a venue's partner read exactly those), both live.
// Check-ins go through the checkInTicket / undoCheckIn callables: the server owns them.
import {
  COLLECTIONS,
  eventFieldsSchema,
  venueSchema,
  type CheckInTicketInput,
  type CheckInTicketOutput,
  type EventAttendanceWithId,
  type EventWithId,
  type UndoCheckInOutput,
  type VenueWithId,
} from '@brunchers/model';
import { collection, doc, getDoc, query, where } from 'firebase/firestore';
import { FunctionsError, type Functions } from 'firebase/functions';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { callable } from '../../lib/callables';
import { useLiveQuery, type LiveList } from '../../lib/live-data';
import { parseAttendance } from '../../lib/member-data';

function parseVenue(id: string, data: unknown): VenueWithId {
  return { ...venueSchema.parse(data), id };
}

export function usePartnerVenues(uid: string): LiveList<VenueWithId> {
  const db = useFirestore();
  const mine = useMemo(
    () => query(collection(db, COLLECTIONS.venues), where('partner_user_id', '==', uid)),
    [db, uid],
  );
  return useLiveQuery(mine, `partner-venues:${uid}`, parseVenue);
}

export function useVenueAttendances(venueId: string | null): LiveList<EventAttendanceWithId> {
  const db = useFirestore();
  const atVenue = useMemo(
    () =>
      venueId
        ? query(collection(db, COLLECTIONS.eventAttendances), where('venue_id', '==', venueId))
        : null,
    [db, venueId],
  );
  return useLiveQuery(atVenue, `venue-attendances:${venueId}`, parseAttendance);
}

/** The events the venue's attendances belong to (date and time for the picker), read once. */
export function useDoorEvents(eventIds: readonly string[]): Map<string, EventWithId> | null {
  const db = useFirestore();
  const key = [...eventIds].sort().join('|');
  const [events, setEvents] = useState<Map<string, EventWithId> | null>(null);
  useEffect(() => {
    let live = true;
    const ids = key ? key.split('|') : [];
    void Promise.all(
      ids.map(async (id) => {
        try {
          const snapshot = await getDoc(doc(db, COLLECTIONS.events, id));
          const data = snapshot.data();
          return data ? ({ ...eventFieldsSchema.parse(data), id } as EventWithId) : null;
        } catch (error) {
          console.warn('Event not loaded', id, error);
          return null;
        }
      }),
    ).then((found) => {
      if (!live) return;
      setEvents(new Map(found.filter((event) => event !== null).map((event) => [event.id, event])));
    });
    return () => {
      live = false;
    };
  }, [db, key]);
  return events;
}

/** Calls that lost the network are tried again: a brief drop at the door loses no check-in. */
function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof FunctionsError)) return false;
  return ['functions/unavailable', 'functions/deadline-exceeded', 'functions/internal'].includes(
    error.code,
  );
}

const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

/**
 * checkInTicket with retries: on a network failure it waits (longer each time, and at once when
 * the browser is back online) and sends the same call again; the server's transaction makes a
 * repeat harmless ("already checked in"). `onWaiting` tells the screen a call is being retried.
 */
export async function checkInWithRetry(
  functions: Functions,
  input: CheckInTicketInput,
  onWaiting: (waiting: boolean) => void,
): Promise<CheckInTicketOutput> {
  const call = callable(functions, 'checkInTicket');
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

export function undoCheckIn(functions: Functions, bookingId: string): Promise<UndoCheckInOutput> {
  return callable(functions, 'undoCheckIn')({ bookingId });
}
