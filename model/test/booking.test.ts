import { describe, expect, it } from 'vitest';
import {
  ASYNC_PAYMENT_HOLD_DAYS,
  asyncPaymentHoldEndsAt,
  bookingSchema,
  BOOKING_STATUSES,
  canMoveBooking,
  formatEuros,
  guestOptions,
  holdExpiresAt,
  INFORMATION_REQUIRED,
  INVALID_EMAIL,
  isChargeablePriceCents,
  isConfirmed,
  isRefundStatus,
  maxGuests,
  payLabel,
  totalCents,
  validateGuestContact,
  validateGuestCount,
} from '../src/index';

describe('maxGuests / guestOptions', () => {
  it('caps at 10 when many spots are left', () => {
    expect(maxGuests(30)).toBe(10);
    expect(guestOptions(30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it('caps at the spots left when fewer than 10', () => {
    expect(maxGuests(3)).toBe(3);
    expect(guestOptions(3)).toEqual([1, 2, 3]);
  });
  it('offers nothing when sold out', () => {
    expect(maxGuests(0)).toBe(0);
    expect(guestOptions(0)).toEqual([]);
  });
});

describe('validateGuestCount', () => {
  it.each([
    [0, 3, false],
    [1, 3, true],
    [3, 3, true],
    [4, 3, false],
    [10, 3, false],
    [11, 3, false],
    [0, 30, false],
    [1, 30, true],
    [10, 30, true],
    [11, 30, false],
    [1, 0, false],
    [1.5, 30, false],
  ])('%d guests with %d spots left → %s', (guests, spotsLeft, valid) => {
    expect(validateGuestCount(guests, spotsLeft)).toBe(valid);
  });
});

describe('totalCents and formatting', () => {
  it('multiplies integer cents', () => {
    expect(totalCents({ price_cents: 2550 }, 3)).toBe(7650);
  });
  it('converts euros without float noise', () => {
    expect(totalCents({ euros: 0.1 }, 3)).toBe(30);
    expect(totalCents({ euros: 12.5 }, 1)).toBe(1250);
    expect(totalCents({ euros: 19.99 }, 10)).toBe(19990);
  });
  it('formats euros with two decimals', () => {
    expect(formatEuros(1250)).toBe('€12.50');
    expect(formatEuros(0)).toBe('€0.00');
    expect(formatEuros(199990)).toBe('€1999.90');
    expect(payLabel(7650)).toBe('Pay €76.50');
  });
});

describe('validateGuestContact', () => {
  it('requires name and e-mail', () => {
    expect(validateGuestContact('', 'a@b.co')).toBe(INFORMATION_REQUIRED);
    expect(validateGuestContact('Ann', '  ')).toBe(INFORMATION_REQUIRED);
  });
  it('checks the simple e-mail pattern', () => {
    expect(validateGuestContact('Ann', 'ann@example')).toBe(INVALID_EMAIL);
    expect(validateGuestContact('Ann', 'ann example@x.com')).toBe(INVALID_EMAIL);
    expect(validateGuestContact('Ann', 'ann@example.com')).toBeNull();
  });
});

describe('booking status and hold', () => {
  it('counts only confirmed bookings', () => {
    expect(isConfirmed({ status: 'confirmed' })).toBe(true);
    expect(isConfirmed({ status: 'pending' })).toBe(false);
  });
  it('holds seats for 31 minutes (the 30-minute Stripe minimum plus a margin)', () => {
    expect(holdExpiresAt(new Date('2025-01-01T10:00:00Z')).toISOString()).toBe(
      '2025-01-01T10:31:00.000Z',
    );
  });
});

describe('chargeable prices', () => {
  it('accepts whole, positive cents only', () => {
    expect(isChargeablePriceCents(2500)).toBe(true);
    expect(isChargeablePriceCents(1)).toBe(true);
    for (const bad of [0, -100, 12.5, Number.NaN, Infinity, 2 ** 53, '2500', null, undefined]) {
      expect(isChargeablePriceCents(bad)).toBe(false);
    }
  });
});

describe('booking status transitions', () => {
  it('only move forward', () => {
    const allowed = BOOKING_STATUSES.flatMap((from) =>
      BOOKING_STATUSES.filter((to) => canMoveBooking(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'pending->confirmed',
        'pending->expired',
        'pending->cancelled',
        // paid while the organiser was cancelling the event: the payment goes back
        'pending->refund_required',
        // a payment landing after the hold was released
        'expired->confirmed',
        'expired->refund_required',
        'cancelled->confirmed',
        'cancelled->refund_required',
        'refund_required->refunded',
        // the customer cancels: refunded before the cutoff, just cancelled after it
        'confirmed->cancelled',
        'confirmed->refund_required',
      ].sort(),
    );
  });
  it('refuse unknown statuses read from a document', () => {
    expect(canMoveBooking('paid', 'confirmed')).toBe(false);
    expect(canMoveBooking(undefined, 'expired')).toBe(false);
  });
  it('name the refund statuses, which the booking schema accepts', () => {
    expect(isRefundStatus('refund_required')).toBe(true);
    expect(isRefundStatus('refunded')).toBe(true);
    expect(isRefundStatus('expired')).toBe(false);
    expect(bookingSchema.shape.status.safeParse('refund_required').success).toBe(true);
    expect(bookingSchema.shape.status.safeParse('refunded').success).toBe(true);
  });
  it('holds seats for a delayed payment at most ASYNC_PAYMENT_HOLD_DAYS after booking', () => {
    expect(ASYNC_PAYMENT_HOLD_DAYS).toBe(20);
    expect(asyncPaymentHoldEndsAt(new Date('2025-01-01T10:00:00Z')).toISOString()).toBe(
      '2025-01-21T10:00:00.000Z',
    );
  });
});
