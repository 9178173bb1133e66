// mail/{cause id}: the outbox. The state change that causes a mail writes it in the same
// transaction, under an id derived from the cause (mailIds), so a retried webhook or sweep never
// makes a second one. The sender trigger renders and sends it and records the outcome here.
// mail_preferences/{uid}: a member's choices (guests: mail_preferences/guest_{hash of the e-mail}).

import { z } from 'zod';
import { EMAIL_MAX, ID_MAX, nonNegativeInt, timestampLikeSchema } from './common';
import { LOCALES } from '../i18n/locales';

export const MAIL_KINDS = [
  'booking_confirmed',
  'payment_processing',
  'payment_failed',
  'booking_refunded',
  'event_reminder',
  'event_changed',
  'event_cancelled',
  'booking_cancelled',
  'party_reduced',
  'waitlist_offer',
  /** The organiser cancelled an event someone was waiting for (no booking: a waitlist entry). */
  'waitlist_cancelled',
  /** The organiser cancelled an event while someone's checkout (or waitlist offer) held seats. */
  'checkout_cancelled',
  /** An organiser changed the booking (issue 33): cancelled, refunded, party, moved, venue. */
  'booking_changed',
  /**
   * A moderation decision's statement of reasons (issue 36 §4, the DSA's Art. 16/17): to the
   * reporter and to the reported member; about no event or booking.
   */
  'moderation_notice',
  /** Account mails (issue 36): no event, no booking; their links are made when sending. */
  /** Confirm the sign-in address (the Auth verification link). */
  'verify_email',
  /** Choose a new password (the Auth reset link). */
  'password_reset',
  /** A guest confirms their waitlist place before it can be offered seats. */
  'waitlist_confirm',
  /** Double opt-in: confirm a newsletter sign-up. */
  'newsletter_confirm',
  /** An owner's CSV import created the account (issue 39 item 8): choose a password (reset link). */
  'member_invite',
  /** The receipt of a deleted account (issue 36): to the address it had, about no event. */
  'account_deleted',
  /** Unread messages waiting (issue 38 §2): who wrote, with links; never the messages' text. */
  'message_digest',
  /** The organiser's message to an event's attendees or waitlist (issue 39 item 6). */
  'attendee_message',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Mails about the address itself, sent before (or without) any booking: no event, no name. */
export const ACCOUNT_MAIL_KINDS = [
  'verify_email',
  'password_reset',
  'waitlist_confirm',
  'newsletter_confirm',
  'member_invite',
] as const satisfies readonly MailKind[];
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];
export type EventMailKind = Exclude<MailKind, AccountMailKind>;
export function isAccountMail(kind: MailKind): kind is AccountMailKind {
  return (ACCOUNT_MAIL_KINDS as readonly string[]).includes(kind);
}

/** Mails a member may turn off (everything else is transactional and always sent). */
export const NON_TRANSACTIONAL_MAIL_KINDS: readonly MailKind[] = [
  'event_reminder',
  'message_digest',
  'attendee_message',
];

/**
 * pending: written, not tried yet. sending: an attempt is under way (until next_attempt_at, the
 * lease). retrying: the last attempt failed, the next one is due at next_attempt_at. sent: the SMTP
 * server took it (message_id). failed: MAIL_MAX_ATTEMPTS failed, or it can never be sent
 * (last_error says why). skipped: no longer relevant when its turn came (a reminder for a booking
 * cancelled meanwhile, or the member turned reminders off).
 */
export const MAIL_STATUSES = [
  'pending',
  'sending',
  'retrying',
  'sent',
  'failed',
  'skipped',
] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/** Statuses the sweep picks up once next_attempt_at has passed. */
export const MAIL_OPEN_STATUSES: readonly MailStatus[] = ['pending', 'sending', 'retrying'];

const idRef = z.string().min(1).max(ID_MAX);

