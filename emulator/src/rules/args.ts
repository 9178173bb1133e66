import { fail } from './errors.js';
import { typeName, type RulesValue, type ValueOf } from './values.js';

/** Argument checking shared by methods and global functions. */
export function arity(fn: string, args: readonly RulesValue[], min: number, max = min): void {
  if (args.length < min || args.length > max) {
    const want = min === max ? `${min}` : `${min} to ${max}`;
    fail(`${fn}() takes ${want} argument${max === 1 ? '' : 's'}, got ${args.length}.`);
  }
}

export function arg<K extends RulesValue['kind']>(
  fn: string,
  args: readonly RulesValue[],
  i: number,
  ...kinds: K[]
): ValueOf<K> {
  const v = args[i] as RulesValue;
  if (!(kinds as string[]).includes(v.kind)) {
    fail(
      `${fn}() argument ${i + 1} must be ${kinds.map((k) => (k === 'mapdiff' ? 'map_diff' : k)).join(' or ')}, got ${typeName(v)}.`,
    );
  }
  return v as ValueOf<K>;
}

/** A list or set argument as an array of items. */
export function itemsArg(
  fn: string,
  args: readonly RulesValue[],
  i: number,
): readonly RulesValue[] {
  return arg(fn, args, i, 'list', 'set').items;
}

/** Strings indexed by code point, so that size() and [i] agree on non-BMP characters. */
export function codePoints(s: string): string[] | null {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) return Array.from(s);
  }
  return null;
}

export function stringLength(s: string): number {
  return codePoints(s)?.length ?? s.length;
}

export function intIndex(fn: string, v: RulesValue): number {
  if (v.kind !== 'int') fail(`${fn} index must be int, got ${typeName(v)}.`);
  return Number(v.value);
}
