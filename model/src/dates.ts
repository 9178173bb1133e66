// Date building blocks without zod: format.ts (which every screen's texts reach through
// messages.ts) imports these, so the web app's first download does not carry the schema library.
// schemas/common.ts re-exports them next to the schemas built on them.

import { EVENT_TIME_ZONE } from './constants';

/**
 * A Firestore Timestamp seen structurally (model imports no Firebase): anything with toDate(),
 * or a plain Date (what writers pass in before the SDK converts it).
 */
export type TimestampLike = Date | { toDate(): Date };

/** Converts a TimestampLike into a Date. */
export function toDate(value: TimestampLike): Date {
  return value instanceof Date ? value : value.toDate();
}

/** 'YYYY-MM-DD' calendar date (compares correctly as a string). */
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

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
