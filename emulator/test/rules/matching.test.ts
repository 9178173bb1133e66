import { describe, expect, it } from 'vitest';
import { evaluate, parseRules, type EvaluationInput } from '../../src/rules/index.js';
import { firestoreInput, firestoreRules } from './helpers.js';

describe('match paths and wildcards', () => {
  const rs = firestoreRules(`
    match /users/{userId} {
      allow get: if userId == 'alice';
      match /posts/{postId} {
        allow get: if userId == 'alice' && postId.size() == 2 && database == '(default)';
      }
    }
    match /logs/{rest=**} {
      allow get: if rest == /a/b;
      allow list: if rest is path && rest == path('/');
    }
    match /{group=**}/comments/{commentId} {
      allow get: if commentId == 'c1' && string(group) == '/threads/t1';
    }
    match /exact/doc {
      allow get;
    }`);

  const get = (path: string): boolean => evaluate(rs, firestoreInput('get', path)).allowed;

  it('binds single-segment wildcards from outer and inner blocks', () => {
    expect(get('/users/alice')).toBe(true);
    expect(get('/users/bob')).toBe(false);
    expect(get('/users/alice/posts/p1')).toBe(true);
    expect(get('/users/alice/posts/p12')).toBe(false);
    expect(get('/users/bob/posts/p1')).toBe(false);
  });

  it('does not apply a block to deeper or shallower paths', () => {
    expect(get('/users')).toBe(false);
    expect(get('/users/alice/posts')).toBe(false);
    expect(get('/users/alice/posts/p1/x/y')).toBe(false);
    expect(get('/exact/doc')).toBe(true);
    expect(get('/exact/other')).toBe(false);
  });

  it('binds recursive wildcards as paths, zero or more segments (v2)', () => {
    expect(get('/logs/a/b')).toBe(true);
    expect(get('/logs/a')).toBe(false);
    expect(evaluate(rs, firestoreInput('list', '/logs')).allowed).toBe(true);
  });

  it('matches a recursive wildcard in the middle (collection groups)', () => {
    expect(get('/threads/t1/comments/c1')).toBe(true);
    expect(get('/threads/t2/comments/c1')).toBe(false);
    expect(get('/threads/t1/comments/c2')).toBe(false);
  });

  it('explains denials with the allow lines tried', () => {
    const result = evaluate(rs, firestoreInput('get', '/users/bob'));
    expect(result).toEqual({ allowed: false, error: "false for 'get' @ L6" });
    expect(evaluate(rs, firestoreInput('get', '/nothing/here')).error).toMatch(
      /No matching allow statements for 'get'/,
    );
    expect(
      evaluate(rs, { ...firestoreInput('get', '/users/alice'), service: 'firebase.storage' }).error,
    ).toMatch(/No rules for service/);
  });
});

describe('collection-group lists', () => {
  const rs = firestoreRules(`
    match /posts/{id} { allow list: if true; }
    match /users/{uid}/posts/{id} { allow list: if true; }
    match /{path=**}/comments/{id} { allow list: if path == path('/'); }
    match /users/{uid}/{path=**}/likes/{id} { allow list: if uid == 'alice' && id == '__list__'; }
    match /{document=**} { allow list: if false; }`);
  const group = (parentAndGroup: string): EvaluationInput =>
    firestoreInput('list', `${parentAndGroup}/__list__`, { collectionGroup: true });
  const allowedBy = (parentAndGroup: string): string | undefined => {
    const result = evaluate(rs, group(parentAndGroup));
    return result.allowed ? 'allowed' : result.error;
  };

  it('applies only blocks whose recursive wildcard can stand for the segments before the collection', () => {
    // Only the catch-all {document=**} (L9, false) spans every depth.
    expect(allowedBy('/posts')).toBe("false for 'list' @ L9");
    expect(allowedBy('/users/u1/posts')).toBe("false for 'list' @ L9");
    expect(allowedBy('/comments')).toBe('allowed');
    expect(evaluate(rs, firestoreInput('list', '/posts/__list__')).allowed).toBe(true);
  });

  it('binds the wildcard before the gap to the known segments (a query below a document)', () => {
    expect(allowedBy('/users/alice/likes')).toBe('allowed');
    expect(allowedBy('/users/bob/likes')).toBe("false for 'list' @ L8, false for 'list' @ L9");
  });

  it('without a catch-all, denies a group no recursive wildcard covers', () => {
    const plain = firestoreRules(`match /posts/{id} { allow read; }`);
    expect(evaluate(plain, group('/posts')).error).toMatch(
      /No matching allow statements for 'list'/,
    );
  });
});

describe('rules_version 1 recursive wildcards', () => {
  const rs = parseRules(`service cloud.firestore {
    match /databases/{database}/documents {
      match /logs/{rest=**} { allow get: if rest == 'a/b'; }
    }
  }`);
  const get = (path: string): boolean => evaluate(rs, firestoreInput('get', path)).allowed;

  it('match one or more segments and bind a string', () => {
    expect(get('/logs/a/b')).toBe(true);
    expect(get('/logs/a')).toBe(false);
    expect(evaluate(rs, firestoreInput('get', '/logs')).error).toMatch(/No matching allow/);
  });
});

describe('methods', () => {
  const rs = firestoreRules(`
    match /r/{id} { allow read: if true; }
    match /w/{id} { allow write: if true; }
    match /g/{id} { allow get: if true; }
    match /l/{id} { allow list: if true; }
    match /c/{id} { allow create: if true; }
    match /u/{id} { allow update: if true; }
    match /d/{id} { allow delete: if true; }
    match /multi/{id} { allow get, create: if true; }
    match /bare/{id} { allow read; }`);

  const allowed = (collection: string): string[] =>
    (['get', 'list', 'create', 'update', 'delete'] as const).filter(
      (m) => evaluate(rs, firestoreInput(m, `/${collection}/x`)).allowed,
    );

  it('expands read and write', () => {
    expect(allowed('r')).toEqual(['get', 'list']);
    expect(allowed('w')).toEqual(['create', 'update', 'delete']);
  });

  it('keeps the granular methods apart', () => {
    expect(allowed('g')).toEqual(['get']);
    expect(allowed('l')).toEqual(['list']);
    expect(allowed('c')).toEqual(['create']);
    expect(allowed('u')).toEqual(['update']);
    expect(allowed('d')).toEqual(['delete']);
    expect(allowed('multi')).toEqual(['get', 'create']);
  });

  it('allows without a condition', () => {
    expect(allowed('bare')).toEqual(['get', 'list']);
  });
});

describe('combining allow statements', () => {
  const rs = firestoreRules(`
    match /docs/{id} {
      allow read: if resource.data.missing == 1;
      allow read: if false;
    }
    match /docs/{id} {
      allow read: if id == 'open';
    }
    match /{document=**} {
      allow get: if id == 'never';
    }`);

  it('allows when any statement in any matching block is true', () => {
    expect(evaluate(rs, firestoreInput('get', '/docs/open')).allowed).toBe(true);
  });

  it('treats an erroring condition as false and reports every reason', () => {
    const input: EvaluationInput = firestoreInput('get', '/docs/closed', { resource: null });
    const result = evaluate(rs, input);
    expect(result.allowed).toBe(false);
    expect(result.error).toBe(
      "Null value error: cannot read property data of null. for 'get' @ L6, false for 'get' @ L7, false for 'get' @ L10, Unknown variable 'id'. for 'get' @ L13",
    );
  });
});
