// Calendar entries for a booking: the .ics file (attached to the confirmation mail, the organiser's
// change mails and the app's "Add to calendar") and a Google Calendar link. A separate entry point
// (`@brunchers/model/calendar`) so the `ics` library stays out of bundles that never build one.

import { createEvent, type EventAttributes } from 'ics';
import { EVENT_DURATION_MINUTES, EVENT_TIME_ZONE } from './constants';

/** The event fields a calendar entry needs. */
export interface CalendarEvent {
  title: string;
  description?: string;
  event_date: string;
  event_time: string;
  location_name: string;
  address: string;
  city: string;
}

/**
 * The moment an event starts: its date and 'HH:MM' are wall-clock times in Europe/Lisbon, so the
 * offset (+0 in winter, +1 in summer) is asked of Intl for that very day.
 */
export function eventStartsAt(event: { event_date: string; event_time: string }): Date {
  const [year, month, day] = event.event_date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = event.event_time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Zone offset at that instant, then once more at the corrected instant (a DST jump between them).
  const offset = (at: number) => zoneOffsetMs(new Date(at), EVENT_TIME_ZONE);
  const first = asUtc - offset(asUtc);
  return new Date(asUtc - offset(first));
}

/** How far `zone`'s wall clock is ahead of UTC at `at` (ms). */
function zoneOffsetMs(at: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

export function eventEndsAt(event: { event_date: string; event_time: string }): Date {
  return new Date(eventStartsAt(event).getTime() + EVENT_DURATION_MINUTES * 60_000);
}

/** Stable per booking, so a calendar replaces the entry when an update (same UID) arrives. */
export function bookingCalendarUid(bookingId: string): string {
  return `booking-${bookingId}@brunchers.app`;
}

/** Google Maps search for the venue. */
export function mapsUrl(event: Pick<CalendarEvent, 'location_name' | 'address' | 'city'>): string {
  const query = [event.location_name, event.address, event.city].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

function locationLine(event: CalendarEvent): string {
  return [event.location_name, event.address, event.city].filter(Boolean).join(', ');
}

export interface BookingCalendarInput {
  bookingId: string;
  event: CalendarEvent;
  /** Link back to the booking in the app. */
  url: string;
  /** Bumped by every update of the same entry (an organiser's change). */
  sequence?: number;
  cancelled?: boolean;
}

/** The booking's .ics file (UTC times, stable UID). Throws when the event cannot be written. */
export function bookingIcs(input: BookingCalendarInput): string {
  const { event } = input;
  const attributes: EventAttributes = {
    uid: bookingCalendarUid(input.bookingId),
    productId: 'brunchers/booking',
    method: input.cancelled ? 'CANCEL' : 'PUBLISH',
    sequence: input.sequence ?? 0,
    title: event.title,
    description: event.description ?? '',
    location: locationLine(event),
    url: input.url,
    status: input.cancelled ? 'CANCELLED' : 'CONFIRMED',
    start: eventStartsAt(event).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: eventEndsAt(event).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('ics produced nothing');
  return value;
}

/** A prefilled "add to Google Calendar" link. */
export function googleCalendarUrl(event: CalendarEvent, url: string): string {
  const stamp = (date: Date) =>
    date
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${stamp(eventStartsAt(event))}/${stamp(eventEndsAt(event))}`,
    details: `${event.description ? `${event.description}\n\n` : ''}${url}`,
    location: locationLine(event),
    ctz: EVENT_TIME_ZONE,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
