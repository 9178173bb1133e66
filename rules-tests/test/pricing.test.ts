// Pricing (issue 39.4) from the attacker's side: nobody makes, changes or deletes a promotion code
// or a use of one from a client (no self-made discounts, no resetting a code's count, no freeing
// one's own use), nobody but admins reads the codes (the texts are the discount), nobody writes
// an event's ticket tiers or early-bird count, and nobody re-prices their booking.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { PRINCIPALS, resetAndSeed, startRulesStack, type RulesStack } from './setup.js';

let stack: RulesStack;
beforeAll(async () => {
  stack = await startRulesStack('demo-rules-pricing');
});
afterAll(async () => stack?.close());

const at = Timestamp.fromDate(new Date('2026-01-10T10:00:00Z'));
const code = {
  code: 'BRUNCH20',
  kind: 'percent',
  percent_off: 20,
  amount_off_cents: null,
  max_redemptions: 2,
  times_redeemed: 2,
  expires_at: null,
  event_ids: null,
  active: true,
  stripe_coupon_id: 'c1',
  stripe_promotion_code_id: 'promo_1',
  created_at: at,
};
const redemption = {
  code: 'BRUNCH20',
  booking_id: 'b2',
  user_id: 'alice',
  event_id: 'e1',
  created_at: at,
};
const tiers = {
  early_bird: { price_cents: 100, ends_at: null, seat_cap: 100 },
  member: { price_cents: 100 },
};

beforeEach(async () => {
  await resetAndSeed(stack);
  await stack.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'promotion_codes/BRUNCH20'), code);
    await setDoc(doc(db, 'promotion_code_redemptions/BRUNCH20_alice'), redemption);
  });
});

describe('promotion codes', () => {
  it('admins read the codes; nobody else reads a code or lists them', async () => {
    await assertSucceeds(getDoc(doc(stack.db('admin'), 'promotion_codes/BRUNCH20')));
    await assertSucceeds(getDocs(collection(stack.db('admin'), 'promotion_codes')));
    for (const who of PRINCIPALS.filter((p) => p !== 'admin')) {
      await assertFails(getDoc(doc(stack.db(who), 'promotion_codes/BRUNCH20')));
      await assertFails(getDocs(collection(stack.db(who), 'promotion_codes')));
    }
  });

  it.each(PRINCIPALS)(
    '%s cannot make a code, raise its limit, reset its count or delete it',
    async (who) => {
      const db = stack.db(who);
      await assertFails(
        setDoc(doc(db, 'promotion_codes/FREE100'), { ...code, code: 'FREE100', percent_off: 100 }),
      );
      await assertFails(updateDoc(doc(db, 'promotion_codes/BRUNCH20'), { times_redeemed: 0 }));
      await assertFails(updateDoc(doc(db, 'promotion_codes/BRUNCH20'), { max_redemptions: 1000 }));
      await assertFails(deleteDoc(doc(db, 'promotion_codes/BRUNCH20')));
    },
  );
});

describe('promotion code redemptions', () => {
  it.each(PRINCIPALS.filter((p) => p !== 'admin'))(
    '%s cannot read a use, even their own',
    async (who) => {
      await assertFails(getDoc(doc(stack.db(who), 'promotion_code_redemptions/BRUNCH20_alice')));
    },
  );

  it.each(PRINCIPALS)('%s cannot free their use of a code or make one', async (who) => {
    const db = stack.db(who);
    await assertFails(deleteDoc(doc(db, 'promotion_code_redemptions/BRUNCH20_alice')));
    await assertFails(
      updateDoc(doc(db, 'promotion_code_redemptions/BRUNCH20_alice'), { booking_id: 'x' }),
    );
    await assertFails(
      setDoc(doc(db, 'promotion_code_redemptions/BRUNCH20_bob'), { ...redemption, user_id: 'bob' }),
    );
  });
});

describe('ticket tiers and booking prices', () => {
  it.each(PRINCIPALS)("%s cannot write an event's tiers or early-bird count", async (who) => {
    const db = stack.db(who);
    await assertFails(updateDoc(doc(db, 'events/e1'), { price_tiers: tiers }));
    await assertFails(updateDoc(doc(db, 'events/e1'), { early_bird_taken: 0 }));
  });

  it.each(PRINCIPALS)('%s cannot re-price a booking', async (who) => {
    const db = stack.db(who);
    await assertFails(
      updateDoc(doc(db, 'bookings/b2'), {
        total_amount_cents: 50,
        pricing: { tier: 'member', discount_cents: 0 },
      }),
    );
  });
});
