/** Applies one google.firestore.v1.Write to a document: preconditions, masks and transforms. */
import { Code, FirestoreError, invalid } from './errors.js';
import { deleteField, getField, parseFieldPath, setField } from './paths.js';
import { compareTimestamps } from './time.js';
import type { DocumentJson, Fields, Value } from './types.js';
import {
  compareValues,
  identicalFields,
  isInteger,
  isNaNValue,
  isNumber,
  toNumber,
  typeOrder,
  valuesEqual,
} from './values.js';

export interface WriteJson {
  update?: { name?: string; fields?: Fields };
  delete?: string;
  verify?: string;
  transform?: { document?: string; fieldTransforms?: FieldTransformJson[] };
  updateMask?: { fieldPaths?: string[] };
  updateTransforms?: FieldTransformJson[];
  currentDocument?: { exists?: boolean; updateTime?: string };
}

export interface FieldTransformJson {
  fieldPath?: string;
  setToServerValue?: string;
  increment?: Value;
  maximum?: Value;
  minimum?: Value;
  appendMissingElements?: { values?: Value[] };
  removeAllFromArray?: { values?: Value[] };
}

export interface WriteOutcome {
  /** The document after the write; null when deleted or absent. */
  after: DocumentJson | null;
  /** True for `verify` writes and other writes that leave the document untouched. */
  unchanged: boolean;
  transformResults: Value[];
}

/** The document name a write targets. */
export function writeTarget(write: WriteJson): string {
  const name = write.update?.name ?? write.delete ?? write.verify ?? write.transform?.document;
  if (!name)
    throw invalid(
      'A write must have one of update, delete, verify or transform with a document name.',
    );
  return name;
}

export function checkPrecondition(
  write: WriteJson,
  name: string,
  before: DocumentJson | null,
): void {
  const pre = write.currentDocument;
  if (!pre) return;
  if (pre.exists !== undefined) {
    if (pre.exists && !before)
      throw new FirestoreError(Code.NOT_FOUND, `No document to update: ${name}`);
    if (!pre.exists && before)
      throw new FirestoreError(Code.ALREADY_EXISTS, `Document already exists: ${name}`);
  }
  if (pre.updateTime !== undefined) {
    if (!before || compareTimestamps(before.updateTime, pre.updateTime) !== 0)
      throw new FirestoreError(
        Code.FAILED_PRECONDITION,
        `The stored document ${name} does not match the required update time ${pre.updateTime}.`,
      );
  }
}

export function applyWrite(
  write: WriteJson,
  name: string,
  before: DocumentJson | null,
  commitTime: string,
): WriteOutcome {
  checkPrecondition(write, name, before);
  if (write.verify !== undefined) return { after: before, unchanged: true, transformResults: [] };
  if (write.delete !== undefined)
    return { after: null, unchanged: before === null, transformResults: [] };

  let fields: Fields;
  if (write.update) {
    const given = write.update.fields ?? {};
    validateFields(given);
    if (write.updateMask) {
      fields = { ...(before?.fields ?? {}) };
      for (const path of write.updateMask.fieldPaths ?? []) {
        const segments = parseFieldPath(path);
        const value = getField(given, segments);
        if (value === undefined) deleteField(fields, segments);
        else setField(fields, segments, value);
      }
    } else {
      fields = given;
    }
  } else {
    // A legacy transform-only write needs the document to exist unless a precondition says otherwise.
    fields = { ...(before?.fields ?? {}) };
  }
  const transforms = write.updateTransforms ?? write.transform?.fieldTransforms ?? [];
  const transformResults = transforms.map((t) => applyTransform(fields, t, commitTime));
  // Nothing changed: the document keeps its update time (a transaction that read it need not retry).
  if (before && identicalFields(before.fields, fields))
    return { after: before, unchanged: true, transformResults };
  return {
    after: { name, fields, createTime: before?.createTime ?? commitTime, updateTime: commitTime },
    unchanged: false,
    transformResults,
  };
}

