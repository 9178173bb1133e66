import { arg, arity } from './args.js';
import { fail } from './errors.js';
import { digests } from './hashing.js';
import { DURATION_UNITS } from './time.js';
import {
  INT_MAX,
  INT_MIN,
  NANOS_PER_SECOND,
  bool,
  pathFromString,
  pathToString,
  typeName,
  type PathValue,
  type RulesValue,
} from './values.js';

/** What built-ins need from the running evaluation: document lookups for get()/exists(). */
export interface BuiltinHost {
  lookup(fn: string, path: PathValue, after: boolean): RulesValue | null;
  /** Receives every value passed to debug(). */
  debug(value: RulesValue): void;
}

type Builtin = (args: RulesValue[], host: BuiltinHost) => RulesValue;

const int = (n: bigint): RulesValue => ({ kind: 'int', value: n });
const float = (n: number): RulesValue => ({ kind: 'float', value: n });

function floatToInt(fn: string, x: number): RulesValue {
  if (!Number.isFinite(x)) fail(`${fn}(): cannot convert ${x} to int.`);
  const n = BigInt(Math.trunc(x));
  if (n < INT_MIN || n > INT_MAX) fail(`${fn}(): value out of int range.`);
  return int(n);
}

function numberArg(fn: string, args: RulesValue[], i: number): number {
  return Number(arg(fn, args, i, 'int', 'float').value);
}

function bytesOf(fn: string, v: RulesValue): Uint8Array {
  if (v.kind === 'string') return new Uint8Array(Buffer.from(v.value, 'utf8'));
  if (v.kind === 'bytes') return v.value;
  return fail(`${fn}() needs a string or bytes, got ${typeName(v)}.`);
}

function floatToString(x: number): string {
  if (Number.isInteger(x) && Math.abs(x) < 1e21) return x.toFixed(1);
  return String(x);
}

function pathArg(fn: string, args: RulesValue[]): PathValue {
  arity(fn, args, 1);
  const p = args[0] as RulesValue;
  if (p.kind !== 'path') fail(`${fn}() needs a path, got ${typeName(p)}.`);
  return p;
}

function exists(fn: string, after: boolean): Builtin {
  return (args, host) => bool(host.lookup(fn, pathArg(fn, args), after) !== null);
}

function get(fn: string, after: boolean): Builtin {
  return (args, host) => {
    const path = pathArg(fn, args);
    const doc = host.lookup(fn, path, after);
    // The reference says null, but production and Google's emulator raise an error for a missing
    // document (firebase-tools#2067): mirror them, so rules that rely on null fail here too.
    if (!doc)
      fail(
        `Service call error. Function: [${fn}], Argument: [${pathToString(path)}]: document does not exist; use exists() to test for it.`,
      );
    return doc;
  };
}

const GLOBALS: Record<string, Builtin> = {
  int(args) {
    arity('int', args, 1);
    const v = args[0] as RulesValue;
    switch (v.kind) {
      case 'int':
        return v;
      case 'float':
        return floatToInt('int', v.value);
      case 'string': {
        if (!/^[+-]?\d+$/.test(v.value)) fail(`int(): '${v.value}' is not an integer.`);
        const n = BigInt(v.value);
        if (n < INT_MIN || n > INT_MAX) fail('int(): value out of int range.');
        return int(n);
      }
      default:
        return fail(`int() cannot convert ${typeName(v)}.`);
    }
  },
  float(args) {
    arity('float', args, 1);
    const v = args[0] as RulesValue;
    if (v.kind === 'float') return v;
    if (v.kind === 'int') return float(Number(v.value));
    if (v.kind === 'string') {
      const t = v.value.trim();
      if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t)) return float(Number(t));
      if (/^[+-]?(Infinity|inf)$/i.test(t)) return float(t.startsWith('-') ? -Infinity : Infinity);
      if (/^nan$/i.test(t)) return float(NaN);
      return fail(`float(): '${v.value}' is not a number.`);
    }
    return fail(`float() cannot convert ${typeName(v)}.`);
  },
  string(args) {
    arity('string', args, 1);
    const v = args[0] as RulesValue;
    switch (v.kind) {
      case 'string':
        return v;
      case 'null':
        return { kind: 'string', value: 'null' };
      case 'bool':
      case 'int':
        return { kind: 'string', value: String(v.value) };
      case 'float':
        return { kind: 'string', value: floatToString(v.value) };
      case 'path':
        return { kind: 'string', value: pathToString(v) };
      default:
        return fail(`string() cannot convert ${typeName(v)}.`);
    }
  },
  path(args) {
    arity('path', args, 1);
    return pathFromString(arg('path', args, 0, 'string').value);
  },
  debug(args, host) {
    arity('debug', args, 1);
    host.debug(args[0] as RulesValue);
    return args[0] as RulesValue;
  },
  exists: exists('exists', false),
  existsAfter: exists('existsAfter', true),
  get: get('get', false),
  getAfter: get('getAfter', true),
};

