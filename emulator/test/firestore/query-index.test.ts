/**
 * Ordered query indexes (src/firestore/query-index.ts): on random data, through creates, updates
 * and deletes, every query answers exactly what a full scan of the collection answers, in the same
 * order, with orderBy, cursors, offsets and limits; and an indexed query reads a range, not the
 * collection.
 */
import { describe, expect, it } from 'vitest';
import { FirestoreEngine, type RequestContext } from '../../src/firestore/engine.js';
import { planQuery } from '../../src/firestore/query-index.js';
import {
  finishQuery,
  matches,
  prepareQuery,
  type FilterJson,
  type StructuredQueryJson,
} from '../../src/firestore/query.js';
import { parseFieldPath } from '../../src/firestore/paths.js';
import type { Value } from '../../src/firestore/types.js';

const project = 'demo-query-index';
const database = `projects/${project}/databases/(default)`;
const root = `${database}/documents`;
const owner: RequestContext = { project, database: '(default)', auth: 'owner' };

/** A small deterministic generator (mulberry32), so a failure replays. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generator(seed: number) {
  const rnd = random(seed);
  const int = (n: number) => Math.floor(rnd() * n);
  const pick = <T>(xs: T[]): T => xs[int(xs.length)]!;
  /** Mostly numbers, sometimes another type, so ranges must keep to their type. */
  const value = (): Value =>
    pick<() => Value>([
      () => ({ integerValue: String(int(6)) }),
      () => ({ integerValue: String(int(6)) }),
      () => ({ doubleValue: int(12) / 2 }),
      () => ({ doubleValue: int(12) / 2 }),
      () => ({ stringValue: pick(['a', 'b', 'c']) }),
      () => ({ nullValue: 'NULL_VALUE' }),
      () => ({ booleanValue: rnd() < 0.5 }),
      () => ({ doubleValue: 'NaN' }),
    ])();
  const doc = () => {
    const fields: Record<string, Value> = {};
    if (rnd() < 0.85) fields.a = value();
    if (rnd() < 0.85) fields.b = value();
    if (rnd() < 0.7)
      fields.tags = {
        arrayValue: {
          values: Array.from({ length: int(4) }, () => ({ integerValue: String(int(5)) })),
        },
      };
    if (rnd() < 0.5) fields.m = { mapValue: { fields: { x: value() } } };
    return fields;
  };
  const operand = (): Value => value();
  const filter = (): FilterJson => {
    const field = pick(['a', 'b', 'm.x']);
    return pick<() => FilterJson>([
      () => ({ fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: operand() } }),
      () => ({
        fieldFilter: {
          field: { fieldPath: field },
          op: pick(['LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL']),
          value: { integerValue: String(int(6)) },
        },
      }),
      () => ({
        fieldFilter: {
          field: { fieldPath: 'tags' },
          op: 'ARRAY_CONTAINS',
          value: { integerValue: String(int(5)) },
        },
      }),
      () => ({
        fieldFilter: {
          field: { fieldPath: field },
          op: 'IN',
          value: { arrayValue: { values: [operand()] } },
        },
      }),
      () => ({ unaryFilter: { field: { fieldPath: field }, op: 'IS_NULL' } }),
      () => ({
        fieldFilter: { field: { fieldPath: field }, op: 'NOT_EQUAL', value: operand() },
      }),
    ])();
  };
  const query = (): StructuredQueryJson => {
    const filters = Array.from({ length: int(3) }, filter);
    // At most one inequality field keeps the queries valid and the implicit order simple.
    const inequality = filters.filter((f) =>
      /LESS|GREATER|NOT_EQUAL/.test(f.fieldFilter?.op ?? ''),
    );
    for (const f of inequality.slice(1)) filters.splice(filters.indexOf(f), 1);
    const q: StructuredQueryJson = { from: [{ collectionId: 'c' }] };
    if (filters.length === 1) q.where = filters[0];
    if (filters.length > 1) q.where = { compositeFilter: { op: 'AND', filters } };
    const direction = pick(['ASCENDING', 'DESCENDING']);
    const ineqField = inequality[0]?.fieldFilter?.field?.fieldPath;
    const orders = pick([[], ['a'], ['b'], ['a', 'b'], ['b', '__name__'], ['__name__']]);
    const orderBy = [...(ineqField ? [ineqField] : []), ...orders.filter((f) => f !== ineqField)];
    if (orderBy.length || rnd() < 0.5)
      q.orderBy = orderBy.map((fieldPath) => ({
        field: { fieldPath },
        direction: rnd() < 0.8 ? direction : pick(['ASCENDING', 'DESCENDING']),
      }));
    if (rnd() < 0.5) q.limit = 1 + int(8);
    if (rnd() < 0.2) q.offset = int(4);
    const cursorLength = Math.min(q.orderBy?.length ?? 0, int(3));
    if (cursorLength > 0 && rnd() < 0.5) {
      const values = q
        .orderBy!.slice(0, cursorLength)
        .map((o) =>
          o.field!.fieldPath === '__name__'
            ? { referenceValue: `${root}/c/d${int(60)}` }
            : { integerValue: String(int(6)) },
        );
      if (rnd() < 0.5) q.startAt = { values, before: rnd() < 0.5 };
      else q.endAt = { values, before: rnd() < 0.5 };
    }
    return q;
  };
  return { int, doc, query };
}

