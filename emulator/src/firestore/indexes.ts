/**
 * Composite index enforcement: a query that production Firestore would refuse for want of an index
 * fails here too, with FAILED_PRECONDITION and the "You can create it here" link, unless
 * firestore.indexes.json declares the index. Google's emulator serves every query, so a missing
 * index otherwise shows up only after deploy.
 *
 * What needs an index (https://firebase.google.com/docs/firestore/query-data/index-overview):
 * - automatic single-field indexes (collection scope, ascending, descending, array-contains) serve
 *   a query that orders/ranges on at most one field with no other filters, and any number of
 *   equality / array-contains filters alone (index merging);
 * - equality filters together with an order or range on another field, or orders/ranges on more than
 *   one field, need a composite index: the equality fields (in any order), then the order fields in
 *   the query's order and directions. Several composites with that same order suffix may be merged
 *   to cover the equality fields;
 * - collection-group queries have no automatic single-field indexes: a filter or order on a field
 *   needs a field override with COLLECTION_GROUP scope (or a composite).
 * Disjunctions (OR, `in` is one query per value in production but needs the same index) are
 * checked term by term in disjunctive normal form.
 */
import { FirestoreError, Code } from './errors.js';
import { parseFieldPath } from './paths.js';
import type { IndexField } from './query-index.js';
import {
  prepareQuery,
  type Filter,
  type PreparedQuery,
  type StructuredQueryJson,
} from './query.js';

export interface IndexFieldJson {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndexJson {
  collectionGroup: string;
  queryScope?: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexFieldJson[];
}

export interface FieldOverrideJson {
  collectionGroup: string;
  fieldPath: string;
  indexes?: Array<{
    order?: 'ASCENDING' | 'DESCENDING';
    arrayConfig?: 'CONTAINS';
    queryScope?: 'COLLECTION' | 'COLLECTION_GROUP';
  }>;
}

/** The shape of firestore.indexes.json. */
export interface IndexConfig {
  indexes?: CompositeIndexJson[];
  fieldOverrides?: FieldOverrideJson[];
}

type Mode = 'ASCENDING' | 'DESCENDING' | 'CONTAINS';
type Scope = 'COLLECTION' | 'COLLECTION_GROUP';

const NAME_FIELD = '__name__';
const EQUALITY_OPS = new Set(['EQUAL', 'IN']);
const CONTAINS_OPS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);

interface Needed {
  /** Equality-like fields: ASCENDING stands for "either direction" (an equality scans one value). */
  equality: Map<string, 'ASCENDING' | 'CONTAINS'>;
  /** Order fields (explicit, then implicit inequality fields), without the trailing __name__. */
  order: Array<{ field: string; mode: 'ASCENDING' | 'DESCENDING' }>;
}

export class IndexEnforcer {
  private readonly composites: CompositeIndexJson[];
  private readonly overrides: FieldOverrideJson[];

  constructor(config: IndexConfig) {
    this.composites = config.indexes ?? [];
    this.overrides = config.fieldOverrides ?? [];
  }

  /** Declared collection-scope composites of a collection id as ordered fields, for the planner (no array-contains ones). */
  orderedComposites(collectionId: string): IndexField[][] {
    const out: IndexField[][] = [];
    for (const index of this.composites) {
      if (
        index.collectionGroup !== collectionId ||
        (index.queryScope ?? 'COLLECTION') !== 'COLLECTION'
      )
        continue;
      if (index.fields.some((f) => f.arrayConfig)) continue;
      const fields = index.fields.filter(
        (f, i) => !(f.fieldPath === NAME_FIELD && i === index.fields.length - 1),
      );
      out.push(
        fields.map((f) => ({
          fieldPath: f.fieldPath,
          field: parseFieldPath(f.fieldPath),
          descending: f.order === 'DESCENDING',
        })),
      );
    }
    return out;
  }

  /** Throws FAILED_PRECONDITION when no declared or automatic index serves the query. */
  check(project: string, q: PreparedQuery): void {
    if (!q.collectionId) return; // kindless queries scan by name only
    const scope: Scope = q.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
    for (const term of dnfTerms(q.filter)) {
      const needed = neededFor(q, term);
      if (!this.served(q.collectionId, scope, needed))
        throw this.missing(project, q.collectionId, scope, needed);
    }
  }

