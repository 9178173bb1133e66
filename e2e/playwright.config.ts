// Browser tests in Debian's Chromium against the local stack that `npm start` runs (started once
// by global-setup.ts on the default ports, with a throwaway data folder).
import { defineConfig, type Project } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { APP_URL } from './fixtures/stack';

/** Debian's full Chromium: for what the headless shell cannot do (the door's fake camera). */
export const CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's chromium-headless-shell (the same Chromium; the headless shell Playwright itself uses
 * for headless runs): the specs run in it. The layer is CPU-bound on CI's 2 cores, and the shell's
 * browser process does half the work of the full one's: the same four specs took 4-11 % fewer
 * CPU-seconds (browser and stack together) than in /usr/bin/chromium, 18 % while traces still
 * filmed every frame. E2E_BROWSER=<path> runs another one.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The display compositor in the browser process instead of a GPU process of its own (software
  // compositing either way, headless has no GPU): one process and its IPC less per browser,
  // ~5 % of the layer's CPU-seconds (143 vs 150–156 on six specs).
  '--in-process-gpu',
];

const TEST_DIR = join(import.meta.dirname, 'tests');

/** A small seeded generator (mulberry32), so a shuffled order can be replayed from its seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * E2E_SHUFFLE=<seed> (or =1 for a new seed) runs the spec files in a random order, proving no spec
 * depends on another's data or on running after it (issue 35). Playwright runs files in path order
 * and projects in the order given, so each file becomes a project of its own, in shuffled order
 * (each starts a fresh worker, so a shuffled run is a little slower). The seed and the order are
 * printed; the same seed gives the same order.
 */
function shuffledProjects(shuffle: string | undefined): Project[] | undefined {
  if (!shuffle) return undefined;
  const seed = shuffle === '1' ? Math.floor(Math.random() * 2 ** 31) : Number(shuffle);
  if (!Number.isInteger(seed))
    throw new Error(`E2E_SHUFFLE must be 1 or an integer seed: ${shuffle}`);
  const files = readdirSync(TEST_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.spec.ts'))
    .sort();
  const random = seededRandom(seed);
  for (let i = files.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [files[i], files[j]] = [files[j]!, files[i]!];
  }
  // Once, from the runner (workers load the config too).
  if (process.env.TEST_WORKER_INDEX === undefined)
    console.log(`E2E_SHUFFLE=${seed}: ${files.map((file) => relative('.', file)).join(', ')}`);
  return files.map((file, index) => ({
    name: `chromium-${String(index + 1).padStart(2, '0')}`,
    testMatch: join(TEST_DIR, file),
    use: { browserName: 'chromium' },
  }));
}

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  forbidOnly: true,
  fullyParallel: false,
  // Three on CI's 2 cores: a worker often waits (a trigger, a mail, the keyboard walk's frames)
  // while the cores are idle. With traces off the whole layer took 7.9 min with 3 at load 11–13
  // (112 passed); a project each (global-setup.ts), so they share no data. E2E_WORKERS=<n>.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  // Safety nets against a hang, not latency expectations: every step waits on a condition
  // (auto-waiting locators, expect.poll). A 2-core machine with other work running (load 8-20, as
  // CI's may be) makes steps several times slower than idle, so a test that takes 20 s idle and an
  // answer that comes in 2 s idle must still pass there.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: APP_URL,
    // Every test's last screen with E2E_SCREENS=1 (as fixtures/pages.ts's screenshots); a failing
    // test's always.
    screenshot: process.env.E2E_SCREENS === '1' ? 'on' : 'only-on-failure',
    // No trace unless asked for (E2E_TRACE=1: a failing test's actions, DOM snapshots, network
    // and console, without the screencast). Recording one for every test and dropping it on
    // success was a fifth of the layer's CPU-seconds on 2 cores (six specs, 20 tests: 186–209 with
    // it, 150–156 without; without DOM snapshots still 180). A failing test keeps its screenshot
    // and its error; rerun it with E2E_TRACE=1 for the trace.
    trace:
      process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    launchOptions: {
      executablePath: process.env.E2E_BROWSER ?? HEADLESS_SHELL,
      args: CHROMIUM_ARGS,
    },
  },
  projects: shuffledProjects(process.env.E2E_SHUFFLE) ?? [
    { name: 'chromium', use: { browserName: 'chromium' } },
  ],
});
