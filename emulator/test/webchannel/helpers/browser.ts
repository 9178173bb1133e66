/**
 * Browser plumbing for the WebChannel tests and bench: bundles the page harness with the real
 * firebase web SDK, serves it on an ephemeral port, and drives Debian Chromium via playwright-core.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const HARNESS_ENTRY = fileURLToPath(new URL('../page/harness.ts', import.meta.url));

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function bundleHarness(): Promise<string> {
  const result = await build({
    entryPoints: [HARNESS_ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

export interface PageServer {
  /** Page URL on `localhost` (so back channels may use `*.localhost` hosts). */
  url: string;
  close(): Promise<void>;
}

/** Serves the harness page; the page origin differs from the emulator's, as in real use. */
export async function startPageServer(script: string): Promise<PageServer> {
  const html =
    '<!doctype html><meta charset="utf-8"><title>webchannel harness</title><script type="module" src="/harness.js"></script>';
  const server = http.createServer((req, res) => {
    if (req.url === '/harness.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      res.end(script);
    } else if (req.url === '/' || req.url?.startsWith('/?')) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(html);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** Opens a tab on the harness page and waits for `window.h`. */
export async function openHarnessPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  if (process.env.WEBCHANNEL_DEBUG) {
    page.on('console', (m) => console.log(`[page] ${m.type()} ${m.text()}`));
  }
  page.on('pageerror', (e) => console.error('[page error]', e));
  await page.goto(url);
  await page.waitForFunction(() => typeof window.h === 'object');
  return page;
}

/** Everything a browser test file needs, started once in beforeAll. */
export interface BrowserRig {
  browser: Browser;
  context: BrowserContext;
  pageServer: PageServer;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

export async function startBrowserRig(): Promise<BrowserRig> {
  const [script, browser] = await Promise.all([bundleHarness(), launchChromium()]);
  const pageServer = await startPageServer(script);
  const context = await browser.newContext();
  return {
    browser,
    context,
    pageServer,
    newPage: () => openHarnessPage(context, pageServer.url),
    close: async () => {
      await context.close();
      await browser.close();
      await pageServer.close();
    },
  };
}
