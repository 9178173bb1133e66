// The booking's typed read and the refs of the documents a booking change writes (issue 33:
// typed reads for the booking). A leaf module: checkout, bookings, mail and waitlist all read a
// booking through it, so none of them needs another's folder for it.

import {
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { COLLECTIONS, bookingSchema, readEventSeats } from '@brunchers/model';
import { logs } from './logs.js';

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

/**
 * The fields of a booking that seat holds, confirmations, refunds and the ledger rely on: the
 * "readable booking" (ADR 0007). A booking that lacks one fails its one operation with a logged
 * reason (MalformedBookingError) instead of a parse error about an unrelated field.
 */
export const storedBookingSchema = bookingSchema.pick({
  user_id: true,
  event_id: true,
  event_title: true,
  event_title_pt: true,
  venue_id: true,
  guest_count: true,
  total_amount_cents: true,
  booking_date: true,
  status: true,
  checkout_session_id: true,
  guest_name: true,
  guest_email: true,
  locale: true,
  created_at: true,
  payment_intent_id: true,
  refund_id: true,
  hold_expires_at: true,
  waitlist_entry_id: true,
  confirmed_at: true,
  refunded_cents: true,
  pending_refund: true,
  comp_guest_count: true,
  ledger: true,
  venue_name: true,
  venue_address: true,
  venue_city: true,
  cancelled_at: true,
  refund_policy: true,
  pricing: true,
});
export type StoredBooking = ReturnType<typeof storedBookingSchema.parse>;

/** A booking document that cannot be processed as it is: fixed by hand, then the work is retried. */
export class MalformedBookingError extends Error {
  constructor(
    readonly bookingId: string,
    readonly problem: string,
  ) {
    super(`Booking ${bookingId} is malformed: ${problem}`);
    this.name = 'MalformedBookingError';
  }
}

/** The booking's fields, checked; MalformedBookingError (logged) when one is missing or wrong. */
export function readBooking(snapshot: DocumentSnapshot): StoredBooking {
  const parsed = storedBookingSchema.safeParse(snapshot.data());
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const problem = issue
    ? `${issue.path.map(String).join('.') || '(document)'}: ${issue.message}`
    : 'unreadable';
  logs.bookingMalformed(snapshot.id, problem);
  throw new MalformedBookingError(snapshot.id, problem);
}

/**
 * spots_left after `guests` seats come back: clamped to spots_total when the event has one (a
 * missing spots_total is logged and the seats are simply added); null when spots_left itself is
 * not a whole number, so nothing is written rather than NaN.
 */
export function spotsAfterRelease(
  event: DocumentSnapshot,
  guests: number,
  bookingId: string,
): number | null {
  const { spotsLeft, spotsTotal } = readEventSeats(event.data());
  if (spotsLeft === null) {
    const stored: unknown = event.get('spots_left');
    logs.seatReleaseSkipped(bookingId, event.id, `spots_left is ${describeValue(stored)}`);
    return null;
  }
  if (spotsTotal === null) {
    logs.spotsTotalMissing(bookingId, event.id, describeValue(event.get('spots_total')));
    return spotsLeft + guests;
  }
  return Math.min(spotsTotal, spotsLeft + guests);
}

/**
 * The event's seats_held after `change` (seats taken by, or leaving, unpaid checkouts): never
 * below 0, so a hold made before the counter existed cannot make it negative.
 */
export function seatsHeldAfter(event: DocumentSnapshot, change: number): number {
  return Math.max(0, readEventSeats(event.data()).seatsHeld + change);
}

function describeValue(value: unknown): string {
  return value === undefined
    ? 'missing'
    : `not a whole number (${JSON.stringify(value) ?? String(value)})`;
}
