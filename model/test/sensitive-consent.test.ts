import { describe, expect, it } from 'vitest';
import {
  consentedCategories,
  consentedSensitiveValues,
  PRIVATE_PROFILE_CLIENT_FIELDS,
  privateProfileSchema,
  SENSITIVE_CATEGORIES,
  SENSITIVE_CONSENT_VERSION,
  SENSITIVE_FIELDS,
  sensitiveCategoryOf,
  sensitiveConsentSchema,
  sensitiveValuesCleared,
  unconsentedStoredCategories,
  withoutUnconsented,
  type SensitiveCategoryId,
} from '../src/index';

const PROFILE = {
  ethnicity: 'Mixed',
  political_beliefs: 'liberal',
  religion: 'Buddhist',
  weed: 'no',
  other_drugs: 'no',
  interested_in: 'women',
  nutrition: 'vegan',
  gender: 'man',
} as const;

describe('special categories → fields', () => {
  it('covers every Art. 9 field of the private profile, each in exactly one category', () => {
    expect([...SENSITIVE_FIELDS].sort()).toEqual(
      ['ethnicity', 'interested_in', 'other_drugs', 'political_beliefs', 'religion', 'weed'].sort(),
    );
    expect(new Set(SENSITIVE_FIELDS).size).toBe(SENSITIVE_FIELDS.length);
    for (const field of SENSITIVE_FIELDS) {
      expect(Object.keys(privateProfileSchema.shape)).toContain(field);
      expect(PRIVATE_PROFILE_CLIENT_FIELDS).toContain(field);
    }
    expect(sensitiveCategoryOf('weed')).toBe('drug_use');
    expect(sensitiveCategoryOf('nutrition')).toBeNull();
    expect(new Set(SENSITIVE_CATEGORIES.map((c) => c.id)).size).toBe(SENSITIVE_CATEGORIES.length);
  });
});

describe('consent filter', () => {
  it('keeps no sensitive value without consent, and the other fields untouched', () => {
    const filtered = withoutUnconsented(PROFILE, new Set());
    expect(filtered).toEqual({ nutrition: 'vegan', gender: 'man' });
    expect(PROFILE.religion).toBe('Buddhist'); // the input is not changed
  });

  it('keeps only the consented categories', () => {
    const consented = new Set<SensitiveCategoryId>(['religion', 'drug_use']);
    expect(consentedSensitiveValues(PROFILE, consented)).toEqual({
      religion: 'Buddhist',
      weed: 'no',
      other_drugs: 'no',
    });
    expect(consentedSensitiveValues(null, consented)).toEqual({});
  });

  it('reads consents from their documents, ignoring unknown categories', () => {
    expect([...consentedCategories([{ category: 'religion' }, { category: 'shoe_size' }])]).toEqual(
      ['religion'],
    );
  });

  it('finds the categories stored without consent (asked once), and clears them', () => {
    const consented = new Set<SensitiveCategoryId>(['religion']);
    expect(unconsentedStoredCategories(PROFILE, consented)).toEqual([
      'ethnicity',
      'political_beliefs',
      'drug_use',
      'interested_in',
    ]);
    expect(unconsentedStoredCategories({ religion: null, nutrition: 'vegan' }, new Set())).toEqual(
      [],
    );
    expect(sensitiveValuesCleared(['drug_use', 'ethnicity'])).toEqual({
      weed: null,
      other_drugs: null,
      ethnicity: null,
    });
  });

  it('accepts a consent document only at the current version, of a known category', () => {
    const base = {
      category: 'religion',
      version: SENSITIVE_CONSENT_VERSION,
      granted_at: new Date(),
    };
    expect(sensitiveConsentSchema.safeParse(base).success).toBe(true);
    expect(sensitiveConsentSchema.safeParse({ ...base, version: 'old' }).success).toBe(false);
    expect(sensitiveConsentSchema.safeParse({ ...base, category: 'gender' }).success).toBe(false);
  });
});
