/**
 * Composite index enforcement (src/firestore/indexes.ts): what production refuses for want of an
 * index fails here with FAILED_PRECONDITION and the "create it here" link, unless declared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { Filter, getFirestore, type Firestore, type Query } from 'firebase-admin/firestore';
import type { FirestoreServer, IndexConfig } from '../../src/firestore/index.js';
import { startFirestore } from '../../src/firestore/index.js';
import { uniqueProject, waitFor } from './helpers.js';

const config: IndexConfig = {
  indexes: [
    {
      collectionGroup: 'events',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'city', order: 'ASCENDING' },
        { fieldPath: 'date', order: 'DESCENDING' },
      ],
    },
    {
      collectionGroup: 'events',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
        { fieldPath: 'date', order: 'ASCENDING' },
      ],
    },
    {
      collectionGroup: 'events',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'style', order: 'ASCENDING' },
        { fieldPath: 'date', order: 'DESCENDING' },
      ],
    },
    {
      collectionGroup: 'bookings',
      queryScope: 'COLLECTION_GROUP',
      fields: [
        { fieldPath: 'user_id', order: 'ASCENDING' },
        { fieldPath: 'created_at', order: 'ASCENDING' },
      ],
    },
  ],
  fieldOverrides: [
    {
      collectionGroup: 'likes',
      fieldPath: 'to',
      indexes: [
        { order: 'ASCENDING', queryScope: 'COLLECTION' },
        { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
      ],
    },
  ],
};

let enforcing: FirestoreServer;
let open: FirestoreServer;
let app: App;
let openApp: App;
let db: Firestore;
let openDb: Firestore;
const projectId = uniqueProject('indexes');

beforeAll(async () => {
  enforcing = await startFirestore({ port: 0, indexes: config });
  open = await startFirestore({ port: 0 });
  // firebase-admin reads the host when a Firestore instance is created.
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${enforcing.port}`;
  app = initializeApp({ projectId }, 'indexes-enforcing');
  db = getFirestore(app);
  await db.doc('events/e1').set({ city: 'Lisbon', date: 1, tags: ['jazz'], style: 'a', price: 5 });
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${open.port}`;
  openApp = initializeApp({ projectId }, 'indexes-open');
  openDb = getFirestore(openApp);
});

afterAll(async () => {
  await Promise.all([deleteApp(app), deleteApp(openApp)]);
  await Promise.all([enforcing.close(), open.close()]);
});

async function refusal(query: Query): Promise<{ code: number; details: string }> {
  const error = (await query.get().then(
    () => null,
    (e: unknown) => e,
  )) as { code: number; details: string } | null;
  if (!error) throw new Error('The query was served; expected FAILED_PRECONDITION');
  return error;
}

const CREATE_COMPOSITE =
  /^The query requires an index\. You can create it here: https:\/\/console\.firebase\.google\.com\/v1\/r\/project\/demo-indexes-[0-9a-f]+\/firestore\/indexes\?create_composite=\S+/;

describe('queries the automatic single-field indexes serve', () => {
  it('serves equalities alone, one order or range alone, and order by name', async () => {
    const events = db.collection('events');
    const served: Query[] = [
      events.where('city', '==', 'Lisbon'),
      events
        .where('city', '==', 'Lisbon')
        .where('style', '==', 'a')
        .where('tags', 'array-contains', 'jazz'),
      events.orderBy('date', 'desc'),
      events.where('date', '>', 0),
      events.where('date', '>', 0).orderBy('date'),
      events.where('city', '==', 'Lisbon').orderBy('city'),
      events.where('city', 'in', ['Lisbon', 'Porto']),
      events.where('city', '==', 'Lisbon').orderBy('__name__', 'desc'),
    ];
    for (const q of served) expect((await q.get()).size).toBe(1);
  });
});

describe('queries that need a composite index', () => {
  it('refuses an equality with an order on another field, with the create link', async () => {
    const error = await refusal(
      db.collection('events').where('price', '==', 5).orderBy('date', 'desc'),
    );
    expect(error.code).toBe(9); // FAILED_PRECONDITION
    expect(error.details).toMatch(CREATE_COMPOSITE);
    expect(error.details).toContain(
      '{"collectionGroup":"events","queryScope":"COLLECTION","fields":[{"fieldPath":"price","order":"ASCENDING"},{"fieldPath":"date","order":"DESCENDING"}]}',
    );
  });

  it('serves it once firestore.indexes.json declares the index, in its directions', async () => {
    const events = db.collection('events');
    expect((await events.where('city', '==', 'Lisbon').orderBy('date', 'desc').get()).size).toBe(1);
    expect(
      (
        await events
          .where('city', '==', 'Lisbon')
          .where('date', '<', 9)
          .orderBy('date', 'desc')
          .get()
      ).size,
    ).toBe(1);
    expect((await refusal(events.where('city', '==', 'Lisbon').orderBy('date'))).code).toBe(9);
  });

  it('refuses an equality with a range on another field', async () => {
    const error = await refusal(
      db.collection('events').where('style', '==', 'a').where('price', '>', 1),
    );
    expect(error.details).toMatch(CREATE_COMPOSITE);
  });

  it('refuses orders or ranges on two fields', async () => {
    const events = db.collection('events');
    expect((await refusal(events.orderBy('date').orderBy('price'))).code).toBe(9);
    expect((await refusal(events.where('date', '>', 0).where('price', '>', 0))).code).toBe(9);
    expect((await refusal(events.where('price', '!=', 3).orderBy('date'))).code).toBe(9);
  });

  it('needs an array-contains index for array-contains with an order', async () => {
    const events = db.collection('events');
    expect((await events.where('tags', 'array-contains', 'jazz').orderBy('date').get()).size).toBe(
      1,
    );
    expect(
      (await refusal(events.where('tags', 'array-contains', 'jazz').orderBy('price'))).code,
    ).toBe(9);
  });

  it('merges composites that share the order suffix to cover several equalities', async () => {
    const q = db
      .collection('events')
      .where('city', '==', 'Lisbon')
      .where('style', '==', 'a')
      .orderBy('date', 'desc');
    expect((await q.get()).size).toBe(1);
    expect((await refusal(q.where('price', '==', 5))).code).toBe(9);
  });

  it('checks every term of an OR query', async () => {
    const events = db.collection('events');
    const served = events
      .where(Filter.or(Filter.where('city', '==', 'Lisbon'), Filter.where('style', '==', 'a')))
      .orderBy('date', 'desc');
    expect((await served.get()).size).toBe(1);
    const refused = events
      .where(Filter.or(Filter.where('city', '==', 'Lisbon'), Filter.where('price', '==', 5)))
      .orderBy('date', 'desc');
    expect((await refusal(refused)).code).toBe(9);
  });

  it('refuses an aggregation over a query without its index', async () => {
    const q = db.collection('events').where('price', '==', 5).orderBy('date');
    await expect(q.count().get()).rejects.toMatchObject({ code: 9 });
  });

  it('ends a listener on a query without its index with FAILED_PRECONDITION', async () => {
    const q = db.collection('events').where('price', '==', 5).orderBy('date');
    const error = await waitFor<unknown>(
      (push) => q.onSnapshot(() => push('snapshot'), push),
      (v) => v !== 'snapshot',
    );
    // firebase-admin's watch reports the target's cause as "Error <code>: <message>".
    expect((error as Error).message).toMatch(/^Error 9: The query requires an index\./);
  });
});

describe('collection groups', () => {
  it('needs a COLLECTION_GROUP field override for a filter, and a composite for more', async () => {
    await db.doc('users/u1/likes/l1').set({ to: 'u2', at: 1 });
    await db.doc('users/u1/bookings/b1').set({ user_id: 'u1', created_at: 1 });
    expect((await db.collectionGroup('likes').get()).size).toBe(1);
    expect((await db.collectionGroup('likes').where('to', '==', 'u2').get()).size).toBe(1);
    const single = await refusal(db.collectionGroup('likes').where('at', '==', 1));
    expect(single.details).toMatch(
      /^The query requires a COLLECTION_GROUP_ASC index for collection likes and field at\. You can create it here: https:\/\/console\.firebase\.google\.com\/v1\/r\/project\/[^/]+\/firestore\/indexes\?create_exemption=/,
    );
    const bookings = db.collectionGroup('bookings').where('user_id', '==', 'u1');
    expect((await bookings.orderBy('created_at').get()).size).toBe(1);
    expect((await refusal(bookings.orderBy('created_at', 'desc'))).code).toBe(9);
    // The same query on one collection has the automatic single-field index.
    expect((await db.collection('users/u1/likes').where('at', '==', 1).get()).size).toBe(1);
  });
});

describe('enforcement off', () => {
  it('serves every query when no index configuration is given (Google emulator behaviour)', async () => {
    await openDb.doc('events/e1').set({ price: 5, date: 1 });
    const q = openDb.collection('events').where('price', '==', 5).orderBy('date', 'desc');
    expect((await q.get()).size).toBe(1);
  });
});
