// The organiser's booking actions in the console (issue 33): the attendee page, each action's
// dialog, what it will do, and the toasts of the server's answer.
import { formatEuros } from '../format';
import { englishT, msg, type Translate } from '../i18n/message';
import type { BookingActionKind } from '../schemas/booking-actions';

export const ATTENDEES_TITLE = 'Attendees';
export const ATTENDEES_LINK = 'Attendees';
export const ATTENDEES_EMPTY = 'No bookings for this event yet.';
export const ATTENDEES_LOADING = 'Loading attendees...';
export const NO_VENUE_GROUP = 'No venue assigned';
/** The line under the attendee page's title: which venues the event's parties are at. */
export const NO_PARTIES_YET = 'No parties yet.';
export const partiesAtLabel = msg(
  'organiser-actions.partiesAtLabel',
  (venues: string) => `Parties at: ${venues}`,
);
export function partiesAtVenues(
  groups: readonly { name: string; parties: number }[],
  tr: Translate = englishT,
): string {
  if (groups.length === 0) return tr(NO_PARTIES_YET);
  return tr(partiesAtLabel, groups.map((g) => `${g.name} (${g.parties})`).join(', '));
}

export const BOOKING_ACTIONS_LABEL = 'Actions';
export const BOOKING_ACTION_LABELS: Record<BookingActionKind | 'walk_in', string> = {
  cancel: 'Cancel and refund',
  refund: 'Refund an amount',
  change_party: 'Change party size',
  move: 'Move to another event',
  comp_seats: 'Add comp seats',
  resend_ticket: 'Resend ticket',
  walk_in: 'Add walk-in',
};
export const AUDIT_ACTION_LABELS: Record<BookingActionKind | 'walk_in' | 'assign_venue', string> = {
  ...BOOKING_ACTION_LABELS,
  assign_venue: 'Venue assigned',
};
export const REASON_LABEL = 'Reason (the member reads it)';
export const REASON_REQUIRED = 'Give a reason: the member reads it in their e-mail.';
export const WHAT_WILL_HAPPEN = 'What will happen';
export const ACTION_CONFIRM = 'Confirm';
export const ACTION_WORKING = 'Working...';
export const ACTION_KEEP = 'Back';
export const REFUND_AMOUNT_LABEL = 'Amount to refund (€)';
export const NEW_PARTY_SIZE_LABEL = 'New party size';
export const MOVE_TO_LABEL = 'Move to';
export const MOVE_CHOOSE = 'Choose an event...';
export const COMP_SEATS_LABEL = 'Free seats to add';
export const WALK_IN_NAME_LABEL = 'Name';
export const WALK_IN_EMAIL_LABEL = 'E-mail (optional: the ticket is sent there)';
export const WALK_IN_GUESTS_LABEL = 'Guests';
export const ACTION_FAILED = 'The action could not be done. Please try again.';
export const AUDIT_TITLE = 'History';
export const AUDIT_EMPTY = 'No organiser actions yet.';
export const AUDIT_BY_UNKNOWN = 'an organiser';

export const actionDoneTitle = msg(
  'organiser-actions.actionDoneTitle',
  (label: string) => `${label}: done`,
);
/** amount: the refund already formatted in the page's language. */
export const refundedEmailedLabel = msg(
  'organiser-actions.refundedEmailedLabel',
  (amount: string) => `${amount} refunded. The member is e-mailed.`,
);
export const WALK_IN_DONE = 'The party is on the guest list.';
export const MEMBER_EMAILED = 'The member is e-mailed.';

/** The success toast from the server's answer; money is formatted by the caller's language. */
export function actionDoneToast(
  action: BookingActionKind | 'walk_in',
  refundedCents: number,
  tr: Translate = englishT,
  money: (cents: number) => string = formatEuros,
): { title: string; description?: string } {
  const title = tr(actionDoneTitle, tr(BOOKING_ACTION_LABELS[action]));
  if (refundedCents > 0) {
    return { title, description: tr(refundedEmailedLabel, money(refundedCents)) };
  }
  return { title, description: tr(action === 'walk_in' ? WALK_IN_DONE : MEMBER_EMAILED) };
}

/** The audit line's names of the fields an action changed ("party 4 → 2"). */
export const AUDIT_FIELD_LABELS = {
  status: 'status',
  party: 'party',
  event: 'event',
  venue: 'venue',
  total: 'total',
} as const;
/** amount already formatted in the page's language. */
export const auditRefundedLabel = msg(
  'organiser-actions.auditRefundedLabel',
  (amount: string) => `${amount} refunded`,
);
export const seatsLeftLabel = msg(
  'organiser-actions.seatsLeftLabel',
  (left: number) => `${left} left`,
);
