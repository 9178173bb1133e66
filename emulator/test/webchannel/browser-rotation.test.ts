/**
 * A listen-only tab never acknowledges through a forward POST, so the server ends its streaming
 * back channel after a lifetime or once enough is unacknowledged; the closure client then opens
 * the next one with `AID`. This checks, with the real SDK in Chromium, that a listener keeps
 * receiving every change across many such rotations, without errors or a new channel.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWebChannelHandler,
  type WebChannelHandler,
} from '../../src/firestore/webchannel/index.js';
import { startBrowserRig, type BrowserRig } from './helpers/browser.js';
import {
  adminFirestore,
  OPEN_RULES,
  setRules,
  startFirestore,
  type FirestoreServer,
} from './helpers/emulator.js';
import {
  changesSeen,
  latestDocs,
  openClient,
  POLL,
  recordChannelRequests,
  watchError,
} from './helpers/page-helpers.js';

const PROJECT = 'demo-webchannel-rotation';
const MAX_UNACKED_CHARS = 16_000;

let firestore: FirestoreServer;
let rig: BrowserRig;
/** WebChannel only, on its own port, with short back-channel limits (the SDK only listens). */
let channelServer: http.Server;
let channelHandler: WebChannelHandler;
let channelPort: number;

beforeAll(async () => {
  [firestore, rig] = await Promise.all([startFirestore({ port: 0 }), startBrowserRig()]);
  await setRules(firestore.port, PROJECT, OPEN_RULES);
  channelHandler = createWebChannelHandler(firestore, {
    backChannelMaxMs: 1_000,
    maxUnackedChars: MAX_UNACKED_CHARS,
  });
  channelServer = http.createServer(channelHandler);
  await new Promise<void>((r) => channelServer.listen(0, '127.0.0.1', r));
  channelPort = (channelServer.address() as AddressInfo).port;
});

afterAll(async () => {
  await rig?.close();
  channelHandler?.closeAll();
  channelServer?.closeAllConnections();
  await new Promise((r) => channelServer?.close(r));
  await firestore?.close();
});

describe('back-channel rotation', () => {
  it(
    'a listener receives every change across many back channels on one channel',
    { timeout: 120_000 },
    async () => {
      const page = await rig.newPage();
      const requests = recordChannelRequests(page);
      const backChannels = () =>
        requests.filter(
          (u) => u.pathname.includes('/Listen/') && u.searchParams.get('RID') === 'rpc',
        );
      await openClient(page, 'c', { port: channelPort, project: PROJECT });
      await page.evaluate(() =>
        window.h.watch('feed', window.h.fs.collection(window.h.db('c'), 'feed')),
      );
      await expect.poll(() => latestDocs(page, 'feed'), POLL).toEqual({});

      const admin = adminFirestore(firestore.port, PROJECT);
      const body = 'brunch '.repeat(300); // ~2 KB per document
      const ids: string[] = [];
      for (let round = 0; round < 12; round++) {
        const batch = admin.db.batch();
        for (let i = 0; i < 10; i++) {
          const id = `d${String(round * 10 + i).padStart(3, '0')}`;
          ids.push(id);
          batch.set(admin.db.doc(`feed/${id}`), { round, body });
        }
        await batch.commit();
        // Every third round waits for the next back channel, so rounds arrive on several of them
        // and some while one is being replaced (its lifetime is 1 s).
        if (round % 3 === 2) {
          const opened = backChannels().length;
          await expect.poll(() => backChannels().length, POLL).toBeGreaterThan(opened);
        }
      }
      await expect
        .poll(async () => Object.keys((await latestDocs(page, 'feed')) ?? {}).length, POLL)
        .toBe(ids.length);
      await admin.db.doc('feed/d000').update({ round: -1 });
      await expect
        .poll(async () => (await latestDocs(page, 'feed'))?.d000, POLL)
        .toEqual({ round: -1, body });
      await admin.close();

      const changes = await changesSeen(page, 'feed');
      expect(changes.filter((c) => c.startsWith('added:')).sort()).toEqual(
        ids.map((id) => `added:${id}`),
      );
      expect(changes.filter((c) => c.startsWith('modified:'))).toEqual(['modified:d000']);
      expect(await watchError(page, 'feed')).toBeNull();

      const listen = requests.filter((u) => u.pathname.includes('/Listen/'));
      expect(listen.filter((u) => !u.searchParams.get('SID'))).toHaveLength(1); // one channel
      expect(backChannels().length).toBeGreaterThan(5);
      expect(backChannels().every((u) => u.searchParams.get('CI') === '0')).toBe(true);
      const aids = backChannels().map((u) => Number(u.searchParams.get('AID')));
      expect(aids).toEqual([...aids].sort((a, b) => a - b));
      expect(aids.at(-1)).toBeGreaterThan(aids[0]!);
      // What the server still keeps for a resend is bounded by the cap (plus one batch).
      expect(channelHandler.unacked().chars).toBeLessThan(MAX_UNACKED_CHARS + 30_000);
    },
  );
});
