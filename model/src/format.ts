// Display formatting shared by every screen, the functions and the mails: one module, every
// locale (issue 37). English output is written by hand (below) and never depends on the machine's
// time zone or ICU data; other languages ask Intl, in the city's time zone, on first use only.

import { CURRENCY, CURRENCY_SYMBOL, EVENT_TIME_ZONE } from './constants';
import { DATE_PATTERN, toDate, type TimestampLike } from './dates';
import type { Locale } from './i18n/locales';

/** Integer cents as euros with two decimals: 1250 → '€12.50'. */
export function formatEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL}${(Math.abs(Math.round(cents)) / 100).toFixed(2)}`;
}

/** Integer cents as money in a language: 2500 → '€25.00' (en), '25,00 €' (pt-PT). */
export function formatMoney(cents: number, locale: Locale = 'en'): string {
  if (locale === 'en') return formatEuros(cents);
  return intl(
    `money:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY }),
  ).format(Math.round(cents) / 100);
}

/** A percentage with one decimal: 8.25 → '8.3%' (en), '8,3%' (pt-PT). */
export function formatPercent(percent: number, locale: Locale = 'en'): string {
  if (locale === 'en') return `${percent.toFixed(1)}%`;
  return intl(
    `percent:${locale}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }),
  ).format(percent / 100);
}

/**
 * Intl formatters, built once each on first use (building one costs milliseconds of ICU setup on
 * a phone; English screens never build any).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function intl<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => F): F {
  let found = formatters.get(key) as F | undefined;
  if (!found) formatters.set(key, (found = build()));
  return found;
}

/**
 * Portuguese dates ask Intl for 'pt': CLDR's pt-PT abbreviates weekdays as whole words
 * ('domingo, 14/12'), where Lisbon's apps and the issue write 'dom., 14 de dez.' (pt's forms;
 * months, days and times are the same in both).
 */
const DATE_LOCALE: Record<Exclude<Locale, 'en'>, string> = { 'pt-PT': 'pt' };

/** A calendar day (a UTC midnight Date) in a non-English language. */
function localDate(date: Date, locale: Exclude<Locale, 'en'>, withYear: boolean): string {
  return intl(
    `day:${locale}:${withYear}`,
    () =>
      new Intl.DateTimeFormat(DATE_LOCALE[locale], {
        timeZone: 'UTC',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        ...(withYear ? { year: 'numeric' } : {}),
      }),
  ).format(date);
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

/** Story dates: 'Jan 5, 2025' ('5 de jan. de 2025'). Empty string when there is no usable date. */
export function formatStoryDate(
  value: string | TimestampLike | null | undefined,
  locale: Locale = 'en',
): string {
  const date = value == null ? null : asDate(value);
  if (!date) return '';
  if (locale === 'en') return monthDayYear(date);
  return intl(
    `story:${locale}`,
    () =>
      new Intl.DateTimeFormat(DATE_LOCALE[locale], {
        timeZone: 'UTC',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
  ).format(date);
}

/**
 * Event card dates: 'Sat, Dec 6, 2025' ('sáb., 6 de dez. de 2025'). Empty string when there is
 * no usable date.
 */
export function formatEventDate(eventDate: string, locale: Locale = 'en'): string {
  const date = parseDateString(eventDate);
  if (!date) return '';
  if (locale === 'en') return `${WEEKDAYS[date.getUTCDay()]}, ${monthDayYear(date)}`;
  return localDate(date, locale, true);
}

/**
 * An event's day and start without the year: 'Sun, Dec 14 · 11:00' ('dom., 14 de dez. · 11:00').
 * The stored date and time are already the city's wall clock. Empty string for an unusable date.
 */
export function formatEventWhen(
  eventDate: string,
  eventTime: string,
  locale: Locale = 'en',
): string {
  const date = parseDateString(eventDate);
  if (!date) return '';
  const day =
    locale === 'en'
      ? `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`
      : localDate(date, locale, false);
  return `${day} · ${formatEventTime(eventTime)}`;
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

/** A moment as the city's date and time, for the console ('29 Nov 2026, 13:57'; pt-PT's own form). */
export function formatCityDateTime(moment: Date, locale: Locale = 'en'): string {
  return intl(
    `city-date-time:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
        timeZone: EVENT_TIME_ZONE,
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
  ).format(moment);
}
