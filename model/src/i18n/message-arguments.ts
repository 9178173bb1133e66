// Arguments a msg() text formats per language before its ICU message sees them (money in cents,
// dates). Every other msg() passes its arguments as they are: {0}, {1}, ... in the ICU message.

import { formatMoney } from '../format';
import type { Locale } from './locales';

type Prepare = (locale: Locale, ...args: never[]) => unknown[];

/** 'YYYY-MM-DD' as its day in the language ('dom. 14 dez.'); the string itself if not a date. */
function shortDay(date: string, locale: Locale): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(day);
  return `${part({ weekday: 'short' })} ${part({ day: 'numeric' })} ${part({ month: 'short' })}`;
}

export const messageArguments: Readonly<Record<string, Prepare>> = {
  'booking.payLabel': (locale, totalCents: number) => [formatMoney(totalCents, locale)],
  'pricing.codeEffect': (locale, discountCents: number, code: string) => [
    formatMoney(discountCents, locale),
    code,
  ],
  'pricing.memberPriceHint': (locale, cents: number) => [formatMoney(cents, locale)],
  'connections.metAtTable': (locale, table: number, place: string, date: string) => [
    table,
    place,
    shortDay(date, locale),
  ],
  'table-chats.TABLE_CHAT_TEXTS.row': (locale, table: number, place: string, date: string) => [
    table,
    place,
    shortDay(date, locale),
  ],
  'table-chats.TABLE_CHAT_TEXTS.day': (locale, date: string) => [shortDay(date, locale)],
  // {1} says whether there is an address: ICU cannot select on an empty text.
  'table-chats.TABLE_SYSTEM_TEXTS.address': (_locale, place: string, address: string) => [
    place,
    address.trim() ? 'yes' : 'no',
    address.trim(),
  ],
  'member-import.MEMBER_IMPORT_TOO_LARGE': (_locale, maxBytes: number) => [
    Math.round(maxBytes / 1024),
  ],
  'member-import.MEMBER_IMPORT_IGNORED_COLUMNS': (_locale, columns: readonly string[]) => [
    columns.join(', '),
  ],
  // {3} says whether it is the dry run: ICU cannot select on a boolean.
  'member-import.memberImportCounts': (
    _locale,
    counts: { create: number; skip: number; failed: number },
    dryRun: boolean,
  ) => [counts.create, counts.skip, counts.failed, dryRun ? 'yes' : 'no'],
};
