import { REVIEW_XP } from '../constants';
import { msg } from '../i18n/message';
import { SUCCESS_TITLE, type ToastText } from './common';

// --- Reviews and XP ---
export const SELECT_RATING = 'Please select a rating';
export const REVIEW_FAILED = 'Failed to submit review';
export const REVIEW_SUBMITTED = `Review submitted! +${REVIEW_XP} XP earned!`;
/** 'Level Up! You're now level 3!' */
export const levelUp = msg(
  'profile.levelUp',
  (level: number) => `Level Up! You're now level ${level}!`,
);
/** '+10 XP earned!' */
export const xpEarned = msg('profile.xpEarned', (xp: number) => `+${xp} XP earned!`);

// --- Questions ---
export const WRITE_AN_ANSWER = 'Please write an answer';
export const QUESTION_LOAD_FAILED = 'Failed to load question';
export const ANSWER_SAVE_FAILED = 'Failed to save answer';
export const ALL_QUESTIONS_ANSWERED =
  "You've answered all the questions! Check back later for more.";

// --- Self-discovery path info ---
export const UNLOCK_BY_BOOKING = 'Unlock your self-discovery path by booking your first brunch!';
export const ALREADY_ANSWERED = "You've already answered this question!";
export const COMPLETE_PREVIOUS_FIRST = 'Complete the previous questions in this path first!';

// --- Photos ---
export const PHOTO_NOT_IMAGE = 'Please upload an image file';
export const PHOTO_TOO_LARGE = 'Image size must be less than 5MB';
export const PHOTO_UPLOADED: ToastText = {
  title: SUCCESS_TITLE,
  description: 'Photo uploaded successfully',
};
export const PHOTO_DELETED: ToastText = {
  title: SUCCESS_TITLE,
  description: 'Photo deleted successfully',
};
export const GALLERY_EMPTY = 'No photos yet. Upload your first photo to get started!';

// --- Profile ---
export const PROFILE_UPDATED: ToastText = {
  title: 'Profile updated',
  description: 'Your profile has been successfully updated.',
};
export const PROFILE_BIO_FALLBACK = 'Complete your profile to help others connect with you!';
export const EDIT_PROFILE = 'Edit Profile';
export const CANCEL = 'Cancel';
export const SAVE_PROFILE = 'Save Profile';
export const BOOKINGS_EMPTY = "You haven't made any bookings yet";
/** "1 story", "2 stories": a count with its noun in the right number (every counted text). */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

// --- Sensitive answers: consent per special category (issue 36 §3, rules/sensitive-consent.ts) ---
export const SENSITIVE_CONSENTS_TITLE = 'Sensitive answers';
export const SENSITIVE_CONSENTS_INTRO =
  'Each of these is off until you switch it on. Switch one off to delete its answers at once.';
export const sensitiveConsentLabel = msg(
  'profile.sensitiveConsentLabel',
  (category: string) => `Let me answer: ${category}`,
);
export const SENSITIVE_UNCONSENTED_TITLE = 'Keep your sensitive answers?';
export const SENSITIVE_UNCONSENTED_TEXT =
  'You gave these answers before we asked for your consent. Until you choose, they are not used.';
export const SENSITIVE_KEEP = 'Keep with consent';
export const SENSITIVE_DELETE = 'Delete';
export const SENSITIVE_CONSENT_SAVED: ToastText = {
  title: 'Consent saved',
  description: 'You can switch it off at any time in your profile.',
};
export const SENSITIVE_CONSENT_WITHDRAWN: ToastText = {
  title: 'Consent withdrawn',
  description: 'The answers of that category are deleted.',
};
export const SENSITIVE_CONSENT_FAILED: ToastText = {
  title: 'Could not save your choice',
  description: 'Please try again.',
};
