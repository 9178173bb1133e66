/**
 * Transport-neutral Listen and Write streams. Messages are proto3 JSON objects
 * (google.firestore.v1.ListenRequest/ListenResponse, WriteRequest/WriteResponse); gRPC converts
 * protobuf to and from them, WebChannel uses them as they are.
 */
import { randomBytes } from 'node:crypto';
import { Code, FirestoreError, asFirestoreError } from './errors.js';
import {
  databaseKey,
  parseDatabase,
  type DocumentChange,
  type FirestoreEngine,
  type RequestContext,
} from './engine.js';
import { normalizeMessage } from './normalize.js';
import { parseDocumentName, parseResourceName } from './paths.js';
import { prepareQuery, relativePath, type StructuredQueryJson } from './query.js';
import { microsToTimestamp } from './time.js';
import type { DocumentJson } from './types.js';
import { WatchRegistry, WatchTarget, type TargetSink } from './watch.js';
import type { WriteJson } from './writes.js';

export type { RequestContext } from './engine.js';

export interface StreamSink {
  send(message: object): void;
  /** `send({ documentChange: { document, targetIds } })`, for a transport that encodes it faster. */
  sendDocumentChange?(document: DocumentJson, targetIds: number[]): void;
  error(status: { code: number; message: string }): void;
  end(): void;
}

export interface ClientStream {
  write(request: object): void;
  close(): void;
}

type EngineHolder = FirestoreEngine | { engine: FirestoreEngine };

function engineOf(holder: EngineHolder): FirestoreEngine {
  return 'engine' in holder ? holder.engine : holder;
}

const registries = new WeakMap<FirestoreEngine, WatchRegistry>();

function registryOf(engine: FirestoreEngine): WatchRegistry {
  let registry = registries.get(engine);
  if (!registry) registries.set(engine, (registry = new WatchRegistry(engine)));
  return registry;
}

function resumeToken(micros: number): string {
  const buf = Buffer.alloc(8);
  buf.writeBigUInt64BE(BigInt(micros));
  return buf.toString('base64');
}

interface ListenRequestJson {
  database?: string;
  addTarget?: {
    targetId?: number;
    query?: { parent?: string; structuredQuery?: StructuredQueryJson };
    documents?: { documents?: string[] };
    resumeToken?: string;
    readTime?: string;
  };
  removeTarget?: number;
}

export function openListenStream(
  holder: EngineHolder,
  ctx: RequestContext,
  sink: StreamSink,
): ClientStream {
  return new ListenSession(engineOf(holder), ctx, sink);
}

class ListenSession implements TargetSink, ClientStream {
  private readonly targets = new Map<number, WatchTarget>();
  private readonly registry: WatchRegistry;
  private closed = false;

  constructor(
    private readonly engine: FirestoreEngine,
    private readonly ctx: RequestContext,
    private readonly sink: StreamSink,
  ) {
    this.registry = registryOf(engine);
  }

