/**
 * Structured queries: validation, the implicit ordering rules, filter matching, cursors and
 * projection. Documents here are stored DocumentJson; paths are relative to .../documents.
 */
import { invalid } from './errors.js';
import { formatFieldPath, getField, parentOf, parseFieldPath, setField } from './paths.js';
import type { DocumentJson, Fields, Value } from './types.js';
import { compareValues, comparePaths, isNaNValue, typeOrder, valuesEqual } from './values.js';

export interface StructuredQueryJson {
  select?: { fields?: Array<{ fieldPath?: string }> };
  from?: Array<{ collectionId?: string; allDescendants?: boolean }>;
  where?: FilterJson;
  orderBy?: Array<{ field?: { fieldPath?: string }; direction?: string }>;
  startAt?: CursorJson;
  endAt?: CursorJson;
  offset?: number;
  limit?: number;
  findNearest?: FindNearestJson;
}
export interface FindNearestJson {
  vectorField?: { fieldPath?: string };
  queryVector?: Value;
  distanceMeasure?: string;
  limit?: number;
  distanceResultField?: string;
  distanceThreshold?: number;
}
interface FindNearest {
  field: string[];
  vector: number[];
  measure: 'EUCLIDEAN' | 'COSINE' | 'DOT_PRODUCT';
  limit: number;
  resultField: string[] | null;
  threshold: number | null;
}
export interface CursorJson {
  values?: Value[];
  before?: boolean;
}
export interface FilterJson {
  compositeFilter?: { op?: string; filters?: FilterJson[] };
  fieldFilter?: { field?: { fieldPath?: string }; op?: string; value?: Value };
  unaryFilter?: { op?: string; field?: { fieldPath?: string } };
}

export type Filter =
  | { kind: 'and' | 'or'; filters: Filter[] }
  | { kind: 'field'; field: string[]; fieldPath: string; op: string; value: Value }
  | { kind: 'unary'; field: string[]; fieldPath: string; op: string };

export interface OrderBy {
  field: string[];
  fieldPath: string;
  descending: boolean;
}

export interface PreparedQuery {
  /** Path of the parent document ('' for the database root). */
  parent: string;
  /** '' for a kindless query (every document below the parent). */
  collectionId: string;
  allDescendants: boolean;
  filter: Filter | null;
  orderBy: OrderBy[];
  startAt: CursorJson | null;
  endAt: CursorJson | null;
  offset: number;
  limit: number | null;
  select: string[][] | null;
  /** Vector search (brute force: every matching document's distance is computed). */
  findNearest: FindNearest | null;
  /** The raw query, kept for request.query in Security Rules. */
  raw: StructuredQueryJson;
}

const NAME_FIELD = '__name__';
const INEQUALITY_OPS = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
]);
const ARRAY_OPERAND_OPS = new Set(['IN', 'NOT_IN', 'ARRAY_CONTAINS_ANY']);
const FIELD_OPS = new Set([
  ...INEQUALITY_OPS,
  'EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
]);
const UNARY_OPS = new Set(['IS_NAN', 'IS_NULL', 'IS_NOT_NAN', 'IS_NOT_NULL']);
/** Limits of the real service (google/firestore/v1/query.proto and the Firestore query docs). */
const MAX_DISJUNCTIONS = 30;
const MAX_NOT_IN_VALUES = 10;
/** Operators a NOT_IN cannot share a query with (the SDKs' conflictingOps, the proto's NOT_IN requirements). */
const NOT_IN_CONFLICTS = new Set(['NOT_IN', 'NOT_EQUAL', 'IN', 'ARRAY_CONTAINS_ANY']);

