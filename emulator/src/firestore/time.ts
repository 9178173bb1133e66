/** RFC 3339 timestamps (proto3 JSON form) and the emulator's monotonic commit clock. */
import { invalid } from './errors.js';

export interface Timestamp {
  seconds: number;
  nanos: number;
}

const RFC3339 = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/i;

export function parseTimestamp(text: string): Timestamp {
  const t = parseCanonicalTimestamp(text);
  if (t) return t;
  const m = RFC3339.exec(text);
  const millis = m ? Date.parse(`${m[1]}${m[3]}`) : NaN;
  if (!m || Number.isNaN(millis)) throw invalid(`Invalid timestamp: ${JSON.stringify(text)}`);
  return { seconds: Math.floor(millis / 1000), nanos: Number((m[2] ?? '').padEnd(9, '0')) };
}

/**
 * The emulator's own form, `YYYY-MM-DDTHH:MM:SS[.fffffffff]Z` (every stored and commit time), read
 * without a regular expression or Date.parse; null for anything else, which the general parser
 * reads (or refuses); years before 100 and offsets go that way too. Days up to the 31st in any
 * month roll over into the next, as Date.parse reads them.
 */
function parseCanonicalTimestamp(text: string): Timestamp | null {
  const length = text.length;
  if (length < 20 || length > 30 || text.charCodeAt(length - 1) !== 90 /* Z */) return null;
  if (
    text.charCodeAt(4) !== 45 ||
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 84 ||
    text.charCodeAt(13) !== 58 ||
    text.charCodeAt(16) !== 58
  )
    return null;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 7);
  const day = digits(text, 8, 10);
  const hour = digits(text, 11, 13);
  const minute = digits(text, 14, 16);
  const second = digits(text, 17, 19);
  if (
    year < 100 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > 31 ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59 ||
    second < 0 ||
    second > 59
  )
    return null; // -1: not digits
  let nanos = 0;
  if (length > 20) {
    if (length === 21 || text.charCodeAt(19) !== 46 /* . */) return null;
    const fraction = digits(text, 20, length - 1);
    if (fraction < 0) return null;
    nanos = fraction * 10 ** (30 - length);
  }
  const seconds = Date.UTC(year, month - 1, day, hour, minute, second) / 1000;
  return { seconds, nanos };
}

/** The decimal number in text[from, to), or -1 if a character is not a digit. */
function digits(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
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
