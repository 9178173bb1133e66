import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoredObject } from './metadata.js';

export interface ListOptions {
  prefix: string;
  delimiter: string;
  pageToken?: string;
  maxResults?: number;
}

export interface ListResult {
  items: StoredObject[];
  prefixes: string[];
  nextPageToken?: string;
}

const DEFAULT_PAGE_SIZE = 1000;

/**
 * Objects by bucket and name. Metadata lives in memory; with a dataDir every object is also kept on disk
 * as `<hash>.json` (metadata) + `<hash>.bin` (bytes), written before the call returns, so a restart
 * (or a crash) keeps everything that was acknowledged.
 */
export class ObjectStore {
  private readonly objects = new Map<string, StoredObject>();
  private readonly memoryBytes = new Map<string, Buffer>();
  private readonly dir: string | undefined;

  constructor(dataDir?: string) {
    this.dir = dataDir ? join(dataDir, 'objects') : undefined;
    if (!this.dir) return;
    mkdirSync(this.dir, { recursive: true });
    for (const file of readdirSync(this.dir)) {
      if (!file.endsWith('.json')) continue;
      try {
        const object = JSON.parse(readFileSync(join(this.dir, file), 'utf8')) as StoredObject;
        this.objects.set(keyOf(object.bucket, object.name), object);
      } catch {
        // A half-written file from a crash: the rename below makes this rare; skip it rather than refuse to start.
      }
    }
  }

  get(bucket: string, name: string): StoredObject | undefined {
    return this.objects.get(keyOf(bucket, name));
  }

  bytes(object: StoredObject): Buffer {
    const key = keyOf(object.bucket, object.name);
    if (!this.dir) return this.memoryBytes.get(key) ?? Buffer.alloc(0);
    return readFileSync(join(this.dir, `${fileId(key)}.bin`));
  }

  put(object: StoredObject, bytes: Buffer): void {
    const key = keyOf(object.bucket, object.name);
    if (this.dir) {
      writeAtomically(join(this.dir, `${fileId(key)}.bin`), bytes);
      writeAtomically(join(this.dir, `${fileId(key)}.json`), JSON.stringify(object));
    } else this.memoryBytes.set(key, bytes);
    this.objects.set(key, object);
  }

  /** Replaces metadata only (PATCH, download tokens). */
  updateMetadata(object: StoredObject): void {
    const key = keyOf(object.bucket, object.name);
    if (this.dir) writeAtomically(join(this.dir, `${fileId(key)}.json`), JSON.stringify(object));
    this.objects.set(key, object);
  }

  delete(bucket: string, name: string): boolean {
    const key = keyOf(bucket, name);
    if (!this.objects.delete(key)) return false;
    this.memoryBytes.delete(key);
    if (this.dir) {
      rmSync(join(this.dir, `${fileId(key)}.json`), { force: true });
      rmSync(join(this.dir, `${fileId(key)}.bin`), { force: true });
    }
    return true;
  }

  clear(): void {
    for (const object of [...this.objects.values()]) this.delete(object.bucket, object.name);
  }

  /** Cloud Storage list semantics: names after the prefix that contain the delimiter collapse into prefixes. */
  list(bucket: string, options: ListOptions): ListResult {
    const names = [...this.objects.values()]
      .filter((o) => o.bucket === bucket && o.name.startsWith(options.prefix))
      .map((o) => o.name)
      .sort();
    const entries: Array<{ key: string; object?: StoredObject }> = [];
    const seenPrefixes = new Set<string>();
    for (const name of names) {
      const rest = name.slice(options.prefix.length);
      const cut = options.delimiter ? rest.indexOf(options.delimiter) : -1;
      if (cut >= 0) {
        const prefix = options.prefix + rest.slice(0, cut + options.delimiter.length);
        if (!seenPrefixes.has(prefix)) {
          seenPrefixes.add(prefix);
          entries.push({ key: prefix });
        }
      } else entries.push({ key: name, object: this.get(bucket, name)! });
    }
    const after = options.pageToken
      ? Buffer.from(options.pageToken, 'base64url').toString('utf8')
      : undefined;
    const remaining = after === undefined ? entries : entries.filter((e) => e.key > after);
    const pageSize =
      options.maxResults && options.maxResults > 0
        ? Math.min(options.maxResults, DEFAULT_PAGE_SIZE)
        : DEFAULT_PAGE_SIZE;
    const page = remaining.slice(0, pageSize);
    const last = page.at(-1);
    return {
      items: page.flatMap((e) => (e.object ? [e.object] : [])),
      prefixes: page.filter((e) => !e.object).map((e) => e.key),
      ...(remaining.length > pageSize &&
        last && { nextPageToken: Buffer.from(last.key, 'utf8').toString('base64url') }),
    };
  }
}

function keyOf(bucket: string, name: string): string {
  return `${bucket}/${name}`;
}

// Object names can be up to 1024 bytes: hash them for file names.
function fileId(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 40);
}

function writeAtomically(path: string, data: string | Buffer): void {
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, data);
  renameSync(temp, path);
}
