import { arg, arity, codePoints, itemsArg, stringLength } from './args.js';
import { fail } from './errors.js';
import { compileRegex, regexReplace, regexSplit } from './regex.js';
import { dayOfYear, haversine, isoDayOfWeek, splitNanos, startOfDay, utcDate } from './time.js';
import {
  NANOS_PER_SECOND,
  bool,
  equals,
  failPartial,
  makeSet,
  typeName,
  valueKey,
  type MapValue,
  type RulesValue,
  type ValueOf,
} from './values.js';

type Method<K extends RulesValue['kind']> = (self: ValueOf<K>, args: RulesValue[]) => RulesValue;
type MethodTable<K extends RulesValue['kind']> = Record<string, Method<K>>;

const int = (n: number | bigint): RulesValue => ({ kind: 'int', value: BigInt(n) });
const string = (s: string): RulesValue => ({ kind: 'string', value: s });

/** Method with no arguments. */
function nullary<K extends RulesValue['kind']>(
  name: string,
  fn: (self: ValueOf<K>) => RulesValue,
): Method<K> {
  return (self, args) => {
    arity(name, args, 0);
    return fn(self);
  };
}

function keySet(items: readonly RulesValue[]): Set<string> {
  return new Set(items.map(valueKey));
}

type Collection = { items: readonly RulesValue[] };

/** size / hasAll / hasAny / hasOnly shared by lists and sets. */
function collectionMethods(): Record<string, (self: Collection, args: RulesValue[]) => RulesValue> {
  return {
    size(self, args) {
      arity('size', args, 0);
      return int(self.items.length);
    },
    hasAll(self, args) {
      arity('hasAll', args, 1);
      const mine = keySet(self.items);
      return bool(itemsArg('hasAll', args, 0).every((x) => mine.has(valueKey(x))));
    },
    hasAny(self, args) {
      arity('hasAny', args, 1);
      const mine = keySet(self.items);
      return bool(itemsArg('hasAny', args, 0).some((x) => mine.has(valueKey(x))));
    },
    hasOnly(self, args) {
      arity('hasOnly', args, 1);
      const allowed = keySet(itemsArg('hasOnly', args, 0));
      return bool(self.items.every((x) => allowed.has(valueKey(x))));
    },
  };
}

const stringMethods: MethodTable<'string'> = {
  size: nullary('size', (self) => int(stringLength(self.value))),
  lower: nullary('lower', (self) => string(self.value.toLowerCase())),
  upper: nullary('upper', (self) => string(self.value.toUpperCase())),
  trim: nullary('trim', (self) => string(self.value.trim())),
  toUtf8: nullary('toUtf8', (self) => ({
    kind: 'bytes',
    value: new Uint8Array(Buffer.from(self.value, 'utf8')),
  })),
  matches(self, args) {
    arity('matches', args, 1);
    return bool(compileRegex(arg('matches', args, 0, 'string').value, 'whole').test(self.value));
  },
  split(self, args) {
    arity('split', args, 1);
    return {
      kind: 'list',
      items: regexSplit(self.value, arg('split', args, 0, 'string').value).map(string),
    };
  },
  replace(self, args) {
    arity('replace', args, 2);
    return string(
      regexReplace(
        self.value,
        arg('replace', args, 0, 'string').value,
        arg('replace', args, 1, 'string').value,
      ),
    );
  },
};

const listMethods: MethodTable<'list'> = {
  ...collectionMethods(),
  join(self, args) {
    arity('join', args, 0, 1);
    const sep = args.length ? arg('join', args, 0, 'string').value : '';
    return string(
      self.items
        .map((x) =>
          x.kind === 'string'
            ? x.value
            : fail(`join() needs a list of strings, found ${typeName(x)}.`),
        )
        .join(sep),
    );
  },
  concat(self, args) {
    arity('concat', args, 1);
    return { kind: 'list', items: [...self.items, ...arg('concat', args, 0, 'list').items] };
  },
  removeAll(self, args) {
    arity('removeAll', args, 1);
    const drop = keySet(itemsArg('removeAll', args, 0));
    return { kind: 'list', items: self.items.filter((x) => !drop.has(valueKey(x))) };
  },
  toSet: nullary('toSet', (self) => makeSet(self.items)),
};

