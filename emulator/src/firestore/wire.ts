/**
 * Fast protobuf <-> canonical proto3 JSON for the gRPC transport. proto3-json-serializer walks the
 * reflection tree generically and dominates the cost of large commits and listen fan-out; this
 * walks only the fields present, writes straight into a protobufjs Writer, and reads protobufjs'
 * code-generated decode output. Covers the types google.firestore.v1 uses (no Any/Struct payloads).
 */
import type protobuf from 'protobufjs';
import { protobufjs } from './protobuf.js';
import { formatTimestamp, parseTimestamp } from './time.js';

const TWO_32 = 0x1_0000_0000;

/** A 64-bit integer (number or decimal string) as its two's-complement unsigned 32-bit halves [low, high]. */
function int64(value: unknown): [number, number] {
  const n =
    typeof value === 'number'
      ? Math.trunc(value)
      : typeof value === 'string' && value.length < 16
        ? Number(value)
        : NaN;
  // Strings take the fast path only in their canonical form; anything else parses as before (BigInt).
  if (Number.isSafeInteger(n) && (typeof value === 'number' || String(n) === value)) {
    if (n >= 0) return [n % TWO_32, Math.floor(n / TWO_32)];
    const m = -n; // two's complement of the magnitude
    const lo = m % TWO_32;
    const hi = Math.floor(m / TWO_32);
    return lo === 0 ? [0, (TWO_32 - hi) % TWO_32] : [TWO_32 - lo, TWO_32 - 1 - hi];
  }
  const big = BigInt.asUintN(
    64,
    BigInt(typeof value === 'number' ? Math.trunc(value) : String(value)),
  );
  return [Number(big & 0xffffffffn), Number(big >> 32n)];
}

const WRAPPERS = new Set([
  '.google.protobuf.Int32Value',
  '.google.protobuf.Int64Value',
  '.google.protobuf.UInt32Value',
  '.google.protobuf.DoubleValue',
  '.google.protobuf.BoolValue',
  '.google.protobuf.StringValue',
  '.google.protobuf.BytesValue',
]);

const VARINT = new Set(['int32', 'int64', 'uint32', 'uint64', 'bool']);

interface FieldPlan {
  field: protobuf.Field;
  type: protobuf.Type | null;
  enumType: protobuf.Enum | null;
  /** How the field's value is represented in JSON (computed once: `fullName` is a slow getter). */
  kind: 'scalar' | 'enum' | 'null' | 'timestamp' | 'wrapper' | 'message';
  /** Scalar type of a wrapper's `value`. */
  wrapped: string;
  /** Encoding, precomputed: the key (field number and wire type) of one value, and of a map entry's key and value. */
  tag: number;
  mapKeyTag: number;
  mapValueTag: number;
  /** Plan of the message type, filled on first use (types are recursive: Value -> ArrayValue -> Value). */
  child: Map<string, FieldPlan> | null;
  /** A google.firestore.v1.Document: encoded by encodeDocument (see below), not by the plan. */
  isDocument: boolean;
}

function wireTypeOf(type: string): number {
  return VARINT.has(type)
    ? 0
    : type === 'double' || type === 'fixed64' || type === 'sfixed64'
      ? 1
      : type === 'float' || type === 'fixed32' || type === 'sfixed32'
        ? 5
        : 2;
}

function childPlan(p: FieldPlan): Map<string, FieldPlan> {
  return (p.child ??= planOf(p.type!));
}

const plans = new WeakMap<protobuf.Type, Map<string, FieldPlan>>();

function planOf(type: protobuf.Type): Map<string, FieldPlan> {
  let plan = plans.get(type);
  if (!plan) {
    type.resolveAll();
    plan = new Map();
    for (const field of type.fieldsArray) {
      const resolved = field.resolvedType;
      const type = resolved instanceof protobufjs().Type ? resolved : null;
      const enumType = resolved instanceof protobufjs().Enum ? resolved : null;
      const kind = enumType
        ? enumType.fullName === '.google.protobuf.NullValue'
          ? 'null'
          : 'enum'
        : !type
          ? 'scalar'
          : type.fullName === '.google.protobuf.Timestamp'
            ? 'timestamp'
            : WRAPPERS.has(type.fullName)
              ? 'wrapper'
              : 'message';
      const wire = enumType ? 0 : type ? 2 : wireTypeOf(field.type);
      const mapKeyTag = field.map
        ? (1 << 3) | wireTypeOf((field as unknown as protobuf.MapField).keyType)
        : 0;
      const wrapped = kind === 'wrapper' ? type!.fields.value!.type : '';
      plan.set(field.name, {
        field,
        type,
        enumType,
        kind,
        wrapped,
        tag: (field.id << 3) | wire,
        mapKeyTag,
        mapValueTag: (2 << 3) | wire,
        child: null,
        isDocument: type?.fullName === '.google.firestore.v1.Document' && !field.map,
      });
    }
    plans.set(type, plan);
  }
  return plan;
}

