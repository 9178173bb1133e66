/**
 * The real firebase web SDK in Chromium listening through WebChannel: documents and queries, live
 * changes from another tab and from firebase-admin, documents entering and leaving a query,
 * one-shot reads, non-ASCII text — over streaming and forced long-polling back channels.
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
import {
  changesSeen,
  latestDocs,
  openClient,
  POLL,
  recordChannelRequests,
} from './helpers/page-helpers.js';

let firestore: FirestoreServer;
let rig: BrowserRig;
let listener: Page;
let writer: Page;
let channelRequests: URL[];
const admins: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  [firestore, rig] = await Promise.all([startFirestore({ port: 0 }), startBrowserRig()]);
  [listener, writer] = await Promise.all([rig.newPage(), rig.newPage()]);
  channelRequests = recordChannelRequests(listener);
});

afterAll(async () => {
  await Promise.all(admins.map((a) => a.close()));
  await rig?.close();
  await firestore?.close();
});

describe.each([
  { mode: 'streaming', longPolling: false },
  { mode: 'long-polling', longPolling: true },
])('listening over $mode', ({ mode, longPolling }) => {
  const project = `demo-listen-${mode}`;
  let admin: ReturnType<typeof adminFirestore>['db'];

  beforeAll(async () => {
    await setRules(firestore.port, project, OPEN_RULES);
    const client = adminFirestore(firestore.port, project);
    admins.push(client);
    admin = client.db;
    const options = { port: firestore.port, project, longPolling };
    await openClient(listener, mode, options);
    await openClient(writer, mode, options);
  });

  it('follows a document as another tab and firebase-admin create, change and delete it', async () => {
    await listener.evaluate(
      (c) => window.h.watch(`${c}-doc`, window.h.fs.doc(window.h.db(c), 'rooms/r1')),
      mode,
    );
    await expect.poll(() => latestDocs(listener, `${mode}-doc`), POLL).toEqual({});

    await writer.evaluate(
      (c) =>
        window.h.fs.setDoc(window.h.fs.doc(window.h.db(c), 'rooms/r1'), {
          name: 'Loft',
          seats: 12,
        }),
      mode,
    );
    await expect
      .poll(() => latestDocs(listener, `${mode}-doc`), POLL)
      .toEqual({ r1: { name: 'Loft', seats: 12 } });

    await admin.doc('rooms/r1').update({ seats: 14 });
    await expect
      .poll(() => latestDocs(listener, `${mode}-doc`), POLL)
      .toEqual({ r1: { name: 'Loft', seats: 14 } });

    await writer.evaluate(
      (c) => window.h.fs.deleteDoc(window.h.fs.doc(window.h.db(c), 'rooms/r1')),
      mode,
    );
    await expect.poll(() => latestDocs(listener, `${mode}-doc`), POLL).toEqual({});
  });

  it('follows a query as documents enter and leave it', async () => {
    await Promise.all([
      admin.doc('events/e1').set({ city: 'Paris', title: 'Brunch' }),
      admin.doc('events/e2').set({ city: 'Lyon', title: 'Yoga' }),
      admin.doc('events/e3').set({ city: 'Paris', title: 'Run' }),
    ]);
    await listener.evaluate((c) => {
      const { fs, db } = window.h;
      window.h.watch(
        `${c}-paris`,
        fs.query(
          fs.collection(db(c), 'events'),
          fs.where('city', '==', 'Paris'),
          fs.orderBy('title'),
        ),
      );
    }, mode);
    await expect
      .poll(() => latestDocs(listener, `${mode}-paris`), POLL)
      .toEqual({
        e1: { city: 'Paris', title: 'Brunch' },
        e3: { city: 'Paris', title: 'Run' },
      });

    // Enters (from another tab), leaves (firebase-admin), deleted (another tab), created (admin).
    await writer.evaluate(
      (c) => window.h.fs.updateDoc(window.h.fs.doc(window.h.db(c), 'events/e2'), { city: 'Paris' }),
      mode,
    );
    await admin.doc('events/e1').update({ city: 'Nice' });
    await writer.evaluate(
      (c) => window.h.fs.deleteDoc(window.h.fs.doc(window.h.db(c), 'events/e3')),
      mode,
    );
    await admin.doc('events/e4').set({ city: 'Paris', title: 'Dance' });

    await expect
      .poll(() => latestDocs(listener, `${mode}-paris`), POLL)
      .toEqual({
        e2: { city: 'Paris', title: 'Yoga' },
        e4: { city: 'Paris', title: 'Dance' },
      });
    const changes = await changesSeen(listener, `${mode}-paris`);
    expect(changes).toEqual(
      expect.arrayContaining(['added:e2', 'removed:e1', 'removed:e3', 'added:e4']),
    );
  });

  it('reads once with getDoc, getDocs and getCountFromServer', async () => {
    await admin.doc('menu/m1').set({ dish: 'Pancakes', price: 9 });
    await admin.doc('menu/m2').set({ dish: 'Granola', price: 7 });
    await admin.doc('menu/m3').set({ dish: 'Shakshuka', price: 12 });
    const result = await listener.evaluate(async (c) => {
      const { fs, db } = window.h;
      const menu = fs.collection(db(c), 'menu');
      const one = await fs.getDoc(fs.doc(menu, 'm1'));
      const cheap = await fs.getDocs(
        fs.query(menu, fs.where('price', '<', 10), fs.orderBy('price')),
      );
      const count = await fs.getCountFromServer(fs.query(menu, fs.where('price', '>', 8)));
      const missing = await fs.getDoc(fs.doc(menu, 'nope'));
      return {
        one: one.data(),
        cheap: cheap.docs.map((d) => d.id),
        count: count.data().count,
        missing: missing.exists(),
      };
    }, mode);
    expect(result).toEqual({
      one: { dish: 'Pancakes', price: 9 },
      cheap: ['m2', 'm1'],
      count: 2,
      missing: false,
    });
  });

  it('keeps non-ASCII text and emoji intact both ways', async () => {
    const text = 'Café crème à l’Œuf — 早午餐 — Ünïcödé 🥞☕️👩🏽‍🍳🇫🇷';
    await listener.evaluate(
      (c) => window.h.watch(`${c}-intl`, window.h.fs.doc(window.h.db(c), 'intl/ünï-🥞')),
      mode,
    );
    await writer.evaluate(
      ([c, t]) =>
        window.h.fs.setDoc(window.h.fs.doc(window.h.db(c), 'intl/ünï-🥞'), {
          text: t,
          'clé 🔑': t.length,
        }),
      [mode, text] as const,
    );
    await expect
      .poll(() => latestDocs(listener, `${mode}-intl`), POLL)
      .toEqual({ 'ünï-🥞': { text, 'clé 🔑': text.length } });
    expect((await admin.doc('intl/ünï-🥞').get()).data()).toEqual({ text, 'clé 🔑': text.length });
  });

  it('used the back-channel mode asked for, on a per-session host', () => {
    const backChannels = channelRequests.filter(
      (u) =>
        u.searchParams.get('RID') === 'rpc' &&
        u.searchParams.get('database') === `projects/${project}/databases/(default)`,
    );
    expect(backChannels.length).toBeGreaterThan(0);
    // Streaming never fell back to long-polling (the first bytes came at once); long-polling polled.
    expect(new Set(backChannels.map((u) => u.searchParams.get('CI')))).toEqual(
      new Set([longPolling ? '1' : '0']),
    );
    if (longPolling) expect(backChannels.length).toBeGreaterThan(2);
    // Back channels leave the browser's six-connections-per-host budget for `localhost` alone.
    for (const u of backChannels) expect(u.hostname).toMatch(/^wc\d+\.localhost$/);
    // The page could read the exposed X-HTTP-Session-Id header and echoes it as gsessionid.
    for (const u of backChannels)
      expect(u.searchParams.get('gsessionid')).toBe(u.searchParams.get('SID'));
  });
});
