// The profile edit form, described once as data: each field's form key (the spec's
// camelCase name), the document and snake_case field it persists to, its label, section and
// input kind. The app renders the form from PROFILE_FORM_FIELDS; formToDocuments and
// documentsToForm convert between form values and the two profile documents.

import { z } from 'zod';
import { LONG_TEXT_MAX, NAME_MAX, TEXT_MAX } from './common';
import {
  BRUNCH_BUDGET_OPTIONS,
  CHILDREN_OPTIONS,
  DRINKING_OPTIONS,
  EDUCATION_OPTIONS,
  FRIENDSHIP_VIBES_OPTIONS,
  GENDER_OPTIONS,
  INTERESTED_IN_OPTIONS,
  LOVE_LANGUAGE_OPTIONS,
  NUTRITION_OPTIONS,
  optionValues,
  OTHER_DRUGS_OPTIONS,
  PETS_OPTIONS,
  POLITICAL_BELIEFS_OPTIONS,
  RELATIONSHIP_GOALS_OPTIONS,
  RELATIONSHIP_STATUS_OPTIONS,
  SLEEP_OPTIONS,
  SOCIAL_BATTERY_OPTIONS,
  WEED_OPTIONS,
  WORK_STYLE_OPTIONS,
  type SelectOption,
} from './profile-options';
import type { PrivateProfileDoc, PublicProfileDoc } from './profiles';

export const PROFILE_SECTIONS = [
  'Personal Information',
  'Professional World',
  'Wellness and Wellbeing',
  'Relationships',
  'Friendships',
  'Brunch Preferences',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export const AGE_MIN = 18;
export const AGE_MAX = 120;
export const FORM_TEXTAREA_MAX = 1000;

type Input = 'text' | 'textarea' | 'number' | 'select';

export interface ProfileFormField {
  /** Form key, the spec's camelCase name. */
  key: string;
  label: string;
  section: ProfileSection;
  input: Input;
  /** Document the value persists to and its snake_case field. `age` persists as birth_year. */
  doc: 'public' | 'private';
  field: string;
  /** Allowed values and labels for select inputs. */
  options?: readonly SelectOption[];
  /** Maximum length for text inputs. */
  maxLength?: number;
  /**
   * Shown, never saved from the form: the age comes from the date of birth checked at sign-up
   * (completeSignUp writes birth_year; the rules refuse it from a client).
   */
  readOnly?: true;
}

const text = (
  key: string,
  label: string,
  section: ProfileSection,
  doc: 'public' | 'private',
  field: string,
  maxLength = TEXT_MAX,
) => ({ key, label, section, input: 'text', doc, field, maxLength }) as const;
const area = (
  key: string,
  label: string,
  section: ProfileSection,
  doc: 'public' | 'private',
  field: string,
  maxLength = FORM_TEXTAREA_MAX,
) => ({ key, label, section, input: 'textarea', doc, field, maxLength }) as const;
const select = (
  key: string,
  label: string,
  section: ProfileSection,
  field: string,
  options: readonly SelectOption[],
) => ({ key, label, section, input: 'select', doc: 'private', field, options }) as const;

const PERSONAL = 'Personal Information';
const PROFESSIONAL = 'Professional World';
const WELLNESS = 'Wellness and Wellbeing';
const RELATIONSHIPS = 'Relationships';
const FRIENDSHIPS = 'Friendships';
const BRUNCH = 'Brunch Preferences';

/** Every form field, in the spec's order. */
export const PROFILE_FORM_FIELDS: readonly ProfileFormField[] = [
  text('name', 'Name', PERSONAL, 'public', 'display_name', NAME_MAX),
  select('gender', 'Gender', PERSONAL, 'gender', GENDER_OPTIONS),
  {
    key: 'age',
    label: 'Age',
    section: PERSONAL,
    input: 'number',
    doc: 'public',
    field: 'birth_year',
    readOnly: true,
  },
  text('nationality', 'Nationality', PERSONAL, 'private', 'nationality'),
  text('ethnicity', 'Ethnicity', PERSONAL, 'private', 'ethnicity'),
  text('liveIn', 'I live in', PERSONAL, 'public', 'currently_living_in', NAME_MAX),
  text('workIn', 'I work in', PERSONAL, 'private', 'work_in'),
  text('livingSituation', 'Living situation', PERSONAL, 'private', 'living_situation'),
  select('pets', 'Pets', PERSONAL, 'pets', PETS_OPTIONS),
  select(
    'politicalBeliefs',
    'Political beliefs',
    PERSONAL,
    'political_beliefs',
    POLITICAL_BELIEFS_OPTIONS,
  ),
  text('religion', 'Religion', PERSONAL, 'private', 'religion'),
  area('bio', 'Bio', PERSONAL, 'public', 'bio', LONG_TEXT_MAX),
  text('jobTitle', 'Job title', PROFESSIONAL, 'public', 'job_title', NAME_MAX),
  select('workStyle', 'Work style', PROFESSIONAL, 'work_style', WORK_STYLE_OPTIONS),
  select('education', 'Education', PROFESSIONAL, 'education', EDUCATION_OPTIONS),
  text('collegeUniversity', 'College / University', PROFESSIONAL, 'private', 'college_university'),
  text('workCity', 'Work city', PROFESSIONAL, 'private', 'work_city'),
  text('personalityType', 'Personality type', PROFESSIONAL, 'private', 'personality_type'),
  text('type', 'Type', PROFESSIONAL, 'private', 'type'),
  select('nutrition', 'Nutrition', WELLNESS, 'nutrition', NUTRITION_OPTIONS),
  area('dailyHabits', 'Daily habits', WELLNESS, 'private', 'daily_habits'),
  area('physicalActivities', 'Physical activities', WELLNESS, 'private', 'physical_activities'),
  select('sleep', 'Sleep', WELLNESS, 'sleep', SLEEP_OPTIONS),
  area('stressRelief', 'Stress relief', WELLNESS, 'private', 'stress_relief'),
  area('copingStyle', 'Coping style', WELLNESS, 'private', 'coping_style'),
  select('drinking', 'Drinking', WELLNESS, 'drinking', DRINKING_OPTIONS),
  select('weed', 'Weed', WELLNESS, 'weed', WEED_OPTIONS),
  select('otherDrugs', 'Other drugs', WELLNESS, 'other_drugs', OTHER_DRUGS_OPTIONS),
  select(
    'relationshipStatus',
    'Relationship status',
    RELATIONSHIPS,
    'relationship_status',
    RELATIONSHIP_STATUS_OPTIONS,
  ),
  select(
    'relationshipGoals',
    'Relationship goals',
    RELATIONSHIPS,
    'relationship_goals',
    RELATIONSHIP_GOALS_OPTIONS,
  ),
  select('children', 'Children', RELATIONSHIPS, 'children', CHILDREN_OPTIONS),
  select('interestedIn', 'Interested in', RELATIONSHIPS, 'interested_in', INTERESTED_IN_OPTIONS),
  select('loveLanguage', 'Love language', RELATIONSHIPS, 'love_language', LOVE_LANGUAGE_OPTIONS),
  area(
    'relationshipPreferences',
    'Relationship preferences',
    RELATIONSHIPS,
    'private',
    'relationship_preferences',
  ),
  select(
    'friendshipVibes',
    'Friendship vibes',
    FRIENDSHIPS,
    'friendship_vibes',
    FRIENDSHIP_VIBES_OPTIONS,
  ),
  text('socialEnergy', 'Social energy', FRIENDSHIPS, 'private', 'social_energy'),
  select('socialBattery', 'Social battery', FRIENDSHIPS, 'social_battery', SOCIAL_BATTERY_OPTIONS),
  area('foodPreferences', 'Food preferences', BRUNCH, 'private', 'food_preferences'),
  area('foodRestrictions', 'Food restrictions', BRUNCH, 'private', 'food_restrictions'),
  select('brunchBudget', 'Brunch budget', BRUNCH, 'brunch_budget', BRUNCH_BUDGET_OPTIONS),
  area('lookingFor', 'Looking for', BRUNCH, 'private', 'looking_for'),
];

// --- The form's zod schema: raw form values (strings) in, normalised values (null when empty) out.

const textValue = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value));

