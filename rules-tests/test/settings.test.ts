// Issue 39 item 3: the city's policy and the membership plans are server-owned. Everyone reads
// them (shown before paying); no client writes them, admins included (savePolicySettings and
// saveMembershipPlan validate and create the Stripe prices). A member who could write them would
// stretch their own refund window or set a plan's price id to a cheaper Price.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

describe('members-first events (issue 39: early access)', () => {
  const early = {
    title: 'Early',
    status: 'early_access',
    event_date: '2030-01-01',
    event_time: '11:00',
  };
  beforeEach(async () => {
    await stack.env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, 'events/early'), early);
      await setDoc(doc(db, 'memberships/alice'), { status: 'active' });
      await setDoc(doc(db, 'memberships/bob'), { status: 'canceled' });
    });
  });

  it('lets an active member read one and list them; nobody else before public-from', async () => {
    await assertSucceeds(getDoc(doc(stack.db('owner'), 'events/early')));
    await assertSucceeds(
      getDocs(
        query(collection(stack.db('owner'), 'events'), where('status', '==', 'early_access')),
      ),
    );
    // A lapsed member, a signed-in non-member, a visitor: not before the public.
    await assertFails(getDoc(doc(stack.db('other'), 'events/early')));
    await assertFails(getDoc(doc(stack.db('partner'), 'events/early')));
    await assertFails(getDoc(doc(stack.db('guest'), 'events/early')));
    await assertFails(
      getDocs(
        query(collection(stack.db('guest'), 'events'), where('status', '==', 'early_access')),
      ),
    );
    // The public listing never includes them (it asks for published).
    const listed = await getDocs(
      query(collection(stack.db('guest'), 'events'), where('status', '==', 'published')),
    );
    expect(listed.docs.map((event) => event.id)).not.toContain('early');
    // Nobody makes themselves a member or an event public from a client.
    await assertFails(setDoc(doc(stack.db('other'), 'memberships/bob'), { status: 'active' }));
    await assertFails(updateDoc(doc(stack.db('owner'), 'events/early'), { status: 'published' }));
  });
});