// ---------- encoding ----------
//
// Two passes straight into one Buffer: the first measures every length-delimited item (nested
// messages, map entries, strings, bytes) in pre-order into `sizes`, the second writes them,
// consuming `sizes` in the same order. protobufjs' Writer allocates an operation object per
// field and a fork per nested message, which made encoding the main cost of a listener.

let sizes: number[] = [];
let cursor = 0;
/** Documents encoded beforehand (shareDocumentEncodings), measured in the first pass and copied in the second. */
let blobs: Uint8Array[] = [];
let blobCursor = 0;

/** `reserve` bytes are left free at the start (for a transport's frame header). */
export function encodeJson(type: protobuf.Type, json: object, reserve = 0): Buffer {
  sizes = [];
  blobs = [];
  docTop = 0;
  docTimeTop = 0;
  const length = reserve + sizeMessage(planOf(type), json as Record<string, unknown>);
  const buf = allocate(length);
  cursor = 0;
  blobCursor = 0;
  docCursor = 0;
  docTimeCursor = 0;
  const end = writeMessage(buf, reserve, planOf(type), json as Record<string, unknown>);
  if (end !== length) throw new Error(`wire: encoded ${end} bytes, measured ${length}`);
  return buf;
}

// Small outputs are cut from a 64 KiB slab: Buffer.allocUnsafe's 8 KiB pool made a new pool every
// ~70 listen responses, and creating one cost more than encoding them.
const SLAB = 64 * 1024;
let slab = Buffer.allocUnsafeSlow(0);
let slabUsed = 0;

function allocate(length: number): Buffer {
  if (length > SLAB / 8) return Buffer.allocUnsafe(length);
  if (slabUsed + length > slab.length) {
    slab = Buffer.allocUnsafeSlow(SLAB);
    slabUsed = 0;
  }
  const buf = slab.subarray(slabUsed, slabUsed + length);
  slabUsed = (slabUsed + length + 7) & ~7; // 8-byte aligned, as the pool does
  return buf;
}

function varintSize(v: number): number {
  return v < 0x80 ? 1 : v < 0x4000 ? 2 : v < 0x200000 ? 3 : v < 0x10000000 ? 4 : 5;
}

function sizeMessage(plan: Map<string, FieldPlan>, json: Record<string, unknown>): number {
  let n = 0;
  for (const key in json) {
    const value = json[key];
    if (value === undefined || value === null) {
      if (value === null && plan.get(key)?.kind === 'null') n += varintSize(plan.get(key)!.tag) + 1;
      continue;
    }
    const p = plan.get(key);
    if (!p) continue;
    const f = p.field;
    if (f.map) {
      const keyType = (f as unknown as protobuf.MapField).keyType;
      const tag = varintSize((f.id << 3) | 2);
      for (const k in value as Record<string, unknown>) {
        const slot = sizes.push(0) - 1;
        const entry =
          varintSize(p.mapKeyTag) +
          sizeScalarBody(keyType, k) +
          sizeSingle(p, p.mapValueTag, (value as Record<string, unknown>)[k]);
        sizes[slot] = entry;
        n += tag + varintSize(entry) + entry;
      }
    } else if (f.repeated) {
      const items = value as unknown[];
      if (items.length === 0) continue;
      if (!p.type && f.type !== 'string' && f.type !== 'bytes') {
        const slot = sizes.push(0) - 1;
        let body = 0;
        for (const item of items)
          body += p.enumType
            ? sizeScalarBody('int32', enumNumber(p.enumType, item))
            : sizeScalarBody(f.type, item);
        sizes[slot] = body;
        n += varintSize((f.id << 3) | 2) + varintSize(body) + body;
      } else {
        for (const item of items) n += sizeSingle(p, p.tag, item);
      }
    } else {
      n += sizeSingle(p, p.tag, value);
    }
  }
  return n;
}

