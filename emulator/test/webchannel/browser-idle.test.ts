/**
 * An idle streaming channel outlives the client's 45 s back-channel watchdog (1.5 × the 30 s
 * keep-alive announced in the handshake) because the server sends noops well before it.
 *
 * Both clocks are manual, so the 50 quiet seconds take milliseconds: the server's WebChannel
 * timers run on ManualTimers, the page's on Playwright's clock. They move together 2.5 s at a
 * time, and whenever a server timer fires the page must have received its bytes before its own
 * clock moves on, so the client's watchdog sees the noops exactly as it would in real time. A
 * server that sent no noops, or sent them after 45 s, lets the watchdog fire: a second back
 * channel or a new handshake, and the test fails.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserRig, type BrowserRig } from './helpers/browser.js';
import {
  adminFirestore,
  OPEN_RULES,
  setRules,
  startFirestore,
  type FirestoreServer,
} from './helpers/emulator.js';
import { ManualTimers } from './helpers/manual-timers.js';
import { latestDocs, openClient, POLL, recordChannelRequests } from './helpers/page-helpers.js';

const PROJECT = 'demo-webchannel-idle';
const IDLE_MS = 50_000;
const STEP_MS = 2_500;

let firestore: FirestoreServer;
let rig: BrowserRig;
const serverTimers = new ManualTimers();

beforeAll(async () => {
  [firestore, rig] = await Promise.all([
    startFirestore({ port: 0, webChannel: { timers: serverTimers } }),
    startBrowserRig(),
  ]);
  await setRules(firestore.port, PROJECT, OPEN_RULES);
});

afterAll(async () => {
  await rig?.close();
  await firestore?.close();
});

/**
 * Counts the bytes the page's back channels (RID=rpc) hand to the SDK. The Firestore SDK runs
 * WebChannel over fetch streams: each chunk passes through this stream on its way to the SDK's
 * reader, in the same task, so a count the test reads includes only chunks the SDK has seen.
 */
function countBackChannelBytes() {
  const w = window as unknown as { backChannelBytes: number };
  w.backChannelBytes = 0;
  const realFetch = window.fetch;
  window.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (!url.includes('RID=rpc') || !response.body) return response;
    const reader = response.body.getReader();
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        w.backChannelBytes += value.byteLength;
        controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    });
    const { status, statusText, headers } = response;
    return new Response(counted, { status, statusText, headers });
  };
}

const backChannelBytes = (page: Page) =>
  page.evaluate(() => (window as unknown as { backChannelBytes: number }).backChannelBytes);

/**
 * Pauses the page's clock a moment from now. pauseAt refuses a time the page has already passed,
 * and the page's time flows on during the call: each refusal asks for a moment further on.
 */
async function pauseSoon(page: Page): Promise<void> {
  for (let aheadMs = 250; ; aheadMs *= 2) {
    const at = (await page.evaluate(() => Date.now())) + aheadMs;
    try {
      return await page.clock.pauseAt(at);
    } catch (error) {
      if (!String(error).includes('to the past') || aheadMs > 10_000) throw error;
    }
  }
}

describe('idle channel', () => {
  // The guard covers starting a browser page on a loaded machine; the quiet itself takes no time.
  it(
    'stays on one back channel through 50 idle seconds and still delivers',
    { timeout: 90_000 },
    async () => {
      await rig.context.addInitScript(countBackChannelBytes);
      await rig.context.clock.install();
      const page = await rig.newPage();
      const requests = recordChannelRequests(page);
      await openClient(page, 'c', { port: firestore.port, project: PROJECT });
      await page.evaluate(() =>
        window.h.watch('notes', window.h.fs.collection(window.h.db('c'), 'notes')),
      );
      await expect.poll(() => latestDocs(page, 'notes'), POLL).toEqual({});

      // From here the page's timers fire only when its clock is moved on.
      await pauseSoon(page);
      let serverTimersFired = 0;
      for (let quiet = 0; quiet < IDLE_MS; quiet += STEP_MS) {
        const received = await backChannelBytes(page);
        const fired = serverTimers.advance(STEP_MS);
        if (fired > 0) {
          serverTimersFired += fired;
          await expect.poll(() => backChannelBytes(page), POLL).toBeGreaterThan(received);
        }
        await page.clock.runFor(STEP_MS);
      }
      await page.clock.resume();
      // The default noop interval is 20 s: two noops in 50 s, each before the 45 s watchdog.
      expect(serverTimersFired).toBeGreaterThanOrEqual(2);

      const admin = adminFirestore(firestore.port, PROJECT);
      await admin.db.doc('notes/n1').set({ text: 'after the quiet' });
      await expect
        .poll(() => latestDocs(page, 'notes'), POLL)
        .toEqual({ n1: { text: 'after the quiet' } });
      await admin.close();

      const listen = requests.filter((u) => u.pathname.includes('/Listen/'));
      const handshakes = listen.filter((u) => !u.searchParams.get('SID'));
      const backChannels = listen.filter((u) => u.searchParams.get('RID') === 'rpc');
      // A watchdog timeout would have shown up as a second back channel or a new handshake.
      expect(handshakes).toHaveLength(1);
      expect(backChannels).toHaveLength(1);
    },
  );
});
