// The booking's .ics file: attached to the confirmation mail and the organiser's change mails, and
// built by the app's "Add to calendar" when asked (it loads this module then: `ics` is large).

import { createEvent, type EventAttributes } from 'ics';
import {
  bookingCalendarUid,
  eventEndsAt,
  eventStartsAt,
  locationLine,
  type CalendarEvent,
} from './calendar';

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
