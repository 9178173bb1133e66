/** Firestore value semantics: cross-type order, numbers, NaN, UTF-8 strings, composite values. */
import { describe, expect, it } from 'vitest';
import {
  comparePaths,
  compareSegments,
  compareValues,
  valuesEqual,
} from '../../src/firestore/values.js';
import type { Value } from '../../src/firestore/types.js';
import { parseFieldPath, formatFieldPath } from '../../src/firestore/paths.js';

const ordered: Value[] = [
  { nullValue: 'NULL_VALUE' },
  { booleanValue: false },
  { booleanValue: true },
  { doubleValue: 'NaN' },
  { doubleValue: '-Infinity' },
  { integerValue: '-9223372036854775808' },
  { doubleValue: -1.5 },
  { integerValue: '0' },
  { doubleValue: 0.5 },
  { integerValue: '1' },
  { integerValue: '9007199254740993' },
  { doubleValue: 'Infinity' },
  { timestampValue: '1970-01-01T00:00:00Z' },
  { timestampValue: '2020-01-01T00:00:00.000001Z' },
  { timestampValue: '2020-01-01T00:00:00.1Z' },
  { stringValue: '' },
  { stringValue: 'a' },
  { stringValue: 'b' },
  { stringValue: '\uFFFF' },
  { stringValue: '😀' },
  { bytesValue: '' },
  { bytesValue: 'AA==' },
  { bytesValue: '/w==' },
  { referenceValue: 'projects/p/databases/(default)/documents/a/b' },
  { referenceValue: 'projects/p/databases/(default)/documents/a/b/c/d' },
  { referenceValue: 'projects/p/databases/(default)/documents/a/c' },
  { geoPointValue: { latitude: -10, longitude: 50 } },
  { geoPointValue: { latitude: 0, longitude: 0 } },
  { arrayValue: {} },
  { arrayValue: { values: [{ integerValue: '1' }] } },
  { arrayValue: { values: [{ integerValue: '1' }, { integerValue: '0' }] } },
  { arrayValue: { values: [{ integerValue: '2' }] } },
  { mapValue: {} },
  { mapValue: { fields: { a: { integerValue: '1' } } } },
  { mapValue: { fields: { a: { integerValue: '2' } } } },
  { mapValue: { fields: { b: { integerValue: '0' } } } },
];

describe('value ordering', () => {
  it('orders every pair like Firestore does', () => {
    for (let i = 0; i < ordered.length; i++) {
      for (let j = 0; j < ordered.length; j++) {
        const got = Math.sign(compareValues(ordered[i]!, ordered[j]!));
        expect([i, j, got]).toEqual([i, j, Math.sign(i - j)]);
      }
    }
  });

  it('treats ints and doubles as one numeric type', () => {
    expect(compareValues({ integerValue: '1' }, { doubleValue: 1 })).toBe(0);
    expect(valuesEqual({ integerValue: '1' }, { doubleValue: 1 })).toBe(true);
    expect(valuesEqual({ doubleValue: 'NaN' }, { doubleValue: 'NaN' })).toBe(false);
    expect(compareValues({ doubleValue: 'NaN' }, { doubleValue: 'NaN' })).toBe(0);
  });

  it('compares timestamps of different precision by instant', () => {
    expect(
      compareValues(
        { timestampValue: '2020-01-01T00:00:00.100Z' },
        { timestampValue: '2020-01-01T00:00:00.1Z' },
      ),
    ).toBe(0);
    expect(
      compareValues(
        { timestampValue: '2020-01-01T01:00:00+01:00' },
        { timestampValue: '2020-01-01T00:00:00Z' },
      ),
    ).toBe(0);
  });
});

describe('field paths', () => {
  it('parses and formats quoted segments', () => {
    expect(parseFieldPath('a.b')).toEqual(['a', 'b']);
    expect(parseFieldPath('`a.b`.c')).toEqual(['a.b', 'c']);
    expect(parseFieldPath('`x\\`y`')).toEqual(['x`y']);
    expect(formatFieldPath(['a.b', 'c', '1x'])).toBe('`a.b`.c.`1x`');
    expect(() => parseFieldPath('a..b')).toThrow();
    expect(() => parseFieldPath('`open')).toThrow();
  });
});

describe('fast comparisons (paths without splitting, integers without BigInt)', () => {
  /** The definition: segment by segment (numeric ids first), a shorter path first. */
  const bySegments = (a: string, b: string): number => {
    const x = a.split('/');
    const y = b.split('/');
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const c = compareSegments(x[i]!, y[i]!);
      if (c !== 0) return c;
    }
    return Math.sign(x.length - y.length);
  };

  it('orders paths as segment-by-segment comparison does', () => {
    // Characters below and above '/', and a character outside the BMP (a surrogate pair).
    const alphabet = ['a', 'b', '-', '.', ' ', '!', '0', '~', '\u00e9', '\ud83d\ude00', '\uffff'];
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) as number;
    const special = ['__id7__', '__id-2__', '__id12__', '__id', '__id1_', '_id1__'];
    const segment = () =>
      rnd() < 0.2
        ? special[Math.floor(rnd() * special.length)]!
        : Array.from(
            { length: 1 + Math.floor(rnd() * 3) },
            () => alphabet[Math.floor(rnd() * alphabet.length)],
          ).join('');
    const path = () => Array.from({ length: 1 + Math.floor(rnd() * 3) }, segment).join('/');
    for (let i = 0; i < 5000; i++) {
      const a = path();
      const b = rnd() < 0.3 ? `${a}${rnd() < 0.5 ? '/' : ''}${segment()}` : path();
      expect([a, b, comparePaths(a, b)]).toEqual([a, b, bySegments(a, b)]);
      expect(comparePaths(b, a) + bySegments(a, b)).toBe(0); // antisymmetric
    }
  });

  it('orders integers exactly, beyond what a double holds', () => {
    const ints = [
      '0',
      '-1',
      '1',
      '999999999999999',
      '1000000000000000',
      '9007199254740993',
      '9007199254740992',
      '-9223372036854775808',
      '9223372036854775807',
    ];
    for (const a of ints)
      for (const b of ints) {
        const expected = BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0;
        expect(compareValues({ integerValue: a }, { integerValue: b })).toBe(expected);
      }
  });
});

describe('document id order', () => {
  it('puts numeric ids (__id<long>__) first, by number, as Firestore does (nodejs-firestore system test)', () => {
    const ids = [
      'A',
      'a',
      'Aa',
      '7',
      '12',
      '__id7__',
      '__id12__',
      '__id-2__',
      '__id1_',
      '_id1__',
      '__id',
      '__id9223372036854775807__',
      '__id9223372036854775806__',
      '__id-9223372036854775808__',
      '__id-9223372036854775807__',
    ];
    const sorted = ids
      .map((id) => `c/${id}`)
      .sort(comparePaths)
      .map((p) => p.slice(2));
    expect(sorted).toEqual([
      '__id-9223372036854775808__',
      '__id-9223372036854775807__',
      '__id-2__',
      '__id7__',
      '__id12__',
      '__id9223372036854775806__',
      '__id9223372036854775807__',
      '12',
      '7',
      'A',
      'Aa',
      '__id',
      '__id1_',
      '_id1__',
      'a',
    ]);
  });
});
