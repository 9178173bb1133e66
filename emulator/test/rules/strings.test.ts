import { describe, expect, it } from 'vitest';
import { error, value } from './helpers.js';

describe('string methods', () => {
  it('size counts characters', () => {
    expect(value(`'abc'.size()`)).toBe(3);
    expect(value(`''.size()`)).toBe(0);
    expect(value(`'é😀'.size()`)).toBe(2);
  });

  it('changes case and trims', () => {
    expect(value(`'AbC'.lower()`)).toBe('abc');
    expect(value(`'AbC'.upper()`)).toBe('ABC');
    expect(value(`'  a b  '.trim()`)).toBe('a b');
  });

  it('matches whole strings with RE2 patterns', () => {
    expect(value(`'user@domain.com'.matches('.*@domain[.]com')`)).toBe(true);
    expect(value(`'banana'.matches('.*@domain[.]com')`)).toBe(false);
    expect(value(`'abc'.matches('b')`)).toBe(false);
    expect(value(`'abc'.matches('a|abc')`)).toBe(true);
    expect(value(`'image/png'.matches('image/.*')`)).toBe(true);
    expect(value(`'text/image/png'.matches('image/.*')`)).toBe(false);
    expect(value(`'ABC'.matches('(?i)abc')`)).toBe(true);
    expect(value(`'a1'.matches('[[:alpha:]][[:digit:]]')`)).toBe(true);
    expect(value(`'abc'.matches(r'\\w+')`)).toBe(true);
    expect(value(`'ab'.matches('(?P<first>a)b')`)).toBe(true);
  });

  it('errors on invalid patterns and wrong argument types', () => {
    expect(error(`'a'.matches('(')`)).toMatch(/Invalid regular expression '\('/);
    expect(error(`'a'.matches(1)`)).toMatch(/matches\(\) argument 1 must be string, got int/);
    expect(error(`'a'.matches()`)).toMatch(/matches\(\) takes 1 argument, got 0/);
    expect(error(`'a'.lower(1)`)).toMatch(/lower\(\) takes 0 arguments/);
  });

  it('splits on a regular expression', () => {
    expect(value(`'a/b/c'.split('/')`)).toEqual(['a', 'b', 'c']);
    expect(value(`'a1b22c'.split('[0-9]+')`)).toEqual(['a', 'b', 'c']);
    expect(value(`'a-b_c'.split('(-|_)')`)).toEqual(['a', 'b', 'c']);
    expect(value(`'abc'.split(',')`)).toEqual(['abc']);
    expect(value(`'a.b'.split('.')`)).toEqual(['', '', '', '']);
  });

  it('replaces every regular-expression match', () => {
    expect(value(`'banana'.replace('a', 'o')`)).toBe('bonono');
    expect(value(`'banana'.replace('ana', 'ee')`)).toBe('beena');
    expect(value(`'foo@test.com'.replace('.', '-')`)).toBe('------------');
    expect(value(`'a-b'.replace('(a)-(b)', '\\\\2\\\\1')`)).toBe('ba');
    expect(value(`'cost: 5'.replace('[0-9]', '$$')`)).toBe('cost: $$');
  });

  it('encodes to UTF-8 bytes', () => {
    expect(value(`'é'.toUtf8()`)).toEqual(Uint8Array.of(0xc3, 0xa9));
    expect(value(`'abc'.toUtf8().size()`)).toBe(3);
  });

  it('has no methods Firebase lacks', () => {
    expect(error(`'abc'.startsWith('a')`)).toMatch(
      /Function not found error: Name: \[startsWith\]/,
    );
    expect(error(`'abc'.length`)).toMatch(/Property length is not available on string/);
  });
});
