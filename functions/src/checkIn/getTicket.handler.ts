// getTicket: a confirmed booking's ticket with its signed token, for whoever holds it: the member
// who booked (by booking id), a guest on their success page (by the unguessable Checkout session
// id Stripe handed them) or anyone with the mail's ticket link (the token itself).

import {
  attendanceId,
  cityDateString,
  getTicketInputSchema,
  TICKET_NOT_FOUND,
  type GetTicketOutput,
} from '@brunchers/model';
import { requireSignedIn, type CallRequest } from '../lib/caller.js';
import { typedDoc } from '../lib/docs.js';
import { fail } from '../lib/errors.js';
import { livePartyName } from '../lib/memberNames.js';
import { parseInput } from '../lib/validate.js';
import type { CheckInDeps } from './deps.js';
import { ticketToken, verifyTicketToken } from './ticketToken.js';
import { bookingIdOfSession } from '../bookings/transition.js';

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
    bookingId = await bookingIdOfSession(db, input.sessionId);
  } else {
    bookingId = verifyTicketToken(deps.ticketSecret, input.token);
  }
  if (!bookingId) fail('not-found', TICKET_NOT_FOUND);
  const booking = (await typedDoc(db, 'bookings', bookingId).get()).data();
  // By booking id only the member who booked it; the same answer whether it exists or not.
  if ('bookingId' in input && booking?.user_id !== requireSignedIn(request).uid)
    fail('not-found', TICKET_NOT_FOUND);
  if (booking?.status !== 'confirmed') fail('not-found', TICKET_NOT_FOUND);
  const [eventSnap, attendanceSnap, holderName] = await Promise.all([
    typedDoc(db, 'events', booking.event_id).get(),
    typedDoc(db, 'eventAttendances', attendanceId(bookingId)).get(),
    // The holder's name as it is now (a member who renamed themselves), not the booking's copy.
    livePartyName(db, { user_id: booking.user_id, attendee_name: booking.guest_name }),
  ]);
  const [event, attendance] = [eventSnap.data(), attendanceSnap.data()];
  // The table is told on the day (city time): plans may still change before.
  const onTheDay = cityDateString(deps.clock()) === event?.event_date;
  // A party placed at another venue than the event's goes there (issue 33 item 3): that venue's
  // name and street, never the event's street under the new name.
  const placed = booking.venue_id !== null && booking.venue_id !== (event?.venue_id ?? null);
  const place = placed
    ? {
        locationName: booking.venue_name ?? '',
        address: booking.venue_address ?? '',
        city: booking.venue_city ?? event?.city ?? '',
      }
    : {
        locationName: event?.location_name ?? '',
        address: event?.address ?? '',
        city: event?.city ?? '',
      };
  return {
    token: ticketToken(deps.ticketSecret, bookingId),
    bookingId,
    eventTitle: booking.event_title,
    ...(booking.event_title_pt ? { eventTitlePt: booking.event_title_pt } : {}),
    eventDate: event?.event_date ?? '',
    eventTime: event?.event_time ?? '',
    venueName: booking.venue_name ?? null,
    ...place,
    guestCount: booking.guest_count,
    holderName: holderName ?? attendance?.attendee_name ?? null,
    tableNumber: onTheDay ? (attendance?.table_number ?? null) : null,
  };
}
