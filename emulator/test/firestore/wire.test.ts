/** The fast protobuf codec (wire.ts) agrees with proto3-json-serializer, the reference implementation. */
import { describe, expect, it } from 'vitest';
import { fromProto3JSON, toProto3JSON, type JSONValue } from 'proto3-json-serializer';
import {
  decodeToJson,
  encodeFromJson,
  encodeGrpcFrame,
  encodeGrpcFrames,
  messageType,
} from '../../src/firestore/codec.js';
import { formatTimestamp, parseTimestamp } from '../../src/firestore/time.js';
import {
  encodeDocument,
  encodeListenDocumentChange,
  shareDocumentEncodings,
} from '../../src/firestore/wire.js';

const root = 'projects/p/databases/(default)/documents';
const document = {
  name: `${root}/a/b`,
  fields: {
    nul: { nullValue: 'NULL_VALUE' },
    f: { booleanValue: false },
    zero: { integerValue: '0' },
    big: { integerValue: '-9223372036854775808' },
    dbl: { doubleValue: 0.25 },
    nan: { doubleValue: 'NaN' },
    inf: { doubleValue: '-Infinity' },
    ts: { timestampValue: '2024-02-29T12:34:56.789012Z' },
    s: { stringValue: 'héllo 😀' },
    empty: { stringValue: '' },
    bytes: { bytesValue: 'AAH/' },
    ref: { referenceValue: `${root}/x/y` },
    geo: { geoPointValue: { latitude: -12.5, longitude: 100 } },
    arr: {
      arrayValue: {
        values: [{ integerValue: '1' }, { mapValue: { fields: { k: { stringValue: 'v' } } } }],
      },
    },
    emptyArr: { arrayValue: {} },
    map: { mapValue: { fields: { nested: { mapValue: {} } } } },
  },
  createTime: '2024-01-01T00:00:00Z',
  updateTime: '2024-01-01T00:00:00.100Z',
};

// Varint boundaries, negative int32/int64, multi-byte lengths, long and non-ASCII strings.
const ints = [
  '-1',
  '-2',
  '127',
  '128',
  '16384',
  '2147483647',
  '-2147483648',
  '4294967295',
  '4294967296',
  '-4294967296',
  '-4294967297',
  '9007199254740991',
  '-9007199254740991',
  '9007199254740993',
  '9223372036854775807',
  '-9223372036854775807',
  '34359738368',
  '-34359738368',
];
const edgeDocument = {
  name: `${root}/edge/${'x'.repeat(150)}`,
  fields: {
    ...Object.fromEntries(ints.map((v, i) => [`i${i}`, { integerValue: v }])),
    long: { stringValue: 'a'.repeat(300) },
    longUnicode: { stringValue: 'é😀'.repeat(100) },
    [`clé ${'k'.repeat(70)}`]: { stringValue: 'ü' },
    bigBytes: { bytesValue: Buffer.alloc(200, 7).toString('base64') },
    old: { timestampValue: '1901-12-13T20:45:52.5Z' },
    nested: {
      mapValue: {
        fields: Object.fromEntries(
          Array.from({ length: 40 }, (_, i) => [
            `f${i}`,
            {
              arrayValue: {
                values: [
                  { doubleValue: -0.5 },
                  { nullValue: 'NULL_VALUE' },
                  { booleanValue: false },
                ],
              },
            },
          ]),
        ),
      },
    },
  },
  createTime: '1970-01-01T00:00:00Z',
  updateTime: '2262-04-11T23:47:16.854775807Z',
};

