// Issue 39 item 3: the policy as settings. The city's defaults, an event's overrides, the bounds
// the console is held to (Stripe Checkout's 30 min .. 24 h), and a booking keeping the refund
// terms it was sold under whatever the settings say later.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POLICY,
  POLICY_BOUNDS,
  REFUND_POLICY_TEXT,
  cancellationQuote,
  effectivePolicy,
  eventExtrasSchema,
  eventInputSchema,
  holdExpiresAt,
  offerExpiresAt,
  pendingBooking,
  policyDefaultsOf,
  policySchema,
  refundPolicyOf,
  refundPolicyText,
  savePolicySettingsInputSchema,
  type Policy,
} from '../src/index';

const HOUR = 3_600_000;
const start = new Date('2026-12-05T11:00:00Z');
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * HOUR);
const city: Policy = {
  refund_window_hours: 24,
  late_refund_percent: 50,
  checkout_hold_minutes: 45,
  waitlist_offer_minutes: 20,
};

describe('the city defaults and an event override', () => {
  it('are the shipped constants until an organiser saves some', () => {
    expect(DEFAULT_POLICY).toEqual({
      refund_window_hours: 48,
      late_refund_percent: 0,
      checkout_hold_minutes: 31,
      waitlist_offer_minutes: 30,
    });
    expect(policyDefaultsOf(undefined)).toEqual(DEFAULT_POLICY);
    expect(policyDefaultsOf({ ...city, updated_at: new Date() })).toEqual(city);
    // A corrupt document falls back to the defaults rather than to nonsense.
    expect(policyDefaultsOf({ ...city, checkout_hold_minutes: 5 })).toEqual(DEFAULT_POLICY);
  });

  it('takes an event’s own values over the city’s, one setting at a time', () => {
    expect(effectivePolicy(city, undefined)).toEqual(city);
    expect(effectivePolicy(city, {})).toEqual(city);
    expect(effectivePolicy(city, { refund_window_hours: 72 })).toEqual({
      ...city,
      refund_window_hours: 72,
    });
    expect(effectivePolicy(city, { refund_window_hours: -1 })).toEqual(city);
  });

  it('holds the settings to bounds with errors that name the setting', () => {
    expect(policySchema.safeParse(city).success).toBe(true);
    const tooShort = policySchema.safeParse({ ...city, checkout_hold_minutes: 29 });
    expect(tooShort.error?.issues[0]?.message).toBe('Checkout hold (minutes): at least 31.');
    const tooLong = policySchema.safeParse({ ...city, checkout_hold_minutes: 24 * 60 });
    expect(tooLong.error?.issues[0]?.message).toBe('Checkout hold (minutes): at most 1439.');
    expect(
      policySchema.safeParse({ ...city, late_refund_percent: 101 }).error?.issues[0]?.message,
    ).toBe('Refund after that (percent): at most 100.');
    expect(policySchema.safeParse({ ...city, refund_window_hours: 1.5 }).success).toBe(false);
    expect(savePolicySettingsInputSchema.safeParse({ policy: { ...city, extra: 1 } }).success).toBe(
      false,
    );
    expect(POLICY_BOUNDS.checkout_hold_minutes.min).toBeGreaterThan(30);
  });

  it('lets the event form override some settings and refuses out-of-bounds ones', () => {
    const base = {
      title: 'Brunch',
      description: '',
      style: '',
      event_date: '2026-12-05',
      event_time: '11:00',
      location_name: 'Café',
      address: '',
      city: 'Lisbon',
      country: '',
      spots_total: 10,
      price: 25,
      image_url: null,
      host_id: null,
      venue_id: null,
      accessibility: {
        step_free_access: false,
        accessible_toilet: false,
        quiet_area: false,
        dietary_options: false,
      },
    };
    expect(
      eventInputSchema.safeParse({ ...base, policy: { refund_window_hours: 72 } }).success,
    ).toBe(true);
    // The bounds and names are checked where the form is read and saved (eventExtrasSchema).
    expect(eventExtrasSchema.safeParse({ policy: { refund_window_hours: 72 } }).success).toBe(true);
    expect(
      eventExtrasSchema.safeParse({ policy: { waitlist_offer_minutes: 1 } }).error?.issues[0]
        ?.message,
    ).toBe('Waitlist offer (minutes): at least 5.');
    expect(eventExtrasSchema.safeParse({ policy: { refund_days: 3 } }).success).toBe(false);
  });
});

describe('holds and offers last the effective time', () => {
  it('counts the checkout hold and the waitlist offer from the policy', () => {
    const now = new Date('2026-11-01T10:00:00Z');
    expect(holdExpiresAt(now, 45).getTime() - now.getTime()).toBe(45 * 60_000);
    expect(offerExpiresAt(now, 20).getTime() - now.getTime()).toBe(20 * 60_000);
  });
});

describe('a booking keeps the refund terms it was sold under', () => {
  const sold = pendingBooking({
    eventId: 'e1',
    event: { title: 'Brunch', price_cents: 2500, venue_id: null },
    guestCount: 2,
    userId: 'alice',
    now: new Date('2026-11-01T10:00:00Z'),
    refundPolicy: refundPolicyOf({ ...city, refund_window_hours: 72, late_refund_percent: 0 }),
  });

  it('stores them with the booking', () => {
    expect(sold.refund_policy).toEqual({ refund_window_hours: 72, late_refund_percent: 0 });
  });

  it('quotes from the booking’s terms: 72 h window, nothing after', () => {
    expect(cancellationQuote(sold, start, hoursBefore(72))).toMatchObject({
      refundCents: 5000,
      inTime: true,
      refundCutoff: hoursBefore(72),
    });
    expect(cancellationQuote(sold, start, hoursBefore(60))).toMatchObject({
      refundCents: 0,
      inTime: false,
    });
  });

  it('pays the late percentage after the window when the terms say so', () => {
    const half = { ...sold, refund_policy: { refund_window_hours: 24, late_refund_percent: 50 } };
    expect(cancellationQuote(half, start, hoursBefore(10))?.refundCents).toBe(2500);
  });

  it('keeps the old 48 h / nothing terms for a booking sold before policies were settings', () => {
    const legacy = { guest_count: 2, total_amount_cents: 5000 };
    expect(cancellationQuote(legacy, start, hoursBefore(49))?.refundCents).toBe(5000);
    expect(cancellationQuote(legacy, start, hoursBefore(47))?.refundCents).toBe(0);
  });
});

describe('the refund policy as customers read it', () => {
  it('states the window and what happens after it', () => {
    expect(REFUND_POLICY_TEXT).toBe(
      'Full refund when you cancel at least 48 hours before the brunch starts; no refund after that. Your seats go back to the event either way.',
    );
    expect(refundPolicyText({ refund_window_hours: 72, late_refund_percent: 0 })).toContain(
      'at least 72 hours before',
    );
    expect(refundPolicyText({ refund_window_hours: 24, late_refund_percent: 50 })).toContain(
      '50% back after that',
    );
    expect(refundPolicyText({ refund_window_hours: 0, late_refund_percent: 0 })).toBe(
      'Full refund when you cancel before the brunch starts. Your seats go back to the event either way.',
    );
  });
});
