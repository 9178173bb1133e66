// The page's language (issue 37, ADR 0013): the member's profile, else the choice made in the
// switcher (kept in this browser), else the browser's languages, else Portuguese. Texts are read
// with t() (model/src/i18n/message.ts); English is the model's constants and loads nothing more,
// another language loads Lingui's runtime and that language's compiled catalogues, before the first
// render and on a switch. The app re-renders from the root on a switch (main.tsx keys it).
import {
  chooseLocale,
  englishT,
  HTML_LANG,
  isLocale,
  localeOfTag,
  SITE_TITLE,
  type Locale,
  type Translate,
} from '@brunchers/model';
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'brunchers.locale';

let locale: Locale = 'en';
let translate: Translate = englishT;
const listeners = new Set<() => void>();

/** The active language's text of a model constant, object of texts or msg() text. */
export const t: Translate = ((message: never, ...args: never[]) =>
  (translate as (...a: unknown[]) => unknown)(message, ...args)) as Translate;

export function currentLocale(): Locale {
  return locale;
}

function storedChoice(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** A shared link's own language (`?lang=en`, as its preview was rendered in), if it names one. */
function linkChoice(): Locale | null {
  const lang = new URLSearchParams(window.location.search).get('lang');
  return lang ? localeOfTag(lang) : null;
}

/**
 * This browser's language before anyone signs in: a link's ?lang=, else the switcher's choice,
 * else the browser's.
 */
export function browserLocale(): Locale {
  return chooseLocale(linkChoice() ?? storedChoice(), navigator.languages ?? [navigator.language]);
}

/** A language's translator, whatever the page's (the console previews mails in each). */
export async function translatorFor(next: Locale): Promise<Translate> {
  if (next === 'en') return englishT;
  const { loadTranslator } = await import('./i18n-catalogues');
  return loadTranslator(next);
}

/** Loads a language's texts, then shows every page in it. */
export async function applyLocale(next: Locale): Promise<void> {
  // The page may have been served in another language (link previews default to Portuguese).
  const servedSiteTitle = document.querySelector('title[data-site-title]') !== null;
  if (next === locale) {
    document.documentElement.lang = HTML_LANG[next];
    if (servedSiteTitle) document.title = t(SITE_TITLE);
    return;
  }
  const nextT = await translatorFor(next);
  const englishTitle =
    servedSiteTitle || document.title === SITE_TITLE || document.title === translate(SITE_TITLE);
  locale = next;
  translate = nextT;
  document.documentElement.lang = HTML_LANG[next];
  if (englishTitle) document.title = t(SITE_TITLE);
  listeners.forEach((listener) => listener());
}

/** The switcher: remembered in this browser (and, for a member, on the profile by the caller). */
export function chooseLanguage(next: Locale): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Private mode: the choice lasts for this page.
  }
  return applyLocale(next);
}

/** A signed-in member's profile language wins over this browser's. */
export function followProfileLocale(profileLocale: unknown): void {
  if (isLocale(profileLocale) && profileLocale !== locale) void chooseLanguage(profileLocale);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The active language; the component re-renders when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}
