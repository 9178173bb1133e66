import { describe, expect, it } from 'vitest';
import { FIRESTORE_IN_MAX, inFilterGroups } from '../src';

describe('inFilterGroups', () => {
  it('gives no group for no ids (Firestore refuses an empty in)', () => {
    expect(inFilterGroups([])).toEqual([]);
  });

  it('drops repeats and sorts, so the same ids give the same query key', () => {
    expect(inFilterGroups(['b', 'a', 'b'])).toEqual([['a', 'b']]);
    expect(inFilterGroups(['a', 'b'])).toEqual(inFilterGroups(['b', 'a']));
  });

  it('keeps every group within the in filter limit', () => {
    const ids = Array.from({ length: 2 * FIRESTORE_IN_MAX + 1 }, (_, n) => `id-${1000 + n}`);
    const groups = inFilterGroups(ids);
    expect(groups.map((group) => group.length)).toEqual([FIRESTORE_IN_MAX, FIRESTORE_IN_MAX, 1]);
    expect(groups.flat()).toEqual([...ids].sort());
  });

  it('takes a smaller size and refuses a meaningless one', () => {
    expect(inFilterGroups(['c', 'b', 'a'], 2)).toEqual([['a', 'b'], ['c']]);
    expect(() => inFilterGroups(['a'], 0)).toThrow();
  });
});
