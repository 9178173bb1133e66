// Display formatting shared by every screen. English and UTC-based, so the output never depends
// on the machine's time zone or locale.

import { CURRENCY_SYMBOL, EVENT_TIME_ZONE } from './constants';
import { DATE_PATTERN, toDate, type TimestampLike } from './dates';

/** Integer cents as euros with two decimals: 1250 → '€12.50'. */
export function formatEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL}${(Math.abs(Math.round(cents)) / 100).toFixed(2)}`;
}

// English names, written out rather than asked of Intl.DateTimeFormat: creating one costs several
// milliseconds of ICU setup on a phone, in the first task of every page (this module is part of
// the app's first download), for output that never changes.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'Jan 5, 2025' (the UTC day), as Intl's en-US { month: 'short', day, year } would write it. */
function monthDayYear(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A 'YYYY-MM-DD' string as the UTC midnight Date of that day, or null if it is not one. */
export function parseDateString(date: string): Date | null {
  if (!DATE_PATTERN.test(date)) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  // Rejects impossible days such as 2025-02-30, which Date would roll over.
  return parsed.toISOString().slice(0, 10) === date ? parsed : null;
}

/** The UTC calendar day of a moment as 'YYYY-MM-DD'. */
export function toDateString(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

function asDate(value: string | TimestampLike): Date | null {
  if (typeof value === 'string') return parseDateString(value);
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Story dates: 'Jan 5, 2025'. Empty string when there is no usable date. */
export function formatStoryDate(value: string | TimestampLike | null | undefined): string {
  const date = value == null ? null : asDate(value);
  return date ? monthDayYear(date) : '';
}

/** Event card dates: 'Sat, Dec 6, 2025'. Empty string when there is no usable date. */
export function formatEventDate(eventDate: string): string {
  const date = parseDateString(eventDate);
  return date ? `${WEEKDAYS[date.getUTCDay()]}, ${monthDayYear(date)}` : '';
}

/** Event card times: the stored 'HH:MM' (a trailing ':SS' is dropped). */
export function formatEventTime(eventTime: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(eventTime);
  return match ? `${match[1]}:${match[2]}` : eventTime;
}

/**
 * A moment as the city's wall-clock time, 'HH:MM' (Lisbon): when a waitlist offer ends. Built on
 * first use only (offer mails and banners), so the pages that never show one pay nothing for it.
 */
export function formatCityTime(moment: Date): string {
  cityTime ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: EVENT_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return cityTime.format(moment);
}
let cityTime: Intl.DateTimeFormat | undefined;
