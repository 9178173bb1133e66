// Issue 39 item 3: the membership plans (membership_plans/{plan}); the city's policy is policy.ts.
// Server-owned: the console saves them through saveMembershipPlan (admins only); everyone reads
// them (shown before checkout).

import { z } from 'zod';
import { NAME_MAX, nonNegativeInt, timestampLikeSchema } from './common';
import { MEMBERSHIP_PLANS } from './waitlist';

/** A plan's price and perks: the console's bounds. */
export const PLAN_PRICE_MIN_CENTS = 100;
export const PLAN_PRICE_MAX_CENTS = 100_000;
export const PLAN_PERKS_MAX = 8;
export const PLAN_PERK_MAX_CHARS = 120;
export const EARLY_ACCESS_HOURS_MAX = 168;

export const PLAN_PERIODS = ['month', 'year'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];
/** Each plan id bills over one period. */
export const PLAN_PERIOD_OF = { monthly: 'month', yearly: 'year' } as const satisfies Record<
  (typeof MEMBERSHIP_PLANS)[number],
  PlanPeriod
>;

/** The plan form's error texts (messages/validation.ts gives them to the catalogues). */
export const PLAN_FORM_ERRORS = {
  nameRequired: 'Give the plan a name.',
  nameTooLong: 'The name is too long.',
  priceRequired: 'Give a price.',
  wholeCents: 'Whole cents only.',
  priceMin: `The price is at least €${PLAN_PRICE_MIN_CENTS / 100}.`,
  priceMax: `At most €${PLAN_PRICE_MAX_CENTS / 100}.`,
  perkEmpty: 'A perk cannot be empty.',
  perkTooLong: `A perk is at most ${PLAN_PERK_MAX_CHARS} characters.`,
  perksMax: `At most ${PLAN_PERKS_MAX} perks.`,
  earlyRequired: 'Give the early access in hours.',
  earlyWhole: 'Early access: whole hours.',
  earlyNegative: 'Early access cannot be negative.',
  earlyMax: `Early access is at most ${EARLY_ACCESS_HOURS_MAX} hours.`,
} as const;

/** What the console edits of a plan (and saveMembershipPlan takes). */
export const planInputSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, PLAN_FORM_ERRORS.nameRequired)
    .max(NAME_MAX, PLAN_FORM_ERRORS.nameTooLong),
  price_cents: z
    .number({ error: PLAN_FORM_ERRORS.priceRequired })
    .int(PLAN_FORM_ERRORS.wholeCents)
    .min(PLAN_PRICE_MIN_CENTS, PLAN_FORM_ERRORS.priceMin)
    .max(PLAN_PRICE_MAX_CENTS, PLAN_FORM_ERRORS.priceMax),
  /** The perks as members read them, one line each (waitlist priority is always one). */
  perks: z
    .array(
      z
        .string()
        .trim()
        .min(1, PLAN_FORM_ERRORS.perkEmpty)
        .max(PLAN_PERK_MAX_CHARS, PLAN_FORM_ERRORS.perkTooLong),
    )
    .max(PLAN_PERKS_MAX, PLAN_FORM_ERRORS.perksMax),
  /** Early access: members book new events this many hours before the public (0: none). */
  early_access_hours: z
    .number({ error: PLAN_FORM_ERRORS.earlyRequired })
    .int(PLAN_FORM_ERRORS.earlyWhole)
    .min(0, PLAN_FORM_ERRORS.earlyNegative)
    .max(EARLY_ACCESS_HOURS_MAX, PLAN_FORM_ERRORS.earlyMax),
});
export type PlanInput = z.infer<typeof planInputSchema>;

/** membership_plans/{monthly|yearly}. */
export const membershipPlanSchema = planInputSchema.extend({
  period: z.enum(PLAN_PERIODS),
  stripe_product_id: z.string().max(255),
  /** The Price new subscriptions use (startMembership); older ones are archived at Stripe. */
  stripe_price_id: z.string().max(255),
  /** Every Price this plan has had, newest last (subscribers keep theirs). */
  price_history: z.array(z.string().max(255)).max(200),
  version: nonNegativeInt,
  updated_at: timestampLikeSchema,
});
export type MembershipPlanDoc = z.infer<typeof membershipPlanSchema>;

export const saveMembershipPlanInputSchema = z.strictObject({
  plan: z.enum(MEMBERSHIP_PLANS),
  fields: planInputSchema,
});
export type SaveMembershipPlanInput = z.infer<typeof saveMembershipPlanInputSchema>;
export interface SaveMembershipPlanOutput {
  priceId: string;
  /** True when the price changed: a new Stripe Price, the old one archived. */
  newPrice: boolean;
}
