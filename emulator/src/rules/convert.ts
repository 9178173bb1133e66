import {
  FALSE,
  NANOS_PER_SECOND,
  INT_MAX,
  INT_MIN,
  NULL,
  TRUE,
  pathFromString,
  pathToString,
  type MapValue,
  type RulesValue,
} from './values.js';

/** A google.firestore.v1.Value in proto3 JSON form. */
export type FirestoreJsonValue = {
  nullValue?: unknown;
  booleanValue?: boolean;
  integerValue?: string | number;
  doubleValue?: number | string;
  timestampValue?: string;
  stringValue?: string;
  bytesValue?: string;
  referenceValue?: string;
  geoPointValue?: { latitude?: number; longitude?: number };
  arrayValue?: { values?: FirestoreJsonValue[] };
  mapValue?: { fields?: Record<string, FirestoreJsonValue> };
};

/** For values coming from outside the engine: out-of-range input is a caller error, not a rules error. */
function externalInt(value: bigint): RulesValue {
  if (value < INT_MIN || value > INT_MAX)
    throw new RangeError(`Integer out of 64-bit range: ${value}`);
  return { kind: 'int', value };
}

function timestampFromParts(seconds: number | bigint, nanos: number): RulesValue {
  return { kind: 'timestamp', nanos: BigInt(seconds) * NANOS_PER_SECOND + BigInt(nanos) };
}

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|z|[+-]\d{2}:\d{2})$/;

/** Parses an RFC 3339 timestamp keeping nanoseconds. */
export function parseTimestamp(text: string): RulesValue {
  const m = RFC3339.exec(text);
  if (!m) throw new TypeError(`Invalid RFC 3339 timestamp: ${text}`);
  const [, y, mo, d, h, mi, s, frac = '', zone = 'Z'] = m;
  let seconds =
    Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) / 1000;
  if (zone !== 'Z' && zone !== 'z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    seconds -= sign * (Number(zone.slice(1, 3)) * 3600 + Number(zone.slice(4, 6)) * 60);
  }
  return timestampFromParts(seconds, Number(frac.padEnd(9, '0') || '0'));
}

function toDouble(v: number | string): number {
  if (typeof v === 'number') return v;
  if (v === 'NaN') return NaN;
  if (v === 'Infinity') return Infinity;
  if (v === '-Infinity') return -Infinity;
  return Number(v);
}

/** 'projects/p/databases/d/documents/a/b' (or already '/databases/...') → path '/databases/d/documents/a/b'. */
export function documentPath(name: string): RulesValue {
  const at = /(^|\/)databases\//.exec(name);
  return pathFromString(at ? name.slice(at.index + (at[1] ?? '').length) : name);
}

function fromFirestoreValue(v: FirestoreJsonValue): RulesValue {
  if ('nullValue' in v) return NULL;
  if (v.booleanValue !== undefined) return v.booleanValue ? TRUE : FALSE;
  if (v.integerValue !== undefined) return externalInt(BigInt(v.integerValue));
  if (v.doubleValue !== undefined) return { kind: 'float', value: toDouble(v.doubleValue) };
  if (v.timestampValue !== undefined) return parseTimestamp(v.timestampValue);
  if (v.stringValue !== undefined) return { kind: 'string', value: v.stringValue };
  if (v.bytesValue !== undefined)
    return { kind: 'bytes', value: new Uint8Array(Buffer.from(v.bytesValue, 'base64')) };
  if (v.referenceValue !== undefined) return documentPath(v.referenceValue);
  if (v.geoPointValue !== undefined) {
    return {
      kind: 'latlng',
      lat: v.geoPointValue.latitude ?? 0,
      lng: v.geoPointValue.longitude ?? 0,
    };
  }
  if (v.arrayValue !== undefined)
    return { kind: 'list', items: (v.arrayValue.values ?? []).map(fromFirestoreValue) };
  if (v.mapValue !== undefined) return fromFirestoreFields(v.mapValue.fields ?? {});
  throw new TypeError(`Unsupported Firestore value: ${JSON.stringify(v)}`);
}

function fromFirestoreFields(fields: Record<string, FirestoreJsonValue>): MapValue {
  const entries = new Map<string, RulesValue>();
  for (const key of Object.keys(fields))
    entries.set(key, fromFirestoreValue(fields[key] as FirestoreJsonValue));
  return { kind: 'map', entries };
}

function fromJs(v: unknown): RulesValue {
  if (v === null || v === undefined) return NULL;
  switch (typeof v) {
    case 'boolean':
      return v ? TRUE : FALSE;
    case 'number':
      // Integers beyond 2^53 are not exact in JS; keep them as floats rather than inventing digits.
      return Number.isSafeInteger(v)
        ? { kind: 'int', value: BigInt(v) }
        : { kind: 'float', value: v };
    case 'bigint':
      return externalInt(v);
    case 'string':
      return { kind: 'string', value: v };
  }
  if (v instanceof Uint8Array) return { kind: 'bytes', value: v };
  if (v instanceof Date) return rv.timestamp(v);
  if (Array.isArray(v)) return { kind: 'list', items: v.map(fromJs) };
  if (typeof v === 'object') {
    const entries = new Map<string, RulesValue>();
    for (const [k, x] of Object.entries(v)) entries.set(k, fromJs(x));
    return { kind: 'map', entries };
  }
  throw new TypeError(`Cannot convert ${typeof v} to a rules value`);
}

