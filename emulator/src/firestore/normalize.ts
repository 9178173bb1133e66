/**
 * Validates an incoming JSON message against its protobuf type and returns it in the one canonical
 * proto3 JSON form the engine works on. Accepts what the various clients send: enums as names or
 * numbers, int64 as strings or numbers, Timestamps as RFC 3339 or {seconds, nanos} (WebChannel),
 * wrappers as bare numbers or {value}, bytes as base64 or byte arrays. Unknown fields and wrongly
 * typed values are INVALID_ARGUMENT, with Google's wording.
 */
import type protobuf from 'protobufjs';
import { messageType } from './codec.js';
import { invalid } from './errors.js';
import { protobufjs } from './protobuf.js';
import { formatTimestamp, parseTimestamp } from './time.js';

type Json = unknown;

export function normalizeMessage<T = Record<string, unknown>>(typeName: string, json: Json): T {
  try {
    return normalizeType(messageType(typeName), json, '') as T;
  } catch (e) {
    // Thousands of nested maps outrun the stack before the depth limit (limits.ts) can be checked.
    if (e instanceof RangeError)
      throw invalid('Invalid JSON payload received. The message is nested too deeply.');
    throw e;
  }
}

function fail(path: string, detail: string): never {
  throw invalid(`Invalid JSON payload received. ${detail}${path ? ` at '${path}'` : ''}`);
}

const fieldIndex = new WeakMap<protobuf.Type, Map<string, protobuf.Field>>();

function fieldsByJsonName(type: protobuf.Type): Map<string, protobuf.Field> {
  let index = fieldIndex.get(type);
  if (!index) {
    type.resolveAll();
    index = new Map();
    for (const field of type.fieldsArray) {
      index.set(field.name, field);
      index.set(
        field.name.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase()),
        field,
      );
    }
    fieldIndex.set(type, index);
  }
  return index;
}

// protobufjs computes `fullName` on every access; cache it.
const fullNames = new WeakMap<protobuf.ReflectionObject, string>();

function fullNameOf(o: protobuf.ReflectionObject): string {
  let name = fullNames.get(o);
  if (name === undefined) fullNames.set(o, (name = o.fullName));
  return name;
}

function normalizeType(type: protobuf.Type, json: Json, path: string): Json {
  switch (fullNameOf(type)) {
    case '.google.protobuf.Timestamp':
      return normalizeTimestamp(json, path);
    case '.google.protobuf.Int32Value':
    case '.google.protobuf.Int64Value':
    case '.google.protobuf.UInt32Value':
    case '.google.protobuf.DoubleValue':
    case '.google.protobuf.BoolValue':
    case '.google.protobuf.StringValue':
    case '.google.protobuf.BytesValue': {
      const inner =
        json !== null && typeof json === 'object' && !Array.isArray(json)
          ? (json as { value?: Json }).value
          : json;
      return normalizeScalar(type.fields.value!, inner, path);
    }
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json))
    fail(path, `Expected an object for ${type.name}, got ${describe(json)}.`);
  const index = fieldsByJsonName(type);
  const out: Record<string, Json> = {};
  const oneofsSeen = new Map<string, string>();
  for (const [key, value] of Object.entries(json as Record<string, Json>)) {
    const field = index.get(key);
    const childPath = path ? `${path}.${key}` : key;
    if (!field) fail(path, `Unknown name ${JSON.stringify(key)}: Cannot find field.`);
    if (value === null && field.type !== 'google.protobuf.NullValue') continue;
    if (value === undefined) continue;
    if (field.partOf) {
      const other = oneofsSeen.get(field.partOf.name);
      if (other)
        fail(
          path,
          `Oneof field '${field.partOf.name}' is already set by '${other}', cannot set '${field.name}'.`,
        );
      oneofsSeen.set(field.partOf.name, field.name);
    }
    out[field.name] = normalizeField(field, value, childPath);
  }
  return out;
}

function normalizeField(field: protobuf.Field, value: Json, path: string): Json {
  if (field.map) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      fail(path, `Expected a map, got ${describe(value)}.`);
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value as Record<string, Json>))
      out[k] = normalizeSingle(field, v, `${path}[${JSON.stringify(k)}]`);
    return out;
  }
  if (field.repeated) {
    if (!Array.isArray(value)) fail(path, `Expected a list, got ${describe(value)}.`);
    return value.map((v, i) => normalizeSingle(field, v, `${path}[${i}]`));
  }
  return normalizeSingle(field, value, path);
}

