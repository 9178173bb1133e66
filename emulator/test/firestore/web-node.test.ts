/** Conformance through the web SDK (firebase/firestore) in Node, which talks gRPC. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  increment,
  onSnapshot,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  terminate,
  updateDoc,
  where,
  writeBatch,
  type FirestoreError,
  type Firestore,
} from 'firebase/firestore';
import type { FirestoreServer } from '../../src/firestore/index.js';
import { startTestFirestore, uniqueProject, waitFor } from './helpers.js';
import { TEST_RULES, ownerSet, putRules } from './rules-fixture.js';

let server: FirestoreServer;
const projectId = uniqueProject('web');
const apps: FirebaseApp[] = [];
const dbs: Firestore[] = [];

function client(uid: string | null): Firestore {
  const app = initializeApp({ projectId, apiKey: 'fake-key' }, `web-node-${apps.length}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(
    db,
    '127.0.0.1',
    server.port,
    uid ? { mockUserToken: { sub: uid, user_id: uid } } : {},
  );
  apps.push(app);
  dbs.push(db);
  return db;
}

beforeAll(async () => {
  server = await startTestFirestore();
  const res = await putRules(server.port, projectId, TEST_RULES);
  expect(res.status).toBe(200);
});

afterAll(async () => {
  await Promise.all(dbs.map((d) => terminate(d)));
  await Promise.all(apps.map((a) => deleteApp(a)));
  await server.close();
});

describe('web SDK over gRPC', () => {
  it('reads its own writes and sees live onSnapshot updates from another client', async () => {
    const alice = client('alice');
    const bob = client('bob');
    await setDoc(doc(alice, 'public/one'), { n: 1 });
    expect((await getDoc(doc(bob, 'public/one'))).data()).toEqual({ n: 1 });
    const waitForValues = (want: number[]) =>
      waitFor<number[]>(
        (push) =>
          onSnapshot(query(collection(bob, 'public'), where('n', '>', 0)), (s) =>
            push(s.docs.map((d) => d.get('n') as number)),
          ),
        (v) => JSON.stringify(v) === JSON.stringify(want),
      );
    await waitForValues([1]);
    const later = waitForValues([2, 5]);
    await updateDoc(doc(alice, 'public/one'), { n: 2 });
    await setDoc(doc(alice, 'public/two'), { n: 5 });
    await later;
  });

  it('runs transactions from several clients without losing an increment', async () => {
    const clients = [client('u1'), client('u2')];
    await setDoc(doc(clients[0]!, 'counters/web'), { n: 0 });
    await Promise.all(
      clients.map(async (db) => {
        for (let i = 0; i < 3; i++) {
          await runTransaction(db, async (tx) => {
            const snap = await tx.get(doc(db, 'counters/web'));
            tx.update(doc(db, 'counters/web'), { n: (snap.get('n') as number) + 1 });
          });
        }
      }),
    );
    expect((await getDoc(doc(clients[0]!, 'counters/web'))).get('n')).toBe(6);
  });

  it('commits a transaction that reads a document it does not write (verify write)', async () => {
    const db = client('reader');
    await setDoc(doc(db, 'counters/web-source'), { n: 7 });
    await runTransaction(db, async (tx) => {
      const source = await tx.get(doc(db, 'counters/web-source'));
      tx.set(doc(db, 'counters/web-copy'), { n: source.get('n') as number });
    });
    expect((await getDoc(doc(db, 'counters/web-copy'))).get('n')).toBe(7);
  });

  it('retries a transaction when a document it only read changed before the commit, and fails after maxAttempts', async () => {
    const db = client('retrier');
    const other = client('meddler');
    await setDoc(doc(db, 'counters/web-read'), { n: 1 });
    let attempts = 0;
    await runTransaction(db, async (tx) => {
      attempts++;
      const source = await tx.get(doc(db, 'counters/web-read'));
      if (attempts === 1) await setDoc(doc(other, 'counters/web-read'), { n: 2 });
      tx.set(doc(db, 'counters/web-written'), { n: source.get('n') as number });
    });
    expect(attempts).toBe(2);
    expect((await getDoc(doc(db, 'counters/web-written'))).get('n')).toBe(2);

    let tries = 0;
    const failed = await runTransaction(
      db,
      async (tx) => {
        tries++;
        await tx.get(doc(db, 'counters/web-read'));
        await setDoc(doc(other, 'counters/web-read'), { n: 10 + tries });
        tx.set(doc(db, 'counters/web-written'), { n: -1 });
      },
      { maxAttempts: 2 },
    ).catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: 'failed-precondition' });
    expect(tries).toBe(2);
    expect((await getDoc(doc(db, 'counters/web-written'))).get('n')).toBe(2);
  });

  it('applies batches and increments', async () => {
    const db = client('carol');
    const batch = writeBatch(db);
    batch.set(doc(db, 'public/b1'), { n: 1 });
    batch.set(doc(db, 'public/b2'), { n: 2 });
    await batch.commit();
    await updateDoc(doc(db, 'public/b1'), { n: increment(10) });
    expect((await getDoc(doc(db, 'public/b1'))).get('n')).toBe(11);
  });

  it('reports permission-denied as a FirestoreError for reads, writes, queries and listeners', async () => {
    const alice = client('alice2');
    await ownerSet(server.port, projectId, 'private/bob/notes/n1', {
      t: { stringValue: 'secret' },
    });
    const readErr = await getDoc(doc(alice, 'private/bob/notes/n1')).catch((e: unknown) => e);
    // FirestoreError is a FirebaseError subclass; vitest may load a second copy of the class, so match its shape.
    expect(readErr).toMatchObject({ name: 'FirebaseError', code: 'permission-denied' });
    expect((readErr as FirestoreError).message).toContain('Missing or insufficient permissions');
    const writeErr = await setDoc(doc(alice, 'private/bob/notes/n2'), { t: 'x' }).catch(
      (e: unknown) => e,
    );
    expect((writeErr as FirestoreError).code).toBe('permission-denied');
    await setDoc(doc(alice, 'private/alice2/notes/mine'), { t: 'ok' });
    const listenErr = await new Promise<FirestoreError>((resolve) => {
      onSnapshot(collection(alice, 'private/bob/notes'), () => undefined, resolve);
    });
    expect(listenErr.code).toBe('permission-denied');
  });

  it('gives rules a request.time equal to the serverTimestamp() the write stores', async () => {
    const db = client('stamper');
    await setDoc(doc(db, 'stamped/ok'), { at: serverTimestamp() });
    expect((await getDoc(doc(db, 'stamped/ok'))).get('at')).toBeInstanceOf(Timestamp);
    await expect(
      setDoc(doc(db, 'stamped/bad'), { at: Timestamp.fromMillis(0) }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('judges list queries by what they could return', async () => {
    const alice = client('alice3');
    await ownerSet(server.port, projectId, 'posts/p1', {
      owner: { stringValue: 'alice3' },
      visibility: { stringValue: 'private' },
    });
    await ownerSet(server.port, projectId, 'posts/p2', {
      owner: { stringValue: 'bob' },
      visibility: { stringValue: 'public' },
    });
    const all = await getDocs(collection(alice, 'posts')).catch((e: unknown) => e);
    expect((all as FirestoreError).code).toBe('permission-denied');
    const publicPosts = await getDocs(
      query(collection(alice, 'posts'), where('visibility', '==', 'public')),
    );
    expect(publicPosts.docs.map((d) => d.id)).toEqual(['p2']);
    const mine = await getDocs(query(collection(alice, 'posts'), where('owner', '==', 'alice3')));
    expect(mine.docs.map((d) => d.id)).toEqual(['p1']);
    const others = await getDocs(
      query(collection(alice, 'posts'), where('owner', '==', 'bob')),
    ).catch((e: unknown) => e);
    expect((others as FirestoreError).code).toBe('permission-denied');
  });
});
