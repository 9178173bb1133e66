import { describe, expect, it } from 'vitest';
import bookingCatalogue from '../src/i18n/compiled/pt-PT/booking.json';
import { createTranslator } from '../src/i18n/translator';
import {
  BOOKING_STATE_LABELS,
  BOOKING_STATES,
  FULL_REFUND_HOURS_BEFORE_EVENT,
  bookingState,
  bookingStatusLabel,
  cancellationQuote,
  isMemberBooking,
  refundCutoff,
  refundSummary,
} from '../src/index';

const pt = createTranslator('pt-PT', [bookingCatalogue]).t;

const HOUR = 3_600_000;
const start = new Date('2026-12-05T11:00:00Z');
const booking = { guest_count: 4, total_amount_cents: 10_000 };
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * HOUR);

describe('refund policy', () => {
  it('refunds in full up to 48 h before the start, nothing after', () => {
    expect(FULL_REFUND_HOURS_BEFORE_EVENT).toBe(48);
    expect(refundCutoff(start)).toEqual(hoursBefore(48));
    expect(cancellationQuote(booking, start, hoursBefore(72))).toMatchObject({
      refundCents: 10_000,
      seatsFreed: 4,
      guestsKept: 0,
      totalAfterCents: 0,
      inTime: true,
    });
    expect(cancellationQuote(booking, start, hoursBefore(48))?.refundCents).toBe(10_000);
    const late = cancellationQuote(booking, start, new Date(hoursBefore(48).getTime() + 1));
    expect(late).toMatchObject({ refundCents: 0, seatsFreed: 4, inTime: false });
  });

  it('refunds the difference when the party shrinks, and frees those seats', () => {
    expect(cancellationQuote(booking, start, hoursBefore(100), 2)).toMatchObject({
      refundCents: 5_000,
      seatsFreed: 2,
      guestsKept: 2,
      totalAfterCents: 5_000,
    });
    expect(cancellationQuote(booking, start, hoursBefore(1), 3)).toMatchObject({
      refundCents: 0,
      seatsFreed: 1,
      totalAfterCents: 7_500,
    });
  });

  it('refuses changes that are not cancellations', () => {
    expect(cancellationQuote(booking, start, start)).toBeNull();
    expect(cancellationQuote(booking, start, hoursBefore(100), 4)).toBeNull();
    expect(cancellationQuote(booking, start, hoursBefore(100), 5)).toBeNull();
    expect(cancellationQuote(booking, start, hoursBefore(100), -1)).toBeNull();
    expect(cancellationQuote(booking, start, hoursBefore(100), 1.5)).toBeNull();
  });

  it('says what comes back', () => {
    const full = cancellationQuote(booking, start, hoursBefore(72));
    const late = cancellationQuote(booking, start, hoursBefore(2), 3);
    expect(full && refundSummary(full)).toBe('You get €100.00 back; 4 seats go back to the event.');
    expect(late && refundSummary(late)).toBe(
      'No refund: the brunch starts in less than 48 hours. 1 seat goes back to the event.',
    );
    // Issue 37: in the page's language, money formatted for it.
    expect(full && refundSummary(full, 48, pt, 'pt-PT')).toBe(
      'Recebe 100,00\u00a0€ de volta; 4 lugares voltam para o evento.',
    );
    expect(late && refundSummary(late, 48, pt, 'pt-PT')).toBe(
      'Sem reembolso: o brunch começa daqui a menos de 48 horas. 1 lugar volta para o evento.',
    );
  });
});

describe('status words', () => {
  it('come from one map covering bookings and waitlist places', () => {
    expect(BOOKING_STATES.map((state) => BOOKING_STATE_LABELS[state])).toEqual([
      'pending payment',
      'awaiting payment',
      'confirmed',
      'cancelled',
      'refund pending',
      'refunded',
      'expired',
      'offered',
      'waitlisted',
    ]);
    expect(bookingState({ status: 'pending' })).toBe('pending_payment');
    expect(bookingState({ status: 'pending', awaiting_payment: true })).toBe('awaiting_payment');
    expect(bookingState({ status: 'refund_required' })).toBe('refund_pending');
    expect(bookingStatusLabel({ status: 'pending' })).toBe('pending payment');
    expect(bookingStatusLabel({ status: 'refunded' })).toBe('refunded');
    expect(bookingStatusLabel({ status: 'cancelled' })).toBe('cancelled');
  });
});

describe('My Bookings after a cancellation', () => {
  it('keeps a booking the member cancelled after paying, not an abandoned checkout', () => {
    expect(isMemberBooking({ status: 'cancelled', cancelled_at: new Date() })).toBe(true);
    expect(isMemberBooking({ status: 'cancelled' })).toBe(false);
    expect(isMemberBooking({ status: 'cancelled', cancelled_at: null })).toBe(false);
    expect(isMemberBooking({ status: 'refunded' })).toBe(true);
    expect(isMemberBooking({ status: 'expired' })).toBe(false);
    expect(isMemberBooking({ status: 'pending' })).toBe(false);
  });
});
