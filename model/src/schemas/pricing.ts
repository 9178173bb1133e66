// Pricing (issue 39 item 4): ticket tiers on the event and promotion codes. The standard price
// stays the event's price / price_cents; tiers and codes are server-written (rules deny clients).

import { z } from 'zod';
import { ID_MAX, nonNegativeInt } from './common';
import { EVENT_PRICE_MAX_EUROS, MAX_GUESTS_PER_BOOKING } from '../constants';
import type { PromoCodeRefusal } from '../messages/pricing';

export const PRICE_TIER_KINDS = ['standard', 'early_bird', 'member'] as const;
export type PriceTierKind = (typeof PRICE_TIER_KINDS)[number];

/** The pricing forms' error texts (messages/validation.ts gives them to the catalogues). */
export const PRICING_FORM_ERRORS = {
  wholeCents: 'Whole cents only.',
  priceMin: 'A price is at least €0.50.',
  earlyBirdEnd: 'An early bird ends on a date or after a number of seats.',
  codePattern: 'Codes are 3–32 letters, digits, - or _.',
  percentOrAmount: 'Give a percent or an amount off, matching the kind.',
} as const;

const priceCents = z
  .number()
  .int(PRICING_FORM_ERRORS.wholeCents)
  .min(50, PRICING_FORM_ERRORS.priceMin)
  .max(EVENT_PRICE_MAX_EUROS * 100);
/** An ISO 8601 instant (UTC), compared as a Date. */
const instant = z.iso.datetime({ offset: true });

/**
 * events/{id}.price_tiers: the tiers besides the standard price. Early bird: until `ends_at`
 * and/or for the first `seat_cap` seats (at least one of them); member price: for a member
 * with an active membership. Absent or null: that tier is not offered.
 */
export const priceTiersSchema = z.strictObject({
  early_bird: z
    .strictObject({
      price_cents: priceCents,
      ends_at: instant.nullable(),
      seat_cap: z.number().int().min(1).max(10_000).nullable(),
    })
    .refine((tier) => tier.ends_at !== null || tier.seat_cap !== null, {
      message: PRICING_FORM_ERRORS.earlyBirdEnd,
    })
    .nullable(),
  member: z.strictObject({ price_cents: priceCents }).nullable(),
});
export type PriceTiers = z.infer<typeof priceTiersSchema>;

/** What a booking was priced at, stored on it (bookings/{id}.pricing; server-written). */
export const bookingPricingSchema = z.strictObject({
  tier: z.enum(PRICE_TIER_KINDS),
  /** The standard (list) price of a seat and the tier's price of a seat. */
  list_unit_cents: nonNegativeInt,
  unit_cents: nonNegativeInt,
  subtotal_cents: nonNegativeInt,
  discount_cents: nonNegativeInt,
  /** The promotion code applied (its id, the code in capitals), or null. */
  promotion_code: z.string().max(ID_MAX).nullable(),
  /** Seats counted against the early-bird cap (given back when the hold ends unpaid). */
  early_bird_seats: nonNegativeInt,
  /** promotion_code_redemptions/{id} this booking holds (released if its hold ends unpaid). */
  redemption_id: z
    .string()
    .max(ID_MAX * 2)
    .nullable(),
});
export type BookingPricing = z.infer<typeof bookingPricingSchema>;

export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
/** Codes are typed in any case and stored in capitals (the document id). */
export const normaliseCode = (code: string) => code.trim().toUpperCase();
export const PROMO_KINDS = ['percent', 'amount'] as const;

/** The terms the dialog needs to show a code's effect (checkPromotionCode's answer). */
export const promoTermsSchema = z.strictObject({
  code: z.string().regex(PROMO_CODE_PATTERN),
  kind: z.enum(PROMO_KINDS),
  /** 1–100 for percent codes, else null. */
  percent_off: z.number().int().min(1).max(100).nullable(),
  /** Cents off the booking's total for amount codes, else null. */
  amount_off_cents: z.number().int().min(1).nullable(),
});
export type PromoTerms = z.infer<typeof promoTermsSchema>;

