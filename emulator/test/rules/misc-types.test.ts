import { describe, expect, it } from 'vitest';
import { toJs } from '../../src/rules/index.js';
import { error, value } from './helpers.js';

describe('bytes', () => {
  it('size, base64, hex', () => {
    expect(value(`b'\\x01\\x02\\xff'.size()`)).toBe(3);
    expect(value(`b'hello'.toBase64()`)).toBe('aGVsbG8=');
    expect(value(`b'\\xFB\\xEF\\xBE'.toBase64()`)).toBe('----');
    expect(value(`b'\\xFF\\xFF'.toBase64()`)).toBe('__8=');
    expect(value(`b'\\x0f\\xff'.toHexString()`)).toBe('0FFF');
    expect(value(`b'a' == b'a'`)).toBe(true);
    expect(value(`b'a' < b'b'`)).toBe(true);
    expect(error(`b'a'.lower()`)).toMatch(/\[lower\] on bytes/);
  });
});

describe('hashing', () => {
  it('computes digests of strings and bytes', () => {
    expect(value(`hashing.md5('hello').toHexString()`)).toBe('5D41402ABC4B2A76B9719D911017C592');
    expect(value(`hashing.sha256('hello').toHexString()`)).toBe(
      '2CF24DBA5FB0A30E26E83B2AC5B9E29E1B161E5C1FA7425E73043362938B9824',
    );
    expect(value(`hashing.crc32('hello').toHexString()`)).toBe('3610A686');
    expect(value(`hashing.crc32('123456789').toHexString()`)).toBe('CBF43926');
    expect(value(`hashing.crc32c('123456789').toHexString()`)).toBe('E3069283');
    expect(value(`hashing.sha256(b'hello') == hashing.sha256('hello')`)).toBe(true);
    expect(value(`hashing.md5('x') is bytes`)).toBe(true);
  });

  it('refuses other types', () => {
    expect(error(`hashing.md5(1)`)).toMatch(/md5\(\) needs a string or bytes, got int/);
    expect(error(`hashing.sha1('x')`)).toMatch(/\[hashing\.sha1\]/);
  });
});

describe('latlng', () => {
  it('reads coordinates and measures distance in metres', () => {
    expect(value('latlng.value(48.85, 2.35).latitude()')).toBe(48.85);
    expect(value('latlng.value(48.85, 2).longitude()')).toBe(2);
    expect(value('latlng.value(1, 1).distance(latlng.value(1, 1))')).toBe(0);
    const parisLondon = value(
      'latlng.value(48.8566, 2.3522).distance(latlng.value(51.5074, -0.1278))',
    ) as number;
    expect(parisLondon).toBeGreaterThan(340_000);
    expect(parisLondon).toBeLessThan(345_000);
    expect(value('latlng.value(1, 2) == latlng.value(1.0, 2.0)')).toBe(true);
  });

  it('refuses out-of-range coordinates', () => {
    expect(error('latlng.value(91, 0)')).toMatch(/out of range/);
    expect(error('latlng.value(0, 181)')).toMatch(/out of range/);
    expect(error(`latlng.value('1', 0)`)).toMatch(/must be int or float/);
  });
});

describe('path', () => {
  it('builds paths from strings and compares them', () => {
    expect(value(`path('/a/b') == /a/b`)).toBe(true);
    expect(value(`path('a/b/') == /a/b`)).toBe(true);
    expect(value(`/a/b == /a/c`)).toBe(false);
    expect(value(`string(/a/b)`)).toBe('/a/b');
    expect(value(`path('/x/y/z')[2]`)).toBe('z');
    expect(error(`path(1)`)).toMatch(/path\(\) argument 1 must be string/);
  });

  it('binds $(name) segments', () => {
    expect(value(`path('/users/$(uid)/posts/$(post)').bind({'uid': 'u1', 'post': 'p2'})`)).toBe(
      '/users/u1/posts/p2',
    );
    expect(error(`path('/users/$(uid)').bind({'uid': 1})`)).toMatch(
      /bind\(\) values must be strings/,
    );
  });
});

describe('conversions', () => {
  it('int()', () => {
    expect(value('int(3.9)')).toBe(3);
    expect(value('int(-3.9)')).toBe(-3);
    expect(value(`int('42')`)).toBe(42);
    expect(value(`int('-7')`)).toBe(-7);
    expect(value('int(5)')).toBe(5);
    expect(error(`int('4.2')`)).toMatch(/not an integer/);
    expect(error(`int(float('NaN'))`)).toMatch(/cannot convert NaN/);
    expect(error(`int(1e30)`)).toMatch(/out of int range/);
    expect(error(`int(null)`)).toMatch(/cannot convert null/);
  });

  it('float()', () => {
    expect(value('float(2)')).toBe(2);
    expect(value('float(2) is float')).toBe(true);
    expect(value(`float('2.5')`)).toBe(2.5);
    expect(value(`float('-1e3')`)).toBe(-1000);
    expect(value(`float('Infinity')`)).toBe(Infinity);
    expect(error(`float('abc')`)).toMatch(/not a number/);
    expect(error(`float([])`)).toMatch(/cannot convert list/);
  });

  it('string()', () => {
    expect(value('string(true)')).toBe('true');
    expect(value('string(1)')).toBe('1');
    expect(value('string(2.0)')).toBe('2.0');
    expect(value('string(2.5)')).toBe('2.5');
    expect(value('string(null)')).toBe('null');
    expect(value(`string('s')`)).toBe('s');
    expect(error('string([1])')).toMatch(/cannot convert list/);
    expect(error('string()')).toMatch(/takes 1 argument, got 0/);
  });

  it('debug() returns its argument and reports it', () => {
    const seen: unknown[] = [];
    expect(value(`debug({'a': 1}).a + debug(2)`, { onDebug: (v) => seen.push(toJs(v)) })).toBe(3);
    expect(seen).toEqual([{ a: 1 }, 2]);
    expect(value(`debug('no listener')`)).toBe('no listener');
  });
});

describe('math', () => {
  it('abs, ceil, floor, round', () => {
    expect(value('math.abs(-3)')).toBe(3);
    expect(value('math.abs(-3) is int')).toBe(true);
    expect(value('math.abs(-2.5)')).toBe(2.5);
    expect(value('math.ceil(1.2)')).toBe(2);
    expect(value('math.ceil(1.2) is int')).toBe(true);
    expect(value('math.floor(-1.2)')).toBe(-2);
    expect(value('math.round(2.5)')).toBe(3);
    expect(value('math.round(-2.5)')).toBe(-3);
    expect(value('math.round(2.4)')).toBe(2);
    expect(value('math.floor(7)')).toBe(7);
    expect(error('math.abs(-9223372036854775808)')).toMatch(/overflow/);
    expect(error(`math.ceil('1')`)).toMatch(/must be int or float/);
  });

  it('sqrt, pow, isInfinite, isNaN', () => {
    expect(value('math.sqrt(16)')).toBe(4);
    expect(value('math.sqrt(16) is float')).toBe(true);
    expect(value('math.pow(2, 10)')).toBe(1024);
    expect(value('math.pow(4, 0.5)')).toBe(2);
    expect(value('math.isNaN(math.sqrt(-1))')).toBe(true);
    expect(value('math.isNaN(1)')).toBe(false);
    expect(value('math.isInfinite(1.0 / 0)')).toBe(true);
    expect(value('math.isInfinite(1.5)')).toBe(false);
    expect(error('math.pow(2)')).toMatch(/pow\(\) takes 2 arguments/);
  });
});
