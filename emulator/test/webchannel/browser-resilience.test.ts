/**
 * WebChannel under stress from real browsers: an emulator restart while a page listens (it must
 * reconnect and catch up, including a document deleted meanwhile), three tabs listening and
 * writing at once (six connections per host), and 50 channel sessions on one query.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserRig, type BrowserRig } from './helpers/browser.js';
import {
  adminFirestore,
  OPEN_RULES,
  setRules,
  startFirestore,
  type FirestoreServer,
} from './helpers/emulator.js';
import { latestDocs, openClient, POLL } from './helpers/page-helpers.js';

const PROJECT = 'demo-webchannel-resilience';
/** Reconnecting after a restart goes through the SDK's backoff; allow for it. */
const RECONNECT = { timeout: 60_000, interval: 200 } as const;

let rig: BrowserRig;
let dataDir: string;
let firestore: FirestoreServer;

async function startWithRules(port: number): Promise<FirestoreServer> {
  const server = await startFirestore({ port, dataDir });
  await setRules(server.port, PROJECT, OPEN_RULES);
  return server;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'webchannel-resilience-'));
  [firestore, rig] = await Promise.all([startWithRules(0), startBrowserRig()]);
});

afterAll(async () => {
  await rig?.close();
  await firestore?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('resilience', () => {
  it('reconnects after a restart and catches up with changes made while it was away', async () => {
    const admin = adminFirestore(firestore.port, PROJECT);
    await Promise.all(
      ['a', 'b', 'c'].map((id) => admin.db.doc(`menu/${id}`).set({ dish: id, v: 1 })),
    );
    await admin.close();

    const page = await rig.newPage();
    await openClient(page, 'c', { port: firestore.port, project: PROJECT });
    await page.evaluate(() =>
      window.h.watch('menu', window.h.fs.collection(window.h.db('c'), 'menu')),
    );
    await expect
      .poll(() => latestDocs(page, 'menu'), POLL)
      .toEqual({ a: { dish: 'a', v: 1 }, b: { dish: 'b', v: 1 }, c: { dish: 'c', v: 1 } });

    // Stop the emulator; change the data through another instance on the same dataDir; restart.
    const port = firestore.port;
    await firestore.close();
    const meanwhile = await startWithRules(0);
    const admin2 = adminFirestore(meanwhile.port, PROJECT);
    await admin2.db.doc('menu/b').delete();
    await admin2.db.doc('menu/a').update({ v: 2 });
    await admin2.db.doc('menu/d').set({ dish: 'd', v: 1 });
    await admin2.close();
    await meanwhile.close();
    firestore = await startWithRules(port);

    await expect
      .poll(() => latestDocs(page, 'menu'), RECONNECT)
      .toEqual({
        a: { dish: 'a', v: 2 },
        c: { dish: 'c', v: 1 },
        d: { dish: 'd', v: 1 },
      });
    await page.evaluate(() =>
      window.h.fs.setDoc(window.h.fs.doc(window.h.db('c'), 'menu/e'), { dish: 'e', v: 1 }),
    );
    const admin3 = adminFirestore(firestore.port, PROJECT);
    expect((await admin3.db.doc('menu/e').get()).data()).toEqual({ dish: 'e', v: 1 });
    await admin3.close();
    await page.close();
  });

  // On `localhost` each session's back channel gets a host of its own; on 127.0.0.1 they share
  // the six connections, and the server ends streaming back channels every few seconds instead.
  it.each([
    { host: 'localhost', longPolling: false, room: 'chat-localhost' },
    { host: '127.0.0.1', longPolling: false, room: 'chat-ip' },
    { host: '127.0.0.1', longPolling: true, room: 'chat-ip-long-polling' },
  ])(
    'keeps three tabs listening and writing at once live ($room)',
    async ({ host, longPolling, room }) => {
      const tabs = await Promise.all([rig.newPage(), rig.newPage(), rig.newPage()]);
      const options = { port: firestore.port, project: PROJECT, host, longPolling };
      await Promise.all(tabs.map((tab) => openClient(tab, 'c', options)));
      await Promise.all(
        tabs.map((tab) =>
          tab.evaluate(
            (r) => window.h.watch('chat', window.h.fs.collection(window.h.db('c'), r)),
            room,
          ),
        ),
      );
      // Every tab writes (opening its Write stream too: two hanging back channels per tab).
      for (const [i, tab] of tabs.entries()) {
        await tab.evaluate(
          ([r, n]) =>
            window.h.fs.setDoc(window.h.fs.doc(window.h.db('c'), r, `tab${n}`), { from: n }),
          [room, i] as const,
        );
      }
      const all = { tab0: { from: 0 }, tab1: { from: 1 }, tab2: { from: 2 } };
      for (const tab of tabs) await expect.poll(() => latestDocs(tab, 'chat'), POLL).toEqual(all);

      const admin = adminFirestore(firestore.port, PROJECT);
      await admin.db.doc(`${room}/admin`).set({ from: 'admin' });
      await admin.close();
      await tabs[1]!.evaluate(
        (r) =>
          window.h.fs.updateDoc(window.h.fs.doc(window.h.db('c'), r, 'tab0'), {
            from: 'edited in tab 1',
          }),
        room,
      );
      const updated = { ...all, tab0: { from: 'edited in tab 1' }, admin: { from: 'admin' } };
      for (const tab of tabs)
        await expect.poll(() => latestDocs(tab, 'chat'), POLL).toEqual(updated);
      await Promise.all(tabs.map((tab) => tab.close()));
    },
  );

  it('keeps 50 concurrent channel sessions on one query receiving updates', async () => {
    const SESSIONS = 50;
    const page = await rig.newPage();
    await page.evaluate(
      ([port, project, n]) => {
        for (let i = 0; i < n; i++) {
          window.h.open(`s${i}`, { port, project });
          const { fs, db } = window.h;
          window.h.watch(
            `s${i}`,
            fs.query(fs.collection(db(`s${i}`), 'tables'), fs.where('open', '==', true)),
          );
        }
      },
      [firestore.port, PROJECT, SESSIONS] as const,
    );
    const admin = adminFirestore(firestore.port, PROJECT);
    const everyone = async () => {
      const views = await page.evaluate(
        (n) => Array.from({ length: n }, (_, i) => window.h.latest(`s${i}`)),
        SESSIONS,
      );
      return new Set(views.map((v) => JSON.stringify(v?.docs ?? null))).size === 1
        ? views[0]?.docs
        : 'sessions disagree';
    };

    await admin.db.doc('tables/t1').set({ open: true, seats: 4 });
    await admin.db.doc('tables/t2').set({ open: false, seats: 2 });
    await expect.poll(everyone, RECONNECT).toEqual([{ id: 't1', data: { open: true, seats: 4 } }]);
    for (let seats = 5; seats <= 7; seats++) await admin.db.doc('tables/t1').update({ seats });
    await admin.db.doc('tables/t2').update({ open: true });
    await expect.poll(everyone, RECONNECT).toEqual([
      { id: 't1', data: { open: true, seats: 7 } },
      { id: 't2', data: { open: true, seats: 2 } },
    ]);
    await admin.close();
    await page.evaluate(
      (n) => Promise.all(Array.from({ length: n }, (_, i) => window.h.close(`s${i}`))),
      SESSIONS,
    );
    await page.close();
  });
});