/** Size of one value of field `p` written with key `tag`, key included. */
function sizeSingle(p: FieldPlan, tag: number, value: unknown): number {
  if (p.enumType) return varintSize(tag) + sizeScalarBody('int32', enumNumber(p.enumType, value));
  if (p.kind === 'scalar') return varintSize(tag) + sizeScalarBody(p.field.type, value);
  if (p.isDocument) {
    const doc = (value ?? {}) as Record<string, unknown>;
    let length: number;
    if (shared) {
      const bytes = sharedDocument(doc);
      blobs.push(bytes);
      length = bytes.length;
    } else {
      length = sizeDocument(doc);
      sizes.push(length);
    }
    return varintSize(tag) + varintSize(length) + length;
  }
  const slot = sizes.push(0) - 1;
  let body: number;
  if (p.kind === 'timestamp') {
    const ts = parseTimestampCached(value as string);
    body =
      (ts.seconds ? 1 + sizeScalarBody('int64', ts.seconds) : 0) +
      (ts.nanos ? 1 + sizeScalarBody('int32', ts.nanos) : 0);
  } else if (p.kind === 'wrapper') {
    body = 1 + sizeScalarBody(p.wrapped, wrapped(value));
  } else {
    body = sizeMessage(childPlan(p), (value ?? {}) as Record<string, unknown>);
  }
  sizes[slot] = body;
  return varintSize(tag) + varintSize(body) + body;
}

function wrapped(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (value as { value?: unknown }).value : value;
}

function sizeScalarBody(type: string, value: unknown): number {
  switch (type) {
    case 'string': {
      const len = utf8Length(value as string);
      sizes.push(len);
      return varintSize(len) + len;
    }
    case 'bytes': {
      const len =
        typeof value === 'string'
          ? Buffer.byteLength(value, 'base64')
          : (value as Uint8Array).length;
      sizes.push(len);
      return varintSize(len) + len;
    }
    case 'bool':
      return 1;
    case 'int32': {
      const v = Number(value) | 0;
      return v < 0 ? 10 : varintSize(v);
    }
    case 'uint32':
      return varintSize(Number(value) >>> 0);
    case 'int64':
    case 'uint64': {
      const [lo, hi] = int64(value);
      return hi === 0 ? varintSize(lo) : varint64Size(hi);
    }
    case 'double':
      return 8;
    case 'float':
      return 4;
    default:
      throw new Error(`wire: unsupported scalar type ${type}`);
  }
}

/** Bytes of a varint whose high 32 bits are `hi` (non-zero). */
function varint64Size(hi: number): number {
  // 32 low bits take 4 full groups of 7 plus 4 bits; each further 7 bits of `hi` add a byte.
  const h = hi >>> 0;
  return h < 0x8
    ? 5
    : h < 0x400
      ? 6
      : h < 0x20000
        ? 7
        : h < 0x1000000
          ? 8
          : h < 0x80000000
            ? 9
            : 10;
}

// Short strings (field names, small values) are faster in JS; longer ones (document names) natively.
const SHORT_STRING = 16;

function utf8Length(s: string): number {
  if (s.length >= SHORT_STRING) return Buffer.byteLength(s, 'utf8');
  for (let i = 0; i < s.length; i++)
    if (s.charCodeAt(i) >= 0x80) return Buffer.byteLength(s, 'utf8');
  return s.length;
}

function writeMessage(
  buf: Buffer,
  at: number,
  plan: Map<string, FieldPlan>,
  json: Record<string, unknown>,
): number {
  for (const key in json) {
    const value = json[key];
    if (value === undefined || value === null) {
      if (value === null && plan.get(key)?.kind === 'null') {
        at = writeVarint(buf, at, plan.get(key)!.tag);
        buf[at++] = 0;
      }
      continue;
    }
    const p = plan.get(key);
    if (!p) continue;
    const f = p.field;
    if (f.map) {
      const keyType = (f as unknown as protobuf.MapField).keyType;
      for (const k in value as Record<string, unknown>) {
        at = writeVarint(buf, at, (f.id << 3) | 2);
        at = writeVarint(buf, at, sizes[cursor++]!);
        at = writeVarint(buf, at, p.mapKeyTag);
        at = writeScalarBody(buf, at, keyType, k);
        at = writeSingle(buf, at, p, p.mapValueTag, (value as Record<string, unknown>)[k]);
      }
    } else if (f.repeated) {
      const items = value as unknown[];
      if (items.length === 0) continue;
      if (!p.type && f.type !== 'string' && f.type !== 'bytes') {
        at = writeVarint(buf, at, (f.id << 3) | 2);
        at = writeVarint(buf, at, sizes[cursor++]!);
        for (const item of items)
          at = p.enumType
            ? writeScalarBody(buf, at, 'int32', enumNumber(p.enumType, item))
            : writeScalarBody(buf, at, f.type, item);
      } else {
        for (const item of items) at = writeSingle(buf, at, p, p.tag, item);
      }
    } else {
      at = writeSingle(buf, at, p, p.tag, value);
    }
  }
  return at;
}

