// Event rules for cards, the detail page and the dashboard (spec §2, §3).

import { DASHBOARD_UPCOMING_COUNT, SCARCE_SPOTS_SHARE } from '../constants';
import { countOf, SOLD_OUT } from '../messages';

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
  const left = `${countOf(event.spots_left, 'spot', 'spots')} left`;
  return availability === 'scarce' ? `Only ${left}` : left;
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

/** The description split into paragraphs at blank lines (§2), empty paragraphs dropped. */
export function descriptionParagraphs(description: string): string[] {
  return description
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** Which fixed Event Information card the detail page shows, from the title (§2). */
export function eventInfoVariant(title: string): 'halloween' | 'new-friends' | null {
  const lower = title.toLowerCase();
  if (lower.includes('halloween')) return 'halloween';
  if (lower.includes('new friends')) return 'new-friends';
  return null;
}
