// `watch: true` (npm run dev): rewriting the build's entry file reloads it; a broken rewrite keeps
// the previous build serving.

import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFunctionsHost, type FunctionsHost } from '../../src/functions-host/index.js';

const repoNodeModules = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../node_modules',
);
const dir = mkdtempSync(path.join(tmpdir(), 'functions-host-watch-'));
const entry = path.join(dir, 'lib', 'index.js');
let host: FunctionsHost;

function writeBuild(body: string): void {
  writeFileSync(entry, `import { onRequest } from 'firebase-functions/v2/https';\n${body}\n`);
}

async function version(): Promise<string> {
  const response = await fetch(`${host.url}/demo-watch/us-central1/version`);
  return response.ok ? response.text() : `HTTP ${response.status}`;
}

async function until(expected: string): Promise<string> {
  let seen = '';
  for (let i = 0; i < 100 && seen !== expected; i++) {
    seen = await version();
    if (seen !== expected) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return seen;
}

beforeAll(async () => {
  mkdirSync(path.dirname(entry));
  symlinkSync(repoNodeModules, path.join(dir, 'node_modules'));
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ type: 'module', main: 'lib/index.js' }),
  );
  writeBuild(`export const version = onRequest((_req, res) => { res.send('one'); });`);
  host = await startFunctionsHost({
    port: 0,
    project: 'demo-watch',
    functionsDir: dir,
    watch: true,
    schedules: false,
  });
});

afterAll(async () => {
  await host.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('watch', () => {
  it('reloads a rewritten build and ignores a broken one', async () => {
    expect(await version()).toBe('one');
    writeBuild(`export const version = onRequest((_req, res) => { res.send('two'); });`);
    expect(await until('two')).toBe('two');

    writeBuild(`throw new Error('half-written build');`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await version()).toBe('two');

    writeBuild(`export const version = onRequest((_req, res) => { res.send('three'); });`);
    expect(await until('three')).toBe('three');
  });
});