function writeSingle(buf: Buffer, at: number, p: FieldPlan, tag: number, value: unknown): number {
  at = writeVarint(buf, at, tag);
  if (p.enumType) return writeScalarBody(buf, at, 'int32', enumNumber(p.enumType, value));
  if (p.kind === 'scalar') return writeScalarBody(buf, at, p.field.type, value);
  if (p.isDocument) {
    if (!shared) {
      at = writeVarint(buf, at, sizes[cursor++]!);
      return writeDocument(buf, at, (value ?? {}) as Record<string, unknown>);
    }
    const bytes = blobs[blobCursor++]!;
    at = writeVarint(buf, at, bytes.length);
    buf.set(bytes, at);
    return at + bytes.length;
  }
  at = writeVarint(buf, at, sizes[cursor++]!);
  if (p.kind === 'timestamp') {
    return writeTimestampBody(buf, at, parseTimestampCached(value as string));
  }
  if (p.kind === 'wrapper') {
    buf[at++] = (1 << 3) | wireTypeOf(p.wrapped);
    return writeScalarBody(buf, at, p.wrapped, wrapped(value));
  }
  return writeMessage(buf, at, childPlan(p), (value ?? {}) as Record<string, unknown>);
}

/** A google.protobuf.Timestamp's fields (seconds 1, nanos 2), zeros left out as protobuf does. */
function writeTimestampBody(
  buf: Buffer,
  at: number,
  ts: { seconds: number; nanos: number },
): number {
  if (ts.seconds) {
    buf[at++] = 8;
    at = writeScalarBody(buf, at, 'int64', ts.seconds);
  }
  if (ts.nanos) {
    buf[at++] = 16;
    at = writeScalarBody(buf, at, 'int32', ts.nanos);
  }
  return at;
}

// Documents written by one commit share their timestamps, so a one-entry cache saves most parsing.
let lastTimestampText = '';
let lastTimestamp = { seconds: 0, nanos: 0 };

function parseTimestampCached(text: string): { seconds: number; nanos: number } {
  if (text !== lastTimestampText) {
    lastTimestamp = parseTimestamp(text);
    lastTimestampText = text;
  }
  return lastTimestamp;
}

function enumNumber(e: protobuf.Enum, value: unknown): number {
  if (typeof value === 'number') return value;
  if (value === null) return 0;
  return e.values[value as string] ?? 0;
}

function writeScalarBody(buf: Buffer, at: number, type: string, value: unknown): number {
  switch (type) {
    case 'string':
      return writeStringBody(buf, at, value as string, sizes[cursor++]!);
    case 'bytes': {
      const len = sizes[cursor++]!;
      at = writeVarint(buf, at, len);
      if (typeof value === 'string') buf.write(value, at, len, 'base64');
      else buf.set(value as Uint8Array, at);
      return at + len;
    }
    case 'bool':
      buf[at] = value ? 1 : 0;
      return at + 1;
    case 'int32': {
      const v = Number(value) | 0;
      return v < 0 ? writeVarint64(buf, at, v >>> 0, 0xffffffff) : writeVarint(buf, at, v);
    }
    case 'uint32':
      return writeVarint(buf, at, Number(value) >>> 0);
    case 'int64':
    case 'uint64': {
      const [lo, hi] = int64(value);
      return hi === 0 ? writeVarint(buf, at, lo) : writeVarint64(buf, at, lo, hi);
    }
    case 'double':
      return buf.writeDoubleLE(Number(value), at);
    case 'float':
      return buf.writeFloatLE(Number(value), at);
    default:
      throw new Error(`wire: unsupported scalar type ${type}`);
  }
}

/** Writes an unsigned 32-bit varint. */
function writeVarint(buf: Buffer, at: number, v: number): number {
  while (v > 0x7f) {
    buf[at++] = (v & 0x7f) | 0x80;
    v >>>= 7;
  }
  buf[at++] = v;
  return at;
}

/** Writes a 64-bit varint given as unsigned 32-bit halves. */
function writeVarint64(buf: Buffer, at: number, lo: number, hi: number): number {
  while (hi !== 0) {
    buf[at++] = (lo & 0x7f) | 0x80;
    lo = ((lo >>> 7) | (hi << 25)) >>> 0;
    hi >>>= 7;
  }
  return writeVarint(buf, at, lo);
}

// ---------- documents ----------
//
// google.firestore.v1.Document and Value by hand: a listener encodes one document per change, and
// the plan walker's map lookups per field were most of that cost. The bytes are the plan walker's
// (fields in the JSON's order, timestamp parts that are zero left out, empty arrays left out):
// wire.test.ts compares them. Within shareDocumentEncodings (one commit's delivery to its
// listeners) a document is encoded once for every target and stream that sends it.

