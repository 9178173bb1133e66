// waitlist_entries/{auto} and waitlists/{eventId} (issue 21): a sold-out event's queue. Both are
// written by the server only. The entry holds the person (member uid, or a guest's name and
// e-mail) and is read by its member; the queue holds opaque entry ids and party sizes in offer
// order, so anyone may read it (a member finds their live position in it) without seeing who waits.

import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { MAX_GUESTS_PER_BOOKING, MIN_GUESTS_PER_BOOKING, WAITLIST_STATUSES } from '../constants';
import {
  docIdSchema,
  EMAIL_MAX,
  emailSchema,
  ID_MAX,
  NAME_MAX,
  nameSchema,
  timestampLikeSchema,
} from './common';

const idRef = z.string().min(1).max(ID_MAX);
const partySizeSchema = z.number().int().min(MIN_GUESTS_PER_BOOKING).max(MAX_GUESTS_PER_BOOKING);

export const waitlistEntrySchema = z.object({
  event_id: idRef,
  event_title: z.string().max(200),
  /** The event's Portuguese title, when it has one (read through contentText, issue 37). */
  event_title_pt: z.string().max(200).optional(),
  /** Null for a guest; then guest_name and guest_email are set. */
  user_id: idRef.nullable(),
  guest_name: z.string().max(NAME_MAX).nullable(),
  guest_email: z.string().max(EMAIL_MAX).nullable(),
  party_size: partySizeSchema,
  /** An active membership when they joined: queued ahead of every non-member. */
  member_priority: z.boolean(),
  status: z.enum(WAITLIST_STATUSES),
  joined_at: timestampLikeSchema,
  /** The pending booking holding the offered seats (its id is the checkout link's capability). */
  offer_booking_id: idRef.nullable(),
  offered_at: timestampLikeSchema.nullable(),
  offer_expires_at: timestampLikeSchema.nullable(),
  updated_at: timestampLikeSchema,
  /** The page's language when they joined: a guest's mails' (issue 37). */
  locale: z.enum(LOCALES).nullable().optional(),
});
export type WaitlistEntryDoc = z.infer<typeof waitlistEntrySchema>;
export type WaitlistEntryWithId = WaitlistEntryDoc & { id: string };

export const waitlistQueueItemSchema = z.object({
  entry_id: idRef,
  party_size: partySizeSchema,
  member_priority: z.boolean(),
});
export type WaitlistQueueItem = z.infer<typeof waitlistQueueItemSchema>;

/** waitlists/{eventId}: the entries still waiting, in the order offers are made. */
export const waitlistQueueSchema = z.object({
  event_id: idRef,
  queue: z.array(waitlistQueueItemSchema),
  updated_at: timestampLikeSchema,
});
export type WaitlistQueueDoc = z.infer<typeof waitlistQueueSchema>;

// --- Callables ---
/** Members join as themselves; guests give a name and an e-mail (like a guest booking). */
export const joinWaitlistInputSchema = z.strictObject({
  eventId: docIdSchema,
  partySize: partySizeSchema,
  guestName: nameSchema.optional(),
  guestEmail: emailSchema.optional(),
  /** The page's language: a guest's confirmation mail's (issue 37). */
  locale: z.enum(LOCALES).optional(),
});
export type JoinWaitlistInput = z.infer<typeof joinWaitlistInputSchema>;
export interface JoinWaitlistOutput {
  entryId: string;
  /** 1 for the first in line; 0 while a guest's place waits for its confirmation. */
  position: number;
  /** A guest's place: queued only once they open the link in the mail we sent (issue 36). */
  unconfirmed?: true;
}

export const leaveWaitlistInputSchema = z.strictObject({ entryId: docIdSchema });
export type LeaveWaitlistInput = z.infer<typeof leaveWaitlistInputSchema>;
export interface LeaveWaitlistOutput {
  status: string;
}

/** The offer's pending booking id (from the banner or the offer mail's link). */
export const checkoutOfferInputSchema = z.strictObject({ bookingId: docIdSchema });
export type CheckoutOfferInput = z.infer<typeof checkoutOfferInputSchema>;
export interface CheckoutOfferOutput {
  url: string;
  sessionId: string;
}

/** The organiser adds seats to an event; the waitlist is offered them first. */
export const addEventSeatsInputSchema = z.strictObject({
  eventId: docIdSchema,
  seats: z.number().int().min(1).max(1000),
});
export type AddEventSeatsInput = z.infer<typeof addEventSeatsInputSchema>;
export interface AddEventSeatsOutput {
  spotsTotal: number;
  /** Seats that went to waitlist offers rather than on sale. */
  offered: number;
}

// --- Membership (issue 21): memberships/{uid}, written by the Stripe webhook only ---
export const MEMBERSHIP_PLANS = ['monthly', 'yearly'] as const;
export type MembershipPlan = (typeof MEMBERSHIP_PLANS)[number];

/** The member's subscription as Stripe last reported it (customer.subscription.* webhooks). */
export const membershipSchema = z.object({
  /** Stripe's subscription status: active and trialing make a member (isActiveMembership). */
  status: z.string().max(40),
  subscription_id: z.string().max(255),
  customer_id: z.string().max(255),
  product_id: z.string().max(255).nullable(),
  price_id: z.string().max(255).nullable(),
  current_period_end: timestampLikeSchema.nullable(),
  cancel_at_period_end: z.boolean(),
  updated_at: timestampLikeSchema,
});
export type MembershipDoc = z.infer<typeof membershipSchema>;

export const startMembershipInputSchema = z.strictObject({ plan: z.enum(MEMBERSHIP_PLANS) });
export type StartMembershipInput = z.infer<typeof startMembershipInputSchema>;
export interface StartMembershipOutput {
  /** Stripe Checkout in subscription mode. */
  url: string;
}
