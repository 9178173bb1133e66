// checkSubscription and customerPortal when Stripe cannot be reached: the portal answers a clean
// `unavailable` (no internals); checkSubscription never asks Stripe (it reads memberships/{uid}).

import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, NOT_SUBSCRIBED } from '@brunchers/model';
import { handleCheckSubscription } from '../../src/subscriptions/checkSubscription.handler.js';
import { handleCustomerPortal } from '../../src/subscriptions/customerPortal.handler.js';
import type { SubscriptionDeps } from '../../src/subscriptions/deps.js';
import { startStack, type Stack } from '../support/stack.js';
import { httpsErrorOf, member } from '../support/fixtures.js';

const deadStripe = new Stripe('sk_test_dead', {
  host: '127.0.0.1',
  port: 9,
  protocol: 'http',
  maxNetworkRetries: 0,
});

let stack: Stack;
let deps: SubscriptionDeps;
beforeAll(async () => {
  stack = await startStack();
  deps = {
    db: stack.db,
    stripe: deadStripe,
    appUrl: 'http://localhost:5173',
    clock: () => new Date(),
  };
  // u1 has a Stripe customer on record, so checking needs Stripe.
  await stack.db.collection(COLLECTIONS.stripeCustomers).doc('u1').set({ customer_id: 'cus_u1' });
});
afterAll(() => stack.close());

describe('when Stripe is down', () => {
  it('checkSubscription answers from the membership the webhook recorded, without Stripe', async () => {
    const periodEnd = new Date(Date.now() + 30 * 86_400_000);
    await stack.db.collection(COLLECTIONS.memberships).doc('u1').set({
      status: 'active',
      subscription_id: 'sub_u1',
      customer_id: 'cus_u1',
      product_id: 'prod_club',
      price_id: 'price_monthly',
      current_period_end: periodEnd,
      cancel_at_period_end: false,
      updated_at: new Date(),
    });
    expect(await handleCheckSubscription({ data: null, auth: member('u1') }, deps)).toEqual({
      subscribed: true,
      product_id: 'prod_club',
      subscription_end: periodEnd.toISOString(),
    });
    await stack.db.collection(COLLECTIONS.memberships).doc('u1').update({ status: 'canceled' });
    expect(await handleCheckSubscription({ data: null, auth: member('u1') }, deps)).toEqual(
      NOT_SUBSCRIBED,
    );
  });

  it('customerPortal answers unavailable with the spec message', async () => {
    for (const uid of ['u1', 'new-member']) {
      const error = await httpsErrorOf(
        handleCustomerPortal({ data: null, auth: member(uid) }, deps),
      );
      expect(error).toMatchObject({
        code: 'unavailable',
        message: 'Failed to open subscription management.',
      });
    }
    // Nothing is recorded for a customer Stripe never created.
    expect(
      (await stack.db.collection(COLLECTIONS.stripeCustomers).doc('new-member').get()).exists,
    ).toBe(false);
  });

  it('a member who never had a Stripe customer is not subscribed, without asking Stripe', async () => {
    const noEmail = { uid: 'phone-user', token: {} };
    expect(await handleCheckSubscription({ data: null, auth: noEmail }, deps)).toEqual(
      NOT_SUBSCRIBED,
    );
  });
});
