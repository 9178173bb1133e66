/**
 * The real firebase web SDK in Chromium writing through the WebChannel Write stream (and REST for
 * transactions): set/add/update/delete, batches, server timestamps, increments, transactions
 * including one that conflicts and is retried — over streaming and forced long-polling.
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
import { latestDocs, openClient, POLL } from './helpers/page-helpers.js';

let firestore: FirestoreServer;
let rig: BrowserRig;
let page: Page;
const admins: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  [firestore, rig] = await Promise.all([startFirestore({ port: 0 }), startBrowserRig()]);
  page = await rig.newPage();
});

afterAll(async () => {
  await Promise.all(admins.map((a) => a.close()));
  await rig?.close();
  await firestore?.close();
});

describe.each([
  { mode: 'streaming', longPolling: false },
  { mode: 'long-polling', longPolling: true },
])('writing over $mode', ({ mode, longPolling }) => {
  const project = `demo-writes-${mode}`;
  let admin: ReturnType<typeof adminFirestore>['db'];

  beforeAll(async () => {
    await setRules(firestore.port, project, OPEN_RULES);
    const client = adminFirestore(firestore.port, project);
    admins.push(client);
    admin = client.db;
    await openClient(page, mode, { port: firestore.port, project, longPolling });
    await openClient(page, `${mode}-other`, { port: firestore.port, project, longPolling });
  });

  it('sets, adds, updates and deletes documents', async () => {
    const addedId = await page.evaluate(async (c) => {
      const { fs, db } = window.h;
      await fs.setDoc(fs.doc(db(c), 'bookings/b1'), { guest: 'Ada', people: 2, tags: ['vegan'] });
      await fs.setDoc(fs.doc(db(c), 'bookings/b1'), { note: 'window seat' }, { merge: true });
      await fs.updateDoc(fs.doc(db(c), 'bookings/b1'), { people: 3, 'meta.source': 'web' });
      const added = await fs.addDoc(fs.collection(db(c), 'bookings'), {
        guest: 'Grace',
        people: 1,
      });
      await fs.setDoc(fs.doc(db(c), 'bookings/b2'), { guest: 'Linus' });
      await fs.deleteDoc(fs.doc(db(c), 'bookings/b2'));
      return added.id;
    }, mode);
    expect((await admin.doc('bookings/b1').get()).data()).toEqual({
      guest: 'Ada',
      people: 3,
      tags: ['vegan'],
      note: 'window seat',
      meta: { source: 'web' },
    });
    expect(addedId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await admin.doc(`bookings/${addedId}`).get()).data()).toEqual({
      guest: 'Grace',
      people: 1,
    });
    expect((await admin.doc('bookings/b2').get()).exists).toBe(false);
  });

  it('commits a writeBatch atomically', async () => {
    await admin.doc('seats/s3').set({ taken: false });
    await page.evaluate(async (c) => {
      const { fs, db } = window.h;
      const batch = fs.writeBatch(db(c));
      batch.set(fs.doc(db(c), 'seats/s1'), { taken: true });
      batch.set(fs.doc(db(c), 'seats/s2'), { taken: true });
      batch.delete(fs.doc(db(c), 'seats/s3'));
      await batch.commit();
    }, mode);
    const seats = await admin.collection('seats').get();
    expect(Object.fromEntries(seats.docs.map((d) => [d.id, d.data()]))).toEqual({
      s1: { taken: true },
      s2: { taken: true },
    });
  });

  it('applies serverTimestamp and increment, including concurrent increments from two clients', async () => {
    const before = Date.now();
    await page.evaluate(async (c) => {
      const { fs, db } = window.h;
      await fs.setDoc(fs.doc(db(c), 'stats/visits'), { at: fs.serverTimestamp(), count: 0 });
      const bump = (name: string) =>
        fs.updateDoc(fs.doc(db(name), 'stats/visits'), { count: fs.increment(1) });
      await Promise.all(Array.from({ length: 10 }, (_, i) => bump(i % 2 ? c : `${c}-other`)));
    }, mode);
    const snapshot = await admin.doc('stats/visits').get();
    expect(snapshot.get('count')).toBe(10);
    const at = snapshot.get('at').toMillis();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    await page.evaluate(
      (c) => window.h.watch(`${c}-visits`, window.h.fs.doc(window.h.db(c), 'stats/visits')),
      mode,
    );
    await expect
      .poll(async () => (await latestDocs(page, `${mode}-visits`))?.visits, POLL)
      .toEqual({ at: { timestamp: at }, count: 10 });
  });

  it('runs a transaction, and retries one that conflicts with a concurrent write', async () => {
    await admin.doc('wallets/w1').set({ credits: 10 });
    const simple = await page.evaluate(async (c) => {
      const { fs, db } = window.h;
      const ref = fs.doc(db(c), 'wallets/w1');
      return fs.runTransaction(db(c), async (tx) => {
        const credits = (await tx.get(ref)).get('credits') as number;
        tx.update(ref, { credits: credits - 3 });
        return credits;
      });
    }, mode);
    expect(simple).toBe(10);
    expect((await admin.doc('wallets/w1').get()).get('credits')).toBe(7);

    // Between the transaction's read and its commit, another client changes the document: the
    // commit's precondition fails and the SDK runs the function again on fresh data.
    const attempts = await page.evaluate(async (c) => {
      const { fs, db } = window.h;
      const ref = fs.doc(db(c), 'wallets/w1');
      const otherRef = fs.doc(db(`${c}-other`), 'wallets/w1');
      let runs = 0;
      await fs.runTransaction(db(c), async (tx) => {
        runs++;
        const credits = (await tx.get(ref)).get('credits') as number;
        if (runs === 1) await fs.updateDoc(otherRef, { credits: fs.increment(100) });
        tx.update(ref, { credits: credits * 2 });
      });
      return runs;
    }, mode);
    expect(attempts).toBe(2);
    expect((await admin.doc('wallets/w1').get()).get('credits')).toBe(214);
  });
});