function rounding(fn: string, op: (x: number) => number): Builtin {
  return (args) => {
    arity(fn, args, 1);
    const v = arg(fn, args, 0, 'int', 'float');
    return v.kind === 'int' ? v : floatToInt(fn, op(v.value));
  };
}

function hashing(fn: keyof typeof digests): Builtin {
  return (args) => {
    arity(fn, args, 1);
    return { kind: 'bytes', value: digests[fn](bytesOf(fn, args[0] as RulesValue)) };
  };
}

const NAMESPACES: Record<string, Record<string, Builtin>> = {
  math: {
    abs(args) {
      arity('abs', args, 1);
      const v = arg('abs', args, 0, 'int', 'float');
      if (v.kind === 'float') return float(Math.abs(v.value));
      if (v.value === INT_MIN) fail('Integer overflow error.');
      return v.value < 0n ? int(-v.value) : v;
    },
    ceil: rounding('ceil', Math.ceil),
    floor: rounding('floor', Math.floor),
    round: rounding('round', (x) => Math.sign(x) * Math.round(Math.abs(x))),
    sqrt(args) {
      arity('sqrt', args, 1);
      return float(Math.sqrt(numberArg('sqrt', args, 0)));
    },
    pow(args) {
      arity('pow', args, 2);
      return float(Math.pow(numberArg('pow', args, 0), numberArg('pow', args, 1)));
    },
    isInfinite(args) {
      arity('isInfinite', args, 1);
      const x = numberArg('isInfinite', args, 0);
      return bool(x === Infinity || x === -Infinity);
    },
    isNaN(args) {
      arity('isNaN', args, 1);
      return bool(Number.isNaN(numberArg('isNaN', args, 0)));
    },
  },
  hashing: {
    md5: hashing('md5'),
    sha256: hashing('sha256'),
    crc32: hashing('crc32'),
    crc32c: hashing('crc32c'),
  },
  timestamp: {
    date(args) {
      arity('date', args, 3);
      const [y, m, d] = [0, 1, 2].map((i) => Number(arg('date', args, i, 'int').value)) as [
        number,
        number,
        number,
      ];
      if (m < 1 || m > 12 || d < 1 || d > 31) fail('timestamp.date(): month or day out of range.');
      const ms = Date.UTC(y, m - 1, d);
      if (new Date(ms).getUTCDate() !== d) fail('timestamp.date(): no such day.');
      return { kind: 'timestamp', nanos: BigInt(ms) * 1_000_000n };
    },
    value(args) {
      arity('value', args, 1);
      return { kind: 'timestamp', nanos: arg('value', args, 0, 'int').value * 1_000_000n };
    },
  },
  duration: {
    value(args) {
      arity('value', args, 2);
      const magnitude = arg('value', args, 0, 'int').value;
      const unit = arg('value', args, 1, 'string').value;
      const scale = DURATION_UNITS[unit];
      if (scale === undefined)
        fail(`duration.value(): unknown unit '${unit}' (use w, d, h, m, s, ms, ns).`);
      return { kind: 'duration', nanos: magnitude * scale };
    },
    time(args) {
      arity('time', args, 4);
      const [h, m, s, ns] = [0, 1, 2, 3].map((i) => arg('time', args, i, 'int').value) as [
        bigint,
        bigint,
        bigint,
        bigint,
      ];
      return { kind: 'duration', nanos: ((h * 60n + m) * 60n + s) * NANOS_PER_SECOND + ns };
    },
    abs(args) {
      arity('abs', args, 1);
      const d = arg('abs', args, 0, 'duration');
      return d.nanos < 0n ? { kind: 'duration', nanos: -d.nanos } : d;
    },
  },
  latlng: {
    value(args) {
      arity('value', args, 2);
      const lat = numberArg('value', args, 0);
      const lng = numberArg('value', args, 1);
      if (Math.abs(lat) > 90 || Math.abs(lng) > 180)
        fail('latlng.value(): latitude or longitude out of range.');
      return { kind: 'latlng', lat, lng };
    },
  },
  /** Cross-service reads from Storage rules. */
  firestore: {
    get: get('firestore.get', false),
    exists: exists('firestore.exists', false),
  },
};

export function isNamespace(name: string): boolean {
  return Object.hasOwn(NAMESPACES, name);
}

export function callNamespace(
  ns: string,
  name: string,
  args: RulesValue[],
  host: BuiltinHost,
): RulesValue {
  const table = NAMESPACES[ns] as Record<string, Builtin>;
  const fn = Object.hasOwn(table, name) ? table[name] : undefined;
  if (!fn) return fail(`Function not found error: Name: [${ns}.${name}].`);
  return fn(args, host);
}

export function findGlobal(name: string): Builtin | undefined {
  return Object.hasOwn(GLOBALS, name) ? GLOBALS[name] : undefined;
}
