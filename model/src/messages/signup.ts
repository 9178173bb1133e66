import { MEMBER_MIN_AGE } from '../rules/sign-up';
import { LEGAL_PAGE_TITLES } from './chrome';
import type { ToastText } from './common';

// --- Sign-up: who joins (issue 36 §1). In the spec's voice: short, warm, plain. ---
export const SIGNUP_FIRST_NAME_LABEL = 'First name';
export const SIGNUP_FIRST_NAME_HINT = 'Shown on your ticket, at the door and to your tablemates.';
export const SIGNUP_DATE_OF_BIRTH_LABEL = 'Date of birth';
export const SIGNUP_DATE_OF_BIRTH_HINT = `You must be ${MEMBER_MIN_AGE} or older. Only you see your date of birth; others see your age.`;
/** The check-box's text around its two links (the terms, the privacy notice). */
export const SIGNUP_ACCEPT_TERMS = {
  before: 'I accept the ',
  terms: LEGAL_PAGE_TITLES.terms,
  between: ' and have read the ',
  privacy: LEGAL_PAGE_TITLES.privacy,
  after: '.',
} as const;
export const SIGNUP_UNDER_AGE: ToastText = {
  title: `Brunchers is for adults ${MEMBER_MIN_AGE}+`,
  description: `You must be ${MEMBER_MIN_AGE} or older to join. We haven't created an account or kept your details.`,
};
export const SIGNUP_INVALID_DATE_OF_BIRTH: ToastText = {
  title: 'Check your date of birth',
  description: 'Please enter your real date of birth (day, month and year).',
};
export const SIGNUP_TERMS_REQUIRED: ToastText = {
  title: 'One more step',
  description: 'Please accept the Terms of Use and the Privacy Notice to join.',
};
export const SIGNUP_TERMS_OUTDATED: ToastText = {
  title: 'Our terms have changed',
  description: 'Please reload the page and accept the current Terms of Use and Privacy Notice.',
};
export const SIGNUP_DATE_OF_BIRTH_FIXED: ToastText = {
  title: 'Date of birth already recorded',
  description: 'Your date of birth can only be set once. Write to us if it is wrong.',
};

// --- The prompt for members who joined before names were asked (issue 36 §1) ---
export const NAME_PROMPT_TITLE = 'What should we call you?';
export const NAME_PROMPT_TEXT =
  'Your first name goes on your ticket, on the door list and to your tablemates, so the host can greet you properly.';
export const PROFILE_PROMPT_TITLE = 'Finish joining Brunchers';
export const PROFILE_PROMPT_TEXT =
  'Tell us your first name and date of birth, and accept our terms, to keep booking brunches.';
export const NAME_PROMPT_SAVE = 'Save and continue';
export const NAME_SAVED: ToastText = {
  title: 'Nice to meet you!',
  description: 'Your name is saved.',
};
export const PROFILE_AGE_READ_ONLY_HINT = 'From the date of birth you gave when you joined.';
export const SIGNUP_DETAILS_NOT_SAVED =
  'Your account was created, but your details were not saved. Please enter them again.';
