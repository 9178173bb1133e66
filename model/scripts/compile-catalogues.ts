// npm run i18n:compile: compiles every language's catalogues (model/src/i18n/catalogues/<locale>/
// <area>.json) into model/src/i18n/compiled/, after checking each against its English module.
// test/i18n-catalogues.test.ts fails when a compiled file is out of date.

import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { compileArea } from '../src/i18n/compile';

const root = resolve(import.meta.dirname, '../src/i18n');

export async function compiledFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const problems: string[] = [];
  for (const locale of readdirSync(join(root, 'catalogues'))) {
    // One language's areas load into one catalogue: an English text means one thing in all of them.
    const seen = new Map<string, { area: string; message: string }>();
    for (const file of readdirSync(join(root, 'catalogues', locale))) {
      const area = file.replace(/\.json$/, '');
      const english = (await import(`../src/messages/${area}.ts`)) as Record<string, unknown>;
      const source = JSON.parse(readFileSync(join(root, 'catalogues', locale, file), 'utf8'));
      const compiled = compileArea(area, english, source);
      problems.push(...compiled.problems.map((problem) => `${locale}/${area}: ${problem}`));
      for (const [key, message] of Object.entries(compiled.catalogue)) {
        const text = JSON.stringify(message);
        const before = seen.get(key);
        if (before && before.message !== text) {
          problems.push(`${locale}/${area}: "${key}" is translated differently in ${before.area}`);
        }
        seen.set(key, { area, message: text });
      }
      // Sorted: module namespaces list their exports in different orders under tsx and vitest.
      const sorted = Object.fromEntries(
        Object.entries(compiled.catalogue).sort(([a], [b]) => (a < b ? -1 : 1)),
      );
      const path = join('compiled', locale, file);
      const options = await resolveConfig(join(root, path));
      files.set(path, await format(JSON.stringify(sorted), { ...options, parser: 'json' }));
    }
  }
  if (problems.length) throw new Error(`Catalogues do not match English:\n${problems.join('\n')}`);
  return files;
}

if (process.argv[1] === import.meta.filename) {
  for (const [path, text] of await compiledFiles()) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
    console.log(`wrote model/src/i18n/${path}`);
  }
}
