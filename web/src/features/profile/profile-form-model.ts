// The profile form as data (from the model's PROFILE_FORM_FIELDS): grouping by section, the
// read-only view's "filled only" rule, and validation of form values into the two profile
// documents. Pure, so the component tests cover it without Firebase.
import {
  formToDocuments,
  PROFILE_FORM_FIELDS,
  PROFILE_SECTIONS,
  privateProfileSchema,
  profileFormSchema,
  publicProfileSchema,
  type PrivateProfileUpdate,
  type ProfileFormField,
  type ProfileFormKey,
  type ProfileFormValues,
  type ProfileSection,
  type PublicProfileUpdate,
} from '@brunchers/model';
import { t } from '../../lib/i18n';

export interface SectionFields {
  section: ProfileSection;
  fields: ProfileFormField[];
}

/** Every section with its fields, in the spec's order. */
export const FORM_SECTIONS: SectionFields[] = PROFILE_SECTIONS.map((section) => ({
  section,
  fields: PROFILE_FORM_FIELDS.filter((field) => field.section === section),
}));

/** What the read-only view shows for a value: a select's label, else the text itself. */
export function displayValue(field: ProfileFormField, value: string): string {
  return field.options?.find((option) => option.value === value)?.label ?? value;
}

/** The read-only view: only the sections and fields that are filled. */
export function filledSections(
  values: ProfileFormValues,
): { section: ProfileSection; fields: { key: string; label: string; value: string }[] }[] {
  return FORM_SECTIONS.map(({ section, fields }) => ({
    section,
    fields: fields
      .filter((field) => values[field.key as ProfileFormKey].trim() !== '')
      .map((field) => ({
        key: field.key,
        label: field.label,
        value: displayValue(field, values[field.key as ProfileFormKey].trim()),
      })),
  })).filter((section) => section.fields.length > 0);
}

export type ProfileFormErrors = Partial<Record<ProfileFormKey, string>>;

export type ValidatedProfile =
  | { ok: true; publicProfile: PublicProfileUpdate; privateProfile: PrivateProfileUpdate }
  | { ok: false; errors: ProfileFormErrors };

const keyOfField = (doc: 'public' | 'private', field: string) =>
  PROFILE_FORM_FIELDS.find((candidate) => candidate.doc === doc && candidate.field === field)
    ?.key as ProfileFormKey | undefined;

/**
 * Form values → the public and private profile updates, checked by the form schema and then by
 * the document schemas (what the security rules enforce), with errors reported per form field.
 */
export function validateProfileForm(values: ProfileFormValues, now: Date): ValidatedProfile {
  const form = profileFormSchema.safeParse(values);
  if (!form.success) {
    const errors: ProfileFormErrors = {};
    for (const issue of form.error.issues) {
      const key = issue.path[0] as ProfileFormKey;
      errors[key] ??= t(issue.message);
    }
    return { ok: false, errors };
  }
  const { publicProfile, privateProfile } = formToDocuments(form.data, now);
  const errors: ProfileFormErrors = {};
  const checks = [
    { doc: 'public' as const, result: publicProfileSchema.partial().safeParse(publicProfile) },
    { doc: 'private' as const, result: privateProfileSchema.safeParse(privateProfile) },
  ];
  for (const { doc, result } of checks) {
    if (result.success) continue;
    for (const issue of result.error.issues) {
      const key = keyOfField(doc, String(issue.path[0]));
      if (key) errors[key] ??= t(issue.message);
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, publicProfile, privateProfile };
}