const choiceValue = <V extends string>(list: readonly SelectOption<V>[]) =>
  z
    .union([z.literal(''), z.enum(optionValues(list))])
    .transform((value) => (value === '' ? null : value));

/** The profile form's error texts (messages/validation.ts gives them to the catalogues). */
export const PROFILE_FORM_ERRORS = {
  ageWhole: 'Age must be a whole number',
  ageRange: `Age must be between ${AGE_MIN} and ${AGE_MAX}`,
} as const;

/** Age: empty, or a whole number 18..120 (form inputs deliver strings, numbers also accepted). */
const ageValue = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => value === '' || /^\d{1,3}$/.test(value), PROFILE_FORM_ERRORS.ageWhole)
  .transform((value) => (value === '' ? null : Number(value)))
  .refine(
    (age) => age === null || (age >= AGE_MIN && age <= AGE_MAX),
    PROFILE_FORM_ERRORS.ageRange,
  );

export const PROFILE_NAME_REQUIRED = 'Please tell us your name';

export const profileFormSchema = z.strictObject({
  // Required: tickets, the door and tablemates greet members by it (issue 36).
  name: z.string().trim().min(1, PROFILE_NAME_REQUIRED).max(NAME_MAX),
  gender: choiceValue(GENDER_OPTIONS),
  age: ageValue,
  nationality: textValue(TEXT_MAX),
  ethnicity: textValue(TEXT_MAX),
  liveIn: textValue(NAME_MAX),
  workIn: textValue(TEXT_MAX),
  livingSituation: textValue(TEXT_MAX),
  pets: choiceValue(PETS_OPTIONS),
  politicalBeliefs: choiceValue(POLITICAL_BELIEFS_OPTIONS),
  religion: textValue(TEXT_MAX),
  bio: textValue(LONG_TEXT_MAX),
  jobTitle: textValue(NAME_MAX),
  workStyle: choiceValue(WORK_STYLE_OPTIONS),
  education: choiceValue(EDUCATION_OPTIONS),
  collegeUniversity: textValue(TEXT_MAX),
  workCity: textValue(TEXT_MAX),
  personalityType: textValue(TEXT_MAX),
  type: textValue(TEXT_MAX),
  nutrition: choiceValue(NUTRITION_OPTIONS),
  dailyHabits: textValue(FORM_TEXTAREA_MAX),
  physicalActivities: textValue(FORM_TEXTAREA_MAX),
  sleep: choiceValue(SLEEP_OPTIONS),
  stressRelief: textValue(FORM_TEXTAREA_MAX),
  copingStyle: textValue(FORM_TEXTAREA_MAX),
  drinking: choiceValue(DRINKING_OPTIONS),
  weed: choiceValue(WEED_OPTIONS),
  otherDrugs: choiceValue(OTHER_DRUGS_OPTIONS),
  relationshipStatus: choiceValue(RELATIONSHIP_STATUS_OPTIONS),
  relationshipGoals: choiceValue(RELATIONSHIP_GOALS_OPTIONS),
  children: choiceValue(CHILDREN_OPTIONS),
  interestedIn: choiceValue(INTERESTED_IN_OPTIONS),
  loveLanguage: choiceValue(LOVE_LANGUAGE_OPTIONS),
  relationshipPreferences: textValue(FORM_TEXTAREA_MAX),
  friendshipVibes: choiceValue(FRIENDSHIP_VIBES_OPTIONS),
  socialEnergy: textValue(TEXT_MAX),
  socialBattery: choiceValue(SOCIAL_BATTERY_OPTIONS),
  foodPreferences: textValue(FORM_TEXTAREA_MAX),
  foodRestrictions: textValue(FORM_TEXTAREA_MAX),
  brunchBudget: choiceValue(BRUNCH_BUDGET_OPTIONS),
  lookingFor: textValue(FORM_TEXTAREA_MAX),
});
/** Normalised form data (after parsing): null where the field was left empty. */
export type ProfileFormData = z.output<typeof profileFormSchema>;
export type ProfileFormKey = keyof ProfileFormData;
/** What the inputs hold: every field a string, initially empty. */
export type ProfileFormValues = Record<ProfileFormKey, string>;

