import { describe, expect, it } from 'vitest';
import { rv } from '../../src/rules/index.js';
import { error, value, vars } from './helpers.js';

describe('list methods', () => {
  it('size, join, concat, removeAll, toSet', () => {
    expect(value('[1, 2, 3].size()')).toBe(3);
    expect(value(`['a', 'b'].join(', ')`)).toBe('a, b');
    expect(value(`['a', 'b'].join()`)).toBe('ab');
    expect(value('[1].concat([2, 3])')).toEqual([1, 2, 3]);
    expect(value('[1, 2, 3, 2].removeAll([2])')).toEqual([1, 3]);
    expect(value('[1, 2, 3].removeAll([2, 3].toSet())')).toEqual([1]);
    expect(value('[1, 1, 2].toSet()')).toEqual([1, 2]);
    expect(value('[1, 1, 2].toSet().size()')).toBe(2);
  });

  it('hasAll, hasAny, hasOnly with lists and sets as arguments', () => {
    expect(value(`['a', 'b', 'c'].hasAll(['a', 'c'])`)).toBe(true);
    expect(value(`['a', 'b'].hasAll(['a', 'z'])`)).toBe(false);
    expect(value(`['a', 'b'].hasAll([])`)).toBe(true);
    expect(value(`['a', 'b'].hasAny(['z', 'b'])`)).toBe(true);
    expect(value(`['a', 'b'].hasAny([])`)).toBe(false);
    expect(value(`['a', 'b'].hasOnly(['a', 'b', 'c'])`)).toBe(true);
    expect(value(`['a', 'd'].hasOnly(['a', 'b', 'c'])`)).toBe(false);
    expect(value(`[].hasOnly(['a'])`)).toBe(true);
    expect(value(`['a'].hasOnly(['a'].toSet())`)).toBe(true);
    expect(value(`[1, 2].hasAll([1.0])`)).toBe(true);
  });

  it('errors on wrong argument types', () => {
    expect(error(`[1].hasAll('a')`)).toMatch(
      /hasAll\(\) argument 1 must be list or set, got string/,
    );
    expect(error(`[1, 2].join(',')`)).toMatch(/join\(\) needs a list of strings, found int/);
    expect(error(`[1].concat({})`)).toMatch(/concat\(\) argument 1 must be list, got map/);
    expect(error(`[1].keys()`)).toMatch(/Function not found error: Name: \[keys\] on list/);
  });
});

describe('set methods', () => {
  it('size and membership', () => {
    expect(value(`['a', 'b'].toSet().size()`)).toBe(2);
    expect(value(`'a' in ['a'].toSet()`)).toBe(true);
  });

  it('union, intersection, difference', () => {
    expect(value(`[1, 2].toSet().union([2, 3].toSet()) == [1, 2, 3].toSet()`)).toBe(true);
    expect(value(`[1, 2, 3].toSet().intersection([2, 3, 4]) == [2, 3].toSet()`)).toBe(true);
    expect(value(`[1, 2, 3].toSet().difference([2].toSet()) == [1, 3].toSet()`)).toBe(true);
    expect(value(`[1, 2].toSet().union([2, 3]).size()`)).toBe(3);
  });

  it('hasAll, hasAny, hasOnly', () => {
    expect(value(`['a', 'b'].toSet().hasAll(['a'])`)).toBe(true);
    expect(value(`['a', 'b'].toSet().hasAny(['c'])`)).toBe(false);
    expect(value(`['a', 'b'].toSet().hasOnly(['a', 'b'])`)).toBe(true);
    expect(value(`['a', 'b'].toSet().hasOnly(['a'])`)).toBe(false);
  });

  it('errors on wrong argument types', () => {
    expect(error(`[1].toSet().union(1)`)).toMatch(/union\(\) argument 1 must be list or set/);
    expect(error(`[1].toSet()[0]`)).toMatch(/Cannot index set/);
  });
});

