// A language other than English: Lingui's runtime (no message parser: catalogues are compiled by
// scripts/compile-catalogues.ts) over the compiled catalogues of that language. The web app loads
// this module only when the page is not in English.

import { setupI18n } from '@lingui/core';
import type { Locale } from './locales';
import { englishT, type MessageFn, type Translate } from './message';
import { messageArguments } from './message-arguments';

/** A compiled catalogue: English text (or a msg() id) → Lingui's compiled message. */
export type CompiledCatalogue = Readonly<Record<string, unknown>>;

export interface Translator {
  readonly locale: Locale;
  readonly t: Translate;
  /** Adds an area's catalogue (areas load as the pages that use them do). */
  load(catalogue: CompiledCatalogue): void;
}

export function createTranslator(locale: Locale, catalogues: CompiledCatalogue[] = []): Translator {
  if (locale === 'en') return { locale, t: englishT, load: () => undefined };
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  const known = new Set<string>();
  const load = (catalogue: CompiledCatalogue) => {
    i18n.load(locale, catalogue as Record<string, never>);
    for (const id of Object.keys(catalogue)) known.add(id);
  };
  catalogues.forEach(load);

  const translateValue = (value: unknown): unknown => {
    if (typeof value === 'string') return known.has(value) ? i18n._(value) : value;
    if (Array.isArray(value)) return value.map(translateValue);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, field]) => [key, translateValue(field)]),
      );
    }
    return value;
  };

  const t = ((message: unknown, ...args: unknown[]) => {
    if (typeof message === 'function') {
      const fn = message as MessageFn<unknown[]>;
      if (!known.has(fn.messageId)) return fn(...args);
      const prepare = messageArguments[fn.messageId] as
        ((locale: Locale, ...values: unknown[]) => unknown[]) | undefined;
      const values = prepare?.(locale, ...args) ?? args;
      return i18n._(fn.messageId, { ...values });
    }
    return translateValue(message);
  }) as Translate;

  return { locale, t, load };
}
