// Live reads of the signed-in member's own documents, shared by the shell and several pages.
// Every query is pinned to the member's id, which is what the security rules allow.
import {
  bookingSchema,
  COLLECTIONS,
  eventAttendanceSchema,
  inFilterGroups,
  memberStatsSchema,
  memberUnreadSchema,
  unreadTotal,
  type MemberUnreadDoc,
  type BookingWithId,
  type MemberStatsDoc,
  publicProfileSchema,
  RECENT_ATTENDED_LIMIT,
  type EventAttendanceWithId,
  type PublicProfileWithId,
} from '@brunchers/model';
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { parseEvent } from './event-data';
import {
  followDoc,
  followQuery,
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

/**
 * The member's last RECENT_ATTENDED_LIMIT attendances marked present, newest check-in first
 * (composite index user_id, marked_present, marked_present_at desc): what the pending review, the
 * after-brunch step and the path's unlock need, read the same whatever the member's history.
 */
export function useRecentAttended(uid: string): LiveList<EventAttendanceWithId> {
  const db = useFirestore();
  const recent = useMemo(
    () =>
      query(
        collection(db, COLLECTIONS.eventAttendances),
        where('user_id', '==', uid),
        where('marked_present', '==', true),
        orderBy('marked_present_at', 'desc'),
        limit(RECENT_ATTENDED_LIMIT),
      ),
    [db, uid],
  );
  return useLiveQuery(recent, `attended:${uid}:${RECENT_ATTENDED_LIMIT}`, parseAttendance);
}

/** A query for those of the member's documents that name one of `ids` (at most FIRESTORE_IN_MAX). */
export type AmongQuery = (db: Firestore, uid: string, ids: string[]) => Query;

const bookingIdOf = (_id: string, data: DocumentData) => String(data.booking_id);

/**
 * The booking ids among `bookingIds` for which `among` finds a document, live: one `in` query per
 * FIRESTORE_IN_MAX ids, so it reads at most one document per booking asked about whatever the
 * member's history. Null until every query has answered. `among` must be a module-level function.
 */
export function useBookingIdsAmong(
  among: AmongQuery,
  uid: string,
  bookingIds: readonly string[],
): ReadonlySet<string> | null {
  const db = useFirestore();
  const key = JSON.stringify([uid, inFilterGroups(bookingIds)]);
  const [found, setFound] = useState<{ key: string; ids: ReadonlySet<string> } | null>(null);
  useEffect(() => {
    const [owner, groups] = JSON.parse(key) as [string, string[][]];
    const answers: (string[] | null)[] = groups.map(() => null);
    const publish = () => {
      if (answers.every((answer) => answer !== null))
        setFound({ key, ids: new Set(answers.flatMap((answer) => answer ?? [])) });
    };
    publish(); // no ids: nothing to ask
    const stops = groups.map((group, index) =>
      followQuery(among(db, owner, group), bookingIdOf, (value) => {
        if (value.status === 'loading') return;
        if (value.status === 'error') {
          console.warn('Bookings not looked up', value.error);
          answers[index] = [];
        } else answers[index] = value.data;
        publish();
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [db, key, among]);
  return found?.key === key ? found.ids : null;
}

/** Which of the bookings the member attended (attendance marked present). */
export const attendedAmong: AmongQuery = (db, uid, ids) =>
  query(
    collection(db, COLLECTIONS.eventAttendances),
    where('user_id', '==', uid),
    where('marked_present', '==', true),
    where('booking_id', 'in', ids),
  );

export function parseBooking(id: string, data: unknown): BookingWithId {
  return { ...bookingSchema.parse(data), id };
}

/**
 * The member's newest `count` bookings, newest first (composite index user_id, created_at): a
 * page, so the profile reads the same however many bookings the member has made.
 */
export function useMyBookings(uid: string, count: number): LiveList<BookingWithId> {
  const db = useFirestore();
  const mine = useMemo(
    () =>
      query(
        collection(db, COLLECTIONS.bookings),
        where('user_id', '==', uid),
        orderBy('created_at', 'desc'),
        limit(count),
      ),
    [db, uid, count],
  );
  const live = useLiveQuery(mine, `bookings:${uid}:${count}`, parseBooking);
  // While a longer page loads (Show more), the shorter one stays on screen.
  const [last, setLast] = useState<BookingWithId[] | null>(null);
  if (live.status === 'ready' && live.data !== last) setLast(live.data);
  if (live.status === 'loading' && last) return { status: 'ready', data: last };
  return live;
}

const parseMemberStats = (_id: string, data: unknown): MemberStatsDoc =>
  memberStatsSchema.parse(data);

/**
 * member_stats/{uid}: the member's counters, kept by the server (functions/src/memberStats). One
 * document whatever the member's history; "missing" for a member with nothing counted yet (zeros).
 */
export function useMemberStats(uid: string): LiveDoc<MemberStatsDoc> {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.memberStats, uid), [db, uid]);
  return useLiveDoc(ref, parseMemberStats);
}

/**
 * The member's unread total across conversations and table chats (member_unread/{uid}, kept by
 * the server): one document, live. 0 while loading or when there is none.
 */
export function useUnreadTotal(uid: string): number {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.memberUnread, uid), [db, uid]);
  const live = useLiveDoc(ref, parseMemberUnread);
  return live.status === 'ready' ? unreadTotal(live.data) : 0;
}
const parseMemberUnread = (_id: string, data: unknown): MemberUnreadDoc =>
  memberUnreadSchema.parse(data);

/** The counters of a member with no document yet. */
export const NO_MEMBER_STATS: MemberStatsDoc = memberStatsSchema.parse({});

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
