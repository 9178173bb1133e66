// Issue 39 item 3: the city's policy (policy_settings/city) with per-event overrides, and the
// membership plans (membership_plans/{plan}). Both are server-owned: the console saves them through
// savePolicySettings and saveMembershipPlan (admins only); everyone reads them (shown before paying).

import { z } from 'zod';
import {
  CHECKOUT_HOLD_MINUTES,
  EARLY_ACCESS_HOURS_MAX,
  FULL_REFUND_HOURS_BEFORE_EVENT,
  LATE_CANCELLATION_REFUND_PERCENT,
  PLAN_PERK_MAX_CHARS,
  PLAN_PERKS_MAX,
  PLAN_PRICE_MAX_CENTS,
  PLAN_PRICE_MIN_CENTS,
  POLICY_BOUNDS,
  WAITLIST_OFFER_MINUTES,
} from '../constants';
import { NAME_MAX, nonNegativeInt, timestampLikeSchema } from './common';
import { MEMBERSHIP_PLANS } from './waitlist';

type PolicyKey = keyof typeof POLICY_BOUNDS;

/** What each setting is called in errors (and the console's labels). */
export const POLICY_FIELD_LABELS: Readonly<Record<PolicyKey, string>> = {
  refund_window_hours: 'Full refund until (hours before the start)',
  late_refund_percent: 'Refund after that (percent)',
  checkout_hold_minutes: 'Checkout hold (minutes)',
  waitlist_offer_minutes: 'Waitlist offer (minutes)',
};

function bounded(key: PolicyKey) {
  const { min, max } = POLICY_BOUNDS[key];
  const label = POLICY_FIELD_LABELS[key];
  return z
    .number({ error: `${label}: give a whole number.` })
    .int(`${label}: give a whole number.`)
    .min(min, `${label}: at least ${min}.`)
    .max(max, `${label}: at most ${max}.`);
}

/** The four settings, each within POLICY_BOUNDS. */
export const policySchema = z.strictObject({
  refund_window_hours: bounded('refund_window_hours'),
  late_refund_percent: bounded('late_refund_percent'),
  checkout_hold_minutes: bounded('checkout_hold_minutes'),
  waitlist_offer_minutes: bounded('waitlist_offer_minutes'),
});
export type Policy = z.infer<typeof policySchema>;

/** The defaults before an organiser saves any (the constants the product shipped with). */
export const DEFAULT_POLICY: Policy = {
  refund_window_hours: FULL_REFUND_HOURS_BEFORE_EVENT,
  late_refund_percent: LATE_CANCELLATION_REFUND_PERCENT,
  checkout_hold_minutes: CHECKOUT_HOLD_MINUTES,
  waitlist_offer_minutes: WAITLIST_OFFER_MINUTES,
};

/** An event's overrides: only the settings it changes (absent: the city's default). */
export const policyOverridesSchema = policySchema.partial();
export type PolicyOverrides = z.infer<typeof policyOverridesSchema>;

/** policy_settings/city. */
export const policySettingsSchema = policySchema.extend({ updated_at: timestampLikeSchema });
export type PolicySettingsDoc = z.infer<typeof policySettingsSchema>;

/** The refund terms a booking was sold under (bookings.refund_policy); later changes never alter them. */
export const refundPolicySchema = policySchema.pick({
  refund_window_hours: true,
  late_refund_percent: true,
});
export type RefundPolicy = z.infer<typeof refundPolicySchema>;

export const savePolicySettingsInputSchema = z.strictObject({ policy: policySchema });
export type SavePolicySettingsInput = z.infer<typeof savePolicySettingsInputSchema>;
export interface SavePolicySettingsOutput {
  policy: Policy;
}

// --- Membership plans ---

export const PLAN_PERIODS = ['month', 'year'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];
/** Each plan id bills over one period. */
export const PLAN_PERIOD_OF = { monthly: 'month', yearly: 'year' } as const satisfies Record<
  (typeof MEMBERSHIP_PLANS)[number],
  PlanPeriod
>;

/** What the console edits of a plan (and saveMembershipPlan takes). */
export const planInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Give the plan a name.').max(NAME_MAX, 'The name is too long.'),
  price_cents: z
    .number({ error: 'Give a price.' })
    .int('Whole cents only.')
    .min(PLAN_PRICE_MIN_CENTS, `The price is at least €${PLAN_PRICE_MIN_CENTS / 100}.`)
    .max(PLAN_PRICE_MAX_CENTS, `At most €${PLAN_PRICE_MAX_CENTS / 100}.`),
  /** The perks as members read them, one line each (waitlist priority is always one). */
  perks: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A perk cannot be empty.')
        .max(PLAN_PERK_MAX_CHARS, `A perk is at most ${PLAN_PERK_MAX_CHARS} characters.`),
    )
    .max(PLAN_PERKS_MAX, `At most ${PLAN_PERKS_MAX} perks.`),
  /** Early access: members book new events this many hours before the public (0: none). */
  early_access_hours: z
    .number({ error: 'Give the early access in hours.' })
    .int('Early access: whole hours.')
    .min(0, 'Early access cannot be negative.')
    .max(EARLY_ACCESS_HOURS_MAX, `Early access is at most ${EARLY_ACCESS_HOURS_MAX} hours.`),
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
