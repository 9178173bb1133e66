/**
 * The Firestore engine: documents, reads, queries, aggregations, transactions and atomic commits,
 * with Security Rules checks. Transports (gRPC, REST, WebChannel) call it with proto3 JSON.
 */
import type { RequestAuth } from '../shared/auth-token.js';
import { aggregate, type AggregationJson } from './aggregate.js';
import { Code, FirestoreError, invalid } from './errors.js';
import {
  databaseRoot,
  documentName,
  parseDocumentName,
  parseFieldPath,
  parseResourceName,
} from './paths.js';
import {
  finishQuery,
  inScope,
  matches,
  matchesInScope,
  prepareQuery,
  project,
  relativePath,
  type PreparedQuery,
  type StructuredQueryJson,
} from './query.js';
import { planQuery } from './query-index.js';
import { ReadCounter } from './read-count.js';
import { SecurityRules, type Lookup } from './security.js';
import { DocumentStore } from './store.js';
import { CommitClock, microsToTimestamp, timestampToMicros } from './time.js';
import { TransactionManager, type Transaction } from './transactions.js';
import type { DatabaseId, DocumentJson, Value } from './types.js';
import { IndexEnforcer, type IndexConfig } from './indexes.js';
import { checkDocumentFields, MAX_DOCUMENT_SIZE, MAX_WRITES_PER_REQUEST } from './limits.js';
import { documentSize } from './values.js';
import { applyWrite, writeTarget, type WriteJson } from './writes.js';
import { CommitOutbox, type OutboxMessage } from './outbox.js';

export interface RequestContext {
  project: string;
  database: string;
  auth: RequestAuth;
}

export interface CommitEvent {
  project: string;
  database: string;
  commitTime: string;
  writes: Array<{ name: string; before: DocumentJson | null; after: DocumentJson | null }>;
}

/** A committed change to one document, as the watch and persistence layers see it. */
export interface DocumentChange {
  path: string;
  before: DocumentJson | null;
  after: DocumentJson | null;
}

export interface CommitObserver {
  /**
   * Called inside the commit, before the client is answered; throwing fails the commit. The
   * outbox messages the commit caused belong to the same record.
   */
  persist?(
    db: DatabaseId,
    commitMicros: number,
    changes: DocumentChange[],
    messages: OutboxMessage[],
  ): void;
  persistClear?(db: DatabaseId): void;
}

export interface TransactionOptions {
  readOnly?: { readTime?: string };
  readWrite?: { retryTransaction?: string };
}

export interface ReadConsistency {
  transaction?: string;
  newTransaction?: TransactionOptions;
  /** Read the data as it was then (within the last hour), not now. */
  readTime?: string;
}

export { MAX_DOCUMENT_SIZE, MAX_WRITES_PER_REQUEST } from './limits.js';

function commitEvent(db: DatabaseId, commitTime: string, changes: DocumentChange[]): CommitEvent {
  return {
    project: db.project,
    database: db.database,
    commitTime,
    writes: changes.map((c) => ({
      name: documentName(db, c.path),
      before: c.before,
      after: c.after,
    })),
  };
}

export class FirestoreEngine {
  readonly clock = new CommitClock();
  readonly rules = new SecurityRules();
  readonly transactions = new TransactionManager();
  /** Documents read per project (see read-count.ts); the transports count, the engine keeps it. */
  readonly reads = new ReadCounter();
  private readonly stores = new Map<string, DocumentStore>();
  private readonly commitListeners = new Set<(e: CommitEvent) => void>();
  private readonly changeListeners = new Set<
    (db: DatabaseId, readMicros: number, changes: DocumentChange[]) => void
  >();
  observer: CommitObserver | null = null;
  /** Messages commits cause (trigger events), persisted with them: see outbox.ts. */
  readonly outbox = new CommitOutbox();
  /** Composite index enforcement (indexes.ts); null serves every query, as Google's emulator does. */
  indexes: IndexEnforcer | null = null;

