/**
 * Firestore's documented limits (https://firebase.google.com/docs/firestore/quotas), enforced the
 * way the real service does: INVALID_ARGUMENT, before anything is stored. Google's emulator
 * enforces none of them, so data that production refuses could be stored and later break reads
 * (an over-deep map makes firebase-admin fail to read the document).
 */
import { invalid } from './errors.js';
import type { Fields, Value } from './types.js';

/** Maximum depth of fields in a map or array (a top-level field is depth 0; the SDKs count the same). */
export const MAX_DEPTH = 20;
export const MAX_FIELD_NAME_BYTES = 1500;
export const MAX_FIELD_PATH_BYTES = 1500;
/** Collection and document ids. */
export const MAX_ID_BYTES = 1500;
export const MAX_DOCUMENT_NAME_BYTES = 6 * 1024;
/** Subcollection depth: 100 segments pairs. */
export const MAX_PATH_SEGMENTS = 200;
/** A field value: 1 MiB minus 89 bytes. */
export const MAX_VALUE_BYTES = 1_048_487;
export const MAX_AGGREGATIONS = 5;
export const MAX_VECTOR_DIMENSIONS = 2048;
export const MAX_WRITES_PER_REQUEST = 500;
export const MAX_DOCUMENT_SIZE = 1_048_576;

/** `__id123__` names a numeric id (Datastore compatibility), the one reserved form a path segment may take. */
const RESERVED = /^__.*__$/;
const NUMERIC_ID = /^__id-?\d+__$/;
const VECTOR_TYPE_KEY = '__type__';
const VECTOR_TYPE = '__vector__';

function utf8Bytes(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string with a lone surrogate cannot be encoded as UTF-8 (String.isWellFormed is ES2024). */
export function assertUtf8(s: string, what: string): void {
  if (LONE_SURROGATE.test(s)) throw invalid(`${what} is not a valid UTF-8 string.`);
}

/** One segment of a resource path (a collection or document id). */
export function checkPathSegment(segment: string, name: string): void {
  if (segment === '.' || segment === '..' || (RESERVED.test(segment) && !NUMERIC_ID.test(segment)))
    throw invalid(`Invalid path segment ${JSON.stringify(segment)} in ${JSON.stringify(name)}`);
  if (segment.includes('\u0000'))
    throw invalid(`Resource name ${JSON.stringify(name)} contains a null character.`);
  assertUtf8(segment, `Resource name ${JSON.stringify(name)}`);
  if (utf8Bytes(segment) > MAX_ID_BYTES)
    throw invalid(
      `Resource id ${JSON.stringify(segment.slice(0, 40) + '...')} is longer than ${MAX_ID_BYTES} bytes.`,
    );
}

export function checkPathLength(path: string, segments: number, name: string): void {
  if (segments > MAX_PATH_SEGMENTS)
    throw invalid(
      `Resource name ${JSON.stringify(name.slice(0, 80) + '...')} is nested too deeply.`,
    );
  if (utf8Bytes(path) > MAX_DOCUMENT_NAME_BYTES)
    throw invalid(`Document name is longer than ${MAX_DOCUMENT_NAME_BYTES} bytes.`);
}

export function checkFieldPathText(text: string): void {
  assertUtf8(text, 'Field path');
  if (utf8Bytes(text) > MAX_FIELD_PATH_BYTES)
    throw invalid(`Field path is longer than ${MAX_FIELD_PATH_BYTES} bytes.`);
}

/** A map `{__type__: "__vector__", value: [numbers]}`: the one map whose keys may be reserved names. */
export function isVectorMap(fields: Fields): boolean {
  return fields[VECTOR_TYPE_KEY]?.stringValue === VECTOR_TYPE;
}

/**
 * Checks every value of a document as it will be stored: field names (reserved, size, UTF-8),
 * nesting depth, string UTF-8, geo point ranges, vector shape and the size of one value.
 */
export function checkDocumentFields(name: string, fields: Fields): void {
  checkFields(name, fields, [], 0);
}

function checkFields(name: string, fields: Fields, path: string[], depth: number): void {
  for (const [key, value] of Object.entries(fields)) {
    if (RESERVED.test(key)) throw invalid(`Field name ${JSON.stringify(key)} is reserved.`);
    checkFieldName(key);
    checkValue(name, value, [...path, key], depth);
  }
}

function checkFieldName(key: string): void {
  assertUtf8(key, 'Field name');
  if (key === '') throw invalid('Field name must not be empty.');
  if (utf8Bytes(key) > MAX_FIELD_NAME_BYTES)
    throw invalid(
      `Field name ${JSON.stringify(key.slice(0, 40) + '...')} is longer than ${MAX_FIELD_NAME_BYTES} bytes.`,
    );
}

function checkValue(name: string, value: Value, path: string[], depth: number): void {
  if (depth > MAX_DEPTH)
    throw invalid(
      `Document ${JSON.stringify(name)} cannot be written because field ${JSON.stringify(path.slice(0, 3).join('.') + '...')} is nested deeper than ${MAX_DEPTH} levels.`,
    );
  if (value.stringValue !== undefined) {
    assertUtf8(value.stringValue, `String value of field ${JSON.stringify(path.join('.'))}`);
    if (utf8Bytes(value.stringValue) > MAX_VALUE_BYTES)
      throw invalid(
        `The value of field ${JSON.stringify(path.join('.'))} is longer than ${MAX_VALUE_BYTES} bytes.`,
      );
  } else if (value.bytesValue !== undefined) {
    if ((value.bytesValue.length * 3) / 4 > MAX_VALUE_BYTES + 3)
      throw invalid(
        `The value of field ${JSON.stringify(path.join('.'))} is longer than ${MAX_VALUE_BYTES} bytes.`,
      );
  } else if (value.referenceValue !== undefined) {
    assertUtf8(value.referenceValue, 'Reference value');
  } else if (value.geoPointValue) {
    const { latitude = 0, longitude = 0 } = value.geoPointValue;
    if (!(latitude >= -90 && latitude <= 90))
      throw invalid(`Latitude must be in the range of [-90, 90]; got ${latitude}.`);
    if (!(longitude >= -180 && longitude <= 180))
      throw invalid(`Longitude must be in the range of [-180, 180]; got ${longitude}.`);
  } else if (value.arrayValue) {
    (value.arrayValue.values ?? []).forEach((v, i) =>
      checkValue(name, v, [...path, String(i)], depth + 1),
    );
  } else if (value.mapValue) {
    const fields = value.mapValue.fields ?? {};
    if (isVectorMap(fields)) checkVector(path, fields);
    else checkFields(name, fields, path, depth + 1);
  }
}

function checkVector(path: string[], fields: Fields): void {
  const values = fields.value?.arrayValue?.values;
  const keys = Object.keys(fields);
  if (
    !values ||
    keys.some((k) => k !== VECTOR_TYPE_KEY && k !== 'value') ||
    values.some((v) => v.doubleValue === undefined && v.integerValue === undefined)
  )
    throw invalid(
      `Field ${JSON.stringify(path.join('.'))} is a vector (__type__: "__vector__") and needs exactly one more field, 'value', an array of numbers.`,
    );
  if (values.length > MAX_VECTOR_DIMENSIONS)
    throw invalid(`A vector can have at most ${MAX_VECTOR_DIMENSIONS} dimensions.`);
}
