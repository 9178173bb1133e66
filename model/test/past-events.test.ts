// Past brunches (issue 33, item 4): when an event has taken place, how My Bookings reads a booking
// then, what the Upcoming counter counts, and what a past event's page offers instead of booking.
import { describe, expect, it } from 'vitest';
import {
  bookingRefundLine,
  countUpcomingBookings,
  eventTimeline,
  hasTakenPlace,
  myBookingView,
  relatedUpcomingEvents,
  seriesKey,
} from '../src/index';

// 10:00 in Lisbon on 2030-05-04 (summer time, UTC+1).
const NOW = new Date('2030-05-04T09:00:00Z');
const brunch = (event_date: string, event_time = '11:00') => ({ event_date, event_time });

describe('eventTimeline / hasTakenPlace', () => {
  it('is upcoming before the start, started later that day, past from the next day', () => {
    expect(eventTimeline(brunch('2030-05-05'), NOW)).toBe('upcoming');
    expect(eventTimeline(brunch('2030-05-04', '11:00'), NOW)).toBe('upcoming');
    expect(eventTimeline(brunch('2030-05-04', '09:30'), NOW)).toBe('started');
    expect(eventTimeline(brunch('2030-05-03', '23:00'), NOW)).toBe('past');
    expect(hasTakenPlace(brunch('2030-05-03'), NOW)).toBe(true);
    expect(hasTakenPlace(brunch('2030-05-04', '08:00'), NOW)).toBe(false);
  });
  it('reads the day on the city clock: 23:30 UTC is already the next day in Lisbon summer', () => {
    expect(hasTakenPlace(brunch('2030-05-04'), new Date('2030-05-04T23:30:00Z'))).toBe(true);
    expect(hasTakenPlace(brunch('2030-05-04'), new Date('2030-05-04T22:30:00Z'))).toBe(false);
  });
});

describe('myBookingView', () => {
  const confirmed = { status: 'confirmed' };
  it('a past confirmed booking reads attended or not attended, with no ticket and no cancel', () => {
    for (const attended of [true, false]) {
      expect(myBookingView(confirmed, brunch('2030-05-01'), attended, NOW)).toEqual({
        badge: { kind: 'attendance', attended },
        showTicket: false,
        showCalendar: false,
        canCancel: false,
      });
    }
  });
  it('an upcoming confirmed booking has its ticket, calendar and cancel', () => {
    expect(myBookingView(confirmed, brunch('2030-05-10'), false, NOW)).toEqual({
      badge: { kind: 'state', state: 'confirmed' },
      showTicket: true,
      showCalendar: true,
      canCancel: true,
    });
  });
  it('on the day after the start: the ticket for the door, no cancel', () => {
    const view = myBookingView(confirmed, brunch('2030-05-04', '09:30'), false, NOW);
    expect([view.showTicket, view.canCancel, view.showCalendar]).toEqual([true, false, false]);
  });
  it('while the event is unknown nothing can be cancelled yet', () => {
    const view = myBookingView(confirmed, null, false, NOW);
    expect([view.showTicket, view.canCancel]).toEqual([true, false]);
  });
  it('other statuses keep their word, past or not, and offer nothing', () => {
    const refunded = myBookingView({ status: 'refunded' }, brunch('2030-05-01'), false, NOW);
    expect(refunded.badge).toEqual({ kind: 'state', state: 'refunded' });
    expect(refunded.showTicket || refunded.canCancel).toBe(false);
    const awaiting = myBookingView(
      { status: 'pending', awaiting_payment: true },
      brunch('2030-05-10'),
      false,
      NOW,
    );
    expect(awaiting.badge).toEqual({ kind: 'state', state: 'awaiting_payment' });
  });
});

