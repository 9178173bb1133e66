import { describe, expect, it } from 'vitest';
import { evaluate, rv } from '../../src/rules/index.js';
import { error, firestoreInput, firestoreRules, user, value } from './helpers.js';

describe('request.auth', () => {
  it('is null when unauthenticated', () => {
    expect(value('request.auth == null')).toBe(true);
    expect(error('request.auth.uid')).toMatch(/Null value error/);
    expect(value('request.auth != null && request.auth.uid == "x"')).toBe(false);
  });

  it('exposes uid and every token claim', () => {
    const auth = user('alice', {
      email: 'a@x.com',
      email_verified: true,
      admin: true,
      level: 3,
      roles: ['staff'],
    });
    expect(value('request.auth.uid', { auth })).toBe('alice');
    expect(value('request.auth.token.email', { auth })).toBe('a@x.com');
    expect(value('request.auth.token.email_verified', { auth })).toBe(true);
    expect(value('request.auth.token.firebase.sign_in_provider', { auth })).toBe('password');
    expect(value('request.auth.token.admin == true', { auth })).toBe(true);
    expect(value('request.auth.token.level is int', { auth })).toBe(true);
    expect(value(`'staff' in request.auth.token.roles`, { auth })).toBe(true);
    expect(error('request.auth.token.missingClaim', { auth })).toMatch(
      /Property missingClaim is undefined/,
    );
    expect(value(`request.auth.token.get('missingClaim', false)`, { auth })).toBe(false);
  });
});

describe('request fields', () => {
  it('method, path and time', () => {
    const input = firestoreInput('update', '/a/b', { time: new Date('2026-02-03T04:05:06Z') });
    expect(value('request.method', input)).toBe('update');
    expect(value('request.path', input)).toBe('/databases/(default)/documents/a/b');
    expect(value('request.path[4]', input)).toBe('b');
    expect(
      value('request.time == timestamp.date(2026, 2, 3) + duration.time(4, 5, 6, 0)', input),
    ).toBe(true);
  });

  it('request.resource is null unless a write supplies it', () => {
    expect(value('request.resource == null')).toBe(true);
    const requestResource = rv.firestoreResource('projects/p/databases/(default)/documents/a/b', {
      n: { integerValue: '1' },
    });
    expect(value('request.resource.data.n', { requestResource })).toBe(1);
    expect(value('request.resource.id', { requestResource })).toBe('b');
  });

  it('request.query for list requests', () => {
    expect(value('request.query.limit', { query: { limit: 20 } })).toBe(20);
    expect(
      value('request.query.offset == null && request.query.orderBy == null', {
        query: { limit: 20 },
      }),
    ).toBe(true);
    expect(value(`request.query.orderBy`, { query: { orderBy: 'createdAt' } })).toBe('createdAt');
    expect(error('request.query.limit')).toMatch(/Property query is undefined/);
  });

  it('resource is the existing document or null', () => {
    expect(value('resource == null')).toBe(true);
    const resource = rv.firestoreResource('projects/p/databases/(default)/documents/a/b', {
      owner: { stringValue: 'u' },
    });
    expect(value('resource.data.owner', { resource })).toBe('u');
    expect(value('resource.__name__', { resource })).toBe('/databases/(default)/documents/a/b');
  });

  it('extra variables are bound globally', () => {
    expect(value('extra + 1', { variables: { extra: rv.int(41) } })).toBe(42);
  });
});

describe('list queries judged against partial resources', () => {
  const rs = firestoreRules(`
    match /orders/{orderId} {
      allow list: if request.auth != null && resource.data.ownerId == request.auth.uid && request.query.limit <= 50;
    }`);

  const partial = (fields: Record<string, unknown>) =>
    rv.firestoreResource(
      'projects/p/databases/(default)/documents/orders/x',
      rv.fromJs(fields) as never,
    );

  it('allows a query pinned to the caller', () => {
    const input = firestoreInput('list', '/orders/x', {
      auth: user('u1'),
      resource: partial({ ownerId: 'u1' }),
      query: { limit: 10 },
    });
    expect(evaluate(rs, input).allowed).toBe(true);
  });

  it('denies when the constrained field is not pinned (missing key errors)', () => {
    const input = firestoreInput('list', '/orders/x', {
      auth: user('u1'),
      resource: partial({}),
      query: { limit: 10 },
    });
    const result = evaluate(rs, input);
    expect(result.allowed).toBe(false);
    expect(result.error).toMatch(/Property ownerId is undefined on object/);
  });

  it('denies another owner or a too-large limit', () => {
    expect(
      evaluate(
        rs,
        firestoreInput('list', '/orders/x', {
          auth: user('u1'),
          resource: partial({ ownerId: 'u2' }),
          query: { limit: 10 },
        }),
      ).allowed,
    ).toBe(false);
    expect(
      evaluate(
        rs,
        firestoreInput('list', '/orders/x', {
          auth: user('u1'),
          resource: partial({ ownerId: 'u1' }),
          query: { limit: 100 },
        }),
      ).allowed,
    ).toBe(false);
  });
});
