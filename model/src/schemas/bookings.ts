// bookings, venues, event_attendances, brunch_reviews (the product's fields plus what the architecture adds:
// booking status and the Stripe Checkout hold). Ids: bookings/{auto}, venues/{auto},
// event_attendances/{bookingId}, brunch_reviews/{bookingId}.

import { z } from 'zod';
import { bookingPricingSchema } from './pricing';
import {
  BOOKING_STATUSES,
  CURRENCY,
  MAX_GUESTS_PER_BOOKING,
  MIN_GUESTS_PER_BOOKING,
  RATING_MAX,
  RATING_MIN,
  TABLE_SEATS_MAX,
  TABLE_SEATS_MIN,
  VENUE_TABLES_MAX,
} from '../constants';
import {
  EMAIL_MAX,
  ID_MAX,
  LONG_TEXT_MAX,
  NAME_MAX,
  nonNegativeInt,
  timestampLikeSchema,
} from './common';
import { eventAccessibilitySchema } from './events';
import { LOCALES } from '../i18n/locales';

export const bookingStatusSchema = z.enum(BOOKING_STATUSES);

const idRef = z.string().min(1).max(ID_MAX);

/**
 * One money movement of a booking (issue 33): every amount charged or refunded is an entry, and
 * what is owed on any cancellation is computed from the entries and the seats kept. `key` makes
 * each entry idempotent (derived from its cause: the Stripe payment, the cancellation, the
 * organiser action), so a replayed cause never adds a second entry.
 */