const samples: Array<[string, object]> = [
  ['Document', edgeDocument],
  [
    'ListenResponse',
    {
      documentChange: {
        document: edgeDocument,
        targetIds: [0, 1, 127, 128, 2147483647, -1, -2147483648],
      },
    },
  ],
  [
    'ListenRequest',
    {
      database: 'projects/p/databases/(default)',
      addTarget: {
        targetId: 300,
        query: { parent: root, structuredQuery: { from: [{ collectionId: 'c' }], limit: 1000 } },
        resumeToken: 'AAECAw==',
      },
      labels: { a: 'b', é: 'ü' },
    },
  ],
  ['Document', document],
  ['ListenResponse', { documentChange: { document, targetIds: [1, 2], removedTargetIds: [3] } }],
  [
    'ListenResponse',
    {
      targetChange: {
        targetChangeType: 'CURRENT',
        targetIds: [4],
        resumeToken: 'AAECAw==',
        readTime: '2024-01-01T00:00:00.000001Z',
      },
    },
  ],
  [
    'ListenResponse',
    {
      targetChange: {
        targetChangeType: 'REMOVE',
        targetIds: [4],
        cause: { code: 7, message: 'denied' },
      },
    },
  ],
  [
    'ListenResponse',
    {
      documentDelete: {
        document: `${root}/a/b`,
        removedTargetIds: [5],
        readTime: '2024-01-01T00:00:01Z',
      },
    },
  ],
  [
    'CommitRequest',
    {
      database: 'projects/p/databases/(default)',
      writes: [
        {
          update: document,
          updateMask: { fieldPaths: ['a', 'b.c'] },
          currentDocument: { exists: false },
        },
        { delete: `${root}/a/c`, currentDocument: { updateTime: '2024-01-01T00:00:00.5Z' } },
        {
          update: { name: `${root}/a/d`, fields: {} },
          updateTransforms: [
            { fieldPath: 'n', increment: { integerValue: '2' } },
            { fieldPath: 't', setToServerValue: 'REQUEST_TIME' },
          ],
        },
        { verify: `${root}/a/e`, currentDocument: { updateTime: '2024-01-01T00:00:00.5Z' } },
      ],
      transaction: 'dHg=',
    },
  ],
  [
    'RunQueryRequest',
    {
      parent: root,
      structuredQuery: {
        from: [{ collectionId: 'c', allDescendants: true }],
        where: {
          compositeFilter: {
            op: 'OR',
            filters: [
              {
                fieldFilter: {
                  field: { fieldPath: 'a' },
                  op: 'IN',
                  value: { arrayValue: { values: [{ integerValue: '1' }] } },
                },
              },
              { unaryFilter: { op: 'IS_NAN', field: { fieldPath: 'b' } } },
            ],
          },
        },
        orderBy: [{ field: { fieldPath: 'a' }, direction: 'DESCENDING' }],
        startAt: { values: [{ integerValue: '1' }], before: true },
        limit: 10,
        offset: 2,
      },
      newTransaction: { readOnly: {} },
    },
  ],
  [
    'CommitResponse',
    {
      writeResults: [
        { updateTime: '2024-01-01T00:00:00.123Z', transformResults: [{ integerValue: '3' }] },
      ],
      commitTime: '2024-01-01T00:00:00.123Z',
    },
  ],
];

describe('wire codec', () => {
  it('knows Write.verify (field 5), which the shipped descriptor lacks', () => {
    const write = { verify: `${root}/a/e`, currentDocument: { exists: true } };
    const bytes = encodeFromJson('Write', write);
    expect(bytes[0]).toBe((5 << 3) | 2);
    expect(decodeToJson('Write', bytes)).toEqual(write);
  });

  for (const [typeName, json] of samples) {
    it(`round-trips ${typeName} exactly like proto3-json-serializer`, () => {
      const type = messageType(typeName);
      const ours = encodeFromJson(typeName, json);
      const reference = type.encode(fromProto3JSON(type, json as JSONValue) as never).finish();
      const fromOurs = toProto3JSON(type.decode(ours) as never);
      expect(fromOurs).toEqual(toProto3JSON(type.decode(reference) as never));
      expect(decodeToJson(typeName, reference)).toEqual(decodeToJson(typeName, ours));
      expect(toCanonical(decodeToJson(typeName, ours))).toEqual(toCanonical(fromOurs));
    });
  }
});

