import { BOOKING_STATE_LABELS } from '../constants';
import { formatEuros } from '../format';
import { msg } from '../i18n/message';
import { type ToastText } from './common';

// --- Booking dialog ---
export const BOOKING_DIALOG_TITLE = 'Complete Your Booking';
export const PROCESSING = 'Processing...';
/** Pay button label: payLabel(1250) → 'Pay €12.50'. */
export const payLabel = msg(
  'booking.payLabel',
  (totalCents: number) => `Pay ${formatEuros(totalCents)}`,
);
export const INFORMATION_REQUIRED: ToastText = {
  title: 'Information required',
  description: 'Please provide your name and email to continue.',
};
export const INVALID_EMAIL: ToastText = {
  title: 'Invalid email',
  description: 'Please enter a valid email address.',
};
export const BOOKING_FAILED = 'Failed to process booking';
/** Shown after the payment page opened in a new tab. */
export const COMPLETE_PAYMENT: ToastText = {
  title: 'Complete your payment',
  description: 'Complete the payment in the new tab to confirm your booking.',
};
export const CHECKOUT_CANCELLED: ToastText = {
  title: 'Checkout cancelled',
  description: 'You were not charged, and your seats are free again.',
};
export const GUEST_COUNT_INVALID = 'Please choose between 1 and the number of spots left';
export const EVENT_SOLD_OUT = 'This event is sold out';

// --- Booking success ---
export const BOOKING_CONFIRMED = 'Booking Confirmed';
export const VIEW_MY_BOOKINGS = 'View My Bookings';
export const BROWSE_MORE_EVENTS = 'Browse More Events';
/** /booking-success while a checkout's payment is confirmed (card: seconds). */
export const PAYMENT_CONFIRMING: ToastText = {
  title: 'Confirming your payment...',
  description: 'This takes a few seconds. Keep this page open: it updates by itself.',
};
/** /booking-success for a delayed payment (SEPA debit): it clears in days, not seconds. */
export const PAYMENT_PROCESSING: ToastText = {
  title: 'Your payment is processing',
  description:
    "Bank debits take a few business days to clear. Your seats are held until then, and we'll e-mail you the confirmation as soon as the payment arrives. You can close this page.",
};
/** /booking-success for a guest: what they can do without an account. */
export const GUEST_KEEP_BOOKINGS: ToastText = {
  title: 'Keep your bookings in one place',
  description:
    'Create an account with the e-mail you booked with: this booking is added to it, with your tickets and your path.',
};
export const CREATE_ACCOUNT = 'Create an account';
/** Sign-up from a guest's booking: the booking could not be added to the new account. */
export const GUEST_BOOKING_NOT_CLAIMED: ToastText = {
  title: 'Booking not added',
  description:
    'Your account is ready, but this booking was made with another e-mail address, so it stays with that address.',
};
export const GUEST_BOOKING_CLAIMED: ToastText = {
  title: 'Booking added',
  description: 'Your booking is now in My Bookings.',
};
/** /booking-success when the payment came after the seats were released and could not have them back. */
export const BOOKING_REFUNDED = {
  title: 'Your payment is being refunded',
  text: 'The payment arrived after your seats were released and they could not be given back (the event is full or over), so we refund it in full. It reaches your account in a few days.',
} as const;
/** /booking-success when the checkout ran out before anyone paid: the seats went back. */
export const BOOKING_NOT_COMPLETED = {
  title: 'This booking was not completed',
  text: 'The payment was not finished in time, so the seats were released. You can book again any time.',
} as const;
/** /booking-success when the bank declined the delayed payment (e.g. a SEPA debit). */
export const BOOKING_PAYMENT_DECLINED = {
  title: 'Your payment was declined',
  text: 'Your bank declined the payment, so nothing was charged and the seats were released. You can book again with another payment method.',
} as const;
/** /booking-success when the organiser cancelled the event. */
export const BOOKING_EVENT_CANCELLED = {
  title: 'This brunch was cancelled',
  text: 'The organiser had to cancel it, so your payment is refunded in full. It reaches your account in a few days.',
} as const;
/** The booking page of a booking its customer cancelled (refunded, or past the refund cutoff). */
export const BOOKING_CANCELLED_BY_YOU = {
  refunded: {
    title: 'You cancelled this booking',
    text: 'Your refund is on its way to the card or account you paid with; it usually arrives within 5 to 10 business days.',
  },
  notRefunded: {
    title: 'You cancelled this booking',
    text: 'It was cancelled less than the refund window before the brunch, so nothing was refunded. Your seats went back to the event.',
  },
} as const;
/** Why createCheckout refuses an event without a valid price. */
export const EVENT_NOT_PRICED = 'This event cannot be booked yet: it has no valid price.';

