// Durability of the stand-in, as the local Firestore has it (shared/journal.ts): every change is
// appended to <dataDir>/journal.jsonl and fsync'd before the request that made it is answered, so
// a kill -9 loses nothing Stripe's API or the hosted pages acknowledged (sessions, payments,
// refunds, customers, subscriptions, events and whether their webhooks were delivered, idempotency
// keys). close() compacts it into <dataDir>/stripe.json; a start loads that, then replays the journal.
//
// What changed is found by comparing objects' JSON with what was last written: the stand-in's
// handlers mutate objects in place and only say that something changed (`changed()`). Only the
// entries handed out or set since the last commit are compared (tracked-map.ts), so a commit
// costs what the request touched, not the size of the data; a collection that is not a
// TrackedMap (or was replaced, as a reset does) is compared whole.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Journal, writeFileAtomic } from '../shared/journal.js';
import type { StripeData } from './state.js';
import { TrackedMap } from './tracked-map.js';

/** One commit: [collection, id, object], the object null when it was deleted. */
interface Entry {
  s: Array<[string, string, unknown]>;
}

const SNAPSHOT = 'stripe.json';
const JOURNAL = 'journal.jsonl';
const SNAPSHOT_VERSION = 1;

export class StripeJournal {
  private readonly journal: Journal<Entry>;
  /** What the disk holds: collection → id → the object's JSON. */
  private written = new Map<string, Map<string, string>>();
  /** The map each collection was at the last commit (a reset replaces them). */
  private readonly tracked = new Map<string, TrackedMap<string, unknown>>();

  constructor(
    private readonly dataDir: string,
    private readonly data: StripeData,
    log: (message: string) => void,
  ) {
    mkdirSync(dataDir, { recursive: true });
    loadSnapshot(path.join(dataDir, SNAPSHOT), data);
    this.journal = new Journal<Entry>(
      path.join(dataDir, JOURNAL),
      (entry) => {
        for (const [name, id, value] of entry.s) {
          const map = collection(data, name);
          if (value === null) map.delete(id);
          else map.set(id, value);
        }
      },
      log,
    );
    // What was just loaded is what the disk holds.
    for (const [name, map] of collections(data)) {
      const json = new Map<string, string>();
      for (const [id, value] of map) json.set(id, JSON.stringify(value));
      this.written.set(name, json);
      if (map instanceof TrackedMap) {
        map.touched.clear();
        this.tracked.set(name, map);
      }
    }
  }

  /** Appends (and fsyncs) every object that differs from what the disk holds. */
  commit(): void {
    const changes: Entry['s'] = [];
    const written = new Map<string, Map<string, string>>();
    const seen = new Set<string>();
    for (const [name, map] of collections(this.data)) {
      seen.add(name);
      const before = this.written.get(name);
      if (before && map instanceof TrackedMap && this.tracked.get(name) === map) {
        // Copy on write: the old fingerprints stay valid until the append succeeded.
        const after = new Map(before);
        for (const id of map.touched) {
          const value = map.peek(id);
          if (value === undefined) {
            if (after.delete(id)) changes.push([name, id, null]);
            continue;
          }
          const json = JSON.stringify(value);
          if (after.get(id) !== json) {
            after.set(id, json);
            changes.push([name, id, value]);
          }
        }
        written.set(name, map.touched.size > 0 ? after : before);
        continue;
      }
      const after = new Map<string, string>();
      for (const [id, value] of map) {
        const json = JSON.stringify(value);
        after.set(id, json);
        if (before?.get(id) !== json) changes.push([name, id, value]);
      }
      for (const id of before?.keys() ?? []) if (!after.has(id)) changes.push([name, id, null]);
      written.set(name, after);
    }
    for (const [name, before] of this.written) {
      if (seen.has(name)) continue;
      for (const id of before.keys()) changes.push([name, id, null]);
    }
    if (changes.length > 0) this.journal.append({ s: changes });
    this.written = written;
    this.tracked.clear();
    for (const [name, map] of collections(this.data)) {
      if (!(map instanceof TrackedMap)) continue;
      map.touched.clear();
      this.tracked.set(name, map);
    }
  }

  /** Writes the snapshot and empties the journal. */
  close(): void {
    this.commit();
    const snapshot: Record<string, unknown> = { version: SNAPSHOT_VERSION };
    for (const [name, map] of collections(this.data)) snapshot[name] = [...map.entries()];
    writeFileAtomic(path.join(this.dataDir, SNAPSHOT), JSON.stringify(snapshot));
    this.journal.reset();
    this.journal.close();
  }
}

/** Every collection of the data (each a Map by id), whatever collections StripeData has. */
function collections(data: StripeData): Array<[string, Map<string, unknown>]> {
  return Object.entries(data).filter(
    (entry): entry is [string, Map<string, unknown>] => entry[1] instanceof Map,
  );
}

function collection(data: StripeData, name: string): Map<string, unknown> {
  const map = (data as unknown as Record<string, unknown>)[name];
  if (!(map instanceof Map)) throw new Error(`Stripe stand-in data has no collection ${name}`);
  return map as Map<string, unknown>;
}

function loadSnapshot(file: string, data: StripeData): void {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const saved = JSON.parse(text) as { version: number } & Record<string, unknown>;
  if (saved.version !== SNAPSHOT_VERSION) {
    throw new Error(`Unsupported Stripe stand-in data file version ${saved.version}`);
  }
  for (const [name, map] of collections(data)) {
    const entries = saved[name];
    if (Array.isArray(entries))
      for (const [id, value] of entries as Array<[string, unknown]>) map.set(id, value);
  }
}
