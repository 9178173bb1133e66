// The profile form's sections, field labels and choices (schemas/profile-form.ts and
// profile-options.ts), gathered here so each language's catalogue names them (issue 37). The
// English texts stay in the schemas; the web reads them through t().
import { PROFILE_FORM_FIELDS, PROFILE_SECTIONS } from '../schemas/profile-form';

export const PROFILE_SECTION_TITLES: readonly string[] = PROFILE_SECTIONS;

export const PROFILE_FIELD_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  PROFILE_FORM_FIELDS.map((field) => [field.key, field.label]),
);

export const PROFILE_OPTION_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> =
  Object.fromEntries(
    PROFILE_FORM_FIELDS.filter((field) => field.options).map((field) => [
      field.key,
      Object.fromEntries((field.options ?? []).map((option) => [option.value, option.label])),
    ]),
  );
