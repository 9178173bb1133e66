/**
 * Ordered indexes over one collection, so a query reads a key range instead of the whole
 * collection: the automatic single-field indexes (ascending; read backwards for descending, and
 * array-contains), the name order, and the composites declared in firestore.indexes.json. Built
 * the first time a query can use them, then kept up to date by every write to the collection.
 *
 * An index narrows the documents a query looks at; it never decides a result. The planner only
 * picks an index whose every field the query requires to exist (a filter or an order on it), so
 * the range holds a superset of the answer, and `matches` still judges each document.
 */
import BTreeModule from 'sorted-btree';
import { getField } from './paths.js';
import type { Filter, OrderBy, PreparedQuery } from './query.js';
import type { DocumentJson, Value } from './types.js';
import { compareValues, comparePaths, TypeOrder, typeOrder } from './values.js';

const NAME_FIELD = '__name__';
// sorted-btree is CommonJS with `exports.default`: Node's ESM loader hands over the whole module.
const BTree = ((BTreeModule as unknown as { default?: typeof BTreeModule }).default ??
  BTreeModule) as typeof BTreeModule;
type BTree<K, V> = BTreeModule<K, V>;

export interface IndexField {
  fieldPath: string;
  field: string[];
  descending: boolean;
}

/** A key: the document's values in the index's fields, then its name. Bounds carry an edge instead of a name. */
interface IndexKey {
  values: Value[];
  name: string;
  /** -1: before every key with these values, +1: after every one (range bounds only). */
  edge?: -1 | 1;
}

export class OrderedIndex {
  readonly tree: BTree<IndexKey, DocumentJson>;
  /** Direction of the trailing name order: the last field's, as in Firestore's composite indexes. */
  private readonly nameDescending: boolean;

  constructor(
    readonly fields: IndexField[],
    /** Array-contains index on one field: one entry per distinct element. */
    readonly contains = false,
  ) {
    this.nameDescending = fields.length > 0 && fields[fields.length - 1]!.descending;
    this.tree = new BTree<IndexKey, DocumentJson>(undefined, (a, b) => this.compare(a, b));
  }

  compare(a: IndexKey, b: IndexKey): number {
    const n = Math.min(a.values.length, b.values.length);
    for (let i = 0; i < n; i++) {
      const c = compareValues(a.values[i]!, b.values[i]!);
      if (c !== 0) return this.fields[i]!.descending ? -c : c;
    }
    if (a.edge !== undefined || b.edge !== undefined) return (a.edge ?? 0) - (b.edge ?? 0);
    const c = comparePaths(a.name, b.name);
    return this.nameDescending ? -c : c;
  }

  /** The keys a document has here: none when it lacks an indexed field. */
  keysOf(doc: DocumentJson): IndexKey[] {
    if (this.contains) {
      const elements = getField(doc.fields, this.fields[0]!.field)?.arrayValue?.values ?? [];
      return elements.map((v) => ({ values: [v], name: doc.name }));
    }
    const values: Value[] = [];
    for (const f of this.fields) {
      const v = getField(doc.fields, f.field);
      if (v === undefined) return [];
      values.push(v);
    }
    return [{ values, name: doc.name }];
  }

  add(doc: DocumentJson): void {
    for (const key of this.keysOf(doc)) this.tree.set(key, doc);
  }

  remove(doc: DocumentJson): void {
    for (const key of this.keysOf(doc)) this.tree.delete(key);
  }

  /**
   * Hands `visit` the documents from `start` to `end` (bounds in key order), forwards or
   * backwards, until it returns false. Forwards, the tree finds both ends once (no iterator, no
   * comparison per key).
   */
  visitRange(
    start: IndexKey,
    end: IndexKey,
    backwards: boolean,
    visit: (doc: DocumentJson) => boolean,
  ): void {
    if (backwards) {
      for (const doc of this.range(start, end, true)) if (!visit(doc)) return;
      return;
    }
    // sorted-btree's typing leaves out the `{ break }` its callbacks may return to stop.
    const forRange = this.tree.forRange as unknown as (
      low: IndexKey,
      high: IndexKey,
      includeHigh: boolean,
      onFound: (key: IndexKey, doc: DocumentJson) => { break: true } | undefined,
    ) => unknown;
    forRange.call(this.tree, start, end, true, (_key, doc) => (visit(doc) ? undefined : STOP));
  }

