// Seat holds on events, always inside a Firestore transaction so concurrent bookings, webhooks
// and sweeps see one consistent spots_left.

import { type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, type BookingStatus, type CheckoutSessionDoc } from '@brunchers/model';
import { timestamp } from '../lib/time.js';
import { canMove } from './bookingStatus.js';

export function eventRef(db: Firestore, eventId: string): DocumentReference {
  return db.collection(COLLECTIONS.events).doc(eventId);
}

/** A fresh booking document (auto id). */
export function newBookingRef(db: Firestore): DocumentReference {
  return db.collection(COLLECTIONS.bookings).doc();
}

export function bookingRef(db: Firestore, bookingId: string): DocumentReference {
  return db.collection(COLLECTIONS.bookings).doc(bookingId);
}

export function checkoutSessionRef(db: Firestore, sessionId: string): DocumentReference {
  return db.collection(COLLECTIONS.checkoutSessions).doc(sessionId);
}

/** The public status document of a booking's Checkout session (no personal data). */
export function checkoutSessionDoc(
  bookingId: string,
  booking: Pick<DocumentSnapshot, 'get'>,
  status: BookingStatus,
  now: Date,
): CheckoutSessionDoc {
  return {
    booking_id: bookingId,
    event_id: booking.get('event_id') as string,
    event_title: booking.get('event_title') as string,
    guest_count: booking.get('guest_count') as number,
    total_amount_cents: booking.get('total_amount_cents') as number,
    status,
    updated_at: timestamp(now),
  };
}

/**
 * Ends a pending booking as `to` (expired or cancelled) and gives its seats back, if it is still
 * pending. Returns whether it changed anything. Reads first, then writes (transaction rule).
 */
export async function releaseHoldIn(
  tx: Transaction,
  db: Firestore,
  bookingId: string,
  to: Extract<BookingStatus, 'expired' | 'cancelled'>,
  now: Date,
): Promise<boolean> {
  const booking = await tx.get(bookingRef(db, bookingId));
  if (!booking.exists || !canMove(booking.get('status') as BookingStatus, to)) return false;
  const event = await tx.get(eventRef(db, booking.get('event_id') as string));
  tx.update(booking.ref, { status: to });
  const sessionId = booking.get('checkout_session_id') as string | null;
  if (sessionId) tx.set(checkoutSessionRef(db, sessionId), checkoutSessionDoc(bookingId, booking, to, now));
  if (event.exists) {
    const spotsTotal = event.get('spots_total') as number;
    const spotsLeft = event.get('spots_left') as number;
    const guests = booking.get('guest_count') as number;
    tx.update(event.ref, { spots_left: Math.min(spotsTotal, spotsLeft + guests) });
  }
  return true;
}

export function releaseHold(
  db: Firestore,
  bookingId: string,
  to: Extract<BookingStatus, 'expired' | 'cancelled'>,
  now: Date,
): Promise<boolean> {
  return db.runTransaction((tx) => releaseHoldIn(tx, db, bookingId, to, now));
}