export const LEDGER_ENTRY_KINDS = ['charge', 'refund'] as const;
export const ledgerEntrySchema = z.object({
  kind: z.enum(LEDGER_ENTRY_KINDS),
  amount_cents: nonNegativeInt,
  /** Why: 'payment', 'member_cancel', 'organiser_cancel', 'event_cancelled', 'late_payment', … */
  reason: z.string().min(1).max(100),
  /** Stripe's id of the movement (PaymentIntent for a charge, Refund for a refund), once known. */
  stripe_id: z.string().max(255).nullable(),
  key: z.string().min(1).max(255),
  at: timestampLikeSchema,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const bookingSchema = z.object({
  /** Null for a guest (not signed-in) booking; then guest_name and guest_email are set. */
  user_id: idRef.nullable(),
  event_id: idRef,
  /** Denormalised so booking lists need no event read (English; `_pt` the Portuguese). */
  event_title: z.string().max(200),
  event_title_pt: z.string().max(200).optional(),
  /** Assigned by an admin (or inherited from the event); null until then. */
  venue_id: idRef.nullable(),
  /** Denormalised from the venue when it is assigned (the spec's joined venues(name, city)). */
  venue_name: z.string().max(NAME_MAX).nullable().optional(),
  venue_city: z.string().max(NAME_MAX).nullable().optional(),
  /** The assigned venue's street address (issue 33: the ticket and mails show where to go). */
  venue_address: z.string().max(300).nullable().optional(),
  guest_count: z.number().int().min(MIN_GUESTS_PER_BOOKING).max(MAX_GUESTS_PER_BOOKING),
  /**
   * Seats of the party given free by the organiser (comp seats, a walk-in): they are worth
   * nothing and go first when the party gets smaller. Absent: none.
   */
  comp_guest_count: z.number().int().min(0).max(MAX_GUESTS_PER_BOOKING).optional(),
  /** Euros, for display as the spec has it; total_amount_cents is authoritative. */
  total_amount: z.number().nonnegative(),
  /** What the paid seats the party keeps are worth (the ledger holds what was paid). */
  total_amount_cents: nonNegativeInt,
  currency: z.literal(CURRENCY),
  booking_date: timestampLikeSchema,
  status: bookingStatusSchema,
  checkout_session_id: z.string().max(255).nullable(),
  /** When the seats held by a pending booking are released if payment never completes. */
  hold_expires_at: timestampLikeSchema.nullable(),
  guest_name: z.string().max(NAME_MAX).nullable(),
  guest_email: z.string().max(EMAIL_MAX).nullable(),
  /** The language of the booking's mails: the page's at checkout (issue 37); unset: English. */
  locale: z.enum(LOCALES).optional(),
  created_at: timestampLikeSchema,
  confirmed_at: timestampLikeSchema.nullable().optional(),
  /**
   * The checkout completed with a delayed payment method (e.g. SEPA debit): the booking stays
   * pending, seats held, until the payment clears (confirmed) or fails (expired).
   */
  awaiting_payment: z.boolean().optional(),
  /** Stripe PaymentIntent of the payment, once one arrived (what a refund is issued against). */
  payment_intent_id: z.string().max(255).nullable().optional(),
  /** Set when a payment that came too late for the seats was refunded (Stripe refund id). */
  refund_id: z.string().max(255).nullable().optional(),
  refunded_at: timestampLikeSchema.nullable().optional(),
  /** When the customer cancelled the confirmed booking (or gave up part of its party). */
  cancelled_at: timestampLikeSchema.nullable().optional(),
  /** Everything refunded so far for cancellations, in cents. */
  refunded_cents: nonNegativeInt.optional(),
  /**
   * A cancellation's refund decided but not yet confirmed by Stripe: the cancelBooking call that
   * decided it, a retried call, or the charge.refunded webhook settles it (same idempotency key).
   */
  pending_refund: z
    .object({ key: z.string().min(1).max(255), amount_cents: nonNegativeInt })
    .nullable()
    .optional(),
  /** Set on the pending booking that holds seats offered to a waitlist entry (issue 21). */
  waitlist_entry_id: idRef.nullable().optional(),
  /** Every charge and refund of this booking, oldest first (the money's one source of truth). */
  ledger: z.array(ledgerEntrySchema).max(200).optional(),
  /**
   * The refund terms the booking was sold under (issue 39: the event's effective policy at the
   * hold). Absent on bookings sold before: they keep the defaults of that time.
   */
  refund_policy: z
    .object({
      refund_window_hours: z.number().int().nonnegative(),
      late_refund_percent: z.number().int().min(0).max(100),
    })
    .optional(),
  /** How the server priced it: tier, list and paid price, code (issue 39.4). Absent: standard. */
  pricing: bookingPricingSchema.optional(),
});
export type BookingDoc = z.infer<typeof bookingSchema>;
export type BookingWithId = BookingDoc & { id: string };

/**
 * checkout_sessions/{Stripe Checkout session id}: what /booking-success shows, without personal
 * data. Guests have no account to read their booking with; the session id Stripe's redirect hands
 * them is unguessable, so the rules let anyone *get* (never list) this one document. The server
 * writes it next to every booking status change.
 */
export const checkoutSessionSchema = z.object({
  booking_id: idRef,
  event_id: idRef,
  event_title: z.string().max(200),
  event_title_pt: z.string().max(200).optional(),
  guest_count: z.number().int().min(MIN_GUESTS_PER_BOOKING).max(MAX_GUESTS_PER_BOOKING),
  total_amount_cents: nonNegativeInt,
  status: bookingStatusSchema,
  /** Pending because a delayed payment (SEPA debit) is on its way, not because nobody paid. */
  awaiting_payment: z.boolean().optional(),
  /** The customer cancelled the paid booking (cancelled / refunded by their choice). */
  cancelled_by_customer: z.boolean().optional(),
  /** The organiser cancelled the event: the booking is refunded in full. */
  cancelled_by_organiser: z.boolean().optional(),
  /** The delayed payment (e.g. a bank debit) was declined: nothing was charged. */
  payment_declined: z.boolean().optional(),
  updated_at: timestampLikeSchema,
});
export type CheckoutSessionDoc = z.infer<typeof checkoutSessionSchema>;

/** A venue's street and number (e.g. "Rua de São Bento 210"), at most this long. */
export const VENUE_STREET_MAX = 300;
/** Postcodes: Portugal's "1200-109" and the other formats of Europe (letters, digits, space, dash). */
export const VENUE_POSTCODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$/;

export const venueSchema = z.object({
  name: z.string().min(1).max(NAME_MAX),
  /** Street and number, shown on the tickets and mails of the parties placed here (issue 33). */
  address: z.string().max(VENUE_STREET_MAX).optional(),
  /** The street's postcode; optional for venues written before the console asked for it. */
  postcode: z.string().regex(VENUE_POSTCODE_PATTERN).optional(),
  city: z.string().max(NAME_MAX),
  country: z.string().max(NAME_MAX),
  partner_user_id: idRef.nullable(),
  /** Seats per table, one entry per table (e.g. [6, 6, 8]); the table plan fills these. */
  table_sizes: z
    .array(z.number().int().min(TABLE_SEATS_MIN).max(TABLE_SEATS_MAX))
    .max(VENUE_TABLES_MAX)
    .optional(),
  /**
   * The access features the venue states it offers (true = stated available); the event form
   * copies them. Absent on venues written before venues stated any.
   */
  accessibility: eventAccessibilitySchema.optional(),
});
export type VenueDoc = z.infer<typeof venueSchema>;
export type VenueWithId = VenueDoc & { id: string };

/**
 * The console's venue form: the address is required there (street, postcode, city) because the
 * tickets and mails of a party moved to the venue show it. Messages are the form's error texts.
 */
/** The venue form's error texts (messages/validation.ts gives them to the catalogues). */
export const VENUE_FORM_ERRORS = {
  nameRequired: 'Give the venue a name.',
  nameTooLong: 'The name is too long.',
  streetRequired: "Give the venue's street and number.",
  streetTooLong: `The street may be at most ${VENUE_STREET_MAX} characters.`,
  postcodeRequired: "Give the venue's postcode.",
  postcodeInvalid: 'Enter a postcode like 1200-109.',
  cityRequired: "Give the venue's city.",
  cityTooLong: 'The city is too long.',
  countryTooLong: 'The country is too long.',
} as const;

export const venueFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, VENUE_FORM_ERRORS.nameRequired)
    .max(NAME_MAX, VENUE_FORM_ERRORS.nameTooLong),
  address: z
    .string()
    .trim()
    .min(1, VENUE_FORM_ERRORS.streetRequired)
    .max(VENUE_STREET_MAX, VENUE_FORM_ERRORS.streetTooLong),
  postcode: z
    .string()
    .trim()
    .min(1, VENUE_FORM_ERRORS.postcodeRequired)
    .regex(VENUE_POSTCODE_PATTERN, VENUE_FORM_ERRORS.postcodeInvalid),
  city: z
    .string()
    .trim()
    .min(1, VENUE_FORM_ERRORS.cityRequired)
    .max(NAME_MAX, VENUE_FORM_ERRORS.cityTooLong),
  country: z.string().trim().max(NAME_MAX, VENUE_FORM_ERRORS.countryTooLong),
  /** What the venue states it offers; nothing stated when the form leaves it out. */
  accessibility: eventAccessibilitySchema.default({
    step_free_access: false,
    accessible_toilet: false,
    quiet_area: false,
    dietary_options: false,
  }),
});
export type VenueFormInput = z.input<typeof venueFormSchema>;

