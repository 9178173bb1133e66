/** The transport-neutral Listen and Write streams (what gRPC and WebChannel both use). */
import { beforeAll, describe, expect, it } from 'vitest';
import { FirestoreEngine, type RequestContext } from '../../src/firestore/engine.js';
import { openListenStream, openWriteStream, type StreamSink } from '../../src/firestore/streams.js';

const project = 'demo-streams';
const database = `projects/${project}/databases/(default)`;
const root = `${database}/documents`;
const owner: RequestContext = { project, database: '(default)', auth: 'owner' };
const alice: RequestContext = { project, database: '(default)', auth: { uid: 'alice', token: { sub: 'alice' } } };

type Msg = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function recorder(): StreamSink & { messages: Msg[]; errors: Array<{ code: number; message: string }>; take(): Msg[] } {
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
  return engine.commit(owner, database, [{ update: { name: `${root}/${path}`, fields: fields as never } }]).commitTime;
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
    stream.write({ database, addTarget: { targetId: 2, query: { parent: root, structuredQuery: { from: [{ collectionId: 'open' }], where: { fieldFilter: { field: { fieldPath: 'v' }, op: 'GREATER_THAN', value: { integerValue: '0' } } } } } } });
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
    stream.write({ database, addTarget: { targetId: 4, documents: { documents: [`${root}/open/doc`, `${root}/open/missing`] }, resumeToken: 'AAAAAAAAAAE=' } });
    expect(kinds(sink.take())).toEqual(['ADD:4', 'RESET:4', 'change:doc', 'CURRENT:4', 'NO_CHANGE:']);
    set('open/missing', { v: { integerValue: '2' } });
    expect(kinds(sink.take())).toEqual(['change:missing', 'NO_CHANGE:']);
    stream.close();
  });

  it('denies a listen with targetChange REMOVE and cause code 7, and keeps the stream open', () => {
    const sink = recorder();
    const stream = openListenStream(engine, alice, sink);
    stream.write({ database, addTarget: { targetId: 6, query: { parent: root, structuredQuery: { from: [{ collectionId: 'closed' }] } } } });
    const [removal] = sink.take();
    expect(removal!.targetChange).toMatchObject({ targetChangeType: 'REMOVE', targetIds: [6], cause: { code: 7 } });
    stream.write({ database, addTarget: { targetId: 8, documents: { documents: [`${root}/open/doc`] } } });
    expect(kinds(sink.take())[0]).toBe('ADD:8');
    expect(sink.errors).toEqual([]);
    stream.close();
  });

  it('keeps limit queries exact by re-running them', () => {
    for (const [id, s] of [['l1', 1], ['l2', 2], ['l3', 3]] as const) set(`open/${id}`, { s: { integerValue: String(s) } });
    const sink = recorder();
    const stream = openListenStream(engine, alice, sink);
    stream.write({ database, addTarget: { targetId: 10, query: { parent: root, structuredQuery: { from: [{ collectionId: 'open' }], orderBy: [{ field: { fieldPath: 's' }, direction: 'DESCENDING' }], limit: 2 } } } });
    expect(kinds(sink.take())).toEqual(['ADD:10', 'change:l3', 'change:l2', 'CURRENT:10', 'NO_CHANGE:']);
    set('open/l4', { s: { integerValue: '4' } });
    expect(kinds(sink.take())).toEqual(['remove:l2', 'change:l4', 'NO_CHANGE:']);
    stream.close();
  });

  it('accepts WebChannel-style JSON (timestamps as objects, limit as {value})', () => {
    const sink = recorder();
    const stream = openListenStream(engine, alice, sink);
    stream.write({ database, addTarget: { targetId: 12, query: { parent: root, structuredQuery: { from: [{ collectionId: 'open' }], limit: { value: 1 } } }, readTime: { seconds: '1', nanos: 0 } } });
    expect(kinds(sink.take())).toEqual(['ADD:12', 'RESET:12', 'change:a', 'CURRENT:12', 'NO_CHANGE:']);
    stream.close();
  });
});

describe('clearing a database', () => {
  it('tells listeners that every document is gone', () => {
    const fresh = new FirestoreEngine();
    fresh.commit(owner, database, [{ update: { name: `${root}/open/gone`, fields: {} } }]);
    const sink = recorder();
    const stream = openListenStream(fresh, owner, sink);
    stream.write({ database, addTarget: { targetId: 1, query: { parent: root, structuredQuery: { from: [{ collectionId: 'open' }] } } } });
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
      writes: [{ update: { name: `${root}/open/w`, fields: {} }, updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }] }],
    });
    const [response] = sink.take();
    expect(response!.commitTime).toBeTruthy();
    expect(response!.writeResults[0].transformResults).toEqual([{ timestampValue: response!.commitTime }]);
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
