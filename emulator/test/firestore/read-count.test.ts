/** The per-project read counter behind GET/DELETE /emulator/v1/projects/{p}:readCount. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirestoreServer } from '../../src/firestore/index.js';
import type { ReadCount } from '../../src/firestore/read-count.js';
import { openListenStream } from '../../src/firestore/streams.js';
import { startTestFirestore, uniqueProject } from './helpers.js';

let server: FirestoreServer;
const projectId = uniqueProject('reads');
const database = `projects/${projectId}/databases/(default)`;
const root = `${database}/documents`;
const base = () => `http://127.0.0.1:${server.port}`;
// An unsigned token with a uid: a client request (judged by rules; this project has none).
const clientToken = `e30.${Buffer.from(JSON.stringify({ sub: 'alice' })).toString('base64url')}.`;
const bobToken = `e30.${Buffer.from(JSON.stringify({ sub: 'bob' })).toString('base64url')}.`;

beforeAll(async () => {
  server = await startTestFirestore();
});

afterAll(async () => {
  await server.close();
});

async function rest(
  method: string,
  path: string,
  body?: unknown,
  token = clientToken,
): Promise<unknown> {
  const res = await fetch(`${base()}/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return res.json();
}

async function readCount(
  method: 'GET' | 'DELETE' = 'GET',
  project = projectId,
): Promise<ReadCount> {
  const res = await fetch(`${base()}/emulator/v1/projects/${project}:readCount`, { method });
  expect(res.status).toBe(200);
  return (await res.json()) as ReadCount;
}

const cities = ['a', 'b', 'c', 'd', 'e'];
const query = (limit?: number) => ({
  structuredQuery: { from: [{ collectionId: 'cities' }], ...(limit ? { limit } : {}) },
});

describe('read counter', () => {
  it('counts documents returned by lookups, queries, aggregations and Listen, per project', async () => {
    await rest(
      'POST',
      `${root}:commit`,
      {
        writes: cities.map((id, i) => ({
          update: { name: `${root}/cities/${id}`, fields: { n: { integerValue: String(i) } } },
        })),
      },
      'owner',
    );
    expect(await readCount()).toEqual({
      reads: 0,
      byKind: { lookup: 0, query: 0, aggregation: 0, listen: 0 },
      byUser: {},
      privilegedReads: 0,
    });

    await rest('GET', `${root}/cities/a`);
    const batch = (await rest('POST', `${database}/documents:batchGet`, {
      documents: [`${root}/cities/b`, `${root}/cities/c`, `${root}/cities/missing`],
    })) as unknown[];
    expect(batch).toHaveLength(3);
    await rest('POST', `${root}:runQuery`, query(3));
    await rest('GET', `${root}/cities?pageSize=2`);
    await rest('POST', `${root}:runAggregationQuery`, {
      structuredAggregationQuery: { ...query(), aggregations: [{ alias: 'n', count: {} }] },
    });
    // Listen: the initial results, then each document change sent.
    const sent: object[] = [];
    const stream = openListenStream(
      server.engine,
      { project: projectId, database: '(default)', auth: { uid: 'alice', token: {} } },
      {
        send: (m) => sent.push(m),
        error: () => {},
        end: () => {},
      },
    );
    stream.write({ database, addTarget: { targetId: 2, query: { parent: root, ...query() } } });
    await rest(
      'POST',
      `${root}:commit`,
      { writes: [{ update: { name: `${root}/cities/a`, fields: { n: { integerValue: '9' } } } }] },
      'owner',
    );
    await rest(
      'POST',
      `${root}:commit`,
      { writes: [{ update: { name: `${root}/towns/x`, fields: {} } }] },
      'owner',
    );
    stream.close();
    expect(sent.filter((m) => 'documentChange' in m)).toHaveLength(6);

    // The owner (admin SDK, functions) reads apart from the client.
    await rest('POST', `${root}:runQuery`, query(), 'owner');
    // Another signed-in user, and a request with no user: counted in reads, each apart.
    await rest('POST', `${root}:runQuery`, query(2), bobToken);
    await rest('GET', `${root}/cities/a`, undefined, 'not-a-jwt');

    expect(await readCount()).toEqual({
      reads: 1 + 2 + 3 + 2 + 5 + 6 + 2 + 1,
      byKind: { lookup: 4, query: 7, aggregation: 5, listen: 6 },
      byUser: { alice: 1 + 2 + 3 + 2 + 5 + 6, bob: 2 },
      privilegedReads: 5,
    });
    expect((await readCount('GET', uniqueProject('other'))).reads).toBe(0);
  });

  it('resets with DELETE, which answers the count it had', async () => {
    const before = await readCount();
    expect(before.reads).toBeGreaterThan(0);
    expect(await readCount('DELETE')).toEqual(before);
    expect((await readCount()).reads).toBe(0);
    await rest('GET', `${root}/cities/b`);
    expect((await readCount()).byKind.lookup).toBe(1);
  });

  it('does not count the document a REST create or update answers with, nor writes', async () => {
    await readCount('DELETE');
    await rest('POST', `${root}/cities?documentId=f`, { fields: {} });
    await rest('PATCH', `${root}/cities/f`, { fields: { n: { integerValue: '1' } } });
    expect((await readCount()).reads).toBe(0);
  });
});
