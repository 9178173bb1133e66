import { describe, expect, it } from 'vitest';
import {
  evaluate,
  parseRules,
  rv,
  type EvaluationInput,
  type RulesValue,
} from '../../src/rules/index.js';
import { DB, firestoreInput, user } from './helpers.js';

/** A realistic ruleset: owner-only profiles with a field whitelist, role lookups, validated bookings. */
const rs = parseRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() { return request.auth != null; }
    function isUser(uid) { return signedIn() && request.auth.uid == uid; }
    function roleOf(venueId) {
      return get(/databases/$(database)/documents/venues/$(venueId)/staff/$(request.auth.uid)).data.role;
    }
    function incoming() { return request.resource.data; }

    // Profiles: anyone signed in may read; only the owner writes, and only whitelisted fields.
    match /users/{userId} {
      allow read: if signedIn();
      allow create: if isUser(userId)
        && incoming().keys().hasOnly(['displayName', 'photoUrl', 'createdAt'])
        && incoming().displayName is string
        && incoming().displayName.size() > 0 && incoming().displayName.size() <= 40
        && incoming().createdAt == request.time;
      allow update: if isUser(userId)
        && incoming().diff(resource.data).affectedKeys().hasOnly(['displayName', 'photoUrl']);
      allow delete: if false;
    }

    // Venues: public read; managers edit; owners delete.
    match /venues/{venueId} {
      allow read;
      allow update: if signedIn() && roleOf(venueId) in ['manager', 'owner'];
      allow delete: if signedIn() && roleOf(venueId) == 'owner';

      match /bookings/{bookingId} {
        allow create: if isUser(incoming().guestId)
          && incoming().partySize is int && incoming().partySize >= 1 && incoming().partySize <= 12
          && incoming().when > request.time
          && exists(/databases/$(database)/documents/venues/$(venueId));
        allow read: if isUser(resource.data.guestId) || (signedIn() && roleOf(venueId) != null);
      }
    }
  }
}`);

const NOW = new Date('2026-03-01T10:00:00Z');

function doc(path: string, data: Record<string, unknown>): RulesValue {
  return rv.firestoreResource(DB + path, rv.fromJs(data) as Extract<RulesValue, { kind: 'map' }>);
}

const stored: Record<string, RulesValue> = {
  [`${DB}/venues/v1`]: doc('/venues/v1', { name: 'Eggcellent' }),
  [`${DB}/venues/v1/staff/mgr`]: doc('/venues/v1/staff/mgr', { role: 'manager' }),
  [`${DB}/venues/v1/staff/own`]: doc('/venues/v1/staff/own', { role: 'owner' }),
};
const lookup = { get: (path: string) => stored[path] ?? null };

function request(
  method: EvaluationInput['method'],
  path: string,
  extra: Partial<EvaluationInput> = {},
): boolean {
  return evaluate(rs, firestoreInput(method, path, { time: NOW, lookup, ...extra })).allowed;
}

describe('realistic Firestore ruleset: profiles', () => {
  const profile = { displayName: 'Ada', photoUrl: 'https://x/y.png', createdAt: NOW };

  it('lets signed-in users read profiles', () => {
    expect(request('get', '/users/ada', { auth: user('bob') })).toBe(true);
    expect(request('list', '/users/ada', { auth: null })).toBe(false);
  });

  it('lets the owner create a valid profile', () => {
    expect(
      request('create', '/users/ada', {
        auth: user('ada'),
        requestResource: doc('/users/ada', profile),
      }),
    ).toBe(true);
  });

  it('refuses creation by someone else, with extra keys, or with bad values', () => {
    expect(
      request('create', '/users/ada', {
        auth: user('bob'),
        requestResource: doc('/users/ada', profile),
      }),
    ).toBe(false);
    expect(
      request('create', '/users/ada', { auth: null, requestResource: doc('/users/ada', profile) }),
    ).toBe(false);
    expect(
      request('create', '/users/ada', {
        auth: user('ada'),
        requestResource: doc('/users/ada', { ...profile, admin: true }),
      }),
    ).toBe(false);
    expect(
      request('create', '/users/ada', {
        auth: user('ada'),
        requestResource: doc('/users/ada', { ...profile, displayName: '' }),
      }),
    ).toBe(false);
    expect(
      request('create', '/users/ada', {
        auth: user('ada'),
        requestResource: doc('/users/ada', { ...profile, displayName: 'x'.repeat(41) }),
      }),
    ).toBe(false);
    expect(
      request('create', '/users/ada', {
        auth: user('ada'),
        requestResource: doc('/users/ada', { ...profile, displayName: 7 }),
      }),
    ).toBe(false);
    expect(
      request('create', '/users/ada', {
        auth: user('ada'),
        requestResource: doc('/users/ada', { ...profile, createdAt: new Date(0) }),
      }),
    ).toBe(false);
  });

  it('lets the owner update whitelisted fields only', () => {
    const resource = doc('/users/ada', { ...profile, role: 'member' });
    const rename = doc('/users/ada', { ...profile, role: 'member', displayName: 'Ada L.' });
    const promote = doc('/users/ada', { ...profile, role: 'admin' });
    expect(
      request('update', '/users/ada', { auth: user('ada'), resource, requestResource: rename }),
    ).toBe(true);
    expect(
      request('update', '/users/ada', { auth: user('ada'), resource, requestResource: promote }),
    ).toBe(false);
    expect(
      request('update', '/users/ada', { auth: user('eve'), resource, requestResource: rename }),
    ).toBe(false);
  });

  it('never deletes profiles', () => {
    expect(
      request('delete', '/users/ada', { auth: user('ada'), resource: doc('/users/ada', profile) }),
    ).toBe(false);
  });
});

describe('realistic Firestore ruleset: venues and bookings', () => {
  it('uses staff roles looked up with get()', () => {
    expect(request('get', '/venues/v1')).toBe(true);
    expect(request('update', '/venues/v1', { auth: user('mgr') })).toBe(true);
    expect(request('update', '/venues/v1', { auth: user('own') })).toBe(true);
    expect(request('update', '/venues/v1', { auth: user('guest') })).toBe(false);
    expect(request('delete', '/venues/v1', { auth: user('mgr') })).toBe(false);
    expect(request('delete', '/venues/v1', { auth: user('own') })).toBe(true);
  });

  it('validates bookings', () => {
    const booking = (data: Record<string, unknown>) => ({
      requestResource: doc('/venues/v1/bookings/b1', data),
    });
    const future = new Date('2026-03-02T11:00:00Z');
    expect(
      request('create', '/venues/v1/bookings/b1', {
        auth: user('g'),
        ...booking({ guestId: 'g', partySize: 4, when: future }),
      }),
    ).toBe(true);
    expect(
      request('create', '/venues/v1/bookings/b1', {
        auth: user('g'),
        ...booking({ guestId: 'h', partySize: 4, when: future }),
      }),
    ).toBe(false);
    expect(
      request('create', '/venues/v1/bookings/b1', {
        auth: user('g'),
        ...booking({ guestId: 'g', partySize: 13, when: future }),
      }),
    ).toBe(false);
    expect(
      request('create', '/venues/v1/bookings/b1', {
        auth: user('g'),
        ...booking({ guestId: 'g', partySize: 2.5, when: future }),
      }),
    ).toBe(false);
    expect(
      request('create', '/venues/v1/bookings/b1', {
        auth: user('g'),
        ...booking({ guestId: 'g', partySize: 2, when: new Date(0) }),
      }),
    ).toBe(false);
    expect(
      request('create', '/venues/v1/bookings/b1', {
        auth: user('g'),
        ...booking({ guestId: 'g', partySize: 2 }),
      }),
    ).toBe(false);
    expect(
      request('create', '/venues/v2/bookings/b1', {
        auth: user('g'),
        ...booking({ guestId: 'g', partySize: 2, when: future }),
      }),
    ).toBe(false);
  });

  it('lets guests read their bookings and staff read all', () => {
    const resource = doc('/venues/v1/bookings/b1', { guestId: 'g', partySize: 2 });
    expect(request('get', '/venues/v1/bookings/b1', { auth: user('g'), resource })).toBe(true);
    expect(request('get', '/venues/v1/bookings/b1', { auth: user('mgr'), resource })).toBe(true);
    const stranger = evaluate(
      rs,
      firestoreInput('get', '/venues/v1/bookings/b1', {
        auth: user('x'),
        resource,
        lookup,
        time: NOW,
      }),
    );
    expect(stranger.allowed).toBe(false);
    expect(stranger.error).toMatch(/Service call error. Function: \[get\]/);
  });
});
