// user_profiles/{uid} holds what other members may read (discover cards, names, XP);
// user_private_profiles/{uid} holds the sensitive profile-form answers and is readable only by
// its owner. The *_CLIENT_FIELDS lists are what security rules let the owner write.

import { z } from 'zod';
import { FIRST_LEVEL } from '../constants';
import { LOCALES } from '../i18n/locales';
import {
  ID_MAX,
  LONG_TEXT_MAX,
  NAME_MAX,
  TEXT_MAX,
  dateStringSchema,
  photoUrlSchema,
  timestampLikeSchema,
} from './common';
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

export const BIRTH_YEAR_MIN = 1900;
export const BIRTH_YEAR_MAX = 2100;
export const INTERESTS_MAX = 20;
/** Languages a member speaks (table plans seat people who share one). */
export const LANGUAGES_MAX = 6;

const optionalText = (max = TEXT_MAX) => z.string().max(max).nullable().optional();
const optionalChoice = <V extends string>(list: readonly SelectOption<V>[]) =>
  z.enum(optionValues(list)).nullable().optional();

export const publicProfileSchema = z.object({
  user_id: z.string().min(1).max(ID_MAX),
  display_name: optionalText(NAME_MAX),
  photo_url: photoUrlSchema.nullable().optional(),
  /** Public so discover can show an age without exposing the date of birth. */
  birth_year: z.number().int().min(BIRTH_YEAR_MIN).max(BIRTH_YEAR_MAX).nullable().optional(),
  currently_living_in: optionalText(NAME_MAX),
  bio: optionalText(LONG_TEXT_MAX),
  job_title: optionalText(NAME_MAX),
  interests: z.array(z.string().min(1).max(50)).max(INTERESTS_MAX).optional(),
  languages: z.array(z.string().min(1).max(30)).max(LANGUAGES_MAX).optional(),
  weekend_vibe: optionalText(),
  balance_style: optionalText(),
  social_style: optionalText(),
  brunch_buddy_vibe: optionalText(),
  job_career_stage: optionalText(),
  /** The language the member reads the app and their mails in (issue 37); unset: the browser's. */
  locale: z.enum(LOCALES).nullable().optional(),
  /** Server-owned: written only by the XP triggers. */
  level: z.number().int().min(FIRST_LEVEL),
  /** Server-owned: written only by the XP triggers. */
  experience_points: z.number().int().nonnegative(),
  /** Server-owned: set by a moderation suspension (issue 36 §4), so Discover leaves them out. */
  suspended: z.boolean().optional(),
  created_at: timestampLikeSchema.optional(),
  updated_at: timestampLikeSchema.optional(),
});
export type PublicProfileDoc = z.infer<typeof publicProfileSchema>;
export type PublicProfileWithId = PublicProfileDoc & { id: string };

/**
 * Public fields the owner may set or change. level and experience_points are server-owned, and so
 * is birth_year: completeSignUp derives it from the date of birth checked at sign-up, so the age
 * other members see is the one that passed the age check.
 */
export const PUBLIC_PROFILE_CLIENT_FIELDS = [
  'display_name',
  'photo_url',
  'currently_living_in',
  'bio',
  'job_title',
  'interests',
  'languages',
  'weekend_vibe',
  'balance_style',
  'social_style',
  'brunch_buddy_vibe',
  'job_career_stage',
  'locale',
  'updated_at',
] as const satisfies readonly (keyof PublicProfileDoc)[];

/** Fields of a brand-new public profile: the client fields plus the fixed starting values. */
export const PUBLIC_PROFILE_CREATE_FIELDS = [
  ...PUBLIC_PROFILE_CLIENT_FIELDS,
  'user_id',
  'level',
  'experience_points',
  'created_at',
] as const satisfies readonly (keyof PublicProfileDoc)[];

/** The starting public profile of a member: level 1, no XP. */
export function newPublicProfile(
  uid: string,
): Pick<PublicProfileDoc, 'user_id' | 'level' | 'experience_points'> {
  return { user_id: uid, level: FIRST_LEVEL, experience_points: 0 };
}

export const privateProfileSchema = z.object({
  date_of_birth: dateStringSchema.nullable().optional(),
  gender: optionalChoice(GENDER_OPTIONS),
  nationality: optionalText(),
  ethnicity: optionalText(),
  work_in: optionalText(),
  living_situation: optionalText(),
  pets: optionalChoice(PETS_OPTIONS),
  political_beliefs: optionalChoice(POLITICAL_BELIEFS_OPTIONS),
  religion: optionalText(),
  work_style: optionalChoice(WORK_STYLE_OPTIONS),
  education: optionalChoice(EDUCATION_OPTIONS),
  college_university: optionalText(),
  work_city: optionalText(),
  personality_type: optionalText(),
  type: optionalText(),
  nutrition: optionalChoice(NUTRITION_OPTIONS),
  daily_habits: optionalText(),
  physical_activities: optionalText(),
  sleep: optionalChoice(SLEEP_OPTIONS),
  stress_relief: optionalText(),
  coping_style: optionalText(),
  drinking: optionalChoice(DRINKING_OPTIONS),
  weed: optionalChoice(WEED_OPTIONS),
  other_drugs: optionalChoice(OTHER_DRUGS_OPTIONS),
  relationship_status: optionalChoice(RELATIONSHIP_STATUS_OPTIONS),
  relationship_goals: optionalChoice(RELATIONSHIP_GOALS_OPTIONS),
  children: optionalChoice(CHILDREN_OPTIONS),
  interested_in: optionalChoice(INTERESTED_IN_OPTIONS),
  love_language: optionalChoice(LOVE_LANGUAGE_OPTIONS),
  relationship_preferences: optionalText(),
  friendship_vibes: optionalChoice(FRIENDSHIP_VIBES_OPTIONS),
  social_energy: optionalText(),
  social_battery: optionalChoice(SOCIAL_BATTERY_OPTIONS),
  food_preferences: optionalText(),
  food_restrictions: optionalText(),
  brunch_budget: optionalChoice(BRUNCH_BUDGET_OPTIONS),
  looking_for: optionalText(),
  /**
   * Conversation cards (issue 38 item 4): whether the member's self-discovery questions answered,
   * vibes and languages may suggest what their table talks about. Absent = no (opt-in).
   */
  conversation_cards_opt_in: z.boolean().optional(),
  updated_at: timestampLikeSchema.optional(),
});
export type PrivateProfileDoc = z.infer<typeof privateProfileSchema>;

/** Private fields only the server writes: the date of birth checked at sign-up (completeSignUp). */
export const PRIVATE_PROFILE_SERVER_FIELDS = [
  'date_of_birth',
] as const satisfies readonly (keyof PrivateProfileDoc)[];

/** Every other private field is the owner's to write. */
export const PRIVATE_PROFILE_CLIENT_FIELDS = (
  Object.keys(privateProfileSchema.shape) as (keyof PrivateProfileDoc)[]
).filter(
  (field) => !(PRIVATE_PROFILE_SERVER_FIELDS as readonly string[]).includes(field),
) as Exclude<keyof PrivateProfileDoc, (typeof PRIVATE_PROFILE_SERVER_FIELDS)[number]>[];

/** user_agreements/{uid}: what the member accepted at sign-up (server-written, owner reads). */
export const userAgreementSchema = z.object({
  user_id: z.string().min(1).max(ID_MAX),
  terms_version: z.string().min(1).max(40),
  privacy_version: z.string().min(1).max(40),
  accepted_at: timestampLikeSchema,
});
export type UserAgreementDoc = z.infer<typeof userAgreementSchema>;