export const mailSchema = z.object({
  kind: z.enum(MAIL_KINDS),
  /** The booking the mail is about; null for a mail about a waitlist entry instead. */
  booking_id: idRef.nullable(),
  /** The waitlist entry the mail is about (waitlist_cancelled), when it is about no booking. */
  waitlist_entry_id: idRef.nullable().optional(),
  /**
   * The event the mail is about; null for a mail about no event: an account mail (verify_email,
   * newsletter_confirm...), a moderation_notice or the deletion receipt (account_deleted).
   */
  event_id: idRef.nullable(),
  /** The moderation decision a moderation_notice states (moderation_decisions/{id}). */
  moderation_decision_id: idRef.nullable().optional(),
  /**
   * Account mails: the app origin the person asked from (one of the app's own, returnOrigin), so
   * the link opens where their session is (localhost and 127.0.0.1 are two origins locally).
   */
  app_origin: z.string().max(200).nullable().optional(),
  /**
   * The language the mail is asked in (issue 37): the page's for an account mail (as Firebase
   * Auth's own templates follow the page's X-Firebase-Locale), the CSV's for an invitation.
   * Absent: the member's profile, then the booking's, then Portuguese (mailLocaleOf).
   */
  locale: z.enum(LOCALES).nullable().optional(),
  /** The chats a message_digest names (member_unread keys: c_{matchId}, t_{chatId}). */
  chat_keys: z
    .array(
      z
        .string()
        .min(1)
        .max(2 * ID_MAX),
    )
    .max(50)
    .nullable()
    .optional(),
  /** The organiser's message an attendee_message carries (attendee_messages/{id}). */
  attendee_message_id: idRef.nullable().optional(),
  /** The newsletter sign-up an account mail confirms (newsletter_confirm). */
  newsletter_id: z.string().min(1).max(EMAIL_MAX).nullable().optional(),
  /** The member the mail is for (their Auth e-mail, read when sending), or null for a guest. */
  user_id: idRef.nullable(),
  /** The guest's e-mail at enqueue time; for members the address actually used, once sent. */
  to: z.string().max(EMAIL_MAX).nullable(),
  /** The money this mail is about when it differs from the booking's total (a cancellation's refund). */
  amount_cents: nonNegativeInt.nullable().optional(),
  /** What the organiser changed and why, as the member reads it (booking_changed). */
  note: z.string().max(1000).nullable().optional(),
  /** Calendar SEQUENCE of the attached .ics (an organiser's change bumps it). */
  calendar_sequence: nonNegativeInt,
  status: z.enum(MAIL_STATUSES),
  attempts: nonNegativeInt,
  last_error: z.string().max(2000).nullable(),
  /** When the sweep may take it up: the retry time, the end of a sending lease, or a grace period. */
  next_attempt_at: timestampLikeSchema.nullable(),
  /** The SMTP server's Message-ID once sent. */
  message_id: z.string().max(998).nullable(),
  created_at: timestampLikeSchema,
  updated_at: timestampLikeSchema,
  sent_at: timestampLikeSchema.nullable(),
});
export type MailDoc = z.infer<typeof mailSchema>;

/** mail_preferences/{uid}: written by the member on /profile, or by the unsubscribe link. */
export const mailPreferencesSchema = z.object({
  reminders: z.boolean(),
  updated_at: timestampLikeSchema,
});
export type MailPreferencesDoc = z.infer<typeof mailPreferencesSchema>;
/** Fields a member may write on their own preferences document. */
export const MAIL_PREFERENCES_CLIENT_FIELDS = ['reminders', 'updated_at'] as const;
/** Reminders are on until turned off. */
export const DEFAULT_MAIL_PREFERENCES = { reminders: true } as const;

/** The unsubscribe callable's input: the signed token from the link. */
export const unsubscribeInputSchema = z.object({ token: z.string().min(1).max(1000) });
export type UnsubscribeInput = z.infer<typeof unsubscribeInputSchema>;

/** The organiser's "event changed / cancelled" callable (admins until the organiser console). */
export const notifyEventChangeInputSchema = z.object({
  eventId: idRef,
  change: z.enum(['changed', 'cancelled']),
});
export type NotifyEventChangeInput = z.infer<typeof notifyEventChangeInputSchema>;
export interface NotifyEventChangeResult {
  enqueued: number;
}

// --- Account mails (issue 36) ---
/** The signed-in member asks for (another) verification mail. */
export const sendVerificationEmailInputSchema = z.strictObject({
  /** The page's language: the mail's (issue 37). */
  locale: z.enum(LOCALES).optional(),
});
/** Someone on the sign-in page asks for a reset mail; the answer never says whether it exists. */
export const sendPasswordResetInputSchema = z.strictObject({
  email: z.string().trim().min(3).max(EMAIL_MAX),
  /** The page's language: the mail's (issue 37). */
  locale: z.enum(LOCALES).optional(),
});
/** The signed token of a confirmation link (waitlist place, newsletter sign-up). */
export const confirmTokenInputSchema = z.strictObject({ token: z.string().min(1).max(1000) });
export interface SendAccountMailOutput {
  /** Always true: whether a mail went out is not told (no account enumeration). */
  ok: true;
}
export interface ConfirmWaitlistPlaceOutput {
  eventId: string;
  /** The place in line once confirmed. */
  position: number;
}
export interface ConfirmNewsletterOutput {
  confirmed: true;
}
