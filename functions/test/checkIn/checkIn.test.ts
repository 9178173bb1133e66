// Door check-in (issue 22): ticket tokens, checkInTicket, undoCheckIn and getTicket. Handlers are
// called with a fixed clock for the time windows; the Functions host answers the calls that prove
// the wiring and two door phones scanning the same ticket at the same moment.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  attendanceForBooking,
  checkoutSessionDoc,
  cityDateString,
  pendingBooking,
  userRoleId,
  type BookingDoc,
  type BookingStatus,
  type CheckInTicketOutput,
} from '@brunchers/model';
import { handleCheckInTicket } from '../../src/checkIn/checkInTicket.handler.js';
import { handleGetTicket } from '../../src/checkIn/getTicket.handler.js';
import { handleAssignVenue } from '../../src/admin/assignVenue.handler.js';
import { ticketToken, verifyTicketToken } from '../../src/checkIn/ticketToken.js';
import { handleUndoCheckIn } from '../../src/checkIn/undoCheckIn.handler.js';
import type { CheckInDeps } from '../../src/checkIn/deps.js';
import { TICKET_SECRET, startStack, type Stack } from '../support/stack.js';
import {
  callCallable,
  eventDoc,
  httpsErrorOf,
  member,
  unsignedIdToken,
} from '../support/fixtures.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ host: true });
});
afterAll(() => stack.close());

// Sunday 14 June 2026, 11:00 in Lisbon (summer time, UTC+1) = 10:00 UTC.
const EVENT = { event_date: '2026-06-14', event_time: '11:00' };
const at = (iso: string) => new Date(iso);
const DURING = at('2026-06-14T09:30:00Z');

function deps(now: Date = DURING): CheckInDeps {
  return { db: stack.db, clock: () => now, ticketSecret: TICKET_SECRET };
}

async function seedBooking(
  bookingId: string,
  options: {
    venueId?: string;
    status?: BookingStatus;
    guests?: number;
    event?: { event_date: string; event_time: string };
    userId?: string;
  } = {},
) {
  const eventId = `event-${bookingId}`;
  const event = eventDoc({ ...(options.event ?? EVENT), venue_id: options.venueId ?? 'garden' });
  await stack.db.collection(COLLECTIONS.events).doc(eventId).set(event);
  const now = new Date('2026-06-01T10:00:00Z');
  const booking = {
    ...pendingBooking({
      eventId,
      event,
      guestCount: options.guests ?? 3,
      userId: options.userId ?? 'anna',
      now,
    }),
    status: options.status ?? 'confirmed',
    venue_id: options.venueId ?? 'garden',
    venue_name: 'Garden Terrace',
  };
  await stack.db.collection(COLLECTIONS.bookings).doc(bookingId).set(booking);
  await stack.db
    .collection(COLLECTIONS.eventAttendances)
    .doc(bookingId)
    .set(attendanceForBooking(bookingId, booking, 'Anna Silva', now));
}

const attendance = async (bookingId: string) =>
  (await stack.db.collection(COLLECTIONS.eventAttendances).doc(bookingId).get()).data()!;

const asUser = (uid: string, data: unknown) => ({ auth: member(uid), data });
const scan = (uid: string, data: Record<string, unknown>, now?: Date) =>
  handleCheckInTicket(asUser(uid, { venueId: 'garden', ...data }), deps(now));

beforeEach(async () => {
  await stack.clearFirestore();
  const roles = stack.db.collection(COLLECTIONS.userRoles);
  const venues = stack.db.collection(COLLECTIONS.venues);
  await Promise.all([
    roles.doc(userRoleId('paula', 'partner')).set({ user_id: 'paula', role: 'partner' }),
    roles.doc(userRoleId('rui', 'partner')).set({ user_id: 'rui', role: 'partner' }),
    roles.doc(userRoleId('boss', 'admin')).set({ user_id: 'boss', role: 'admin' }),
    venues.doc('garden').set({
      name: 'Garden Terrace',
      city: 'Lisbon',
      country: 'Portugal',
      partner_user_id: 'paula',
    }),
    venues.doc('harbour').set({
      name: 'Harbour Deck',
      city: 'Lisbon',
      country: 'Portugal',
      partner_user_id: 'rui',
    }),
    stack.db
      .collection(COLLECTIONS.userProfiles)
      .doc('paula')
      .set({ user_id: 'paula', display_name: 'Paula', level: 1, experience_points: 0 }),
  ]);
});