// Filled from index 0 by each encoding's first pass (`docTop`), read back by its second
// (`docCursor`); kept between encodings, so a listener's changes allocate no arrays.
const docSizes: number[] = [];
let docTop = 0;
let docCursor = 0;
/** Timestamps parsed in the first pass, for the second. */
const docTimes: Array<{ seconds: number; nanos: number }> = [];
let docTimeTop = 0;
let docTimeCursor = 0;
let shared: Map<object, Uint8Array> | null = null;

/** Runs `fn` with documents encoded at most once (by object identity: stored documents are immutable). */
export function shareDocumentEncodings(fn: () => void): void {
  if (shared) return fn();
  shared = new Map();
  try {
    fn();
  } finally {
    shared = null;
  }
}

function sharedDocument(doc: Record<string, unknown>): Uint8Array {
  let bytes = shared!.get(doc);
  if (!bytes) shared!.set(doc, (bytes = encodeDocument(doc)));
  return bytes;
}

/** A Document (proto3 JSON) as protobuf bytes. */
export function encodeDocument(doc: Record<string, unknown>): Buffer {
  // May run inside encodeJson's first pass (sharedDocument): it uses the arrays past the outer
  // encoding's entries, then gives them back.
  const [top, cursorBefore, timeTop, timeCursorBefore] = [
    docTop,
    docCursor,
    docTimeTop,
    docTimeCursor,
  ];
  docCursor = docTop;
  docTimeCursor = docTimeTop;
  const length = sizeDocument(doc);
  const buf = allocate(length);
  const end = writeDocument(buf, 0, doc);
  docTop = top;
  docCursor = cursorBefore;
  docTimeTop = timeTop;
  docTimeCursor = timeCursorBefore;
  if (end !== length) throw new Error(`wire: encoded ${end} bytes, measured ${length}`);
  return buf;
}

/**
 * `{ documentChange: { document, targetIds } }` as a ListenResponse, with `reserve` bytes free at
 * the start: the bytes encodeJson writes for it, without walking the plans of the two wrappers.
 */
export function encodeListenDocumentChange(
  doc: Record<string, unknown>,
  targetIds: readonly number[],
  reserve = 0,
): Buffer {
  let bytes: Uint8Array | null = null;
  let docLength: number;
  if (shared) docLength = (bytes = sharedDocument(doc)).length;
  else {
    docTop = 0;
    docTimeTop = 0;
    docLength = sizeDocument(doc);
  }
  let ids = 0;
  for (const id of targetIds) ids += int32Size(id);
  const change =
    1 + varintSize(docLength) + docLength + (targetIds.length ? 1 + varintSize(ids) + ids : 0);
  const length = reserve + 1 + varintSize(change) + change;
  const buf = allocate(length);
  let at = reserve;
  buf[at++] = LISTEN_DOCUMENT_CHANGE;
  at = writeVarint(buf, at, change);
  buf[at++] = CHANGE_DOCUMENT;
  at = writeVarint(buf, at, docLength);
  if (bytes) {
    buf.set(bytes, at);
    at += docLength;
  } else {
    docCursor = 0;
    docTimeCursor = 0;
    at = writeDocument(buf, at, doc);
  }
  if (targetIds.length) {
    buf[at++] = CHANGE_TARGET_IDS;
    at = writeVarint(buf, at, ids);
    for (const id of targetIds) at = writeScalarBody(buf, at, 'int32', id);
  }
  if (at !== length) throw new Error(`wire: encoded ${at} bytes, measured ${length}`);
  return buf;
}

/**
 * RunQuery's answer: one RunQueryResponse `{ document, readTime }` per document, each as a gRPC
 * frame (flag 0, 4-byte length), all in one buffer. The bytes encodeJson writes for each (document
 * first, as in the JSON), with the shared read time parsed once; `documents` is a slice of at
 * most a few hundred (the first pass keeps every document's sizes).
 */
export function encodeRunQueryFrames(
  documents: ReadonlyArray<Record<string, unknown>>,
  readTime: string,
): Buffer {
  docTop = 0;
  docTimeTop = 0;
  const time = parseTimestamp(readTime);
  const timeBody =
    (time.seconds ? 1 + sizeScalarBody('int64', time.seconds) : 0) +
    (time.nanos ? 1 + int32Size(time.nanos) : 0);
  const lengths = documentLengths;
  lengths.length = 0;
  let total = 0;
  for (const doc of documents) {
    const length = sizeDocument(doc);
    lengths.push(length);
    total += 5 + 1 + varintSize(length) + length + 2 + timeBody;
  }
  const buf = allocate(total);
  docCursor = 0;
  docTimeCursor = 0;
  let at = 0;
  for (let i = 0; i < documents.length; i++) {
    const length = lengths[i]!;
    buf[at] = 0;
    buf.writeUInt32BE(1 + varintSize(length) + length + 2 + timeBody, at + 1);
    at += 5;
    buf[at++] = RESPONSE_DOCUMENT;
    at = writeVarint(buf, at, length);
    at = writeDocument(buf, at, documents[i]!);
    buf[at++] = RESPONSE_READ_TIME;
    buf[at++] = timeBody;
    at = writeTimestampBody(buf, at, time);
  }
  if (at !== total) throw new Error(`wire: encoded ${at} bytes, measured ${total}`);
  return buf;
}

