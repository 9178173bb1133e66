// claimGuestBooking: a guest who paid creates an account with the e-mail they booked with, from
// their /booking-success page. Proof is twofold: the Checkout session id (unguessable, handed only
// to the payer by Stripe's redirect) and the account's e-mail matching the booking's guest_email.
// The booking and its attendance then carry the new member's id (My Bookings, check-in, reviews).

import {
  COLLECTIONS,
  attendanceId,
  claimGuestBookingInputSchema,
  type ClaimGuestBookingOutput,
} from '@brunchers/model';
import type { Firestore } from 'firebase-admin/firestore';
import { requireSignedIn, type CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { parseInput } from '../lib/validate.js';
import { bookingRef } from '../lib/bookingDocs.js';
import { bookingIdOfSession } from '../bookings/transition.js';

export async function handleClaimGuestBooking(
  request: CallRequest,
  deps: { db: Firestore },
): Promise<ClaimGuestBookingOutput> {
  const auth = requireSignedIn(request);
  const { sessionId } = parseInput(claimGuestBookingInputSchema, request.data);
  const email = typeof auth.token.email === 'string' ? auth.token.email.toLowerCase() : null;
  if (!email) fail('failed-precondition', 'Your account has no e-mail address.');
  const { db } = deps;
  const bookingId = await bookingIdOfSession(db, sessionId);
  if (bookingId === null) fail('not-found', 'Booking not found.');

  return db.runTransaction(async (tx) => {
    const booking = await tx.get(bookingRef(db, bookingId));
    const attendance = await tx.get(
      db.collection(COLLECTIONS.eventAttendances).doc(attendanceId(bookingId)),
    );
    if (!booking.exists) fail('not-found', 'Booking not found.');
    const owner: unknown = booking.get('user_id');
    if (owner === auth.uid) return { claimed: true };
    const guestEmail: unknown = booking.get('guest_email');
    if (owner !== null || typeof guestEmail !== 'string' || guestEmail.toLowerCase() !== email)
      fail('permission-denied', 'This booking was made with another e-mail address.');
    tx.update(booking.ref, { user_id: auth.uid });
    if (attendance.exists) tx.update(attendance.ref, { user_id: auth.uid });
    return { claimed: true };
  });
}
