// The booking a Checkout session belongs to, live: pending until Stripe's webhook confirms it.
// Members pin their own user_id too (the rules let them read their bookings); guests can only
// name the session id, which Stripe's redirect hands them and nobody can guess.
import { bookingSchema, COLLECTIONS, type BookingWithId } from '@brunchers/model';
import { collection, limit, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery, type LiveDoc } from '../../lib/live-data';

function parseBooking(id: string, data: unknown): BookingWithId {
  return { ...bookingSchema.parse(data), id };
}

export function useBookingBySession(sessionId: string, uid: string | null): LiveDoc<BookingWithId> {
  const db = useFirestore();
  const bySession = useMemo(() => {
    const bookings = collection(db, COLLECTIONS.bookings);
    const session = where('checkout_session_id', '==', sessionId);
    return uid
      ? query(bookings, where('user_id', '==', uid), session, limit(1))
      : query(bookings, session, limit(1));
  }, [db, sessionId, uid]);
  const result = useLiveQuery(bySession, `session:${sessionId}:${uid ?? 'guest'}`, parseBooking);
  if (result.status !== 'ready') return result;
  const [booking] = result.data;
  return booking ? { status: 'ready', data: booking } : { status: 'missing' };
}
