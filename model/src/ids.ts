// Meaningful document ids (architecture): they make writes idempotent, because writing the same
// fact twice lands on the same document.

import type { Role } from './constants';

/** user_answers/{uid}_{questionId}: one answer per member and question. */
export function userAnswerId(uid: string, questionId: string): string {
  return `${uid}_${questionId}`;
}

/** bruncher_likes/{likerId}_{likedId}: one like or pass per ordered pair. */
export function bruncherLikeId(likerId: string, likedId: string): string {
  return `${likerId}_${likedId}`;
}

/** The two members of a match in stored order (user1_id sorts first). */
export function matchPair(a: string, b: string): { user1_id: string; user2_id: string } {
  return a < b ? { user1_id: a, user2_id: b } : { user1_id: b, user2_id: a };
}

/** matches/{uidA}_{uidB} with the pair sorted, so both likes resolve to the same match. */
export function matchId(a: string, b: string): string {
  const { user1_id, user2_id } = matchPair(a, b);
  return `${user1_id}_${user2_id}`;
}

/** event_attendances/{bookingId}: one attendance per confirmed booking. */
export function attendanceId(bookingId: string): string {
  return bookingId;
}

/** brunch_reviews/{bookingId}: one review per attended booking. */
export function reviewId(bookingId: string): string {
  return bookingId;
}

/** user_roles/{uid}_{role}: a member can hold several roles, each at most once. */
export function userRoleId(uid: string, role: Role): string {
  return `${uid}_${role}`;
}

/**
 * newsletter_signups/{id}: the normalised (trimmed, lower-cased) address itself, so the rules can
 * tie the id to the address it stores: one document per address. (Addresses with a '/' cannot be
 * ids; the rules refuse them.)
 */
export function newsletterSignupId(email: string): string {
  return email.trim().toLowerCase();
}

/** brunch_stories/{rowId}: an imported story keeps the CSV row id, so re-imports update it. */
export function storyId(rowId: string): string {
  return rowId.trim();
}
