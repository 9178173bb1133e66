// When a brunch is over, and what the member's screens show for it then (issue 33, item 4): My
// Bookings reads a past booking as attended / not attended (no ticket, no cancel), the dashboard's
// Upcoming counts only confirmed bookings still to come, and a past event's page offers the next
// dates of the same brunch (or similar ones) instead of booking or the waitlist. The money line
// ("Refunded €x of €y") is the ledger's (ledger.ts).

import { eventStartsAt } from '../dates';
import type { BookingState } from '../constants';
import { bookingState } from './booking';
import { cityDateString } from './check-in';
import { compareEventsByDate } from './events';

interface EventWhen {
  event_date: string;
  event_time: string;
}

/**
 * Where an event stands at `now` (city time): still to come; started today (the ticket is still
 * needed at the door, which opens until the day ends, but cancelling is over); or taken place
 * (its day is over: sales refuse it too, see checkSale).
 */
export type EventTimeline = 'upcoming' | 'started' | 'past';

export function eventTimeline(event: EventWhen, now: Date): EventTimeline {
  if (event.event_date < cityDateString(now)) return 'past';
  return now.getTime() >= eventStartsAt(event).getTime() ? 'started' : 'upcoming';
}

/** The event's day is over: its page says "This brunch has taken place" and sells nothing. */
export function hasTakenPlace(event: EventWhen, now: Date): boolean {
  return eventTimeline(event, now) === 'past';
}

/** How one of My Bookings reads, and what it offers. */
export interface MyBookingView {
  /** The status word: the booking's state, or for a past confirmed booking whether they came. */
  badge: { kind: 'state'; state: BookingState } | { kind: 'attendance'; attended: boolean };
  showTicket: boolean;
  showCalendar: boolean;
  canCancel: boolean;
}

/**
 * What My Bookings shows for `booking` of `event` (null while the event is unknown) at `now`.
 * Only a confirmed booking has a ticket; it can be cancelled until the brunch starts; once the
 * brunch is past it reads as attended (checked in) or not attended, with nothing to do.
 */
export function myBookingView(
  booking: { status: string; awaiting_payment?: boolean | undefined },
  event: EventWhen | null,
  attended: boolean,
  now: Date,
): MyBookingView {
  const state = bookingState(booking as Parameters<typeof bookingState>[0]);
  const none = { showTicket: false, showCalendar: false, canCancel: false };
  if (booking.status !== 'confirmed') return { badge: { kind: 'state', state }, ...none };
  const timeline = event ? eventTimeline(event, now) : null;
  if (timeline === 'past') return { badge: { kind: 'attendance', attended }, ...none };
  return {
    badge: { kind: 'state', state },
    showTicket: true,
    showCalendar: timeline === 'upcoming',
    canCancel: timeline === 'upcoming',
  };
}

/** The dashboard's Upcoming counter: confirmed bookings whose brunch has not started yet. */
export function countUpcomingBookings<B extends { status: string; event_id: string }>(
  bookings: readonly B[],
  eventsById: ReadonlyMap<string, EventWhen>,
  now: Date,
): number {
  return bookings.filter((booking) => {
    const event = eventsById.get(booking.event_id);
    return (
      booking.status === 'confirmed' &&
      event !== undefined &&
      eventTimeline(event, now) === 'upcoming'
    );
  }).length;
}

// --- A past event's next dates ---

/** The title a brunch's dates share: case and spacing aside, without the duplicate's " (copy)". */
export function seriesKey(title: string): string {
  return title
    .replace(/(\s*\(copy\))+\s*$/i, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

interface RelatedCandidate extends EventWhen {
  id: string;
  title: string;
  style: string;
  location_name: string;
  venue_id?: string | null | undefined;
  status: string;
}

export type RelatedEvents<E> =
  { kind: 'series'; events: E[] } | { kind: 'similar'; events: E[] } | { kind: 'none'; events: [] };

/**
 * What a past event's page offers instead of booking: the next dates of the same brunch (same
 * title, a duplicate's " (copy)" aside, at the same place), else similar brunches still to come
 * (same venue or place first, then the same style), soonest first, at most `count`.
 */
export function relatedUpcomingEvents<E extends RelatedCandidate>(
  past: RelatedCandidate,
  candidates: readonly E[],
  today: string,
  count = 3,
): RelatedEvents<E> {
  const open = candidates
    .filter((event) => event.id !== past.id && event.status === 'published')
    .filter((event) => event.event_date >= today)
    .sort(compareEventsByDate);
  const samePlace = (event: E) =>
    (past.venue_id != null && event.venue_id === past.venue_id) ||
    event.location_name.trim().toLowerCase() === past.location_name.trim().toLowerCase();
  const series = open.filter(
    (event) => seriesKey(event.title) === seriesKey(past.title) && samePlace(event),
  );
  if (series.length > 0) return { kind: 'series', events: series.slice(0, count) };
  const sameStyle = (event: E) =>
    past.style.trim() !== '' &&
    event.style.trim().toLowerCase() === past.style.trim().toLowerCase();
  const similar = [...open.filter(samePlace), ...open.filter((e) => !samePlace(e) && sameStyle(e))];
  if (similar.length > 0) return { kind: 'similar', events: similar.slice(0, count) };
  return { kind: 'none', events: [] };
}
