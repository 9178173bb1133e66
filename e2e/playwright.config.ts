// Browser tests in Debian's Chromium against the local stack that `npm start` runs (started once
// by global-setup.ts on the default ports, with a throwaway data folder).
import { defineConfig } from '@playwright/test';
import { APP_URL } from './fixtures/stack';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  forbidOnly: true,
  fullyParallel: false,
  workers: 2,
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
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
