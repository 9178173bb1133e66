// The privacy registry must classify every collection and every Storage folder: a collection
// added to COLLECTIONS (reports, blocks, messages…) without saying what deleting an account does
// with it fails here, by name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as constants from '../src/constants';
import {
  COLLECTIONS,
  DOCUMENT_SCHEMAS,
  MEMBER_DATA_ENTRIES,
  MEMBER_STORAGE,
  memberCollectionPath,
  memberDataOrder,
} from '../src';

const keys = Object.keys(COLLECTIONS) as Array<keyof typeof COLLECTIONS>;

describe('privacy registry', () => {
  it('classifies every collection of COLLECTIONS', () => {
    const unclassified = keys.filter((key) => !(key in MEMBER_DATA_ENTRIES));
    expect(unclassified).toEqual([]);
    expect(Object.keys(MEMBER_DATA_ENTRIES).filter((key) => !(key in COLLECTIONS))).toEqual([]);
  });

  it('says how the member is found wherever their data is kept, and nowhere else', () => {
    for (const key of keys) {
      const entry = MEMBER_DATA_ENTRIES[key];
      expect(entry.why.length, key).toBeGreaterThan(5);
      if (entry.treatment === 'not_personal') expect(entry.rules, key).toEqual([]);
      else expect(entry.rules.length, key).toBeGreaterThan(0);
    }
  });

  it('searches only fields the documents have', () => {
    for (const key of keys) {
      const schema = (DOCUMENT_SCHEMAS as Record<string, { shape?: Record<string, unknown> }>)[key];
      const shape =
        schema?.shape ?? (schema as { def?: { in?: { shape?: object } } })?.def?.in?.shape;
      if (!shape) continue;
      for (const rule of MEMBER_DATA_ENTRIES[key].rules) {
        const fields = [
          ...('field' in rule.select ? [rule.select.field] : []),
          ...('fields' in rule.action ? Object.keys(rule.action.fields) : []),
        ];
        for (const field of fields) expect(Object.keys(shape), `${key}.${field}`).toContain(field);
      }
    }
  });

  it('walks subcollections before their parents', () => {
    const order = memberDataOrder();
    expect(order.indexOf('sensitiveConsents')).toBeLessThan(order.indexOf('userPrivateProfiles'));
    expect(
      memberCollectionPath(
        'sensitiveConsents',
        { by: 'subcollection_of', parent: 'userPrivateProfiles' },
        'u1',
      ),
    ).toBe('user_private_profiles/u1/sensitive_consents');
  });

  it('classifies every Storage folder: the constants and the folders storage.rules opens', () => {
    const folders = Object.entries(constants)
      .filter(([name]) => name.endsWith('_FOLDER'))
      .map(([, value]) => value as string);
    const rules = readFileSync(join(import.meta.dirname, '..', '..', 'storage.rules'), 'utf8');
    const ruled = [...rules.matchAll(/match \/([a-z0-9-]+)\//g)]
      .map((match) => match[1]!)
      .filter((folder) => folder !== 'b' && folder !== 'o');
    expect(new Set([...folders, ...ruled]).size).toBeGreaterThan(0);
    for (const folder of new Set([...folders, ...ruled]))
      expect(MEMBER_STORAGE[folder], folder).toBeDefined();
    expect(MEMBER_STORAGE['user-photos']?.prefix?.('u1')).toBe('user-photos/u1/');
  });
});