const documentLengths: number[] = [];
const RESPONSE_DOCUMENT = 0x0a;
const RESPONSE_READ_TIME = 0x1a;

const LISTEN_DOCUMENT_CHANGE = 0x1a;
const CHANGE_DOCUMENT = 0x0a;
const CHANGE_TARGET_IDS = 0x2a; // packed

// Keys (field number << 3 | wire type) of Document, Value, LatLng, ArrayValue and MapValue.
const DOC_NAME = 0x0a;
const DOC_FIELDS = 0x12;
const DOC_CREATE_TIME = 0x1a;
const DOC_UPDATE_TIME = 0x22;
const ENTRY_KEY = 0x0a;
const ENTRY_VALUE = 0x12;
const V_BOOLEAN = 0x08;
const V_INTEGER = 0x10;
const V_DOUBLE = 0x19;
const V_REFERENCE = 0x2a;
const V_MAP = 0x32;
const V_GEO = 0x42;
const V_ARRAY = 0x4a;
const V_TIMESTAMP = 0x52;
const V_NULL = 0x58;
const V_STRING = 0x8a; // field 17: a two-byte key, 0x8a 0x01
const V_BYTES = 0x92; // field 18: 0x92 0x01
const LATITUDE = 0x09;
const LONGITUDE = 0x11;
const ARRAY_VALUES = 0x0a;
const MAP_FIELDS = 0x0a;

function sizeDocument(doc: Record<string, unknown>): number {
  let n = 0;
  for (const key in doc) {
    const v = doc[key];
    if (v === undefined || v === null) continue;
    if (key === 'name') n += 1 + sizeString(v as string);
    else if (key === 'fields') n += sizeFields(v as Record<string, unknown>);
    else if (key === 'createTime' || key === 'updateTime') n += 1 + sizeTimestamp(v as string);
  }
  return n;
}

function writeDocument(buf: Buffer, at: number, doc: Record<string, unknown>): number {
  for (const key in doc) {
    const v = doc[key];
    if (v === undefined || v === null) continue;
    if (key === 'name') {
      buf[at++] = DOC_NAME;
      at = writeString(buf, at, v as string);
    } else if (key === 'fields')
      at = writeFields(buf, at, DOC_FIELDS, v as Record<string, unknown>);
    else if (key === 'createTime') {
      buf[at++] = DOC_CREATE_TIME;
      at = writeTimestamp(buf, at);
    } else if (key === 'updateTime') {
      buf[at++] = DOC_UPDATE_TIME;
      at = writeTimestamp(buf, at);
    }
  }
  return at;
}

/** A map<string, Value> field: one entry (key 1, value 2) per key; its key is one byte. */
function sizeFields(fields: Record<string, unknown>): number {
  let n = 0;
  for (const k in fields) {
    // The entry's length and its value's length come first: the second pass reads them first.
    const slot = docTop;
    docTop += 2;
    const keySize = sizeString(k);
    const body = sizeValue((fields[k] ?? {}) as Record<string, unknown>);
    const entry = 1 + keySize + 1 + varintSize(body) + body;
    docSizes[slot] = entry;
    docSizes[slot + 1] = body;
    n += 1 + varintSize(entry) + entry;
  }
  return n;
}

function writeFields(
  buf: Buffer,
  at: number,
  tag: number,
  fields: Record<string, unknown>,
): number {
  for (const k in fields) {
    buf[at++] = tag;
    at = writeVarint(buf, at, docSizes[docCursor++]!);
    const body = docSizes[docCursor++]!;
    buf[at++] = ENTRY_KEY;
    at = writeString(buf, at, k);
    buf[at++] = ENTRY_VALUE;
    at = writeVarint(buf, at, body);
    at = writeValue(buf, at, (fields[k] ?? {}) as Record<string, unknown>);
  }
  return at;
}