describe('ticket tokens', () => {
  it('verify only with the key that signed them and name the booking', () => {
    const token = ticketToken(TICKET_SECRET, 'b1');
    expect(token).toMatch(/^BRT1\./);
    expect(token).not.toBe('b1');
    expect(verifyTicketToken(TICKET_SECRET, token)).toBe('b1');
    expect(verifyTicketToken('another-key', token)).toBeNull();
    // The signature of one booking does not carry over to another.
    const [prefix, , signature] = token.split('.');
    const swapped = `${prefix}.${Buffer.from('b2').toString('base64url')}.${signature}`;
    expect(verifyTicketToken(TICKET_SECRET, swapped)).toBeNull();
    expect(verifyTicketToken(TICKET_SECRET, 'b1')).toBeNull();
  });
});

describe('checkInTicket', () => {
  it('checks a genuine ticket in: name, party, who and when; a replay is "already checked in"', async () => {
    await seedBooking('b1');
    const token = ticketToken(TICKET_SECRET, 'b1');
    const first = await scan('paula', { token });
    expect(first).toMatchObject({
      code: 'checked_in',
      bookingId: 'b1',
      name: 'Anna Silva',
      guestCount: 3,
      arrivedCount: 3,
      checkedInBy: 'Paula',
      checkedInAt: DURING.toISOString(),
    });
    expect(await attendance('b1')).toMatchObject({
      marked_present: true,
      marked_by: 'paula',
      marked_by_name: 'Paula',
      arrived_count: 3,
    });
    const stored = await attendance('b1');

    const replay = await scan('paula', { token }, at('2026-06-14T09:40:00Z'));
    expect(replay).toMatchObject({
      code: 'already_checked_in',
      name: 'Anna Silva',
      checkedInAt: DURING.toISOString(),
      checkedInBy: 'Paula',
      arrivedCount: 3,
    });
    expect(await attendance('b1')).toEqual(stored);
  });

  it('answers "not a Brunchers ticket" to forged, foreign and bare-id codes, changing nothing', async () => {
    await seedBooking('b1');
    const genuine = ticketToken(TICKET_SECRET, 'b1');
    const [prefix, , signature] = genuine.split('.');
    const forged = [
      ticketToken('a-guessed-key', 'b1'),
      `${prefix}.${Buffer.from('b1').toString('base64url')}.${'A'.repeat(43)}`,
      `${prefix}.${Buffer.from('b1x').toString('base64url')}.${signature}`,
      'b1',
      'https://example.com/some-other-qr',
    ];
    for (const token of forged)
      expect(await scan('paula', { token }), token).toMatchObject({
        code: 'not_a_ticket',
        name: null,
      });
    expect(await attendance('b1')).toMatchObject({ marked_present: false, marked_by: null });
  });

  it('refuses cancelled and unpaid bookings', async () => {
    await seedBooking('gone', { status: 'cancelled' });
    await seedBooking('refunded', { status: 'refunded' });
    await seedBooking('unpaid', { status: 'pending' });
    for (const id of ['gone', 'refunded'])
      expect((await scan('paula', { token: ticketToken(TICKET_SECRET, id) })).code).toBe(
        'cancelled',
      );
    expect((await scan('paula', { token: ticketToken(TICKET_SECRET, 'unpaid') })).code).toBe(
      'not_confirmed',
    );
    for (const id of ['gone', 'refunded', 'unpaid'])
      expect((await attendance(id)).marked_present).toBe(false);
  });

  it('tells another venue’s door "wrong venue" without naming the guest', async () => {
    await seedBooking('b1', { venueId: 'garden' });
    const answer = await handleCheckInTicket(
      asUser('rui', { venueId: 'harbour', token: ticketToken(TICKET_SECRET, 'b1') }),
      deps(),
    );
    expect(answer).toMatchObject({ code: 'wrong_venue', name: null, guestCount: null });
    expect((await attendance('b1')).marked_present).toBe(false);
  });

  it('lets only the venue’s partner (holding the role now) or an admin work its door', async () => {
    await seedBooking('b1');
    const token = ticketToken(TICKET_SECRET, 'b1');
    // Rui is a partner, but not of the garden; Anna is a member; Paula without her role document.
    for (const uid of ['rui', 'anna'])
      expect(await httpsErrorOf(scan(uid, { token }))).toMatchObject({
        code: 'permission-denied',
      });
    await stack.db.collection(COLLECTIONS.userRoles).doc(userRoleId('paula', 'partner')).delete();
    expect(await httpsErrorOf(scan('paula', { token }))).toMatchObject({
      code: 'permission-denied',
    });
    expect((await attendance('b1')).marked_present).toBe(false);
    expect((await scan('boss', { token })).code).toBe('checked_in');
  });

  it('opens 2 hours before the start and closes at the end of the event’s day (Lisbon)', async () => {
    await seedBooking('b1');
    const token = ticketToken(TICKET_SECRET, 'b1');
    const dayBefore = at('2026-06-13T12:00:00Z');
    const tooLate = [at('2026-06-14T23:00:00Z'), at('2026-06-20T10:00:00Z')];
    for (const now of [dayBefore, ...tooLate])
      expect(await scan('paula', { token }, now), now.toISOString()).toMatchObject({
        code: 'wrong_day',
        eventDate: '2026-06-14',
        eventTime: '11:00',
      });
    // Earlier on the event's own day: not "wrong day" but "not open yet" (the door says when).
    for (const now of [at('2026-06-13T23:30:00Z'), at('2026-06-14T07:59:00Z')])
      expect(await scan('paula', { token }, now), now.toISOString()).toMatchObject({
        code: 'not_open_yet',
        name: 'Anna Silva',
        eventDate: '2026-06-14',
        eventTime: '11:00',
      });
    expect((await attendance('b1')).marked_present).toBe(false);
    // 23:30 in Lisbon is 22:30 UTC: still the event's day.
    expect((await scan('paula', { token }, at('2026-06-14T22:30:00Z'))).code).toBe('checked_in');
  });

  it('tells the door the party’s table when the plan has seated them', async () => {
    await seedBooking('b1');
    await seedBooking('b2');
    await stack.db.collection(COLLECTIONS.eventAttendances).doc('b1').update({ table_number: 3 });
    expect(await scan('paula', { bookingId: 'b1' })).toMatchObject({
      code: 'checked_in',
      tableNumber: 3,
    });
    expect(await scan('paula', { bookingId: 'b1' })).toMatchObject({
      code: 'already_checked_in',
      tableNumber: 3,
    });
    expect(await scan('paula', { bookingId: 'b2' })).toMatchObject({
      code: 'checked_in',
      tableNumber: null,
    });
  });

  it('checks a party in as its people arrive: 2 of 3, then 3 of 3', async () => {
    await seedBooking('b1', { guests: 3 });
    const first = await scan('paula', { bookingId: 'b1', arrived: 2 });
    expect(first).toMatchObject({ code: 'checked_in', arrivedCount: 2, guestCount: 3 });
    const rest = await scan('paula', { token: ticketToken(TICKET_SECRET, 'b1'), arrived: 3 });
    expect(rest).toMatchObject({ code: 'arrivals_updated', arrivedCount: 3 });
    expect(await attendance('b1')).toMatchObject({ arrived_count: 3, marked_by: 'paula' });
  });

  it('two door phones scanning the same ticket at once: one check-in, the other is told', async () => {
    // Today's event from midnight: the window is open whenever this runs.
    await seedBooking('b1', {
      event: { event_date: cityDateString(new Date()), event_time: '00:00' },
    });
    const token = ticketToken(TICKET_SECRET, 'b1');
    const phone = () =>
      callCallable(
        stack.functionUrl('checkInTicket'),
        { venueId: 'garden', token },
        unsignedIdToken('paula'),
      );
    const answers = await Promise.all([phone(), phone()]);
    const codes = answers.map((answer) => (answer.result as CheckInTicketOutput).code).sort();
    expect(codes).toEqual(['already_checked_in', 'checked_in']);
    const late = answers.find(
      (answer) => (answer.result as CheckInTicketOutput).code === 'already_checked_in',
    )!.result as CheckInTicketOutput;
    expect(late).toMatchObject({ name: 'Anna Silva', checkedInBy: 'Paula' });
    expect(late.checkedInAt).toEqual(
      (await attendance('b1')).marked_present_at.toDate().toISOString(),
    );
  });
});

