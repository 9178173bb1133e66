import { describe, expect, it } from 'vitest';
import {
  MIN_CHARGE_CENTS,
  cancellationQuote,
  createPromotionCodeInputSchema,
  discountOf,
  pendingBooking,
  priceBooking,
  priceTiersSchema,
  promoRefusal,
  shownPrice,
  type PriceTiers,
  type PromoTerms,
} from '../src/index';

const now = new Date('2026-12-01T10:00:00Z');
const event = { price_cents: 2_500, early_bird_taken: 0 };
const tiers: PriceTiers = {
  early_bird: { price_cents: 2_000, ends_at: '2026-12-05T00:00:00Z', seat_cap: 4 },
  member: { price_cents: 2_200 },
};
const pct = (percent: number): PromoTerms => ({
  code: 'BRUNCH',
  kind: 'percent',
  percent_off: percent,
  amount_off_cents: null,
});
const off = (cents: number): PromoTerms => ({
  code: 'FIVE',
  kind: 'amount',
  percent_off: null,
  amount_off_cents: cents,
});
const base = { event, tiers, member: false, code: null, guests: 2, now };

describe('priceBooking', () => {
  it('charges the standard price when no tier applies', () => {
    const price = priceBooking({ ...base, tiers: null });
    expect(price).toMatchObject({
      tier: 'standard',
      unitCents: 2_500,
      listUnitCents: 2_500,
      totalCents: 5_000,
      discountCents: 0,
      earlyBirdSeats: 0,
      code: null,
    });
  });

  it('sells the early bird until its end date and within its seat cap, the party whole', () => {
    expect(priceBooking(base)).toMatchObject({ tier: 'early_bird', totalCents: 4_000 });
    expect(priceBooking(base).earlyBirdSeats).toBe(2);
    const ended = new Date('2026-12-05T00:00:00Z');
    expect(priceBooking({ ...base, now: ended }).tier).toBe('standard');
    // 3 taken of 4: a party of 2 does not fit, a party of 1 does.
    const nearlyGone = { ...event, early_bird_taken: 3 };
    expect(priceBooking({ ...base, event: nearlyGone }).tier).toBe('standard');
    expect(priceBooking({ ...base, event: nearlyGone, guests: 1 }).tier).toBe('early_bird');
  });

  it('gives members the member price, and the early bird when it is cheaper', () => {
    const noEarly = { ...tiers, early_bird: null };
    expect(priceBooking({ ...base, tiers: noEarly, member: true })).toMatchObject({
      tier: 'member',
      unitCents: 2_200,
      totalCents: 4_400,
    });
    expect(priceBooking({ ...base, tiers: noEarly }).tier).toBe('standard');
    expect(priceBooking({ ...base, member: true }).tier).toBe('early_bird');
  });

  it('applies a code once to the whole booking, percent rounded, never below the minimum charge', () => {
    expect(priceBooking({ ...base, tiers: null, code: pct(20) })).toMatchObject({
      subtotalCents: 5_000,
      discountCents: 1_000,
      totalCents: 4_000,
      code: 'BRUNCH',
    });
    expect(discountOf(pct(33), 2_501)).toBe(825);
    expect(priceBooking({ ...base, tiers: null, code: off(700) }).totalCents).toBe(4_300);
    expect(priceBooking({ ...base, tiers: null, code: pct(100) }).totalCents).toBe(
      MIN_CHARGE_CENTS,
    );
    expect(priceBooking({ ...base, tiers: null, code: off(999_999) }).totalCents).toBe(
      MIN_CHARGE_CENTS,
    );
  });

  it('prices the pending booking: its total is the paid total, and a refund follows it', () => {
    const price = priceBooking({ ...base, code: pct(50) });
    const doc = pendingBooking({
      eventId: 'e1',
      event: { title: 'Brunch', price_cents: 2_500, venue_id: null },
      guestCount: 2,
      userId: null,
      now,
      price,
    });
    expect(doc.total_amount_cents).toBe(2_000);
    expect(doc.pricing).toMatchObject({ tier: 'early_bird', discount_cents: 2_000 });
    const quote = cancellationQuote(doc, new Date('2026-12-10T10:00:00Z'), now);
    expect(quote?.refundCents).toBe(2_000);
  });
});

describe('promoRefusal', () => {
  const code = {
    active: true,
    expires_at: '2026-12-02T00:00:00Z',
    max_redemptions: 2,
    times_redeemed: 1,
    event_ids: ['e1'],
  };
  it('says why a code does not apply', () => {
    expect(promoRefusal(code, 'e1', now)).toBeNull();
    expect(promoRefusal(null, 'e1', now)).toBe('unknown');
    expect(promoRefusal({ ...code, active: false }, 'e1', now)).toBe('inactive');
    expect(promoRefusal(code, 'e1', new Date('2026-12-02T00:00:00Z'))).toBe('expired');
    expect(promoRefusal(code, 'e2', now)).toBe('not_for_event');
    expect(promoRefusal(code, 'e1', now, true)).toBe('already_used');
    expect(promoRefusal({ ...code, times_redeemed: 2 }, 'e1', now)).toBe('used_up');
    expect(promoRefusal({ ...code, event_ids: null, max_redemptions: null }, 'e9', now)).toBeNull();
  });
});

describe('shapes', () => {
  it('requires an early bird to end by date or by seats', () => {
    expect(
      priceTiersSchema.safeParse({
        early_bird: { price_cents: 2_000, ends_at: null, seat_cap: null },
        member: null,
      }).success,
    ).toBe(false);
  });
  it('stores codes in capitals and matches the amount to the kind', () => {
    const input = {
      code: ' brunch20 ',
      kind: 'percent',
      percent_off: 20,
      amount_off_cents: null,
      max_redemptions: null,
      expires_at: null,
      event_ids: null,
    };
    expect(createPromotionCodeInputSchema.parse(input).code).toBe('BRUNCH20');
    expect(createPromotionCodeInputSchema.safeParse({ ...input, kind: 'amount' }).success).toBe(
      false,
    );
  });
});

describe("shownPrice (the event's card, issue 39)", () => {
  const withTiers = { ...event, price_tiers: tiers };
  it('shows the open early bird against the standard price, and the member price as a hint', () => {
    expect(shownPrice(withTiers, false, now)).toEqual({
      tier: 'early_bird',
      tierName: 'Early bird',
      unitCents: 2_000,
      listUnitCents: 2_500,
      memberHintCents: null,
    });
    const after = new Date('2026-12-06T00:00:00Z');
    expect(shownPrice(withTiers, false, after)).toMatchObject({
      tier: 'standard',
      unitCents: 2_500,
      memberHintCents: 2_200,
    });
    expect(shownPrice(withTiers, true, after)).toMatchObject({
      tier: 'member',
      unitCents: 2_200,
      listUnitCents: 2_500,
      memberHintCents: null,
    });
  });

  it('is the standard price without tiers, or once the early bird is sold', () => {
    expect(shownPrice(event, false, now)).toMatchObject({
      tier: 'standard',
      unitCents: 2_500,
      memberHintCents: null,
    });
    expect(shownPrice({ ...withTiers, early_bird_taken: 4 }, false, now)).toMatchObject({
      tier: 'standard',
      memberHintCents: 2_200,
    });
  });
});
