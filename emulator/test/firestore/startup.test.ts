/**
 * Start-up stays light: a bundle hoists static imports of external packages to its top, so the
 * gRPC stack and protobufjs must only be reached through dynamic import / lazy require, or every
 * start pays for them (~100 ms and ~13 MiB) before any client connects. sorted-btree (the query
 * indexes, one small file with no dependencies) is the one package a start may load.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

const emulatorDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('firestore start-up', () => {
  it('the bundled CLI statically imports only node built-ins and light packages', async () => {
    const out = await esbuild.build({
      entryPoints: [path.join(emulatorDir, 'src/firestore/main.ts')],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'error',
    });
    const code = out.outputFiles[0]!.text;
    const staticImports = [...code.matchAll(/^import\s[^;]*?from\s+"([^"]+)"/gm)].map((m) => m[1]);
    expect(staticImports.length).toBeGreaterThan(0);
    const light = new Set(['sorted-btree']);
    expect(staticImports.filter((s) => !s!.startsWith('node:') && !light.has(s!))).toEqual([]);
  });
});
