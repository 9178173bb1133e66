import { describe, expect, it } from 'vitest';
import { error, value, vars } from './helpers.js';

describe('arithmetic', () => {
  it('adds, subtracts, multiplies ints and floats', () => {
    expect(value('1 + 2 * 3')).toBe(7);
    expect(value('(1 + 2) * 3')).toBe(9);
    expect(value('10 - 4 - 3')).toBe(3);
    expect(value('1 + 2.5')).toBe(3.5);
    expect(value('1 + 2.0 is float')).toBe(true);
    expect(value('2 * 3 is int')).toBe(true);
    expect(value('5 * 1024 * 1024')).toBe(5242880);
  });

  it('truncates integer division and keeps the dividend sign for %', () => {
    expect(value('7 / 2')).toBe(3);
    expect(value('-7 / 2')).toBe(-3);
    expect(value('7 % 3')).toBe(1);
    expect(value('-7 % 3')).toBe(-1);
    expect(value('7.0 / 2')).toBe(3.5);
    expect(value('7.5 % 2')).toBe(1.5);
    expect(value('1.0 / 0')).toBe(Infinity);
  });

  it('errors on integer division by zero and overflow', () => {
    expect(error('1 / 0')).toMatch(/Division by zero/);
    expect(error('1 % 0')).toMatch(/Modulo by zero/);
    expect(error('9223372036854775807 + 1')).toMatch(/overflow/);
    expect(error('-9223372036854775808 - 1')).toMatch(/overflow/);
    expect(error('4611686018427387904 * 2')).toMatch(/overflow/);
    expect(error('-(-9223372036854775808)')).toMatch(/overflow/);
  });

  it('concatenates strings, lists and bytes', () => {
    expect(value(`'a' + 'b'`)).toBe('ab');
    expect(value(`[1] + [2, 3]`)).toEqual([1, 2, 3]);
    expect(value(`b'a' + b'b' == b'ab'`)).toBe(true);
  });

  it('refuses mixed types', () => {
    expect(error(`'a' + 1`)).toMatch(/Unsupported operation error. Received: string \+ int/);
    expect(error(`1 - 'a'`)).toMatch(/int - string/);
    expect(error(`null * 2`)).toMatch(/null \* int/);
    expect(error(`{} + {}`)).toMatch(/map \+ map/);
    expect(error(`-'a'`)).toMatch(/-string/);
  });

  it('negates', () => {
    expect(value('-(2)')).toBe(-2);
    expect(value('-2.5')).toBe(-2.5);
    expect(value('--3')).toBe(3);
  });
});

describe('comparison and equality', () => {
  it('compares ints with floats numerically', () => {
    expect(value('1 == 1.0')).toBe(true);
    expect(value('1 < 1.5')).toBe(true);
    expect(value('2 >= 2.0')).toBe(true);
    expect(value('3 > 2')).toBe(true);
    expect(value('3 <= 2')).toBe(false);
    expect(value('1 != 2')).toBe(true);
  });

  it('compares strings lexicographically, and timestamps and durations', () => {
    expect(value(`'abc' < 'abd'`)).toBe(true);
    expect(value(`'b' > 'abc'`)).toBe(true);
    expect(value(`timestamp.value(1) < timestamp.value(2)`)).toBe(true);
    expect(value(`duration.value(1, 's') > duration.value(999, 'ms')`)).toBe(true);
  });

  it('treats NaN as unordered and unequal', () => {
    expect(value(`float('NaN') == float('NaN')`)).toBe(false);
    expect(value(`float('NaN') < 1`)).toBe(false);
    expect(value(`float('NaN') >= 1`)).toBe(false);
  });

  it('compares structured values deeply', () => {
    expect(value(`[1, [2, {'a': 3}]] == [1, [2, {'a': 3}]]`)).toBe(true);
    expect(value(`[1, 2] == [2, 1]`)).toBe(false);
    expect(value(`{'a': 1, 'b': 2} == {'b': 2, 'a': 1}`)).toBe(true);
    expect(value(`{'a': 1} == {'a': 1, 'b': 2}`)).toBe(false);
    expect(value(`[1, 2].toSet() == [2, 1, 1].toSet()`)).toBe(true);
    expect(value(`null == null`)).toBe(true);
    expect(value(`null == 0`)).toBe(false);
    expect(value(`'1' == 1`)).toBe(false);
    expect(value(`true != false`)).toBe(true);
  });

  it('errors when ordering values without an order', () => {
    expect(error(`'a' < 1`)).toMatch(/Unsupported comparison: string and int/);
    expect(error(`null < 1`)).toMatch(/Unsupported comparison/);
    expect(error(`{} > {}`)).toMatch(/Unsupported comparison: map and map/);
    expect(error(`true < false`)).toMatch(/Unsupported comparison/);
  });
});

describe('in and is', () => {
  it('tests membership in lists, sets and map keys', () => {
    expect(value(`2 in [1, 2, 3]`)).toBe(true);
    expect(value(`2.0 in [1, 2, 3]`)).toBe(true);
    expect(value(`4 in [1, 2, 3]`)).toBe(false);
    expect(value(`'a' in {'a': 1}`)).toBe(true);
    expect(value(`'b' in {'a': 1}`)).toBe(false);
    expect(value(`1 in {'a': 1}`)).toBe(false);
    expect(value(`'x' in ['x', 'y'].toSet()`)).toBe(true);
    expect(value(`[1] in [[1], [2]]`)).toBe(true);
    expect(error(`'a' in 'abc'`)).toMatch(/string in string/);
  });

  it('checks types', () => {
    const cases: Array<[string, string]> = [
      ['true', 'bool'],
      ['1', 'int'],
      ['1.0', 'float'],
      ['1', 'number'],
      ['1.5', 'number'],
      [`'s'`, 'string'],
      ['[1]', 'list'],
      ['{}', 'map'],
      [`b'x'`, 'bytes'],
      ['/a/b', 'path'],
      ['timestamp.value(0)', 'timestamp'],
      [`duration.value(1, 's')`, 'duration'],
      ['latlng.value(1, 2)', 'latlng'],
      ['[1].toSet()', 'set'],
      ['{}.diff({})', 'map_diff'],
    ];
    for (const [expr, type] of cases)
      expect(value(`${expr} is ${type}`), `${expr} is ${type}`).toBe(true);
    expect(value(`'1' is int`)).toBe(false);
    expect(value(`null is map`)).toBe(false);
    expect(value(`1 is float`)).toBe(false);
    expect(value(`[1] is map`)).toBe(false);
  });
});

