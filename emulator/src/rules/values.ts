import { fail } from './errors.js';

/** The engine's tagged values. Integers are 64-bit (bigint); timestamps and durations count nanoseconds. */
export type RulesValue =
  | { readonly kind: 'null' }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'int'; readonly value: bigint }
  | { readonly kind: 'float'; readonly value: number }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'bytes'; readonly value: Uint8Array }
  | { readonly kind: 'timestamp'; readonly nanos: bigint }
  | { readonly kind: 'duration'; readonly nanos: bigint }
  | { readonly kind: 'latlng'; readonly lat: number; readonly lng: number }
  | { readonly kind: 'path'; readonly segments: readonly string[] }
  | { readonly kind: 'list'; readonly items: readonly RulesValue[] }
  /**
   * `partial`: only some entries are known (a list request's `resource.data` holds just the fields
   * the query pins); anything that depends on the others (absent keys, size, keys, equality) is an
   * error, which denies, as the real service cannot prove it either.
   */
  | {
      readonly kind: 'map';
      readonly entries: ReadonlyMap<string, RulesValue>;
      readonly partial?: boolean;
    }
  | { readonly kind: 'set'; readonly items: readonly RulesValue[] }
  | { readonly kind: 'mapdiff'; readonly left: MapValue; readonly right: MapValue };

export type ValueOf<K extends RulesValue['kind']> = Extract<RulesValue, { kind: K }>;
export type MapValue = ValueOf<'map'>;
export type ListValue = ValueOf<'list'>;
export type SetValue = ValueOf<'set'>;
export type PathValue = ValueOf<'path'>;

export const NULL: RulesValue = Object.freeze({ kind: 'null' });
export const TRUE: RulesValue = Object.freeze({ kind: 'bool', value: true });
export const FALSE: RulesValue = Object.freeze({ kind: 'bool', value: false });

export const INT_MIN = -(2n ** 63n);
export const INT_MAX = 2n ** 63n - 1n;
export const NANOS_PER_SECOND = 1_000_000_000n;

export function checkedInt(value: bigint): RulesValue {
  if (value < INT_MIN || value > INT_MAX) fail('Integer overflow error.');
  return { kind: 'int', value };
}

export function bool(b: boolean): RulesValue {
  return b ? TRUE : FALSE;
}

export function str(s: string): RulesValue {
  return { kind: 'string', value: s };
}

export function pathFromString(p: string): PathValue {
  const segments: string[] = [];
  let start = 0;
  for (let i = 0; i <= p.length; i++) {
    if (i === p.length || p.charCodeAt(i) === 47 /* '/' */) {
      if (i > start) segments.push(p.slice(start, i));
      start = i + 1;
    }
  }
  return { kind: 'path', segments };
}

export function pathToString(p: PathValue): string {
  return '/' + p.segments.join('/');
}

/** Name used by `is` and by error messages. */
export function typeName(v: RulesValue): string {
  return v.kind === 'mapdiff' ? 'map_diff' : v.kind;
}

export function isNumber(v: RulesValue): v is ValueOf<'int'> | ValueOf<'float'> {
  return v.kind === 'int' || v.kind === 'float';
}

export function equals(a: RulesValue, b: RulesValue): boolean {
  if (isNumber(a) && isNumber(b)) return a.value == b.value; // int/float cross-compare numerically
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'null':
      return true;
    case 'bool':
    case 'string':
      return a.value === (b as typeof a).value;
    case 'bytes':
      return bytesEqual(a.value, (b as typeof a).value);
    case 'timestamp':
    case 'duration':
      return a.nanos === (b as typeof a).nanos;
    case 'latlng':
      return a.lat === (b as typeof a).lat && a.lng === (b as typeof a).lng;
    case 'path':
      return arrayEqual(a.segments, (b as typeof a).segments, (x, y) => x === y);
    case 'list':
      return arrayEqual(a.items, (b as typeof a).items, equals);
    case 'map':
      // Against another map, a partial one could equal it or not; against null or a string it is just unequal.
      if (a.partial || (b as typeof a).partial) failPartial();
      return mapEqual(a.entries, (b as typeof a).entries);
    case 'set': {
      const other = b as typeof a;
      return a.items.length === other.items.length && a.items.every((x) => setHas(other, x));
    }
    case 'mapdiff': {
      const other = b as typeof a;
      return (
        mapEqual(a.left.entries, other.left.entries) &&
        mapEqual(a.right.entries, other.right.entries)
      );
    }
    default:
      return false;
  }
}