/** Values of every kind, nested, with the shapes proto3 JSON allows (numbers for int64, null for NullValue). */
function randomValue(rand: () => number, depth: number): Record<string, unknown> {
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const kind = Math.floor(rand() * (depth > 2 ? 9 : 11));
  switch (kind) {
    case 0:
      return { nullValue: pick([null, 'NULL_VALUE', 0]) };
    case 1:
      return { booleanValue: rand() < 0.5 };
    case 2:
      return { integerValue: pick([...ints, 0, 5, -7, 2 ** 40, '0']) };
    case 3:
      return { doubleValue: pick([0, -0, 1.5, -1e300, 'NaN', 'Infinity', '-Infinity', 3]) };
    case 4:
      return {
        timestampValue: pick([
          '1970-01-01T00:00:00Z',
          '1970-01-01T00:00:00.000000001Z',
          '1969-12-31T23:59:59.999Z',
          '0001-01-01T00:00:00Z',
          '9999-12-31T23:59:59.999999999Z',
          '2024-05-05T10:00:00.123456Z',
        ]),
      };
    case 5:
      return { stringValue: pick(['', 'a', 'é', '😀x', 'y'.repeat(20), 'z'.repeat(200)]) };
    case 6:
      return { bytesValue: pick(['', 'AA==', Buffer.alloc(150, 1).toString('base64')]) };
    case 7:
      return { referenceValue: `${root}/c/${'r'.repeat(Math.floor(rand() * 140))}` };
    case 8:
      return {
        geoPointValue: pick([
          {},
          { latitude: 1.5 },
          { longitude: -3, latitude: 0 },
          { latitude: 0, longitude: 0 },
        ]),
      };
    case 9:
      return {
        arrayValue: pick([
          {},
          { values: [] },
          {
            values: Array.from({ length: Math.floor(rand() * 4) }, () =>
              randomValue(rand, depth + 1),
            ),
          },
        ]),
      };
    default:
      return { mapValue: rand() < 0.2 ? {} : { fields: randomFields(rand, depth + 1) } };
  }
}

function randomFields(rand: () => number, depth: number): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const n = Math.floor(rand() * (depth ? 4 : 12));
  for (let i = 0; i < n; i++)
    fields[
      rand() < 0.2
        ? String(i)
        : `${rand() < 0.1 ? 'ü' : 'f'}${i}${rand() < 0.1 ? 'k'.repeat(130) : ''}`
    ] = randomValue(rand, depth);
  return fields;
}

describe('document encoding (the listen path)', () => {
  it('writes the bytes the plan walker writes, for every kind of value', () => {
    let seed = 42;
    const rand = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const docs: Array<Record<string, unknown>> = [document, edgeDocument, { name: `${root}/a/b` }];
    for (let i = 0; i < 300; i++)
      docs.push({
        name: `${root}/c/d${i}${i % 7 === 0 ? 'é'.repeat(80) : ''}`,
        fields: randomFields(rand, 0),
        createTime: '2024-01-01T00:00:00Z',
        updateTime: i % 2 ? '2024-01-01T00:00:00Z' : '2024-03-01T10:00:00.5Z',
      });
    for (const doc of docs) {
      const generic = Buffer.from(encodeFromJson('Document', doc)); // a top-level Document takes the plan walker
      expect(encodeDocument(doc).equals(generic)).toBe(true);
      const change = encodeFromJson('ListenResponse', {
        documentChange: { document: doc, targetIds: [2] },
      });
      expect(decodeToJson('ListenResponse', change)).toEqual({
        documentChange: { document: decodeToJson('Document', generic), targetIds: [2] },
      });
    }
  });

  it('writes a listen document change as the plan walker writes the whole response', () => {
    let seed = 7;
    const rand = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const ids = [[], [1], [0, 127, 128, 2147483647, -1]];
    for (let i = 0; i < 60; i++) {
      const doc = {
        name: `${root}/c/d${i}`,
        fields: randomFields(rand, 0),
        createTime: '2024-01-01T00:00:00Z',
        updateTime: '2024-03-01T10:00:00.5Z',
      };
      const targetIds = ids[i % ids.length]!;
      const generic = Buffer.from(
        encodeFromJson('ListenResponse', {
          documentChange: { document: structuredClone(doc), targetIds }, // a copy: not shared
        }),
      );
      expect(encodeListenDocumentChange(doc, targetIds).equals(generic)).toBe(true);
      let shared!: Buffer;
      shareDocumentEncodings(() => {
        encodeListenDocumentChange(doc, [9]);
        shared = encodeListenDocumentChange(doc, targetIds);
      });
      expect(shared.equals(generic)).toBe(true);
      expect(encodeListenDocumentChange(doc, targetIds, 5).subarray(5).equals(generic)).toBe(true);
    }
  });

  it('encodes a document once for every target that sends it within one delivery', () => {
    const doc = { name: `${root}/a/b`, fields: { n: { integerValue: '1' } } };
    const message = (id: number) => ({ documentChange: { document: doc, targetIds: [id] } });
    let first!: Uint8Array;
    let second!: Uint8Array;
    shareDocumentEncodings(() => {
      first = encodeFromJson('ListenResponse', message(1));
      second = encodeFromJson('ListenResponse', message(2));
    });
    const alone = encodeFromJson('ListenResponse', message(2));
    expect(Buffer.from(second).equals(Buffer.from(alone))).toBe(true);
    expect(decodeToJson('ListenResponse', first)).toEqual({
      documentChange: {
        document: { ...doc, fields: { n: { integerValue: '1' } } },
        targetIds: [1],
      },
    });
  });
});