describe('logic', () => {
  it('negates booleans only', () => {
    expect(value('!true')).toBe(false);
    expect(value('!!true')).toBe(true);
    expect(error('!1')).toMatch(/!int/);
  });

  it('evaluates && and || with the usual truth tables', () => {
    expect(value('true && true')).toBe(true);
    expect(value('true && false')).toBe(false);
    expect(value('false || true')).toBe(true);
    expect(value('false || false')).toBe(false);
    expect(value('false || true && false')).toBe(false);
    expect(value('true || false && false')).toBe(true);
  });

  it('short-circuits: a decisive left operand hides an error on the right', () => {
    expect(value('false && missing.field')).toBe(false);
    expect(value('true || missing.field')).toBe(true);
    expect(value('false && 1 / 0 == 1')).toBe(false);
  });

  it('lets a decisive right operand absorb an error on the left', () => {
    expect(value('missing.field && false')).toBe(false);
    expect(value('missing.field || true')).toBe(true);
  });

  it('propagates errors when nothing decides', () => {
    expect(error('true && missing')).toMatch(/Unknown variable 'missing'/);
    expect(error('missing && true')).toMatch(/Unknown variable 'missing'/);
    expect(error('false || missing')).toMatch(/Unknown variable 'missing'/);
    expect(error('missing || false')).toMatch(/Unknown variable 'missing'/);
    expect(error('missing || other')).toMatch(/Unknown variable 'missing'/);
    expect(error('missing && 1')).toMatch(/Unknown variable 'missing'/);
  });

  it('requires boolean operands', () => {
    expect(error('1 && true')).toMatch(/Condition must be bool, got int/);
    expect(error(`true && 'yes'`)).toMatch(/got string/);
    expect(error(`false || null`)).toMatch(/got null/);
  });

  it('evaluates only the chosen ternary branch', () => {
    expect(value(`true ? 'a' : missing`)).toBe('a');
    expect(value(`false ? missing : 'b'`)).toBe('b');
    expect(value(`1 > 2 ? 'a' : 2 > 1 ? 'b' : 'c'`)).toBe('b');
    expect(error(`1 ? 'a' : 'b'`)).toMatch(/Condition must be bool/);
  });
});

describe('member access and indexing', () => {
  const input = vars({ m: { a: { b: 1 }, 'with space': 2 }, l: [10, 20, 30], n: null });

  it('reads fields of maps', () => {
    expect(value('m.a.b', input)).toBe(1);
    expect(value(`m['with space']`, input)).toBe(2);
    expect(value(`m['a']['b']`, input)).toBe(1);
  });

  it('errors on missing keys, null and non-maps', () => {
    expect(error('m.zz', input)).toBe('Property zz is undefined on object.');
    expect(error(`m['zz']`, input)).toMatch(/Property zz is undefined/);
    expect(error('n.a', input)).toMatch(/Null value error/);
    expect(error('l.a', input)).toMatch(/Property a is not available on list/);
    expect(error('n[0]', input)).toMatch(/Null value error/);
    expect(error('m[1]', input)).toMatch(/Map keys must be strings/);
  });

  it('indexes and slices lists and strings', () => {
    expect(value('l[0]', input)).toBe(10);
    expect(value('l[2]', input)).toBe(30);
    expect(value('l[1:3]', input)).toEqual([20, 30]);
    expect(value('l[:1]', input)).toEqual([10]);
    expect(value('l[1:]', input)).toEqual([20, 30]);
    expect(value(`'hello'[1]`)).toBe('e');
    expect(value(`'hello'[0:3]`)).toBe('hel');
    expect(value(`'a😀b'[1]`)).toBe('😀');
    expect(value(`'a😀b'.size()`)).toBe(3);
  });

  it('errors on bad indexes', () => {
    expect(error('l[3]', input)).toMatch(/Index 3 out of range/);
    expect(error('l[-1]', input)).toMatch(/out of range/);
    expect(error(`l['x']`, input)).toMatch(/index must be int/);
    expect(error('l[2:1]', input)).toMatch(/Slice \[2:1\] out of range/);
    expect(error('l[0:4]', input)).toMatch(/out of range/);
    expect(error('m[0:1]', input)).toMatch(/Cannot slice map/);
    expect(error('1[0]')).toMatch(/Cannot index int/);
  });

  it('indexes paths by segment', () => {
    expect(value('/a/b/c[1]')).toBe('b');
    expect(error('/a/b[5]')).toMatch(/out of range/);
  });

  it('reports unknown variables and functions', () => {
    expect(error('nope')).toBe("Unknown variable 'nope'.");
    expect(error('nope()')).toMatch(/Function not found error: Name: \[nope\]/);
    expect(error(`'a'.nope()`)).toMatch(/Function not found error: Name: \[nope\] on string/);
    expect(error('math')).toMatch(/math is a namespace/);
    expect(error('math.nope(1)')).toMatch(/\[math\.nope\]/);
    expect(error('null.size()')).toMatch(/Null value error/);
  });
});
