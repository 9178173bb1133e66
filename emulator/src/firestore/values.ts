/** Firestore value semantics: type order, comparison, equality and size accounting. */
import type { Fields, Value } from './types.js';
import { compareTimestamps } from './time.js';

export const enum TypeOrder {
  Null = 0,
  Boolean = 1,
  Number = 2,
  Timestamp = 3,
  String = 4,
  Bytes = 5,
  Reference = 6,
  GeoPoint = 7,
  Array = 8,
  /** A map `{__type__: "__vector__", value: [...]}` sorts as its own type, after arrays. */
  Vector = 9,
  Map = 10,
}

function isVector(v: Value): boolean {
  return v.mapValue?.fields?.__type__?.stringValue === '__vector__';
}

export function typeOrder(v: Value): TypeOrder {
  if ('nullValue' in v) return TypeOrder.Null;
  if ('booleanValue' in v) return TypeOrder.Boolean;
  if ('integerValue' in v || 'doubleValue' in v) return TypeOrder.Number;
  if ('timestampValue' in v) return TypeOrder.Timestamp;
  if ('stringValue' in v) return TypeOrder.String;
  if ('bytesValue' in v) return TypeOrder.Bytes;
  if ('referenceValue' in v) return TypeOrder.Reference;
  if ('geoPointValue' in v) return TypeOrder.GeoPoint;
  if ('arrayValue' in v) return TypeOrder.Array;
  if ('mapValue' in v) return isVector(v) ? TypeOrder.Vector : TypeOrder.Map;
  throw new Error('Value has no value type set');
}

export function isInteger(v: Value): boolean {
  return 'integerValue' in v;
}

export function toNumber(v: Value): number {
  if ('integerValue' in v) return Number(v.integerValue);
  return Number(v.doubleValue ?? 0);
}

export function isNaNValue(v: Value): boolean {
  return 'doubleValue' in v && Number.isNaN(Number(v.doubleValue));
}

export function isNumber(v: Value): boolean {
  return 'integerValue' in v || 'doubleValue' in v;
}

function compareNumbers(a: Value, b: Value): number {
  if ('integerValue' in a && 'integerValue' in b) {
    const ia = a.integerValue!;
    const ib = b.integerValue!;
    // Up to 15 digits a double is exact; BigInt (slow, and hot in index maintenance) only beyond.
    if (String(ia).length < 16 && String(ib).length < 16) {
      const x = Number(ia);
      const y = Number(ib);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    const x = BigInt(ia);
    const y = BigInt(ib);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const x = toNumber(a);
  const y = toNumber(b);
  // NaN sorts before every other number and equals itself for ordering purposes.
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Compares strings by UTF-8 bytes (= code points), as Firestore does, not by UTF-16 units. */
export function compareUtf8(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return a.codePointAt(i)! - b.codePointAt(i)! < 0 ? -1 : 1;
  }
  return a.length - b.length < 0 ? -1 : a.length === b.length ? 0 : 1;
}

function compareBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'base64'), Buffer.from(b, 'base64'));
}

/**
 * Compares two resource names / relative paths segment by segment, as Firestore (Standard
 * edition) orders keys: numeric ids (`__id<long>__`) first, by their number; other segments by
 * UTF-8 bytes. Only the segments at the first difference are cut out: no split per comparison.
 */
export function comparePaths(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  const start = i === 0 ? 0 : a.lastIndexOf('/', i - 1) + 1;
  const c = compareSegments(segmentAt(a, start), segmentAt(b, start));
  if (c !== 0) return c;
  return a.length < b.length ? -1 : 1; // equal up to where the shorter one ends
}

function segmentAt(path: string, start: number): string {
  const end = path.indexOf('/', start);
  return path.slice(start, end < 0 ? path.length : end);
}

function numericId(segment: string): bigint | null {
  if (!segment.startsWith('__id') || !segment.endsWith('__') || segment.length < 6) return null;
  try {
    return BigInt(segment.slice(4, -2));
  } catch {
    return null;
  }
}

export function compareSegments(a: string, b: string): number {
  const x = numericId(a);
  const y = numericId(b);
  if (x !== null && y !== null) return x < y ? -1 : x > y ? 1 : 0;
  if (x !== null) return -1;
  if (y !== null) return 1;
  return compareUtf8(a, b);
}

