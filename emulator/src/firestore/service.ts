/**
 * The google.firestore.v1.Firestore methods on proto3 JSON requests, shared by the gRPC and REST
 * transports. Server-streaming methods answer with the list of their responses.
 */
import { randomBytes } from 'node:crypto';
import { normalizeMessage } from './normalize.js';
import { Code, FirestoreError, invalid } from './errors.js';
import type {
  FirestoreEngine,
  ReadConsistency,
  RequestContext,
  TransactionOptions,
} from './engine.js';
import { parseDocumentName, parseResourceName } from './paths.js';
import type { FilterJson, StructuredQueryJson } from './query.js';
import type { AggregationJson } from './aggregate.js';
import { projectOfName } from './read-count.js';
import type { DocumentJson, Fields } from './types.js';
import type { WriteJson } from './writes.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- requests are validated proto3 JSON, typed per method below */
type Req = any;

export const UNARY_METHODS = [
  'GetDocument',
  'ListDocuments',
  'CreateDocument',
  'UpdateDocument',
  'DeleteDocument',
  'BeginTransaction',
  'Commit',
  'Rollback',
  'ListCollectionIds',
  'BatchWrite',
  'PartitionQuery',
] as const;
export const SERVER_STREAM_METHODS = [
  'BatchGetDocuments',
  'RunQuery',
  'RunAggregationQuery',
] as const;

export type UnaryMethod = (typeof UNARY_METHODS)[number];
export type ServerStreamMethod = (typeof SERVER_STREAM_METHODS)[number];

/** Request and response message types of each method. */
export const METHOD_TYPES: Record<string, { request: string; response: string }> = {
  GetDocument: { request: 'GetDocumentRequest', response: 'Document' },
  ListDocuments: { request: 'ListDocumentsRequest', response: 'ListDocumentsResponse' },
  CreateDocument: { request: 'CreateDocumentRequest', response: 'Document' },
  UpdateDocument: { request: 'UpdateDocumentRequest', response: 'Document' },
  DeleteDocument: { request: 'DeleteDocumentRequest', response: 'google.protobuf.Empty' },
  BeginTransaction: { request: 'BeginTransactionRequest', response: 'BeginTransactionResponse' },
  Commit: { request: 'CommitRequest', response: 'CommitResponse' },
  Rollback: { request: 'RollbackRequest', response: 'google.protobuf.Empty' },
  ListCollectionIds: { request: 'ListCollectionIdsRequest', response: 'ListCollectionIdsResponse' },
  BatchWrite: { request: 'BatchWriteRequest', response: 'BatchWriteResponse' },
  PartitionQuery: { request: 'PartitionQueryRequest', response: 'PartitionQueryResponse' },
  BatchGetDocuments: { request: 'BatchGetDocumentsRequest', response: 'BatchGetDocumentsResponse' },
  RunQuery: { request: 'RunQueryRequest', response: 'RunQueryResponse' },
  RunAggregationQuery: {
    request: 'RunAggregationQueryRequest',
    response: 'RunAggregationQueryResponse',
  },
  Listen: { request: 'ListenRequest', response: 'ListenResponse' },
  Write: { request: 'WriteRequest', response: 'WriteResponse' },
};

/**
 * `canonical` requests (decoded from protobuf by wire.ts) are already well-typed; JSON from REST
 * is validated and normalised first.
 */
