// Issue 39 item 3: the city's policy (policy_settings/city) and an event's overrides. Apart from the
// membership plans (settings.ts) so the booking and event schemas that name it stay small.

import { z } from 'zod';
import {
  CHECKOUT_HOLD_MINUTES,
  FULL_REFUND_HOURS_BEFORE_EVENT,
  LATE_CANCELLATION_REFUND_PERCENT,
  WAITLIST_OFFER_MINUTES,
} from '../constants';
import { timestampLikeSchema } from './common';

/**
 * The bounds the console accepts for the city's policy and an event's overrides. The four constants
 * above are the defaults until an organiser saves policy_settings/city; a booking sold before that
 * (without refund_policy) keeps them. The hold is bounded by Stripe Checkout's expires_at (30 min
 * to 24 h ahead), with a minute to spare each side. (Here, not in constants.ts: only the screens
 * and functions that edit or apply the policy load them.)
 */
export const POLICY_BOUNDS = {
  refund_window_hours: { min: 0, max: 720 },
  late_refund_percent: { min: 0, max: 100 },
  checkout_hold_minutes: { min: 31, max: 1439 },
  waitlist_offer_minutes: { min: 5, max: 1440 },
} as const;
/** The one document of policy_settings: the city's defaults. */
export const POLICY_SETTINGS_DOC = 'city';

type PolicyKey = keyof typeof POLICY_BOUNDS;

/** What each setting is called in errors (and the console's labels). */
export const POLICY_FIELD_LABELS: Readonly<Record<PolicyKey, string>> = {
  refund_window_hours: 'Full refund until (hours before the start)',
  late_refund_percent: 'Refund after that (percent)',
  checkout_hold_minutes: 'Checkout hold (minutes)',
  waitlist_offer_minutes: 'Waitlist offer (minutes)',
};

/** Each setting's error texts, naming it and its bounds (messages/validation.ts). */
export const POLICY_FIELD_ERRORS = Object.fromEntries(
  (Object.keys(POLICY_FIELD_LABELS) as PolicyKey[]).map((key) => {
    const { min, max } = POLICY_BOUNDS[key];
    const label = POLICY_FIELD_LABELS[key];
    return [
      key,
      {
        whole: `${label}: give a whole number.`,
        atLeast: `${label}: at least ${min}.`,
        atMost: `${label}: at most ${max}.`,
      },
    ];
  }),
) as Readonly<Record<PolicyKey, { whole: string; atLeast: string; atMost: string }>>;

function bounded(key: PolicyKey) {
  const { min, max } = POLICY_BOUNDS[key];
  const errors = POLICY_FIELD_ERRORS[key];
  return z
    .number({ error: errors.whole })
    .int(errors.whole)
    .min(min, errors.atLeast)
    .max(max, errors.atMost);
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