const setMethods: MethodTable<'set'> = {
  ...collectionMethods(),
  union(self, args) {
    arity('union', args, 1);
    return makeSet([...self.items, ...itemsArg('union', args, 0)]);
  },
  intersection(self, args) {
    arity('intersection', args, 1);
    const other = keySet(itemsArg('intersection', args, 0));
    return makeSet(self.items.filter((x) => other.has(valueKey(x))));
  },
  difference(self, args) {
    arity('difference', args, 1);
    const other = keySet(itemsArg('difference', args, 0));
    return makeSet(self.items.filter((x) => !other.has(valueKey(x))));
  },
};

function keysWhere(m: MapValue, keep: (key: string, value: RulesValue) => boolean): RulesValue {
  const out: RulesValue[] = [];
  for (const [k, v] of m.entries) if (keep(k, v)) out.push(string(k));
  return { kind: 'set', items: out };
}

/** The map, when all its entries are known (see `partial` in values.ts). */
function whole(m: MapValue): MapValue {
  return m.partial ? failPartial() : m;
}

const mapMethods: MethodTable<'map'> = {
  size: nullary('size', (self) => int(whole(self).entries.size)),
  keys: nullary('keys', (self) => ({
    kind: 'list',
    items: [...whole(self).entries.keys()].map(string),
  })),
  values: nullary('values', (self) => ({ kind: 'list', items: [...whole(self).entries.values()] })),
  get(self, args) {
    arity('get', args, 2);
    const key = arg('get', args, 0, 'string', 'list');
    const path = key.kind === 'string' ? [key] : key.items;
    let current: RulesValue = self;
    for (const k of path) {
      if (k.kind !== 'string') fail(`get() keys must be strings, got ${typeName(k)}.`);
      const next: RulesValue | undefined =
        current.kind === 'map' ? current.entries.get(k.value) : undefined;
      if (next === undefined && current.kind === 'map' && current.partial) failPartial(k.value);
      if (next === undefined) return args[1] as RulesValue;
      current = next;
    }
    return current;
  },
  diff(self, args) {
    arity('diff', args, 1);
    return { kind: 'mapdiff', left: whole(self), right: whole(arg('diff', args, 0, 'map')) };
  },
};

/** Keys are compared as `receiver.diff(argument)`: "added" keys exist only in the receiver. */
const mapDiffMethods: MethodTable<'mapdiff'> = {
  addedKeys: nullary('addedKeys', (d) => keysWhere(d.left, (k) => !d.right.entries.has(k))),
  removedKeys: nullary('removedKeys', (d) => keysWhere(d.right, (k) => !d.left.entries.has(k))),
  changedKeys: nullary('changedKeys', (d) =>
    keysWhere(
      d.left,
      (k, v) => d.right.entries.has(k) && !equals(v, d.right.entries.get(k) as RulesValue),
    ),
  ),
  unchangedKeys: nullary('unchangedKeys', (d) =>
    keysWhere(
      d.left,
      (k, v) => d.right.entries.has(k) && equals(v, d.right.entries.get(k) as RulesValue),
    ),
  ),
  affectedKeys: nullary('affectedKeys', (d) => {
    const changed = keysWhere(d.left, (k, v) => {
      const old = d.right.entries.get(k);
      return old === undefined || !equals(v, old);
    });
    const removed = keysWhere(d.right, (k) => !d.left.entries.has(k));
    return {
      kind: 'set',
      items: [...(changed as ValueOf<'set'>).items, ...(removed as ValueOf<'set'>).items],
    };
  }),
};