  /** Enforces firestore.indexes.json from now on; null turns enforcement off. */
  setIndexes(config: IndexConfig | null): void {
    this.indexes = config ? new IndexEnforcer(config) : null;
  }

  // ---- events ----

  /** Public feed: every committed batch, synchronously, in commit order. */
  onCommit(listener: (e: CommitEvent) => void): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  /** Internal feed for Listen streams. */
  onChanges(
    listener: (db: DatabaseId, readMicros: number, changes: DocumentChange[]) => void,
  ): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  // ---- databases ----

  store(db: DatabaseId): DocumentStore {
    const key = databaseKey(db);
    let store = this.stores.get(key);
    if (!store) {
      this.stores.set(
        key,
        (store = new DocumentStore({ project: db.project, database: db.database })),
      );
      store.declaredIndexes = (collectionId) => this.indexes?.orderedComposites(collectionId) ?? [];
    }
    return store;
  }

  allStores(): Iterable<DocumentStore> {
    return this.stores.values();
  }

  /** Deletes every document of a database. Listeners see the deletions; onCommit does not (nothing was committed). */
  clear(db: DatabaseId): void {
    this.transactions.abortAll(databaseKey(db));
    this.observer?.persistClear?.(db);
    const store = this.store(db);
    const changes: DocumentChange[] = [...store.all()].map((doc) => ({
      path: relativePath(doc),
      before: doc,
      after: null,
    }));
    store.clear();
    if (changes.length === 0) return;
    const micros = this.clock.next();
    for (const listener of this.changeListeners) listener(db, micros, changes);
  }

  setRules(project: string, source: string): void {
    this.rules.set(project, source);
  }

  readTime(): string {
    return microsToTimestamp(this.clock.readTime());
  }

  // ---- reads ----

  async getDocument(
    ctx: RequestContext,
    name: string,
    opts: { mask?: string[]; transaction?: string; readTime?: string } = {},
  ): Promise<DocumentJson> {
    const parsed = parseDocumentName(name);
    const tx = opts.transaction
      ? this.transactions.get(opts.transaction, databaseKey(parsed))
      : null;
    const doc = await this.readDocument(ctx, parsed, parsed.path, tx, readMicrosOf(opts, tx));
    if (!doc) throw new FirestoreError(Code.NOT_FOUND, `Document ${name} not found.`);
    return opts.mask ? project(doc, maskPaths(opts.mask)) : doc;
  }

  async batchGet(
    ctx: RequestContext,
    database: string,
    names: string[],
    opts: ReadConsistency & { mask?: string[] } = {},
  ): Promise<{
    transaction?: string;
    results: Array<{ found?: DocumentJson; missing?: string; readTime: string }>;
  }> {
    const db = parseDatabase(database);
    const tx = this.transactionFor(db, opts);
    const at = readMicrosOf(opts, tx);
    const results = [];
    for (const name of names) {
      const parsed = parseDocumentName(name);
      assertSameDatabase(db, parsed);
      const doc = await this.readDocument(ctx, db, parsed.path, tx, at);
      const readTime = at === null ? this.readTime() : microsToTimestamp(at);
      if (doc)
        results.push({ found: opts.mask ? project(doc, maskPaths(opts.mask)) : doc, readTime });
      else results.push({ missing: name, readTime });
    }
    return { ...(opts.newTransaction && tx ? { transaction: tx.id } : {}), results };
  }

  private async readDocument(
    ctx: RequestContext,
    db: DatabaseId,
    path: string,
    tx: Transaction | null,
    at: number | null,
  ): Promise<DocumentJson | null> {
    const store = this.store(db);
    if (at !== null) {
      // A read in the past takes no locks: nothing can change what it sees.
      const past = store.getAt(path, at);
      this.rules.authorizeGet(ctx.auth, db, path, past, this.lookup(store));
      return past;
    }
    if (tx) await this.transactions.lock(tx, path);
    const doc = store.get(path);
    this.rules.authorizeGet(ctx.auth, db, path, doc, this.lookup(store));
    if (tx && !tx.readOnly) tx.reads.set(path, doc?.updateTime ?? '');
    return doc;
  }

