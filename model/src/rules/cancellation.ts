// Cancelling a confirmed booking (issue 21): the refund policy in one place. The web app shows the
// quote before the member or guest confirms; the cancelBooking function applies the same quote.

import { FULL_REFUND_HOURS_BEFORE_EVENT, MIN_GUESTS_PER_BOOKING } from '../constants';
import { formatMoney } from '../format';
import { englishT, type Translate } from '../i18n/message';
import type { Locale } from '../i18n/locales';
import { noRefundSummary, refundBackSummary } from '../messages/booking';
import type { RefundPolicy } from '../schemas/policy';
import { valueOfSeatsGivenBack } from './ledger';
import { bookingRefundPolicy, refundPolicyText } from './policy';

/**
 * The default policy as the customer reads it (the city's defaults before any were saved); pages
 * show refundPolicyText of the event's or the booking's own terms.
 */
export const REFUND_POLICY_TEXT = refundPolicyText(bookingRefundPolicy({}));

/** The last moment a cancellation is refunded in full (`hours` before the start). */
export function refundCutoff(
  eventStartsAt: Date,
  hours: number = FULL_REFUND_HOURS_BEFORE_EVENT,
): Date {
  return new Date(eventStartsAt.getTime() - hours * 3_600_000);
}

export interface CancellationQuote {
  /** Seats that go back to the event. */
  seatsFreed: number;
  /** Party size after the change (0: the whole booking is cancelled). */
  guestsKept: number;
  /** What goes back to the customer, in cents. */
  refundCents: number;
  /** What the booking is worth afterwards, in cents. */
  totalAfterCents: number;
  /** Before the cutoff: refunded in full for the seats given up. */
  inTime: boolean;
  refundCutoff: Date;
}

/**
 * The refund for giving up seats of a confirmed booking at `now`: all of them (guestsKept 0), or
 * some (a party of 4 becoming 2). Null when the change is not possible: the event has started,
 * or guestsKept is not a whole number from 0 to one less than the party.
 */
export function cancellationQuote(
  booking: {
    guest_count: number;
    total_amount_cents: number;
    comp_guest_count?: number | undefined;
    /** The terms it was sold under (absent: sold before policies were settings). */
    refund_policy?: RefundPolicy | null | undefined;
  },
  eventStartsAt: Date,
  now: Date,
  guestsKept = 0,
): CancellationQuote | null {
  if (now.getTime() >= eventStartsAt.getTime()) return null;
  const party = booking.guest_count;
  if (!Number.isInteger(guestsKept) || guestsKept < 0 || guestsKept >= party) return null;
  if (guestsKept > 0 && guestsKept < MIN_GUESTS_PER_BOOKING) return null;
  const policy = bookingRefundPolicy(booking);
  const cutoff = refundCutoff(eventStartsAt, policy.refund_window_hours);
  const inTime = now.getTime() <= cutoff.getTime();
  const seatsFreed = party - guestsKept;
  // Comp seats go first and are worth nothing; paid seats are worth their share of the total.
  const seatsValue = valueOfSeatsGivenBack(booking, seatsFreed);
  const percent = inTime ? 100 : policy.late_refund_percent;
  const refundCents = Math.floor((seatsValue * percent) / 100);
  return {
    seatsFreed,
    guestsKept,
    refundCents,
    totalAfterCents: booking.total_amount_cents - seatsValue,
    inTime,
    refundCutoff: cutoff,
  };
}

/** The sentence under the policy: what this cancellation gives back, in a language. */
export function refundSummary(
  quote: Pick<CancellationQuote, 'refundCents' | 'seatsFreed'>,
  refundWindowHours: number = FULL_REFUND_HOURS_BEFORE_EVENT,
  t: Translate = englishT,
  locale: Locale = 'en',
): string {
  return quote.refundCents > 0
    ? t(refundBackSummary, formatMoney(quote.refundCents, locale), quote.seatsFreed)
    : t(noRefundSummary, refundWindowHours, quote.seatsFreed);
}
