// The allowed values of the profile form's select fields with their human labels.
// Stored values are the spec's kebab-case codes; labels are what the form shows.

import { BRUNCH_BUDGET_TIERS } from '../constants';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

function options<const V extends string>(entries: readonly [V, string][]): SelectOption<V>[] {
  return entries.map(([value, label]) => ({ value, label }));
}

/** The stored values of a list of options, typed as a tuple for z.enum. */
export function optionValues<V extends string>(list: readonly SelectOption<V>[]): [V, ...V[]] {
  return list.map((option) => option.value) as [V, ...V[]];
}

export const GENDER_OPTIONS = options([
  ['man', 'Man'],
  ['woman', 'Woman'],
  ['non-binary', 'Non-binary'],
  ['prefer-not-to-say', 'Prefer not to say'],
]);
export const PETS_OPTIONS = options([
  ['dog', 'Dog'],
  ['cat', 'Cat'],
  ['houseplant', 'Houseplant'],
  ['none', 'None'],
]);
export const POLITICAL_BELIEFS_OPTIONS = options([
  ['liberal', 'Liberal'],
  ['conservative', 'Conservative'],
  ['moderate', 'Moderate'],
  ['apolitical', 'Apolitical'],
]);
export const WORK_STYLE_OPTIONS = options([
  ['in-office', 'In office'],
  ['hybrid', 'Hybrid'],
  ['remote', 'Remote'],
  ['freelance', 'Freelance'],
]);
export const EDUCATION_OPTIONS = options([
  ['high-school', 'High school'],
  ['college', 'College'],
  ['master', 'Master'],
  ['phd', 'PhD'],
]);
export const NUTRITION_OPTIONS = options([
  ['vegetarian', 'Vegetarian'],
  ['vegan', 'Vegan'],
  ['carnivore', 'Carnivore'],
  ['flexitarian', 'Flexitarian'],
  ['none', 'None'],
]);
export const SLEEP_OPTIONS = options([
  ['deep-sleeper', 'Deep sleeper'],
  ['early-riser', 'Early riser'],
  ['night-owl', 'Night owl'],
]);
export const DRINKING_OPTIONS = options([
  ['yes-socially', 'Yes, socially'],
  ['occasionally', 'Occasionally'],
  ['no', 'No'],
]);
export const WEED_OPTIONS = options([
  ['yes-occasionally', 'Yes, occasionally'],
  ['no', 'No'],
]);
export const OTHER_DRUGS_OPTIONS = options([
  ['yes', 'Yes'],
  ['no', 'No'],
]);
export const RELATIONSHIP_STATUS_OPTIONS = options([
  ['single', 'Single'],
  ['in-relationship', 'In a relationship'],
  ['complicated', "It's complicated"],
]);
export const RELATIONSHIP_GOALS_OPTIONS = options([
  ['monogamy', 'Monogamy'],
  ['non-monogamy', 'Non-monogamy'],
  ['other', 'Other'],
]);
export const CHILDREN_OPTIONS = options([
  ['yes', 'Yes'],
  ['dont-have', "Don't have"],
  ['want-someday', 'Want someday'],
  ['dont-want', "Don't want"],
]);
export const INTERESTED_IN_OPTIONS = options([
  ['men', 'Men'],
  ['women', 'Women'],
  ['all-genders', 'All genders'],
  ['other', 'Other'],
]);
export const LOVE_LANGUAGE_OPTIONS = options([
  ['quality-time', 'Quality time'],
  ['words-affirmation', 'Words of affirmation'],
  ['acts-service', 'Acts of service'],
  ['physical-touch', 'Physical touch'],
  ['receiving-gifts', 'Receiving gifts'],
]);
export const FRIENDSHIP_VIBES_OPTIONS = options([
  ['quality-over-quantity', 'Quality over quantity'],
  ['looking-for-group', 'Looking for a group'],
  ['easy-going', 'Easy-going'],
  ['deep-thinkers', 'Deep thinkers'],
]);
export const SOCIAL_BATTERY_OPTIONS = options([
  ['needs-recharge', 'Needs a recharge'],
  ['energized', 'Energized'],
  ['all-night', 'All night'],
]);
export const BRUNCH_BUDGET_OPTIONS = options(
  BRUNCH_BUDGET_TIERS.map((tier) => [tier, tier] as [typeof tier, string]),
);
