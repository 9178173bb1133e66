/**
 * Listen targets indexed by what they watch (a document, a collection, a collection group), so a
 * commit only visits the targets it can affect: the cost of a write grows with its listeners, not
 * with the database size.
 */
import { databaseKey, executeQuery, type DocumentChange, type FirestoreEngine } from './engine.js';
import { documentName, lastSegment, parentOf } from './paths.js';
import {
  compareDocuments,
  inScope,
  matches,
  matchesInScope,
  relativePath,
  type PreparedQuery,
} from './query.js';
import type { DatabaseId, DocumentJson } from './types.js';
import { shareDocumentEncodings } from './wire.js';

export interface TargetSink {
  /** Receives the changes of one commit for its targets, then sends its global snapshot. */
  deliver(readMicros: number, changes: Map<WatchTarget, DocumentChange[]>): void;
}

export class WatchTarget {
  /** Paths of the documents the client currently has in this target. */
  readonly current = new Set<string>();
  /**
   * Limit queries with a full window: the stored (unprojected) last document of the window, as of
   * the last run. A document that sorts after it cannot enter the window (nor, being past it, shift
   * it); null when the window is not full or there is no limit, so every match counts.
   */
  private windowEnd: DocumentJson | null = null;

  constructor(
    readonly targetId: number,
    readonly sink: TargetSink,
    readonly db: DatabaseId,
    readonly query: PreparedQuery | null,
    readonly documents: string[] | null,
  ) {}

  /** Limit/offset queries are re-run on change; other queries are judged one document at a time. */
  get needsRequery(): boolean {
    return !!this.query && (this.query.limit !== null || this.query.offset > 0);
  }

  /** The documents of this target now, for the initial load or a re-run. */
  snapshot(engine: FirestoreEngine): DocumentJson[] {
    const store = engine.store(this.db);
    if (!this.query)
      return this.documents!.map((p) => store.get(p)).filter((d): d is DocumentJson => d !== null);
    const results = executeQuery(store, this.query);
    const limit = this.query.limit;
    const full = limit !== null && limit > 0 && results.length === limit;
    this.windowEnd = full ? store.get(relativePath(results[results.length - 1]!)) : null;
    return results;
  }

  /**
   * Whether a change can alter a limit/offset window, so the query must re-run: it touches a
   * document in the window, or a matching version of the document sorts before the window's end.
   * Anything else (not matching, or past a full window) leaves the window as it is.
   */
  affectsWindow(change: DocumentChange): boolean {
    if (this.current.has(change.path)) return true;
    return this.couldBeInWindow(change.before) || this.couldBeInWindow(change.after);
  }

  private couldBeInWindow(doc: DocumentJson | null): boolean {
    if (!doc || !matches(this.query!, doc)) return false;
    return this.windowEnd === null || compareDocuments(this.query!, doc, this.windowEnd) < 0;
  }

  /**
   * Whether the document at `path` (one of this target's changes) matches. The registry hands a
   * collection target only its collection's changes, so only a group's scope is checked.
   */
  includes(path: string, doc: DocumentJson): boolean {
    const q = this.query;
    if (!q) return true;
    return (!q.allDescendants || inScope(q, path)) && matchesInScope(q, doc);
  }

  name(path: string): string {
    return documentName(this.db, path);
  }
}

export class WatchRegistry {
  private readonly byDocument = new Map<string, Set<WatchTarget>>();
  private readonly byCollection = new Map<string, Set<WatchTarget>>();
  private readonly byGroup = new Map<string, Set<WatchTarget>>();

  constructor(engine: FirestoreEngine) {
    engine.onChanges((db, readMicros, changes) => this.dispatch(db, readMicros, changes));
  }

  add(target: WatchTarget): void {
    for (const [index, key] of this.keysOf(target)) addTo(index, key, target);
  }

  remove(target: WatchTarget): void {
    for (const [index, key] of this.keysOf(target)) {
      const set = index.get(key);
      set?.delete(target);
      if (set?.size === 0) index.delete(key);
    }
  }

  private keysOf(target: WatchTarget): Array<[Map<string, Set<WatchTarget>>, string]> {
    const db = databaseKey(target.db);
    if (target.documents) return target.documents.map((p) => [this.byDocument, `${db}\0${p}`]);
    const q = target.query!;
    if (q.allDescendants) return [[this.byGroup, `${db}\0${q.collectionId}`]];
    return [
      [this.byCollection, `${db}\0${q.parent ? `${q.parent}/${q.collectionId}` : q.collectionId}`],
    ];
  }

  private dispatch(db: DatabaseId, readMicros: number, changes: DocumentChange[]): void {
    if (this.byDocument.size === 0 && this.byCollection.size === 0 && this.byGroup.size === 0)
      return;
    const key = databaseKey(db);
    const bySink = new Map<TargetSink, Map<WatchTarget, DocumentChange[]>>();
    // A commit usually writes many documents of one collection: its targets are looked up once per run.
    let collection: string | null = null;
    let inCollection: Set<WatchTarget> | undefined;
    let inGroup: Set<WatchTarget> | undefined;
    for (const change of changes) {
      const parent = parentOf(change.path);
      if (parent !== collection) {
        collection = parent;
        inCollection = this.byCollection.get(`${key}\0${parent}`);
        inGroup = this.byGroup.get(`${key}\0${lastSegment(parent)}`);
      }
      if (this.byDocument.size)
        collect(bySink, this.byDocument.get(`${key}\0${change.path}`), change);
      collect(bySink, inCollection, change);
      collect(bySink, inGroup, change);
    }
    const [only, ...others] = bySink;
    if (!only) return;
    // Several targets or streams sending one commit's documents encode each of them once.
    if (others.length === 0 && only[1].size === 1) only[0].deliver(readMicros, only[1]);
    else
      shareDocumentEncodings(() => {
        for (const [sink, perTarget] of bySink) sink.deliver(readMicros, perTarget);
      });
  }
}

function collect(
  bySink: Map<TargetSink, Map<WatchTarget, DocumentChange[]>>,
  targets: Set<WatchTarget> | undefined,
  change: DocumentChange,
): void {
  if (!targets) return;
  for (const t of targets) {
    let perTarget = bySink.get(t.sink);
    if (!perTarget) bySink.set(t.sink, (perTarget = new Map()));
    let list = perTarget.get(t);
    if (!list) perTarget.set(t, (list = []));
    list.push(change);
  }
}

function addTo(index: Map<string, Set<WatchTarget>>, key: string, target: WatchTarget): void {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(target);
}