  /** Documents from `start` to `end` (bounds in key order), forwards or backwards. */
  *range(start: IndexKey, end: IndexKey, backwards: boolean): Iterable<DocumentJson> {
    if (!backwards) {
      for (const [key, doc] of this.tree.entries(start)) {
        if (this.compare(key, end) > 0) return;
        yield doc;
      }
    } else {
      for (const [key, doc] of this.tree.entriesReversed(end)) {
        if (this.compare(key, start) < 0) return;
        yield doc;
      }
    }
  }
}

const STOP = { break: true } as const;

export function indexId(fields: IndexField[], contains: boolean): string {
  return (
    (contains ? 'contains:' : '') +
    fields.map((f) => `${f.fieldPath}${f.descending ? ' desc' : ''}`).join(',')
  );
}

// ---- planning ----

interface Constraints {
  /** Fields pinned to one value (==, `in` with one value, IS NULL). */
  equal: Map<string, Value>;
  /** Fields an array-contains filter pins to an element. */
  contains: Map<string, Value>;
  /** Bounds of range filters (the tightest seen is not computed: any one is a superset). */
  range: Map<
    string,
    { low?: { value: Value; inclusive: boolean }; high?: { value: Value; inclusive: boolean } }
  >;
  /** Fields every result has (every filter and order requires its field). */
  required: Map<string, string[]>;
}

function constraintsOf(q: PreparedQuery): Constraints {
  const c: Constraints = {
    equal: new Map(),
    contains: new Map(),
    range: new Map(),
    required: new Map(),
  };
  for (const o of q.orderBy) if (o.fieldPath !== NAME_FIELD) c.required.set(o.fieldPath, o.field);
  const visit = (filter: Filter): void => {
    if (filter.kind === 'and' || filter.kind === 'or') {
      if (filter.kind === 'and' || filter.filters.length === 1) filter.filters.forEach(visit);
      return;
    }
    const f = filter as Extract<Filter, { kind: 'field' | 'unary' }>;
    if (f.fieldPath === NAME_FIELD) return;
    c.required.set(f.fieldPath, f.field);
    if (f.kind === 'unary') {
      if (f.op === 'IS_NULL') c.equal.set(f.fieldPath, { nullValue: 'NULL_VALUE' });
      return;
    }
    const list = f.value.arrayValue?.values ?? [];
    if (f.op === 'EQUAL') c.equal.set(f.fieldPath, f.value);
    else if (f.op === 'IN' && list.length === 1 && !('nullValue' in list[0]!))
      c.equal.set(f.fieldPath, list[0]!);
    else if (f.op === 'ARRAY_CONTAINS') c.contains.set(f.fieldPath, f.value);
    else if (
      ['LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL'].includes(f.op)
    ) {
      const r = c.range.get(f.fieldPath) ?? {};
      const bound = { value: f.value, inclusive: f.op.endsWith('_OR_EQUAL') };
      if (f.op.startsWith('LESS')) r.high = bound;
      else r.low = bound;
      c.range.set(f.fieldPath, r);
    }
  };
  if (q.filter) visit(q.filter);
  return c;
}

/** The smallest value of a type (Firestore's own index lower bounds); null past the last type. */
function typeMin(t: number): Value | null {
  switch (t) {
    case TypeOrder.Null:
      return { nullValue: 'NULL_VALUE' };
    case TypeOrder.Boolean:
      return { booleanValue: false };
    case TypeOrder.Number:
      return { doubleValue: 'NaN' };
    case TypeOrder.Timestamp:
      return { timestampValue: '0001-01-01T00:00:00Z' };
    case TypeOrder.String:
      return { stringValue: '' };
    case TypeOrder.Bytes:
      return { bytesValue: '' };
    case TypeOrder.Reference:
      return { referenceValue: '' };
    case TypeOrder.GeoPoint:
      return { geoPointValue: { latitude: -90, longitude: -180 } };
    case TypeOrder.Array:
      return { arrayValue: { values: [] } };
    case TypeOrder.Vector:
      return {
        mapValue: {
          fields: {
            __type__: { stringValue: '__vector__' },
            value: { arrayValue: { values: [] } },
          },
        },
      };
    case TypeOrder.Map:
      return { mapValue: { fields: {} } };
    default:
      return null;
  }
}