export function prepareQuery(parent: string, q: StructuredQueryJson): PreparedQuery {
  const from = q.from ?? [];
  // A kindless query (no collectionId, all descendants) reads every document below the parent:
  // firebase-admin's recursiveDelete and listDocuments-style tools send it.
  const kindless = from.length === 1 && !from[0]!.collectionId && from[0]!.allDescendants === true;
  if (from.length !== 1 || (!from[0]!.collectionId && !kindless))
    throw invalid('A query must select exactly one collection with a collectionId.');
  if (/^__.*__$/.test(from[0]!.collectionId ?? ''))
    throw invalid(`Collection id ${JSON.stringify(from[0]!.collectionId)} is reserved.`);
  const filter = q.where ? prepareFilter(q.where) : null;
  if (filter) checkFilterLimits(filter);
  const explicit: OrderBy[] = (q.orderBy ?? []).map((o) => {
    const fieldPath = o.field?.fieldPath;
    if (!fieldPath) throw invalid('orderBy needs a field.');
    return {
      field: parseFieldPath(fieldPath),
      fieldPath,
      descending: o.direction === 'DESCENDING',
    };
  });
  const limit = q.limit ?? null;
  if (limit !== null && limit < 0) throw invalid('limit must be non-negative.');
  if ((q.offset ?? 0) < 0) throw invalid('offset must be non-negative.');
  const prepared: PreparedQuery = {
    parent,
    collectionId: from[0]!.collectionId ?? '',
    allDescendants: from[0]!.allDescendants ?? false,
    filter,
    orderBy: implicitOrderBy(explicit, filter),
    startAt: q.startAt ?? null,
    endAt: q.endAt ?? null,
    offset: q.offset ?? 0,
    limit,
    select: q.select ? (q.select.fields ?? []).map((f) => parseFieldPath(f.fieldPath ?? '')) : null,
    findNearest: q.findNearest ? prepareFindNearest(q) : null,
    raw: q,
  };
  for (const cursor of [prepared.startAt, prepared.endAt]) {
    if (cursor && (cursor.values ?? []).length > prepared.orderBy.length)
      throw invalid(
        'Too many cursor values specified. The specified order by clauses are shorter than the cursor.',
      );
  }
  return prepared;
}

const MAX_NEAREST_LIMIT = 1000;
const MEASURES = new Set(['EUCLIDEAN', 'COSINE', 'DOT_PRODUCT']);

function prepareFindNearest(q: StructuredQueryJson): FindNearest {
  const f = q.findNearest!;
  if (!f.vectorField?.fieldPath) throw invalid('findNearest needs a vectorField.');
  const vector = vectorOf(f.queryVector);
  if (!vector || vector.length === 0)
    throw invalid('findNearest needs a queryVector that is a non-empty vector value.');
  if (!f.distanceMeasure || !MEASURES.has(f.distanceMeasure))
    throw invalid('findNearest needs a distanceMeasure: EUCLIDEAN, COSINE or DOT_PRODUCT.');
  const limit = Number(f.limit ?? 0);
  if (!Number.isInteger(limit) || limit <= 0 || limit > MAX_NEAREST_LIMIT)
    throw invalid(`findNearest limit must be between 1 and ${MAX_NEAREST_LIMIT}.`);
  if ((q.orderBy ?? []).length > 0 || q.startAt || q.endAt || q.offset || q.limit !== undefined)
    throw invalid('findNearest cannot be combined with orderBy, cursors, offset or limit.');
  return {
    field: parseFieldPath(f.vectorField.fieldPath),
    vector,
    measure: f.distanceMeasure as FindNearest['measure'],
    limit,
    resultField: f.distanceResultField ? parseFieldPath(f.distanceResultField) : null,
    threshold: f.distanceThreshold === undefined ? null : Number(f.distanceThreshold),
  };
}

/** The numbers of a vector value (`{__type__: "__vector__", value: [...]}`), or null. */
function vectorOf(v: Value | undefined): number[] | null {
  const fields = v?.mapValue?.fields;
  if (fields?.__type__?.stringValue !== '__vector__') return null;
  const values = fields.value?.arrayValue?.values ?? [];
  return values.map((x) => Number(x.doubleValue ?? x.integerValue));
}