  /** Runs a structured query below a parent (database root or a document). */
  async runQuery(
    ctx: RequestContext,
    parent: string,
    structuredQuery: StructuredQueryJson,
    opts: ReadConsistency = {},
  ): Promise<{ transaction?: string; documents: DocumentJson[]; readTime: string }> {
    const parsed = parseResourceName(parent);
    if (parsed.segments.length % 2 !== 0)
      throw invalid(`Parent ${parent} must be the database root or a document.`);
    const q = prepareQuery(parsed.path, structuredQuery);
    this.indexes?.check(parsed.project, q);
    const store = this.store(parsed);
    this.rules.authorizeList(ctx.auth, parsed, q, this.lookup(store));
    const tx = this.transactionFor(parsed, opts);
    const at = readMicrosOf(opts, tx);
    const documents =
      at !== null
        ? executeQuery(snapshotAt(store, q, at), q)
        : tx
          ? await this.lockedQuery(tx, store, q)
          : executeQuery(store, q);
    return {
      ...(opts.newTransaction && tx ? { transaction: tx.id } : {}),
      documents,
      readTime: at === null ? this.readTime() : microsToTimestamp(at),
    };
  }

  /** Locks every result of a query inside a read-write transaction, re-running it until stable. */
  private async lockedQuery(
    tx: Transaction,
    store: DocumentStore,
    q: PreparedQuery,
  ): Promise<DocumentJson[]> {
    for (;;) {
      const documents = executeQuery(store, q);
      const paths = documents.map(relativePath);
      if (tx.readOnly || paths.every((p) => tx.locks.has(p))) {
        if (!tx.readOnly) for (const p of paths) tx.reads.set(p, store.get(p)?.updateTime ?? '');
        return documents;
      }
      for (const p of paths) await this.transactions.lock(tx, p);
    }
  }

  async runAggregation(
    ctx: RequestContext,
    parent: string,
    query: { structuredQuery?: StructuredQueryJson; aggregations?: AggregationJson[] },
    opts: ReadConsistency = {},
  ): Promise<{
    transaction?: string;
    result: { aggregateFields: Record<string, Value> };
    readTime: string;
    documentCount: number;
  }> {
    if (!query.structuredQuery) throw invalid('An aggregation query needs a structuredQuery.');
    const { select: _ignored, ...withoutProjection } = query.structuredQuery;
    const { transaction, documents, readTime } = await this.runQuery(
      ctx,
      parent,
      withoutProjection,
      opts,
    );
    return {
      ...(transaction ? { transaction } : {}),
      result: { aggregateFields: aggregate(query.aggregations ?? [], documents) },
      readTime,
      documentCount: documents.length,
    };
  }

  listCollectionIds(ctx: RequestContext, parent: string): string[] {
    const parsed = parseResourceName(parent);
    if (parsed.segments.length % 2 !== 0)
      throw invalid(`Parent ${parent} must be the database root or a document.`);
    return this.store(parsed).collectionIds(parsed.path);
  }

  /** ListDocuments: by name order, optionally with "missing" documents that only hold subcollections. */
  listDocuments(
    ctx: RequestContext,
    parent: string,
    collectionId: string,
    opts: {
      pageSize?: number;
      pageToken?: string;
      mask?: string[];
      showMissing?: boolean;
      transaction?: string;
    },
  ): { documents: DocumentJson[]; nextPageToken?: string } {
    const parsed = parseResourceName(parent);
    const q = prepareQuery(parsed.path, { from: [{ collectionId }] });
    const store = this.store(parsed);
    this.rules.authorizeList(ctx.auth, parsed, q, this.lookup(store));
    const documents = executeQuery(store, q);
    if (opts.showMissing) {
      const collection = parsed.path ? `${parsed.path}/${collectionId}` : collectionId;
      const present = new Set(documents.map((d) => d.name));
      for (const id of store.documentIdsWithSubcollections(collection)) {
        const name = documentName(parsed, `${collection}/${id}`);
        if (!present.has(name)) documents.push({ name } as DocumentJson);
      }
      documents.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    }
    const start = opts.pageToken
      ? Number(Buffer.from(opts.pageToken, 'base64').toString()) || 0
      : 0;
    const size = opts.pageSize && opts.pageSize > 0 ? opts.pageSize : documents.length;
    const page = documents.slice(start, start + size);
    const hasMore = start + size < documents.length;
    return {
      documents: opts.mask
        ? page.map((d) => (d.fields ? project(d, maskPaths(opts.mask!)) : d))
        : page,
      ...(hasMore ? { nextPageToken: Buffer.from(String(start + size)).toString('base64') } : {}),
    };
  }