/** A Value's body (it is a oneof: one key, but every key present is written, as the plan walker does). */
function sizeValue(value: Record<string, unknown>): number {
  let n = 0;
  for (const key in value) {
    const v = value[key];
    if (v === undefined) continue;
    if (v === null) {
      if (key === 'nullValue') n += 2;
      continue;
    }
    switch (key) {
      case 'nullValue':
        n += 1 + int32Size(typeof v === 'number' ? v : 0);
        break;
      case 'booleanValue':
        n += 2;
        break;
      case 'integerValue': {
        const [lo, hi] = int64(v);
        n += 1 + (hi === 0 ? varintSize(lo) : varint64Size(hi));
        break;
      }
      case 'doubleValue':
        n += 9;
        break;
      case 'timestampValue':
        n += 1 + sizeTimestamp(v as string);
        break;
      case 'stringValue':
        n += 2 + sizeString(v as string);
        break;
      case 'bytesValue': {
        const len =
          typeof v === 'string' ? Buffer.byteLength(v, 'base64') : (v as Uint8Array).length;
        docSizes[docTop++] = len;
        n += 2 + varintSize(len) + len;
        break;
      }
      case 'referenceValue':
        n += 1 + sizeString(v as string);
        break;
      case 'geoPointValue': {
        let body = 0;
        for (const k in v as Record<string, unknown>) {
          const c = (v as Record<string, unknown>)[k];
          if (c !== undefined && c !== null && (k === 'latitude' || k === 'longitude')) body += 9;
        }
        docSizes[docTop++] = body;
        n += 1 + varintSize(body) + body;
        break;
      }
      case 'arrayValue': {
        const slot = docTop++;
        let body = 0;
        for (const k in v as Record<string, unknown>) {
          const items = (v as Record<string, unknown>)[k] as unknown[] | null | undefined;
          if (k !== 'values' || !items || items.length === 0) continue;
          for (const item of items) {
            const itemSlot = docTop++;
            const itemBody = sizeValue((item ?? {}) as Record<string, unknown>);
            docSizes[itemSlot] = itemBody;
            body += 1 + varintSize(itemBody) + itemBody;
          }
        }
        docSizes[slot] = body;
        n += 1 + varintSize(body) + body;
        break;
      }
      case 'mapValue': {
        const slot = docTop++;
        let body = 0;
        for (const k in v as Record<string, unknown>) {
          const fields = (v as Record<string, unknown>)[k];
          if (k === 'fields' && fields !== undefined && fields !== null)
            body += sizeFields(fields as Record<string, unknown>);
        }
        docSizes[slot] = body;
        n += 1 + varintSize(body) + body;
        break;
      }
    }
  }
  return n;
}

function writeValue(buf: Buffer, at: number, value: Record<string, unknown>): number {
  for (const key in value) {
    const v = value[key];
    if (v === undefined) continue;
    if (v === null) {
      if (key === 'nullValue') {
        buf[at++] = V_NULL;
        buf[at++] = 0;
      }
      continue;
    }
    switch (key) {
      case 'nullValue':
        buf[at++] = V_NULL;
        at = writeScalarBody(buf, at, 'int32', typeof v === 'number' ? v : 0);
        break;
      case 'booleanValue':
        buf[at++] = V_BOOLEAN;
        buf[at++] = v ? 1 : 0;
        break;
      case 'integerValue': {
        buf[at++] = V_INTEGER;
        const [lo, hi] = int64(v);
        at = hi === 0 ? writeVarint(buf, at, lo) : writeVarint64(buf, at, lo, hi);
        break;
      }
      case 'doubleValue':
        buf[at++] = V_DOUBLE;
        at = buf.writeDoubleLE(Number(v), at);
        break;
      case 'timestampValue':
        buf[at++] = V_TIMESTAMP;
        at = writeTimestamp(buf, at);
        break;
      case 'stringValue':
        buf[at++] = V_STRING;
        buf[at++] = 0x01;
        at = writeString(buf, at, v as string);
        break;
      case 'bytesValue': {
        buf[at++] = V_BYTES;
        buf[at++] = 0x01;
        const len = docSizes[docCursor++]!;
        at = writeVarint(buf, at, len);
        if (typeof v === 'string') buf.write(v, at, len, 'base64');
        else buf.set(v as Uint8Array, at);
        at += len;
        break;
      }
      case 'referenceValue':
        buf[at++] = V_REFERENCE;
        at = writeString(buf, at, v as string);
        break;
      case 'geoPointValue':
        buf[at++] = V_GEO;
        at = writeVarint(buf, at, docSizes[docCursor++]!);
        for (const k in v as Record<string, unknown>) {
          const c = (v as Record<string, unknown>)[k];
          if (c === undefined || c === null || (k !== 'latitude' && k !== 'longitude')) continue;
          buf[at++] = k === 'latitude' ? LATITUDE : LONGITUDE;
          at = buf.writeDoubleLE(Number(c), at);
        }
        break;
      case 'arrayValue':
        buf[at++] = V_ARRAY;
        at = writeVarint(buf, at, docSizes[docCursor++]!);
        for (const k in v as Record<string, unknown>) {
          const items = (v as Record<string, unknown>)[k] as unknown[] | null | undefined;
          if (k !== 'values' || !items || items.length === 0) continue;
          for (const item of items) {
            buf[at++] = ARRAY_VALUES;
            at = writeVarint(buf, at, docSizes[docCursor++]!);
            at = writeValue(buf, at, (item ?? {}) as Record<string, unknown>);
          }
        }
        break;
      case 'mapValue':
        buf[at++] = V_MAP;
        at = writeVarint(buf, at, docSizes[docCursor++]!);
        for (const k in v as Record<string, unknown>) {
          const fields = (v as Record<string, unknown>)[k];
          if (k === 'fields' && fields !== undefined && fields !== null)
            at = writeFields(buf, at, MAP_FIELDS, fields as Record<string, unknown>);
        }
        break;
    }
  }
  return at;
}

