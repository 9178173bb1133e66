// The languages Brunchers speaks and how one is chosen (issue 37): the member's profile, else the
// browser's languages, else Portuguese (the city's language). No zod here: the web app's first
// download reads this module.

export const LOCALES = ['pt-PT', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Lisbon's language: what a browser that asks for neither language gets. */
export const DEFAULT_LOCALE: Locale = 'pt-PT';

/** Each language named in itself (the switcher's options). */
export const LOCALE_NAMES: Record<Locale, string> = { 'pt-PT': 'Português', en: 'English' };

/** The `lang` attribute of a page in each language. */
export const HTML_LANG: Record<Locale, string> = { 'pt-PT': 'pt-PT', en: 'en' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A BCP 47 tag from the browser as one of ours: any Portuguese → pt-PT, any English → en. */
export function localeOfTag(tag: string): Locale | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'pt') return 'pt-PT';
  if (language === 'en') return 'en';
  return null;
}

/** The profile's choice, else the first browser language we speak, else Portuguese. */
export function chooseLocale(
  profileLocale: string | null | undefined,
  browserLanguages: readonly string[],
): Locale {
  if (isLocale(profileLocale)) return profileLocale;
  for (const tag of browserLanguages) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