/** promotion_codes/{CODE}: server-written, admins read. */
export const promotionCodeSchema = promoTermsSchema.extend({
  /** null: no limit. */
  max_redemptions: z.number().int().min(1).nullable(),
  /** Held checkouts and paid bookings using the code (a hold that ends unpaid gives it back). */
  times_redeemed: nonNegativeInt,
  expires_at: instant.nullable(),
  /** null: every event. */
  event_ids: z.array(z.string().min(1).max(ID_MAX)).max(50).nullable(),
  active: z.boolean(),
  stripe_coupon_id: z.string().max(255),
  stripe_promotion_code_id: z.string().max(255),
  created_at: z.custom<unknown>(() => true),
});
export type PromotionCodeDoc = z.infer<typeof promotionCodeSchema>;

/**
 * promotion_code_redemptions/{CODE}_{sha256(e-mail)[0,32]}: one use of a code per e-mail (a
 * member books under their account's address). Server-only.
 */
export const promoRedemptionSchema = z.strictObject({
  code: z.string().max(ID_MAX),
  booking_id: z.string().max(ID_MAX),
  user_id: z.string().max(ID_MAX).nullable(),
  event_id: z.string().max(ID_MAX),
  created_at: z.custom<unknown>(() => true),
});
export type PromoRedemptionDoc = z.infer<typeof promoRedemptionSchema>;

// --- Callables ---

export const createPromotionCodeInputSchema = z
  .strictObject({
    code: z
      .string()
      .transform(normaliseCode)
      .pipe(z.string().regex(PROMO_CODE_PATTERN, PRICING_FORM_ERRORS.codePattern)),
    kind: z.enum(PROMO_KINDS),
    percent_off: z.number().int().min(1).max(100).nullable(),
    amount_off_cents: z
      .number()
      .int()
      .min(1)
      .max(EVENT_PRICE_MAX_EUROS * 100 * MAX_GUESTS_PER_BOOKING)
      .nullable(),
    max_redemptions: z.number().int().min(1).max(100_000).nullable(),
    expires_at: instant.nullable(),
    event_ids: z.array(z.string().min(1).max(ID_MAX)).max(50).nullable(),
  })
  .refine(
    (input) =>
      input.kind === 'percent'
        ? input.percent_off !== null && input.amount_off_cents === null
        : input.amount_off_cents !== null && input.percent_off === null,
    { message: PRICING_FORM_ERRORS.percentOrAmount },
  );
export type CreatePromotionCodeInput = z.infer<typeof createPromotionCodeInputSchema>;

export const setPromotionCodeActiveInputSchema = z.strictObject({
  code: z.string().min(1).max(64),
  active: z.boolean(),
});
export type SetPromotionCodeActiveInput = z.infer<typeof setPromotionCodeActiveInputSchema>;
export interface SetPromotionCodeActiveOutput {
  code: string;
  active: boolean;
}

export const setPriceTiersInputSchema = z.strictObject({
  eventId: z.string().min(1).max(ID_MAX),
  tiers: priceTiersSchema,
});
export type SetPriceTiersInput = z.infer<typeof setPriceTiersInputSchema>;

export const checkPromotionCodeInputSchema = z.strictObject({
  eventId: z.string().min(1).max(ID_MAX),
  code: z.string().min(1).max(64),
});
export type CheckPromotionCodeInput = z.infer<typeof checkPromotionCodeInputSchema>;
/** The code's terms when it applies to this event, else why not (no limit or usage counts). */
export type CheckPromotionCodeOutput =
  { ok: true; terms: PromoTerms } | { ok: false; refusal: PromoCodeRefusal; message: string };

export interface CreatePromotionCodeOutput {
  code: string;
  stripePromotionCodeId: string;
}
export interface SetPriceTiersOutput {
  eventId: string;
}
