import { describe, expect, it } from 'vitest';
import { rv, toJs } from '../../src/rules/index.js';
import { value } from './helpers.js';

describe('rv constructors', () => {
  it('build every kind of value', () => {
    expect(rv.null()).toEqual({ kind: 'null' });
    expect(rv.bool(true)).toEqual({ kind: 'bool', value: true });
    expect(rv.int(3)).toEqual({ kind: 'int', value: 3n });
    expect(rv.int(2n ** 62n)).toEqual({ kind: 'int', value: 2n ** 62n });
    expect(rv.float(1.5)).toEqual({ kind: 'float', value: 1.5 });
    expect(rv.string('s')).toEqual({ kind: 'string', value: 's' });
    expect(rv.bytes(Uint8Array.of(1))).toEqual({ kind: 'bytes', value: Uint8Array.of(1) });
    expect(rv.timestamp(new Date(1500))).toEqual({ kind: 'timestamp', nanos: 1_500_000_000n });
    expect(rv.timestamp({ seconds: 2, nanos: 5 })).toEqual({
      kind: 'timestamp',
      nanos: 2_000_000_005n,
    });
    expect(rv.duration(3, 1)).toEqual({ kind: 'duration', nanos: 3_000_000_001n });
    expect(rv.latlng(1, 2)).toEqual({ kind: 'latlng', lat: 1, lng: 2 });
    expect(rv.path('/a/b')).toEqual({ kind: 'path', segments: ['a', 'b'] });
    expect(toJs(rv.list([rv.int(1), rv.string('x')]))).toEqual([1, 'x']);
    expect(toJs(rv.map({ a: rv.bool(false) }))).toEqual({ a: false });
  });

  it('refuses non-integer and out-of-range ints', () => {
    expect(() => rv.int(1.5)).toThrow(/Not an integer/);
    expect(() => rv.int(2n ** 63n)).toThrow(RangeError);
    expect(() => rv.fromFirestoreValue({ integerValue: '9223372036854775808' })).toThrow(
      /out of 64-bit range/,
    );
    expect(() => rv.fromJs(2n ** 64n)).toThrow(RangeError);
  });

  it('converts plain JS', () => {
    const v = rv.fromJs({
      n: 1,
      f: 1.5,
      s: 's',
      b: true,
      z: null,
      u: undefined,
      l: [1],
      d: new Date(0),
      big: 5n,
      bytes: Uint8Array.of(7),
    });
    expect(toJs(v)).toEqual({
      n: 1,
      f: 1.5,
      s: 's',
      b: true,
      z: null,
      u: null,
      l: [1],
      d: new Date(0),
      big: 5,
      bytes: Uint8Array.of(7),
    });
    expect(rv.fromJs(2)).toEqual({ kind: 'int', value: 2n });
    expect(rv.fromJs(2.5)).toEqual({ kind: 'float', value: 2.5 });
    expect(rv.fromJs(1e21)).toEqual({ kind: 'float', value: 1e21 });
    expect(() => rv.fromJs(() => 1)).toThrow(/Cannot convert function/);
  });
});

describe('Firestore proto3 JSON values', () => {
  it('converts scalars', () => {
    expect(rv.fromFirestoreValue({ nullValue: 'NULL_VALUE' })).toEqual({ kind: 'null' });
    expect(rv.fromFirestoreValue({ booleanValue: false })).toEqual({ kind: 'bool', value: false });
    expect(rv.fromFirestoreValue({ integerValue: '9007199254740993' })).toEqual({
      kind: 'int',
      value: 9007199254740993n,
    });
    expect(rv.fromFirestoreValue({ doubleValue: 2.5 })).toEqual({ kind: 'float', value: 2.5 });
    expect(rv.fromFirestoreValue({ doubleValue: 'NaN' })).toMatchObject({
      kind: 'float',
      value: NaN,
    });
    expect(rv.fromFirestoreValue({ doubleValue: '-Infinity' })).toEqual({
      kind: 'float',
      value: -Infinity,
    });
    expect(rv.fromFirestoreValue({ doubleValue: 3 })).toEqual({ kind: 'float', value: 3 });
    expect(rv.fromFirestoreValue({ stringValue: '' })).toEqual({ kind: 'string', value: '' });
    expect(rv.fromFirestoreValue({ bytesValue: 'aGk=' })).toEqual({
      kind: 'bytes',
      value: Uint8Array.of(104, 105),
    });
    expect(rv.fromFirestoreValue({ geoPointValue: { latitude: 1.5, longitude: -2 } })).toEqual({
      kind: 'latlng',
      lat: 1.5,
      lng: -2,
    });
  });

  it('keeps timestamp nanoseconds and honours offsets', () => {
    expect(rv.fromFirestoreValue({ timestampValue: '2026-01-02T03:04:05.123456789Z' })).toEqual({
      kind: 'timestamp',
      nanos: BigInt(Date.UTC(2026, 0, 2, 3, 4, 5)) * 1_000_000n + 123_456_789n,
    });
    expect(rv.fromFirestoreValue({ timestampValue: '2026-01-02T05:04:05+02:00' })).toEqual(
      rv.fromFirestoreValue({ timestampValue: '2026-01-02T03:04:05Z' }),
    );
    expect(rv.fromFirestoreValue({ timestampValue: '2026-01-02T03:04:05.5Z' })).toEqual({
      kind: 'timestamp',
      nanos: BigInt(Date.UTC(2026, 0, 2, 3, 4, 5)) * 1_000_000n + 500_000_000n,
    });
    expect(() => rv.fromFirestoreValue({ timestampValue: 'yesterday' })).toThrow(
      /Invalid RFC 3339/,
    );
  });

  it('turns references into /databases/... paths', () => {
    const ref = rv.fromFirestoreValue({
      referenceValue: 'projects/p/databases/(default)/documents/users/u1',
    });
    expect(toJs(ref)).toBe('/databases/(default)/documents/users/u1');
  });

  it('converts arrays and nested maps', () => {
    const v = rv.fromFirestoreFields({
      tags: { arrayValue: { values: [{ stringValue: 'a' }, { integerValue: '2' }] } },
      empty: { arrayValue: {} },
      nested: { mapValue: { fields: { x: { mapValue: {} } } } },
    });
    expect(toJs(v)).toEqual({ tags: ['a', 2], empty: [], nested: { x: {} } });
  });

  it('refuses unknown value shapes', () => {
    expect(() => rv.fromFirestoreValue({} as never)).toThrow(/Unsupported Firestore value/);
  });

  it('builds resources with __name__, id and data', () => {
    const res = rv.firestoreResource(
      'projects/demo/databases/(default)/documents/rooms/r1/messages/m9',
      {
        text: { stringValue: 'hi' },
        kind: { stringValue: 'note' },
      },
    );
    const input = { variables: { r: res } };
    expect(value('r.id', input)).toBe('m9');
    expect(value('r.data.text', input)).toBe('hi');
    expect(value('r.data.kind', input)).toBe('note');
    expect(value('r.__name__ == /databases/(default)/documents/rooms/r1/messages/m9', input)).toBe(
      true,
    );
    expect(value('r.__name__[4]', input)).toBe('r1');
    expect(value(`r.data.keys().hasOnly(['text', 'kind'])`, input)).toBe(true);
  });
});
