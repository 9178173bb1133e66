// Admin reads (the rules let admins read everything): live bookings and check-ins, likes and
// matches for the statistics, venues for assignment, count() aggregations for the stat cards,
// and every user through the admin-only listUsers callable.
import {
  bruncherLikeSchema,
  COLLECTIONS,
  matchSchema,
  venueSchema,
  type BruncherLikeDoc,
  type ListUsersOutput,
  type MatchWithId,
  type VenueWithId,
} from '@brunchers/model';
import {
  collection,
  getCountFromServer,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { callable } from '../../lib/callables';
import { useLiveQuery, type LiveList } from '../../lib/live-data';
import { parseBooking } from '../../lib/member-data';

/** Every booking, newest first, live (assignments and confirmations show at once). */
export function useAllBookings() {
  const db = useFirestore();
  const all = useMemo(
    () => query(collection(db, COLLECTIONS.bookings), orderBy('created_at', 'desc')),
    [db],
  );
  return useLiveQuery(all, 'admin-bookings', parseBooking);
}

const bookingIdOf = (id: string) => id;

/** Booking ids whose attendee was checked in. */
export function useCheckedInBookingIds(): LiveList<string> {
  const db = useFirestore();
  const present = useMemo(
    () => query(collection(db, COLLECTIONS.eventAttendances), where('marked_present', '==', true)),
    [db],
  );
  return useLiveQuery(present, 'admin-checked-in', bookingIdOf);
}

function parseVenue(id: string, data: unknown): VenueWithId {
  return { ...venueSchema.parse(data), id };
}

export function useVenues(): LiveList<VenueWithId> {
  const db = useFirestore();
  const byName = useMemo(() => query(collection(db, COLLECTIONS.venues), orderBy('name')), [db]);
  return useLiveQuery(byName, 'admin-venues', parseVenue);
}

function parseMatch(id: string, data: unknown): MatchWithId {
  return { ...matchSchema.parse(data), id };
}
const parseLike = (_id: string, data: unknown): BruncherLikeDoc => bruncherLikeSchema.parse(data);

export function useAllMatches(): LiveList<MatchWithId> {
  const db = useFirestore();
  const all = useMemo(() => collection(db, COLLECTIONS.matches), [db]);
  return useLiveQuery(all, 'admin-matches', parseMatch);
}

export function useAllLikes(): LiveList<BruncherLikeDoc> {
  const db = useFirestore();
  const all = useMemo(() => collection(db, COLLECTIONS.bruncherLikes), [db]);
  return useLiveQuery(all, 'admin-likes', parseLike);
}

export interface AdminCounts {
  users: number;
  bookings: number;
  confirmed: number;
  checkedIn: number;
}

/** The four stat cards, each a count() aggregation (no documents downloaded). */
export async function loadAdminCounts(db: Firestore): Promise<AdminCounts> {
  const count = async (q: Parameters<typeof getCountFromServer>[0]) =>
    (await getCountFromServer(q)).data().count;
  const [users, bookings, confirmed, checkedIn] = await Promise.all([
    count(collection(db, COLLECTIONS.userProfiles)),
    count(collection(db, COLLECTIONS.bookings)),
    count(query(collection(db, COLLECTIONS.bookings), where('status', '==', 'confirmed'))),
    count(query(collection(db, COLLECTIONS.eventAttendances), where('marked_present', '==', true))),
  ]);
  return { users, bookings, confirmed, checkedIn };
}

/** Every user (id and e-mail), page by page, from the admin-only listUsers callable. */
export async function listAllUsers(functions: Functions): Promise<ListUsersOutput['users']> {
  const list = callable(functions, 'listUsers');
  const users: ListUsersOutput['users'] = [];
  let pageToken: string | undefined;
  do {
    const page = await list(pageToken ? { pageToken } : null);
    users.push(...page.users);
    pageToken = page.nextPageToken;
  } while (pageToken);
  return users;
}