  // ---- transactions ----

  beginTransaction(
    ctx: RequestContext,
    database: string,
    options: TransactionOptions = {},
  ): string {
    const db = parseDatabase(database);
    const tx = this.transactions.begin(
      databaseKey(db),
      !!options.readOnly,
      options.readWrite?.retryTransaction,
    );
    tx.readTime = readTimeMicros(options.readOnly?.readTime);
    return tx.id;
  }

  rollback(ctx: RequestContext, database: string, transaction: string): void {
    const db = parseDatabase(database);
    const tx = this.transactions.get(transaction, databaseKey(db));
    this.transactions.finish(tx);
  }

  private transactionFor(db: DatabaseId, opts: ReadConsistency): Transaction | null {
    if (opts.transaction && opts.newTransaction)
      throw invalid('Only one of transaction and newTransaction may be set.');
    if (opts.transaction) return this.transactions.get(opts.transaction, databaseKey(db));
    if (opts.newTransaction) {
      const o = opts.newTransaction;
      const tx = this.transactions.begin(
        databaseKey(db),
        !!o.readOnly,
        o.readWrite?.retryTransaction,
      );
      tx.readTime = readTimeMicros(o.readOnly?.readTime);
      return tx;
    }
    return null;
  }

  // ---- writes ----

  /** Applies writes atomically: all succeed and get one commit time, or none is applied. */
  commit(
    ctx: RequestContext,
    database: string,
    writes: WriteJson[],
    transaction?: string,
  ): {
    writeResults: Array<{ updateTime: string; transformResults?: Value[] }>;
    commitTime: string;
  } {
    const db = parseDatabase(database);
    if (writes.length > MAX_WRITES_PER_REQUEST)
      throw invalid(
        `A maximum of ${MAX_WRITES_PER_REQUEST} writes allowed per request; got ${writes.length}.`,
      );
    const store = this.store(db);
    const tx = transaction ? this.transactions.get(transaction, databaseKey(db)) : null;
    try {
      if (tx) {
        tx.assertUsable();
        if (tx.readOnly && writes.length > 0)
          throw invalid('Cannot modify entities in a read-only transaction.');
        for (const [path, seen] of tx.reads) {
          if ((store.get(path)?.updateTime ?? '') !== seen)
            throw new FirestoreError(
              Code.ABORTED,
              'Transaction was aborted because a document it read has changed since.',
            );
        }
      }
      const result = this.applyBatch(ctx, db, store, writes);
      if (tx) this.transactions.finish(tx);
      return result;
    } catch (e) {
      // Any failed commit ends the transaction, as in the real service: its locks must not outlive it.
      if (tx && e instanceof FirestoreError && e.code === Code.ABORTED)
        this.transactions.abort(tx, e.message);
      else if (tx) this.transactions.end(tx);
      throw e;
    }
  }

