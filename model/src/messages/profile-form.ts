// The profile form's sections, field labels and choices (schemas/profile-form.ts and
// profile-options.ts), the sensitive categories, the question and story categories, gathered here so each language's catalogue names them (issue 37). The
// English texts stay in the schemas; the web reads them through t().
import { DISCOVER_DEFAULTS, QUESTION_CATEGORY_STYLES, STORY_CATEGORIES } from '../constants';
import { SENSITIVE_CATEGORIES, SENSITIVE_CONSENT_PURPOSE } from '../rules/sensitive-consent';
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

export const SENSITIVE_CATEGORY_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  SENSITIVE_CATEGORIES.map((category) => [category.id, category.label]),
);
export const SENSITIVE_PURPOSE = SENSITIVE_CONSENT_PURPOSE;

export const QUESTION_CATEGORY_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(QUESTION_CATEGORY_STYLES).map(([category, style]) => [category, style.label]),
);

export const STORY_CATEGORY_LABELS: readonly string[] = STORY_CATEGORIES;

/** What a discover card says for what a member left empty. */
export const DISCOVER_DEFAULT_TEXTS = {
  location: DISCOVER_DEFAULTS.location,
  bio: DISCOVER_DEFAULTS.bio,
  job: DISCOVER_DEFAULTS.job,
  distance: DISCOVER_DEFAULTS.distance,
} as const;