const bytesMethods: MethodTable<'bytes'> = {
  size: nullary('size', (self) => int(self.value.length)),
  // base64url alphabet (as the rules reference specifies), keeping the padding.
  toBase64: nullary('toBase64', (self) =>
    string(Buffer.from(self.value).toString('base64').replace(/\+/g, '-').replace(/\//g, '_')),
  ),
  toHexString: nullary('toHexString', (self) =>
    string(Buffer.from(self.value).toString('hex').toUpperCase()),
  ),
};

function utcField(fn: (d: Date) => number) {
  return (self: ValueOf<'timestamp'>): RulesValue => int(fn(utcDate(self.nanos)));
}

const timestampMethods: MethodTable<'timestamp'> = {
  year: nullary(
    'year',
    utcField((d) => d.getUTCFullYear()),
  ),
  month: nullary(
    'month',
    utcField((d) => d.getUTCMonth() + 1),
  ),
  day: nullary(
    'day',
    utcField((d) => d.getUTCDate()),
  ),
  hours: nullary(
    'hours',
    utcField((d) => d.getUTCHours()),
  ),
  minutes: nullary(
    'minutes',
    utcField((d) => d.getUTCMinutes()),
  ),
  seconds: nullary(
    'seconds',
    utcField((d) => d.getUTCSeconds()),
  ),
  nanos: nullary('nanos', (self) => int(splitNanos(self.nanos).nanos)),
  dayOfWeek: nullary('dayOfWeek', utcField(isoDayOfWeek)),
  dayOfYear: nullary('dayOfYear', utcField(dayOfYear)),
  toMillis: nullary('toMillis', (self) => {
    const { seconds, nanos } = splitNanos(self.nanos);
    return int(seconds * 1000n + nanos / 1_000_000n);
  }),
  date: nullary('date', (self) => ({ kind: 'timestamp', nanos: startOfDay(self.nanos) })),
  time: nullary('time', (self) => ({
    kind: 'duration',
    nanos: self.nanos - startOfDay(self.nanos),
  })),
};

const durationMethods: MethodTable<'duration'> = {
  seconds: nullary('seconds', (self) => int(self.nanos / NANOS_PER_SECOND)),
  nanos: nullary('nanos', (self) => int(self.nanos % NANOS_PER_SECOND)),
};

const latlngMethods: MethodTable<'latlng'> = {
  latitude: nullary('latitude', (self) => ({ kind: 'float', value: self.lat })),
  longitude: nullary('longitude', (self) => ({ kind: 'float', value: self.lng })),
  distance(self, args) {
    arity('distance', args, 1);
    const other = arg('distance', args, 0, 'latlng');
    return { kind: 'float', value: haversine(self.lat, self.lng, other.lat, other.lng) };
  },
};

const pathMethods: MethodTable<'path'> = {
  /** Replaces `$(name)` segments with the string bound to `name` in the map. */
  bind(self, args) {
    arity('bind', args, 1);
    const bindings = arg('bind', args, 0, 'map');
    const segments = self.segments.map((seg) => {
      const m = /^\$\((\w+)\)$/.exec(seg);
      if (!m) return seg;
      const v = bindings.entries.get(m[1] as string);
      if (v === undefined) return seg;
      return v.kind === 'string'
        ? v.value
        : fail(`bind() values must be strings, got ${typeName(v)}.`);
    });
    return { kind: 'path', segments };
  },
};

const METHODS: { [K in RulesValue['kind']]?: MethodTable<K> } = {
  string: stringMethods,
  list: listMethods,
  set: setMethods,
  map: mapMethods,
  mapdiff: mapDiffMethods,
  bytes: bytesMethods,
  timestamp: timestampMethods,
  duration: durationMethods,
  latlng: latlngMethods,
  path: pathMethods,
};

export function callMethod(self: RulesValue, name: string, args: RulesValue[]): RulesValue {
  if (self.kind === 'null') fail(`Null value error: cannot call ${name}() on null.`);
  const table = METHODS[self.kind] as MethodTable<typeof self.kind> | undefined;
  const method = table && Object.hasOwn(table, name) ? table[name] : undefined;
  if (!method) return fail(`Function not found error: Name: [${name}] on ${typeName(self)}.`);
  return method(self as never, args);
}

/** Splits a string into characters by code point (ASCII strings stay on the fast path). */
export function stringChars(s: string): {
  length: number;
  slice(from: number, to: number): string;
} {
  const points = codePoints(s);
  if (!points) return { length: s.length, slice: (from, to) => s.slice(from, to) };
  return { length: points.length, slice: (from, to) => points.slice(from, to).join('') };
}
