// A language other than English: Lingui's runtime and that language's compiled catalogues, one
// chunk per area. Loaded only for such a language (lib/i18n.ts imports this on demand), so an
// English page does not even carry the list of the catalogues' chunks.
import type { Locale, Translate } from '@brunchers/model';
import { createTranslator } from '@brunchers/model/i18n/translator';

const catalogues = import.meta.glob<Record<string, unknown>>(
  '../../../model/src/i18n/compiled/*/*.json',
  { import: 'default' },
);

export async function loadTranslator(locale: Exclude<Locale, 'en'>): Promise<Translate> {
  const prefix = `../../../model/src/i18n/compiled/${locale}/`;
  const loaded = await Promise.all(
    Object.entries(catalogues)
      .filter(([path]) => path.startsWith(prefix))
      .map(([, load]) => load()),
  );
  return createTranslator(locale, loaded).t;
}
