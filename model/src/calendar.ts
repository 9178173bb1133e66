// Calendar entries for a booking: the .ics file (attached to the confirmation mail, the organiser's
// change mails and the app's "Add to calendar") and a Google Calendar link. A separate entry point
// (`@brunchers/model/calendar`) so the `ics` library stays out of bundles that never build one.

import { createEvent, type EventAttributes } from 'ics';
import { EVENT_DURATION_MINUTES, EVENT_TIME_ZONE } from './constants';
import { eventStartsAt } from './dates';

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

export { eventStartsAt } from './dates';

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
