// Writing to the outbox (mail/{cause id}) inside the transaction that causes the mail. Reads come
// before writes in a Firestore transaction, so callers read the mail document with the rest
// (readMailIn) and enqueue after (enqueueMailIn): an existing document — the same cause seen
// again — is left alone, so a retried webhook or sweep never makes a second mail.

import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  MAIL_TRIGGER_GRACE_MS,
  mailIds,
  type AccountMailKind,
  type EventMailKind,
  type Locale,
  type MailDoc,
} from '@brunchers/model';
import { timestamp } from '../lib/time.js';

export function mailRef(db: Firestore, id: string): DocumentReference {
  return db.collection(COLLECTIONS.mail).doc(id);
}

export function readMailIn(tx: Transaction, db: Firestore, id: string): Promise<DocumentSnapshot> {
  return tx.get(mailRef(db, id));
}

/** The cause id of a booking mail that has one cause per booking (not the organiser's changes). */
export function mailIdFor(
  kind: Exclude<
    EventMailKind,
    | 'event_changed'
    | 'party_reduced'
    | 'waitlist_cancelled'
    | 'booking_changed'
    | 'moderation_notice'
    | 'account_deleted'
    | 'message_digest'
    | 'attendee_message'
  >,
  bookingId: string,
): string {
  const ids: Record<
    Exclude<
      EventMailKind,
      | 'event_changed'
      | 'party_reduced'
      | 'waitlist_cancelled'
      | 'booking_changed'
      | 'moderation_notice'
      | 'account_deleted'
      | 'message_digest'
      | 'attendee_message'
    >,
    (id: string) => string
  > = {
    booking_confirmed: mailIds.bookingConfirmed,
    payment_processing: mailIds.paymentProcessing,
    payment_failed: mailIds.paymentFailed,
    booking_refunded: mailIds.bookingRefunded,
    event_reminder: mailIds.eventReminder,
    event_cancelled: mailIds.eventCancelled,
    booking_cancelled: mailIds.bookingCancelled,
    waitlist_offer: mailIds.waitlistOffer,
    checkout_cancelled: mailIds.checkoutCancelled,
  };
  return ids[kind](bookingId);
}

/**
 * Who and what a mail is about: a booking, or a waitlist entry for a mail about no booking, and
 * its recipient (member, or the guest's e-mail), which both carry alike.
 */
export interface MailCause {
  kind: EventMailKind;
  bookingId: string | null;
  waitlistEntryId?: string;
  booking: { event_id: string; user_id: string | null; guest_email?: string | null };
  calendarSequence?: number;
  /** The money the mail is about when it is not the booking's total (a cancellation's refund). */
  amountCents?: number;
  /** What the organiser changed and why (booking_changed). */
  note?: string;
}

/**
 * A moderation decision's notice to one member (issue 36 §4): about no event or booking; the
 * sender reads the decision (its reason) and the member's address when it sends.
 */
export function newModerationNotice(decisionId: string, userId: string, now: Date): MailDoc {
  return {
    ...newMail(
      { kind: 'moderation_notice', bookingId: null, booking: { event_id: '', user_id: userId } },
      now,
    ),
    event_id: null,
    moderation_decision_id: decisionId,
  };
}

export function newMail(cause: MailCause, now: Date): MailDoc {
  return {
    kind: cause.kind,
    booking_id: cause.bookingId,
    ...(cause.waitlistEntryId ? { waitlist_entry_id: cause.waitlistEntryId } : {}),
    event_id: cause.booking.event_id,
    user_id: cause.booking.user_id,
    to: cause.booking.user_id ? null : (cause.booking.guest_email ?? null),
    calendar_sequence: cause.calendarSequence ?? 0,
    ...(cause.amountCents !== undefined ? { amount_cents: cause.amountCents } : {}),
    ...(cause.note !== undefined ? { note: cause.note } : {}),
    ...pendingDelivery(now),
  };
}

/** A new mail's delivery state: pending, untried, due at once. */
export function pendingDelivery(now: Date) {
  return {
    status: 'pending',
    attempts: 0,
    last_error: null,
    // The trigger sends it at once; the sweep takes it up after this if the trigger never ran.
    next_attempt_at: timestamp(new Date(now.getTime() + MAIL_TRIGGER_GRACE_MS)),
    message_id: null,
    created_at: timestamp(now),
    updated_at: timestamp(now),
    sent_at: null,
  } as const;
}

/** Creates the mail unless `existing` (read earlier in this transaction) is already there. */
export function enqueueMailIn(
  tx: Transaction,
  existing: DocumentSnapshot,
  cause: MailCause,
  now: Date,
): boolean {
  if (existing.exists) return false;
  tx.create(existing.ref, newMail(cause, now));
  return true;
}

/** An account mail (issue 36): to a member (their Auth address, read when sending) or an address. */
export interface AccountMailCause {
  kind: AccountMailKind;
  userId: string | null;
  to: string | null;
  eventId?: string | null;
  waitlistEntryId?: string;
  newsletterId?: string;
  /** The app origin the person asked from (checked with returnOrigin). */
  appOrigin?: string;
  /** The language asked for (the page's, or the import's): the mail's. */
  locale?: Locale;
}

export function newAccountMail(cause: AccountMailCause, now: Date): MailDoc {
  return {
    kind: cause.kind,
    booking_id: null,
    ...(cause.waitlistEntryId ? { waitlist_entry_id: cause.waitlistEntryId } : {}),
    ...(cause.newsletterId ? { newsletter_id: cause.newsletterId } : {}),
    ...(cause.appOrigin ? { app_origin: cause.appOrigin } : {}),
    ...(cause.locale ? { locale: cause.locale } : {}),
    event_id: cause.eventId ?? null,
    user_id: cause.userId,
    to: cause.to,
    calendar_sequence: 0,
    ...pendingDelivery(now),
  };
}
