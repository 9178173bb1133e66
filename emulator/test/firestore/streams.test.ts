/** The transport-neutral Listen and Write streams (what gRPC and WebChannel both use). */
import { beforeAll, describe, expect, it } from 'vitest';
import { FirestoreEngine, type RequestContext } from '../../src/firestore/engine.js';
import { openListenStream, openWriteStream, type StreamSink } from '../../src/firestore/streams.js';

const project = 'demo-streams';
const database = `projects/${project}/databases/(default)`;
const root = `${database}/documents`;
const owner: RequestContext = { project, database: '(default)', auth: 'owner' };
const alice: RequestContext = {
  project,
  database: '(default)',
  auth: { uid: 'alice', token: { sub: 'alice' } },
};

type Msg = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function recorder(): StreamSink & {
  messages: Msg[];
  errors: Array<{ code: number; message: string }>;
  take(): Msg[];
} {
  const messages: Msg[] = [];
  const errors: Array<{ code: number; message: string }> = [];
  return {
    messages,
    errors,
    send: (m) => messages.push(m as Msg),
    error: (e) => errors.push(e),
    end: () => undefined,
    take() {
      return messages.splice(0, messages.length);
    },
  };
}

let engine: FirestoreEngine;

function set(path: string, fields: Record<string, unknown>): string {
  return engine.commit(owner, database, [
    { update: { name: `${root}/${path}`, fields: fields as never } },
  ]).commitTime;
}

const kinds = (messages: Msg[]) =>
  messages.map((m) =>
    m.targetChange
      ? `${m.targetChange.targetChangeType}:${(m.targetChange.targetIds ?? []).join(',')}`
      : m.documentChange
        ? `change:${m.documentChange.document.name.split('/').pop()}`
        : m.documentDelete
          ? `delete:${m.documentDelete.document.split('/').pop()}`
          : `remove:${m.documentRemove.document.split('/').pop()}`,
  );

beforeAll(() => {
  engine = new FirestoreEngine();
  engine.setRules(
    project,
    `rules_version = '2';
service cloud.firestore { match /databases/{d}/documents {
  match /open/{id} { allow read, write: if true; }
  match /closed/{id} { allow read, write: if false; }
} }`,
  );
});

