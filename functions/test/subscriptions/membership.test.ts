// Issue 21, membership: "Become a member" opens Stripe Checkout in subscription mode for the
// configured monthly or yearly price on the member's own customer; paying it makes the webhook
// record the subscription on memberships/{uid}; checkSubscription reads that record; cancelling
// in the portal ends it; an old subscription's late events never hide a newer active one.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALREADY_MEMBER, COLLECTIONS, NOT_SUBSCRIBED } from '@brunchers/model';
import { handleCheckSubscription } from '../../src/subscriptions/checkSubscription.handler.js';
import { handleCustomerPortal } from '../../src/subscriptions/customerPortal.handler.js';
import type { SubscriptionDeps } from '../../src/subscriptions/deps.js';
import { recordSubscription } from '../../src/subscriptions/membership.js';
import { handleStartMembership } from '../../src/subscriptions/startMembership.handler.js';
import { handleJoinWaitlist } from '../../src/waitlist/joinWaitlist.handler.js';
import { APP_URL, startStack, type Stack } from '../support/stack.js';
import { eventually } from '../support/flow.js';
import { httpsErrorOf, member, seedEvent } from '../support/fixtures.js';

let stack: Stack;
let deps: SubscriptionDeps;
let prices: { monthly: string; yearly: string };

