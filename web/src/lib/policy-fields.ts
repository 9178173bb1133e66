// The policy's four settings as form text (kept as typed), read through the model's schema.
import { POLICY_BOUNDS, type Policy } from '@brunchers/model';

export type PolicyKey = keyof typeof POLICY_BOUNDS;
export const POLICY_KEYS = Object.keys(POLICY_BOUNDS) as PolicyKey[];
export type PolicyText = Record<PolicyKey, string>;

export function policyText(policy: Partial<Policy> | undefined): PolicyText {
  const text = (key: PolicyKey) => {
    const value = policy?.[key];
    return value === undefined ? '' : String(value);
  };
  return {
    refund_window_hours: text('refund_window_hours'),
    late_refund_percent: text('late_refund_percent'),
    checkout_hold_minutes: text('checkout_hold_minutes'),
    waitlist_offer_minutes: text('waitlist_offer_minutes'),
  };
}

/** The typed settings as numbers; empty ones left out (an event's: the city's default applies). */
export function policyNumbers(text: PolicyText): Partial<Record<PolicyKey, number>> {
  const numbers: Partial<Record<PolicyKey, number>> = {};
  for (const key of POLICY_KEYS) {
    const typed = text[key].trim();
    if (typed !== '') numbers[key] = Number(typed);
  }
  return numbers;
}
