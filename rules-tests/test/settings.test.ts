// Issue 39 item 3: the city's policy and the membership plans are server-owned. Everyone reads
// them (shown before paying); no client writes them, admins included (savePolicySettings and
// saveMembershipPlan validate and create the Stripe prices). A member who could write them would
// stretch their own refund window or set a plan's price id to a cheaper Price.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { resetAndSeed, startRulesStack, type RulesStack } from './setup.js';

const PROJECT = 'demo-rules-settings';
let stack: RulesStack;
beforeAll(async () => {
  stack = await startRulesStack(PROJECT);
});
afterAll(async () => stack?.close());
beforeEach(async () => {
  await resetAndSeed(stack);
  await stack.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'policy_settings/city'), policy);
    await setDoc(doc(db, 'membership_plans/monthly'), plan);
  });
});

const policy = {
  refund_window_hours: 48,
  late_refund_percent: 0,
  checkout_hold_minutes: 31,
  waitlist_offer_minutes: 30,
};
const plan = {
  name: 'Monthly',
  price_cents: 900,
  period: 'month',
  perks: ['Waitlist priority'],
  early_access_hours: 24,
  stripe_product_id: 'prod_1',
  stripe_price_id: 'price_1',
  price_history: ['price_1'],
  version: 1,
};

describe('policy_settings (issue 39)', () => {
  it('lets anyone read the policy; nobody writes it from a client, not even an admin', async () => {
    await assertSucceeds(getDoc(doc(stack.db('guest'), 'policy_settings/city')));
    await assertSucceeds(getDoc(doc(stack.db('owner'), 'policy_settings/city')));
    for (const who of ['guest', 'owner', 'partner', 'admin'] as const) {
      const db = stack.db(who);
      await assertFails(updateDoc(doc(db, 'policy_settings/city'), { refund_window_hours: 720 }));
      await assertFails(
        setDoc(doc(db, 'policy_settings/city'), { ...policy, late_refund_percent: 100 }),
      );
      await assertFails(setDoc(doc(db, 'policy_settings/other'), policy));
      await assertFails(deleteDoc(doc(db, 'policy_settings/city')));
    }
  });
});

describe('membership_plans (issue 39)', () => {
  it('lets anyone read a plan; nobody writes one from a client, not even an admin', async () => {
    await assertSucceeds(getDoc(doc(stack.db('guest'), 'membership_plans/monthly')));
    await assertSucceeds(getDoc(doc(stack.db('other'), 'membership_plans/monthly')));
    for (const who of ['guest', 'owner', 'partner', 'admin'] as const) {
      const db = stack.db(who);
      await assertFails(
        updateDoc(doc(db, 'membership_plans/monthly'), { stripe_price_id: 'price_cheap' }),
      );
      await assertFails(updateDoc(doc(db, 'membership_plans/monthly'), { price_cents: 100 }));
      await assertFails(setDoc(doc(db, 'membership_plans/yearly'), { ...plan, period: 'year' }));
      await assertFails(deleteDoc(doc(db, 'membership_plans/monthly')));
    }
  });
});
