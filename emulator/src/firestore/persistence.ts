/**
 * Durability: every commit is appended to a journal and fsync'd before the client is answered, so
 * kill -9 loses no acknowledged write (a torn last line is cut off at start); close() compacts the journal into a snapshot. An export
 * folder (the same snapshot format) can be loaded at start and written on exit.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DocumentChange, FirestoreEngine } from './engine.js';
import { relativePath } from './query.js';
import { timestampToMicros } from './time.js';
import type { DatabaseId, DocumentJson } from './types.js';

export interface Persistence {
  close(): void;
}

interface SnapshotFile {
  version: 1;
  databases: Array<DatabaseId & { documents: DocumentJson[] }>;
}

type JournalEntry =
  | { db: DatabaseId; t: number; c: Array<{ p: string; d: DocumentJson | null }> }
  | { db: DatabaseId; clear: true };

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

  let fd: number | null = null;
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    loadSnapshot(engine, path.join(opts.dataDir, SNAPSHOT));
    replayJournal(engine, path.join(opts.dataDir, JOURNAL));
    fd = fs.openSync(path.join(opts.dataDir, JOURNAL), 'a');
    const journal = fd;
    const append = (entry: JournalEntry): void => {
      fs.writeSync(journal, JSON.stringify(entry) + '\n');
      fs.fsyncSync(journal);
    };
    engine.observer = {
      persist: (db, t, changes: DocumentChange[]) =>
        append({ db, t, c: changes.map((ch) => ({ p: ch.path, d: ch.after })) }),
      persistClear: (db) => append({ db, clear: true }),
    };
  }

  return {
    close() {
      if (opts.dataDir && fd !== null) {
        writeSnapshot(engine, path.join(opts.dataDir, SNAPSHOT));
        fs.ftruncateSync(fd, 0);
        fs.fsyncSync(fd);
        fs.closeSync(fd);
        fd = null;
        engine.observer = null;
      }
      if (opts.exportOnExit) {
        fs.mkdirSync(path.join(opts.exportOnExit, EXPORT_SUBDIR), { recursive: true });
        writeSnapshot(engine, path.join(opts.exportOnExit, EXPORT_SUBDIR, EXPORT_FILE));
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

function loadSnapshot(engine: FirestoreEngine, file: string): void {
  if (!fs.existsSync(file)) return;
  const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as SnapshotFile;
  for (const db of snapshot.databases) {
    const store = engine.store(db);
    for (const doc of db.documents) {
      store.put(relativePath(doc), doc);
      engine.clock.observe(timestampToMicros(doc.updateTime));
    }
  }
}

/**
 * Replays the journal up to its last complete, parseable line and cuts the file there: appends
 * after a torn line would otherwise sit behind it, and the next replay would stop before them.
 */
function replayJournal(engine: FirestoreEngine, file: string): void {
  if (!fs.existsSync(file)) return;
  const bytes = fs.readFileSync(file);
  let goodEnd = 0;
  for (let start = 0; start < bytes.length;) {
    const newline = bytes.indexOf(0x0a, start);
    // A line without its newline was cut mid-append, so it was never acknowledged.
    if (newline === -1) break;
    const line = bytes.toString('utf8', start, newline);
    start = newline + 1;
    if (!line.trim()) {
      goodEnd = start;
      continue;
    }
    let entry: JournalEntry;
    try {
      entry = JSON.parse(line) as JournalEntry;
    } catch {
      break;
    }
    goodEnd = start;
    const store = engine.store(entry.db);
    if ('clear' in entry) {
      store.clear();
      continue;
    }
    for (const change of entry.c) store.put(change.p, change.d);
    engine.clock.observe(entry.t);
  }
  if (goodEnd < bytes.length) {
    console.warn(
      `firestore: journal ${file} has ${bytes.length - goodEnd} torn byte(s) at the end (a crash mid-append); dropping them`,
    );
    fs.truncateSync(file, goodEnd);
  }
}

function writeSnapshot(engine: FirestoreEngine, file: string): void {
  const snapshot: SnapshotFile = {
    version: 1,
    databases: [...engine.allStores()].map((s) => ({ ...s.id, documents: [...s.all()] })),
  };
  const tmp = `${file}.tmp`;
  const fd = fs.openSync(tmp, 'w');
  fs.writeSync(fd, JSON.stringify(snapshot));
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  fs.renameSync(tmp, file);
}
