// A language other than English: Lingui's runtime and that language's compiled catalogues. Loaded
// only for such a language (lib/i18n.ts imports this on demand). Each language's areas are one
// chunk (catalogues/<locale>.ts): the page needs them all before its first render, and one request
// costs far less than one per area on a phone's connection (Lighthouse: /event in Portuguese).
import type { Locale, Translate } from '@brunchers/model';
import { createTranslator, type CompiledCatalogue } from '@brunchers/model/i18n/translator';

/** Each language's catalogues (adding a language: its compiled folder and one line here). */
const languages: Record<Exclude<Locale, 'en'>, () => Promise<{ default: CompiledCatalogue[] }>> = {
  'pt-PT': () => import('./catalogues/pt-PT'),
};

export async function loadTranslator(locale: Exclude<Locale, 'en'>): Promise<Translate> {
  const { default: catalogues } = await languages[locale]();
  return createTranslator(locale, catalogues).t;
}