  write(raw: object): void {
    if (this.closed) return;
    let request: ListenRequestJson;
    try {
      request = normalizeMessage<ListenRequestJson>('ListenRequest', raw);
    } catch (e) {
      this.fail(asFirestoreError(e));
      return;
    }
    if (request.addTarget) this.addTarget(request.addTarget);
    else if (request.removeTarget !== undefined) this.removeTarget(request.removeTarget);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const t of this.targets.values()) this.registry.remove(t);
    this.targets.clear();
  }

  private fail(err: FirestoreError): void {
    this.close();
    this.sink.error({ code: err.code, message: err.message });
  }

  private addTarget(spec: NonNullable<ListenRequestJson['addTarget']>): void {
    const targetId = spec.targetId ?? 0;
    if (this.targets.has(targetId)) {
      this.fail(
        new FirestoreError(Code.INVALID_ARGUMENT, `Target id ${targetId} is already in use.`),
      );
      return;
    }
    let target: WatchTarget;
    try {
      target = this.createTarget(targetId, spec);
    } catch (e) {
      const err = asFirestoreError(e);
      this.sink.send({
        targetChange: {
          targetChangeType: 'REMOVE',
          targetIds: [targetId],
          cause: { code: err.code, message: err.message },
        },
      });
      return;
    }
    this.targets.set(targetId, target);
    this.registry.add(target);
    const readMicros = this.engine.clock.readTime();
    this.sink.send({ targetChange: { targetChangeType: 'ADD', targetIds: [targetId] } });
    if (spec.resumeToken || spec.readTime)
      this.sink.send({ targetChange: { targetChangeType: 'RESET', targetIds: [targetId] } });
    for (const doc of target.snapshot(this.engine)) {
      target.current.add(relativePath(doc));
      this.sendChange(target, doc);
    }
    const token = resumeToken(readMicros);
    const readTime = microsToTimestamp(readMicros);
    this.sink.send({
      targetChange: {
        targetChangeType: 'CURRENT',
        targetIds: [targetId],
        resumeToken: token,
        readTime,
      },
    });
    this.sink.send({
      targetChange: { targetChangeType: 'NO_CHANGE', resumeToken: token, readTime },
    });
  }

  /** Builds the target and judges it with Security Rules (a denial becomes a REMOVE with a cause). */
  private createTarget(
    targetId: number,
    spec: NonNullable<ListenRequestJson['addTarget']>,
  ): WatchTarget {
    if (spec.query) {
      const parent = parseResourceName(spec.query.parent ?? '');
      if (parent.segments.length % 2 !== 0)
        throw new FirestoreError(
          Code.INVALID_ARGUMENT,
          'A query parent must be the database root or a document.',
        );
      const q = prepareQuery(parent.path, spec.query.structuredQuery ?? {});
      this.engine.indexes?.check(parent.project, q);
      this.engine.rules.authorizeList(
        this.ctx.auth,
        parent,
        q,
        this.engine.lookup(this.engine.store(parent)),
      );
      return new WatchTarget(targetId, this, parent, q, null);
    }
    if (spec.documents) {
      const names = spec.documents.documents ?? [];
      const parsed = names.map(parseDocumentName);
      const db = parsed[0] ?? { project: this.ctx.project, database: this.ctx.database };
      const store = this.engine.store(db);
      for (const p of parsed) {
        if (databaseKey(p) !== databaseKey(db))
          throw new FirestoreError(
            Code.INVALID_ARGUMENT,
            'All documents of a target must be in one database.',
          );
        this.engine.rules.authorizeGet(
          this.ctx.auth,
          db,
          p.path,
          store.get(p.path),
          this.engine.lookup(store),
        );
      }
      return new WatchTarget(
        targetId,
        this,
        db,
        null,
        parsed.map((p) => p.path),
      );
    }
    throw new FirestoreError(Code.INVALID_ARGUMENT, 'A target needs a query or documents.');
  }

  private removeTarget(targetId: number): void {
    const target = this.targets.get(targetId);
    if (target) {
      this.registry.remove(target);
      this.targets.delete(targetId);
    }
    this.sink.send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [targetId] } });
  }

  deliver(readMicros: number, changes: Map<WatchTarget, DocumentChange[]>): void {
    if (this.closed) return;
    const readTime = microsToTimestamp(readMicros);
    let sent = false;
    for (const [target, list] of changes) {
      if (!target.needsRequery) sent = this.applyEach(target, list, readTime) || sent;
      else if (list.some((c) => target.affectsWindow(c)))
        sent = this.requery(target, list, readTime) || sent;
    }
    if (sent)
      this.sink.send({
        targetChange: {
          targetChangeType: 'NO_CHANGE',
          resumeToken: resumeToken(readMicros),
          readTime,
        },
      });
  }

  private applyEach(target: WatchTarget, changes: DocumentChange[], readTime: string): boolean {
    let sent = false;
    for (const { path, after } of changes) {
      const wasIn = target.current.has(path);
      if (after && target.includes(path, after)) {
        target.current.add(path);
        this.sendChange(target, after);
        sent = true;
      } else if (wasIn) {
        target.current.delete(path);
        this.sendRemoval(target, path, after === null, readTime);
        sent = true;
      }
    }
    return sent;
  }

  private requery(target: WatchTarget, changes: DocumentChange[], readTime: string): boolean {
    const changed = new Map(changes.map((c) => [c.path, c.after]));
    const results = target.snapshot(this.engine);
    const now = new Set(results.map(relativePath));
    let sent = false;
    for (const path of [...target.current]) {
      if (now.has(path)) continue;
      target.current.delete(path);
      this.sendRemoval(target, path, changed.has(path) && changed.get(path) === null, readTime);
      sent = true;
    }
    for (const doc of results) {
      const path = relativePath(doc);
      if (target.current.has(path) && !changed.has(path)) continue;
      target.current.add(path);
      this.sendChange(target, doc);
      sent = true;
    }
    return sent;
  }

  private sendChange(target: WatchTarget, doc: DocumentJson): void {
    this.engine.reads.add(target.db.project, this.ctx.auth, 'listen', 1);
    if (this.sink.sendDocumentChange) this.sink.sendDocumentChange(doc, [target.targetId]);
    else this.sink.send({ documentChange: { document: doc, targetIds: [target.targetId] } });
  }

  private sendRemoval(target: WatchTarget, path: string, deleted: boolean, readTime: string): void {
    const document = target.name(path);
    if (deleted)
      this.sink.send({
        documentDelete: { document, removedTargetIds: [target.targetId], readTime },
      });
    else
      this.sink.send({
        documentRemove: { document, removedTargetIds: [target.targetId], readTime },
      });
  }
}

interface WriteRequestJson {
  database?: string;
  streamId?: string;
  writes?: WriteJson[];
  streamToken?: string;
}

export function openWriteStream(
  holder: EngineHolder,
  ctx: RequestContext,
  sink: StreamSink,
): ClientStream {
  const engine = engineOf(holder);
  const streamId = randomBytes(8).toString('hex');
  let sequence = 0;
  let handshaken = false;
  let closed = false;
  let database = `projects/${ctx.project}/databases/${ctx.database}`;
  const token = (): string => Buffer.from(`${streamId}:${sequence}`).toString('base64');
  return {
    write(raw: object): void {
      if (closed) return;
      try {
        const request = normalizeMessage<WriteRequestJson>('WriteRequest', raw);
        if (!handshaken) {
          handshaken = true;
          if (request.database) database = request.database;
          parseDatabase(database);
          sink.send({ streamId, streamToken: token() });
          if (!request.writes?.length) return;
        }
        if (!request.writes?.length) return;
        const { writeResults, commitTime } = engine.commit(ctx, database, request.writes);
        sequence++;
        sink.send({ streamToken: token(), writeResults, commitTime });
      } catch (e) {
        const err = asFirestoreError(e);
        closed = true;
        sink.error({ code: err.code, message: err.message });
      }
    },
    close(): void {
      closed = true;
    },
  };
}
