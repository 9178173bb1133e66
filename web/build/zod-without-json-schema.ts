// zod's classic schemas import its JSON Schema generator (processors and `toJSONSchema`) so that
// every schema has `.toJSONSchema()` and `~standard.jsonSchema`. The web app never asks a schema for
// JSON Schema, and those two modules are ~7 KB gzip in every signed-in route's first download.
// In a build, imports of them from zod's own files resolve to a generated stand-in with the same
// exports: each throws when called, except `aggregateChecks` (read by the `minLength`, `maxLength`
// and `format` getters of a string or number schema), which gives no bounds, and the two method
// factories, which give a method that throws. Parsing is untouched (zod's `core/checks`).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const STUBBED = ['json-schema-processors.js', 'to-json-schema.js'];
const PREFIX = '\0brunchers-zod-stub:';

function exportNames(file: string): string[] {
  const names = new Set<string>();
  for (const match of readFileSync(file, 'utf8').matchAll(
    /^export (?:function\*?|const|let|class) ([A-Za-z_$][\w$]*)/gm,
  ))
    names.add(match[1]!);
  for (const match of readFileSync(file, 'utf8').matchAll(/^export \{([^}]*)\}/gm))
    for (const item of match[1]!.split(','))
      if (item.trim())
        names.add(
          item
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        );
  return [...names];
}

function stubSource(file: string): string {
  const lines = [
    "const missing = () => { throw new Error('zod JSON Schema is not bundled in the web app'); };",
  ];
  for (const name of exportNames(file)) {
    if (name === 'aggregateChecks') lines.push(`export const ${name} = () => ({});`);
    else if (/^create\w*Method$/.test(name)) lines.push(`export const ${name} = () => missing;`);
    else lines.push(`export const ${name} = missing;`);
  }
  return lines.join('\n');
}

export function zodWithoutJsonSchema(): Plugin {
  const coreDir = join(
    dirname(createRequire(import.meta.url).resolve('zod/package.json')),
    'v4/core',
  );
  return {
    name: 'brunchers:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const stubbed = STUBBED.find((file) => source.endsWith(`/${file}`));
      if (!stubbed || !importer || !/[\\/]node_modules[\\/]zod[\\/]/.test(importer)) return null;
      return PREFIX + stubbed;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return stubSource(join(coreDir, id.slice(PREFIX.length)));
    },
  };
}
