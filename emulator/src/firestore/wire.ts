/**
 * Fast protobuf <-> canonical proto3 JSON for the gRPC transport. proto3-json-serializer walks the
 * reflection tree generically and dominates the cost of large commits and listen fan-out; this
 * walks only the fields present, writes straight into a protobufjs Writer, and reads protobufjs'
 * code-generated decode output. Covers the types google.firestore.v1 uses (no Any/Struct payloads).
 */
import type protobuf from 'protobufjs';
import { protobufjs } from './protobuf.js';
import { formatTimestamp, parseTimestamp } from './time.js';

/** A 64-bit integer as the {low, high} pair protobufjs' Writer accepts in place of a Long. */
function int64(value: unknown): protobuf.Long {
  const big = BigInt.asUintN(64, BigInt(typeof value === 'number' ? Math.trunc(value) : String(value)));
  return { low: Number(big & 0xffffffffn) | 0, high: Number(big >> 32n) | 0, unsigned: false } as protobuf.Long;
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
      plan.set(field.name, { field, type, enumType, kind, wrapped: kind === 'wrapper' ? type!.fields.value!.type : '' });
    }
    plans.set(type, plan);
  }
  return plan;
}

// ---------- encoding ----------

export function encodeJson(type: protobuf.Type, json: object): Uint8Array {
  const writer = protobufjs().Writer.create();
  writeMessage(writer, type, json as Record<string, unknown>);
  return writer.finish();
}

function writeMessage(w: protobuf.Writer, type: protobuf.Type, json: Record<string, unknown>): void {
  const plan = planOf(type);
  for (const key in json) {
    const value = json[key];
    if (value === undefined || value === null) {
      if (value === null && plan.get(key)?.kind === 'null') writeSingle(w, plan.get(key)!, 0);
      continue;
    }
    const p = plan.get(key);
    if (!p) continue;
    const f = p.field;
    if (f.map) {
      const keyType = (f as unknown as protobuf.MapField).keyType;
      for (const k in value as Record<string, unknown>) {
        w.uint32((f.id << 3) | 2).fork();
        writeScalar(w, 1, keyType, k);
        writeSingleAt(w, p, 2, (value as Record<string, unknown>)[k]);
        w.ldelim();
      }
    } else if (f.repeated) {
      const items = value as unknown[];
      if (items.length === 0) continue;
      if (!p.type && f.type !== 'string' && f.type !== 'bytes') {
        w.uint32((f.id << 3) | 2).fork();
        for (const item of items) writeScalarBody(w, p.enumType ? 'int32' : f.type, p.enumType ? enumNumber(p.enumType, item) : item);
        w.ldelim();
      } else {
        for (const item of items) writeSingle(w, p, item);
      }
    } else {
      writeSingle(w, p, value);
    }
  }
}

function writeSingle(w: protobuf.Writer, p: FieldPlan, value: unknown): void {
  writeSingleAt(w, p, p.field.id, value);
}

function writeSingleAt(w: protobuf.Writer, p: FieldPlan, id: number, value: unknown): void {
  if (p.enumType) {
    w.uint32(id << 3).int32(enumNumber(p.enumType, value));
    return;
  }
  if (p.kind === 'scalar') {
    writeScalar(w, id, p.field.type, value);
    return;
  }
  w.uint32((id << 3) | 2).fork();
  if (p.kind === 'timestamp') {
    const ts = parseTimestampCached(value as string);
    if (ts.seconds) w.uint32(8).int64(int64(ts.seconds));
    if (ts.nanos) w.uint32(16).int32(ts.nanos);
  } else if (p.kind === 'wrapper') {
    const inner = typeof value === 'object' && value !== null ? (value as { value?: unknown }).value : value;
    writeScalar(w, 1, p.wrapped, inner);
  } else {
    writeMessage(w, p.type!, value as Record<string, unknown>);
  }
  w.ldelim();
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

function writeScalar(w: protobuf.Writer, id: number, type: string, value: unknown): void {
  const wire = VARINT.has(type) ? 0 : type === 'double' || type === 'fixed64' || type === 'sfixed64' ? 1 : type === 'float' || type === 'fixed32' || type === 'sfixed32' ? 5 : 2;
  w.uint32((id << 3) | wire);
  writeScalarBody(w, type, value);
}

function writeScalarBody(w: protobuf.Writer, type: string, value: unknown): void {
  switch (type) {
    case 'string':
      w.string(value as string);
      return;
    case 'bytes':
      w.bytes(typeof value === 'string' ? Buffer.from(value, 'base64') : (value as Uint8Array));
      return;
    case 'bool':
      w.bool(value as boolean);
      return;
    case 'int32':
      w.int32(Number(value));
      return;
    case 'uint32':
      w.uint32(Number(value));
      return;
    case 'int64':
      w.int64(int64(value));
      return;
    case 'uint64':
      w.uint64(int64(value));
      return;
    case 'double':
      w.double(Number(value));
      return;
    case 'float':
      w.float(Number(value));
      return;
    default:
      throw new Error(`wire: unsupported scalar type ${type}`);
  }
}

// ---------- decoding ----------

export function decodeToCanonicalJson(type: protobuf.Type, bytes: Uint8Array): Record<string, unknown> {
  return messageToJson(type, type.decode(bytes) as unknown as Record<string, unknown>);
}

function messageToJson(type: protobuf.Type, message: Record<string, unknown>): Record<string, unknown> {
  const plan = planOf(type);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(message)) {
    const p = plan.get(key);
    if (!p) continue;
    const value = message[key];
    const f = p.field;
    if (f.map) {
      const obj: Record<string, unknown> = {};
      for (const k of Object.keys(value as object)) obj[k] = singleToJson(p, (value as Record<string, unknown>)[k]);
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
