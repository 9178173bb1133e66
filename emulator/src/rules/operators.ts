import type { BinaryOp } from './ast.js';
import { fail } from './errors.js';
import {
  FALSE,
  TRUE,
  bool,
  checkedInt,
  compare,
  equals,
  failPartial,
  isNumber,
  setHas,
  typeName,
  type RulesValue,
} from './values.js';

function unsupported(op: string, a: RulesValue, b: RulesValue): never {
  return fail(`Unsupported operation error. Received: ${typeName(a)} ${op} ${typeName(b)}.`);
}

function asFloat(v: RulesValue): number {
  return Number((v as { value: number | bigint }).value);
}

function arithmetic(op: '+' | '-' | '*' | '/' | '%', a: RulesValue, b: RulesValue): RulesValue {
  if (a.kind === 'int' && b.kind === 'int') {
    const x = a.value;
    const y = b.value;
    switch (op) {
      case '+':
        return checkedInt(x + y);
      case '-':
        return checkedInt(x - y);
      case '*':
        return checkedInt(x * y);
      case '/':
        if (y === 0n) fail('Division by zero.');
        return checkedInt(x / y); // bigint division truncates toward zero
      case '%':
        if (y === 0n) fail('Modulo by zero.');
        return checkedInt(x % y);
    }
  }
  if (isNumber(a) && isNumber(b)) {
    const x = asFloat(a);
    const y = asFloat(b);
    switch (op) {
      case '+':
        return { kind: 'float', value: x + y };
      case '-':
        return { kind: 'float', value: x - y };
      case '*':
        return { kind: 'float', value: x * y };
      case '/':
        return { kind: 'float', value: x / y };
      case '%':
        return { kind: 'float', value: x % y };
    }
  }
  if (op === '+') {
    if (a.kind === 'string' && b.kind === 'string')
      return { kind: 'string', value: a.value + b.value };
    if (a.kind === 'list' && b.kind === 'list')
      return { kind: 'list', items: [...a.items, ...b.items] };
    if (a.kind === 'bytes' && b.kind === 'bytes') {
      const out = new Uint8Array(a.value.length + b.value.length);
      out.set(a.value);
      out.set(b.value, a.value.length);
      return { kind: 'bytes', value: out };
    }
    if (a.kind === 'timestamp' && b.kind === 'duration')
      return { kind: 'timestamp', nanos: a.nanos + b.nanos };
    if (a.kind === 'duration' && b.kind === 'timestamp')
      return { kind: 'timestamp', nanos: a.nanos + b.nanos };
    if (a.kind === 'duration' && b.kind === 'duration')
      return { kind: 'duration', nanos: a.nanos + b.nanos };
  }
  if (op === '-') {
    if (a.kind === 'timestamp' && b.kind === 'duration')
      return { kind: 'timestamp', nanos: a.nanos - b.nanos };
    if (a.kind === 'timestamp' && b.kind === 'timestamp')
      return { kind: 'duration', nanos: a.nanos - b.nanos };
    if (a.kind === 'duration' && b.kind === 'duration')
      return { kind: 'duration', nanos: a.nanos - b.nanos };
  }
  return unsupported(op, a, b);
}

/** `x in collection`: membership in lists and sets, key presence in maps. */
export function contains(item: RulesValue, collection: RulesValue): boolean {
  switch (collection.kind) {
    case 'list':
      for (const x of collection.items) if (equals(x, item)) return true;
      return false;
    case 'set':
      return setHas(collection, item);
    case 'map':
      if (item.kind !== 'string') return false;
      if (collection.entries.has(item.value)) return true;
      return collection.partial ? failPartial(item.value) : false;
    default:
      return unsupported('in', item, collection);
  }
}

export function binary(op: BinaryOp, a: RulesValue, b: RulesValue): RulesValue {
  switch (op) {
    case '==':
      return bool(equals(a, b));
    case '!=':
      return bool(!equals(a, b));
    case '<':
      return bool(compare(a, b) < 0);
    case '<=':
      return bool(compare(a, b) <= 0);
    case '>':
      return bool(compare(a, b) > 0);
    case '>=':
      return bool(compare(a, b) >= 0);
    case 'in':
      return bool(contains(a, b));
    default:
      return arithmetic(op, a, b);
  }
}

export function negate(v: RulesValue): RulesValue {
  if (v.kind === 'int') return checkedInt(-v.value);
  if (v.kind === 'float') return { kind: 'float', value: -v.value };
  if (v.kind === 'duration') return { kind: 'duration', nanos: -v.nanos };
  return fail(`Unsupported operation error. Received: -${typeName(v)}.`);
}

export function not(v: RulesValue): RulesValue {
  if (v.kind !== 'bool') fail(`Unsupported operation error. Received: !${typeName(v)}.`);
  return v.value ? FALSE : TRUE;
}

export function isType(v: RulesValue, type: string): boolean {
  if (type === 'number') return isNumber(v);
  return typeName(v) === type;
}
