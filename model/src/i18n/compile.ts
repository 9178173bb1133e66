// Compiles one area's catalogue of a language (catalogues/<locale>/<area>.json, the same shape as
// the English module messages/<area>.ts) into what the runtime reads (compiled/<locale>/<area>.json):
// English text or msg() id → Lingui's compiled ICU message. Node only (scripts and tests): the
// message parser never ships to a browser.

import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parse } from '@messageformat/parser';

export interface CompiledArea {
  catalogue: Record<string, unknown>;
  /** Why the catalogue does not match its English module (missing, extra, invalid, conflicting). */
  problems: string[];
}

export function compileArea(
  area: string,
  english: Readonly<Record<string, unknown>>,
  translation: unknown,
): CompiledArea {
  const catalogue: Record<string, unknown> = {};
  const problems: string[] = [];

  const add = (key: string, message: string, path: string, textOnly: boolean) => {
    let compiled: unknown[];
    try {
      // Lingui's compiler prints a syntax error and keeps the raw text; the parser throws.
      parse(message, { strict: false });
      compiled = compileMessage(message) as unknown[];
    } catch (error) {
      problems.push(`${path}: invalid ICU message (${(error as Error).message})`);
      return;
    }
    if (textOnly && compiled.some((token) => typeof token !== 'string')) {
      problems.push(`${path}: a constant's translation has an argument`);
      return;
    }
    const previous = catalogue[key];
    if (previous && JSON.stringify(previous) !== JSON.stringify(compiled)) {
      problems.push(`${path}: "${key}" is translated differently elsewhere in the area`);
      return;
    }
    catalogue[key] = compiled;
  };

  const walk = (value: unknown, translated: unknown, path: string) => {
    // An app path (a toast's href) is not a text.
    if (typeof value === 'string' && /^\/\S*$/.test(value)) return;
    if (typeof value === 'string') {
      if (typeof translated !== 'string') problems.push(`${path}: missing translation`);
      else add(value, translated, path, true);
      return;
    }
    if (typeof value === 'function') {
      const id = (value as { messageId?: unknown }).messageId;
      // A function not made with msg() composes other texts (e.g. errorToast): nothing to translate.
      if (typeof id !== 'string') {
        if (translated !== undefined) problems.push(`${path}: not a msg() text, has a translation`);
        return;
      }
      if (id !== `${area}.${path}`) problems.push(`${path}: msg() id should be "${area}.${path}"`);
      if (typeof translated !== 'string') problems.push(`${path}: missing translation`);
      else add(id, translated, path, false);
      return;
    }
    if (value && typeof value === 'object') {
      if (!translated || typeof translated !== 'object') {
        problems.push(`${path}: missing translation`);
        return;
      }
      const fields = translated as Record<string, unknown>;
      for (const [key, field] of Object.entries(value)) walk(field, fields[key], `${path}.${key}`);
      for (const key of Object.keys(fields)) {
        if (!(key in value)) problems.push(`${path}.${key}: not in English`);
      }
      return;
    }
    if (translated !== undefined) problems.push(`${path}: not a text, has a translation`);
  };

  const root = (translation ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(english)) walk(value, root[name], name);
  for (const name of Object.keys(root)) {
    if (!(name in english)) problems.push(`${name}: not in English`);
  }
  return { catalogue, problems };
}
