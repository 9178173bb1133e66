// A mail's language on the server (issue 37 item 4): the translator over the compiled catalogues
// the mails read (their own words, the refund terms, the deletion receipt's note, the table
// chats' names), and the few callable refusals written on the server (early access's date). Node only: the web app never imports it (the console previews with its own
// translators, web/src/features/admin/message-attendees-dialog.tsx).

import type { MailLanguage } from './mail-templates';
import { ENGLISH_MAIL } from './mail-templates';
import { DEFAULT_LOCALE, isLocale, type Locale } from './i18n/locales';
import { createTranslator, type CompiledCatalogue } from './i18n/translator';
import mails from './i18n/compiled/pt-PT/mails.json';
import policy from './i18n/compiled/pt-PT/policy.json';
import privacy from './i18n/compiled/pt-PT/privacy.json';
import settings from './i18n/compiled/pt-PT/settings.json';
import tableChats from './i18n/compiled/pt-PT/table-chats.json';

/** Each language's catalogues the mails read (English needs none: it is the constants). */
const CATALOGUES: Record<Exclude<Locale, 'en'>, CompiledCatalogue[]> = {
  'pt-PT': [mails, policy, privacy, settings, tableChats],
};

const languages = new Map<Locale, MailLanguage>([['en', ENGLISH_MAIL]]);

/** The translator of a language, built once. */
export function mailLanguage(locale: Locale): MailLanguage {
  let language = languages.get(locale);
  if (!language) {
    const { t } = createTranslator(locale, locale === 'en' ? [] : CATALOGUES[locale]);
    languages.set(locale, (language = { locale, t }));
  }
  return language;
}

/**
 * Whose language a mail is written in: the first stored choice among the candidates, most
 * specific first (the mail's own, the member's profile, the booking's page at checkout), else
 * Lisbon's language, as the web app chooses for a browser that asks for neither.
 */
export function mailLocaleOf(...candidates: unknown[]): Locale {
  for (const candidate of candidates) if (isLocale(candidate)) return candidate;
  return DEFAULT_LOCALE;
}
