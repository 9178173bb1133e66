/** Conformance through firebase-admin 13 (gRPC): CRUD, batches, transactions, queries, aggregations, onSnapshot. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  getFirestore,
  type Firestore,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import type { FirestoreServer } from '../../src/firestore/index.js';
import { startTestFirestore, uniqueProject, waitFor } from './helpers.js';

let server: FirestoreServer;
let app: App;
let db: Firestore;
const projectId = uniqueProject('admin');

beforeAll(async () => {
  server = await startTestFirestore();
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${server.port}`;
  app = initializeApp({ projectId }, 'admin-conformance');
  db = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
  await server.close();
});

describe('documents', () => {
  it('creates, reads, updates with a mask and deletes at any depth', async () => {
    const ref = db.doc('users/alice/posts/p1/comments/c1');
    await ref.set({ text: 'hello', meta: { likes: 1, tags: ['a'] } });
    expect((await ref.get()).data()).toEqual({ text: 'hello', meta: { likes: 1, tags: ['a'] } });
    await ref.update({ 'meta.likes': 2, extra: null });
    expect((await ref.get()).data()).toEqual({
      text: 'hello',
      meta: { likes: 2, tags: ['a'] },
      extra: null,
    });
    await ref.set({ meta: { other: true } }, { merge: true });
    expect((await ref.get()).get('meta')).toEqual({ likes: 2, tags: ['a'], other: true });
    await ref.update({ extra: FieldValue.delete() });
    expect((await ref.get()).data()).not.toHaveProperty('extra');
    await ref.delete();
    expect((await ref.get()).exists).toBe(false);
  });

  it('keeps createTime and advances updateTime', async () => {
    const ref = db.doc('times/t1');
    const first = await ref.set({ n: 1 });
    const created = (await ref.get()).createTime!;
    const second = await ref.set({ n: 2 });
    const snap = await ref.get();
    expect(snap.createTime!.isEqual(created)).toBe(true);
    expect(second.writeTime.toMillis()).toBeGreaterThanOrEqual(first.writeTime.toMillis());
    expect(snap.updateTime!.isEqual(second.writeTime)).toBe(true);
  });

  it('round-trips every value type', async () => {
    const ref = db.doc('types/all');
    const value = {
      nul: null,
      bool: true,
      int: 42,
      dbl: 1.5,
      nan: NaN,
      ts: Timestamp.fromMillis(1_700_000_000_123),
      str: 'héllo 😀',
      bytes: Buffer.from([0, 1, 255]),
      ref: db.doc('users/bob'),
      arr: [1, 'two', { three: 3 }],
      map: { nested: { deep: 'yes' } },
    };
    await ref.set(value);
    const data = (await ref.get()).data()!;
    expect(data.nul).toBeNull();
    expect(data.int).toBe(42);
    expect(Number.isNaN(data.nan)).toBe(true);
    expect((data.ts as Timestamp).toMillis()).toBe(1_700_000_000_123);
    expect(Buffer.from(data.bytes as Uint8Array)).toEqual(Buffer.from([0, 1, 255]));
    expect(data.ref.path).toBe('users/bob');
    expect(data.arr).toEqual([1, 'two', { three: 3 }]);
    expect(data.str).toBe('héllo 😀');
  });

  it('fails create on an existing document and update on a missing one', async () => {
    await db.doc('pre/exists').set({ a: 1 });
    await expect(db.doc('pre/exists').create({ a: 2 })).rejects.toMatchObject({ code: 6 });
    await expect(db.doc('pre/missing').update({ a: 1 })).rejects.toMatchObject({ code: 5 });
    const snap = await db.doc('pre/exists').get();
    await expect(
      db.doc('pre/exists').update({ a: 3 }, { lastUpdateTime: Timestamp.fromMillis(1) }),
    ).rejects.toMatchObject({ code: 9 });
    await db.doc('pre/exists').update({ a: 4 }, { lastUpdateTime: snap.updateTime! });
    expect((await db.doc('pre/exists').get()).get('a')).toBe(4);
  });

  it('applies every transform', async () => {
    const ref = db.doc('transforms/t');
    await ref.set({ n: 1, d: 1.5, arr: [1, 2, 3] });
    await ref.update({
      n: FieldValue.increment(2),
      d: FieldValue.increment(1),
      at: FieldValue.serverTimestamp(),
      arr: FieldValue.arrayUnion(3, 4),
      fresh: FieldValue.increment(7),
    });
    await ref.update({ arr: FieldValue.arrayRemove(1, 2) });
    const data = (await ref.get()).data()!;
    expect(data).toMatchObject({ n: 3, d: 2.5, arr: [3, 4], fresh: 7 });
    expect(data.at).toBeInstanceOf(Timestamp);
  });

  it('lists collections and documents', async () => {
    await db.doc('lists/a').set({});
    await db.doc('lists/b/sub/x').set({});
    await db.doc('lists/a/child/y').set({});
    const refs = await db.collection('lists').listDocuments();
    expect(refs.map((r) => r.id).sort()).toEqual(['a', 'b']);
    const cols = await db.doc('lists/a').listCollections();
    expect(cols.map((c) => c.id)).toEqual(['child']);
  });
});

describe('batches', () => {
  it('commits atomically: a failing write leaves nothing behind', async () => {
    const batch = db.batch();
    batch.set(db.doc('batch/one'), { v: 1 });
    batch.update(db.doc('batch/does-not-exist'), { v: 2 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 5 });
    expect((await db.doc('batch/one').get()).exists).toBe(false);
  });

  it('commits 500 writes and refuses 501', async () => {
    const ok = db.batch();
    for (let i = 0; i < 500; i++) ok.set(db.doc(`many/d${i}`), { i });
    await ok.commit();
    expect((await db.collection('many').count().get()).data().count).toBe(500);
    const tooMany = db.batch();
    for (let i = 0; i < 501; i++) tooMany.set(db.doc(`many2/d${i}`), { i });
    await expect(tooMany.commit()).rejects.toMatchObject({ code: 3 });
  });

  it('refuses documents over 1 MiB', async () => {
    await expect(db.doc('big/one').set({ blob: 'x'.repeat(1_048_600) })).rejects.toMatchObject({
      code: 3,
    });
    await db.doc('big/ok').set({ blob: 'x'.repeat(1_000_000) });
  });

  it('BulkWriter reports each write', async () => {
    const writer = db.bulkWriter();
    for (let i = 0; i < 20; i++) void writer.set(db.doc(`bulk/d${i}`), { i });
    await writer.close();
    expect((await db.collection('bulk').count().get()).data().count).toBe(20);
  });
});

describe('transactions', () => {
  it('N clients x M read-modify-write increments land on the exact total', async () => {
    const counter = db.doc('counters/c');
    await counter.set({ n: 0 });
    const clients = 5;
    const increments = 8;
    const apps = Array.from({ length: clients }, (_, i) =>
      initializeApp({ projectId }, `tx-client-${i}`),
    );
    try {
      await Promise.all(
        apps.map(async (a) => {
          const client = getFirestore(a);
          for (let i = 0; i < increments; i++) {
            await client.runTransaction(async (tx) => {
              const snap = await tx.get(client.doc('counters/c'));
              tx.update(client.doc('counters/c'), { n: (snap.get('n') as number) + 1 });
            });
          }
        }),
      );
    } finally {
      await Promise.all(apps.map((a) => deleteApp(a)));
    }
    expect((await counter.get()).get('n')).toBe(clients * increments);
  });

  it('a plain write between a transaction read and its commit aborts the attempt and retries', async () => {
    const ref = db.doc('counters/interleaved');
    await ref.set({ n: 0 });
    let attempts = 0;
    await db.runTransaction(async (tx) => {
      attempts++;
      const snap = await tx.get(ref);
      if (attempts === 1) await db.doc('counters/interleaved').set({ n: 100 });
      tx.update(ref, { n: (snap.get('n') as number) + 1 });
    });
    expect(attempts).toBe(2);
    expect((await ref.get()).get('n')).toBe(101);
  });

  it('resolves transactions that lock documents in opposite orders (no deadlock, no lost update)', async () => {
    await db.doc('pair/a').set({ n: 0 });
    await db.doc('pair/b').set({ n: 0 });
    const other = initializeApp({ projectId }, 'tx-deadlock');
    const db2 = getFirestore(other);
    let release!: () => void;
    const bothRead = new Promise<void>((resolve) => (release = resolve));
    let firstReads = 0;
    const transfer = (client: Firestore, first: string, second: string) =>
      client.runTransaction(async (tx) => {
        const one = await tx.get(client.doc(first));
        if (++firstReads === 2) release();
        await Promise.race([bothRead, new Promise((r) => setTimeout(r, 500))]);
        const two = await tx.get(client.doc(second));
        tx.update(client.doc(first), { n: (one.get('n') as number) + 1 });
        tx.update(client.doc(second), { n: (two.get('n') as number) + 1 });
      });
    try {
      await Promise.all([transfer(db, 'pair/a', 'pair/b'), transfer(db2, 'pair/b', 'pair/a')]);
    } finally {
      await deleteApp(other);
    }
    expect((await db.doc('pair/a').get()).get('n')).toBe(2);
    expect((await db.doc('pair/b').get()).get('n')).toBe(2);
  });

  it('supports queries inside transactions and read-only transactions', async () => {
    await db.doc('txq/a').set({ k: 1 });
    await db.doc('txq/b').set({ k: 2 });
    const total = await db.runTransaction(async (tx) => {
      const snap = await tx.get(db.collection('txq').where('k', '>', 0));
      tx.set(db.doc('txq/sum'), {
        total: snap.docs.reduce((s, d) => s + (d.get('k') as number), 0),
      });
      return snap.size;
    });
    expect(total).toBe(2);
    expect((await db.doc('txq/sum').get()).get('total')).toBe(3);
    const read = await db.runTransaction(async (tx) => (await tx.get(db.doc('txq/a'))).get('k'), {
      readOnly: true,
    });
    expect(read).toBe(1);
  });

  it('rolls back when the update function throws', async () => {
    await expect(
      db.runTransaction(async (tx) => {
        await tx.get(db.doc('txq/a'));
        tx.set(db.doc('txq/a'), { k: 999 });
        throw new Error('nope');
      }),
    ).rejects.toThrow('nope');
    expect((await db.doc('txq/a').get()).get('k')).toBe(1);
  });
});

describe('queries', () => {
  beforeAll(async () => {
    const batch = db.batch();
    const rows = [
      { id: 'a', n: 1, s: 'apple', tags: ['x', 'y'], grp: 'g1' },
      { id: 'b', n: 2, s: 'banana', tags: ['y'], grp: 'g1' },
      { id: 'c', n: 3, s: 'cherry', tags: ['z'], grp: 'g2', opt: null },
      { id: 'd', n: 4.5, s: 'date', tags: [], grp: 'g2', opt: 1 },
      { id: 'e', n: NaN, s: 'elder', tags: ['x'], grp: 'g3' },
      { id: 'f', n: 'six', s: 'fig', grp: 'g3' },
    ];
    for (const { id, ...data } of rows) batch.set(db.doc(`fruits/${id}`), data);
    await batch.commit();
  });

  const ids = (snap: QuerySnapshot): string[] => snap.docs.map((d) => d.id);
  const fruits = () => db.collection('fruits');

  it('supports every comparison operator with type-aware matching', async () => {
    expect(ids(await fruits().where('n', '<', 3).get())).toEqual(['a', 'b']);
    expect(ids(await fruits().where('n', '<=', 3).get())).toEqual(['a', 'b', 'c']);
    expect(ids(await fruits().where('n', '>', 2).get())).toEqual(['c', 'd']);
    expect(ids(await fruits().where('n', '>=', 4.5).get())).toEqual(['d']);
    expect(ids(await fruits().where('n', '==', 2).get())).toEqual(['b']);
    expect(ids(await fruits().where('n', '==', 2.0).get())).toEqual(['b']);
    expect(ids(await fruits().where('n', '!=', 2).orderBy('n').get())).toEqual([
      'e',
      'a',
      'c',
      'd',
      'f',
    ]);
    expect(ids(await fruits().where('n', '==', NaN).get())).toEqual(['e']);
    expect(ids(await fruits().where('n', '>', 'a').get())).toEqual(['f']);
  });

  it('supports array and membership operators and null', async () => {
    expect(ids(await fruits().where('tags', 'array-contains', 'x').get())).toEqual(['a', 'e']);
    expect(ids(await fruits().where('tags', 'array-contains-any', ['z', 'y']).get())).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(ids(await fruits().where('grp', 'in', ['g2', 'g3']).get())).toEqual([
      'c',
      'd',
      'e',
      'f',
    ]);
    expect(ids(await fruits().where('grp', 'not-in', ['g1', 'g3']).get())).toEqual(['c', 'd']);
    expect(ids(await fruits().where('opt', '==', null).get())).toEqual(['c']);
    expect(ids(await fruits().where('opt', '!=', null).get())).toEqual(['d']);
  });

  it('!= NaN (IS_NOT_NAN) matches every present, non-null, non-NaN value of any type', async () => {
    await db.doc('nan-check/null').set({ n: null });
    await db.doc('nan-check/nan').set({ n: NaN });
    await db.doc('nan-check/missing').set({ other: 1 });
    await db.doc('nan-check/one').set({ n: 1 });
    await db.doc('nan-check/text').set({ n: 'x' });
    await db.doc('nan-check/list').set({ n: [NaN] });
    expect(ids(await db.collection('nan-check').where('n', '!=', NaN).get())).toEqual([
      'one',
      'text',
      'list',
    ]);
  });

  it('orders implicitly by the inequality field, then by name, in the last explicit direction', async () => {
    // Name order (a < m < z) differs from value order (z has the smallest v).
    const batch = db.batch();
    batch.set(db.doc('implicit/z'), { v: 1, g: 1 });
    batch.set(db.doc('implicit/m'), { v: 2, g: 1 });
    batch.set(db.doc('implicit/a'), { v: 2, g: 1 });
    batch.set(db.doc('implicit/b'), { v: 3, g: 2 });
    await batch.commit();
    const col = db.collection('implicit');
    expect(ids(await col.where('v', '>', 0).get())).toEqual(['z', 'a', 'm', 'b']);
    expect(ids(await col.where('v', '>', 0).orderBy('g', 'desc').get())).toEqual([
      'b',
      'm',
      'a',
      'z',
    ]);
    expect(ids(await col.where('v', '>', 0).orderBy('g').get())).toEqual(['z', 'a', 'm', 'b']);
    expect(ids(await col.where('v', '>', 0).limit(2).get())).toEqual(['z', 'a']);
    expect(ids(await col.where('v', '>', 0).orderBy('g', 'desc').limit(3).get())).toEqual([
      'b',
      'm',
      'a',
    ]);
  });

  it('!= and not-in exclude documents that lack the field', async () => {
    await db.doc('missing-field/has').set({ k: 'a' });
    await db.doc('missing-field/other').set({ k: 'b' });
    await db.doc('missing-field/lacks').set({ j: 'a' });
    await db.doc('missing-field/nulled').set({ k: null });
    const col = db.collection('missing-field');
    expect(ids(await col.where('k', '!=', 'a').get())).toEqual(['other']);
    expect(ids(await col.where('k', 'not-in', ['a']).get())).toEqual(['other']);
    expect(ids(await col.where('k', 'not-in', ['x', 'y']).get())).toEqual(['has', 'other']);
  });

  it('supports composite AND/OR filters', async () => {
    const { Filter } = await import('firebase-admin/firestore');
    const or = Filter.or(Filter.where('n', '==', 1), Filter.where('s', '==', 'date'));
    expect(ids(await fruits().where(or).get())).toEqual(['a', 'd']);
    const and = Filter.and(
      Filter.where('grp', '==', 'g1'),
      Filter.or(Filter.where('n', '==', 2), Filter.where('n', '==', 3)),
    );
    expect(ids(await fruits().where(and).get())).toEqual(['b']);
  });

  it('orders across types, then by name, with cursors, offset and limits', async () => {
    expect(ids(await fruits().orderBy('n').get())).toEqual(['e', 'a', 'b', 'c', 'd', 'f']);
    expect(ids(await fruits().orderBy('n', 'desc').limit(2).get())).toEqual(['f', 'd']);
    expect(ids(await fruits().orderBy('n').startAt(2).endBefore(4.5).get())).toEqual(['b', 'c']);
    expect(ids(await fruits().orderBy('n').startAfter(2).endAt(4.5).get())).toEqual(['c', 'd']);
    expect(ids(await fruits().orderBy('n').offset(2).limit(2).get())).toEqual(['b', 'c']);
    expect(ids(await fruits().orderBy('s').limitToLast(2).get())).toEqual(
      ['elder', 'fig'].map((s) => s[0]!),
    );
    expect(ids(await fruits().orderBy(FieldPath.documentId()).startAfter('d').get())).toEqual([
      'e',
      'f',
    ]);
    expect(ids(await fruits().where('grp', '==', 'g2').orderBy('s', 'desc').get())).toEqual([
      'd',
      'c',
    ]);
  });

  it('projects with select', async () => {
    const snap = await fruits().select('s').where('grp', '==', 'g1').get();
    expect(snap.docs.map((d) => d.data())).toEqual([{ s: 'apple' }, { s: 'banana' }]);
  });

  it('runs collection-group queries, optionally below a parent', async () => {
    await db.doc('shops/s1/items/i1').set({ price: 5 });
    await db.doc('shops/s2/items/i2').set({ price: 7 });
    await db.doc('items/top').set({ price: 1 });
    const all = await db.collectionGroup('items').orderBy('price').get();
    expect(ids(all)).toEqual(['top', 'i1', 'i2']);
    const sub = await db.doc('shops/s2').collection('items').get();
    expect(ids(sub)).toEqual(['i2']);
  });

  it('aggregates count, sum and avg', async () => {
    const { AggregateField } = await import('firebase-admin/firestore');
    const snap = await fruits()
      .where('grp', 'in', ['g1', 'g2'])
      .aggregate({
        count: AggregateField.count(),
        total: AggregateField.sum('n'),
        mean: AggregateField.average('n'),
      })
      .get();
    expect(snap.data()).toEqual({ count: 4, total: 10.5, mean: 2.625 });
    const empty = await fruits()
      .where('grp', '==', 'none')
      .aggregate({ mean: AggregateField.average('n'), total: AggregateField.sum('n') })
      .get();
    expect(empty.data()).toEqual({ mean: null, total: 0 });
  });
});

describe('onSnapshot', () => {
  it('streams adds, modifications and removals of a query', async () => {
    const col = db.collection('live');
    await col.doc('x').set({ score: 1 });
    const snapshots: string[][] = [];
    const seen = (want: string[]) =>
      waitFor<string[]>(
        (push) =>
          col.where('score', '>', 0).onSnapshot((s) => {
            const list = s.docs.map((d) => `${d.id}:${d.get('score')}`);
            snapshots.push(list);
            push(list);
          }),
        (list) => JSON.stringify(list) === JSON.stringify(want),
      );
    await seen(['x:1']);
    const next = seen(['x:2', 'y:3']);
    await col.doc('x').update({ score: 2 });
    await col.doc('y').set({ score: 3 });
    await next;
    const removed = seen(['y:3']);
    await col.doc('x').update({ score: 0 });
    await removed;
    const deleted = seen([]);
    await col.doc('y').delete();
    await deleted;
  });

  it('streams a single document, including its deletion', async () => {
    const ref = db.doc('live-doc/one');
    const states: Array<number | null> = [];
    const wait = (want: number | null) =>
      waitFor<number | null>(
        (push) =>
          ref.onSnapshot((s) => {
            const v = s.exists ? (s.get('v') as number) : null;
            states.push(v);
            push(v);
          }),
        (v) => v === want,
      );
    await wait(null);
    const created = wait(1);
    await ref.set({ v: 1 });
    await created;
    const gone = wait(null);
    await ref.delete();
    await gone;
  });

  it('keeps a limit query exact as documents enter and leave', async () => {
    const col = db.collection('leaders');
    await Promise.all([
      col.doc('a').set({ s: 10 }),
      col.doc('b').set({ s: 20 }),
      col.doc('c').set({ s: 30 }),
    ]);
    const top2 = (want: string[]) =>
      waitFor<string[]>(
        (push) =>
          col
            .orderBy('s', 'desc')
            .limit(2)
            .onSnapshot((s) => push(s.docs.map((d) => d.id))),
        (list) => JSON.stringify(list) === JSON.stringify(want),
      );
    await top2(['c', 'b']);
    const changed = top2(['d', 'c']);
    await col.doc('d').set({ s: 40 });
    await changed;
  });
});
