/**
 * Durability: every commit is appended to a journal and fsync'd before the client is answered, so
 * kill -9 loses no acknowledged write (a torn last line is cut off at start); close() compacts the journal into a snapshot. An export
 * folder (the same snapshot format) can be loaded at start and written on exit. The outbox
 * messages a commit causes (trigger events, outbox.ts) are in the commit's own journal record;
 * their acknowledgements are journal records too, so a restart knows which are still pending.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Journal, writeFileAtomic } from '../shared/journal.js';
import type { DocumentChange, FirestoreEngine } from './engine.js';
import type { OutboxMessage } from './outbox.js';
import { relativePath } from './query.js';
import { timestampToMicros } from './time.js';
import type { DatabaseId, DocumentJson } from './types.js';

export interface Persistence {
  close(): void;
}

interface SnapshotFile {
  version: 1;
  databases: Array<DatabaseId & { documents: DocumentJson[] }>;
  /** Outbox messages not yet acknowledged (absent in exports and older snapshots). */
  outbox?: OutboxMessage[];
}

type JournalEntry =
  | {
      db: DatabaseId;
      t: number;
      c: Array<{ p: string; d: DocumentJson | null }>;
      o?: OutboxMessage[];
    }
  | { db: DatabaseId; clear: true }
  | { ack: string };

const SNAPSHOT = 'snapshot.json';
const JOURNAL = 'journal.jsonl';
const EXPORT_SUBDIR = 'firestore_export';
const EXPORT_FILE = 'documents.json';

export function openPersistence(
  engine: FirestoreEngine,
  opts: { dataDir?: string; importDir?: string; exportOnExit?: string },
): Persistence {
  const hasData =
    opts.dataDir &&
    (fs.existsSync(path.join(opts.dataDir, SNAPSHOT)) ||
      fs.existsSync(path.join(opts.dataDir, JOURNAL)));
  if (opts.importDir && !hasData)
    loadSnapshot(engine, path.join(opts.importDir, EXPORT_SUBDIR, EXPORT_FILE));

  let journal: Journal<JournalEntry> | null = null;
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    loadSnapshot(engine, path.join(opts.dataDir, SNAPSHOT), true);
    const open = new Journal<JournalEntry>(
      path.join(opts.dataDir, JOURNAL),
      (entry) => replayEntry(engine, entry),
      (message) => console.warn(`firestore: ${message}`),
    );
    journal = open;
    engine.observer = {
      persist: (db, t, changes: DocumentChange[], messages) =>
        open.append({
          db,
          t,
          c: changes.map((ch) => ({ p: ch.path, d: ch.after })),
          ...(messages.length > 0 ? { o: messages } : {}),
        }),
      persistClear: (db) => open.append({ db, clear: true }),
    };
    // Losing an acknowledgement only repeats a delivery (at least once): not worth an fsync.
    engine.outbox.onAck = (id) => open.appendLazily({ ack: id });
  }

  return {
    close() {
      if (opts.dataDir && journal) {
        writeSnapshot(engine, path.join(opts.dataDir, SNAPSHOT), true);
        journal.reset();
        journal.close();
        journal = null;
        engine.observer = null;
        engine.outbox.onAck = null;
      }
      if (opts.exportOnExit) {
        fs.mkdirSync(path.join(opts.exportOnExit, EXPORT_SUBDIR), { recursive: true });
        writeSnapshot(engine, path.join(opts.exportOnExit, EXPORT_SUBDIR, EXPORT_FILE), false);
        fs.writeFileSync(
          path.join(opts.exportOnExit, 'firebase-export-metadata.json'),
          JSON.stringify(
            {
              firestore: { path: EXPORT_SUBDIR, metadata_file: `${EXPORT_SUBDIR}/${EXPORT_FILE}` },
            },
            null,
            2,
          ),
        );
      }
    },
  };
}

function loadSnapshot(engine: FirestoreEngine, file: string, withOutbox = false): void {
  if (!fs.existsSync(file)) return;
  const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as SnapshotFile;
  for (const db of snapshot.databases) {
    const store = engine.store(db);
    for (const doc of db.documents) {
      store.put(relativePath(doc), doc);
      engine.clock.observe(timestampToMicros(doc.updateTime));
    }
  }
  if (withOutbox) for (const message of snapshot.outbox ?? []) engine.outbox.restore(message);
}

function replayEntry(engine: FirestoreEngine, entry: JournalEntry): void {
  if ('ack' in entry) return engine.outbox.forget(entry.ack);
  const store = engine.store(entry.db);
  if ('clear' in entry) return store.clear();
  for (const change of entry.c) store.put(change.p, change.d);
  engine.clock.observe(entry.t);
  for (const message of entry.o ?? []) engine.outbox.restore(message);
}

function writeSnapshot(engine: FirestoreEngine, file: string, withOutbox: boolean): void {
  const outbox = withOutbox ? engine.outbox.all() : [];
  const snapshot: SnapshotFile = {
    version: 1,
    databases: [...engine.allStores()].map((s) => ({ ...s.id, documents: [...s.all()] })),
    ...(outbox.length > 0 ? { outbox } : {}),
  };
  writeFileAtomic(file, JSON.stringify(snapshot));
}