export async function callUnary(
  engine: FirestoreEngine,
  method: UnaryMethod,
  ctx: RequestContext,
  raw: unknown,
  canonical = false,
): Promise<object> {
  const req: Req = canonical ? raw : normalizeMessage(METHOD_TYPES[method]!.request, raw);
  switch (method) {
    case 'GetDocument': {
      const document = await engine.getDocument(ctx, required(req.name, 'name'), {
        mask: req.mask?.fieldPaths,
        transaction: req.transaction,
        readTime: req.readTime,
      });
      engine.reads.add(projectOfName(req.name), ctx.auth, 'lookup', 1);
      return document;
    }
    case 'ListDocuments': {
      const parent = req.parent ?? '';
      const page = engine.listDocuments(ctx, parent, required(req.collectionId, 'collectionId'), {
        pageSize: req.pageSize,
        pageToken: req.pageToken,
        mask: req.mask?.fieldPaths,
        showMissing: req.showMissing,
      });
      // "Missing" documents (only subcollections) carry no fields and are not reads.
      engine.reads.add(
        projectOfName(parent),
        ctx.auth,
        'query',
        page.documents.filter((d) => d.fields).length,
      );
      return page;
    }
    case 'CreateDocument': {
      parseResourceName(required(req.parent, 'parent'));
      const id = req.documentId || autoId();
      const name = `${req.parent}/${required(req.collectionId, 'collectionId')}/${id}`;
      parseDocumentName(name);
      const fields: Fields = req.document?.fields ?? {};
      commitOne(engine, ctx, name, {
        update: { name, fields },
        currentDocument: { exists: false },
      });
      return engine.getDocument({ ...ctx, auth: 'owner' }, name, { mask: req.mask?.fieldPaths });
    }
    case 'UpdateDocument': {
      const doc = req.document as DocumentJson | undefined;
      const name = required(doc?.name, 'document.name');
      commitOne(engine, ctx, name, {
        update: { name, fields: doc!.fields ?? {} },
        ...(req.updateMask ? { updateMask: req.updateMask } : {}),
        ...(req.currentDocument ? { currentDocument: req.currentDocument } : {}),
      });
      return engine.getDocument({ ...ctx, auth: 'owner' }, name, { mask: req.mask?.fieldPaths });
    }
    case 'DeleteDocument': {
      const name = required(req.name, 'name');
      commitOne(engine, ctx, name, {
        delete: name,
        ...(req.currentDocument ? { currentDocument: req.currentDocument } : {}),
      });
      return {};
    }
    case 'BeginTransaction':
      return {
        transaction: engine.beginTransaction(
          ctx,
          required(req.database, 'database'),
          req.options as TransactionOptions,
        ),
      };
    case 'Commit':
      return engine.commit(
        ctx,
        required(req.database, 'database'),
        (req.writes ?? []) as WriteJson[],
        req.transaction,
      );
    case 'Rollback':
      engine.rollback(
        ctx,
        required(req.database, 'database'),
        required(req.transaction, 'transaction'),
      );
      return {};
    case 'ListCollectionIds': {
      const ids = engine.listCollectionIds(ctx, required(req.parent, 'parent'));
      const start = req.pageToken
        ? Number(Buffer.from(req.pageToken, 'base64').toString()) || 0
        : 0;
      const size = req.pageSize > 0 ? req.pageSize : ids.length;
      const more = start + size < ids.length;
      return {
        collectionIds: ids.slice(start, start + size),
        ...(more ? { nextPageToken: Buffer.from(String(start + size)).toString('base64') } : {}),
      };
    }
    case 'BatchWrite':
      return engine.batchWrite(
        ctx,
        required(req.database, 'database'),
        (req.writes ?? []) as WriteJson[],
      );
    case 'PartitionQuery':
      throw new FirestoreError(
        Code.UNIMPLEMENTED,
        'PartitionQuery is not supported by this emulator.',
      );
  }
}

export async function callServerStream(
  engine: FirestoreEngine,
  method: ServerStreamMethod,
  ctx: RequestContext,
  raw: unknown,
  canonical = false,
): Promise<object[]> {
  const req: Req = canonical ? raw : normalizeMessage(METHOD_TYPES[method]!.request, raw);
  const consistency: ReadConsistency = {
    transaction: req.transaction,
    newTransaction: req.newTransaction,
    readTime: req.readTime,
  };
  switch (method) {
    case 'BatchGetDocuments': {
      const { transaction, results } = await engine.batchGet(
        ctx,
        required(req.database, 'database'),
        req.documents ?? [],
        {
          ...consistency,
          mask: req.mask?.fieldPaths,
        },
      );
      engine.reads.add(
        projectOfName(req.database),
        ctx.auth,
        'lookup',
        results.filter((r) => r.found).length,
      );
      const responses: object[] = results.map((r) => ({ ...r }));
      if (transaction && responses.length === 0) responses.push({ transaction });
      else if (transaction) Object.assign(responses[0]!, { transaction });
      return responses;
    }
    case 'RunQuery': {
      const started = process.hrtime.bigint();
      const structuredQuery = (req.structuredQuery ?? invalidQuery()) as StructuredQueryJson;
      const { transaction, documents, readTime } = await engine.runQuery(
        ctx,
        required(req.parent, 'parent'),
        structuredQuery,
        consistency,
      );
      const explain = req.explainOptions as { analyze?: boolean } | undefined;
      if (explain && !explain.analyze)
        return [{ explainMetrics: { planSummary: planSummary(structuredQuery) } }];
      engine.reads.add(projectOfName(req.parent), ctx.auth, 'query', documents.length);
      const responses: object[] = documents.map((document) => ({ document, readTime }));
      if (responses.length === 0) responses.push({ readTime });
      if (transaction) Object.assign(responses[0]!, { transaction });
      if (explain)
        Object.assign(responses[responses.length - 1]!, {
          explainMetrics: explainMetrics(structuredQuery, documents.length, started),
        });
      return responses;
    }
    case 'RunAggregationQuery': {
      const started = process.hrtime.bigint();
      const agg = req.structuredAggregationQuery as
        { structuredQuery?: StructuredQueryJson; aggregations?: AggregationJson[] } | undefined;
      if (!agg) throw invalid('structuredAggregationQuery is required.');
      const { transaction, result, readTime, documentCount } = await engine.runAggregation(
        ctx,
        required(req.parent, 'parent'),
        agg,
        consistency,
      );
      const explain = req.explainOptions as { analyze?: boolean } | undefined;
      const query = agg.structuredQuery ?? {};
      if (explain && !explain.analyze)
        return [{ explainMetrics: { planSummary: planSummary(query) } }];
      engine.reads.add(projectOfName(req.parent), ctx.auth, 'aggregation', documentCount);
      return [
        {
          result,
          readTime,
          ...(transaction ? { transaction } : {}),
          ...(explain ? { explainMetrics: explainMetrics(query, 1, started) } : {}),
        },
      ];
    }
  }
}

