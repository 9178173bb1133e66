// Content in two languages (issue 37.3): events, venues, questions and bookings keep the spec's
// English field (`title`, `description`, `question`, `event_title`) and gain a Portuguese one
// beside it (`title_pt`, …), so every document written before stays valid. One may be empty: a
// page shows its own language's text, else the other one. No zod here: the landing reads it.
import type { Locale } from './locales';

/** The Portuguese field beside an English one: `title` → `title_pt`. */
export type PortugueseField<K extends string> = `${K}_pt`;

/** A document with an English field K and, maybe, its Portuguese twin. */
export type BilingualFields<K extends string> = { [P in K]?: string | null } & {
  [P in PortugueseField<K>]?: string | null;
};

export function portugueseField<K extends string>(field: K): PortugueseField<K> {
  return `${field}_pt`;
}

/**
 * The text of `field` for a page in `locale`: its own language's when not blank, else the other
 * language's, else ''. The one way every screen, mail and link preview reads bilingual content.
 */
export function contentText<K extends string>(
  doc: BilingualFields<K>,
  field: K,
  locale: Locale,
): string {
  const english = textOf(doc[field]);
  const portuguese = textOf(doc[portugueseField(field)]);
  const [first, second] = locale === 'en' ? [english, portuguese] : [portuguese, english];
  return first || second;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** At least one of the two languages says something (the forms' and the server's check). */
export function hasContentText<K extends string>(doc: BilingualFields<K>, field: K): boolean {
  return contentText(doc, field, 'en') !== '';
}