describe('countUpcomingBookings', () => {
  it('counts confirmed bookings of brunches that have not started, nothing else', () => {
    const events = new Map([
      ['past', brunch('2030-05-01')],
      ['today-started', brunch('2030-05-04', '09:00')],
      ['next', brunch('2030-06-01')],
    ]);
    const bookings = [
      { status: 'confirmed', event_id: 'past' },
      { status: 'confirmed', event_id: 'today-started' },
      { status: 'confirmed', event_id: 'next' },
      { status: 'confirmed', event_id: 'next' },
      { status: 'refunded', event_id: 'next' },
      { status: 'confirmed', event_id: 'unknown' },
    ];
    expect(countUpcomingBookings(bookings, events, NOW)).toBe(2);
  });
});

describe('bookingRefundLine', () => {
  const at = new Date('2030-01-01');
  const base = { status: 'confirmed', total_amount_cents: 2_500, created_at: at };
  const entry = (kind: 'charge' | 'refund', amount_cents: number, key: string) => ({
    kind,
    amount_cents,
    reason: 'payment',
    stripe_id: null,
    key,
    at,
  });
  it('says what the ledger refunded of what it charged', () => {
    const ledger = [
      entry('charge', 10_000, 'c'),
      entry('refund', 5_000, 'r1'),
      entry('refund', 2_500, 'r2'),
    ];
    expect(bookingRefundLine({ ...base, ledger })).toBe('Refunded €75.00 of €100.00');
  });
  it('reads a booking older than the ledger from what it recorded', () => {
    expect(bookingRefundLine({ ...base, payment_intent_id: 'pi_1', refunded_cents: 7_500 })).toBe(
      'Refunded €75.00 of €100.00',
    );
  });
  it('says nothing when no refund happened', () => {
    expect(bookingRefundLine({ ...base, ledger: [entry('charge', 2_500, 'c')] })).toBeNull();
    expect(bookingRefundLine(base)).toBeNull();
  });
});

describe('relatedUpcomingEvents', () => {
  const base = {
    title: 'Sunday Garden Brunch',
    style: 'Garden',
    location_name: 'The Yard',
    venue_id: 'v1',
    status: 'published',
    event_time: '11:00',
  };
  const past = { ...base, id: 'past', event_date: '2030-04-27' };
  const today = '2030-05-04';
  it('offers the next dates of the same brunch (a duplicate’s "(copy)" aside), soonest first', () => {
    const candidates = [
      { ...base, id: 'later', event_date: '2030-05-18' },
      { ...base, id: 'copy', title: 'Sunday Garden Brunch (copy)', event_date: '2030-05-11' },
      { ...base, id: 'other-style', title: 'Jazz', style: 'Jazz', event_date: '2030-05-05' },
      { ...base, id: 'old', event_date: '2030-04-20' },
      { ...base, id: 'draft', status: 'draft', event_date: '2030-05-06' },
      past,
    ];
    const related = relatedUpcomingEvents(past, candidates, today);
    expect(related.kind).toBe('series');
    expect(related.events.map((e) => e.id)).toEqual(['copy', 'later']);
  });
  it('else similar brunches: the same place first, then the same style', () => {
    const candidates = [
      {
        ...base,
        id: 'style',
        title: 'Other',
        location_name: 'Elsewhere',
        venue_id: 'v9',
        event_date: '2030-05-05',
      },
      { ...base, id: 'place', title: 'Jazz', style: 'Jazz', event_date: '2030-05-20' },
      {
        ...base,
        id: 'unrelated',
        title: 'X',
        style: 'Rooftop',
        location_name: 'Top',
        venue_id: null,
        event_date: '2030-05-06',
      },
    ];
    const related = relatedUpcomingEvents(past, candidates, today);
    expect(related).toEqual({ kind: 'similar', events: [candidates[1], candidates[0]] });
  });
  it('says none when nothing fits', () => {
    expect(relatedUpcomingEvents(past, [], today)).toEqual({ kind: 'none', events: [] });
  });
  it('seriesKey ignores case, spacing and copies', () => {
    expect(seriesKey('  Sunday  Brunch (copy) (copy) ')).toBe('sunday brunch');
  });
});