function int32Size(value: number): number {
  const v = Number(value) | 0;
  return v < 0 ? 10 : varintSize(v);
}

function sizeString(s: string): number {
  const len = utf8Length(s);
  docSizes[docTop++] = len;
  return varintSize(len) + len;
}

function writeString(buf: Buffer, at: number, s: string): number {
  return writeStringBody(buf, at, s, docSizes[docCursor++]!);
}

/** A string's length prefix and its `len` UTF-8 bytes (measured in the first pass). */
function writeStringBody(buf: Buffer, at: number, s: string, len: number): number {
  at = writeVarint(buf, at, len);
  if (len === s.length && len < SHORT_STRING) {
    for (let i = 0; i < len; i++) buf[at + i] = s.charCodeAt(i); // ASCII, as utf8Length found
  } else {
    buf.write(s, at, len, 'utf8');
  }
  return at + len;
}

/** A Timestamp message's length prefix and body; the key is the caller's. */
function sizeTimestamp(text: string): number {
  const ts = parseTimestampCached(text);
  docTimes[docTimeTop++] = ts;
  const body =
    (ts.seconds ? 1 + sizeScalarBody('int64', ts.seconds) : 0) +
    (ts.nanos ? 1 + sizeScalarBody('int32', ts.nanos) : 0);
  return 1 + body; // a Timestamp's body is at most 17 bytes: a one-byte length
}

function writeTimestamp(buf: Buffer, at: number): number {
  const ts = docTimes[docTimeCursor++]!;
  const lengthAt = at++;
  at = writeTimestampBody(buf, at, ts);
  buf[lengthAt] = at - lengthAt - 1;
  return at;
}

// ---------- decoding ----------

export function decodeToCanonicalJson(
  type: protobuf.Type,
  bytes: Uint8Array,
): Record<string, unknown> {
  return messageToJson(type, type.decode(bytes) as unknown as Record<string, unknown>);
}

function messageToJson(
  type: protobuf.Type,
  message: Record<string, unknown>,
): Record<string, unknown> {
  const plan = planOf(type);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(message)) {
    const p = plan.get(key);
    if (!p) continue;
    const value = message[key];
    const f = p.field;
    if (f.map) {
      const obj: Record<string, unknown> = {};
      for (const k of Object.keys(value as object))
        obj[k] = singleToJson(p, (value as Record<string, unknown>)[k]);
      out[key] = obj;
    } else if (f.repeated) {
      const items = value as unknown[];
      if (items.length) out[key] = items.map((v) => singleToJson(p, v));
    } else {
      out[key] = singleToJson(p, value);
    }
  }
  return out;
}

function singleToJson(p: FieldPlan, value: unknown): unknown {
  switch (p.kind) {
    case 'null':
      return 'NULL_VALUE';
    case 'enum':
      return p.enumType!.valuesById[value as number] ?? value;
    case 'timestamp': {
      const m = value as { seconds?: unknown; nanos?: unknown };
      return formatTimestamp({ seconds: Number(m.seconds ?? 0), nanos: Number(m.nanos ?? 0) });
    }
    case 'wrapper':
      return scalarToJson(p.wrapped, (value as { value?: unknown }).value ?? 0);
    case 'message':
      return messageToJson(p.type!, value as Record<string, unknown>);
    case 'scalar':
      return scalarToJson(p.field.type, value);
  }
}

function scalarToJson(type: string, value: unknown): unknown {
  switch (type) {
    case 'int64':
    case 'uint64':
    case 'sint64':
    case 'fixed64':
    case 'sfixed64':
      return String(value);
    case 'bytes':
      return Buffer.from(value as Uint8Array).toString('base64');
    case 'double':
    case 'float':
      return Number.isFinite(value) ? value : String(value);
    default:
      return value;
  }
}