// --- Abuse limits (issue 18) ---
export const HOLD_ALREADY_OPEN =
  'You already have a booking waiting for payment for this event. Finish or cancel it first.';
export const TOO_MANY_CHECKOUTS =
  'Too many booking attempts. Please wait a few minutes and try again.';
export const TOO_MANY_WAITLIST_JOINS =
  'Too many waitlist sign-ups from this connection. Please try again in an hour, or sign in to join.';

// --- Cancelling a booking (issue 21) ---
export const CANCEL_LINK_INVALID =
  'This cancellation link is not valid. Please use the link from your confirmation e-mail.';
export const BOOKING_NOT_CANCELLABLE =
  'This booking can no longer be cancelled: only confirmed bookings of brunches that have not started can.';
export const BOOKING_NOT_YOURS = 'This is not your booking.';
/** Issue 33 item 2: guests through the door keep their seats. */
export const PARTY_BELOW_CHECKED_IN = msg(
  'booking.PARTY_BELOW_CHECKED_IN',
  (checkedIn: number) =>
    `${checkedIn} ${checkedIn === 1 ? 'guest of this party is' : 'guests of this party are'} already checked in: the party can't be smaller than that.`,
);
export const BOOKING_NOT_FOUND = 'Booking not found.';
export const CANCEL_FAILED = 'Could not cancel your booking. Please try again.';
export const BOOKING_CANCELLED_DONE = 'Your booking is cancelled.';
export const PARTY_REDUCED_DONE = 'Your party is updated.';
export const CANCEL_BOOKING = 'Cancel booking';
export const CANCEL_BOOKING_TITLE = 'Cancel your booking?';
export const KEEP_BOOKING = 'Keep my booking';
export const CANCEL_WHOLE_BOOKING = 'Cancel the whole booking';
export const CANCEL_QUOTE_LOADING = 'Working out your refund...';
export const CANCEL_PAGE_TITLE = 'Cancel your booking';
export const CANCEL_PAGE_DONE =
  'Your booking is cancelled. We sent you an e-mail with the details.';
export const CANCEL_PAGE_ALREADY =
  'This booking is no longer active, so there is nothing to cancel.';
/** The party selector of the cancel dialog: how many guests to keep. */
export const keepGuestsLabel = msg('booking.keepGuestsLabel', (keep: number) =>
  keep === 0 ? CANCEL_WHOLE_BOOKING : `Keep ${keep} ${keep === 1 ? 'guest' : 'guests'}`,
);
/** What a cancellation gives back, under the policy (rules/cancellation.ts refundSummary). */
export const refundBackSummary = msg(
  'booking.refundBackSummary',
  (refund: string, seats: number) =>
    `You get ${refund} back; ${seats} ${seats === 1 ? 'seat goes' : 'seats go'} back to the event.`,
);
export const noRefundSummary = msg(
  'booking.noRefundSummary',
  (windowHours: number, seats: number) =>
    `No refund: the brunch starts in less than ${windowHours} hours. ${seats} ${seats === 1 ? 'seat goes' : 'seats go'} back to the event.`,
);
/** The confirm button of the cancel dialog. */
export const confirmCancelLabel = msg(
  'booking.confirmCancelLabel',
  (keep: number, seatsFreed: number) =>
    keep === 0
      ? 'Yes, cancel booking'
      : `Give up ${seatsFreed} ${seatsFreed === 1 ? 'seat' : 'seats'}`,
);

