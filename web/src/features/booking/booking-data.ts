// The booking a Checkout session belongs to, live: pending until Stripe's webhook confirms it.
import { bookingSchema, COLLECTIONS, type BookingWithId } from '@brunchers/model';
import { collection, limit, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery, type LiveDoc } from '../../lib/live-data';

function parseBooking(id: string, data: unknown): BookingWithId {
  return { ...bookingSchema.parse(data), id };
}

export function useBookingBySession(sessionId: string): LiveDoc<BookingWithId> {
  const db = useFirestore();
  const bySession = useMemo(
    () =>
      query(collection(db, COLLECTIONS.bookings), where('checkout_session_id', '==', sessionId), limit(1)),
    [db, sessionId],
  );
  const result = useLiveQuery(bySession, `session:${sessionId}`, parseBooking);
  if (result.status !== 'ready') return result;
  const [booking] = result.data;
  return booking ? { status: 'ready', data: booking } : { status: 'missing' };
}
