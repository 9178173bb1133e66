// Units: form-body parsing and the search query language.
import { describe, expect, it } from 'vitest';
import { StripeApiError } from '../../src/stripe/errors.js';
import { FormSyntaxError, parseForm } from '../../src/stripe/form.js';
import { parseSearchQuery } from '../../src/stripe/api/search-query.js';

describe('parseForm', () => {
  it('builds nested hashes and arrays from bracketed keys', () => {
    const tree = parseForm(
      'line_items[0][price_data][unit_amount]=2450&line_items[0][quantity]=2&expand[]=a&expand[]=b&metadata[note]=a%20b+c&success_url=http%3A%2F%2Fx%2F%3Fid%3D%7BCHECKOUT_SESSION_ID%7D',
    );
    expect(JSON.parse(JSON.stringify(tree))).toEqual({
      line_items: { '0': { price_data: { unit_amount: '2450' }, quantity: '2' } },
      expand: { '0': 'a', '1': 'b' },
      metadata: { note: 'a b c' },
      success_url: 'http://x/?id={CHECKOUT_SESSION_ID}',
    });
  });

  it('rejects malformed keys and a key used both as value and hash', () => {
    expect(() => parseForm('a[b=1')).toThrow(FormSyntaxError);
    expect(() => parseForm('a=1&a[b]=2')).toThrow(FormSyntaxError);
    expect(() => parseForm('a=%E0%A4%A')).toThrow(FormSyntaxError);
  });

  it('does not let keys reach the object prototype', () => {
    const tree = parseForm('__proto__[polluted]=yes');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(tree)).toEqual(['__proto__']);
  });
});

describe('parseSearchQuery', () => {
  const record: Record<string, string | number> = {
    email: 'Ada@Example.com',
    name: 'Ada Lovelace',
    'metadata.uid': 'u1',
    created: 100,
  };
  const run = (query: string) =>
    parseSearchQuery(query, ['email', 'name', 'metadata', 'created'])((field) => record[field]);

  it('matches exact (case-insensitive), substring, metadata, numbers, negation, AND and OR', () => {
    expect(run("email:'ada@example.com'")).toBe(true);
    expect(run('email:"bob@example.com"')).toBe(false);
    expect(run("name~'love'")).toBe(true);
    expect(run("metadata['uid']:'u1' AND created>99")).toBe(true);
    expect(run("metadata['uid']:'u2' OR created<=100")).toBe(true);
    expect(run("-name~'love'")).toBe(false);
  });

  it('rejects what Stripe rejects', () => {
    expect(() => run("email:'a' AND name:'b' OR name:'c'")).toThrow(StripeApiError);
    expect(() => run("name~'ab'")).toThrow(/at least 3 characters/);
    expect(() => run("phone:'1'")).toThrow(/not supported/);
    expect(() => run('email')).toThrow(/could not parse/);
  });
});
