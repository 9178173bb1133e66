import { describe, expect, it } from 'vitest';
import { evaluate, parseRules, rv, type EvaluationInput } from '../../src/rules/index.js';
import { user } from './helpers.js';

const rs = parseRules(`rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /avatars/{userId}/{fileName} {
      allow read;
      allow write: if request.auth != null && request.auth.uid == userId
        && request.resource.size < 5 * 1024 * 1024
        && request.resource.contentType.matches('image/.*');
      allow delete: if request.auth != null && request.auth.uid == userId;
    }
    match /menus/{allPaths=**} {
      allow read: if request.auth != null;
      allow write: if request.auth.token.get('admin', false) == true && bucket == 'demo-brunchers.appspot.com';
    }
  }
}`);

function upload(size: number, contentType: string): EvaluationInput['requestResource'] {
  return rv.fromJs({
    name: 'x',
    bucket: 'demo-brunchers.appspot.com',
    size,
    contentType,
    metadata: {},
  });
}

function storage(
  method: EvaluationInput['method'],
  object: string,
  extra: Partial<EvaluationInput> = {},
): boolean {
  return evaluate(rs, {
    service: 'firebase.storage',
    path: `/b/demo-brunchers.appspot.com/o/${object}`,
    method,
    auth: null,
    time: new Date(),
    resource: null,
    ...extra,
  }).allowed;
}

describe('realistic Storage ruleset', () => {
  it('accepts a small image uploaded by its owner', () => {
    expect(
      storage('create', 'avatars/u1/me.png', {
        auth: user('u1'),
        requestResource: upload(1024, 'image/png'),
      }),
    ).toBe(true);
    expect(
      storage('update', 'avatars/u1/me.png', {
        auth: user('u1'),
        requestResource: upload(5 * 1024 * 1024 - 1, 'image/jpeg'),
      }),
    ).toBe(true);
  });

  it('refuses big files, non-images, strangers and anonymous uploads', () => {
    expect(
      storage('create', 'avatars/u1/me.png', {
        auth: user('u1'),
        requestResource: upload(5 * 1024 * 1024, 'image/png'),
      }),
    ).toBe(false);
    expect(
      storage('create', 'avatars/u1/me.pdf', {
        auth: user('u1'),
        requestResource: upload(10, 'application/pdf'),
      }),
    ).toBe(false);
    expect(
      storage('create', 'avatars/u1/me.png', {
        auth: user('u2'),
        requestResource: upload(10, 'image/png'),
      }),
    ).toBe(false);
    expect(
      storage('create', 'avatars/u1/me.png', { requestResource: upload(10, 'image/png') }),
    ).toBe(false);
  });

  it('lets anyone read avatars and only the owner delete', () => {
    expect(storage('get', 'avatars/u1/me.png')).toBe(true);
    expect(storage('delete', 'avatars/u1/me.png', { auth: user('u1') })).toBe(true);
    expect(storage('delete', 'avatars/u1/me.png', { auth: user('u2') })).toBe(false);
  });

  it('matches nested objects with a recursive wildcard and reads custom claims', () => {
    expect(storage('get', 'menus/2026/spring/brunch.pdf', { auth: user('u1') })).toBe(true);
    expect(storage('get', 'menus/a.pdf')).toBe(false);
    expect(
      storage('create', 'menus/2026/a.pdf', {
        auth: user('boss', { admin: true }),
        requestResource: upload(1, 'application/pdf'),
      }),
    ).toBe(true);
    expect(
      storage('create', 'menus/2026/a.pdf', {
        auth: user('u1'),
        requestResource: upload(1, 'application/pdf'),
      }),
    ).toBe(false);
    expect(
      storage('create', 'menus/2026/a.pdf', { requestResource: upload(1, 'application/pdf') }),
    ).toBe(false);
  });

  it('does not match paths outside the declared blocks', () => {
    const result = evaluate(rs, {
      service: 'firebase.storage',
      path: '/b/bkt/o/other/file',
      method: 'get',
      auth: null,
      time: new Date(),
      resource: null,
    });
    expect(result).toEqual({
      allowed: false,
      error: "No matching allow statements for 'get' on /b/bkt/o/other/file.",
    });
  });
});