// ---- query explain (explainOptions) ----
//
// google.protobuf.Struct values are written in their message form ({fields: {k: {stringValue}}}),
// which the gRPC encoder (wire.ts) writes as is; REST clients have no explain API.

function struct(values: Record<string, string | number>): object {
  return {
    fields: Object.fromEntries(
      Object.entries(values).map(([k, v]) => [
        k,
        typeof v === 'number' ? { numberValue: v } : { stringValue: v },
      ]),
    ),
  };
}

/** The index the query scans: its equality and order fields, then __name__ (ours are all in memory). */
function planSummary(q: StructuredQueryJson): object {
  const fields: string[] = [];
  const visit = (f: FilterJson | undefined): void => {
    if (!f) return;
    f.compositeFilter?.filters?.forEach(visit);
    const path = f.fieldFilter?.field?.fieldPath ?? f.unaryFilter?.field?.fieldPath;
    if (path && !fields.some((x) => x.startsWith(path + ' '))) fields.push(`${path} ASC`);
  };
  visit(q.where);
  for (const o of q.orderBy ?? []) {
    const path = o.field?.fieldPath ?? '';
    const entry = `${path} ${o.direction === 'DESCENDING' ? 'DESC' : 'ASC'}`;
    const at = fields.findIndex((x) => x.startsWith(path + ' '));
    if (at >= 0) fields.splice(at, 1);
    fields.push(entry);
  }
  if (!fields.some((f) => f.startsWith('__name__ '))) fields.push('__name__ ASC');
  const scope = q.from?.[0]?.allDescendants ? 'Collection group' : 'Collection';
  return { indexesUsed: [struct({ query_scope: scope, properties: `(${fields.join(', ')})` })] };
}

function explainMetrics(q: StructuredQueryJson, results: number, started: bigint): object {
  const nanos = Number(process.hrtime.bigint() - started);
  return {
    planSummary: planSummary(q),
    executionStats: {
      resultsReturned: String(results),
      executionDuration: { seconds: String(Math.floor(nanos / 1e9)), nanos: nanos % 1e9 },
      readOperations: String(Math.max(1, results)),
      debugStats: struct({
        documents_scanned: String(results),
        index_entries_scanned: String(results),
      }),
    },
  };
}

function commitOne(
  engine: FirestoreEngine,
  ctx: RequestContext,
  name: string,
  write: WriteJson,
): void {
  const { project, database } = parseDocumentName(name);
  engine.commit(ctx, `projects/${project}/databases/${database}`, [write]);
}

function required<T>(value: T | undefined | null | '', field: string): T {
  if (value === undefined || value === null || value === '')
    throw invalid(`Missing required field: ${field}`);
  return value;
}

function invalidQuery(): never {
  throw invalid('structuredQuery is required.');
}

const AUTO_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function autoId(): string {
  const bytes = randomBytes(20);
  return Array.from(bytes, (b) => AUTO_ID_CHARS[b % AUTO_ID_CHARS.length]).join('');
}