describe('undoCheckIn', () => {
  const checkInAt = async (now: Date) => {
    await seedBooking('b1');
    expect((await scan('paula', { bookingId: 'b1' }, now)).code).toBe('checked_in');
  };

  it('lets the partner undo within 2 minutes, recording who and when', async () => {
    await checkInAt(DURING);
    const later = at('2026-06-14T09:31:59Z');
    expect(await handleUndoCheckIn(asUser('paula', { bookingId: 'b1' }), deps(later))).toEqual({
      undone: true,
    });
    const undone = await attendance('b1');
    expect(undone).toMatchObject({
      marked_present: false,
      marked_by: null,
      arrived_count: 0,
      undone_by: 'paula',
    });
    expect(undone.undone_at.toDate()).toEqual(later);
    // Checked in again after the undo, as new.
    expect((await scan('paula', { bookingId: 'b1' }, later)).code).toBe('checked_in');
  });

  it('after 2 minutes only an admin may undo; another venue’s partner never', async () => {
    await checkInAt(DURING);
    const late = at('2026-06-14T09:32:01Z');
    expect(
      await httpsErrorOf(handleUndoCheckIn(asUser('paula', { bookingId: 'b1' }), deps(late))),
    ).toMatchObject({ code: 'failed-precondition' });
    expect(
      await httpsErrorOf(handleUndoCheckIn(asUser('rui', { bookingId: 'b1' }), deps(DURING))),
    ).toMatchObject({ code: 'permission-denied' });
    expect((await attendance('b1')).marked_present).toBe(true);
    expect(await handleUndoCheckIn(asUser('boss', { bookingId: 'b1' }), deps(late))).toEqual({
      undone: true,
    });
    expect(await attendance('b1')).toMatchObject({ marked_present: false, undone_by: 'boss' });
  });
});

