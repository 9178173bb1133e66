// Door check-in (issue 22): when a ticket may be checked in, how long a check-in may be undone by
// the partner who made it, what the door is told, and how the door screen picks its event.
// The token itself is signed by the server (functions/src/checkIn/ticketToken.ts); only its
// shape lives here, so the scanner can tell "not ours" without a round trip.

import { EVENT_TIME_ZONE } from '../constants';
import { eventStartsAt } from '../dates';
import type { CheckInTicketOutput } from '../schemas/callables';

/** Check-in opens this long before the event starts... */
export const CHECK_IN_OPENS_BEFORE_MINUTES = 120;
/** ...and a partner may take back their own check-in this long after it (a mis-tap). */
export const CHECK_IN_UNDO_MINUTES = 2;
/** Every ticket token starts with this, so a QR code from elsewhere is recognised at once. */
export const TICKET_TOKEN_PREFIX = 'BRT1';
/**
 * The door's event picker reads a bounded window of the venue's events, whatever the city's size:
 * the next upcoming ones, the latest past ones, and the events of the bookings an admin placed at
 * the venue by hand most recently (their event may be at no venue or another one).
 */
export const DOOR_UPCOMING_EVENTS_LIMIT = 10;
export const DOOR_RECENT_EVENTS_LIMIT = 3;
export const DOOR_ASSIGNED_BOOKINGS_LIMIT = 20;

/** Looks like one of our tokens: BRT1.<booking id, base64url>.<signature, base64url>. */
export function looksLikeTicketToken(text: string): boolean {
  return /^BRT1\.[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{20,100}$/.test(text.trim());
}

/** 'YYYY-MM-DD' of `at` on the city's wall clock. */
export function cityDateString(at: Date): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: EVENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** 'HH:MM' of `at` on the city's wall clock (what the door is told: "checked in at 10:02"). */
export function cityTimeString(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: EVENT_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

export type CheckInWindowCheck = 'open' | 'too_early' | 'too_late';

/**
 * Whether a ticket for `event` may be checked in at `now`: from 2 hours before the start until the
 * end of the event's day (city time). Earlier or later is "wrong day" at the door.
 */
export function checkInWindow(
  event: { event_date: string; event_time: string },
  now: Date,
): CheckInWindowCheck {
  const opens = eventStartsAt(event).getTime() - CHECK_IN_OPENS_BEFORE_MINUTES * 60_000;
  if (now.getTime() < opens) return 'too_early';
  if (cityDateString(now) > event.event_date) return 'too_late';
  return 'open';
}

/** When check-in opens for `event`: CHECK_IN_OPENS_BEFORE_MINUTES before its start. */
export function checkInOpensAt(event: { event_date: string; event_time: string }): Date {
  return new Date(eventStartsAt(event).getTime() - CHECK_IN_OPENS_BEFORE_MINUTES * 60_000);
}

/**
 * What the door is told about a ticket outside its window: a ticket for later today (city time)
 * scanned before check-in opens is "not open yet" (the door says when it opens); any other day,
 * before or after, is "wrong day".
 */
export function outsideWindowCode(
  event: { event_date: string; event_time: string },
  now: Date,
): 'not_open_yet' | 'wrong_day' {
  return checkInWindow(event, now) === 'too_early' && cityDateString(now) === event.event_date
    ? 'not_open_yet'
    : 'wrong_day';
}

/** Whether the partner who checked someone in may still undo it (admins always may). */
export function canUndoCheckIn(markedAt: Date, now: Date): boolean {
  return now.getTime() - markedAt.getTime() <= CHECK_IN_UNDO_MINUTES * 60_000;
}

/** Who checked a party in and when, as the door knows it. */
export interface DoorCheckInMark {
  /** The uid of the partner who checked the party in. */
  by: string | null;
  at: Date | null;
}

/**
 * Whether the door offers Undo under its answer to `uid`: the party was just checked in (or its
 * arrivals changed) by that partner, within CHECK_IN_UNDO_MINUTES. `mark` comes from the chosen
 * event's list, or, for a ticket of another event at the venue (checked in all the same, but not
 * on the list), from the door's own check-in of it.
 */
export function doorAnswerUndoable(
  code: CheckInTicketOutput['code'],
  mark: DoorCheckInMark | null,
  uid: string,
  now: Date,
): boolean {
  if (code !== 'checked_in' && code !== 'arrivals_updated') return false;
  return mark?.by === uid && mark.at !== null && canUndoCheckIn(mark.at, now);
}

/**
 * The event the door screen opens on: the first of today's events (city time) that has not
 * ended its day, else the next upcoming one, else the latest past one.
 */
export function defaultDoorEvent<E extends { id: string; event_date: string; event_time: string }>(
  events: readonly E[],
  now: Date,
): E | null {
  const today = cityDateString(now);
  const byStart = [...events].sort((a, b) =>
    `${a.event_date} ${a.event_time}`.localeCompare(`${b.event_date} ${b.event_time}`),
  );
  const upcoming = byStart.find((event) => event.event_date >= today);
  return upcoming ?? byStart.at(-1) ?? null;
}

/** What the door is told after a scan or a tap. */
export const CHECK_IN_RESULTS = [
  'checked_in',
  'arrivals_updated',
  'already_checked_in',
  'wrong_venue',
  'wrong_day',
  'not_open_yet',
  'cancelled',
  'not_confirmed',
  'not_a_ticket',
] as const;
export type CheckInResultCode = (typeof CHECK_IN_RESULTS)[number];

/** Green: let them in. Amber: they are in already. Red: do not. */
export function checkInTone(code: CheckInResultCode): 'ok' | 'warn' | 'stop' {
  if (code === 'checked_in' || code === 'arrivals_updated') return 'ok';
  if (code === 'already_checked_in') return 'warn';
  return 'stop';
}

/** The door's answer to a check-in: the code, and what is known about the ticket (else null). */
export function checkInAnswer(
  code: CheckInResultCode,
  fields: Partial<Omit<CheckInTicketOutput, 'code'>> = {},
): CheckInTicketOutput {
  return {
    code,
    bookingId: null,
    name: null,
    guestCount: null,
    arrivedCount: null,
    checkedInAt: null,
    checkedInBy: null,
    eventTitle: null,
    eventDate: null,
    eventTime: null,
    tableNumber: null,
    ...fields,
  };
}

/**
 * Guests of a party already through the door (issue 33 item 2): a party can't be made smaller
 * than this, and their seats never go back on sale.
 */
export function guestsCheckedIn(
  attendance:
    | { marked_present?: boolean; arrived_count?: number | undefined; guest_count: number }
    | null
    | undefined,
): number {
  if (!attendance?.marked_present) return 0;
  return Math.min(attendance.arrived_count ?? attendance.guest_count, attendance.guest_count);
}