function distance(measure: FindNearest['measure'], a: number[], b: number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  let squares = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
    squares += (a[i]! - b[i]!) ** 2;
  }
  if (measure === 'EUCLIDEAN') return Math.sqrt(squares);
  if (measure === 'DOT_PRODUCT') return dot;
  return 1 - dot / (Math.sqrt(na) * Math.sqrt(nb));
}

/** Nearest first (for DOT_PRODUCT the largest product); documents without a vector of the query's dimension are left out. */
function nearest(q: PreparedQuery, matching: DocumentJson[]): DocumentJson[] {
  const f = q.findNearest!;
  const similarity = f.measure === 'DOT_PRODUCT';
  const scored: Array<{ doc: DocumentJson; d: number }> = [];
  for (const doc of matching) {
    const v = vectorOf(getField(doc.fields, f.field));
    if (!v || v.length !== f.vector.length) continue;
    const d = distance(f.measure, v, f.vector);
    if (Number.isNaN(d)) continue;
    if (f.threshold !== null && (similarity ? d < f.threshold : d > f.threshold)) continue;
    scored.push({ doc, d });
  }
  scored.sort(
    (x, y) => (similarity ? y.d - x.d : x.d - y.d) || comparePaths(x.doc.name, y.doc.name),
  );
  return scored.slice(0, f.limit).map(({ doc, d }) => {
    if (!f.resultField) return doc;
    const fields = { ...doc.fields };
    setField(fields, f.resultField, { doubleValue: d });
    return { ...doc, fields };
  });
}

function prepareFilter(f: FilterJson): Filter {
  if (f.compositeFilter) {
    const op = f.compositeFilter.op;
    if (op !== 'AND' && op !== 'OR')
      throw invalid(`Unsupported composite filter operator ${String(op)}.`);
    return {
      kind: op === 'AND' ? 'and' : 'or',
      filters: (f.compositeFilter.filters ?? []).map(prepareFilter),
    };
  }
  if (f.fieldFilter) {
    const { field, op, value } = f.fieldFilter;
    if (!field?.fieldPath) throw invalid('A field filter needs a field.');
    if (!op || op === 'OPERATOR_UNSPECIFIED') throw invalid('A field filter needs an operator.');
    if (!FIELD_OPS.has(op)) throw invalid(`Unsupported field filter operator ${op}.`);
    if (!value) throw invalid('A field filter needs a value.');
    if (ARRAY_OPERAND_OPS.has(op) && !value.arrayValue)
      throw invalid(`A filter with operator ${op} needs an array value.`);
    if (op === 'NOT_IN' && (value.arrayValue!.values ?? []).length > MAX_NOT_IN_VALUES)
      throw invalid(`'NOT_IN' supports up to ${MAX_NOT_IN_VALUES} comparison values.`);
    return {
      kind: 'field',
      field: parseFieldPath(field.fieldPath),
      fieldPath: field.fieldPath,
      op,
      value,
    };
  }
  if (f.unaryFilter) {
    const { field, op } = f.unaryFilter;
    if (!field?.fieldPath) throw invalid('A unary filter needs a field.');
    if (!op || op === 'OPERATOR_UNSPECIFIED') throw invalid('A unary filter needs an operator.');
    if (!UNARY_OPS.has(op)) throw invalid(`Unsupported unary filter operator ${op}.`);
    return {
      kind: 'unary',
      field: parseFieldPath(field.fieldPath),
      fieldPath: field.fieldPath,
      op,
    };
  }
  throw invalid('A filter must be a compositeFilter, fieldFilter or unaryFilter.');
}

