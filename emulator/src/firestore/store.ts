/** In-memory documents of one database, grouped by collection so scans stay per collection. */
import { lastSegment, parentOf } from './paths.js';
import { indexId, OrderedIndex, type IndexField } from './query-index.js';
import { timestampToMicros } from './time.js';
import type { DatabaseId, DocumentJson } from './types.js';

/**
 * How long a replaced or deleted version stays readable at a past `readTime`: Firestore's window
 * without point-in-time recovery is one hour.
 */
export const VERSION_RETENTION_MICROS = 60 * 60 * 1_000_000;

/** A document as it was before a commit replaced or deleted it, readable until `until`. */
interface PastVersion {
  doc: DocumentJson;
  until: number;
}

export class DocumentStore {
  /** collection path (relative) -> document id -> document */
  private readonly collections = new Map<string, Map<string, DocumentJson>>();
  /** collection path -> index id -> ordered index (query-index.ts), built on first use. */
  private readonly indexes = new Map<string, Map<string, OrderedIndex>>();
  /** Composite indexes declared for a collection id (firestore.indexes.json), for the query planner. */
  declaredIndexes: (collectionId: string) => IndexField[][] = () => [];
  /**
   * path -> versions replaced or deleted within the retention window, oldest first. Only
   * overwritten versions are kept (a created document's past is its createTime), so loading a big
   * city keeps no history.
   */
  private readonly history = new Map<string, PastVersion[]>();
  private versionsSinceSweep = 0;

  constructor(readonly id: DatabaseId) {}

  /** An ordered index of one collection, built from its documents the first time it is asked for. */
  index(collection: string, fields: IndexField[], contains: boolean): OrderedIndex {
    let byId = this.indexes.get(collection);
    if (!byId) this.indexes.set(collection, (byId = new Map()));
    const id = indexId(fields, contains);
    let index = byId.get(id);
    if (!index) {
      byId.set(id, (index = new OrderedIndex(fields, contains)));
      for (const doc of this.collections.get(collection)?.values() ?? []) index.add(doc);
    }
    return index;
  }

  get(path: string): DocumentJson | null {
    return this.collections.get(parentOf(path))?.get(lastSegment(path)) ?? null;
  }

  /** The document as it was at `micros` (within the retention window), or null if it did not exist. */
  getAt(path: string, micros: number): DocumentJson | null {
    const current = this.get(path);
    if (current && timestampToMicros(current.updateTime) <= micros) return current;
    for (const past of this.history.get(path) ?? [])
      if (timestampToMicros(past.doc.updateTime) <= micros && micros < past.until) return past.doc;
    return null;
  }

  /** Paths that had a version in the retention window and may no longer have a current one. */
  pathsWithHistory(): Iterable<string> {
    return this.history.keys();
  }

  /**
   * Writes (or deletes, with null) a document. With `commitMicros`, the version it replaces stays
   * readable at earlier read times (getAt); loading from disk passes none.
   */
  put(path: string, doc: DocumentJson | null, commitMicros?: number): void {
    const collection = parentOf(path);
    const indexes = this.indexes.get(collection);
    if (commitMicros !== undefined) {
      const before = this.collections.get(collection)?.get(lastSegment(path));
      if (before) this.keepVersion(path, before, commitMicros);
    }
    if (indexes) {
      const before = this.collections.get(collection)?.get(lastSegment(path));
      for (const index of indexes.values()) {
        if (before) index.remove(before);
        if (doc) index.add(doc);
      }
    }
    if (doc) {
      let docs = this.collections.get(collection);
      if (!docs) this.collections.set(collection, (docs = new Map()));
      docs.set(lastSegment(path), doc);
    } else {
      const docs = this.collections.get(collection);
      docs?.delete(lastSegment(path));
      if (docs?.size === 0) this.collections.delete(collection);
    }
  }

  /** Documents of one collection, or of every collection with that id below a parent (collection group). */
  *scan(parent: string, collectionId: string, allDescendants: boolean): Iterable<DocumentJson> {
    if (!allDescendants) {
      yield* (
        this.collections.get(parent ? `${parent}/${collectionId}` : collectionId)?.values() ?? []
      );
      return;
    }
    for (const [path, docs] of this.collections) {
      if (collectionId !== '' && lastSegment(path) !== collectionId) continue;
      if (parent && !path.startsWith(parent + '/')) continue;
      yield* docs.values();
    }
  }

  /** Ids of the collections directly below a document ('' = root), including ones that only hold deeper data. */
  collectionIds(parent: string): string[] {
    const prefix = parent ? parent + '/' : '';
    const ids = new Set<string>();
    for (const path of this.collections.keys()) {
      if (!path.startsWith(prefix)) continue;
      ids.add(path.slice(prefix.length).split('/')[0]!);
    }
    return [...ids].sort();
  }

  /** Ids of documents in a collection that have subcollections (whether or not they exist themselves). */
  documentIdsWithSubcollections(collection: string): string[] {
    const prefix = collection + '/';
    const ids = new Set<string>();
    for (const path of this.collections.keys())
      if (path.startsWith(prefix)) ids.add(path.slice(prefix.length).split('/')[0]!);
    return [...ids];
  }

  *all(): Iterable<DocumentJson> {
    for (const docs of this.collections.values()) yield* docs.values();
  }

  clear(): void {
    this.collections.clear();
    this.indexes.clear();
    this.history.clear();
  }

  private keepVersion(path: string, doc: DocumentJson, until: number): void {
    let versions = this.history.get(path);
    if (!versions) this.history.set(path, (versions = []));
    versions.push({ doc, until });
    // Now and then drop what fell out of the window, everywhere (amortised over writes).
    if (++this.versionsSinceSweep < 1000) return;
    this.versionsSinceSweep = 0;
    const oldest = until - VERSION_RETENTION_MICROS;
    for (const [p, list] of this.history) {
      const kept = list.filter((v) => v.until >= oldest);
      if (kept.length === 0) this.history.delete(p);
      else if (kept.length !== list.length) this.history.set(p, kept);
    }
  }

  get size(): number {
    let n = 0;
    for (const docs of this.collections.values()) n += docs.size;
    return n;
  }
}
