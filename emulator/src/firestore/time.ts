/** RFC 3339 timestamps (proto3 JSON form) and the emulator's monotonic commit clock. */
import { invalid } from './errors.js';

export interface Timestamp {
  seconds: number;
  nanos: number;
}

const RFC3339 = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/i;

export function parseTimestamp(text: string): Timestamp {
  const m = RFC3339.exec(text);
  const millis = m ? Date.parse(`${m[1]}${m[3]}`) : NaN;
  if (!m || Number.isNaN(millis)) throw invalid(`Invalid timestamp: ${JSON.stringify(text)}`);
  return { seconds: Math.floor(millis / 1000), nanos: Number((m[2] ?? '').padEnd(9, '0')) };
}

/** Canonical proto3 JSON: 0, 3, 6 or 9 fractional digits. */
export function formatTimestamp(t: Timestamp): string {
  const base = new Date(t.seconds * 1000).toISOString().slice(0, 19);
  if (t.nanos === 0) return `${base}Z`;
  const nanos = String(t.nanos).padStart(9, '0');
  const digits = nanos.endsWith('000000') ? 3 : nanos.endsWith('000') ? 6 : 9;
  return `${base}.${nanos.slice(0, digits)}Z`;
}

export function compareTimestamps(a: string, b: string): number {
  if (a === b) return 0;
  const x = parseTimestamp(a);
  const y = parseTimestamp(b);
  return Math.sign(x.seconds - y.seconds || x.nanos - y.nanos);
}

/** Microseconds since the epoch, the precision Firestore gives commit times. */
export function timestampToMicros(text: string): number {
  const t = parseTimestamp(text);
  return t.seconds * 1_000_000 + Math.floor(t.nanos / 1000);
}

export function microsToTimestamp(micros: number): string {
  const seconds = Math.floor(micros / 1_000_000);
  const base = new Date(seconds * 1000).toISOString().slice(0, 19);
  return `${base}.${String(micros - seconds * 1_000_000).padStart(6, '0')}Z`;
}

/**
 * Hands out strictly increasing commit times, close to wall-clock time. They are whole
 * milliseconds (in microsecond units) so that Security Rules, whose request.time is a JS Date,
 * see exactly the time that serverTimestamp() writes: `request.resource.data.at == request.time`.
 */
export class CommitClock {
  private last = 0;

  next(): number {
    const now = Date.now() * 1000;
    this.last = now > this.last ? now : this.last + 1000;
    return this.last;
  }

  /** Moves the clock past times seen in restored data, so new commits sort after them. */
  observe(micros: number): void {
    if (micros > this.last) this.last = micros;
  }

  /** A read time: no earlier than any commit so far, and every later commit sorts after it. */
  readTime(): number {
    const now = Date.now() * 1000;
    if (now > this.last) this.last = now;
    return this.last;
  }
}