// --- Past brunches (issue 33) ---
/** My Bookings' word for a past confirmed booking: they were checked in, or not. */
export const BOOKING_ATTENDED = 'attended';
export const BOOKING_NOT_ATTENDED = 'not attended';
/** A past event's page, instead of booking or the waitlist. */
export const EVENT_TAKEN_PLACE = 'This brunch has taken place';
export const EVENT_TAKEN_PLACE_NOTE = 'Bookings are closed for this date.';
export const EVENT_NEXT_DATES = 'Next dates of this brunch';
export const EVENT_SIMILAR_UPCOMING = 'Similar brunches coming up';
export const EVENT_NO_NEXT_DATES = 'No new dates yet. Have a look at what is coming up.';
/** My Bookings' money line once a refund is in the booking's ledger. */
export const refundedOfCharged = msg(
  'booking.refundedOfCharged',
  (refunded: string, charged: string) => `Refunded ${refunded} of ${charged}`,
);

// --- The booking dialog's and the booking page's own words (issue 37 moved them from the JSX) ---
/** The status words of constants.ts's BOOKING_STATE_LABELS, here so the catalogue holds them. */
export const BOOKING_STATE_WORDS = BOOKING_STATE_LABELS;
export const NUMBER_OF_GUESTS = 'Number of guests';
export const YOUR_NAME = 'Your name';
export const YOUR_EMAIL = 'Your email';
export const BOOKING_EMAIL_HINT = 'We send your booking confirmation here.';
export const PRICE_PER_PERSON = 'Price per person';
export const GUESTS_LABEL = 'Guests';
export const TOTAL_LABEL = 'Total';
export const SECURE_PAYMENT_NOTE =
  "You'll finish paying on our secure payment page, which opens in a new tab.";
export const BOOKING_DETAILS_SENT = "We've sent the details to your e-mail. See you at the table!";
export const BOOKING_CHECKING = 'Checking your booking...';
export const BOOKING_LOOKUP_NOT_FOUND = {
  title: "We couldn't find this booking",
  text: "If you've just paid, your booking is safe: check your e-mail for the confirmation or look in My Bookings. Otherwise, pick an event and book again.",
} as const;
export const BOOKING_LOOKUP_SLOW = {
  title: "We couldn't load your booking",
  text: 'Check your connection and reload this page, or look in My Bookings.',
} as const;
export const BOOKING_WAITING = {
  title: 'Waiting for your booking...',
  text: 'We could not find this booking yet. If you just paid, it appears here in a moment.',
} as const;
export const BOOKING_LOAD_FAILED = {
  title: "We couldn't load your booking",
  text: 'Your payment is safe. Check your e-mail for the confirmation, or look in My Bookings.',
} as const;

// --- Cancelling (the cancel page and form) and the booking's success page ---
export const CANCEL_CHOICE_LABEL = 'What would you like to do?';
export const CANCEL_PAGE_LOADING = 'Loading your booking...';
export const SELF_DISCOVERY_INVITE_TEXTS = {
  title: 'Start your self-discovery path',
  text: "After your first brunch, your self-discovery path unlocks: short questions about your preferences, social style and lifestyle. Each answer earns XP, levels you up and helps us seat you with people you'll click with.",
  open: 'See my path',
  later: 'Maybe later',
} as const;
/** The ticket page to a signed-out visitor: "Please [sign in] to see your ticket." */
export const TICKET_SIGN_IN_TEXTS = {
  before: 'Please',
  link: 'sign in',
  after: 'to see your ticket.',
} as const;
