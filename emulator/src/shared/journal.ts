// An append-only JSON-lines journal, the durability mechanism of the local services (Firestore,
// the Stripe stand-in): a change is appended and fsync'd before the client is answered, so a
// kill -9 loses nothing that was acknowledged; a start replays the journal up to its last whole
// line. Compaction (a snapshot written atomically, then the journal emptied) is the caller's.
import fs from 'node:fs';

export class Journal<Entry> {
  private fd: number | null;

  /**
   * Replays `file` (each complete, parseable line, in order) through `apply`, cuts off a torn tail
   * (a crash mid-append: never acknowledged), then opens the file for appending.
   */
  constructor(
    readonly file: string,
    apply: (entry: Entry) => void,
    warn: (message: string) => void = console.warn,
  ) {
    replay(file, apply, warn);
    this.fd = fs.openSync(file, 'a');
  }

  /** Appends entries and waits for the disk (fsync); throws when they could not be written. */
  append(...entries: Entry[]): void {
    this.write(entries);
    fs.fsyncSync(this.handle());
  }

  /**
   * Appends without waiting for the disk: for records whose loss only repeats work (an
   * acknowledgement of a delivered event). A kill -9 keeps them (the kernel has them); the next
   * append's fsync covers them.
   */
  appendLazily(...entries: Entry[]): void {
    this.write(entries);
  }

  /** Empties the journal once what it held is in a snapshot. */
  reset(): void {
    fs.ftruncateSync(this.handle(), 0);
    fs.fsyncSync(this.handle());
  }

  close(): void {
    if (this.fd === null) return;
    fs.closeSync(this.fd);
    this.fd = null;
  }

  private write(entries: Entry[]): void {
    if (entries.length === 0) return;
    fs.writeSync(this.handle(), entries.map((entry) => JSON.stringify(entry) + '\n').join(''));
  }

  private handle(): number {
    if (this.fd === null) throw new Error(`journal ${this.file} is closed`);
    return this.fd;
  }
}

/**
 * Replays the journal up to its last complete, parseable line and cuts the file there: appends
 * after a torn line would otherwise sit behind it, and the next replay would stop before them.
 */
function replay<Entry>(
  file: string,
  apply: (entry: Entry) => void,
  warn: (message: string) => void,
): void {
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
    let entry: Entry;
    try {
      entry = JSON.parse(line) as Entry;
    } catch {
      break;
    }
    goodEnd = start;
    apply(entry);
  }
  if (goodEnd < bytes.length) {
    warn(
      `journal ${file} has ${bytes.length - goodEnd} torn byte(s) at the end (a crash mid-append); dropping them`,
    );
    fs.truncateSync(file, goodEnd);
  }
}

/** Writes a file so that a crash leaves the old or the new content, never half of it. */
export function writeFileAtomic(file: string, text: string): void {
  const tmp = `${file}.tmp`;
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
}
