// Live reads of the signed-in member's own documents, shared by the shell and several pages.
// Every query is pinned to the member's id, which is what the security rules allow.
import {
  bookingSchema,
  COLLECTIONS,
  eventAttendanceSchema,
  toDate,
  type BookingWithId,
  publicProfileSchema,
  type EventAttendanceWithId,
  type PublicProfileWithId,
} from '@brunchers/model';
import { collection, doc, query, where } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { parseEvent } from './event-data';
import {
  followDoc,
  useLiveDoc,
  useLiveQuery,
  type LiveDoc,
  type LiveList,
} from './firebase/live-data';

export function parseProfile(id: string, data: unknown): PublicProfileWithId {
  return { ...publicProfileSchema.parse(data), id };
}

export function parseAttendance(id: string, data: unknown): EventAttendanceWithId {
  return { ...eventAttendanceSchema.parse(data), id };
}

/** user_profiles/{uid}: XP and level change as the server awards points. */
export function useOwnProfile(uid: string): LiveDoc<PublicProfileWithId> {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.userProfiles, uid), [db, uid]);
  return useLiveDoc(ref, parseProfile);
}

/** The member's attendances marked present (brunches they attended). */
export function useAttendedBrunches(uid: string): LiveList<EventAttendanceWithId> {
  const db = useFirestore();
  const attended = useMemo(
    () =>
      query(
        collection(db, COLLECTIONS.eventAttendances),
        where('user_id', '==', uid),
        where('marked_present', '==', true),
      ),
    [db, uid],
  );
  return useLiveQuery(attended, `attended:${uid}`, parseAttendance);
}

export function parseBooking(id: string, data: unknown): BookingWithId {
  return { ...bookingSchema.parse(data), id };
}

/** The member's bookings, newest first (sorted here: no composite index needed). */
export function useMyBookings(uid: string): LiveList<BookingWithId> {
  const db = useFirestore();
  const mine = useMemo(
    () => query(collection(db, COLLECTIONS.bookings), where('user_id', '==', uid)),
    [db, uid],
  );
  const bookings = useLiveQuery(mine, `bookings:${uid}`, parseBooking);
  return useMemo(
    () =>
      bookings.status === 'ready'
        ? {
            status: 'ready',
            data: [...bookings.data].sort(
              (a, b) => toDate(b.created_at).getTime() - toDate(a.created_at).getTime(),
            ),
          }
        : bookings,
    [bookings],
  );
}

const parseMatchId = (id: string) => id;

/** Number of the member's matches: two queries (as user1 and as user2), as the rules allow. */
export function useMatchCount(uid: string): LiveDoc<number> {
  const db = useFirestore();
  const asFirst = useMemo(
    () => query(collection(db, COLLECTIONS.matches), where('user1_id', '==', uid)),
    [db, uid],
  );
  const asSecond = useMemo(
    () => query(collection(db, COLLECTIONS.matches), where('user2_id', '==', uid)),
    [db, uid],
  );
  const first = useLiveQuery(asFirst, `matches1:${uid}`, parseMatchId);
  const second = useLiveQuery(asSecond, `matches2:${uid}`, parseMatchId);
  if (first.status === 'error') return first;
  if (second.status === 'error') return second;
  if (first.status === 'loading' || second.status === 'loading') return { status: 'loading' };
  return { status: 'ready', data: new Set([...first.data, ...second.data]).size };
}

/** When a booked brunch takes place (what decides whether a booking is past). */
export interface BookedEventWhen {
  event_date: string;
  event_time: string;
}

/**
 * The date and time of each event the member booked, live, by event id. Bookings carry no date, so
 * each event is followed (a member has few bookings; the rules let anyone read published and
 * cancelled events). Events not answered yet (or unreadable) are simply absent from the map.
 */
export function useBookedEvents(eventIds: readonly string[]): ReadonlyMap<string, BookedEventWhen> {
  const db = useFirestore();
  const key = [...new Set(eventIds)].sort().join('|');
  const [found, setFound] = useState<ReadonlyMap<string, BookedEventWhen>>(new Map());
  useEffect(() => {
    if (!key) return;
    const stops = key.split('|').map((id) =>
      followDoc(doc(db, COLLECTIONS.events, id), parseEvent, (value) => {
        if (value.status !== 'ready') return;
        const { event_date, event_time } = value.data;
        setFound((current) => {
          const known = current.get(id);
          if (known?.event_date === event_date && known.event_time === event_time) return current;
          return new Map(current).set(id, { event_date, event_time });
        });
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [db, key]);
  return found;
}
