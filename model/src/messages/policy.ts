// Issue 39 item 3: the policy's texts (the console's Policies screen, the event form's own policy
// and public-from fields, the cancellation policy card). Apart from the plans' and early access's
// (settings.ts) so the event form loads only these.
import { msg } from '../i18n/message';
import { refundPolicyText } from '../rules/policy';
import { POLICY_FIELD_LABELS } from '../schemas/policy';

export const POLICY_PAGE_INTRO =
  'The city’s defaults. An event can set its own on its form; a booking keeps the refund terms it was sold under.';
export const POLICY_SAVE = 'Save policies';
export const POLICY_SAVED = 'Policies saved.';
export const POLICY_SAVE_FAILED = 'Could not save the policies.';
export const POLICY_FIELD_HINTS = {
  refund_window_hours: 'A cancellation this long before the start is refunded in full (0 to 720).',
  late_refund_percent: 'What a later cancellation gets back (0 to 100).',
  checkout_hold_minutes: 'How long seats wait for payment (31 to 1439: Stripe Checkout’s limits).',
  waitlist_offer_minutes: 'How long seats offered to the waitlist are held (5 to 1440).',
} as const;
export const POLICY_PREVIEW_LABEL = 'What customers read';

export const EVENT_POLICY_SECTION = 'Policy for this event';
export const EVENT_POLICY_HINT = 'Leave a field empty to use the city’s default (shown greyed).';

export const REFUND_POLICY_HEADING = 'Cancellation policy';
/** The refund terms in words (rules/policy.ts refundPolicyText), in the page's language. */
export const refundPolicyNote = msg(
  'policy.refundPolicyNote',
  (refundWindowHours: number, lateRefundPercent: number) =>
    refundPolicyText({
      refund_window_hours: refundWindowHours,
      late_refund_percent: lateRefundPercent,
    }),
);

export const EARLY_ACCESS_SECTION = 'Early access';
export const PUBLIC_FROM_LABEL = 'Public from';
export const PUBLIC_FROM_INVALID = 'Give the public-from date and time.';
export const PUBLIC_FROM_HINT =
  'Optional. Until then only members with early access see and book it (their plan says how many hours ahead).';

/** The console's labels of the four settings (schemas/policy.ts names them so in its errors). */
export const POLICY_FIELD_NAMES: Readonly<Record<keyof typeof POLICY_FIELD_LABELS, string>> = {
  ...POLICY_FIELD_LABELS,
};