describe('Listen stream', () => {
  it('sends ADD, documents, CURRENT and a global snapshot, then per-commit changes', () => {
    set('open/a', { v: { integerValue: '1' } });
    const sink = recorder();
    const stream = openListenStream(engine, alice, sink);
    stream.write({
      database,
      addTarget: {
        targetId: 2,
        query: {
          parent: root,
          structuredQuery: {
            from: [{ collectionId: 'open' }],
            where: {
              fieldFilter: {
                field: { fieldPath: 'v' },
                op: 'GREATER_THAN',
                value: { integerValue: '0' },
              },
            },
          },
        },
      },
    });
    const initial = sink.take();
    expect(kinds(initial)).toEqual(['ADD:2', 'change:a', 'CURRENT:2', 'NO_CHANGE:']);
    expect(initial[2]!.targetChange.resumeToken).toBeTruthy();
    expect(initial[3]!.targetChange.readTime).toBe(initial[2]!.targetChange.readTime);

    const commitTime = set('open/b', { v: { integerValue: '2' } });
    const afterAdd = sink.take();
    expect(kinds(afterAdd)).toEqual(['change:b', 'NO_CHANGE:']);
    expect(afterAdd[1]!.targetChange.readTime).toBe(commitTime);

    set('open/a', { v: { integerValue: '0' } });
    expect(kinds(sink.take())).toEqual(['remove:a', 'NO_CHANGE:']);
    engine.commit(owner, database, [{ delete: `${root}/open/b` }]);
    expect(kinds(sink.take())).toEqual(['delete:b', 'NO_CHANGE:']);

    set('elsewhere/x', { v: { integerValue: '5' } });
    expect(sink.take()).toEqual([]);

    stream.write({ removeTarget: 2 });
    expect(kinds(sink.take())).toEqual(['REMOVE:2']);
    set('open/c', { v: { integerValue: '3' } });
    expect(sink.take()).toEqual([]);
    stream.close();
  });

  it('watches single documents and resends state with RESET on resume', () => {
    set('open/doc', { v: { integerValue: '1' } });
    const sink = recorder();
    const stream = openListenStream(engine, alice, sink);
    stream.write({
      database,
      addTarget: {
        targetId: 4,
        documents: { documents: [`${root}/open/doc`, `${root}/open/missing`] },
        resumeToken: 'AAAAAAAAAAE=',
      },
    });
    expect(kinds(sink.take())).toEqual([
      'ADD:4',
      'RESET:4',
      'change:doc',
      'CURRENT:4',
      'NO_CHANGE:',
    ]);
    set('open/missing', { v: { integerValue: '2' } });
    expect(kinds(sink.take())).toEqual(['change:missing', 'NO_CHANGE:']);
    stream.close();
  });

  it('denies a listen with targetChange REMOVE and cause code 7, and keeps the stream open', () => {
    const sink = recorder();
    const stream = openListenStream(engine, alice, sink);
    stream.write({
      database,
      addTarget: {
        targetId: 6,
        query: { parent: root, structuredQuery: { from: [{ collectionId: 'closed' }] } },
      },
    });
    const [removal] = sink.take();
    expect(removal!.targetChange).toMatchObject({
      targetChangeType: 'REMOVE',
      targetIds: [6],
      cause: { code: 7 },
    });
    stream.write({
      database,
      addTarget: { targetId: 8, documents: { documents: [`${root}/open/doc`] } },
    });
    expect(kinds(sink.take())[0]).toBe('ADD:8');
    expect(sink.errors).toEqual([]);
    stream.close();
  });

  it('keeps limit queries exact by re-running them', () => {
    for (const [id, s] of [
      ['l1', 1],
      ['l2', 2],
      ['l3', 3],
    ] as const)
      set(`open/${id}`, { s: { integerValue: String(s) } });
    const sink = recorder();
    const stream = openListenStream(engine, alice, sink);
    stream.write({
      database,
      addTarget: {
        targetId: 10,
        query: {
          parent: root,
          structuredQuery: {
            from: [{ collectionId: 'open' }],
            orderBy: [{ field: { fieldPath: 's' }, direction: 'DESCENDING' }],
            limit: 2,
          },
        },
      },
    });
    expect(kinds(sink.take())).toEqual([
      'ADD:10',
      'change:l3',
      'change:l2',
      'CURRENT:10',
      'NO_CHANGE:',
    ]);
    set('open/l4', { s: { integerValue: '4' } });
    expect(kinds(sink.take())).toEqual(['remove:l2', 'change:l4', 'NO_CHANGE:']);
    stream.close();
  });

  it('keeps limit and offset windows exact while skipping changes that cannot reach them', () => {
    const eng = new FirestoreEngine();
    const put = (path: string, fields: Record<string, unknown>) =>
      eng.commit(owner, database, [
        { update: { name: `${root}/${path}`, fields: fields as never } },
      ]);
    const del = (path: string) => eng.commit(owner, database, [{ delete: `${root}/${path}` }]);
    const int = (n: number) => ({ integerValue: String(n) });
    const listen = (targetId: number, collectionId: string, extra: Record<string, unknown>) => {
      const sink = recorder();
      const stream = openListenStream(eng, owner, sink);
      const structuredQuery = {
        from: [{ collectionId }],
        orderBy: [{ field: { fieldPath: 's' }, direction: 'ASCENDING' }],
        ...extra,
      };
      stream.write({ database, addTarget: { targetId, query: { parent: root, structuredQuery } } });
      return { sink, stream };
    };

    for (let i = 1; i <= 6; i++)
      put(`win/w${i}`, { s: int(i), kind: { stringValue: i % 2 ? 'odd' : 'even' } });
    const limited = listen(1, 'win', { limit: 3 });
    expect(kinds(limited.sink.take())).toEqual([
      'ADD:1',
      'change:w1',
      'change:w2',
      'change:w3',
      'CURRENT:1',
      'NO_CHANGE:',
    ]);
    put('win/w5', { s: int(50) }); // past the full window
    expect(kinds(limited.sink.take())).toEqual([]);
    put('win/w5', { s: int(0) }); // moves in, pushing w3 out
    expect(kinds(limited.sink.take())).toEqual(['remove:w3', 'change:w5', 'NO_CHANGE:']);
    del('win/w1'); // leaves; the next one past the window fills in
    expect(kinds(limited.sink.take())).toEqual(['delete:w1', 'change:w3', 'NO_CHANGE:']);
    put('win/w4', { other: int(1) }); // past the window and no longer matching (no s)
    expect(kinds(limited.sink.take())).toEqual([]);
    del('win/w2');
    expect(kinds(limited.sink.take())).toEqual(['delete:w2', 'change:w6', 'NO_CHANGE:']);
    put('win/w7', { s: int(4) }); // a new document inside the window's range
    expect(kinds(limited.sink.take())).toEqual(['remove:w6', 'change:w7', 'NO_CHANGE:']);
    limited.stream.close();

    // With a filter: a change that sorts inside the window but does not match is skipped.
    const filtered = listen(2, 'win', {
      where: {
        fieldFilter: { field: { fieldPath: 'kind' }, op: 'EQUAL', value: { stringValue: 'odd' } },
      },
      limit: 1,
    });
    expect(kinds(filtered.sink.take())).toEqual(['ADD:2', 'change:w3', 'CURRENT:2', 'NO_CHANGE:']);
    put('win/w8', { s: int(-1), kind: { stringValue: 'even' } });
    expect(kinds(filtered.sink.take())).toEqual([]);
    put('win/w8', { s: int(-1), kind: { stringValue: 'odd' } });
    expect(kinds(filtered.sink.take())).toEqual(['remove:w3', 'change:w8', 'NO_CHANGE:']);
    filtered.stream.close();

    // Offset: documents in the skipped prefix shift the window.
    for (let i = 1; i <= 5; i++) put(`off/o${i}`, { s: int(i) });
    const offset = listen(3, 'off', { offset: 1, limit: 2 });
    expect(kinds(offset.sink.take())).toEqual([
      'ADD:3',
      'change:o2',
      'change:o3',
      'CURRENT:3',
      'NO_CHANGE:',
    ]);
    del('off/o1');
    expect(kinds(offset.sink.take())).toEqual(['remove:o2', 'change:o4', 'NO_CHANGE:']);
    put('off/o0', { s: int(0) });
    expect(kinds(offset.sink.take())).toEqual(['remove:o4', 'change:o2', 'NO_CHANGE:']);
    put('off/o5', { s: int(5), note: int(1) }); // past the window
    expect(kinds(offset.sink.take())).toEqual([]);
    offset.stream.close();

    // A window that is not full takes any new match, wherever it sorts.
    put('few/f1', { s: int(1) });
    const few = listen(4, 'few', { limit: 3 });
    expect(kinds(few.sink.take())).toEqual(['ADD:4', 'change:f1', 'CURRENT:4', 'NO_CHANGE:']);
    put('few/f9', { s: int(9) });
    expect(kinds(few.sink.take())).toEqual(['change:f9', 'NO_CHANGE:']);
    few.stream.close();
  });

  it('accepts WebChannel-style JSON (timestamps as objects, limit as {value})', () => {
    const sink = recorder();
    const stream = openListenStream(engine, alice, sink);
    stream.write({
      database,
      addTarget: {
        targetId: 12,
        query: {
          parent: root,
          structuredQuery: { from: [{ collectionId: 'open' }], limit: { value: 1 } },
        },
        readTime: { seconds: '1', nanos: 0 },
      },
    });
    expect(kinds(sink.take())).toEqual([
      'ADD:12',
      'RESET:12',
      'change:a',
      'CURRENT:12',
      'NO_CHANGE:',
    ]);
    stream.close();
  });
});

