// The console's pricing callables and the dialog's code check (issue 39.4), against the local
// Firestore and the Stripe stand-in.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, PROMO_CODE_ERRORS, type PromotionCodeDoc } from '@brunchers/model';
import {
  handleCheckPromotionCode,
  handleCreatePromotionCode,
  handleSetPriceTiers,
  handleSetPromotionCodeActive,
  type PricingDeps,
} from '../../src/pricing/pricing.handler.js';
import { handleCreateCheckout } from '../../src/checkout/createCheckout.handler.js';
import { releaseHold } from '../../src/bookings/seats.js';
import { startStack, type Stack } from '../support/stack.js';
import { bookingWorld } from '../support/bookings.js';
import { member, seedEvent } from '../support/fixtures.js';

let stack: Stack;
let w: ReturnType<typeof bookingWorld>;
let deps: PricingDeps;
const now = new Date('2026-12-01T10:00:00Z');

beforeAll(async () => {
  stack = await startStack();
  w = bookingWorld(stack);
  deps = { db: stack.db, stripe: stack.stripe, clock: () => now };
});
afterAll(() => stack.close());
beforeEach(async () => {
  await stack.clearFirestore();
  await w.role('boss', 'admin');
});

const codeInput = {
  code: 'spring-5',
  kind: 'amount',
  percent_off: null,
  amount_off_cents: 500,
  max_redemptions: 10,
  expires_at: '2027-01-01T00:00:00Z',
  event_ids: ['e1'],
};

