import { describe, expect, it } from 'vitest';
import {
  RulesSyntaxError,
  evaluate,
  evaluateExpression,
  parseRules,
  rv,
  toJs,
} from '../../src/rules/index.js';
import { DB, firestoreInput, firestoreRules } from './helpers.js';

describe('robustness', () => {
  it('turns exceptions thrown by a lookup into a denial that names them', () => {
    const rs = firestoreRules(
      `match /a/{id} { allow get: if exists(/databases/$(database)/documents/b/c); }`,
    );
    const lookup = {
      get(): never {
        throw new Error('store offline');
      },
    };
    expect(evaluate(rs, firestoreInput('get', '/a/1', { lookup }))).toEqual({
      allowed: false,
      error: "Internal error: store offline for 'get' @ L4",
    });
  });

  it('denies instead of throwing on malformed input', () => {
    const rs = firestoreRules(`match /a/{id} { allow get; }`);
    expect(evaluate(rs, firestoreInput('get', '/a/1', { time: new Date(NaN) }))).toEqual({
      allowed: false,
      error: expect.stringMatching(/^Invalid request: /),
    });
  });

  it('reports absurdly nested expressions as a syntax error', () => {
    const deep = '('.repeat(20000) + '1' + ')'.repeat(20000);
    expect(() => parseRules(`service s { match /a { allow read: if ${deep} == 1; } }`)).toThrow(
      RulesSyntaxError,
    );
  });

  it('keeps no state between evaluations of one ruleset', () => {
    const rs = firestoreRules(
      `match /a/{id} { allow get: if exists(/databases/$(database)/documents/b/$(id)); }`,
    );
    const lookup = { get: (path: string) => (path.startsWith(`${DB}/b/`) ? rv.map({}) : null) };
    for (let i = 0; i < 25; i++) {
      expect(
        evaluate(rs, firestoreInput('get', `/a/${i}`, { lookup, maxDocumentAccesses: 1 })).allowed,
      ).toBe(true);
    }
  });

  it('throws syntax errors from evaluateExpression', () => {
    expect(() => evaluateExpression('1 +')).toThrow(/Line 1, column 4: unexpected end of file/);
    expect(() => evaluateExpression('1 2')).toThrow(/unexpected '2' after the expression/);
  });
});

describe('toJs', () => {
  it('renders every kind for debugging', () => {
    const show = (src: string): unknown => {
      const r = evaluateExpression(src);
      if (r.error !== undefined) throw new Error(r.error);
      return toJs(r.value);
    };
    expect(show(`duration.value(1500, 'ms')`)).toEqual({ seconds: 1, nanos: 500_000_000 });
    expect(show('latlng.value(1, 2)')).toEqual({ latitude: 1, longitude: 2 });
    expect(show(`['a', 'a'].toSet()`)).toEqual(['a']);
    expect(show(`{'a': 1}.diff({})`)).toEqual({ left: { a: 1 }, right: {} });
    expect(show('9223372036854775807')).toBe(9223372036854775807n);
    expect(show('/a/b')).toBe('/a/b');
  });
});

describe('Storage with rules_version 1', () => {
  const rs = parseRules(`service firebase.storage {
    match /b/{bucket}/o {
      match /{allPaths=**} {
        allow read: if allPaths == 'public/' + allPaths.split('/')[1] && allPaths.matches('public/.*');
      }
    }
  }`);

  it('binds the recursive wildcard as a slash-joined string', () => {
    const input = (object: string) => ({
      service: 'firebase.storage' as const,
      path: `/b/bkt/o/${object}`,
      method: 'get' as const,
      auth: null,
      time: new Date(),
      resource: null,
    });
    expect(evaluate(rs, input('public/cat.png')).allowed).toBe(true);
    expect(evaluate(rs, input('private/cat.png')).allowed).toBe(false);
    expect(evaluate(rs, input('public/a/b.png')).allowed).toBe(false);
  });
});

describe('Storage rules reading Firestore', () => {
  const rs = parseRules(`rules_version = '2';
  service firebase.storage {
    match /b/{bucket}/o/venues/{venueId}/{file} {
      allow create: if firestore.get(/databases/(default)/documents/venues/$(venueId)).data.ownerId == request.auth.uid;
      allow delete: if firestore.exists(/databases/(default)/documents/admins/$(request.auth.uid));
    }
  }`);
  const lookup = {
    get: (path: string) =>
      path === '/databases/(default)/documents/venues/v1'
        ? rv.firestoreResource(path, { ownerId: { stringValue: 'owner' } })
        : null,
  };
  const input = (method: 'create' | 'delete', uid: string, withLookup = true) => ({
    service: 'firebase.storage' as const,
    path: '/b/bkt/o/venues/v1/photo.jpg',
    method,
    auth: { uid, token: {} },
    time: new Date(),
    resource: null,
    ...(withLookup && { lookup }),
  });

  it('uses firestore.get() and firestore.exists() through the lookup', () => {
    expect(evaluate(rs, input('create', 'owner')).allowed).toBe(true);
    expect(evaluate(rs, input('create', 'someone')).allowed).toBe(false);
    expect(evaluate(rs, input('delete', 'owner')).allowed).toBe(false);
    expect(evaluate(rs, input('create', 'owner', false)).error).toMatch(
      /firestore\.get\(\) is not available/,
    );
  });
});

describe('lexer corners', () => {
  const v = (src: string): unknown => {
    const r = evaluateExpression(src);
    if (r.error !== undefined) throw new Error(r.error);
    return toJs(r.value);
  };

  it('decodes the remaining escapes', () => {
    expect(v(`'\\a\\b\\f\\v\\r\\?\\\`'`)).toBe('\x07\b\f\v\r?`');
    expect(v(`'\\X41'`)).toBe('A');
    expect(v(`b'\\052'`)).toEqual(Uint8Array.of(42));
    expect(v(`b'*' == b'\\x2A'`)).toBe(true);
  });

  it('refuses malformed escapes and numbers', () => {
    expect(() => evaluateExpression(`'\\x4'`)).toThrow(/invalid \\x escape/);
    expect(() => evaluateExpression(`'\\U00110000'`)).toThrow(/invalid code point/);
    expect(() => evaluateExpression(`0x`)).toThrow(/malformed hexadecimal literal/);
    expect(() => evaluateExpression(`1e`)).toThrow(/malformed number/);
  });
});

describe('regular expression translation', () => {
  const v = (src: string): unknown => {
    const r = evaluateExpression(src);
    return r.error ?? toJs(r.value);
  };

  it('supports RE2 anchors, classes and unicode properties', () => {
    expect(v(`'abc'.matches('\\\\Aabc\\\\z')`)).toBe(true);
    expect(v(`'Ünïcode'.matches('\\\\p{L}+')`)).toBe(true);
    expect(v(`'a b'.matches('a[[:space:]]b')`)).toBe(true);
  });

  it('refuses what it cannot translate', () => {
    expect(v(`'a'.matches('(?U)a')`)).toMatch(/Unsupported regular expression flag/);
    expect(v(`'a'.matches('[[:^alpha:]]')`)).toMatch(/Unsupported character class/);
    expect(v(`'a'.matches('[[:nope:]]')`)).toMatch(/Unsupported character class/);
  });
});
