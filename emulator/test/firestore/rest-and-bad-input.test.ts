/** REST details (enums as numbers, text/plain, CORS, control endpoints) and bad input over raw HTTP and gRPC. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as grpc from '@grpc/grpc-js';
import { decodeToJson, encodeFromJson } from '../../src/firestore/codec.js';
import type { FirestoreServer } from '../../src/firestore/index.js';
import { startTestFirestore, uniqueProject } from './helpers.js';

let server: FirestoreServer;
let grpcClient: grpc.Client;
const projectId = uniqueProject('rest');
const database = `projects/${projectId}/databases/(default)`;
const root = `${database}/documents`;

beforeAll(async () => {
  server = await startTestFirestore();
  grpcClient = new grpc.Client(`127.0.0.1:${server.port}`, grpc.credentials.createInsecure());
});

afterAll(async () => {
  grpcClient.close();
  await server.close();
});

const base = () => `http://127.0.0.1:${server.port}`;

async function rest(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${base()}/v1/${path}`, {
    method,
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text
      ? (JSON.parse(text) as Record<string, unknown> & { error?: { status: string } })
      : {},
  };
}

function grpcCall(
  method: string,
  request: Buffer,
): Promise<{ error: grpc.ServiceError | null; response: Buffer | null }> {
  return new Promise((resolve) => {
    grpcClient.makeUnaryRequest(
      `/google.firestore.v1.Firestore/${method}`,
      (b: Buffer) => b,
      (b: Buffer) => b,
      request,
      new grpc.Metadata(),
      (error, response) => resolve({ error: error ?? null, response: response ?? null }),
    );
  });
}

/** A RunQuery over gRPC on an empty collection: resolves with the status code (0 = OK). */
function grpcRunQuery(where: unknown): Promise<number> {
  const request = Buffer.from(
    encodeFromJson('RunQueryRequest', {
      parent: root,
      structuredQuery: { from: [{ collectionId: 'nothing-here' }], where },
    }),
  );
  return new Promise((resolve) => {
    const call = grpcClient.makeServerStreamRequest(
      '/google.firestore.v1.Firestore/RunQuery',
      (b: Buffer) => b,
      (b: Buffer) => b,
      request,
      new grpc.Metadata(),
    );
    call.on('data', () => undefined);
    call.on('status', (status: grpc.StatusObject) => resolve(status.code));
    call.on('error', () => undefined);
  });
}

async function stillServing(): Promise<void> {
  const res = await rest('POST', `${root}:commit`, {
    writes: [{ update: { name: `${root}/health/ok`, fields: { ok: { booleanValue: true } } } }],
  });
  expect(res.status).toBe(200);
}