  private served(collection: string, scope: Scope, needed: Needed): boolean {
    const { equality, order } = needed;
    if (order.length === 0)
      return [...equality].every(([f, mode]) => this.singleField(collection, scope, f, mode));
    if (order.length === 1 && equality.size === 0)
      return this.singleField(collection, scope, order[0]!.field, order[0]!.mode);
    // Composites whose fields end with the order fields and start with equality fields only.
    const covered = new Set<string>();
    for (const index of this.composites) {
      if (index.collectionGroup !== collection || (index.queryScope ?? 'COLLECTION') !== scope)
        continue;
      const fields = index.fields.filter(
        (f, i) => !(f.fieldPath === NAME_FIELD && i === index.fields.length - 1),
      );
      if (fields.length < order.length) continue;
      const prefix = fields.slice(0, fields.length - order.length);
      const suffix = fields.slice(fields.length - order.length);
      const suffixMatches = suffix.every(
        (f, i) => f.fieldPath === order[i]!.field && f.order === order[i]!.mode,
      );
      const prefixMatches = prefix.every((f) => {
        const mode = equality.get(f.fieldPath);
        return mode === 'CONTAINS' ? f.arrayConfig === 'CONTAINS' : mode && f.order !== undefined;
      });
      if (!suffixMatches || !prefixMatches) continue;
      if (prefix.length === 0 && equality.size === 0) return true;
      for (const f of prefix) covered.add(f.fieldPath);
    }
    return equality.size > 0 && [...equality.keys()].every((f) => covered.has(f));
  }

  /** Automatic single-field indexes (collection scope) unless an override replaces them. */
  private singleField(collection: string, scope: Scope, field: string, mode: Mode): boolean {
    if (field === NAME_FIELD) return true;
    const override = this.overrides.find(
      (o) => o.collectionGroup === collection && o.fieldPath === field,
    );
    if (!override) return scope === 'COLLECTION';
    return (override.indexes ?? []).some(
      (i) =>
        (i.queryScope ?? 'COLLECTION') === scope &&
        (mode === 'CONTAINS' ? i.arrayConfig === 'CONTAINS' : i.order === mode),
    );
  }

  private missing(project: string, collection: string, scope: Scope, needed: Needed) {
    const fields: IndexFieldJson[] = [
      ...[...needed.equality].map(([fieldPath, mode]) =>
        mode === 'CONTAINS'
          ? { fieldPath, arrayConfig: 'CONTAINS' as const }
          : { fieldPath, order: 'ASCENDING' as const },
      ),
      ...needed.order.map((o) => ({ fieldPath: o.field, order: o.mode })),
    ];
    const consoleUrl = `https://console.firebase.google.com/v1/r/project/${project}/firestore/indexes`;
    if (fields.length === 1 && scope === 'COLLECTION_GROUP') {
      const f = fields[0]!;
      const kind = f.arrayConfig ? 'ARRAY_CONTAINS' : f.order === 'DESCENDING' ? 'DESC' : 'ASC';
      const override = {
        collectionGroup: collection,
        fieldPath: f.fieldPath,
        indexes: [
          {
            ...(f.arrayConfig ? { arrayConfig: 'CONTAINS' } : { order: f.order }),
            queryScope: scope,
          },
        ],
      };
      return new FirestoreError(
        Code.FAILED_PRECONDITION,
        `The query requires a COLLECTION_GROUP_${kind} index for collection ${collection} and field ${f.fieldPath}. You can create it here: ${consoleUrl}?create_exemption=${indexLink(project, collection, scope, fields, true)} (local emulator: add to "fieldOverrides" in firestore.indexes.json: ${JSON.stringify(override)})`,
      );
    }
    const index: CompositeIndexJson = { collectionGroup: collection, queryScope: scope, fields };
    return new FirestoreError(
      Code.FAILED_PRECONDITION,
      `The query requires an index. You can create it here: ${consoleUrl}?create_composite=${indexLink(project, collection, scope, fields, false)} (local emulator: add to "indexes" in firestore.indexes.json: ${JSON.stringify(index)})`,
    );
  }
}