describe('server-stream frames (RunQuery)', () => {
  const frames = (type: string, messages: object[]) =>
    Buffer.concat(messages.map((m) => encodeGrpcFrame(type, m)));

  it('writes a query answer as the generic encoder frames each response', () => {
    let seed = 11;
    const rand = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const readTimes = [
      '2026-11-29T19:22:09.123456Z',
      '1970-01-01T00:00:00Z',
      '2024-02-29T00:00:00.5Z',
    ];
    for (const readTime of readTimes) {
      const documents: Array<Record<string, unknown>> = [
        document,
        edgeDocument,
        { name: `${root}/a/b` },
      ];
      for (let i = 0; i < 600; i++)
        documents.push({
          name: `${root}/c/d${i}`,
          fields: randomFields(rand, 0),
          createTime: '2024-01-01T00:00:00Z',
          updateTime: `2024-03-0${1 + (i % 9)}T10:00:00.${i}Z`,
        });
      const messages = documents.map((d) => ({ document: d, readTime }));
      const buffers = encodeGrpcFrames('RunQueryResponse', messages);
      expect(buffers.length).toBe(3); // 256 documents a buffer
      expect(Buffer.concat(buffers).equals(frames('RunQueryResponse', messages))).toBe(true);
    }
  });

  it('takes the generic encoder for a transaction, explain metrics or no document', () => {
    const readTime = '2026-11-29T19:22:09.123456Z';
    const cases: object[][] = [
      [
        { document, readTime, transaction: 'dHg=' },
        { document, readTime },
      ],
      [{ readTime }],
      [{ document, readTime, explainMetrics: { executionStats: { resultsReturned: '1' } } }],
      [
        { document, readTime },
        { document, readTime: '2026-11-29T19:22:10Z' },
      ],
    ];
    for (const messages of cases)
      expect(
        Buffer.concat(encodeGrpcFrames('RunQueryResponse', messages)).equals(
          frames('RunQueryResponse', messages),
        ),
      ).toBe(true);
  });
});

describe('timestamps', () => {
  it('reads the canonical form as the general parser does, and refuses what it refuses', () => {
    const ok = {
      '2026-11-29T19:22:09Z': { seconds: 1795980129, nanos: 0 },
      '2026-11-29T19:22:09.1Z': { seconds: 1795980129, nanos: 100000000 },
      '2026-11-29T19:22:09.123456789Z': { seconds: 1795980129, nanos: 123456789 },
      '2024-02-29T23:59:59.000001Z': { seconds: 1709251199, nanos: 1000 },
      '1969-12-31T23:59:59.999Z': { seconds: -1, nanos: 999000000 },
      '0001-01-01T00:00:00Z': { seconds: -62135596800, nanos: 0 },
      '2026-01-01t00:00:00z': { seconds: 1767225600, nanos: 0 },
      '2026-01-01T01:00:00+01:00': { seconds: 1767225600, nanos: 0 },
      '2026-02-30T00:00:00Z': { seconds: 1772409600, nanos: 0 }, // as Date.parse reads it
    };
    for (const [text, t] of Object.entries(ok)) expect(parseTimestamp(text)).toEqual(t);
    for (const text of [
      '2026-13-01T00:00:00Z',
      '2026-02-32T00:00:00Z',
      '2026-01-01T23:60:00Z',
      '2026-01-01T23:5a:00Z',
      '2026-01-01T23:59:59.Z',
      '2026-01-01T23:59:59.1234567890Z',
      '2026-1-01T23:59:59Z',
    ])
      expect(() => parseTimestamp(text), text).toThrow(/Invalid timestamp/);
  });
});

/** proto3-json-serializer writes NullValue as null and timestamps with >= 3 digits; align both sides. */
function toCanonical(v: unknown): unknown {
  if (typeof v === 'string' && /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(v))
    return formatTimestamp(parseTimestamp(v));
  if (Array.isArray(v)) return v.map(toCanonical);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (k === 'labels' && x && Object.keys(x).length === 0) continue;
      out[k] = k === 'nullValue' ? 'NULL_VALUE' : toCanonical(x);
    }
    return out;
  }
  return v;
}
