/**
 * Firestore's documented limits (https://firebase.google.com/docs/firestore/quotas), refused with
 * INVALID_ARGUMENT as production does, over raw REST and gRPC (the SDKs check some of them before
 * sending, an attacker's client does not).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as grpc from '@grpc/grpc-js';
import { encodeFromJson } from '../../src/firestore/codec.js';
import type { FirestoreServer } from '../../src/firestore/index.js';
import { startTestFirestore, uniqueProject } from './helpers.js';

let server: FirestoreServer;
let grpcClient: grpc.Client;
const projectId = uniqueProject('limits');
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

interface RestAnswer {
  status: number;
  body: { error?: { status: string; message: string } } & Record<string, unknown>;
}

async function rest(method: string, path: string, body?: string | object): Promise<RestAnswer> {
  const res = await fetch(`http://127.0.0.1:${server.port}/v1/${path}`, {
    method,
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

const commit = (writes: object[]) => rest('POST', `${root}:commit`, { writes });
const setDoc = (path: string, fields: object) =>
  commit([{ update: { name: `${root}/${path}`, fields } }]);

function expectInvalid(answer: RestAnswer, message: RegExp): void {
  expect(answer.status).toBe(400);
  expect(answer.body.error?.status).toBe('INVALID_ARGUMENT');
  expect(answer.body.error?.message).toMatch(message);
}

/** A field whose deepest value sits `levels` maps below the top-level field (the SDKs' depth). */
function nestedJson(levels: number): string {
  return (
    '{"mapValue":{"fields":{"a":'.repeat(levels) + '{"integerValue":"1"}' + '}}}'.repeat(levels)
  );
}