  private applyBatch(
    ctx: RequestContext,
    db: DatabaseId,
    store: DocumentStore,
    writes: WriteJson[],
  ) {
    const commitMicros = this.clock.next();
    const commitTime = microsToTimestamp(commitMicros);
    const working = new Map<string, DocumentJson | null>();
    const current = (path: string): DocumentJson | null =>
      working.has(path) ? working.get(path)! : store.get(path);
    const lookup: Lookup = { get: (p) => store.get(p), getAfter: current };
    const planned = writes.map((write) => {
      const name = writeTarget(write);
      const parsed = parseDocumentName(name);
      assertSameDatabase(db, parsed);
      const before = current(parsed.path);
      const outcome = applyPlannedWrite(write, name, before, commitTime, working.has(parsed.path));
      if (outcome.after) {
        const size = documentSize(parsed.path, outcome.after.fields);
        if (size > MAX_DOCUMENT_SIZE)
          throw invalid(
            `Document '${name}' cannot be written because its size (${size.toLocaleString('en-US')} bytes) exceeds the maximum allowed size of 1,048,576 bytes.`,
          );
        checkDocumentFields(name, outcome.after.fields);
      }
      if (!outcome.unchanged || write.delete !== undefined) working.set(parsed.path, outcome.after);
      return { path: parsed.path, before, outcome, isVerify: write.verify !== undefined };
    });
    const requestTime = new Date(Math.floor(commitMicros / 1000));
    for (const p of planned) {
      if (p.isVerify) continue;
      const method = p.outcome.after === null ? 'delete' : p.before === null ? 'create' : 'update';
      this.rules.authorizeWrite(
        ctx.auth,
        db,
        p.path,
        method,
        p.before,
        p.outcome.after,
        lookup,
        requestTime,
      );
    }
    const changes: DocumentChange[] = [];
    for (const [path, after] of working) {
      const before = store.get(path);
      if (before === null && after === null) continue;
      changes.push({ path, before, after });
    }
    const messages =
      changes.length > 0 && this.outbox.hasConsumers
        ? this.outbox.produce(commitEvent(db, commitTime, changes))
        : [];
    this.observer?.persist?.(db, commitMicros, changes, messages);
    for (const c of changes) store.put(c.path, c.after, commitMicros);
    this.publish(db, commitMicros, commitTime, changes);
    this.outbox.committed(messages);
    return {
      writeResults: planned.map((p) => ({
        updateTime: p.outcome.after?.updateTime ?? commitTime,
        ...(p.outcome.transformResults.length
          ? { transformResults: p.outcome.transformResults }
          : {}),
      })),
      commitTime,
    };
  }

  private publish(
    db: DatabaseId,
    commitMicros: number,
    commitTime: string,
    changes: DocumentChange[],
  ): void {
    if (changes.length === 0) return;
    for (const listener of this.changeListeners) listener(db, commitMicros, changes);
    if (this.commitListeners.size === 0) return;
    const event = commitEvent(db, commitTime, changes);
    for (const listener of this.commitListeners) {
      try {
        listener(event);
      } catch (e) {
        console.error('firestore: onCommit listener failed', e);
      }
    }
  }

  /** BatchWrite: each write applied on its own, with a status per write. */
  batchWrite(ctx: RequestContext, database: string, writes: WriteJson[]) {
    if (writes.length > MAX_WRITES_PER_REQUEST)
      throw invalid(
        `A maximum of ${MAX_WRITES_PER_REQUEST} writes allowed per request; got ${writes.length}.`,
      );
    // A malformed name refuses the whole request (400), as Firestore does; only what the data
    // decides (preconditions, rules, limits) is a per-write status.
    const db = parseDatabase(database);
    for (const write of writes) assertSameDatabase(db, parseDocumentName(writeTarget(write)));
    const writeResults: Array<{ updateTime?: string }> = [];
    const status: Array<{ code?: number; message?: string }> = [];
    for (const write of writes) {
      try {
        const {
          writeResults: [result],
        } = this.commit(ctx, database, [write]);
        // A delete has no update time.
        writeResults.push(write.delete !== undefined ? {} : { updateTime: result!.updateTime });
        status.push({});
      } catch (e) {
        const err = e instanceof FirestoreError ? e : new FirestoreError(Code.INTERNAL, String(e));
        writeResults.push({});
        status.push({ code: err.code, message: err.message });
      }
    }
    return { writeResults, status };
  }

  lookup(store: DocumentStore): Lookup {
    return { get: (p) => store.get(p), getAfter: (p) => store.get(p) };
  }
}

