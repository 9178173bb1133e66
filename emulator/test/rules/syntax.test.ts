import { describe, expect, it } from 'vitest';
import { RulesSyntaxError, parseRules } from '../../src/rules/index.js';
import { error, value } from './helpers.js';

function syntaxError(source: string): RulesSyntaxError {
  try {
    parseRules(source);
  } catch (e) {
    if (e instanceof RulesSyntaxError) return e;
    throw e;
  }
  throw new Error('expected a RulesSyntaxError');
}

describe('parsing rules files', () => {
  it('accepts a complete file with comments, functions at every level and all allow forms', () => {
    const rs = parseRules(`rules_version = '2';
// file-level helper
function signedIn() { return request.auth != null; }
service cloud.firestore {
  function alwaysTrue() { return true; }
  /* block
     comment */
  match /databases/{database}/documents {
    match /a/{id} {
      function isA() { let x = 1; let y = x + 1; return y == 2 }
      allow read;
      allow get, list: if signedIn();
      allow create, update, delete: if isA() && alwaysTrue();
      allow write: if false;
    }
  }
}`);
    expect(rs.version).toBe('2');
    expect(rs.hasService('cloud.firestore')).toBe(true);
    expect(rs.hasService('firebase.storage')).toBe(false);
  });

  it('defaults to rules_version 1 and parses a storage service', () => {
    const rs = parseRules(
      `service firebase.storage { match /b/{bucket}/o { match /{all=**} { allow read; } } }`,
    );
    expect(rs.version).toBe('1');
    expect(rs.hasService('firebase.storage')).toBe(true);
  });

  it('reports a missing semicolon with line and column', () => {
    const e = syntaxError(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /a/{id} {
      allow read: if true
    }
  }
}`);
    expect(e.line).toBe(6);
    expect(e.column).toBe(5);
    expect(e.message).toBe("Line 6, column 5: expected ';' but found '}'");
    expect(e.reason).toBe("expected ';' but found '}'");
  });

  it('points at the offending token', () => {
    const e = syntaxError(
      `service cloud.firestore {\n  match /a {\n    allow read: if 1 +;\n  }\n}`,
    );
    expect([e.line, e.column]).toEqual([3, 23]);
    expect(e.reason).toMatch(/expected an expression/);
  });

  it.each([
    [`service s { match /a { allow fly: if true; } }`, /unknown method 'fly'/],
    [`service s { match /a { allow read: true; } }`, /expected 'if'/],
    [`service s { allow read; }`, /allow statements must be inside a match block/],
    [`service s { match a { } }`, /expected a path starting with '\/'/],
    [`service s { match /{a=*} { } }`, /expected a wildcard/],
    [`service s { match /{a}/{a} { } }`, /duplicate wildcard name 'a'/],
    [`rules_version = '2'; service s { match /{a=**}/{b=**} { } }`, /only one recursive wildcard/],
    [`service s { match /{a=**}/b { } }`, /must be the last path segment/],
    [`rules_version = '3'; service s {}`, /rules_version must be '1' or '2'/],
    [`service s { match /a { allow read: if 'abc; } }`, /unterminated string literal/],
    [`service s { match /a { allow read: if x is strin; } }`, /unknown type 'strin'/],
    [
      `service s { match /a { allow read: if true; }`,
      /expected 'match', 'function' or '}' but found end of file/,
    ],
    [
      `service s { match /a { allow read: if true;`,
      /expected 'match', 'allow', 'function' or '}' but found end of file/,
    ],
    [`service s { /* never closed`, /unterminated comment/],
    [`service s { match /a { allow read: if a # b; } }`, /unexpected character '#'/],
    [
      `service s { function f() { return 1; } function f() { return 2; } }`,
      /function 'f' is already defined/,
    ],
    [`service s { function f(a, a) { return a; } }`, /duplicate parameter 'a'/],
    [`service s { function f() { let x = 1; } }`, /expected 'return'/],
    [`service s { match /a { allow read: if 99999999999999999999 > 0; } }`, /out of 64-bit range/],
    [`service s { match /a { allow read: if 12abc; } }`, /malformed number/],
    [`service s { match /a { allow read: if '\\q' == ''; } }`, /invalid escape sequence/],
    [`service s { match /a { allow read: if exists(/a/$(b ; } }`, /expected '\)' to close '\$\('/],
    [
      `service s { match /a { allow read: if (1)(2); } }`,
      /only functions and methods can be called/,
    ],
    [`match /a { }`, /expected 'service' or 'function'/],
    [
      `service s { match /a { allow read: if a = b; } }`,
      /unexpected '='; use '==' to compare values/,
    ],
    [`service s { match /a { allow read: if a & b; } }`, /unexpected '&'; use '&&'/],
    [`service s { match /a { allow read: if a | b; } }`, /unexpected '\|'; use '\|\|'/],
    [``, /expected a service declaration/],
  ])('refuses %s', (source, message) => {
    const e = syntaxError(source);
    expect(e.reason).toMatch(message);
    expect(e.line).toBeGreaterThanOrEqual(1);
    expect(e.column).toBeGreaterThanOrEqual(1);
  });

  it('accepts rules_version 2 recursive wildcards in the middle of a path', () => {
    expect(() =>
      parseRules(
        `rules_version = '2'; service s { match /{path=**}/posts/{post} { allow read; } }`,
      ),
    ).not.toThrow();
  });
});

describe('literals', () => {
  it('parses numbers', () => {
    expect(value('42')).toBe(42);
    expect(value('0x1F')).toBe(31);
    expect(value('1.5')).toBe(1.5);
    expect(value('1e3')).toBe(1000);
    expect(value('2.5E-1')).toBe(0.25);
    expect(value('-9223372036854775808')).toBe(-9223372036854775808n);
    expect(value('9223372036854775807')).toBe(9223372036854775807n);
    expect(value('1e3 is float')).toBe(true);
    expect(value('3 is int')).toBe(true);
  });

  it('decodes string escapes, raw strings and unicode', () => {
    expect(value(`'a\\nb\\t\\'\\"\\\\'`)).toBe('a\nb\t\'"\\');
    expect(value(`"\\x41\\u00e9\\U0001F600\\101"`)).toBe('Aé😀A');
    expect(value(`r'a\\nb'`)).toBe('a\\nb');
    expect(value(`R"\\d+"`)).toBe('\\d+');
    expect(value(`'héllo'`)).toBe('héllo');
  });

  it('decodes bytes literals', () => {
    expect(value(`b'\\x00\\xFFa'`)).toEqual(Uint8Array.of(0, 255, 97));
    expect(value(`b'é'`)).toEqual(Uint8Array.of(0xc3, 0xa9));
    expect(value(`b"abc" == 'abc'.toUtf8()`)).toBe(true);
  });

  it('builds lists and maps, with trailing commas', () => {
    expect(value(`[1, 'a', [true, null],]`)).toEqual([1, 'a', [true, null]]);
    expect(value(`{'a': 1, 'b': {'c': [2]},}`)).toEqual({ a: 1, b: { c: [2] } });
    expect(value(`{}`)).toEqual({});
    expect(value(`[]`)).toEqual([]);
  });

  it('requires string map keys', () => {
    expect(error(`{1: 2}`)).toMatch(/Map keys must be strings/);
  });

  it('builds path literals with $() interpolation', () => {
    expect(
      value(`/databases/$(db)/documents/users/$(uid)`, {
        variables: {
          db: { kind: 'string', value: '(default)' },
          uid: { kind: 'string', value: 'u1' },
        },
      }),
    ).toBe('/databases/(default)/documents/users/u1');
    expect(value(`/a/b-c.d_e/x$(1 + 2)y`)).toBe('/a/b-c.d_e/x3y');
    expect(value(`/a/b is path`)).toBe(true);
    expect(value(`/a/b == path('/a/b')`)).toBe(true);
    expect(value(`/a/$(path('/b/c'))/d`)).toBe('/a/b/c/d');
    expect(error(`/a/$(true)`)).toMatch(/Path interpolation/);
  });
});
