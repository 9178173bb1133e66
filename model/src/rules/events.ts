// Event rules for cards, the detail page and the dashboard.

import { DASHBOARD_UPCOMING_COUNT, SCARCE_SPOTS_SHARE } from '../constants';
import {
  capacityBelowTaken,
  EVENT_CANCELLED_NOT_EDITABLE,
  EVENT_UNPUBLISH_BOOKED,
  onlySpotsLeft,
  SOLD_OUT,
  spotsLeft,
} from '../messages';
import {
  EVENT_STATUSES,
  type EventAccessibility,
  type EventDoc,
  type EventInput,
  type EventStatus,
} from '../schemas/events';
import { venueStreetLine, type VenueDoc } from '../schemas/bookings';
import { hostCopyOf } from '../schemas/hosts';
import { toDate } from '../dates';

/** The host fields an event copies from its host (hostCopyOf). */
export type HostCopy = ReturnType<typeof hostCopyOf>;
import { eurosToCents } from './booking';

interface EventDates {
  event_date: string;
  event_time: string;
}

/**
 * People going: the paid seats, spots_total − spots_left − seats still held by unpaid checkouts
 * (never negative). A checkout in progress takes a spot but is nobody going yet.
 */
export function attendees(event: {
  spots_total: number;
  spots_left: number;
  seats_held?: number | undefined;
}): number {
  return Math.max(0, event.spots_total - event.spots_left - Math.max(0, event.seats_held ?? 0));
}

export type SpotsAvailability = 'sold-out' | 'scarce' | 'open';

/** How an event's spots line reads: sold out, scarce (under 20 % of its seats left) or open. */
export function spotsAvailability(event: {
  spots_left: number;
  spots_total: number;
}): SpotsAvailability {
  if (event.spots_left <= 0) return 'sold-out';
  return event.spots_left < event.spots_total * SCARCE_SPOTS_SHARE ? 'scarce' : 'open';
}

/** The spots line of cards: "Sold out", "Only 1 spot left" (scarce), "14 spots left". */
export function spotsLeftLabel(event: { spots_left: number; spots_total: number }): string {
  const availability = spotsAvailability(event);
  if (availability === 'sold-out') return SOLD_OUT;
  return (availability === 'scarce' ? onlySpotsLeft : spotsLeft)(event.spots_left);
}

/** An event is upcoming on and after its day: event_date >= today (both 'YYYY-MM-DD'). */
export function isUpcoming(event: { event_date: string }, today: string): boolean {
  return event.event_date >= today;
}

/** Orders events by date then time, ascending (the spec's events query). */
export function compareEventsByDate(a: EventDates, b: EventDates): number {
  return a.event_date.localeCompare(b.event_date) || a.event_time.localeCompare(b.event_time);
}

/** The next `count` upcoming events, soonest first (dashboard shows 3). */
export function upcomingEvents<E extends EventDates>(
  events: readonly E[],
  today: string,
  count = DASHBOARD_UPCOMING_COUNT,
): E[] {
  return events
    .filter((event) => isUpcoming(event, today))
    .sort(compareEventsByDate)
    .slice(0, count);
}