/**
 * A precondition that fails on a document an earlier write of the same commit wrote is the
 * request's fault (INVALID_ARGUMENT, as Firestore answers), not the stored document's.
 */
function applyPlannedWrite(
  write: WriteJson,
  name: string,
  before: DocumentJson | null,
  commitTime: string,
  writtenEarlier: boolean,
) {
  try {
    return applyWrite(write, name, before, commitTime);
  } catch (e) {
    if (
      writtenEarlier &&
      write.currentDocument &&
      e instanceof FirestoreError &&
      [Code.NOT_FOUND, Code.ALREADY_EXISTS, Code.FAILED_PRECONDITION].includes(e.code)
    )
      throw invalid(
        `A precondition on ${name} cannot be met: the document is written earlier in the same request. ${e.message}`,
      );
    throw e;
  }
}

export function executeQuery(store: DocumentStore, q: PreparedQuery): DocumentJson[] {
  const matching: DocumentJson[] = [];
  const collection = q.parent ? `${q.parent}/${q.collectionId}` : q.collectionId;
  const plan = planQuery(q, store.declaredIndexes(q.collectionId), (fields, contains) =>
    store.index(collection, fields, contains),
  );
  if (!plan) {
    for (const doc of store.scan(q.parent, q.collectionId, q.allDescendants))
      if (matches(q, doc)) matching.push(doc);
    return finishQuery(q, matching);
  }
  // The range holds every result (and maybe more); read in the query's order it can stop early.
  // An index holds one collection's documents: every one is in the query's scope.
  const wanted = plan.ordered && q.limit !== null ? q.offset + q.limit : Infinity;
  if (wanted > 0)
    plan.index.visitRange(plan.start, plan.end, plan.backwards, (doc) => {
      if (matchesInScope(q, doc)) matching.push(doc);
      return matching.length < wanted;
    });
  return finishQuery(q, matching);
}

export function databaseKey(db: DatabaseId): string {
  return `${db.project}/${db.database}`;
}

/** Parses "projects/p/databases/d" (a `database` field). */
export function parseDatabase(database: string): DatabaseId {
  const m = /^projects\/([^/]+)\/databases\/([^/]+)$/.exec(database);
  if (!m) throw invalid(`Invalid database name: ${JSON.stringify(database)}`);
  return { project: m[1]!, database: m[2]! };
}

function assertSameDatabase(db: DatabaseId, other: DatabaseId): void {
  if (db.project !== other.project || db.database !== other.database)
    throw invalid(
      `Document belongs to ${databaseRoot(other)}, not to projects/${db.project}/databases/${db.database}.`,
    );
}

function maskPaths(mask: string[]): string[][] {
  return mask.map(parseFieldPath);
}

/** Microseconds of a `readTime`, or null for "now". */
function readTimeMicros(readTime: string | undefined): number | null {
  if (!readTime) return null;
  const micros = timestampToMicros(readTime);
  if (!Number.isFinite(micros)) throw invalid(`readTime ${readTime} is not a timestamp.`);
  return micros;
}

/** The time a read sees: its own readTime, or that of the read-only transaction it runs in. */
function readMicrosOf(opts: { readTime?: string }, tx: Transaction | null): number | null {
  if (opts.readTime && tx) throw invalid('Only one of transaction and readTime may be set.');
  return readTimeMicros(opts.readTime) ?? tx?.readTime ?? null;
}

/** The documents a query could see at a past time, in a store of their own (reads in the past are rare). */
function snapshotAt(store: DocumentStore, q: PreparedQuery, micros: number): DocumentStore {
  const snapshot = new DocumentStore(store.id);
  const paths = new Set<string>();
  for (const doc of store.scan(q.parent, q.collectionId, q.allDescendants))
    paths.add(relativePath(doc));
  for (const path of store.pathsWithHistory()) if (inScope(q, path)) paths.add(path);
  for (const path of paths) {
    const doc = store.getAt(path, micros);
    if (doc) snapshot.put(path, doc);
  }
  return snapshot;
}
