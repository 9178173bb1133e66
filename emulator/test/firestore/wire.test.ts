/** The fast protobuf codec (wire.ts) agrees with proto3-json-serializer, the reference implementation. */
import { describe, expect, it } from 'vitest';
import { fromProto3JSON, toProto3JSON, type JSONValue } from 'proto3-json-serializer';
import { decodeToJson, encodeFromJson, messageType } from '../../src/firestore/codec.js';
import { formatTimestamp, parseTimestamp } from '../../src/firestore/time.js';

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
