/**
 * An idle streaming channel outlives the client's 45 s back-channel watchdog (1.5 × the 30 s
 * keep-alive announced in the handshake) because the server sends noops well before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserRig, type BrowserRig } from './helpers/browser.js';
import {
  adminFirestore,
  OPEN_RULES,
  setRules,
  startFirestore,
  type FirestoreServer,
} from './helpers/emulator.js';
import { latestDocs, openClient, POLL, recordChannelRequests } from './helpers/page-helpers.js';

const PROJECT = 'demo-webchannel-idle';
const IDLE_MS = 50_000;

let firestore: FirestoreServer;
let rig: BrowserRig;

beforeAll(async () => {
  [firestore, rig] = await Promise.all([startFirestore({ port: 0 }), startBrowserRig()]);
  await setRules(firestore.port, PROJECT, OPEN_RULES);
});

afterAll(async () => {
  await rig?.close();
  await firestore?.close();
});

describe('idle channel', () => {
  it(
    'stays on one back channel through 50 idle seconds and still delivers',
    { timeout: IDLE_MS + 40_000 },
    async () => {
      const page = await rig.newPage();
      const requests = recordChannelRequests(page);
      await openClient(page, 'c', { port: firestore.port, project: PROJECT });
      await page.evaluate(() =>
        window.h.watch('notes', window.h.fs.collection(window.h.db('c'), 'notes')),
      );
      await expect.poll(() => latestDocs(page, 'notes'), POLL).toEqual({});

      await new Promise((r) => setTimeout(r, IDLE_MS));
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