async function names(engine: FirestoreEngine, q: StructuredQueryJson): Promise<string[]> {
  const { documents } = await engine.runQuery(owner, root, q);
  return documents.map((d) => d.name.split('/').pop()!);
}

/** The answer by a full scan of the collection (what the engine did before it had indexes). */
function scanned(engine: FirestoreEngine, q: StructuredQueryJson): string[] {
  const prepared = prepareQuery('', q);
  const store = engine.store({ project, database: '(default)' });
  const matching = [...store.scan('', 'c', false)].filter((d) => matches(prepared, d));
  return finishQuery(prepared, matching).map((d) => d.name.split('/').pop()!);
}

describe('ordered query indexes', () => {
  it('answer every random query as a full scan does, through creates, updates and deletes', async () => {
    const engine = new FirestoreEngine();
    // Composites as firestore.indexes.json declares them (enforcement stays off).
    engine.store({ project, database: '(default)' }).declaredIndexes = () =>
      [
        [
          ['a', false],
          ['b', true],
        ],
        [
          ['b', false],
          ['a', false],
        ],
        [['m.x', true]],
      ].map((fields) =>
        fields.map(([fieldPath, descending]) => ({
          fieldPath: fieldPath as string,
          field: parseFieldPath(fieldPath as string),
          descending: descending as boolean,
        })),
      );
    const gen = generator(20261124);
    const write = (id: number) =>
      engine.commit(owner, database, [{ update: { name: `${root}/c/d${id}`, fields: gen.doc() } }]);
    for (let id = 0; id < 60; id++) write(id);
    let compared = 0;
    let nonEmpty = 0;
    for (let round = 0; round < 30; round++) {
      for (let i = 0; i < 40; i++) {
        const q = gen.query();
        const expected = scanned(engine, q);
        expect({ q, got: await names(engine, q) }).toEqual({ q, got: expected });
        compared++;
        if (expected.length > 0) nonEmpty++;
      }
      // Writes after the indexes exist: they must follow every change.
      for (let i = 0; i < 10; i++) {
        const id = gen.int(70);
        if (gen.int(4) === 0) engine.commit(owner, database, [{ delete: `${root}/c/d${id}` }]);
        else write(id);
      }
    }
    expect(compared).toBe(1200);
    expect(nonEmpty).toBeGreaterThan(400); // the random queries do find documents
  });

  it('an equality query with a limit reads a range of the index, not the whole collection', async () => {
    const engine = new FirestoreEngine();
    const writes = Array.from({ length: 500 }, (_, i) => ({
      update: { name: `${root}/c/d${i}`, fields: { g: { integerValue: String(i % 50) } } },
    }));
    engine.commit(owner, database, writes);
    const q: StructuredQueryJson = {
      from: [{ collectionId: 'c' }],
      where: {
        fieldFilter: { field: { fieldPath: 'g' }, op: 'EQUAL', value: { integerValue: '7' } },
      },
      limit: 3,
    };
    await names(engine, q); // builds the index on g
    // Count the documents the query looks at through the field reads it makes.
    const store = engine.store({ project, database: '(default)' });
    let looked = 0;
    for (const doc of store.scan('', 'c', false)) {
      const fields = doc.fields;
      Object.defineProperty(doc, 'fields', {
        get: () => {
          looked++;
          return fields;
        },
      });
    }
    expect(await names(engine, q)).toEqual(['d107', 'd157', 'd207']);
    expect(looked).toBeGreaterThan(0);
    expect(looked).toBeLessThan(20);
  });

  it('an order alone takes an index only with a limit: a whole-collection read scans and sorts', () => {
    // Every later write to the collection would keep such an index up to date for nothing (a
    // listener on a collection made each write to it ~2x the CPU).
    const asked: string[] = [];
    const plan = (q: StructuredQueryJson) =>
      planQuery(prepareQuery('', q), [], (fields) => {
        asked.push(fields.map((f) => f.fieldPath).join(',') || '__name__');
        return undefined as never;
      });
    const from = [{ collectionId: 'c' }];
    const byN = [{ field: { fieldPath: 'n' }, direction: 'ASCENDING' as const }];
    expect(plan({ from })).toBeNull();
    expect(plan({ from, orderBy: byN })).toBeNull();
    expect(asked).toEqual([]);
    expect(plan({ from, limit: 10 })?.ordered).toBe(true);
    expect(plan({ from, orderBy: byN, limit: 10 })?.ordered).toBe(true);
    expect(asked).toEqual(['__name__', 'n']);
  });
});