describe('createPromotionCode', () => {
  it('creates the coupon and promotion code at Stripe and the code document, once', async () => {
    const out = await handleCreatePromotionCode(w.asAdmin(codeInput), deps);
    expect(out.code).toBe('SPRING-5');
    const promo = await stack.stripe.promotionCodes.retrieve(out.stripePromotionCodeId);
    expect(promo).toMatchObject({
      code: 'SPRING-5',
      max_redemptions: 10,
      expires_at: Date.parse('2027-01-01T00:00:00Z') / 1000,
    });
    const coupon = await stack.stripe.coupons.retrieve(promo.promotion.coupon as string);
    expect(coupon).toMatchObject({ amount_off: 500, currency: 'eur', duration: 'once' });
    const doc = (
      await stack.db.collection(COLLECTIONS.promotionCodes).doc('SPRING-5').get()
    ).data() as PromotionCodeDoc;
    expect(doc).toMatchObject({
      code: 'SPRING-5',
      kind: 'amount',
      amount_off_cents: 500,
      times_redeemed: 0,
      active: true,
      event_ids: ['e1'],
      stripe_promotion_code_id: out.stripePromotionCodeId,
    });
    await expect(handleCreatePromotionCode(w.asAdmin(codeInput), deps)).rejects.toMatchObject({
      code: 'already-exists',
    });
  });

  it('refuses members who are not admins, and a percent code without a percent', async () => {
    await expect(
      handleCreatePromotionCode({ data: codeInput, auth: member('mallory') }, deps),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      handleCreatePromotionCode(w.asAdmin({ ...codeInput, kind: 'percent' }), deps),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});

describe('setPromotionCodeActive', () => {
  it('stops a code at Stripe and here, so bookings refuse it; admins only', async () => {
    const { stripePromotionCodeId } = await handleCreatePromotionCode(w.asAdmin(codeInput), deps);
    await expect(
      handleSetPromotionCodeActive(
        { data: { code: 'SPRING-5', active: false }, auth: member('mallory') },
        deps,
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await handleSetPromotionCodeActive(w.asAdmin({ code: 'spring-5', active: false }), deps);
    expect((await stack.stripe.promotionCodes.retrieve(stripePromotionCodeId)).active).toBe(false);
    expect(
      await handleCheckPromotionCode({ data: { eventId: 'e1', code: 'SPRING-5' } }, deps),
    ).toMatchObject({ ok: false, refusal: 'inactive' });
  });
});

describe('setPriceTiers', () => {
  const tiers = {
    early_bird: { price_cents: 2_000, ends_at: null, seat_cap: 5 },
    member: { price_cents: 2_200 },
  };
  it('sets the tiers of an event; tiers must be below the standard price; admins only', async () => {
    await seedEvent(stack.db, 'e1', { price: 25 });
    await handleSetPriceTiers(w.asAdmin({ eventId: 'e1', tiers }), deps);
    const event = await stack.db.collection(COLLECTIONS.events).doc('e1').get();
    expect(event.get('price_tiers')).toEqual(tiers);
    await expect(
      handleSetPriceTiers(
        w.asAdmin({ eventId: 'e1', tiers: { ...tiers, member: { price_cents: 2_500 } } }),
        deps,
      ),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(
      handleSetPriceTiers({ data: { eventId: 'e1', tiers }, auth: member('mallory') }, deps),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('checkPromotionCode', () => {
  it("answers a valid code's terms, or why it does not apply", async () => {
    await handleCreatePromotionCode(w.asAdmin(codeInput), deps);
    const check = (eventId: string, code: string, at = now) =>
      handleCheckPromotionCode({ data: { eventId, code } }, { ...deps, clock: () => at });
    expect(await check('e1', ' spring-5 ')).toEqual({
      ok: true,
      terms: { code: 'SPRING-5', kind: 'amount', percent_off: null, amount_off_cents: 500 },
    });
    expect(await check('e2', 'SPRING-5')).toEqual({
      ok: false,
      refusal: 'not_for_event',
      message: PROMO_CODE_ERRORS.not_for_event,
    });
    expect(await check('e1', 'SPRING-5', new Date('2027-02-01T00:00:00Z'))).toMatchObject({
      refusal: 'expired',
    });
    expect(await check('e1', 'NOPE')).toMatchObject({ refusal: 'unknown' });
    await stack.db
      .collection(COLLECTIONS.promotionCodes)
      .doc('SPRING-5')
      .update({ times_redeemed: 10 });
    expect(await check('e1', 'SPRING-5')).toMatchObject({
      refusal: 'used_up',
      message: PROMO_CODE_ERRORS.used_up,
    });
  });
});

describe('a stampede on a limited code', () => {
  it('grants exactly the limit, counted with the seats', async () => {
    await seedEvent(stack.db, 'e1', { price: 25, spots_total: 40, spots_left: 40 });
    await handleCreatePromotionCode(
      w.asAdmin({ ...codeInput, code: 'RUSH', max_redemptions: 3, expires_at: null }),
      deps,
    );
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        handleCreateCheckout(
          {
            data: {
              eventId: 'e1',
              guestCount: 1,
              guestName: `Guest ${i}`,
              guestEmail: `guest${i}@example.org`,
              promoCode: 'rush',
            },
          },
          w.checkoutDeps,
        ),
      ),
    );
    const granted = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.flatMap((attempt) =>
      attempt.status === 'rejected' ? [(attempt.reason as Error).message] : [],
    );
    expect(granted).toHaveLength(3);
    expect(refused).toEqual(Array(5).fill(PROMO_CODE_ERRORS.used_up));
    const code = await stack.db.collection(COLLECTIONS.promotionCodes).doc('RUSH').get();
    expect(code.get('times_redeemed')).toBe(3);
    const uses = await stack.db
      .collection(COLLECTIONS.promotionCodeRedemptions)
      .where('code', '==', 'RUSH')
      .get();
    expect(uses.size).toBe(3);
    // Each granted booking was charged 25.00 − 5.00 at Stripe.
    for (const attempt of granted) {
      const { sessionId } = (attempt as PromiseFulfilledResult<{ sessionId: string }>).value;
      expect((await stack.stripe.checkout.sessions.retrieve(sessionId)).amount_total).toBe(2_000);
    }
  });
});

describe('a payment that arrives after its hold ended', () => {
  async function heldWithCode(email: string) {
    return handleCreateCheckout(
      {
        data: {
          eventId: 'e1',
          guestCount: 1,
          guestName: 'Late Payer',
          guestEmail: email,
          promoCode: 'ONCE',
        },
      },
      w.checkoutDeps,
    );
  }
  const uses = async () =>
    (await stack.db.collection(COLLECTIONS.promotionCodes).doc('ONCE').get()).get(
      'times_redeemed',
    ) as number;

  beforeEach(async () => {
    await seedEvent(stack.db, 'e1', { price: 25, spots_total: 10, spots_left: 10 });
    await handleCreatePromotionCode(
      w.asAdmin({ ...codeInput, code: 'ONCE', max_redemptions: 1, expires_at: null }),
      deps,
    );
  });

  it('takes its code use back when the code still has room', async () => {
    const { bookingId, sessionId } = await heldWithCode('late@example.org');
    await w.f.pay(sessionId);
    await releaseHold(stack.db, bookingId, 'expired', new Date());
    expect(await uses()).toBe(0);
    expect((await w.deliverLatest('checkout.session.completed', sessionId)).status).toBe(200);
    expect((await w.f.booking(bookingId))?.status).toBe('confirmed');
    expect(await uses()).toBe(1);
  });

  it('is refunded in full when the code was used up meanwhile', async () => {
    const { bookingId, sessionId } = await heldWithCode('late@example.org');
    await w.f.pay(sessionId);
    await releaseHold(stack.db, bookingId, 'expired', new Date());
    await heldWithCode('other@example.org');
    expect(await uses()).toBe(1);
    expect((await w.deliverLatest('checkout.session.completed', sessionId)).status).toBe(200);
    expect((await w.f.booking(bookingId))?.status).toMatch(/^refund(_required|ed)$/);
    expect(await uses()).toBe(1);
  });
});