/** Plain JS for debugging and tests: ints become numbers (bigint when unsafe), timestamps Dates. */
export function toJs(v: RulesValue): unknown {
  switch (v.kind) {
    case 'null':
      return null;
    case 'bool':
    case 'float':
    case 'string':
    case 'bytes':
      return v.value;
    case 'int':
      return v.value >= BigInt(Number.MIN_SAFE_INTEGER) &&
        v.value <= BigInt(Number.MAX_SAFE_INTEGER)
        ? Number(v.value)
        : v.value;
    case 'timestamp':
      return new Date(Number(v.nanos / 1_000_000n));
    case 'duration':
      return {
        seconds: Number(v.nanos / NANOS_PER_SECOND),
        nanos: Number(v.nanos % NANOS_PER_SECOND),
      };
    case 'latlng':
      return { latitude: v.lat, longitude: v.lng };
    case 'path':
      return pathToString(v);
    case 'list':
    case 'set':
      return v.items.map(toJs);
    case 'map':
      return Object.fromEntries([...v.entries].map(([k, x]) => [k, toJs(x)]));
    case 'mapdiff':
      return { left: toJs(v.left), right: toJs(v.right) };
  }
}

export const rv = {
  null: (): RulesValue => NULL,
  bool: (b: boolean): RulesValue => (b ? TRUE : FALSE),
  int(n: number | bigint): RulesValue {
    if (typeof n === 'number' && !Number.isInteger(n)) throw new TypeError(`Not an integer: ${n}`);
    return externalInt(BigInt(n));
  },
  float: (n: number): RulesValue => ({ kind: 'float', value: n }),
  string: (s: string): RulesValue => ({ kind: 'string', value: s }),
  bytes: (b: Uint8Array): RulesValue => ({ kind: 'bytes', value: b }),
  timestamp(d: Date | { seconds: number | bigint; nanos?: number }): RulesValue {
    if (d instanceof Date) return { kind: 'timestamp', nanos: BigInt(d.getTime()) * 1_000_000n };
    return timestampFromParts(d.seconds, d.nanos ?? 0);
  },
  duration: (seconds: number | bigint, nanos = 0): RulesValue => ({
    kind: 'duration',
    nanos: BigInt(seconds) * NANOS_PER_SECOND + BigInt(nanos),
  }),
  latlng: (lat: number, lng: number): RulesValue => ({ kind: 'latlng', lat, lng }),
  path: (p: string): RulesValue => pathFromString(p),
  list: (items: RulesValue[]): RulesValue => ({ kind: 'list', items }),
  map: (entries: Record<string, RulesValue> | Map<string, RulesValue>): RulesValue => ({
    kind: 'map',
    entries: entries instanceof Map ? entries : new Map(Object.entries(entries)),
  }),
  fromJs,
  fromFirestoreValue,
  fromFirestoreFields,
  /**
   * Document data of which only the given fields are known (a list request's view of
   * `resource.data`): the map and the maps leading to each field are partial (see values.ts).
   */
  partialFirestoreData(
    known: Array<{ path: readonly string[]; value: FirestoreJsonValue }>,
  ): MapValue {
    const root = new Map<string, RulesValue>();
    for (const { path, value } of known) {
      let entries = root;
      for (const key of path.slice(0, -1)) {
        const child = entries.get(key);
        const childEntries = new Map(child?.kind === 'map' ? child.entries : []);
        entries.set(key, {
          kind: 'map',
          entries: childEntries,
          partial: child?.kind === 'map' ? child.partial : true,
        });
        entries = childEntries;
      }
      entries.set(path[path.length - 1]!, fromFirestoreValue(value));
    }
    return { kind: 'map', entries: root, partial: true };
  },
  /** A Firestore resource as rules see it: `{__name__: path, id, data}`. */
  firestoreResource(
    name: string,
    fields: Record<string, FirestoreJsonValue> | MapValue,
  ): RulesValue {
    const path = documentPath(name);
    const segments = path.kind === 'path' ? path.segments : [];
    const data =
      'kind' in fields && fields.kind === 'map'
        ? (fields as MapValue)
        : fromFirestoreFields(fields as Record<string, FirestoreJsonValue>);
    return {
      kind: 'map',
      entries: new Map<string, RulesValue>([
        ['__name__', path],
        ['id', { kind: 'string', value: segments[segments.length - 1] ?? '' }],
        ['data', data],
      ]),
    };
  },
  toJs,
};