describe('a party placed at another venue (issue 33 item 3)', () => {
  it("the ticket shows that venue's name and street; its door admits it, the old one does not", async () => {
    await stack.db
      .collection(COLLECTIONS.venues)
      .doc('harbour')
      .update({ address: 'Cais 12', postcode: '1100-001' });
    await seedBooking('b1', { userId: 'anna' });
    await handleAssignVenue(
      { auth: member('boss'), data: { bookingId: 'b1', venueId: 'harbour' } },
      { db: stack.db, auth: null as never, clock: () => new Date('2026-06-10T10:00:00Z') },
    );
    expect(await handleGetTicket(asUser('anna', { bookingId: 'b1' }), deps())).toMatchObject({
      venueName: 'Harbour Deck',
      locationName: 'Harbour Deck',
      address: 'Cais 12, 1100-001',
      city: 'Lisbon',
    });
    expect(await scan('paula', { token: ticketToken(TICKET_SECRET, 'b1') }, DURING)).toMatchObject({
      code: 'wrong_venue',
    });
    expect(
      await handleCheckInTicket(
        asUser('rui', { venueId: 'harbour', token: ticketToken(TICKET_SECRET, 'b1') }),
        deps(DURING),
      ),
    ).toMatchObject({ code: 'checked_in' });
  });
});

describe('getTicket', () => {
  it('gives the member who booked their ticket, signed; nobody else by booking id', async () => {
    await seedBooking('b1', { userId: 'anna' });
    const ticket = await handleGetTicket(asUser('anna', { bookingId: 'b1' }), deps());
    expect(ticket).toMatchObject({
      bookingId: 'b1',
      eventDate: '2026-06-14',
      eventTime: '11:00',
      venueName: 'Garden Terrace',
      guestCount: 3,
      holderName: 'Anna Silva',
    });
    expect(verifyTicketToken(TICKET_SECRET, ticket.token)).toBe('b1');
    // The mail's link (the token) opens the same ticket without signing in.
    expect(await handleGetTicket({ data: { token: ticket.token } }, deps())).toEqual(ticket);
    expect(
      await httpsErrorOf(handleGetTicket(asUser('eve', { bookingId: 'b1' }), deps())),
    ).toMatchObject({ code: 'not-found' });
    expect(
      await httpsErrorOf(handleGetTicket({ data: { bookingId: 'b1' } }, deps())),
    ).toMatchObject({ code: 'unauthenticated' });
  });

  it('gives a guest their ticket by Checkout session id; none for a cancelled booking', async () => {
    await seedBooking('b1', { userId: 'anna' });
    await seedBooking('gone', { status: 'cancelled' });
    const booking = (await stack.db.collection(COLLECTIONS.bookings).doc('b1').get()).data();
    await stack.db
      .collection(COLLECTIONS.checkoutSessions)
      .doc('cs_test_1')
      .set(checkoutSessionDoc('b1', booking as BookingDoc, 'confirmed', new Date()));
    expect((await handleGetTicket({ data: { sessionId: 'cs_test_1' } }, deps())).bookingId).toBe(
      'b1',
    );
    expect(
      await httpsErrorOf(handleGetTicket(asUser('anna', { bookingId: 'gone' }), deps())),
    ).toMatchObject({ code: 'not-found' });
    expect(
      await httpsErrorOf(
        handleGetTicket({ data: { token: ticketToken(TICKET_SECRET, 'gone') } }, deps()),
      ),
    ).toMatchObject({ code: 'not-found' });
  });
});

describe('names read live (issue 36)', () => {
  it('the ticket and the door show the member’s current name, not the copy the booking made', async () => {
    await seedBooking('b1', { userId: 'anna' });
    // Anna renamed herself after booking: the attendance still says "Anna Silva".
    await stack.db
      .collection(COLLECTIONS.userProfiles)
      .doc('anna')
      .set({ user_id: 'anna', display_name: 'Ana Sofia', level: 1, experience_points: 0 });
    const ticket = await handleGetTicket(asUser('anna', { bookingId: 'b1' }), deps());
    expect(ticket.holderName).toBe('Ana Sofia');
    const answer = await scan('paula', { token: ticket.token });
    expect(answer).toMatchObject({ code: 'checked_in', name: 'Ana Sofia' });
  });
});
