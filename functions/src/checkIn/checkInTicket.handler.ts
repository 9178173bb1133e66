// checkInTicket: the door scans a ticket (or picks a name) and is told at a glance what to do.
// The token must be ours (signed with TICKET_SECRET), the booking confirmed, at the door's venue,
// and the event's check-in window open (2 h before the start to the end of its day; earlier on
// the day itself the door is told when it opens). One
// transaction reads and writes the attendance, so two phones scanning the same ticket at once
// make one check-in; the other is told who got there first.

import {
  attendanceId,
  checkInTicketInputSchema,
  checkInWindow,
  outsideWindowCode,
  toDate,
  type CheckInTicketOutput,
  checkInAnswer,
  type BookingDoc,
  type EventAttendanceDoc,
} from '@brunchers/model';
import { requireSignedIn, type CallRequest } from '../lib/caller.js';
import { typedDoc } from '../lib/docs.js';
import { logs } from '../lib/logs.js';
import { livePartyName } from '../lib/memberNames.js';
import { timestamp } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import type { CheckInDeps } from './deps.js';
import { checkerName, requireDoorKeeper } from './doorAccess.js';
import { verifyTicketToken } from './ticketToken.js';

const answer = checkInAnswer;

export async function handleCheckInTicket(
  request: CallRequest,
  deps: CheckInDeps,
): Promise<CheckInTicketOutput> {
  const auth = requireSignedIn(request);
  const input = parseInput(checkInTicketInputSchema, request.data);
  const { db } = deps;
  await requireDoorKeeper(db, auth, input.venueId);
  const bookingId =
    'token' in input ? verifyTicketToken(deps.ticketSecret, input.token) : input.bookingId;
  const result = bookingId
    ? await checkIn(deps, auth.uid, input.venueId, bookingId, input.arrived)
    : answer('not_a_ticket');
  logs.ticketScanned(auth.uid, input.venueId, bookingId, result.code);
  return result;
}

async function checkIn(
  deps: CheckInDeps,
  uid: string,
  venueId: string,
  bookingId: string,
  arrived: number | undefined,
): Promise<CheckInTicketOutput> {
  const { db } = deps;
  const byName = await checkerName(db, uid);
  return db.runTransaction(async (tx) => {
    const bookingRef = typedDoc(db, 'bookings', bookingId);
    const attendanceRef = typedDoc(db, 'eventAttendances', attendanceId(bookingId));
    const [booking, attendance] = (
      await Promise.all([tx.get(bookingRef), tx.get(attendanceRef)])
    ).map((snapshot) => snapshot.data()) as [
      BookingDoc | undefined,
      EventAttendanceDoc | undefined,
    ];
    // A signed token always names a real booking; a picked id that does not exist is not ours.
    if (!booking) return answer('not_a_ticket');
    // Nothing about another venue's guest is told (not even whether they cancelled).
    if (booking.venue_id !== venueId) return answer('wrong_venue');
    if (booking.status === 'pending') return answer('not_confirmed', { bookingId });
    if (booking.status !== 'confirmed' || !attendance) return answer('cancelled', { bookingId });

    const event = (await tx.get(typedDoc(db, 'events', booking.event_id))).data();
    const party = booking.guest_count;
    const who = {
      bookingId,
      // The member's name as it is now (issue 36), not the copy the booking made.
      name: await livePartyName(db, attendance, tx),
      guestCount: party,
      eventTitle: booking.event_title,
      eventDate: event?.event_date ?? '',
      eventTime: event?.event_time ?? '',
      tableNumber: attendance.table_number ?? null,
    };
    const now = deps.clock();
    if (!event) return answer('wrong_day', who);
    // Later today but before check-in opens: the door says when it opens (not "wrong day").
    if (checkInWindow(event, now) !== 'open') return answer(outsideWindowCode(event, now), who);

    const wanted = Math.min(arrived ?? party, party);
    if (!attendance.marked_present) {
      tx.update(attendanceRef, {
        marked_present: true,
        marked_present_at: timestamp(now),
        marked_by: uid,
        marked_by_name: byName,
        arrived_count: wanted,
      });
      return answer('checked_in', {
        ...who,
        arrivedCount: wanted,
        checkedInAt: now.toISOString(),
        checkedInBy: byName,
      });
    }
    const at = attendance.marked_present_at;
    const earlier = {
      ...who,
      checkedInAt: at ? toDate(at).toISOString() : null,
      checkedInBy: attendance.marked_by_name ?? null,
    };
    const before = attendance.arrived_count ?? party;
    if (arrived !== undefined && wanted !== before) {
      tx.update(attendanceRef, { arrived_count: wanted });
      return answer('arrivals_updated', { ...earlier, arrivedCount: wanted });
    }
    return answer('already_checked_in', { ...earlier, arrivedCount: before });
  });
}