describe('map methods', () => {
  const input = vars({ m: { a: 1, b: { c: { d: 'deep' } } } });

  it('size, keys, values', () => {
    expect(value('m.size()', input)).toBe(2);
    expect(value('m.keys()', input)).toEqual(['a', 'b']);
    expect(value(`{'x': 1, 'y': 2}.values()`)).toEqual([1, 2]);
    expect(value(`m.keys().hasOnly(['a', 'b'])`, input)).toBe(true);
  });

  it('get with defaults and nested key lists', () => {
    expect(value(`m.get('a', 0)`, input)).toBe(1);
    expect(value(`m.get('zz', 'dflt')`, input)).toBe('dflt');
    expect(value(`m.get(['b', 'c', 'd'], null)`, input)).toBe('deep');
    expect(value(`m.get(['b', 'x', 'd'], 'none')`, input)).toBe('none');
    expect(value(`m.get(['a', 'x'], 'none')`, input)).toBe('none');
    expect(error(`m.get('a')`, input)).toMatch(/get\(\) takes 2 arguments, got 1/);
    expect(error(`m.get(1, 0)`, input)).toMatch(/must be string or list/);
    expect(error(`m.get([1], 0)`, input)).toMatch(/keys must be strings/);
  });
});

describe("partial maps (a list request's resource.data)", () => {
  const data = rv.partialFirestoreData([
    { path: ['owner'], value: { stringValue: 'alice' } },
    { path: ['meta', 'kind'], value: { stringValue: 'note' } },
    { path: ['tags'], value: { mapValue: { fields: { a: { booleanValue: true } } } } },
  ]);
  const input = { variables: { data } };

  it('answers for the known fields', () => {
    expect(
      value(`data.owner == 'alice' && 'owner' in data && data.get('owner', 'x') == 'alice'`, input),
    ).toBe(true);
    expect(
      value(`data.meta.kind == 'note' && data.get(['meta', 'kind'], 'x') == 'note'`, input),
    ).toBe(true);
    expect(
      value(`data.tags.size() == 1 && !('b' in data.tags) && data.tags.get('b', 0) == 0`, input),
    ).toBe(true);
    expect(value(`data != null && data is map && data.meta != 'note'`, input)).toBe(true);
  });

  it('errors on anything that depends on the unknown fields', () => {
    expect(error(`data.other == 1`, input)).toMatch(/Property other is undefined/);
    expect(error(`!('other' in data)`, input)).toMatch(/Property other is undefined/);
    expect(error(`data.get('other', 1) == 1`, input)).toMatch(/Property other is undefined/);
    expect(error(`data.get(['meta', 'size'], 0) == 0`, input)).toMatch(
      /Property size is undefined/,
    );
    expect(error(`data.size() > 0`, input)).toMatch(/does not constrain every field/);
    expect(error(`data.keys().hasOnly(['owner'])`, input)).toMatch(
      /does not constrain every field/,
    );
    expect(error(`data.values().size() > 0`, input)).toMatch(/does not constrain every field/);
    expect(error(`data.meta.keys().size() > 0`, input)).toMatch(/does not constrain every field/);
    expect(error(`data.diff({}).affectedKeys().size() > 0`, input)).toMatch(
      /does not constrain every field/,
    );
    expect(error(`{}.diff(data).affectedKeys().size() > 0`, input)).toMatch(
      /does not constrain every field/,
    );
    expect(error(`data == {'owner': 'alice'}`, input)).toMatch(/does not constrain every field/);
    expect(error(`[data].toSet().size() == 1`, input)).toMatch(/does not constrain every field/);
  });
});

describe('map diff', () => {
  const input = vars({
    after: { name: 'new', age: 3, added: true, same: [1, 2] },
    before: { name: 'old', age: 3.0, removed: 'x', same: [1, 2] },
  });

  it('classifies keys', () => {
    const keys = (m: string): unknown =>
      (value(`after.diff(before).${m}()`, input) as string[]).slice().sort();
    expect(keys('addedKeys')).toEqual(['added']);
    expect(keys('removedKeys')).toEqual(['removed']);
    expect(keys('changedKeys')).toEqual(['name']);
    expect(keys('unchangedKeys')).toEqual(['age', 'same']);
    expect(keys('affectedKeys')).toEqual(['added', 'name', 'removed']);
  });

  it('returns sets usable with hasOnly / hasAny', () => {
    expect(
      value(`after.diff(before).affectedKeys().hasOnly(['name', 'added', 'removed'])`, input),
    ).toBe(true);
    expect(value(`after.diff(before).affectedKeys().hasOnly(['name'])`, input)).toBe(false);
    expect(value(`after.diff(before).changedKeys().hasAny(['age'])`, input)).toBe(false);
    expect(value(`after.diff(before).addedKeys() is set`, input)).toBe(true);
    expect(value(`{}.diff({}).affectedKeys().size()`)).toBe(0);
  });

  it('errors on a non-map argument', () => {
    expect(error(`{}.diff([])`)).toMatch(/diff\(\) argument 1 must be map, got list/);
  });
});
