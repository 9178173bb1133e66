/** Conformance through firebase/firestore/lite, which speaks REST with text/plain JSON bodies. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  sum,
  average,
  count,
  terminate,
  updateDoc,
  where,
  writeBatch,
  arrayUnion,
  Timestamp,
  type Firestore,
} from 'firebase/firestore/lite';
import type { FirestoreServer } from '../../src/firestore/index.js';
import { startTestFirestore, uniqueProject } from './helpers.js';
import { TEST_RULES, putRules } from './rules-fixture.js';

let server: FirestoreServer;
const projectId = uniqueProject('lite');
const apps: FirebaseApp[] = [];
const dbs: Firestore[] = [];

function client(uid: string | null): Firestore {
  const app = initializeApp({ projectId, apiKey: 'fake-key' }, `lite-${apps.length}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(
    db,
    '127.0.0.1',
    server.port,
    uid ? { mockUserToken: { sub: uid } } : {},
  );
  apps.push(app);
  dbs.push(db);
  return db;
}

beforeAll(async () => {
  server = await startTestFirestore();
  expect((await putRules(server.port, projectId, TEST_RULES)).status).toBe(200);
});

afterAll(async () => {
  await Promise.all(dbs.map((d) => terminate(d)));
  await Promise.all(apps.map((a) => deleteApp(a)));
  await server.close();
});

describe('firestore/lite over REST', () => {
  it('writes, reads, updates and deletes', async () => {
    const db = client('lite-user');
    await setDoc(doc(db, 'public/l1'), { n: 1, tags: ['a'], at: serverTimestamp() });
    await updateDoc(doc(db, 'public/l1'), { n: 2, tags: arrayUnion('b') });
    const snap = await getDoc(doc(db, 'public/l1'));
    expect(snap.get('n')).toBe(2);
    expect(snap.get('tags')).toEqual(['a', 'b']);
    expect(snap.get('at')).toBeInstanceOf(Timestamp);
    await deleteDoc(doc(db, 'public/l1'));
    expect((await getDoc(doc(db, 'public/l1'))).exists()).toBe(false);
  });

  it('queries and aggregates', async () => {
    const db = client('lite-user');
    const batch = writeBatch(db);
    for (let i = 1; i <= 5; i++)
      batch.set(doc(db, `public/q${i}`), { i, kind: i % 2 ? 'odd' : 'even' });
    await batch.commit();
    const odd = await getDocs(
      query(collection(db, 'public'), where('kind', '==', 'odd'), orderBy('i', 'desc'), limit(2)),
    );
    expect(odd.docs.map((d) => d.id)).toEqual(['q5', 'q3']);
    expect(
      (await getCount(query(collection(db, 'public'), where('kind', '==', 'even')))).data().count,
    ).toBe(2);
    const agg = await getAggregate(collection(db, 'public'), {
      total: sum('i'),
      mean: average('i'),
      n: count(),
    });
    expect(agg.data()).toEqual({ total: 15, mean: 3, n: 5 });
  });

  it('runs transactions with preconditions', async () => {
    const db = client('lite-user');
    await setDoc(doc(db, 'counters/lite'), { n: 1 });
    await runTransaction(db, async (tx) => {
      const s = await tx.get(doc(db, 'counters/lite'));
      tx.update(doc(db, 'counters/lite'), { n: (s.get('n') as number) + 1 });
    });
    expect((await getDoc(doc(db, 'counters/lite'))).get('n')).toBe(2);
  });

  it('commits a transaction that reads a document it does not write (verify write)', async () => {
    const db = client('lite-user');
    await setDoc(doc(db, 'counters/lite-source'), { n: 5 });
    await runTransaction(db, async (tx) => {
      const source = await tx.get(doc(db, 'counters/lite-source'));
      tx.set(doc(db, 'counters/lite-copy'), { n: source.get('n') as number });
    });
    expect((await getDoc(doc(db, 'counters/lite-copy'))).get('n')).toBe(5);
  });

  it('retries a transaction when a document it only read changed before the commit', async () => {
    const db = client('lite-user');
    const other = client('lite-other');
    await setDoc(doc(db, 'counters/lite-read'), { n: 1 });
    let attempts = 0;
    await runTransaction(db, async (tx) => {
      attempts++;
      const source = await tx.get(doc(db, 'counters/lite-read'));
      if (attempts === 1) await setDoc(doc(other, 'counters/lite-read'), { n: 2 });
      tx.set(doc(db, 'counters/lite-written'), { n: source.get('n') as number });
    });
    expect(attempts).toBe(2);
    expect((await getDoc(doc(db, 'counters/lite-written'))).get('n')).toBe(2);
  });

  it('surfaces permission-denied', async () => {
    const db = client(null);
    await expect(setDoc(doc(db, 'counters/anon'), { n: 1 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(getDocs(collection(db, 'posts'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