/** The description split into paragraphs at blank lines, empty paragraphs dropped. */
export function descriptionParagraphs(description: string): string[] {
  return description
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** Which fixed Event Information card the detail page shows, from the title. */
export function eventInfoVariant(title: string): 'halloween' | 'new-friends' | null {
  const lower = title.toLowerCase();
  if (lower.includes('halloween')) return 'halloween';
  if (lower.includes('new friends')) return 'new-friends';
  return null;
}

// --- The organiser console's event rules (issue 23; functions/src/organiser/events) ---

/** An event document's status; a document without one is a draft (fails closed). */
export function eventStatusOf(event: { status?: unknown }): EventStatus {
  const status = event.status;
  return typeof status === 'string' && (EVENT_STATUSES as readonly string[]).includes(status)
    ? (status as EventStatus)
    : 'draft';
}

/** Seats nobody else can have: sold (people going) plus held by unpaid checkouts and offers. */
export function seatsTaken(event: { spots_total: number; spots_left: number }): number {
  return Math.max(0, event.spots_total - event.spots_left);
}

export type CapacityChange =
  | { ok: true; spotsTotal: number; spotsLeft: number; added: number }
  | { ok: false; reason: string };

/**
 * A new capacity: spots_left moves by the same amount, so the seats sold and held stay theirs.
 * Refused below the seats already taken (sold + held). `added` > 0: seats that go on sale (the
 * caller offers them to the waitlist first).
 */
export function capacityChange(
  event: { spots_total: number; spots_left: number },
  newTotal: number,
): CapacityChange {
  const taken = seatsTaken(event);
  if (newTotal < taken) return { ok: false, reason: capacityBelowTaken(taken) };
  return {
    ok: true,
    spotsTotal: newTotal,
    spotsLeft: newTotal - taken,
    added: newTotal - event.spots_total,
  };
}

/**
 * Why an event cannot move from `from` to `to`, or null when it can. Publishing a draft and
 * cancelling are always possible (a cancelled event stays cancelled); unpublishing only while
 * nobody has booked or is booking (their seats would vanish from view: cancel refunds them).
 */
export function eventStatusRefusal(
  from: EventStatus,
  to: EventStatus,
  taken: number,
): string | null {
  if (from === 'cancelled') return EVENT_CANCELLED_NOT_EDITABLE;
  if (to === 'draft' && taken > 0) return EVENT_UNPUBLISH_BOOKED;
  return null;
}

/** The fields whose change booked members are told about (date, time, place). */
export const NOTIFIED_EVENT_FIELDS = [
  'event_date',
  'event_time',
  'location_name',
  'address',
  'city',
  'venue_id',
] as const;

/** Whether an edit changes when or where the brunch is (booked members get the change mail). */
export function needsChangeNotice(
  before: Partial<Record<(typeof NOTIFIED_EVENT_FIELDS)[number], unknown>>,
  after: Partial<Record<(typeof NOTIFIED_EVENT_FIELDS)[number], unknown>>,
): boolean {
  return NOTIFIED_EVENT_FIELDS.some(
    (field) => field in after && (after[field] ?? null) !== (before[field] ?? null),
  );
}

/** A copy's title: "Sunday Brunch (copy)" (the Portuguese one: "… (cópia)"); empty stays empty. */
export function duplicateTitle(title: string, mark = '(copy)'): string {
  return title.trim() ? `${title} ${mark}`.slice(0, 200) : '';
}

/** A new event from the organiser's input: a draft with every seat free, priced in cents. */
export function newEventDoc(input: EventInput, host: HostCopy = hostCopyOf(null)): EventDoc {
  const { public_from, ...fields } = input;
  return {
    ...fields,
    ...host,
    ...(public_from ? { public_from: new Date(public_from) } : {}),
    price_cents: eurosToCents(input.price),
    spots_left: input.spots_total,
    seats_held: 0,
    status: 'draft',
  };
}

/** The organiser's fields of an event (what the form edits and duplicateEvent copies). */
export function eventInputOf(event: EventDoc): EventInput {
  return {
    title: event.title,
    title_pt: event.title_pt ?? '',
    description: event.description,
    description_pt: event.description_pt ?? '',
    style: event.style,
    event_date: event.event_date,
    event_time: event.event_time,
    location_name: event.location_name,
    address: event.address,
    city: event.city,
    country: event.country,
    spots_total: event.spots_total,
    price: event.price,
    image_url: event.image_url,
    host_id: event.host_id ?? null,
    venue_id: event.venue_id ?? null,
    accessibility: event.accessibility ?? NO_ACCESSIBILITY_STATED,
    ...(event.policy ? { policy: event.policy } : {}),
    ...(event.public_from ? { public_from: toDate(event.public_from).toISOString() } : {}),
  };
}

/** The form's starting point: nothing stated. */
export const NO_ACCESSIBILITY_STATED: EventAccessibility = {
  step_free_access: false,
  accessible_toilet: false,
  quiet_area: false,
  dietary_options: false,
};

/** What an event takes from its partner venue: where it is and the access the venue states. */
export interface VenueFacts {
  location_name: string;
  address: string;
  city: string;
  country: string;
  accessibility: EventAccessibility;
}

/** A venue's facts as the event form fills them (the street line is street and postcode). */
export function venueFactsOf(venue: VenueDoc): VenueFacts {
  return {
    location_name: venue.name,
    address: venueStreetLine(venue),
    city: venue.city,
    country: venue.country,
    accessibility: venue.accessibility ?? NO_ACCESSIBILITY_STATED,
  };
}

/**
 * The form's values after the venue changes from one whose facts were `before` (a blank form's
 * values when there was none) to `after`: a field (each access feature on its own) takes the new
 * venue's value only while it still equals the previous one, so what the organiser typed stays.
 * No new venue (`after` null) changes nothing.
 */
export function refillFromVenue<T extends VenueFacts>(
  values: T,
  before: VenueFacts,
  after: VenueFacts | null,
): T {
  if (!after) return values;
  const next = { ...values, accessibility: { ...values.accessibility } };
  for (const field of ['location_name', 'address', 'city', 'country'] as const)
    if (values[field].trim() === before[field].trim()) next[field] = after[field];
  for (const feature of Object.keys(after.accessibility) as (keyof EventAccessibility)[])
    if (values.accessibility[feature] === before.accessibility[feature])
      next.accessibility[feature] = after.accessibility[feature];
  return next;
}
