// getTicket: a confirmed booking's ticket with its signed token, for whoever holds it: the member
// who booked (by booking id), a guest on their success page (by the unguessable Checkout session
// id Stripe handed them) or anyone with the mail's ticket link (the token itself).

import {
  COLLECTIONS,
  attendanceId,
  cityDateString,
  getTicketInputSchema,
  TICKET_NOT_FOUND,
  type GetTicketOutput,
} from '@brunchers/model';
import { requireSignedIn, type CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { parseInput } from '../lib/validate.js';
import type { CheckInDeps } from './deps.js';
import { ticketToken, verifyTicketToken } from './ticketToken.js';

export async function handleGetTicket(
  request: CallRequest,
  deps: CheckInDeps,
): Promise<GetTicketOutput> {
  const input = parseInput(getTicketInputSchema, request.data);
  const { db } = deps;
  let bookingId: string | null;
  if ('bookingId' in input) {
    bookingId = input.bookingId;
  } else if ('sessionId' in input) {
    const session = await db.collection(COLLECTIONS.checkoutSessions).doc(input.sessionId).get();
    bookingId = (session.get('booking_id') as string | undefined) ?? null;
  } else {
    bookingId = verifyTicketToken(deps.ticketSecret, input.token);
  }
  if (!bookingId) fail('not-found', TICKET_NOT_FOUND);
  const booking = await db.collection(COLLECTIONS.bookings).doc(bookingId).get();
  // By booking id only the member who booked it; the same answer whether it exists or not.
  if ('bookingId' in input && booking.get('user_id') !== requireSignedIn(request).uid)
    fail('not-found', TICKET_NOT_FOUND);
  if (!booking.exists || booking.get('status') !== 'confirmed') fail('not-found', TICKET_NOT_FOUND);
  const [event, attendance] = await Promise.all([
    db.collection(COLLECTIONS.events).doc(booking.get('event_id')).get(),
    db.collection(COLLECTIONS.eventAttendances).doc(attendanceId(bookingId)).get(),
  ]);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  // The table is told on the day (city time): plans may still change before.
  const onTheDay = cityDateString(deps.clock()) === text(event.get('event_date'));
  return {
    token: ticketToken(deps.ticketSecret, bookingId),
    bookingId,
    eventTitle: text(booking.get('event_title')),
    eventDate: text(event.get('event_date')),
    eventTime: text(event.get('event_time')),
    venueName: (booking.get('venue_name') as string | null | undefined) ?? null,
    locationName: text(event.get('location_name')),
    address: text(event.get('address')),
    city: text(event.get('city')),
    guestCount: booking.get('guest_count') as number,
    holderName:
      (attendance.get('attendee_name') as string | null | undefined) ??
      (booking.get('guest_name') as string | null) ??
      null,
    tableNumber: onTheDay
      ? ((attendance.get('table_number') as number | null | undefined) ?? null)
      : null,
  };
}