describe('REST', () => {
  it('supports every document method', async () => {
    const created = await rest('POST', `${root}/cities?documentId=paris`, {
      fields: { name: { stringValue: 'Paris' }, pop: { integerValue: '2' } },
    });
    expect(created.status).toBe(200);
    expect(created.body.name).toBe(`${root}/cities/paris`);
    const auto = await rest('POST', `${root}/cities`, {
      fields: { name: { stringValue: 'Auto' } },
    });
    expect(String(auto.body.name)).toMatch(
      new RegExp(`^${root.replace(/[()]/g, '\\$&')}/cities/[A-Za-z0-9]{20}$`),
    );
    const patched = await rest(
      'PATCH',
      `${root}/cities/paris?updateMask.fieldPaths=pop&mask.fieldPaths=pop`,
      { fields: { pop: { integerValue: '3' } } },
    );
    expect(patched.body.fields).toEqual({ pop: { integerValue: '3' } });
    const got = await rest('GET', `${root}/cities/paris`);
    expect(got.body.fields).toEqual({ name: { stringValue: 'Paris' }, pop: { integerValue: '3' } });
    const list = await rest('GET', `${root}/cities?pageSize=1`);
    expect((list.body.documents as unknown[]).length).toBe(1);
    expect(list.body.nextPageToken).toBeTruthy();
    const ids = await rest('POST', `${root}:listCollectionIds`, {});
    expect(ids.body.collectionIds).toContain('cities');
    const failedPrecondition = await rest(
      'DELETE',
      `${root}/cities/nowhere?currentDocument.exists=true`,
    );
    expect(failedPrecondition.status).toBe(404);
    expect((await rest('DELETE', `${root}/cities/paris`)).status).toBe(200);
    const missing = await rest('GET', `${root}/cities/paris`);
    expect(missing.status).toBe(404);
    expect(missing.body.error?.status).toBe('NOT_FOUND');
  });

  it('accepts enums as numbers and text/plain bodies, streams as JSON arrays', async () => {
    await rest('POST', `${root}:commit`, {
      writes: [1, 2, 3].map((n) => ({
        update: { name: `${root}/nums/n${n}`, fields: { n: { integerValue: String(n) } } },
      })),
    });
    const query = {
      structuredQuery: {
        from: [{ collectionId: 'nums' }],
        where: { fieldFilter: { field: { fieldPath: 'n' }, op: 4, value: { integerValue: '1' } } }, // 4 = GREATER_THAN_OR_EQUAL
        orderBy: [{ field: { fieldPath: 'n' }, direction: 2 }], // 2 = DESCENDING
        limit: { value: 2 },
      },
    };
    const res = await rest('POST', `${root}:runQuery`, JSON.stringify(query), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(res.status).toBe(200);
    const docs = (res.body as unknown as Array<{ document?: { name: string } }>).map((r) =>
      r.document?.name.split('/').pop(),
    );
    expect(docs).toEqual(['n3', 'n2']);
  });

  it('applies maximum/minimum transforms and returns transform results', async () => {
    const name = `${root}/tx/m`;
    await rest('POST', `${root}:commit`, {
      writes: [
        { update: { name, fields: { hi: { integerValue: '5' }, lo: { integerValue: '5' } } } },
      ],
    });
    const res = await rest('POST', `${root}:commit`, {
      writes: [
        {
          update: { name, fields: {} },
          updateMask: { fieldPaths: [] },
          updateTransforms: [
            { fieldPath: 'hi', maximum: { doubleValue: 7.5 } },
            { fieldPath: 'lo', minimum: { integerValue: '9' } },
            { fieldPath: 'at', setToServerValue: 'REQUEST_TIME' },
          ],
        },
      ],
    });
    const results = (res.body.writeResults as Array<{ transformResults: unknown[] }>)[0]!
      .transformResults;
    expect(results.slice(0, 2)).toEqual([{ doubleValue: 7.5 }, { integerValue: '5' }]);
    expect(results[2]).toEqual({ timestampValue: res.body.commitTime });
  });

  it('array transforms compare numbers by value: 3 and 3.0 are the same element', async () => {
    const name = `${root}/arrays/numbers`;
    const transform = (kind: string, values: unknown[]) =>
      rest('POST', `${database}/documents:commit`, {
        writes: [
          {
            transform: {
              document: name,
              fieldTransforms: [{ fieldPath: 'a', [kind]: { values } }],
            },
          },
        ],
      });
    await rest('PATCH', `${root}/arrays/numbers`, {
      fields: {
        a: {
          arrayValue: {
            values: [{ integerValue: '3' }, { doubleValue: 4 }, { doubleValue: 'NaN' }],
          },
        },
      },
    });
    expect(
      (
        await transform('appendMissingElements', [
          { doubleValue: 3 },
          { integerValue: '4' },
          { integerValue: '5' },
          { doubleValue: 'NaN' },
        ])
      ).status,
    ).toBe(200);
    const appended = await rest('GET', `${root}/arrays/numbers`);
    expect(appended.body.fields).toEqual({
      a: {
        arrayValue: {
          values: [
            { integerValue: '3' },
            { doubleValue: 4 },
            { doubleValue: 'NaN' },
            { integerValue: '5' },
          ],
        },
      },
    });
    expect(
      (
        await transform('removeAllFromArray', [
          { doubleValue: 3 },
          { integerValue: '4' },
          { doubleValue: 'NaN' },
        ])
      ).status,
    ).toBe(200);
    const removed = await rest('GET', `${root}/arrays/numbers`);
    expect(removed.body.fields).toEqual({ a: { arrayValue: { values: [{ integerValue: '5' }] } } });
  });

  it('answers CORS preflights and echoes the origin', async () => {
    const res = await fetch(`${base()}/v1/${root}:commit`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-goog-api-client',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'authorization,content-type,x-goog-api-client',
    );
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('control endpoints: rules with a syntax error are refused with a position; clear empties one project', async () => {
    const bad = await fetch(`${base()}/emulator/v1/projects/${projectId}:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({
        rules: {
          files: [{ content: 'service cloud.firestore { match /x { allow read: if ( } }' }],
        },
      }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/line 1, column \d+/);
    await rest('POST', `${root}:commit`, {
      writes: [{ update: { name: `${root}/tmp/x`, fields: {} } }],
    });
    const cleared = await fetch(
      `${base()}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    expect(cleared.status).toBe(200);
    expect((await rest('GET', `${root}/tmp/x`)).status).toBe(404);
  });
});

describe('bad input gets the real status code and the server keeps serving', () => {
  const cases: Array<[string, string, unknown]> = [
    ['malformed JSON', `${root}:commit`, '{"writes": [ {'],
    ['an unknown field', `${root}:commit`, { writes: [], bogus: 1 }],
    [
      'a wrongly typed value',
      `${root}:commit`,
      { writes: [{ update: { name: `${root}/a/b`, fields: { n: { integerValue: 'abc' } } } }] },
    ],
    ['a string where an object is expected', `${root}:commit`, { writes: 'nope' }],
    [
      'a value without a type',
      `${root}:commit`,
      { writes: [{ update: { name: `${root}/a/b`, fields: { n: {} } } }] },
    ],
    [
      'a collection path as a document',
      `${root}:commit`,
      { writes: [{ update: { name: `${root}/a`, fields: {} } }] },
    ],
    [
      'a query with an unknown operator',
      `${root}:runQuery`,
      {
        structuredQuery: {
          from: [{ collectionId: 'a' }],
          where: {
            fieldFilter: { field: { fieldPath: 'x' }, op: 'LIKE', value: { stringValue: 'y' } },
          },
        },
      },
    ],
    [
      'an in filter without an array',
      `${root}:runQuery`,
      {
        structuredQuery: {
          from: [{ collectionId: 'a' }],
          where: {
            fieldFilter: { field: { fieldPath: 'x' }, op: 'IN', value: { stringValue: 'y' } },
          },
        },
      },
    ],
  ];
  for (const [what, path, body] of cases) {
    it(`rejects ${what} with 400 INVALID_ARGUMENT`, async () => {
      const res = await rest('POST', path, body);
      expect(res.status).toBe(400);
      expect(res.body.error?.status).toBe('INVALID_ARGUMENT');
      await stillServing();
    });
  }

  it('rejects a 2 MiB document and 501 writes with INVALID_ARGUMENT', async () => {
    const big = await rest('POST', `${root}:commit`, {
      writes: [
        {
          update: {
            name: `${root}/big/d`,
            fields: { s: { stringValue: 'x'.repeat(2 * 1024 * 1024) } },
          },
        },
      ],
    });
    expect(big.status).toBe(400);
    expect(JSON.stringify(big.body)).toContain('exceeds the maximum allowed size');
    const writes = Array.from({ length: 501 }, (_, i) => ({
      update: { name: `${root}/many/d${i}`, fields: {} },
    }));
    const many = await rest('POST', `${root}:commit`, { writes });
    expect(many.status).toBe(400);
    expect(JSON.stringify(many.body)).toContain('maximum of 500 writes');
    await stillServing();
  });

  it('rejects malformed protobuf over gRPC with INVALID_ARGUMENT', async () => {
    const { error } = await grpcCall(
      'Commit',
      Buffer.from([0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x01]),
    );
    expect(error?.code).toBe(grpc.status.INVALID_ARGUMENT);
    await stillServing();
  });

  it('rejects semantically bad gRPC requests with their real codes', async () => {
    const bad = encodeFromJson('CommitRequest', {
      database,
      writes: [{ update: { name: `${root}/a/b`, fields: {} }, currentDocument: { exists: true } }],
    });
    const { error } = await grpcCall('Commit', Buffer.from(bad));
    expect(error?.code).toBe(grpc.status.NOT_FOUND);
    const unimplemented = await grpcCall(
      'PartitionQuery',
      Buffer.from(encodeFromJson('PartitionQueryRequest', { parent: root })),
    );
    expect(unimplemented.error?.code).toBe(grpc.status.UNIMPLEMENTED);
    const ok = await grpcCall(
      'Commit',
      Buffer.from(encodeFromJson('CommitRequest', { database, writes: [] })),
    );
    expect(ok.error).toBeNull();
    expect(decodeToJson('CommitResponse', ok.response!)).toHaveProperty('commitTime');
  });

  it('ends a transaction whose commit fails: its locks are released and it cannot be used again', async () => {
    await rest('PATCH', `${root}/txfail/a`, { fields: { n: { integerValue: '1' } } });
    await rest('PATCH', `${root}/txfail/taken`, { fields: {} });
    const begin = async () =>
      (await rest('POST', `${database}/documents:beginTransaction`, {})).body.transaction as string;
    const older = await begin();
    expect(
      (await rest('GET', `${root}/txfail/a?transaction=${encodeURIComponent(older)}`)).status,
    ).toBe(200);
    const failed = await rest('POST', `${database}/documents:commit`, {
      transaction: older,
      writes: [
        {
          update: { name: `${root}/txfail/taken`, fields: {} },
          currentDocument: { exists: false },
        },
      ],
    });
    expect(failed.body.error?.status).toBe('ALREADY_EXISTS');
    const reused = await rest('GET', `${root}/txfail/a?transaction=${encodeURIComponent(older)}`);
    expect(reused.body.error?.status).toBe('INVALID_ARGUMENT');

    // A younger transaction waits for an older lock holder; had the lock stayed, this one would time out and abort.
    const younger = await begin();
    expect(
      (await rest('GET', `${root}/txfail/a?transaction=${encodeURIComponent(younger)}`)).status,
    ).toBe(200);
    const ok = await rest('POST', `${database}/documents:commit`, {
      transaction: younger,
      writes: [{ update: { name: `${root}/txfail/a`, fields: { n: { integerValue: '2' } } } }],
    });
    expect(ok.status).toBe(200);
  });

  it('keeps transaction locks per database: the same path in two projects does not contend', async () => {
    const otherDatabase = `projects/${projectId}-other/databases/(default)`;
    const begin = async (db: string) =>
      (await rest('POST', `${db}/documents:beginTransaction`, {})).body.transaction as string;
    const older = await begin(database);
    expect(
      (await rest('GET', `${root}/shared/doc?transaction=${encodeURIComponent(older)}`)).status,
    ).toBe(404);
    const younger = await begin(otherDatabase);
    expect(
      (
        await rest(
          'GET',
          `${otherDatabase}/documents/shared/doc?transaction=${encodeURIComponent(younger)}`,
        )
      ).status,
    ).toBe(404);
    const ok = await rest('POST', `${otherDatabase}/documents:commit`, {
      transaction: younger,
      writes: [{ update: { name: `${otherDatabase}/documents/shared/doc`, fields: {} } }],
    });
    expect(ok.status).toBe(200);
    expect(
      (await rest('POST', `${database}/documents:rollback`, { transaction: older })).status,
    ).toBe(200);
  });

  it('refuses unknown filter operators over gRPC, even on an empty collection', async () => {
    const field = { fieldPath: 'a' };
    expect(
      await grpcRunQuery({ fieldFilter: { field, op: 'EQUAL', value: { integerValue: '1' } } }),
    ).toBe(grpc.status.OK);
    // protobufjs encodes a number it does not know as that number: what a newer or broken client would send.
    expect(
      await grpcRunQuery({ fieldFilter: { field, op: 99, value: { integerValue: '1' } } }),
    ).toBe(grpc.status.INVALID_ARGUMENT);
    expect(await grpcRunQuery({ unaryFilter: { field, op: 77 } })).toBe(
      grpc.status.INVALID_ARGUMENT,
    );
    expect(await grpcRunQuery({ compositeFilter: { op: 9, filters: [] } })).toBe(
      grpc.status.INVALID_ARGUMENT,
    );
  });

  it('refuses what exceeds the real disjunction and not-in limits over gRPC', async () => {
    const values = (n: number) => ({
      arrayValue: { values: Array.from({ length: n }, (_, i) => ({ integerValue: String(i) })) },
    });
    const filter = (fieldPath: string, op: string, value: unknown) => ({
      fieldFilter: { field: { fieldPath }, op, value },
    });
    const and = (...filters: unknown[]) => ({ compositeFilter: { op: 'AND', filters } });
    const or = (...filters: unknown[]) => ({ compositeFilter: { op: 'OR', filters } });
    expect(await grpcRunQuery(filter('a', 'IN', values(30)))).toBe(grpc.status.OK);
    expect(await grpcRunQuery(filter('a', 'IN', values(31)))).toBe(grpc.status.INVALID_ARGUMENT);
    expect(await grpcRunQuery(filter('a', 'ARRAY_CONTAINS_ANY', values(30)))).toBe(grpc.status.OK);
    expect(await grpcRunQuery(filter('a', 'ARRAY_CONTAINS_ANY', values(31)))).toBe(
      grpc.status.INVALID_ARGUMENT,
    );
    // Disjunctive normal form: 6 x 6 = 36 disjunctions; 5 x 6 = 30; an OR of IN adds up.
    expect(
      await grpcRunQuery(
        and(filter('a', 'IN', values(5)), filter('b', 'ARRAY_CONTAINS_ANY', values(6))),
      ),
    ).toBe(grpc.status.OK);
    expect(
      await grpcRunQuery(
        and(filter('a', 'IN', values(6)), filter('b', 'ARRAY_CONTAINS_ANY', values(6))),
      ),
    ).toBe(grpc.status.INVALID_ARGUMENT);
    expect(
      await grpcRunQuery(or(filter('a', 'IN', values(20)), filter('b', 'IN', values(11)))),
    ).toBe(grpc.status.INVALID_ARGUMENT);
    expect(await grpcRunQuery(filter('a', 'NOT_IN', values(10)))).toBe(grpc.status.OK);
    expect(await grpcRunQuery(filter('a', 'NOT_IN', values(11)))).toBe(
      grpc.status.INVALID_ARGUMENT,
    );
    expect(
      await grpcRunQuery(and(filter('a', 'NOT_IN', values(2)), filter('b', 'NOT_IN', values(2)))),
    ).toBe(grpc.status.INVALID_ARGUMENT);
    expect(
      await grpcRunQuery(
        and(filter('a', 'NOT_IN', values(2)), filter('b', 'NOT_EQUAL', { integerValue: '1' })),
      ),
    ).toBe(grpc.status.INVALID_ARGUMENT);
    expect(
      await grpcRunQuery(and(filter('a', 'NOT_IN', values(2)), filter('b', 'IN', values(2)))),
    ).toBe(grpc.status.INVALID_ARGUMENT);
    expect(
      await grpcRunQuery(
        and(filter('a', 'NOT_IN', values(2)), filter('b', 'ARRAY_CONTAINS_ANY', values(2))),
      ),
    ).toBe(grpc.status.INVALID_ARGUMENT);
    expect(
      await grpcRunQuery(
        and(filter('a', 'NOT_IN', values(2)), filter('b', 'EQUAL', { integerValue: '1' })),
      ),
    ).toBe(grpc.status.OK);
  });

  it('answers unknown REST paths with 404 and keeps serving', async () => {
    expect((await rest('GET', 'nothing/here')).status).toBe(404);
    expect((await fetch(`${base()}/elsewhere`)).status).toBe(404);
    await stillServing();
  });
});