export const PROFILE_FORM_KEYS = Object.keys(profileFormSchema.shape) as ProfileFormKey[];

/** A form with every field empty. */
export function emptyProfileForm(): ProfileFormValues {
  return Object.fromEntries(PROFILE_FORM_KEYS.map((key) => [key, ''])) as ProfileFormValues;
}

export type PublicProfileUpdate = Partial<
  Pick<PublicProfileDoc, 'display_name' | 'currently_living_in' | 'bio' | 'job_title'>
>;
export type PrivateProfileUpdate = Partial<Omit<PrivateProfileDoc, 'date_of_birth'>>;

function fieldOf(key: ProfileFormKey): ProfileFormField {
  const field = PROFILE_FORM_FIELDS.find((candidate) => candidate.key === key);
  if (!field) throw new Error(`No profile form field described for ${key}`);
  return field;
}

/**
 * Splits parsed form data into the public and private profile updates (empty fields become null).
 * `age` is read-only (birth_year is the server's, from the date of birth given at sign-up).
 */
export function formToDocuments(
  form: ProfileFormData,
  now: Date,
): { publicProfile: PublicProfileUpdate; privateProfile: PrivateProfileUpdate } {
  const publicProfile: Record<string, unknown> = {};
  const privateProfile: Record<string, unknown> = {};
  for (const key of PROFILE_FORM_KEYS) {
    const { doc, field, readOnly } = fieldOf(key);
    if (readOnly) continue;
    const target = doc === 'public' ? publicProfile : privateProfile;
    const value = form[key];
    target[field] = key === 'age' && value !== null ? now.getUTCFullYear() - Number(value) : value;
  }
  return {
    publicProfile: publicProfile as PublicProfileUpdate,
    privateProfile: privateProfile as PrivateProfileUpdate,
  };
}

/** Fills the form's string values from the stored documents (either may be missing). */
export function documentsToForm(
  publicProfile: Partial<PublicProfileDoc> | null | undefined,
  privateProfile: Partial<PrivateProfileDoc> | null | undefined,
  now: Date,
): ProfileFormValues {
  const form = emptyProfileForm();
  for (const key of PROFILE_FORM_KEYS) {
    const { doc, field } = fieldOf(key);
    const source = (doc === 'public' ? publicProfile : privateProfile) as
      Record<string, unknown> | null | undefined;
    const value = source?.[field];
    if (value === null || value === undefined) continue;
    form[key] = key === 'age' ? String(now.getUTCFullYear() - Number(value)) : String(value);
  }
  return form;
}