export function compareValues(a: Value, b: Value): number {
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  switch (ta) {
    case TypeOrder.Null:
      return 0;
    case TypeOrder.Boolean:
      return Number(a.booleanValue) - Number(b.booleanValue);
    case TypeOrder.Number:
      return compareNumbers(a, b);
    case TypeOrder.Timestamp:
      return compareTimestamps(a.timestampValue!, b.timestampValue!);
    case TypeOrder.String:
      return compareUtf8(a.stringValue!, b.stringValue!);
    case TypeOrder.Bytes:
      return compareBytes(a.bytesValue!, b.bytesValue!);
    case TypeOrder.Reference:
      return comparePaths(a.referenceValue!, b.referenceValue!);
    case TypeOrder.GeoPoint: {
      const ga = a.geoPointValue!;
      const gb = b.geoPointValue!;
      return (
        compareNumbers({ doubleValue: ga.latitude ?? 0 }, { doubleValue: gb.latitude ?? 0 }) ||
        compareNumbers({ doubleValue: ga.longitude ?? 0 }, { doubleValue: gb.longitude ?? 0 })
      );
    }
    case TypeOrder.Array: {
      const xa = a.arrayValue!.values ?? [];
      const xb = b.arrayValue!.values ?? [];
      for (let i = 0; i < Math.min(xa.length, xb.length); i++) {
        const c = compareValues(xa[i]!, xb[i]!);
        if (c !== 0) return c;
      }
      return Math.sign(xa.length - xb.length);
    }
    case TypeOrder.Vector: {
      // Firestore orders vectors by dimension first, then element by element.
      const xa = a.mapValue!.fields!.value?.arrayValue?.values ?? [];
      const xb = b.mapValue!.fields!.value?.arrayValue?.values ?? [];
      if (xa.length !== xb.length) return xa.length < xb.length ? -1 : 1;
      for (let i = 0; i < xa.length; i++) {
        const c = compareValues(xa[i]!, xb[i]!);
        if (c !== 0) return c;
      }
      return 0;
    }
    case TypeOrder.Map:
      return compareMaps(a.mapValue!.fields ?? {}, b.mapValue!.fields ?? {});
  }
}

function compareMaps(a: Fields, b: Fields): number {
  const ka = Object.keys(a).sort(compareUtf8);
  const kb = Object.keys(b).sort(compareUtf8);
  for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
    const c = compareUtf8(ka[i]!, kb[i]!) || compareValues(a[ka[i]!]!, b[kb[i]!]!);
    if (c !== 0) return c;
  }
  return Math.sign(ka.length - kb.length);
}

/** Equality as queries see it: 1 == 1.0, and NaN equals nothing. */
export function valuesEqual(a: Value, b: Value): boolean {
  if (isNaNValue(a) || isNaNValue(b)) return false;
  return compareValues(a, b) === 0;
}

/**
 * The same stored value: same types (1 is not 1.0), same contents, NaN equal to NaN. A write that
 * leaves every field identical changes nothing and keeps the document's update time.
 */
export function identicalValues(a: Value, b: Value): boolean {
  const ta = typeOrder(a);
  if (ta !== typeOrder(b)) return false;
  switch (ta) {
    case TypeOrder.Number:
      if (isInteger(a) !== isInteger(b)) return false;
      if (isNaNValue(a) || isNaNValue(b)) return isNaNValue(a) && isNaNValue(b);
      // -0.0 and 0.0 are different stored values.
      return isInteger(a)
        ? BigInt(a.integerValue!) === BigInt(b.integerValue!)
        : Object.is(toNumber(a), toNumber(b));
    case TypeOrder.Array: {
      const xa = a.arrayValue!.values ?? [];
      const xb = b.arrayValue!.values ?? [];
      return xa.length === xb.length && xa.every((v, i) => identicalValues(v, xb[i]!));
    }
    case TypeOrder.Vector:
    case TypeOrder.Map:
      return identicalFields(a.mapValue!.fields ?? {}, b.mapValue!.fields ?? {});
    default:
      return compareValues(a, b) === 0;
  }
}

export function identicalFields(a: Fields, b: Fields): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => b[k] !== undefined && identicalValues(a[k]!, b[k]!));
}

/** Storage size of a value, per https://firebase.google.com/docs/firestore/storage-size. */
export function valueSize(v: Value): number {
  switch (typeOrder(v)) {
    case TypeOrder.Null:
    case TypeOrder.Boolean:
      return 1;
    case TypeOrder.Number:
    case TypeOrder.Timestamp:
      return 8;
    case TypeOrder.GeoPoint:
      return 16;
    case TypeOrder.String:
      return Buffer.byteLength(v.stringValue!, 'utf8') + 1;
    case TypeOrder.Bytes:
      return Buffer.from(v.bytesValue!, 'base64').length;
    case TypeOrder.Reference:
      return Buffer.byteLength(v.referenceValue!, 'utf8') + 1;
    case TypeOrder.Array:
      return (v.arrayValue!.values ?? []).reduce((s, x) => s + valueSize(x), 0);
    case TypeOrder.Vector:
    case TypeOrder.Map:
      return fieldsSize(v.mapValue!.fields ?? {});
  }
}

export function fieldsSize(fields: Fields): number {
  let size = 0;
  for (const [k, v] of Object.entries(fields))
    size += Buffer.byteLength(k, 'utf8') + 1 + valueSize(v);
  return size;
}

/** Size of a stored document: its name, its fields and 32 bytes of overhead. */
export function documentSize(relativePath: string, fields: Fields): number {
  const nameSize = relativePath
    .split('/')
    .reduce((s, seg) => s + Buffer.byteLength(seg, 'utf8') + 1, 16);
  return nameSize + fieldsSize(fields) + 32;
}
