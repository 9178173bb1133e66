// Coupons and promotion codes, as the console's createPromotionCode makes them (issue 39.4).
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeStandInServer } from '../../src/stripe/index.js';
import { startStandIn, stripeClient } from './helpers.js';

let server: StripeStandInServer;
let stripe: Stripe;

beforeAll(async () => {
  server = await startStandIn();
  stripe = stripeClient(server);
});
afterAll(() => server.close());

describe('coupons and promotion codes', () => {
  it('creates a percent coupon and a promotion code on it, found by its code', async () => {
    const coupon = await stripe.coupons.create({ percent_off: 20, duration: 'once', name: 'B20' });
    expect(coupon).toMatchObject({ object: 'coupon', percent_off: 20, amount_off: null });
    const code = await stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
      code: 'BRUNCH20',
      max_redemptions: 5,
      expires_at: 2_000_000_000,
    });
    expect(code).toMatchObject({
      object: 'promotion_code',
      code: 'BRUNCH20',
      active: true,
      max_redemptions: 5,
      expires_at: 2_000_000_000,
      promotion: { type: 'coupon', coupon: coupon.id },
    });
    expect(code.id).toMatch(/^promo_/);
    const found = await stripe.promotionCodes.list({ code: 'brunch20' });
    expect(found.data.map((x) => x.id)).toEqual([code.id]);
    expect((await stripe.promotionCodes.retrieve(code.id)).code).toBe('BRUNCH20');
    await stripe.promotionCodes.update(code.id, { active: false });
    expect((await stripe.promotionCodes.list({ active: true, code: 'BRUNCH20' })).data).toEqual([]);
  });

  it('refuses what Stripe refuses: an amount without currency, both kinds, an active duplicate', async () => {
    await expect(stripe.coupons.create({ amount_off: 500 })).rejects.toMatchObject({
      code: 'parameter_missing',
    });
    await expect(
      stripe.coupons.create({ amount_off: 500, percent_off: 5, currency: 'eur' }),
    ).rejects.toThrow(/only specify one/);
    const coupon = await stripe.coupons.create({ amount_off: 500, currency: 'eur' });
    expect(coupon).toMatchObject({ amount_off: 500, currency: 'eur' });
    await stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
      code: 'FIVE',
    });
    await expect(
      stripe.promotionCodes.create({
        promotion: { type: 'coupon', coupon: coupon.id },
        code: 'five',
      }),
    ).rejects.toThrow(/already exists/);
    await expect(
      stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: 'nope' }, code: 'NOPE' }),
    ).rejects.toMatchObject({ code: 'resource_missing' });
  });
});
