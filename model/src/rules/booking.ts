// Booking rules (spec §4, §5, §9): how many guests may be chosen, totals in integer cents,
// the guest contact check, and which bookings count as upcoming.

import {
  BOOKING_STATUSES,
  CHECKOUT_HOLD_MINUTES,
  MAX_GUESTS_PER_BOOKING,
  MIN_GUESTS_PER_BOOKING,
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

/** Booking total in integer cents. Pass the event's price_cents, or its price in euros. */
export function totalCents(
  price: { price_cents: number } | { euros: number },
  guests: number,
): number {
  const unit = 'price_cents' in price ? price.price_cents : eurosToCents(price.euros);
  return unit * guests;
}

/**
 * The booking dialog's check for visitors who are not signed in (§5): name and e-mail required,
 * e-mail matching the simple pattern. Returns the toast to show, or null when fine.
 */
export function validateGuestContact(name: string, email: string): ToastText | null {
  if (name.trim() === '' || email.trim() === '') return INFORMATION_REQUIRED;
  if (!isValidEmail(email)) return INVALID_EMAIL;
  return null;
}

/** When a pending booking's seat hold ends (with its Checkout session). */
export function holdExpiresAt(now: Date): Date {
  return new Date(now.getTime() + CHECKOUT_HOLD_MINUTES * 60_000);
}

/** Only confirmed bookings count as Upcoming (§4); others render with a secondary style. */
export function isConfirmed(booking: { status: BookingStatus | string }): boolean {
  return booking.status === 'confirmed';
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}