/** Refuses what the real service refuses: over 30 disjunctions in normal form, NOT_IN with a conflicting operator. */
function checkFilterLimits(filter: Filter): void {
  if (disjunctions(filter) > MAX_DISJUNCTIONS)
    throw invalid(
      `Invalid Query. The query contains more than ${MAX_DISJUNCTIONS} disjunctions in disjunctive normal form.`,
    );
  const ops: string[] = [];
  const collect = (f: Filter): void => {
    if (f.kind === 'and' || f.kind === 'or') f.filters.forEach(collect);
    else if (f.kind === 'field') ops.push(f.op);
  };
  collect(filter);
  if (!ops.includes('NOT_IN')) return;
  const conflicts = ops.filter((op) => NOT_IN_CONFLICTS.has(op));
  if (conflicts.length > 1) {
    const other = conflicts.find((op) => op !== 'NOT_IN') ?? 'NOT_IN';
    throw invalid(`Invalid Query. 'NOT_IN' cannot be used in the same query with '${other}'.`);
  }
}

/** Terms of the filter's disjunctive normal form (capped just above the limit: products grow fast). */
function disjunctions(f: Filter): number {
  const cap = (n: number) => Math.min(n, MAX_DISJUNCTIONS + 1);
  switch (f.kind) {
    case 'or':
      return cap(f.filters.reduce((sum, x) => sum + disjunctions(x), 0));
    case 'and':
      return cap(f.filters.reduce((product, x) => product * disjunctions(x), 1));
    case 'field':
      return f.op === 'IN' || f.op === 'ARRAY_CONTAINS_ANY'
        ? cap(Math.max(1, f.value.arrayValue?.values?.length ?? 0))
        : 1;
    case 'unary':
      return 1;
  }
}

function inequalityFields(
  filter: Filter | null,
  out: Map<string, string[]>,
): Map<string, string[]> {
  if (!filter) return out;
  if (filter.kind === 'and' || filter.kind === 'or')
    filter.filters.forEach((f) => inequalityFields(f, out));
  else if (filter.kind === 'field' && INEQUALITY_OPS.has(filter.op))
    out.set(formatFieldPath(filter.field), filter.field);
  else if (filter.kind === 'unary' && (filter.op === 'IS_NOT_NAN' || filter.op === 'IS_NOT_NULL'))
    out.set(formatFieldPath(filter.field), filter.field);
  return out;
}

/** Inequality fields not already ordered are appended (sorted), then __name__, all in the last explicit direction. */
function implicitOrderBy(explicit: OrderBy[], filter: Filter | null): OrderBy[] {
  const result = [...explicit];
  const seen = new Set(explicit.map((o) => formatFieldPath(o.field)));
  const descending = explicit.length > 0 ? explicit[explicit.length - 1]!.descending : false;
  const inequalities = [...inequalityFields(filter, new Map()).entries()].sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  for (const [key, field] of inequalities) {
    // A `__name__` inequality is ordered last, with the implicit name order (Firestore's order).
    if (key === NAME_FIELD) continue;
    if (!seen.has(key)) result.push({ field, fieldPath: key, descending });
    seen.add(key);
  }
  if (!seen.has(NAME_FIELD))
    result.push({ field: [NAME_FIELD], fieldPath: NAME_FIELD, descending });
  if (result.findIndex((o) => o.fieldPath === NAME_FIELD) !== result.length - 1)
    throw invalid('order by clause cannot contain more fields after the key __name__');
  const inequalityKeys = inequalities.map(([key]) => key);
  if (inequalityKeys.length > 0 && !inequalityKeys.includes(NAME_FIELD) && hasNameEquality(filter))
    throw invalid(
      'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.',
    );
  return result;
}

function hasNameEquality(filter: Filter | null): boolean {
  if (!filter) return false;
  if (filter.kind === 'and' || filter.kind === 'or') return filter.filters.some(hasNameEquality);
  return (
    filter.kind === 'field' && filter.op === 'EQUAL' && formatFieldPath(filter.field) === NAME_FIELD
  );
}

export function relativePath(doc: DocumentJson): string {
  return doc.name.slice(doc.name.indexOf('/documents/') + '/documents/'.length);
}

export function fieldValue(doc: DocumentJson, field: string[]): Value | undefined {
  if (field.length === 1 && field[0] === NAME_FIELD) return { referenceValue: doc.name };
  return getField(doc.fields, field);
}

