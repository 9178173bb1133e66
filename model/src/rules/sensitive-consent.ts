// Consent for special categories of data (GDPR Art. 9; issue 36 §3). The private profile holds a
// few answers that reveal ethnic origin, political opinions, religious beliefs, health (drug use)
// and sexual orientation. Each category is off by default and has its own explicit opt-in:
// user_private_profiles/{uid}/sensitive_consents/{category} (owner reads, creates and deletes;
// version and time of the consent). Without it:
// - the security rules refuse writing the category's fields (firestore.rules, generated from
//   SENSITIVE_CATEGORIES);
// - the server never uses its values (withoutUnconsented: the one filter the table planner and any
//   other reader of the private profile apply);
// - withdrawing deletes the stored values (the client in the same batch, and the server's trigger).
// Values stored before consents existed are not used, and the profile asks the member once per
// category: consent, or delete them (unconsentedStoredCategories).

import { z } from 'zod';
import { timestampLikeSchema } from '../schemas/common';
import type { PrivateProfileDoc } from '../schemas/profiles';

/** Version of the consent text; a material change of the purpose moves it. */
export const SENSITIVE_CONSENT_VERSION = '2026-11-28';

/** The purpose each consent states, shown beside its switch. */
export const SENSITIVE_CONSENT_PURPOSE =
  'Used only to seat you with compatible people; never shown to anyone.';

export type SensitiveField = keyof PrivateProfileDoc;

export interface SensitiveCategory {
  id: string;
  /** What the switch says it allows. */
  label: string;
  /** The private profile fields of this category (snake_case). */
  fields: readonly SensitiveField[];
}

/** Every Art. 9 category the profile asks about, and its fields: the only mapping. */
export const SENSITIVE_CATEGORIES = [
  { id: 'ethnicity', label: 'Ethnicity', fields: ['ethnicity'] },
  { id: 'political_beliefs', label: 'Political beliefs', fields: ['political_beliefs'] },
  { id: 'religion', label: 'Religion', fields: ['religion'] },
  { id: 'drug_use', label: 'Drug use (weed, other drugs)', fields: ['weed', 'other_drugs'] },
  { id: 'interested_in', label: 'Whom you are interested in', fields: ['interested_in'] },
] as const satisfies readonly SensitiveCategory[];

export type SensitiveCategoryId = (typeof SENSITIVE_CATEGORIES)[number]['id'];
export const SENSITIVE_CATEGORY_IDS = SENSITIVE_CATEGORIES.map(
  (category) => category.id,
) as SensitiveCategoryId[];

/** Every sensitive field, of whichever category. */
export const SENSITIVE_FIELDS: readonly SensitiveField[] = SENSITIVE_CATEGORIES.flatMap(
  (category) => category.fields,
);

/** The category a private profile field belongs to, or null when it is not sensitive. */
export function sensitiveCategoryOf(field: string): SensitiveCategoryId | null {
  return (
    SENSITIVE_CATEGORIES.find((c) => (c.fields as readonly string[]).includes(field))?.id ?? null
  );
}

export function sensitiveCategory(id: SensitiveCategoryId): SensitiveCategory {
  return SENSITIVE_CATEGORIES.find((category) => category.id === id)!;
}

/** user_private_profiles/{uid}/sensitive_consents/{category}: written by its owner only. */
export const sensitiveConsentSchema = z.object({
  category: z.enum(SENSITIVE_CATEGORY_IDS as [SensitiveCategoryId, ...SensitiveCategoryId[]]),
  version: z.literal(SENSITIVE_CONSENT_VERSION),
  granted_at: timestampLikeSchema,
});
export type SensitiveConsentDoc = z.infer<typeof sensitiveConsentSchema>;

/** The categories consented to, from the stored consent documents (unknown ids are ignored). */
export function consentedCategories(
  consents: readonly { category?: unknown }[],
): Set<SensitiveCategoryId> {
  const ids = new Set<SensitiveCategoryId>();
  for (const consent of consents)
    if ((SENSITIVE_CATEGORY_IDS as unknown[]).includes(consent.category))
      ids.add(consent.category as SensitiveCategoryId);
  return ids;
}

const hasValue = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * The private profile without the fields of categories not consented to: what the server may
 * use. Every reader of sensitive answers goes through this one filter.
 */
export function withoutUnconsented<P extends Partial<PrivateProfileDoc>>(
  profile: P,
  consented: ReadonlySet<SensitiveCategoryId>,
): P {
  const kept: Record<string, unknown> = { ...profile };
  for (const category of SENSITIVE_CATEGORIES)
    if (!consented.has(category.id)) for (const field of category.fields) delete kept[field];
  return kept as P;
}

/** The consented sensitive answers that have a value, by field (what the seating may compare). */
export function consentedSensitiveValues(
  profile: Partial<PrivateProfileDoc> | null | undefined,
  consented: ReadonlySet<SensitiveCategoryId>,
): Record<string, string> {
  const values: Record<string, string> = {};
  const kept = withoutUnconsented(profile ?? {}, consented) as Record<string, unknown>;
  for (const field of SENSITIVE_FIELDS) {
    const value = kept[field];
    if (hasValue(value)) values[field] = String(value);
  }
  return values;
}

/**
 * Categories with values stored but no consent (answers given before consents existed): the
 * profile asks the member once to consent or delete them.
 */
export function unconsentedStoredCategories(
  profile: Partial<PrivateProfileDoc> | null | undefined,
  consented: ReadonlySet<SensitiveCategoryId>,
): SensitiveCategoryId[] {
  if (!profile) return [];
  const stored = profile as Record<string, unknown>;
  return SENSITIVE_CATEGORIES.filter(
    (category) =>
      !consented.has(category.id) && category.fields.some((field) => hasValue(stored[field])),
  ).map((category) => category.id);
}

/** The private profile update that deletes a category's stored values. */
export function sensitiveValuesCleared(
  categories: readonly SensitiveCategoryId[],
): Partial<Record<SensitiveField, null>> {
  const update: Partial<Record<SensitiveField, null>> = {};
  for (const id of categories)
    for (const field of sensitiveCategory(id).fields) update[field] = null;
  return update;
}
