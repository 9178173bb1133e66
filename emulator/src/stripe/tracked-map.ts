// A Map that remembers which entries were handed out or changed since the journal last looked, so
// a commit compares only those with what is on disk (journal.ts). The stand-in's handlers mutate
// the objects they read in place, so reading an entry (get, iteration) counts as touching it;
// untrackedValues() is for read-only scans of a whole collection (the expiry sweep), whose rare
// writes touch() what they change.
export class TrackedMap<K, V> extends Map<K, V> {
  readonly touched = new Set<K>();

  override get(key: K): V | undefined {
    const value = super.get(key);
    if (value !== undefined) this.touched.add(key);
    return value;
  }

  override set(key: K, value: V): this {
    // The Map constructor calls set before this class's fields exist; none is passed here.
    this.touched?.add(key);
    return super.set(key, value);
  }

  override delete(key: K): boolean {
    this.touched.add(key);
    return super.delete(key);
  }

  override clear(): void {
    for (const key of super.keys()) this.touched.add(key);
    super.clear();
  }

  override *entries(): MapIterator<[K, V]> {
    for (const entry of super.entries()) {
      this.touched.add(entry[0]);
      yield entry;
    }
  }

  override *values(): MapIterator<V> {
    for (const [key, value] of super.entries()) {
      this.touched.add(key);
      yield value;
    }
  }

  override [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }

  override forEach(callback: (value: V, key: K, map: Map<K, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }

  /** Reads an entry without touching it (the journal's own reads). */
  peek(key: K): V | undefined {
    return super.get(key);
  }

  /** Every value, without touching them: for scans that change nothing, or touch() what they do. */
  untrackedValues(): MapIterator<V> {
    return super.values();
  }

  touch(key: K): void {
    this.touched.add(key);
  }
}

/** A collection's values without touching them (a plain Map, e.g. after a reset, has no tracking). */
export function untracked<V>(map: Map<string, V>): Iterable<V> {
  return map instanceof TrackedMap ? map.untrackedValues() : map.values();
}

export function touch(map: Map<string, unknown>, key: string): void {
  if (map instanceof TrackedMap) map.touch(key);
}
