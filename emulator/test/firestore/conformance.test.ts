/**
 * Behaviours where Google's own SDK suites (issue 25) found this emulator differing from Firestore,
 * one focused test each: null in `in`, multi-field aggregations, no-op writes, preconditions on a
 * document written earlier in the commit, BatchWrite, kindless queries, reserved ids, vectors
 * (values, ordering, search), multi-inequality validations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import {
  AggregateField,
  FieldPath,
  FieldValue,
  getFirestore,
  type Firestore,
} from 'firebase-admin/firestore';
import type { FirestoreServer } from '../../src/firestore/index.js';
import { startTestFirestore, uniqueProject } from './helpers.js';

let server: FirestoreServer;
let app: App;
let db: Firestore;
const projectId = uniqueProject('conformance');
const database = `projects/${projectId}/databases/(default)`;
const root = `${database}/documents`;

beforeAll(async () => {
  server = await startTestFirestore();
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${server.port}`;
  app = initializeApp({ projectId }, 'conformance');
  db = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
  await server.close();
});

async function rest(method: string, path: string, body?: object) {
  const res = await fetch(`http://127.0.0.1:${server.port}/v1/${path}`, {
    method,
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & {
      error?: { status: string; message: string };
    },
  };
}

describe('null in in / array-contains-any', () => {
  it('matches no null value (only == null / IS_NULL does)', async () => {
    await db.doc('nulls/a').set({ v: null, list: [null] });
    await db.doc('nulls/b').set({ v: 1, list: [1] });
    const inNull = await db.collection('nulls').where('v', 'in', [null, 1]).get();
    expect(inNull.docs.map((d) => d.id)).toEqual(['b']);
    const anyNull = await db.collection('nulls').where('list', 'array-contains-any', [null]).get();
    expect(anyNull.size).toBe(0);
    expect(
      (await db.collection('nulls').where('v', '==', null).get()).docs.map((d) => d.id),
    ).toEqual(['a']);
  });
});

describe('aggregations over several fields', () => {
  it('leave out documents lacking any aggregated field, count included', async () => {
    await db.doc('agg/a').set({ x: 1, y: 10 });
    await db.doc('agg/b').set({ x: 2 });
    await db.doc('agg/c').set({ y: 30 });
    const snap = await db
      .collection('agg')
      .aggregate({
        n: AggregateField.count(),
        sx: AggregateField.sum('x'),
        ay: AggregateField.average('y'),
      })
      .get();
    expect(snap.data()).toEqual({ n: 1, sx: 1, ay: 10 });
    // One field: documents without it are left out of that aggregation only.
    expect(
      (
        await db
          .collection('agg')
          .aggregate({ n: AggregateField.count(), sx: AggregateField.sum('x') })
          .get()
      ).data(),
    ).toEqual({ n: 2, sx: 3 });
  });
});

describe('no-op writes', () => {
  it('keep the update time of a document a write does not change', async () => {
    const ref = db.doc('noop/a');
    const first = await ref.set({ a: 1, m: { b: [1, 'x'] } });
    const again = await ref.set({ a: 1, m: { b: [1, 'x'] } });
    expect(again.writeTime.isEqual(first.writeTime)).toBe(true);
    expect((await ref.get()).updateTime!.isEqual(first.writeTime)).toBe(true);
    // 1.0 is another stored value than 1.
    const changed = await ref.set({ a: 1.5, m: { b: [1, 'x'] } });
    expect(changed.writeTime.isEqual(first.writeTime)).toBe(false);
  });

  it('let a transaction that writes back what it read commit at the first attempt', async () => {
    const ref = db.doc('noop/tx');
    await ref.set({ n: 1 });
    let attempts = 0;
    await db.runTransaction(async (tx) => {
      attempts++;
      const snap = await tx.get(ref);
      await db.doc('noop/tx').set({ n: 1 }); // same data, written outside the transaction
      tx.update(ref, { n: snap.get('n') });
    });
    expect(attempts).toBe(1);
  });
});

describe('preconditions on a document written earlier in the same commit', () => {
  it('answer INVALID_ARGUMENT, not NOT_FOUND', async () => {
    const name = `${root}/pre/a`;
    const answer = await rest('POST', `${root}:commit`, {
      writes: [
        { delete: name },
        { update: { name, fields: {} }, currentDocument: { exists: true } },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.status).toBe('INVALID_ARGUMENT');
    // On its own the same precondition is NOT_FOUND.
    const alone = await rest('POST', `${root}:commit`, {
      writes: [{ update: { name, fields: {} }, currentDocument: { exists: true } }],
    });
    expect(alone.body.error?.status).toBe('NOT_FOUND');
  });
});

describe('BatchWrite', () => {
  it('gives a delete no update time', async () => {
    await db.doc('bw/a').set({ a: 1 });
    const answer = await rest('POST', `${root}:batchWrite`, {
      writes: [{ delete: `${root}/bw/a` }, { update: { name: `${root}/bw/b`, fields: {} } }],
    });
    expect(answer.status).toBe(200);
    const results = answer.body.writeResults as Array<{ updateTime?: string }>;
    expect(results[0]).toEqual({});
    expect(results[1]!.updateTime).toMatch(/Z$/);
  });

  it('refuses the whole request when a write names an invalid document', async () => {
    const answer = await rest('POST', `${root}:batchWrite`, {
      writes: [
        { update: { name: `${root}/bw/c`, fields: {} } },
        { update: { name: `${root}/bw`, fields: {} } },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.status).toBe('INVALID_ARGUMENT');
    expect((await db.doc('bw/c').get()).exists).toBe(false);
  });

  it('reports a failed precondition per write and applies the others', async () => {
    const writer = db.bulkWriter();
    const created = writer.create(db.doc('bw/d'), { a: 1 });
    const failed = writer
      .update(db.doc('bw/missing'), { a: 1 })
      .catch((e: { code: number }) => e.code);
    await writer.close();
    await created;
    expect(await failed).toBe(5); // NOT_FOUND
  });
});

describe('kindless all-descendants queries', () => {
  it('recursiveDelete removes a collection and everything below it', async () => {
    await db.doc('tree/a').set({ a: 1 });
    await db.doc('tree/a/sub/b').set({ b: 1 });
    await db.doc('tree/a/sub/b/deeper/c').set({ c: 1 });
    await db.doc('other/x').set({ x: 1 });
    await db.recursiveDelete(db.collection('tree'));
    expect((await db.doc('tree/a').get()).exists).toBe(false);
    expect((await db.doc('tree/a/sub/b').get()).exists).toBe(false);
    expect((await db.doc('tree/a/sub/b/deeper/c').get()).exists).toBe(false);
    expect((await db.doc('other/x').get()).exists).toBe(true);
  });

  it('reads every document below a parent over REST, by name', async () => {
    await db.doc('kl/p/one/a').set({});
    await db.doc('kl/p/two/b/three/c').set({});
    await db.doc('kl/q/one/z').set({});
    const answer = await fetch(`http://127.0.0.1:${server.port}/v1/${root}/kl/p:runQuery`, {
      method: 'POST',
      headers: { authorization: 'Bearer owner' },
      body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
    });
    const rows = (await answer.json()) as Array<{ document?: { name: string } }>;
    const names = rows.flatMap((r) => (r.document ? [r.document.name.slice(root.length + 1)] : []));
    expect(names).toEqual(['kl/p/one/a', 'kl/p/two/b/three/c']);
  });

  it('refuses a query on a reserved collection id', async () => {
    const answer = await rest('POST', `${root}:runAggregationQuery`, {
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: '__reserved__' }] },
        aggregations: [{ alias: 'n', count: {} }],
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toMatch(/reserved/);
  });
});

describe('vector values', () => {
  it('stores and reads back a vector, and refuses a malformed one', async () => {
    await db.doc('vec/a').set({ embedding: FieldValue.vector([1, 2.5, 3]) });
    const read = (await db.doc('vec/a').get()).get('embedding') as { toArray(): number[] };
    expect(read.toArray()).toEqual([1, 2.5, 3]);
    const bad = await rest('POST', `${root}:commit`, {
      writes: [
        {
          update: {
            name: `${root}/vec/b`,
            fields: {
              v: {
                mapValue: {
                  fields: {
                    __type__: { stringValue: '__vector__' },
                    value: { arrayValue: { values: [{ stringValue: 'x' }] } },
                  },
                },
              },
            },
          },
        },
      ],
    });
    expect(bad.status).toBe(400);
  });
});

describe('reads at a past readTime', () => {
  it('see documents, queries and counts as they were, in read-only transactions and over REST', async () => {
    const col = db.collection('past');
    const first = await col.doc('a').set({ v: 1 });
    const goneWritten = await col.doc('gone').set({ v: 1 });
    const before = first.writeTime;
    // Commit times are the emulator's clock; wait on it, not on a duration.
    await expect
      .poll(async () => (await col.doc('probe').set({ v: 0 })).writeTime > before)
      .toBe(true);
    await col.doc('probe').delete();
    await col.doc('a').set({ v: 2 });
    await col.doc('gone').delete();
    await col.doc('new').set({ v: 1 });
    const then = await db.runTransaction(
      async (tx) => ({
        a: (await tx.get(col.doc('a'))).get('v') as number,
        gone: (await tx.get(col.doc('gone'))).exists,
        created: (await tx.get(col.doc('new'))).exists,
        ones: (await tx.get(col.where('v', '==', 1))).docs.map((d) => d.id).sort(),
        count: (await tx.get(col.count())).data().count,
      }),
      { readOnly: true, readTime: before },
    );
    expect(then).toEqual({ a: 1, gone: false, created: false, ones: ['a'], count: 1 });
    const atSecond = await db.runTransaction(
      async (tx) => (await tx.get(col.where('v', '==', 1))).docs.map((d) => d.id).sort(),
      { readOnly: true, readTime: goneWritten.writeTime },
    );
    expect(atSecond).toEqual(['a', 'gone']);
    const now = (await col.where('v', '==', 1).get()).docs.map((d) => d.id).sort();
    expect(now).toEqual(['new']);
    const restRead = await rest(
      'GET',
      `${root}/past/a?readTime=${encodeURIComponent(before.toDate().toISOString())}`,
    );
    expect(restRead.status).toBe(200);
  });
});

describe('vector ordering', () => {
  it('sorts vectors after arrays and before maps, by dimension first, then element by element', async () => {
    const col = db.collection('vecorder');
    await col.doc('map').set({ v: { a: 1 } });
    await col.doc('v13').set({ v: FieldValue.vector([1, 3]) });
    await col.doc('v12').set({ v: FieldValue.vector([1, 2]) });
    await col.doc('v9').set({ v: FieldValue.vector([9]) });
    await col.doc('array').set({ v: [100, 200, 300] });
    await col.doc('string').set({ v: 'z' });
    const ordered = await col.orderBy('v').get();
    expect(ordered.docs.map((d) => d.id)).toEqual(['string', 'array', 'v9', 'v12', 'v13', 'map']);
    const above = await col.where('v', '>', FieldValue.vector([1, 2])).get();
    expect(above.docs.map((d) => d.id)).toEqual(['v13']);
  });
});

describe('multi-inequality validations', () => {
  it('refuses an order that puts fields after __name__', async () => {
    const query = db.collection('multi').where('key', '!=', 42).orderBy(FieldPath.documentId());
    await expect(query.get()).rejects.toThrow(
      /order by clause cannot contain more fields after the key/i,
    );
    await expect(
      db.collection('multi').orderBy(FieldPath.documentId()).orderBy('key').get(),
    ).rejects.toThrow(/after the key/);
  });

  it('refuses equality on __name__ beside inequalities on other fields', async () => {
    const query = db
      .collection('multi')
      .where('key', '!=', 42)
      .where(FieldPath.documentId(), '==', 'doc1');
    await expect(query.get()).rejects.toThrow(
      'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.',
    );
    // Allowed: the key also has an inequality, or there is no other inequality.
    await db.doc('multi/doc1').set({ key: 1 });
    const withKeyRange = await db
      .collection('multi')
      .where('key', '!=', 42)
      .where(FieldPath.documentId(), '>=', 'doc0')
      .get();
    expect(withKeyRange.docs.map((d) => d.id)).toEqual(['doc1']);
    const plain = await db.collection('multi').where(FieldPath.documentId(), '==', 'doc1').get();
    expect(plain.size).toBe(1);
  });
});

describe('findNearest (vector search)', () => {
  it('returns the nearest documents by each distance measure, with the distance field', async () => {
    const col = db.collection('nearest');
    await col.doc('a').set({ kind: 'x', v: FieldValue.vector([1, 0]) });
    await col.doc('b').set({ kind: 'x', v: FieldValue.vector([0, 1]) });
    await col.doc('c').set({ kind: 'y', v: FieldValue.vector([3, 3]) });
    await col.doc('d').set({ kind: 'x', v: FieldValue.vector([1, 2, 3]) }); // other dimension
    await col.doc('e').set({ kind: 'x', v: 'not a vector' });
    const euclid = await col
      .findNearest({
        vectorField: 'v',
        queryVector: [1, 0.1],
        limit: 2,
        distanceMeasure: 'EUCLIDEAN',
        distanceResultField: 'dist',
      })
      .get();
    expect(euclid.docs.map((d) => d.id)).toEqual(['a', 'b']);
    expect(euclid.docs[0]!.get('dist')).toBeCloseTo(0.1);
    const dot = await col
      .findNearest({
        vectorField: 'v',
        queryVector: [1, 1],
        limit: 5,
        distanceMeasure: 'DOT_PRODUCT',
      })
      .get();
    expect(dot.docs.map((d) => d.id)).toEqual(['c', 'a', 'b']);
    const cosine = await col
      .where('kind', '==', 'x')
      .findNearest({
        vectorField: 'v',
        queryVector: [0, 2],
        limit: 5,
        distanceMeasure: 'COSINE',
        distanceThreshold: 0.5,
      })
      .get();
    expect(cosine.docs.map((d) => d.id)).toEqual(['b']);
  });
});

describe('query explain (explainOptions)', () => {
  it('plans without running, and with analyze returns results and execution stats', async () => {
    await db.doc('explained/a').set({ city: 'Lisbon', n: 1 });
    await db.doc('explained/b').set({ city: 'Porto', n: 2 });
    const q = db.collection('explained').where('city', '==', 'Lisbon');
    const plan = await q.explain({ analyze: false });
    expect(plan.snapshot).toBeNull();
    expect(plan.metrics.planSummary.indexesUsed).toEqual([
      { query_scope: 'Collection', properties: '(city ASC, __name__ ASC)' },
    ]);
    const analyzed = await q.explain({ analyze: true });
    expect(analyzed.snapshot!.docs.map((d) => d.id)).toEqual(['a']);
    expect(analyzed.metrics.executionStats!.resultsReturned).toBe(1);
    const count = await q.count().explain({ analyze: true });
    expect(count.snapshot!.data().count).toBe(1);
    expect(count.metrics.planSummary.indexesUsed.length).toBe(1);
  });
});

describe('implicit order of a multi-inequality query', () => {
  it('orders a document-id inequality last, after the other inequality fields (nodejs-firestore system test)', async () => {
    const col = db.collection(`multi-ineq-${Date.now()}`);
    const docs: Record<string, { key: string; sort: number }> = {
      doc1: { key: 'a', sort: 5 },
      doc2: { key: 'aa', sort: 4 },
      doc3: { key: 'b', sort: 3 },
      doc4: { key: 'b', sort: 2 },
      doc5: { key: 'bb', sort: 1 },
    };
    await Promise.all(Object.entries(docs).map(([id, data]) => col.doc(id).set(data)));
    const snap = await col
      .where(FieldPath.documentId(), '<', 'doc5')
      .where('sort', '>=', 1)
      .where('key', '!=', 'a')
      .get();
    // Implicitly ordered by key, sort, then __name__.
    expect(snap.docs.map((d) => d.id)).toEqual(['doc2', 'doc4', 'doc3']);
  });
});

describe('document id order', () => {
  it('puts numeric ids (__id<long>__) first, by number, in queries and listeners', async () => {
    const col = db.collection(`numeric-ids-${Date.now()}`);
    const ids = ['A', '12', '__id12__', '__id-2__', '__id', '__id7__', 'a'];
    const batch = db.batch();
    for (const id of ids) batch.set(col.doc(id), { a: 1 });
    await batch.commit();
    const expected = ['__id-2__', '__id7__', '__id12__', '12', 'A', '__id', 'a'];
    const snap = await col.orderBy(FieldPath.documentId()).get();
    expect(snap.docs.map((d) => d.id)).toEqual(expected);
  });
});
