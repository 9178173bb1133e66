/** count / sum / avg over query results, with Firestore's numeric rules. */
import { invalid } from './errors.js';
import { MAX_AGGREGATIONS } from './limits.js';
import { getField, parseFieldPath } from './paths.js';
import type { DocumentJson, Value } from './types.js';
import { isInteger, isNumber, toNumber } from './values.js';
import { doubleValue } from './writes.js';

export interface AggregationJson {
  alias?: string;
  count?: { upTo?: string | number };
  sum?: { field?: { fieldPath?: string } };
  avg?: { field?: { fieldPath?: string } };
}

const INT64_MAX = 9223372036854775807n;
const INT64_MIN = -9223372036854775808n;

export function aggregate(
  aggregations: AggregationJson[],
  documents: DocumentJson[],
): Record<string, Value> {
  if (aggregations.length > MAX_AGGREGATIONS)
    throw invalid(
      `Aggregation query cannot contain more than ${MAX_AGGREGATIONS} aggregations (the maximum number of aggregations is ${MAX_AGGREGATIONS}); got ${aggregations.length}.`,
    );
  // sum/avg on a field imply that the field exists: with several fields, a document lacking any of
  // them is left out of every aggregation (count included), as in the real service.
  const implied = aggregations
    .map((a) => (a.sum ?? a.avg)?.field?.fieldPath)
    .filter((p): p is string => !!p)
    .map(parseFieldPath);
  if (implied.length > 0)
    documents = documents.filter((d) => implied.every((p) => getField(d.fields, p) !== undefined));
  const out: Record<string, Value> = {};
  aggregations.forEach((a, i) => {
    const alias = a.alias || `field_${i + 1}`;
    if (alias in out) throw invalid(`Duplicate aggregation alias ${alias}.`);
    if (a.count) {
      const upTo = a.count.upTo !== undefined ? Number(a.count.upTo) : Infinity;
      out[alias] = { integerValue: String(Math.min(documents.length, upTo)) };
    } else if (a.sum) {
      out[alias] = sum(numbersOf(documents, a.sum.field?.fieldPath));
    } else if (a.avg) {
      const values = numbersOf(documents, a.avg.field?.fieldPath);
      out[alias] =
        values.length === 0
          ? { nullValue: 'NULL_VALUE' }
          : doubleValue(values.reduce((s, v) => s + toNumber(v), 0) / values.length);
    } else {
      throw invalid('An aggregation must be count, sum or avg.');
    }
  });
  return out;
}

function numbersOf(documents: DocumentJson[], fieldPath: string | undefined): Value[] {
  if (!fieldPath) throw invalid('sum and avg need a field.');
  const path = parseFieldPath(fieldPath);
  const values: Value[] = [];
  for (const d of documents) {
    const v = getField(d.fields, path);
    if (v && isNumber(v)) values.push(v);
  }
  return values;
}

/** Integers sum as int64 while they fit; any double (or an overflow) makes the result a double. */
function sum(values: Value[]): Value {
  if (values.every(isInteger)) {
    const total = values.reduce((s, v) => s + BigInt(v.integerValue!), 0n);
    if (total <= INT64_MAX && total >= INT64_MIN) return { integerValue: total.toString() };
  }
  return doubleValue(values.reduce((s, v) => s + toNumber(v), 0));
}