/** Whether a document lies in the collection(s) the query reads. */
export function inScope(q: PreparedQuery, path: string): boolean {
  const collection = parentOf(path);
  if (!q.allDescendants)
    return collection === (q.parent ? `${q.parent}/${q.collectionId}` : q.collectionId);
  const id = collection.slice(collection.lastIndexOf('/') + 1);
  return (
    (q.collectionId === '' || id === q.collectionId) &&
    (q.parent === '' || path.startsWith(q.parent + '/'))
  );
}

/** Filters, implicit existence of ordered fields, and cursors: everything but offset and limit. */
export function matches(q: PreparedQuery, doc: DocumentJson): boolean {
  return inScope(q, relativePath(doc)) && matchesInScope(q, doc);
}

/** `matches` for a document already known to be in the query's scope (its collection or group). */
export function matchesInScope(q: PreparedQuery, doc: DocumentJson): boolean {
  for (const o of q.orderBy)
    if (
      !(o.field.length === 1 && o.field[0] === NAME_FIELD) &&
      fieldValue(doc, o.field) === undefined
    )
      return false;
  if (q.filter && !matchesFilter(q.filter, doc)) return false;
  if (q.startAt && !withinCursor(q, doc, q.startAt, true)) return false;
  if (q.endAt && !withinCursor(q, doc, q.endAt, false)) return false;
  return true;
}

function matchesFilter(f: Filter, doc: DocumentJson): boolean {
  switch (f.kind) {
    case 'and':
      return f.filters.every((x) => matchesFilter(x, doc));
    case 'or':
      return f.filters.some((x) => matchesFilter(x, doc));
    case 'unary':
      return matchesUnary(f.op, fieldValue(doc, f.field));
    case 'field':
      return matchesField(f.op, fieldValue(doc, f.field), f.value);
  }
}

function matchesUnary(op: string, v: Value | undefined): boolean {
  if (v === undefined) return false;
  switch (op) {
    case 'IS_NAN':
      return isNaNValue(v);
    case 'IS_NULL':
      return 'nullValue' in v;
    case 'IS_NOT_NAN':
      // `!= NaN`: like `!=`, any present value but null (and NaN).
      return !('nullValue' in v) && !isNaNValue(v);
    case 'IS_NOT_NULL':
      return !('nullValue' in v);
    default:
      throw invalid(`Unsupported unary operator ${op}.`);
  }
}

function matchesField(op: string, v: Value | undefined, operand: Value): boolean {
  if (v === undefined) return false;
  const list = operand.arrayValue?.values ?? [];
  switch (op) {
    case 'EQUAL':
      return typeOrder(v) === typeOrder(operand) && valuesEqual(v, operand);
    case 'NOT_EQUAL':
      return !('nullValue' in v) && !valuesEqual(v, operand);
    case 'LESS_THAN':
    case 'LESS_THAN_OR_EQUAL':
    case 'GREATER_THAN':
    case 'GREATER_THAN_OR_EQUAL': {
      if (typeOrder(v) !== typeOrder(operand) || isNaNValue(v) || isNaNValue(operand)) return false;
      const c = compareValues(v, operand);
      if (op === 'LESS_THAN') return c < 0;
      if (op === 'LESS_THAN_OR_EQUAL') return c <= 0;
      if (op === 'GREATER_THAN') return c > 0;
      return c >= 0;
    }
    case 'ARRAY_CONTAINS':
      return (v.arrayValue?.values ?? []).some((e) => valuesEqual(e, operand));
    // null in an `in` / `array-contains-any` list matches nothing (null is only matched by IS_NULL).
    case 'ARRAY_CONTAINS_ANY':
      return (v.arrayValue?.values ?? []).some((e) =>
        list.some((x) => !('nullValue' in x) && valuesEqual(e, x)),
      );
    case 'IN':
      return list.some((x) => !('nullValue' in x) && valuesEqual(v, x));
    case 'NOT_IN':
      if (list.some((x) => 'nullValue' in x)) return false;
      return !('nullValue' in v) && !list.some((x) => valuesEqual(v, x));
    default:
      throw invalid(`Unsupported field filter operator ${op}.`);
  }
}

