// `watch: true` (npm run dev): rewriting the build's entry file reloads it; a broken rewrite keeps
// the previous build serving.

import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

/** Polls until the build answers `expected` (as long as the reload takes: the test's timeout bounds it). */
async function until(expected: string): Promise<string> {
  let seen = await version();
  while (seen !== expected) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await version();
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

    // The host reports a build it could not load; wait for that rather than for a time.
    const warned = vi.spyOn(console, 'warn');
    writeBuild(`throw new Error('half-written build');`);
    await vi.waitFor(
      () =>
        expect(warned.mock.calls.flat().join(' ')).toMatch(
          /kept the previous build: .*half-written build/,
        ),
      { timeout: 25_000, interval: 50 },
    );
    expect(await version()).toBe('two');
    warned.mockRestore();

    writeBuild(`export const version = onRequest((_req, res) => { res.send('three'); });`);
    expect(await until('three')).toBe('three');
    // Three worker starts: a few seconds on an idle machine, far more on a loaded one.
  }, 120_000);
});