export interface Plan {
  index: OrderedIndex;
  start: IndexKey;
  end: IndexKey;
  backwards: boolean;
  /** The range comes out in the query's order, so a limit can stop reading early. */
  ordered: boolean;
  /** How much the plan narrows: pinned fields, plus a half for a range. */
  score: number;
}

/** Gets (building if needed) an index of the queried collection. */
export type IndexSource = (fields: IndexField[], contains: boolean) => OrderedIndex;

/**
 * The best range to read for a single-collection query, or null for a full scan. Candidates: the
 * name order, an automatic index per required field, array-contains indexes, declared composites.
 */
export function planQuery(
  q: PreparedQuery,
  declared: IndexField[][],
  source: IndexSource,
): Plan | null {
  if (q.allDescendants || q.findNearest) return null;
  const c = constraintsOf(q);
  const candidates: Array<{ fields: IndexField[]; contains: boolean }> = [
    { fields: [], contains: false },
  ];
  for (const [fieldPath, field] of c.required)
    candidates.push({ fields: [{ fieldPath, field, descending: false }], contains: false });
  for (const [fieldPath, field] of c.required)
    if (c.contains.has(fieldPath))
      candidates.push({ fields: [{ fieldPath, field, descending: false }], contains: true });
  for (const fields of declared)
    if (fields.every((f) => c.required.has(f.fieldPath)))
      candidates.push({ fields, contains: false });

  let best: (Omit<Plan, 'index'> & { fields: IndexField[]; contains: boolean }) | null = null;
  for (const cand of candidates) {
    const p = shape(q, c, cand.fields, cand.contains);
    if (!best || p.score > best.score || (p.score === best.score && p.ordered && !best.ordered))
      best = { ...p, ...cand };
  }
  // An order alone only pays when a limit can stop the read early; otherwise scan and sort, and
  // spare every later write to the collection the upkeep of an index nothing else narrows with.
  if (!best || (best.score === 0 && (!best.ordered || q.limit === null))) return null;
  const { fields, contains, ...plan } = best;
  return { ...plan, index: source(fields, contains) };
}

function shape(
  q: PreparedQuery,
  c: Constraints,
  fields: IndexField[],
  contains: boolean,
): Omit<Plan, 'index'> {
  const prefix: Value[] = [];
  let p = 0;
  for (; p < fields.length; p++) {
    const v = (contains ? c.contains : c.equal).get(fields[p]!.fieldPath);
    if (v === undefined) break;
    prefix.push(v);
  }
  let start: IndexKey = { values: prefix, name: '', edge: -1 };
  let end: IndexKey = { values: prefix, name: '', edge: 1 };
  let score = p;
  const next = fields[p];
  const range = next && !contains ? c.range.get(next.fieldPath) : undefined;
  if (next && range && (range.low || range.high)) {
    score += 0.5;
    const type = typeOrder((range.low ?? range.high)!.value);
    const low = range.low ?? { value: typeMin(type)!, inclusive: true };
    const nextMin = typeMin(type + 1);
    const high = range.high ?? (nextMin ? { value: nextMin, inclusive: false } : null);
    // Edges are in key order: a descending field reads its high bound first.
    const [first, last] = next.descending ? [high, low] : [low, high];
    if (first)
      start = { values: [...prefix, first.value], name: '', edge: first.inclusive ? -1 : 1 };
    if (last) end = { values: [...prefix, last.value], name: '', edge: last.inclusive ? 1 : -1 };
  }
  // Ordered when the query's order, less the pinned fields, is the rest of the index then the name.
  const order: OrderBy[] = q.orderBy.filter((o) => !c.equal.has(o.fieldPath));
  const rest = contains ? [] : fields.slice(p);
  const nameDescending = fields.length > 0 && fields[fields.length - 1]!.descending;
  let forwards = order.length === rest.length + 1;
  let backwards = forwards;
  for (let i = 0; i < order.length && (forwards || backwards); i++) {
    const o = order[i]!;
    const [fieldPath, descending] =
      i < rest.length ? [rest[i]!.fieldPath, rest[i]!.descending] : [NAME_FIELD, nameDescending];
    if (o.fieldPath !== fieldPath) forwards = backwards = false;
    else if (o.descending === descending) backwards = false;
    else forwards = false;
  }
  return { start, end, backwards: !forwards && backwards, ordered: forwards || backwards, score };
}
