/** In-memory documents of one database, grouped by collection so scans stay per collection. */
import { lastSegment, parentOf } from './paths.js';
import { indexId, OrderedIndex, type IndexField } from './query-index.js';
import type { DatabaseId, DocumentJson } from './types.js';

export class DocumentStore {
  /** collection path (relative) -> document id -> document */
  private readonly collections = new Map<string, Map<string, DocumentJson>>();
  /** collection path -> index id -> ordered index (query-index.ts), built on first use. */
  private readonly indexes = new Map<string, Map<string, OrderedIndex>>();
  /** Composite indexes declared for a collection id (firestore.indexes.json), for the query planner. */
  declaredIndexes: (collectionId: string) => IndexField[][] = () => [];

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

  put(path: string, doc: DocumentJson | null): void {
    const collection = parentOf(path);
    const indexes = this.indexes.get(collection);
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
  }

  get size(): number {
    let n = 0;
    for (const docs of this.collections.values()) n += docs.size;
    return n;
  }
}
