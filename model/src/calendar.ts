// Calendar entries for a booking: times, the stable UID and a Google Calendar link. The .ics file
// itself is built in calendar-file.ts, an entry point of its own (`@brunchers/model/calendar-file`)
// so the `ics` library (and the validation library it brings) stays out of every page's first load.

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

/** The venue as one line: name, address, city. */
export function locationLine(event: CalendarEvent): string {
  return [event.location_name, event.address, event.city].filter(Boolean).join(', ');
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
