// Booking rules: how many guests may be chosen, totals in integer cents,
// the guest contact check, and which bookings count as upcoming.

import {
  BOOKING_STATE_LABELS,
  ASYNC_PAYMENT_HOLD_DAYS,
  BOOKING_STATUSES,
  CHECKOUT_HOLD_MINUTES,
  CHECKOUT_SESSION_START_MINUTES,
  MAX_GUESTS_PER_BOOKING,
  MIN_GUESTS_PER_BOOKING,
  type BookingState,
  type BookingStatus,
} from '../constants';
import { INFORMATION_REQUIRED, INVALID_EMAIL, type ToastText } from '../messages';
import { isValidEmail } from '../schemas/common';

/** Most guests one booking may take: min(spots left, 10); 0 when sold out. */
export function maxGuests(spotsLeft: number): number {
  return Math.max(0, Math.min(Math.floor(spotsLeft), MAX_GUESTS_PER_BOOKING));
}

/** The choices of the guest selector: [1 .. maxGuests(spotsLeft)] (empty when sold out). */
export function guestOptions(spotsLeft: number): number[] {
  return Array.from({ length: maxGuests(spotsLeft) }, (_, index) => index + MIN_GUESTS_PER_BOOKING);
}

/** True when `guests` is a whole number from 1 to maxGuests(spotsLeft). */
export function validateGuestCount(guests: number, spotsLeft: number): boolean {
  return (
    Number.isInteger(guests) && guests >= MIN_GUESTS_PER_BOOKING && guests <= maxGuests(spotsLeft)
  );
}

/** Euros (as stored in events.price) to integer cents, rounding away float noise (12.5 → 1250). */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/**
 * Whether an event's unit price can be charged: a whole, positive number of cents. Free or
 * mispriced events (0, negative, fractional cents, not a number) cannot go through Checkout.
 */
export function isChargeablePriceCents(cents: unknown): cents is number {
  return typeof cents === 'number' && Number.isSafeInteger(cents) && cents > 0;
}

/** Booking total in integer cents. Pass the event's price_cents, or its price in euros. */
export function totalCents(
  price: { price_cents: number } | { euros: number },
  guests: number,
): number {
  const unit = 'price_cents' in price ? price.price_cents : eurosToCents(price.euros);
  return unit * guests;
}

/**
 * The booking dialog's check for visitors who are not signed in: name and e-mail required,
 * e-mail matching the simple pattern. Returns the toast to show, or null when fine.
 */
export function validateGuestContact(name: string, email: string): ToastText | null {
  if (name.trim() === '' || email.trim() === '') return INFORMATION_REQUIRED;
  if (!isValidEmail(email)) return INVALID_EMAIL;
  return null;
}

/** When a new pending booking's hold ends unless its Checkout session is recorded by then. */
export function sessionStartDeadline(now: Date): Date {
  return new Date(now.getTime() + CHECKOUT_SESSION_START_MINUTES * 60_000);
}

/** When a pending booking's seat hold ends (with its Checkout session). */
export function holdExpiresAt(now: Date, minutes: number = CHECKOUT_HOLD_MINUTES): Date {
  return new Date(now.getTime() + minutes * 60_000);
}

/**
 * How long a booking whose Checkout session awaits a delayed payment keeps its seats: until
 * ASYNC_PAYMENT_HOLD_DAYS after the booking was made.
 */
export function asyncPaymentHoldEndsAt(bookedAt: Date): Date {
  return new Date(bookedAt.getTime() + ASYNC_PAYMENT_HOLD_DAYS * 86_400_000);
}

/**
 * Booking statuses only move forward. A pending booking is paid (confirmed), runs out (expired)
 * or never reaches Stripe (cancelled); paid while its event was being cancelled, it must be
 * refunded (refund_required). A payment that lands on an expired or cancelled booking
 * takes the seats again (confirmed) or, when none are left, must be refunded (refund_required,
 * then refunded). A confirmed booking the customer cancels becomes refund_required (then refunded)
 * before the refund cutoff, or cancelled after it; such a booking carries cancelled_at, so no
 * payment event can confirm it again. refunded is final, so a late or repeated webhook, a sweep and
 * a webhook racing each other cannot undo one another.
 */
const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['confirmed', 'expired', 'cancelled', 'refund_required'],
  expired: ['confirmed', 'refund_required'],
  cancelled: ['confirmed', 'refund_required'],
  refund_required: ['refunded'],
  confirmed: ['cancelled', 'refund_required'],
  refunded: [],
};

/** Whether a booking in status `from` (as read from a document: any value) may become `to`. */
export function canMoveBooking(from: unknown, to: BookingStatus): boolean {
  return isBookingStatus(from) && BOOKING_TRANSITIONS[from].includes(to);
}

/** A booking whose payment came too late for its seats: refunded, or about to be. */
export function isRefundStatus(status: BookingStatus | string): boolean {
  return status === 'refund_required' || status === 'refunded';
}

/** A pending booking whose checkout completed with a delayed payment (SEPA) still on its way. */
export function isAwaitingPayment(booking: {
  status: BookingStatus | string;
  awaiting_payment?: boolean | undefined;
}): boolean {
  return booking.status === 'pending' && booking.awaiting_payment === true;
}

/**
 * Whether a member sees the booking as theirs (My Bookings, Total Bookings): paid, awaiting a
 * delayed payment, refunded, or cancelled by them after paying (cancelled_at). A checkout in
 * progress, abandoned or run out is no booking.
 */
export function isMemberBooking(booking: {
  status: BookingStatus | string;
  awaiting_payment?: boolean | undefined;
  cancelled_at?: unknown;
}): boolean {
  if (booking.status === 'pending') return isAwaitingPayment(booking);
  if (booking.status === 'cancelled') return booking.cancelled_at != null;
  return booking.status !== 'expired';
}

/** Which of the shared status words (BOOKING_STATE_LABELS) a booking shows. */
export function bookingState(booking: {
  status: BookingStatus;
  awaiting_payment?: boolean | undefined;
}): BookingState {
  switch (booking.status) {
    case 'pending':
      return isAwaitingPayment(booking) ? 'awaiting_payment' : 'pending_payment';
    case 'refund_required':
      return 'refund_pending';
    default:
      return booking.status;
  }
}

/** The status badge text of a booking, from the one map of status words. */
export function bookingStatusLabel(booking: {
  status: BookingStatus;
  awaiting_payment?: boolean | undefined;
}): string {
  return BOOKING_STATE_LABELS[bookingState(booking)];
}

/** Only confirmed bookings count as Upcoming; others render with a secondary style. */
export function isConfirmed(booking: { status: BookingStatus | string }): boolean {
  return booking.status === 'confirmed';
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}