function orderValue(doc: DocumentJson, o: OrderBy): Value {
  return fieldValue(doc, o.field)!;
}

export function compareDocuments(q: PreparedQuery, a: DocumentJson, b: DocumentJson): number {
  for (const o of q.orderBy) {
    const c =
      o.field[0] === NAME_FIELD && o.field.length === 1
        ? comparePaths(a.name, b.name)
        : compareValues(orderValue(a, o), orderValue(b, o));
    if (c !== 0) return o.descending ? -c : c;
  }
  return 0;
}

/** startAt/startAfter (isStart) and endAt/endBefore cursors, compared on the first N order fields. */
function withinCursor(
  q: PreparedQuery,
  doc: DocumentJson,
  cursor: CursorJson,
  isStart: boolean,
): boolean {
  const values = cursor.values ?? [];
  let c = 0;
  for (let i = 0; i < values.length && c === 0; i++) {
    const o = q.orderBy[i]!;
    const cursorValue = values[i]!;
    if (o.field.length === 1 && o.field[0] === NAME_FIELD) {
      if (!cursorValue.referenceValue)
        throw invalid('A cursor value for __name__ must be a document reference.');
      c = comparePaths(doc.name, cursorValue.referenceValue);
    } else {
      c = compareValues(orderValue(doc, o), cursorValue);
    }
    if (o.descending) c = -c;
  }
  const before = cursor.before ?? false;
  if (isStart) return before ? c >= 0 : c > 0;
  return before ? c < 0 : c <= 0;
}

/** Sorts, skips and limits already-matching documents, then applies the projection. */
export function finishQuery(q: PreparedQuery, matching: DocumentJson[]): DocumentJson[] {
  if (q.findNearest) return nearest(q, matching).map((d) => project(d, q.select));
  matching.sort((a, b) => compareDocuments(q, a, b));
  const end = q.limit === null ? undefined : q.offset + q.limit;
  return matching.slice(q.offset, end).map((d) => project(d, q.select));
}

export function project(doc: DocumentJson, select: string[][] | null): DocumentJson {
  if (!select) return doc;
  const fields: Fields = {};
  for (const path of select) {
    if (path.length === 1 && path[0] === NAME_FIELD) continue;
    const value = getField(doc.fields, path);
    if (value === undefined) continue;
    let target = fields;
    for (let i = 0; i < path.length - 1; i++) {
      const existing = target[path[i]!];
      const child: Fields = existing?.mapValue?.fields ?? {};
      target[path[i]!] = { mapValue: { fields: child } };
      target = child;
    }
    target[path[path.length - 1]!] = value;
  }
  return { ...doc, fields };
}

/** Field values a query pins with == (or `in` with a single value) in its top-level conjunction. */
export function pinnedFields(q: PreparedQuery): Array<{ field: string[]; value: Value }> {
  const out: Array<{ field: string[]; value: Value }> = [];
  const visit = (f: Filter): void => {
    if (f.kind === 'and') f.filters.forEach(visit);
    else if (f.kind === 'field' && f.op === 'EQUAL') out.push({ field: f.field, value: f.value });
    else if (f.kind === 'field' && f.op === 'IN' && f.value.arrayValue?.values?.length === 1)
      out.push({ field: f.field, value: f.value.arrayValue.values[0]! });
    else if (f.kind === 'unary' && f.op === 'IS_NULL')
      out.push({ field: f.field, value: { nullValue: 'NULL_VALUE' } });
    else if (f.kind === 'or' && f.filters.length === 1) visit(f.filters[0]!);
  };
  if (q.filter) visit(q.filter);
  return out;
}