function normalizeSingle(field: protobuf.Field, value: Json, path: string): Json {
  const resolved = field.resolvedType;
  if (resolved instanceof protobufjs().Type) return normalizeType(resolved, value, path);
  if (resolved instanceof protobufjs().Enum) return normalizeEnum(resolved, value, path);
  return normalizeScalar(field, value, path);
}

function normalizeEnum(e: protobuf.Enum, value: Json, path: string): Json {
  if (fullNameOf(e) === '.google.protobuf.NullValue') {
    if (value === null || value === 'NULL_VALUE' || value === 0) return 'NULL_VALUE';
    fail(path, `Invalid value for NullValue: ${describe(value)}.`);
  }
  if (typeof value === 'string' && value in e.values) return value;
  if (typeof value === 'number' && e.valuesById[value] !== undefined) return e.valuesById[value];
  fail(path, `Invalid value for enum type: ${JSON.stringify(value)}.`);
}

function normalizeScalar(field: protobuf.Field, value: Json, path: string): Json {
  switch (field.type) {
    case 'string':
      if (typeof value !== 'string')
        fail(path, `Invalid value ${describe(value)}: expected a string.`);
      return value;
    case 'bool':
      if (typeof value !== 'boolean')
        fail(path, `Invalid value ${describe(value)}: expected a boolean.`);
      return value;
    case 'int32':
    case 'uint32':
    case 'sint32':
    case 'fixed32':
    case 'sfixed32': {
      const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n))
        fail(path, `Invalid value ${describe(value)}: expected an int32.`);
      return n;
    }
    case 'int64':
    case 'uint64':
    case 'sint64':
    case 'fixed64':
    case 'sfixed64': {
      if (typeof value === 'number' && Number.isInteger(value)) return String(value);
      if (typeof value === 'string' && /^-?\d+$/.test(value)) {
        const big = BigInt(value);
        if (big > 9223372036854775807n || big < -9223372036854775808n)
          fail(path, `Value out of range: ${value}.`);
        return big.toString();
      }
      if (value !== null && typeof value === 'object' && 'low' in value && 'high' in value)
        return String(value);
      return fail(path, `Invalid value ${describe(value)}: expected an int64.`);
    }
    case 'double':
    case 'float': {
      if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
      if (value === 'NaN' || value === 'Infinity' || value === '-Infinity') return value;
      if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
        return Number(value);
      return fail(path, `Invalid value ${describe(value)}: expected a number.`);
    }
    case 'bytes':
      return normalizeBytes(value, path);
    default:
      fail(path, `Unsupported field type ${field.type}.`);
  }
}

function normalizeBytes(value: Json, path: string): string {
  if (typeof value === 'string') {
    if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(value))
      fail(path, `Invalid value ${describe(value)}: expected base64 bytes.`);
    return Buffer.from(
      value,
      value.includes('-') || value.includes('_') ? 'base64url' : 'base64',
    ).toString('base64');
  }
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  // A Uint8Array serialised by JSON.stringify: {"0":12,"1":34,...}; or a plain array of bytes.
  if (value !== null && typeof value === 'object') {
    const items = Array.isArray(value) ? value : Object.values(value as Record<string, unknown>);
    if (items.every((b) => typeof b === 'number' && b >= 0 && b < 256))
      return Buffer.from(items as number[]).toString('base64');
  }
  fail(path, `Invalid value ${describe(value)}: expected base64 bytes.`);
}

function normalizeTimestamp(value: Json, path: string): string {
  if (typeof value === 'string') {
    try {
      parseTimestamp(value);
      return normalizeRfc3339(value);
    } catch {
      fail(path, `Invalid value ${describe(value)}: expected an RFC 3339 timestamp.`);
    }
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const { seconds, nanos } = value as { seconds?: unknown; nanos?: unknown };
    const s = Number(seconds ?? 0);
    const n = Number(nanos ?? 0);
    if (Number.isInteger(s) && Number.isInteger(n) && n >= 0 && n < 1e9)
      return formatTimestamp({ seconds: s, nanos: n });
  }
  fail(path, `Invalid value ${describe(value)}: expected a timestamp.`);
}

/** Keeps the caller's RFC 3339 text when it is already UTC, otherwise converts it to UTC. */
function normalizeRfc3339(value: string): string {
  return value.endsWith('Z') || value.endsWith('z')
    ? value.toUpperCase()
    : formatTimestamp(parseTimestamp(value));
}

function describe(value: Json): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? text.slice(0, 57) + '...' : text;
}