describe('nesting depth', () => {
  it('stores 20 levels below a top-level field and refuses 21', async () => {
    const ok = await rest('POST', `${root}:commit`, {
      writes: [{ update: { name: `${root}/deep/ok`, fields: { x: JSON.parse(nestedJson(20)) } } }],
    });
    expect(ok.status).toBe(200);
    const tooDeep = await rest(
      'POST',
      `${root}:commit`,
      `{"writes":[{"update":{"name":"${root}/deep/no","fields":{"x":${nestedJson(21)}}}}]}`,
    );
    expectInvalid(tooDeep, /nested deeper than 20 levels/);
    expect((await rest('GET', `${root}/deep/no`)).status).toBe(404);
  });

  it('counts array elements as a level, like the SDKs', async () => {
    let value: object = { integerValue: '1' };
    for (let i = 0; i < 21; i++)
      value = i % 2 ? { mapValue: { fields: { m: value } } } : { arrayValue: { values: [value] } };
    expectInvalid(await setDoc('deep/array', { x: value }), /nested deeper than 20 levels/);
  });

  it('answers 2000-deep nesting with 400, not an internal error', async () => {
    const answer = await rest(
      'POST',
      `${root}:commit`,
      `{"writes":[{"update":{"name":"${root}/deep/huge","fields":{"x":${nestedJson(2000)}}}}]}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error?.status).toBe('INVALID_ARGUMENT');
  });

  it('refuses an update mask that builds an over-deep path', async () => {
    const path = Array.from({ length: 22 }, (_, i) => `f${i}`).join('.');
    let fields: Record<string, object> = { f21: { integerValue: '1' } };
    for (let i = 20; i >= 0; i--) fields = { [`f${i}`]: { mapValue: { fields } } };
    const answer = await commit([
      {
        update: { name: `${root}/deep/mask`, fields },
        updateMask: { fieldPaths: [path] },
      },
    ]);
    expectInvalid(answer, /nested deeper than 20 levels/);
  });
});

describe('field names and paths', () => {
  it('refuses a field name over 1500 bytes and stores one of 1500', async () => {
    expect((await setDoc('names/ok', { ['a'.repeat(1500)]: { integerValue: '1' } })).status).toBe(
      200,
    );
    expectInvalid(
      await setDoc('names/long', { ['a'.repeat(2000)]: { integerValue: '1' } }),
      /Field name .* is longer than 1500 bytes/,
    );
  });

  it('refuses a nested field name over 1500 bytes', async () => {
    expectInvalid(
      await setDoc('names/nested', {
        m: { mapValue: { fields: { ['é'.repeat(800)]: { integerValue: '1' } } } },
      }),
      /longer than 1500 bytes/,
    );
  });

  it('refuses a field path over 1500 bytes in a query', async () => {
    const answer = await rest('POST', `${root}:runQuery`, {
      structuredQuery: {
        from: [{ collectionId: 'names' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'a.'.repeat(800) + 'a' },
            op: 'EQUAL',
            value: { integerValue: '1' },
          },
        },
      },
    });
    expectInvalid(answer, /Field path is longer than 1500 bytes/);
  });

  it('refuses reserved field names', async () => {
    expectInvalid(await setDoc('names/reserved', { __x__: { nullValue: null } }), /reserved/);
  });
});

describe('value ranges', () => {
  it('refuses latitude 1000 and longitude 181, stores the extremes', async () => {
    expectInvalid(
      await setDoc('geo/bad', { g: { geoPointValue: { latitude: 1000, longitude: 0 } } }),
      /Latitude must be in the range of \[-90, 90\]/,
    );
    expectInvalid(
      await setDoc('geo/bad', { g: { geoPointValue: { latitude: 0, longitude: 181 } } }),
      /Longitude must be in the range of \[-180, 180\]/,
    );
    const ok = await setDoc('geo/ok', {
      g: { geoPointValue: { latitude: -90, longitude: 180 } },
    });
    expect(ok.status).toBe(200);
  });

  it('refuses a latitude inside an array or map', async () => {
    expectInvalid(
      await setDoc('geo/nested', {
        a: { arrayValue: { values: [{ geoPointValue: { latitude: 91, longitude: 0 } }] } },
      }),
      /Latitude/,
    );
  });

  it('refuses a NaN latitude', async () => {
    expectInvalid(
      await setDoc('geo/nan', { g: { geoPointValue: { latitude: 'NaN', longitude: 0 } } }),
      /Latitude/,
    );
  });
});

describe('UTF-8', () => {
  it('refuses a REST body with invalid UTF-8 bytes', async () => {
    const body = Buffer.concat([
      Buffer.from(
        `{"writes":[{"update":{"name":"${root}/utf/bytes","fields":{"s":{"stringValue":"`,
      ),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from('"}}}}]}'),
    ]);
    const res = await fetch(`http://127.0.0.1:${server.port}/v1/${root}:commit`, {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as RestAnswer['body']).error?.message).toMatch(/UTF-8/);
    expect((await rest('GET', `${root}/utf/bytes`)).status).toBe(404);
  });

  it('refuses a lone surrogate in a string value and in a field name', async () => {
    expectInvalid(
      await rest(
        'POST',
        `${root}:commit`,
        `{"writes":[{"update":{"name":"${root}/utf/s","fields":{"s":{"stringValue":"a\\ud800"}}}}]}`,
      ),
      /not a valid UTF-8 string/,
    );
    expectInvalid(
      await rest(
        'POST',
        `${root}:commit`,
        `{"writes":[{"update":{"name":"${root}/utf/k","fields":{"\\udc00":{"nullValue":null}}}}]}`,
      ),
      /not a valid UTF-8 string/,
    );
  });

  it('refuses a gRPC commit whose string field holds invalid UTF-8', async () => {
    const marker = 'MARKER';
    const bytes = Buffer.from(
      encodeFromJson('CommitRequest', {
        database,
        writes: [
          {
            update: { name: `${root}/utf/grpc`, fields: { s: { stringValue: marker } } },
          },
        ],
      }),
    );
    const at = bytes.indexOf(marker);
    bytes[at] = 0xff;
    bytes[at + 1] = 0xc3;
    const error = await new Promise<grpc.ServiceError | null>((resolve) =>
      grpcClient.makeUnaryRequest(
        '/google.firestore.v1.Firestore/Commit',
        (b: Buffer) => b,
        (b: Buffer) => b,
        bytes,
        new grpc.Metadata(),
        (e) => resolve(e ?? null),
      ),
    );
    expect(error?.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(error?.details).toMatch(/UTF-8/);
    expect((await rest('GET', `${root}/utf/grpc`)).status).toBe(404);
  });
});

describe('paths', () => {
  it('refuses a null character in a path with 400, and a malformed escape with 400', async () => {
    const nul = await rest('PATCH', `${root}/paths/a%00b`, { fields: {} });
    expectInvalid(nul, /null character/);
    const committed = await setDoc('paths/a\u0000c', {});
    expectInvalid(committed, /null character/);
    const malformed = await rest('GET', `${root}/paths/%zz`);
    expectInvalid(malformed, /percent-encoding/);
  });

  it('refuses a document id over 1500 bytes', async () => {
    expectInvalid(await setDoc(`paths/${'x'.repeat(1501)}`, {}), /longer than 1500 bytes/);
    expect((await setDoc(`paths/${'x'.repeat(1500)}`, {})).status).toBe(200);
  });

  it('accepts __id123__ document ids and refuses other reserved ids', async () => {
    expect((await setDoc('paths/__id123__', {})).status).toBe(200);
    expect((await rest('GET', `${root}/paths/__id123__`)).status).toBe(200);
    expectInvalid(await setDoc('paths/__x__', {}), /Invalid path segment/);
  });
});

describe('requests', () => {
  it('refuses 501 writes in one commit', async () => {
    const writes = Array.from({ length: 501 }, (_, i) => ({
      update: { name: `${root}/many/d${i}`, fields: {} },
    }));
    expectInvalid(await commit(writes), /maximum of 500 writes/);
  });

  it('refuses more than 5 aggregations in one query', async () => {
    const aggregations = Array.from({ length: 6 }, (_, i) => ({ alias: `c${i}`, count: {} }));
    const answer = await rest('POST', `${root}:runAggregationQuery`, {
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: 'many' }] },
        aggregations,
      },
    });
    // Firestore words it "maximum number of aggregations" (firebase-js-sdk aggregation.test.ts).
    expectInvalid(answer, /more than 5 aggregations.*maximum number of aggregations/);
    const five = await rest('POST', `${root}:runAggregationQuery`, {
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: 'many' }] },
        aggregations: aggregations.slice(0, 5),
      },
    });
    expect(five.status).toBe(200);
  });
});
