import { describe, expect, it } from 'vitest';
import { evaluate, rv, type DocumentLookup, type RulesValue } from '../../src/rules/index.js';
import { DB, firestoreInput, firestoreRules, user } from './helpers.js';

/** An in-memory document store that records every lookup. */
function store(
  docs: Record<string, Record<string, unknown>>,
  after: Record<string, Record<string, unknown>> = docs,
) {
  const calls: string[] = [];
  const toResource = (
    path: string,
    data: Record<string, unknown> | undefined,
  ): RulesValue | null =>
    data
      ? rv.firestoreResource(path, rv.fromJs(data) as Extract<RulesValue, { kind: 'map' }>)
      : null;
  const lookup: DocumentLookup = {
    get(path) {
      calls.push('get ' + path);
      return toResource(path, docs[path]);
    },
    getAfter(path) {
      calls.push('after ' + path);
      return toResource(path, after[path]);
    },
  };
  return { lookup, calls };
}

describe('get() and exists()', () => {
  const rs = firestoreRules(`
    match /rooms/{roomId} {
      allow get: if get(/databases/$(database)/documents/rooms/$(roomId)/members/$(request.auth.uid)).data.role == 'owner';
      allow list: if exists(/databases/$(database)/documents/bans/$(request.auth.uid)) == false;
      allow update: if getAfter(/databases/$(database)/documents/rooms/$(roomId)).data.count == 2
                    && existsAfter(/databases/$(database)/documents/audit/$(roomId));
      allow delete: if get(/databases/(default)/documents/admins/$(request.auth.uid)).data.on;
    }
    match /many/{n} {
      allow get: if exists(/databases/$(database)/documents/d/$(n)) || true;
      allow list: if [1,2,3,4,5,6,7,8,9,10].hasAll([1])
        && exists(/databases/$(database)/documents/d/1) && exists(/databases/$(database)/documents/d/2)
        && exists(/databases/$(database)/documents/d/3) && exists(/databases/$(database)/documents/d/4)
        && exists(/databases/$(database)/documents/d/5) && exists(/databases/$(database)/documents/d/6)
        && exists(/databases/$(database)/documents/d/7) && exists(/databases/$(database)/documents/d/8)
        && exists(/databases/$(database)/documents/d/9) && exists(/databases/$(database)/documents/d/10)
        && exists(/databases/$(database)/documents/d/1) && get(/databases/$(database)/documents/d/2).data.v == 2
        && exists(/databases/$(database)/documents/d/$(n));
    }
    match /bad/{n} {
      allow get: if get('/databases/x/documents/a/b') != null;
      allow list: if exists(/databases/$(database)/documents/onlyCollection);
    }`);

  const docs = Object.fromEntries(
    Array.from({ length: 11 }, (_, i) => [`${DB}/d/${i + 1}`, { v: i + 1 }]),
  ) as Record<string, Record<string, unknown>>;

  it('reads another document through the lookup', () => {
    const { lookup, calls } = store({
      [`${DB}/rooms/r1/members/alice`]: { role: 'owner' },
      [`${DB}/rooms/r1/members/bob`]: { role: 'guest' },
    });
    expect(
      evaluate(rs, firestoreInput('get', '/rooms/r1', { auth: user('alice'), lookup })).allowed,
    ).toBe(true);
    expect(
      evaluate(rs, firestoreInput('get', '/rooms/r1', { auth: user('bob'), lookup })).allowed,
    ).toBe(false);
    expect(calls).toEqual([`get ${DB}/rooms/r1/members/alice`, `get ${DB}/rooms/r1/members/bob`]);
  });

  it('errors for a missing document, as production does, so the condition denies', () => {
    const { lookup } = store({});
    const result = evaluate(
      rs,
      firestoreInput('get', '/rooms/r1', { auth: user('carol'), lookup }),
    );
    expect(result.allowed).toBe(false);
    expect(result.error).toBe(
      `Service call error. Function: [get], Argument: [${DB}/rooms/r1/members/carol]: document does not exist; use exists() to test for it. for 'get' @ L6`,
    );
  });

  it('does not let get() == null stand in for exists()', () => {
    const probe = firestoreRules(
      `match /x/{id} { allow get: if get(/databases/$(database)/documents/none/$(id)) == null; }`,
    );
    const { lookup } = store({});
    expect(evaluate(probe, firestoreInput('get', '/x/1', { lookup })).allowed).toBe(false);
  });

  it('exists() is false for missing documents', () => {
    const { lookup } = store({ [`${DB}/bans/mallory`]: {} });
    expect(
      evaluate(rs, firestoreInput('list', '/rooms/r1', { auth: user('alice'), lookup })).allowed,
    ).toBe(true);
    expect(
      evaluate(rs, firestoreInput('list', '/rooms/r1', { auth: user('mallory'), lookup })).allowed,
    ).toBe(false);
  });

  it('getAfter()/existsAfter() read the state after the write', () => {
    const before = { [`${DB}/rooms/r1`]: { count: 1 } };
    const after = { [`${DB}/rooms/r1`]: { count: 2 }, [`${DB}/audit/r1`]: {} };
    const { lookup, calls } = store(before, after);
    expect(
      evaluate(rs, firestoreInput('update', '/rooms/r1', { auth: user('a'), lookup })).allowed,
    ).toBe(true);
    expect(calls).toEqual([`after ${DB}/rooms/r1`, `after ${DB}/audit/r1`]);
  });

  it('accepts literal (default) database segments', () => {
    const { lookup } = store({ [`${DB}/admins/root`]: { on: true } });
    expect(
      evaluate(rs, firestoreInput('delete', '/rooms/r1', { auth: user('root'), lookup })).allowed,
    ).toBe(true);
  });

  it('allows ten distinct documents, caches repeats and refuses the eleventh', () => {
    const { lookup, calls } = store(docs);
    expect(evaluate(rs, firestoreInput('list', '/many/10', { lookup })).allowed).toBe(true);
    expect(calls).toHaveLength(10);
    const second = store(docs);
    const result = evaluate(rs, firestoreInput('list', '/many/11', { lookup: second.lookup }));
    expect(result.allowed).toBe(false);
    expect(result.error).toMatch(/Exceeded the limit of 10 document accesses/);
    expect(second.calls).toHaveLength(10);
  });

  it('honours a custom access limit', () => {
    const { lookup } = store(docs);
    const result = evaluate(
      rs,
      firestoreInput('list', '/many/1', { lookup, maxDocumentAccesses: 3 }),
    );
    expect(result.error).toMatch(/limit of 3 document accesses/);
  });

  it('errors without a lookup, with a string or a collection path', () => {
    expect(evaluate(rs, firestoreInput('get', '/rooms/r1', { auth: user('a') })).error).toMatch(
      /get\(\) is not available/,
    );
    const { lookup } = store({});
    expect(evaluate(rs, firestoreInput('get', '/bad/1', { lookup })).error).toMatch(
      /get\(\) needs a path, got string/,
    );
    expect(evaluate(rs, firestoreInput('list', '/bad/1', { lookup })).error).toMatch(
      /needs a document path/,
    );
  });

  it('an error in a lookup-based || still lets the other side decide', () => {
    expect(evaluate(rs, firestoreInput('get', '/many/1')).allowed).toBe(true);
  });
});
