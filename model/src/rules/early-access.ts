// Early access (issue 39 item 3): an event with a public-from time ahead is early_access: members
// whose plan has early access see it and book it from public_from less their plan's hours; the
// server makes it published at public_from. Pure rules; createCheckout and publishEvent apply them.

import { formatCityDateTime, formatCityTime, formatEventDate } from '../format';
import type { Locale } from '../i18n/locales';
import { englishT, type Translate } from '../i18n/message';
import {
  EARLY_ACCESS_MEMBERS_ONLY,
  earlyAccessOpensToEveryone,
  earlyAccessOpensToMembers,
} from '../messages/settings';
import type { EventStatus } from '../schemas/events';
import { cityDateString } from './check-in';

/** 'Sat, Dec 6, 2026 at 10:00' in the city's time (Portuguese: pt-PT's own date and time). */
export function formatEventDateTime(moment: Date, locale: Locale = 'en'): string {
  if (locale !== 'en') return formatCityDateTime(moment, locale);
  return `${formatEventDate(cityDateString(moment))} at ${formatCityTime(moment)}`;
}

/** The status publishing gives: early_access while public_from is ahead, else published. */
export function publishedStatus(
  publicFrom: Date | null,
  now: Date,
): Extract<EventStatus, 'published' | 'early_access'> {
  return publicFrom && publicFrom.getTime() > now.getTime() ? 'early_access' : 'published';
}

/** When a member with `hours` of early access may book (public_from less those hours). */
export function memberBookingOpensAt(publicFrom: Date, hours: number): Date {
  return new Date(publicFrom.getTime() - hours * 3_600_000);
}

/**
 * A member's early access in hours: the plan their subscription's price belongs to (a plan lists
 * every price it has had), else the most any plan gives (a price made outside the console); 0 for
 * someone who is not a member.
 */
export function earlyAccessHoursOf(
  member: { active: boolean; priceId: string | null },
  plans: readonly { early_access_hours: number; price_history: readonly string[] }[],
): number {
  if (!member.active) return 0;
  const own = plans.find((plan) => member.priceId && plan.price_history.includes(member.priceId));
  if (own) return own.early_access_hours;
  return Math.max(0, ...plans.map((plan) => plan.early_access_hours));
}

/**
 * Why this booker cannot book an early_access event now, or null when they can: in the booker's
 * `language` (its date too; the server's translator, English by default).
 */
export function earlyAccessRefusal(
  publicFrom: Date | null,
  earlyAccessHours: number,
  now: Date,
  { locale, t }: { locale: Locale; t: Translate } = { locale: 'en', t: englishT },
): string | null {
  // Unknown public-from time on a members-first event: members only (fails closed).
  if (!publicFrom) return earlyAccessHours > 0 ? null : t(EARLY_ACCESS_MEMBERS_ONLY);
  if (now.getTime() >= publicFrom.getTime()) return null;
  if (earlyAccessHours <= 0)
    return t(earlyAccessOpensToEveryone, formatEventDateTime(publicFrom, locale));
  const opens = memberBookingOpensAt(publicFrom, earlyAccessHours);
  if (now.getTime() < opens.getTime())
    return t(earlyAccessOpensToMembers, formatEventDateTime(opens, locale));
  return null;
}