function arrayEqual<T>(a: readonly T[], b: readonly T[], eq: (x: T, y: T) => boolean): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!eq(a[i] as T, b[i] as T)) return false;
  return true;
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function mapEqual(a: ReadonlyMap<string, RulesValue>, b: ReadonlyMap<string, RulesValue>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) {
    const w = b.get(k);
    if (w === undefined || !equals(v, w)) return false;
  }
  return true;
}

/** Ordering for < <= > >=; errors for types without an order. Returns NaN when unordered (NaN operands). */
export function compare(a: RulesValue, b: RulesValue): number {
  if (isNumber(a) && isNumber(b)) {
    if (a.value < b.value) return -1;
    if (a.value > b.value) return 1;
    return a.value == b.value ? 0 : NaN;
  }
  if (a.kind === b.kind) {
    switch (a.kind) {
      case 'string': {
        const y = (b as typeof a).value;
        return a.value < y ? -1 : a.value > y ? 1 : 0;
      }
      case 'timestamp':
      case 'duration': {
        const y = (b as typeof a).nanos;
        return a.nanos < y ? -1 : a.nanos > y ? 1 : 0;
      }
      case 'bytes': {
        const x = a.value;
        const y = (b as typeof a).value;
        for (let i = 0; i < Math.min(x.length, y.length); i++) {
          if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
        }
        return x.length - y.length;
      }
      case 'list': {
        const y = (b as typeof a).items;
        for (let i = 0; i < Math.min(a.items.length, y.length); i++) {
          const c = compare(a.items[i] as RulesValue, y[i] as RulesValue);
          if (c !== 0) return c;
        }
        return a.items.length - y.length;
      }
    }
  }
  return fail(`Unsupported comparison: ${typeName(a)} and ${typeName(b)}.`);
}

/** A canonical string for hashing values into sets; equal values get equal keys. */
export function valueKey(v: RulesValue): string {
  switch (v.kind) {
    case 'null':
      return 'n';
    case 'bool':
      return v.value ? 'T' : 'F';
    case 'int':
      return '#' + v.value.toString();
    case 'float':
      return Number.isInteger(v.value) ? '#' + BigInt(v.value).toString() : '#' + String(v.value);
    case 'string':
      return 's' + v.value;
    case 'bytes':
      return 'b' + Buffer.from(v.value).toString('hex');
    case 'timestamp':
      return 't' + v.nanos.toString();
    case 'duration':
      return 'd' + v.nanos.toString();
    case 'latlng':
      return `g${v.lat},${v.lng}`;
    case 'path':
      return 'p' + JSON.stringify(v.segments);
    case 'list':
      return '[' + v.items.map(valueKey).join(',') + ']';
    case 'set':
      return '{' + v.items.map(valueKey).sort().join(',') + '}';
    case 'map':
      if (v.partial) failPartial();
      return (
        'M{' +
        [...v.entries]
          .map(([k, x]) => JSON.stringify(k) + ':' + valueKey(x))
          .sort()
          .join(',') +
        '}'
      );
    case 'mapdiff':
      return 'D' + valueKey(v.left) + valueKey(v.right);
  }
}

/** Fails for an operation that needs the entries a partial map does not know. */
export function failPartial(key?: string): never {
  return fail(
    key === undefined
      ? 'The query does not constrain every field of resource.data.'
      : `Property ${key} is undefined on object.`,
  );
}

export function setHas(set: SetValue, v: RulesValue): boolean {
  for (const item of set.items) if (equals(item, v)) return true;
  return false;
}

/** Builds a set, dropping duplicates while keeping first-seen order. */
export function makeSet(items: Iterable<RulesValue>): SetValue {
  const seen = new Set<string>();
  const out: RulesValue[] = [];
  for (const item of items) {
    const key = valueKey(item);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(item);
    }
  }
  return { kind: 'set', items: out };
}
