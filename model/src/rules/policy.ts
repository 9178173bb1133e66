// The policy in force for one event: the city's defaults (policy_settings/city, or DEFAULT_POLICY
// before any was saved) with the event's own overrides on top. Every server path and page reads it
// through here; a booking keeps the refund terms it was sold under (refund_policy).

import {
  DEFAULT_POLICY,
  policyOverridesSchema,
  policySchema,
  type Policy,
  type RefundPolicy,
} from '../schemas/policy';

/** The city's defaults from policy_settings/city's data (DEFAULT_POLICY when missing or unreadable). */
export function policyDefaultsOf(data: unknown): Policy {
  if (data === undefined || data === null) return DEFAULT_POLICY;
  const picked = policySchema.safeParse(
    Object.fromEntries(
      Object.keys(DEFAULT_POLICY).map((key) => [key, (data as Record<string, unknown>)[key]]),
    ),
  );
  return picked.success ? picked.data : DEFAULT_POLICY;
}

/** The event's effective policy: its valid overrides over the city's defaults. */
export function effectivePolicy(defaults: Policy, eventOverrides: unknown): Policy {
  const parsed = policyOverridesSchema.safeParse(eventOverrides ?? {});
  if (!parsed.success) return defaults;
  const overrides = Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined),
  );
  return { ...defaults, ...overrides };
}

/** The refund terms a new booking stores. */
export function refundPolicyOf(policy: Policy): RefundPolicy {
  return {
    refund_window_hours: policy.refund_window_hours,
    late_refund_percent: policy.late_refund_percent,
  };
}

/** The terms of a booking sold before policies were settings: the constants of that time. */
export function bookingRefundPolicy(booking: { refund_policy?: RefundPolicy | null | undefined }) {
  return booking.refund_policy ?? refundPolicyOf(DEFAULT_POLICY);
}

/** The policy as the customer reads it (event page, booking dialog, cancellation, mails). */
export function refundPolicyText(policy: RefundPolicy): string {
  const hours = policy.refund_window_hours;
  const late =
    policy.late_refund_percent > 0
      ? `${policy.late_refund_percent}% back after that`
      : 'no refund after that';
  const window =
    hours === 0
      ? 'Full refund when you cancel before the brunch starts'
      : `Full refund when you cancel at least ${hours} ${hours === 1 ? 'hour' : 'hours'} before the brunch starts`;
  return hours === 0
    ? `${window}. Your seats go back to the event either way.`
    : `${window}; ${late}. Your seats go back to the event either way.`;
}

/** The waitlist's note on how long offered seats are held. */
export function offerHoldText(minutes: number): string {
  return `Offered seats are held for you for ${minutes} minutes.`;
}
