/**
 * Auth over WebChannel: the Auth emulator's ID token travels in the channel handshake and reaches
 * Security Rules as request.auth; denied writes, listens and transactions surface as
 * FirestoreError 'permission-denied' while everything else keeps working; sign-out/sign-in
 * switches the identity the rules see.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth, type AuthServer } from '../../src/auth/index.js';
import { startBrowserRig, type BrowserRig } from './helpers/browser.js';
import {
  adminFirestore,
  setRules,
  startFirestore,
  type FirestoreServer,
} from './helpers/emulator.js';
import { latestDocs, openClient, POLL, watchError } from './helpers/page-helpers.js';

const PROJECT = 'demo-webchannel-auth';
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /profiles/{uid} {
      allow read: if request.auth != null;
      allow write: if request.auth != null && request.auth.uid == uid
        && request.resource.data.email == request.auth.token.email;
    }
    match /diaries/{uid} {
      allow read, write: if request.auth != null && request.auth.uid == uid;
    }
    match /lobby/{id} {
      allow read, write: if true;
    }
  }
}`;
const ALICE = { email: 'alice@brunchers.test', password: 'alice-secret' };
const BOB = { email: 'bob@brunchers.test', password: 'bob-secret' };

let firestore: FirestoreServer;
let auth: AuthServer;
let rig: BrowserRig;
let page: Page;
let admin: ReturnType<typeof adminFirestore>;
let aliceUid: string;
let bobUid: string;

beforeAll(async () => {
  [firestore, auth, rig] = await Promise.all([
    startFirestore({ port: 0 }),
    startAuth({ port: 0, projectId: PROJECT }),
    startBrowserRig(),
  ]);
  await setRules(firestore.port, PROJECT, RULES);
  admin = adminFirestore(firestore.port, PROJECT);
  page = await rig.newPage();
  const options = { port: firestore.port, project: PROJECT, authPort: auth.port };
  await openClient(page, 'setup', options);
  bobUid = await page.evaluate((u) => window.h.signUp('setup', u.email, u.password), BOB);
  aliceUid = await page.evaluate((u) => window.h.signUp('setup', u.email, u.password), ALICE);
  await openClient(page, 'c', options);
  await page.evaluate((u) => window.h.signIn('c', u.email, u.password), ALICE);
  await page.evaluate(() =>
    window.h.watch('lobby', window.h.fs.collection(window.h.db('c'), 'lobby')),
  );
});

afterAll(async () => {
  await admin?.close();
  await rig?.close();
  await auth?.close();
  await firestore?.close();
});

describe('auth over WebChannel', () => {
  it("delivers the Auth emulator's ID token to the rules as request.auth", async () => {
    const own = await page.evaluate(
      ([uid, email]) =>
        window.h.attempt(() =>
          window.h.fs.setDoc(window.h.fs.doc(window.h.db('c'), 'profiles', uid), {
            email,
            name: 'Alice',
          }),
        ),
      [aliceUid, ALICE.email] as const,
    );
    expect(own).toMatchObject({ ok: true });
    expect((await admin.db.doc(`profiles/${aliceUid}`).get()).data()).toEqual({
      email: ALICE.email,
      name: 'Alice',
    });
    // The rule compares with request.auth.token.email: a claim, not just the uid, reached the rules.
    const wrongEmail = await page.evaluate(
      (uid) =>
        window.h.attempt(() =>
          window.h.fs.setDoc(window.h.fs.doc(window.h.db('c'), 'profiles', uid), {
            email: 'mallory@x.test',
          }),
        ),
      aliceUid,
    );
    expect(wrongEmail).toMatchObject({ ok: false, code: 'permission-denied' });
  });

  it('rejects a denied write with permission-denied and keeps writing and listening', async () => {
    const denied = await page.evaluate(
      ([uid, email]) =>
        window.h.attempt(() =>
          window.h.fs.setDoc(window.h.fs.doc(window.h.db('c'), 'profiles', uid), { email }),
        ),
      [bobUid, ALICE.email] as const,
    );
    expect(denied).toMatchObject({ ok: false, code: 'permission-denied' });
    const next = await page.evaluate(() =>
      window.h.attempt(() =>
        window.h.fs.setDoc(window.h.fs.doc(window.h.db('c'), 'lobby/after-denied-write'), {
          by: 'alice',
        }),
      ),
    );
    expect(next).toMatchObject({ ok: true });
    await expect
      .poll(async () => (await latestDocs(page, 'lobby'))?.['after-denied-write'], POLL)
      .toEqual({ by: 'alice' });
    expect((await admin.db.doc(`profiles/${bobUid}`).get()).exists).toBe(false);
  });

  it('fails a denied listen with permission-denied while other listeners stay live', async () => {
    await page.evaluate(
      (uid) => window.h.watch('bob-diary', window.h.fs.doc(window.h.db('c'), 'diaries', uid)),
      bobUid,
    );
    await expect
      .poll(() => watchError(page, 'bob-diary'), POLL)
      .toMatchObject({ code: 'permission-denied' });
    await admin.db.doc('lobby/after-denied-listen').set({ by: 'admin' });
    await expect
      .poll(async () => (await latestDocs(page, 'lobby'))?.['after-denied-listen'], POLL)
      .toEqual({ by: 'admin' });
    await page.evaluate(
      (uid) => window.h.watch('alice-diary', window.h.fs.doc(window.h.db('c'), 'diaries', uid)),
      aliceUid,
    );
    await expect.poll(() => latestDocs(page, 'alice-diary'), POLL).toEqual({});
  });

  it('fails a denied transaction with permission-denied and keeps serving', async () => {
    const denied = await page.evaluate(
      (uid) =>
        window.h.attempt(() => {
          const { fs, db } = window.h;
          return fs.runTransaction(db('c'), async (tx) => {
            const ref = fs.doc(db('c'), 'profiles', uid);
            await tx.get(ref);
            tx.set(ref, { email: 'bob@brunchers.test', name: 'hijacked' });
          });
        }),
      bobUid,
    );
    expect(denied).toMatchObject({ ok: false, code: 'permission-denied' });
    const allowed = await page.evaluate(() =>
      window.h.attempt(() => {
        const { fs, db } = window.h;
        return fs.runTransaction(db('c'), async (tx) => {
          const ref = fs.doc(db('c'), 'lobby/counter');
          const n = ((await tx.get(ref)).get('n') as number | undefined) ?? 0;
          tx.set(ref, { n: n + 1 });
        });
      }),
    );
    expect(allowed).toMatchObject({ ok: true });
    expect((await admin.db.doc('lobby/counter').get()).get('n')).toBe(1);
  });

  it('switches the identity the rules see on sign-out and sign-in', async () => {
    const writeDiary = (uid: string, text: string) =>
      page.evaluate(
        ([u, t]) =>
          window.h.attempt(() =>
            window.h.fs.setDoc(window.h.fs.doc(window.h.db('c'), 'diaries', u), { text: t }),
          ),
        [uid, text] as const,
      );
    await page.evaluate(() => window.h.signOut('c'));
    expect(await writeDiary(aliceUid, 'anonymous')).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });

    expect(await page.evaluate((u) => window.h.signIn('c', u.email, u.password), BOB)).toBe(bobUid);
    const bobProfile = await page.evaluate(
      ([uid, email]) =>
        window.h.attempt(() =>
          window.h.fs.setDoc(window.h.fs.doc(window.h.db('c'), 'profiles', uid), {
            email,
            name: 'Bob',
          }),
        ),
      [bobUid, BOB.email] as const,
    );
    expect(bobProfile).toMatchObject({ ok: true });
    expect(await writeDiary(aliceUid, 'not bob')).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    expect(await writeDiary(bobUid, 'dear diary')).toMatchObject({ ok: true });
    await page.evaluate(
      (uid) =>
        window.h.watch('bob-diary-as-bob', window.h.fs.doc(window.h.db('c'), 'diaries', uid)),
      bobUid,
    );
    await expect
      .poll(() => latestDocs(page, 'bob-diary-as-bob'), POLL)
      .toEqual({ [bobUid]: { text: 'dear diary' } });
    expect((await admin.db.doc(`profiles/${bobUid}`).get()).data()).toEqual({
      email: BOB.email,
      name: 'Bob',
    });
  });
});