/**
 * The local Firestore's verdict on one query without running it: null when `config` (or an
 * automatic index) serves it, else the FAILED_PRECONDITION message the local Firestore, like
 * production, would answer with. For checks ahead of a deploy (functions/bin/preflight.ts).
 */
export function missingIndexFor(
  config: IndexConfig,
  query: StructuredQueryJson,
  project = 'your-project',
): string | null {
  try {
    new IndexEnforcer(config).check(project, prepareQuery('', query));
    return null;
  } catch (error) {
    if (error instanceof FirestoreError && error.code === Code.FAILED_PRECONDITION)
      return error.message;
    throw error;
  }
}

/** The conjunctions of the filter's disjunctive normal form (checkFilterLimits caps them at 30). */
function dnfTerms(filter: Filter | null): Filter[][] {
  if (!filter) return [[]];
  switch (filter.kind) {
    case 'or':
      return filter.filters.flatMap(dnfTerms);
    case 'and':
      return filter.filters.reduce<Filter[][]>(
        (terms, f) => terms.flatMap((t) => dnfTerms(f).map((u) => [...t, ...u])),
        [[]],
      );
    default:
      return [[filter]];
  }
}

function neededFor(q: PreparedQuery, term: Filter[]): Needed {
  const order = q.orderBy
    .filter((o) => o.fieldPath !== NAME_FIELD)
    .map((o) => ({
      field: o.fieldPath,
      mode: o.descending ? ('DESCENDING' as const) : ('ASCENDING' as const),
    }));
  // Inequalities of this term only: another term's inequality field is ordered but not filtered.
  const ordered = new Set(order.map((o) => o.field));
  const equality = new Map<string, 'ASCENDING' | 'CONTAINS'>();
  for (const f of term) {
    if (f.kind === 'field' && f.fieldPath !== NAME_FIELD && !ordered.has(f.fieldPath)) {
      if (CONTAINS_OPS.has(f.op)) equality.set(f.fieldPath, 'CONTAINS');
      else if (EQUALITY_OPS.has(f.op)) equality.set(f.fieldPath, 'ASCENDING');
    } else if (f.kind === 'unary' && !ordered.has(f.fieldPath)) {
      if (f.op === 'IS_NULL' || f.op === 'IS_NAN') equality.set(f.fieldPath, 'ASCENDING');
    }
  }
  return { equality, order };
}

// ---- the console link: a google.firestore.admin.v1.Index protobuf, base64 ----

function indexLink(
  project: string,
  collection: string,
  scope: Scope,
  fields: IndexFieldJson[],
  exemption: boolean,
): string {
  const parent = `projects/${project}/databases/(default)/collectionGroups/${collection}`;
  const parts: Buffer[] = [
    lengthDelimited(
      1,
      Buffer.from(exemption ? `${parent}/fields/${fields[0]!.fieldPath}` : `${parent}/indexes/_`),
    ),
    varintField(2, scope === 'COLLECTION' ? 1 : 2),
  ];
  const last = fields[fields.length - 1]?.order ?? 'ASCENDING';
  for (const f of [...fields, { fieldPath: NAME_FIELD, order: last }]) {
    const body = [lengthDelimited(1, Buffer.from(f.fieldPath))];
    if ('arrayConfig' in f && f.arrayConfig) body.push(varintField(3, 1));
    else body.push(varintField(2, f.order === 'DESCENDING' ? 2 : 1));
    parts.push(lengthDelimited(3, Buffer.concat(body)));
  }
  return encodeURIComponent(Buffer.concat(parts).toString('base64'));
}

function varint(n: number): Buffer {
  const bytes: number[] = [];
  while (n > 0x7f) {
    bytes.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  bytes.push(n);
  return Buffer.from(bytes);
}

function varintField(field: number, value: number): Buffer {
  return Buffer.concat([varint(field << 3), varint(value)]);
}

function lengthDelimited(field: number, body: Buffer): Buffer {
  return Buffer.concat([varint((field << 3) | 2), varint(body.length), body]);
}