/**
 * The street line a ticket, a mail and a calendar entry show for a venue (the city follows
 * separately): "Rua de São Bento 210, 1200-109". Empty when the venue has no street.
 */
export function venueStreetLine(venue: Pick<VenueDoc, 'address' | 'postcode'>): string {
  return [venue.address?.trim(), venue.postcode?.trim()].filter(Boolean).join(', ');
}

/** event_attendances/{bookingId}: created when a booking is confirmed; partners mark presence. */
export const eventAttendanceSchema = z.object({
  /** Null for guest bookings. */
  user_id: idRef.nullable(),
  booking_id: idRef,
  venue_id: idRef.nullable(),
  /**
   * When an admin last placed the booking at its venue by hand (assignVenue): the door's picker
   * finds those bookings' events, which may be at no venue or another one, by this order.
   */
  venue_assigned_at: timestampLikeSchema.nullable().optional(),
  /** The assigned venue's name and street address, for the ticket and the door (issue 33). */
  venue_name: z.string().max(NAME_MAX).nullable().optional(),
  venue_address: z.string().max(300).nullable().optional(),
  event_id: idRef,
  /** Denormalised from the booking so partners need no booking reads. */
  event_title: z.string().max(200),
  event_title_pt: z.string().max(200).optional(),
  guest_count: z.number().int().min(MIN_GUESTS_PER_BOOKING).max(MAX_GUESTS_PER_BOOKING),
  booking_date: timestampLikeSchema,
  /** Name shown to the partner: the member's display name or the guest's name. */
  attendee_name: z.string().max(NAME_MAX).nullable(),
  marked_present: z.boolean(),
  marked_present_at: timestampLikeSchema.nullable(),
  marked_by: idRef.nullable(),
  /** Who checked them in, as the door is told ("already checked in at 10:02 by Paula"). */
  marked_by_name: z.string().max(NAME_MAX).nullable().optional(),
  /** How many of the party came through the door so far (party check-in: 2 of 3 arrived). */
  arrived_count: z.number().int().min(0).max(MAX_GUESTS_PER_BOOKING).optional(),
  /** The last undone check-in: who took it back and when (a mis-tap, or an admin later). */
  undone_at: timestampLikeSchema.nullable().optional(),
  undone_by: idRef.nullable().optional(),
  /** The party's table in the event's table plan (server-written with the plan; null unseated). */
  table_number: z.number().int().min(1).nullable().optional(),
  created_at: timestampLikeSchema,
});
export type EventAttendanceDoc = z.infer<typeof eventAttendanceSchema>;
export type EventAttendanceWithId = EventAttendanceDoc & { id: string };

export const ratingSchema = z.number().int().min(RATING_MIN).max(RATING_MAX);

/** brunch_reviews/{bookingId}: one review per attended booking. */
export const brunchReviewSchema = z.object({
  user_id: idRef,
  booking_id: idRef,
  venue_id: idRef.nullable(),
  rating: ratingSchema,
  review_text: z.string().max(LONG_TEXT_MAX).nullable(),
  created_at: timestampLikeSchema,
});
export type BrunchReviewDoc = z.infer<typeof brunchReviewSchema>;

/** Fields the client writes when creating a review (created_at is a server timestamp). */
export const REVIEW_CLIENT_FIELDS = [
  'user_id',
  'booking_id',
  'venue_id',
  'rating',
  'review_text',
  'created_at',
] as const;

/** The review form: rating required, text optional, trimmed, null when empty. */
export const reviewFormSchema = z.object({
  rating: ratingSchema,
  review_text: z
    .string()
    .trim()
    .max(LONG_TEXT_MAX)
    .transform((text) => (text === '' ? null : text)),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;
