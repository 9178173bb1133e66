// Bounded reads of a member's own documents: ids split into `in` filters Firestore accepts.
import { FIRESTORE_IN_MAX } from '../constants';

/**
 * The distinct `ids`, sorted (a stable query key) and split into groups of at most `size`, one
 * `in` filter each. No ids, no groups (an empty `in` is refused).
 */
export function inFilterGroups(ids: readonly string[], size = FIRESTORE_IN_MAX): string[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`group size ${size}`);
  const distinct = [...new Set(ids)].sort();
  const groups: string[][] = [];
  for (let start = 0; start < distinct.length; start += size)
    groups.push(distinct.slice(start, start + size));
  return groups;
}
