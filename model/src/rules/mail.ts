// Outbox rules: mail ids derived from their cause, and the retry schedule.

import {
  MAIL_MAX_ATTEMPTS,
  MAIL_RETRY_BASE_MS,
  MAIL_RETRY_MAX_MS,
  REMINDER_LEAD_HOURS,
} from '../constants';
import { NON_TRANSACTIONAL_MAIL_KINDS, type MailKind } from '../schemas/mail';

/** mail/{id} for each cause: one mail per booking and moment, whatever retries happen. */
export const mailIds = {
  /** One digest per member and run (`runKey`: the run's hour, e.g. 2026-11-29T08). */
  messageDigest: (uid: string, runKey: string) => `message_digest_${uid}_${runKey}`,
  bookingConfirmed: (bookingId: string) => `booking_confirmed_${bookingId}`,
  paymentProcessing: (bookingId: string) => `payment_processing_${bookingId}`,
  paymentFailed: (bookingId: string) => `payment_failed_${bookingId}`,
  bookingRefunded: (bookingId: string) => `booking_refunded_${bookingId}`,
  eventReminder: (bookingId: string) => `event_reminder_${bookingId}`,
  /** One per booking and version of the event (`version`: what changed, e.g. a digest). */
  eventChanged: (bookingId: string, version: string) => `event_changed_${bookingId}_${version}`,
  eventCancelled: (bookingId: string) => `event_cancelled_${bookingId}`,
  /** The customer cancelled their booking (one per booking: it happens once). */
  bookingCancelled: (bookingId: string) => `booking_cancelled_${bookingId}`,
  /** The party became smaller; a party only shrinks, so its new size names the change. */
  partyReduced: (bookingId: string, guestsKept: string) =>
    `party_reduced_${bookingId}_${guestsKept}`,
  /** One per organiser action on a booking (`actionId`: its audit entry's id). */
  bookingChanged: (bookingId: string, actionId: string) =>
    `booking_changed_${bookingId}_${actionId}`,
  /** The ticket sent again by the organiser (one per request: its audit entry's id). */
  ticketResent: (bookingId: string, actionId: string) =>
    `booking_confirmed_${bookingId}_resent_${actionId}`,
  /** One per offer: the offer's pending booking is new each time seats are offered. */
  waitlistOffer: (bookingId: string) => `waitlist_offer_${bookingId}`,
  /** The event was cancelled while the entry waited: one per waitlist entry (it is closed once). */
  waitlistCancelled: (entryId: string) => `waitlist_cancelled_${entryId}`,
  /** The event was cancelled while the booking's checkout held seats (it is ended once). */
  checkoutCancelled: (bookingId: string) => `checkout_cancelled_${bookingId}`,
  /** One notice per moderation decision and recipient ('reporter' or 'reported'). */
  moderationNotice: (decisionId: string, role: string) => `moderation_${decisionId}_${role}`,
  /** A verification mail per member and resend window (`window`: its number). */
  verifyEmail: (uid: string, window: string) => `verify_email_${uid}_${window}`,
  /** A reset mail per account and resend window. */
  passwordReset: (uid: string, window: string) => `password_reset_${uid}_${window}`,
  /** One invitation per imported account, ever: a re-run of the import sends no second one. */
  memberInvite: (uid: string) => `member_invite_${uid}`,
  /** A guest's waitlist place is confirmed once: one mail per entry. */
  waitlistConfirm: (entryId: string) => `waitlist_confirm_${entryId}`,
  /** One confirmation per newsletter sign-up (its id is the address: at most one ever). */
  newsletterConfirm: (signupKey: string) => `newsletter_confirm_${signupKey}`,
  /**
   * The deletion receipt: one per deleted account, named by a digest of the uid (computed by the
   * caller) so a retried deletion does not mail twice and the outbox keeps no uid.
   */
  accountDeleted: (uidDigest: string) => `account_deleted_${uidDigest}`,
  /**
   * One per organiser message and recipient (`recipientKey`: the member's uid, or a digest of a
   * guest's address), so a retried send never mails anyone twice.
   */
  attendeeMessage: (messageId: string, recipientKey: string) =>
    `attendee_message_${messageId}_${recipientKey}`,
} as const satisfies Record<string, (...args: string[]) => string>;

/**
 * After `attempts` failed attempts: when to try again (ms from now), or null when it is over.
 * 1 min, 2, 4, 8, 16 (capped at an hour), then failed.
 */
export function mailRetryDelayMs(attempts: number): number | null {
  if (attempts >= MAIL_MAX_ATTEMPTS) return null;
  return Math.min(MAIL_RETRY_MAX_MS, MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** Whether a reminder for an event starting at `startsAt` is due at `now` (within the lead, not past). */
export function reminderDue(startsAt: Date, now: Date): boolean {
  const ahead = startsAt.getTime() - now.getTime();
  return ahead > 0 && ahead <= REMINDER_LEAD_HOURS * 3_600_000;
}

/** Calendar SEQUENCE for an update made at `at`: grows with time, so later updates win. */
export function calendarSequenceAt(at: Date): number {
  return Math.floor(at.getTime() / 1000);
}

export function isTransactionalMail(kind: MailKind): boolean {
  return !NON_TRANSACTIONAL_MAIL_KINDS.includes(kind);
}

/** The form of an address every per-address rule uses (newsletter ids, the daily mail cap). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The UTC day a mail is counted on for MAIL_DAILY_LIMIT_PER_ADDRESS (YYYY-MM-DD). */
export function mailCountDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The resend window `at` falls in (verification and reset mails: one per window). */
export function accountMailWindow(at: Date, windowMs: number): string {
  return String(Math.floor(at.getTime() / windowMs));
}