describe('clearing a database', () => {
  it('tells listeners that every document is gone', () => {
    const fresh = new FirestoreEngine();
    fresh.commit(owner, database, [{ update: { name: `${root}/open/gone`, fields: {} } }]);
    const sink = recorder();
    const stream = openListenStream(fresh, owner, sink);
    stream.write({
      database,
      addTarget: {
        targetId: 1,
        query: { parent: root, structuredQuery: { from: [{ collectionId: 'open' }] } },
      },
    });
    sink.take();
    fresh.clear({ project, database: '(default)' });
    expect(kinds(sink.take())).toEqual(['delete:gone', 'NO_CHANGE:']);
    stream.close();
  });
});

describe('Write stream', () => {
  it('hands out a stream token, then commits each batch with transform results', () => {
    const sink = recorder();
    const stream = openWriteStream(engine, alice, sink);
    stream.write({ database });
    const [handshake] = sink.take();
    expect(handshake).toHaveProperty('streamId');
    expect(handshake).toHaveProperty('streamToken');
    stream.write({ streamToken: handshake!.streamToken, writes: [] });
    expect(sink.take()).toEqual([]);
    stream.write({
      streamToken: handshake!.streamToken,
      writes: [
        {
          update: { name: `${root}/open/w`, fields: {} },
          updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
        },
      ],
    });
    const [response] = sink.take();
    expect(response!.commitTime).toBeTruthy();
    expect(response!.writeResults[0].transformResults).toEqual([
      { timestampValue: response!.commitTime },
    ]);
    expect(response!.streamToken).not.toBe(handshake!.streamToken);
  });

  it('fails the stream with PERMISSION_DENIED on a denied write', () => {
    const sink = recorder();
    const stream = openWriteStream(engine, alice, sink);
    stream.write({ database });
    sink.take();
    stream.write({ writes: [{ update: { name: `${root}/closed/x`, fields: {} } }] });
    expect(sink.errors).toEqual([expect.objectContaining({ code: 7 })]);
    expect(engine.store({ project, database: '(default)' }).get('closed/x')).toBeNull();
  });
});