beforeAll(async () => {
  stack = await startStack({ host: true });
  const product = await stack.stripe.products.create({ name: 'Brunchers membership' });
  const price = (interval: 'month' | 'year', amount: number) =>
    stack.stripe.prices.create({
      product: product.id,
      currency: 'eur',
      unit_amount: amount,
      recurring: { interval },
    });
  prices = { monthly: (await price('month', 900)).id, yearly: (await price('year', 9000)).id };
  deps = { db: stack.db, stripe: stack.stripe, appUrl: APP_URL, clock: () => new Date(), prices };
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

const check = (uid: string) => handleCheckSubscription({ data: null, auth: member(uid) }, deps);
const membership = async (uid: string) =>
  (await stack.db.collection(COLLECTIONS.memberships).doc(uid).get()).data();

/** Starts the membership and pays it on the stand-in's Checkout page. */
async function becomeMember(uid: string, plan: 'monthly' | 'yearly') {
  const { url } = await handleStartMembership({ data: { plan }, auth: member(uid) }, deps);
  const sessionId = new URL(url).pathname.split('/').pop()!;
  // The member's customer has no verified e-mail on it, so Checkout asks for one, as Stripe does.
  const paid = await fetch(`${stack.stripeServer.url}/checkout/${sessionId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: `${uid}@example.com` }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  return stack.stripe.checkout.sessions.retrieve(sessionId);
}

describe('startMembership', () => {
  it('is for signed-in members, with a configured price', async () => {
    expect(
      await httpsErrorOf(handleStartMembership({ data: { plan: 'monthly' } }, deps)),
    ).toMatchObject({ code: 'unauthenticated' });
    expect(
      await httpsErrorOf(
        handleStartMembership(
          { data: { plan: 'monthly' }, auth: member('m1') },
          { ...deps, prices: { monthly: '', yearly: '' } },
        ),
      ),
    ).toMatchObject({ code: 'failed-precondition' });
    expect(
      await httpsErrorOf(
        handleStartMembership({ data: { plan: 'weekly' }, auth: member('m1') }, deps),
      ),
    ).toMatchObject({ code: 'invalid-argument' });
  });

  it('paying the subscription checkout makes a member: recorded by the webhook, read without Stripe', async () => {
    expect(await check('m1')).toEqual(NOT_SUBSCRIBED);
    const session = await becomeMember('m1', 'yearly');
    expect(session).toMatchObject({ mode: 'subscription', status: 'complete' });
    const customerId = (await stack.db.collection(COLLECTIONS.stripeCustomers).doc('m1').get()).get(
      'customer_id',
    ) as string;
    expect(session.customer).toBe(customerId);
    const subscription = await stack.stripe.subscriptions.retrieve(session.subscription as string);
    expect(subscription.metadata).toEqual({ firebase_uid: 'm1' });
    expect(subscription.items.data[0]?.price.id).toBe(prices.yearly);

    await eventually(
      () => membership('m1'),
      (doc) => doc?.status === 'active',
    );
    expect(await membership('m1')).toMatchObject({
      status: 'active',
      subscription_id: subscription.id,
      customer_id: customerId,
      price_id: prices.yearly,
    });
    const status = await check('m1');
    expect(status.subscribed).toBe(true);
    expect(Date.parse(status.subscription_end!)).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    // No booking is touched by a subscription's checkout.
    expect((await stack.db.collection(COLLECTIONS.bookings).get()).size).toBe(0);

    // A member does not subscribe twice; and joins waitlists ahead of non-members.
    expect(
      await httpsErrorOf(
        handleStartMembership({ data: { plan: 'monthly' }, auth: member('m1') }, deps),
      ),
    ).toMatchObject({ code: 'already-exists', message: ALREADY_MEMBER });
    await seedEvent(stack.db, 'ev', { spots_total: 2, spots_left: 0 });
    const waitDeps = { db: stack.db, clock: () => new Date() };
    await handleJoinWaitlist(
      { data: { eventId: 'ev', partySize: 1 }, auth: member('n1') },
      waitDeps,
    );
    const joined = await handleJoinWaitlist(
      { data: { eventId: 'ev', partySize: 1 }, auth: member('m1') },
      waitDeps,
    );
    expect(joined.position).toBe(1);
  });

  it('cancelling in the portal ends the membership', async () => {
    const session = await becomeMember('m2', 'monthly');
    await eventually(
      () => membership('m2'),
      (doc) => doc?.status === 'active',
    );
    const { url } = await handleCustomerPortal({ data: null, auth: member('m2') }, deps);
    const portalId = new URL(url).pathname.split('/').pop()!;
    const cancelled = await fetch(
      `${stack.stripeServer.url}/portal/${portalId}/subscriptions/${session.subscription as string}/cancel`,
      { method: 'POST', redirect: 'manual' },
    );
    expect(cancelled.status).toBeLessThan(400);
    await eventually(
      () => membership('m2'),
      (doc) => doc?.status === 'canceled',
    );
    expect(await check('m2')).toEqual(NOT_SUBSCRIBED);
  });

  it("an old subscription's late event does not hide the newer active one", async () => {
    const first = await becomeMember('m3', 'monthly');
    await eventually(
      () => membership('m3'),
      (doc) => doc?.subscription_id === first.subscription,
    );
    await stack.stripe.subscriptions.cancel(first.subscription as string);
    await eventually(
      () => membership('m3'),
      (doc) => doc?.status === 'canceled',
    );
    const second = await becomeMember('m3', 'yearly');
    await eventually(
      () => membership('m3'),
      (doc) => doc?.subscription_id === second.subscription && doc.status === 'active',
    );
    // The first subscription's deletion delivered again, late.
    expect(
      await recordSubscription(
        { db: stack.db, stripe: stack.stripe, clock: () => new Date() },
        first.subscription as string,
      ),
    ).toBe('superseded');
    expect(await membership('m3')).toMatchObject({
      status: 'active',
      subscription_id: second.subscription as string,
    });
  });
  it("a deleted account's cancelled subscription does not write its membership back", async () => {
    const customer = await stack.stripe.customers.create({ metadata: { firebase_uid: 'gone' } });
    const price = await stack.stripe.prices.create({
      currency: 'eur',
      unit_amount: 900,
      recurring: { interval: 'month' },
      product_data: { name: 'Club' },
    });
    const subscription = await stack.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      metadata: { firebase_uid: 'gone' },
    });
    // deleteAccount cancels and deletes at Stripe before it deletes memberships/{uid}; the
    // subscription's webhook, handled after, finds the customer deleted and records nothing.
    await stack.stripe.subscriptions.cancel(subscription.id);
    await stack.stripe.customers.del(customer.id);
    expect(
      await recordSubscription(
        { db: stack.db, stripe: stack.stripe, clock: () => new Date() },
        subscription.id,
      ),
    ).toBe('no-member');
  });
});