function applyTransform(fields: Fields, transform: FieldTransformJson, commitTime: string): Value {
  if (!transform.fieldPath) throw invalid('A field transform needs a fieldPath.');
  const segments = parseFieldPath(transform.fieldPath);
  const current = getField(fields, segments);
  let result: Value;
  if (transform.setToServerValue !== undefined) {
    if (transform.setToServerValue !== 'REQUEST_TIME')
      throw invalid(`Unsupported server value ${transform.setToServerValue}.`);
    result = { timestampValue: commitTime };
  } else if (transform.increment) {
    result = increment(current, numericOperand(transform.increment, 'increment'));
  } else if (transform.maximum) {
    const operand = numericOperand(transform.maximum, 'maximum');
    result = current && isNumber(current) ? pickExtreme(current, operand, 1) : operand;
  } else if (transform.minimum) {
    const operand = numericOperand(transform.minimum, 'minimum');
    result = current && isNumber(current) ? pickExtreme(current, operand, -1) : operand;
  } else if (transform.appendMissingElements) {
    const existing = current?.arrayValue ? [...(current.arrayValue.values ?? [])] : [];
    for (const v of transform.appendMissingElements.values ?? []) {
      validateValue(v);
      if (!existing.some((e) => sameElement(e, v))) existing.push(v);
    }
    result = { arrayValue: { values: existing } };
  } else if (transform.removeAllFromArray) {
    const removals = transform.removeAllFromArray.values ?? [];
    removals.forEach(validateValue);
    const existing = current?.arrayValue ? (current.arrayValue.values ?? []) : [];
    result = {
      arrayValue: { values: existing.filter((e) => !removals.some((r) => sameElement(e, r))) },
    };
  } else {
    throw invalid(`Field transform on ${transform.fieldPath} has no transform type.`);
  }
  setField(fields, segments, result);
  return result;
}

function numericOperand(v: Value, what: string): Value {
  validateValue(v);
  if (!isNumber(v)) throw invalid(`The ${what} transform needs a numeric operand.`);
  return v;
}

const INT64_MAX = 9223372036854775807n;
const INT64_MIN = -9223372036854775808n;

function increment(current: Value | undefined, operand: Value): Value {
  if (!current || !isNumber(current)) return operand;
  if (isInteger(current) && isInteger(operand)) {
    let sum = BigInt(current.integerValue!) + BigInt(operand.integerValue!);
    if (sum > INT64_MAX) sum = INT64_MAX;
    if (sum < INT64_MIN) sum = INT64_MIN;
    return { integerValue: sum.toString() };
  }
  return doubleValue(toNumber(current) + toNumber(operand));
}

function pickExtreme(current: Value, operand: Value, sign: 1 | -1): Value {
  if (isNaNValue(current) || isNaNValue(operand)) return { doubleValue: 'NaN' };
  const c = compareValues(operand, current) * sign;
  return c > 0 ? operand : current;
}

export function doubleValue(n: number): Value {
  return { doubleValue: Number.isFinite(n) ? n : String(n) };
}

/** Firestore equality (3 equals 3.0), except that array transforms treat NaN as equal to NaN. */
function sameElement(a: Value, b: Value): boolean {
  if (isNaNValue(a) && isNaNValue(b)) return true;
  return valuesEqual(a, b) && typeOrder(a) === typeOrder(b);
}

/** Every value has a type and arrays hold no arrays; names and limits are checked on the result (limits.ts). */
export function validateFields(fields: Fields): void {
  for (const value of Object.values(fields)) validateValue(value);
}

export function validateValue(value: Value): void {
  if (value === null || typeof value !== 'object')
    throw invalid('A value must be an object with one value type.');
  try {
    typeOrder(value);
  } catch {
    throw invalid(
      'Value must have one of its value types set (nullValue, booleanValue, integerValue, ...).',
    );
  }
  if (value.arrayValue) {
    for (const v of value.arrayValue.values ?? []) {
      if (v.arrayValue) throw invalid('Cannot have an array value directly inside an array.');
      validateValue(v);
    }
  }
  if (value.mapValue) validateFields(value.mapValue.fields ?? {});
}
