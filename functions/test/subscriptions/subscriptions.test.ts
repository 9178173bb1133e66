// checkSubscription and customerPortal against the Stripe stand-in, through the Functions host.
// A member's Stripe customer is theirs by uid (stripe_customers/{uid}, metadata.firebase_uid).

import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, NOT_SUBSCRIBED } from '@brunchers/model';
import { startStack, type Stack } from '../support/stack.js';
import { eventually } from '../support/flow.js';
import { callCallable, unsignedIdToken } from '../support/fixtures.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ host: true });
});
afterAll(() => stack.close());

/** A Stripe customer for `uid` with an active subscription, recorded as the server records it. */
async function subscribe(uid: string, email = `${uid}@example.com`) {
  const response = await fetch(`${stack.stripeServer.url}/_stand-in/customers-with-subscription`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      metadata: { firebase_uid: uid },
      product_name: 'Brunchers Club',
    }),
  });
  const created = (await response.json()) as {
    customer: Stripe.Customer;
    subscription: { items: { data: Array<{ price: { product: string } }> } };
  };
  await stack.db
    .collection(COLLECTIONS.stripeCustomers)
    .doc(uid)
    .set({ customer_id: created.customer.id, created_at: new Date() });
  return created;
}

const customerIdOf = async (uid: string) =>
  (await stack.db.collection(COLLECTIONS.stripeCustomers).doc(uid).get()).get('customer_id') as
    string | undefined;

describe('checkSubscription', () => {
  it('requires a signed-in member', async () => {
    const answer = await callCallable(stack.functionUrl('checkSubscription'), null);
    expect(answer).toMatchObject({ status: 401, error: { status: 'UNAUTHENTICATED' } });
  });

  it('reports not subscribed when the member has no Stripe customer', async () => {
    const answer = await callCallable(
      stack.functionUrl('checkSubscription'),
      null,
      unsignedIdToken('nobody'),
    );
    expect(answer).toMatchObject({ status: 200, result: NOT_SUBSCRIBED });
  });

  it('reports the active subscription with its product and period end', async () => {
    const { subscription } = await subscribe('subscriber');
    // The customer.subscription.created webhook records it on memberships/subscriber.
    const answer = await eventually(
      () =>
        callCallable(stack.functionUrl('checkSubscription'), null, unsignedIdToken('subscriber')),
      (reply) => (reply.result as { subscribed?: boolean } | undefined)?.subscribed === true,
    );
    const result = answer.result as {
      subscribed: boolean;
      product_id: string;
      subscription_end: string;
    };
    expect(result.subscribed).toBe(true);
    expect(result.product_id).toBe(subscription.items.data[0]?.price.product);
    expect(Date.parse(result.subscription_end)).toBeGreaterThan(Date.now());
  });

  it('rejects unexpected input', async () => {
    const answer = await callCallable(
      stack.functionUrl('checkSubscription'),
      { please: true },
      unsignedIdToken('subscriber'),
    );
    expect(answer).toMatchObject({ status: 400, error: { status: 'INVALID_ARGUMENT' } });
  });
});

describe('customerPortal', () => {
  it('requires a signed-in member', async () => {
    const answer = await callCallable(stack.functionUrl('customerPortal'), null);
    expect(answer).toMatchObject({ status: 401, error: { status: 'UNAUTHENTICATED' } });
  });

  it('returns a billing portal URL that opens', async () => {
    await subscribe('portal');
    const answer = await callCallable(
      stack.functionUrl('customerPortal'),
      null,
      unsignedIdToken('portal'),
    );
    const { url } = answer.result as { url: string };
    expect(url.startsWith(stack.stripeServer.url)).toBe(true);
    expect((await fetch(url)).status).toBe(200);
  });

  it("creates the member's own customer on first use, tied to the uid, e-mail only when verified", async () => {
    const first = await callCallable(
      stack.functionUrl('customerPortal'),
      null,
      unsignedIdToken('newbie', { email_verified: true }),
    );
    expect(first.status).toBe(200);
    const id = await customerIdOf('newbie');
    const customer = (await stack.stripe.customers.retrieve(id!)) as Stripe.Customer;
    expect(customer.metadata).toEqual({ firebase_uid: 'newbie' });
    expect(customer.email).toBe('newbie@example.com');
    // The second time, the same customer.
    await callCallable(stack.functionUrl('customerPortal'), null, unsignedIdToken('newbie'));
    expect(await customerIdOf('newbie')).toBe(id);

    await callCallable(
      stack.functionUrl('customerPortal'),
      null,
      unsignedIdToken('unverified', { email_verified: false }),
    );
    const unverified = (await stack.stripe.customers.retrieve(
      (await customerIdOf('unverified'))!,
    )) as Stripe.Customer;
    expect(unverified.email).toBeNull();
    expect(unverified.metadata).toEqual({ firebase_uid: 'unverified' });
  });
});

// Issue 18 item 1: an attacker signs up with a subscriber's address (or switches their account's
// e-mail to it, unverified) and must see neither the subscription nor the subscriber's portal.
describe("another account with the subscriber's e-mail", () => {
  it('is not subscribed and gets a portal of its own', async () => {
    await subscribe('victim', 'victim@club.example');
    const victimCustomer = await customerIdOf('victim');
    for (const emailVerified of [false, true]) {
      const attacker = unsignedIdToken(`attacker-${emailVerified}`, {
        email: 'victim@club.example',
        email_verified: emailVerified,
      });
      const status = await callCallable(stack.functionUrl('checkSubscription'), null, attacker);
      expect(status).toMatchObject({ status: 200, result: NOT_SUBSCRIBED });

      const portal = await callCallable(stack.functionUrl('customerPortal'), null, attacker);
      expect(portal.status).toBe(200);
      const page = await (await fetch((portal.result as { url: string }).url)).text();
      expect(page).not.toContain('Brunchers Club');
      expect(await customerIdOf(`attacker-${emailVerified}`)).not.toBe(victimCustomer);
    }
    // The subscriber still sees theirs.
    const victim = await eventually(
      () =>
        callCallable(
          stack.functionUrl('checkSubscription'),
          null,
          unsignedIdToken('victim', { email: 'victim@club.example' }),
        ),
      (reply) => (reply.result as { subscribed?: boolean } | undefined)?.subscribed === true,
    );
    expect(victim.result).toMatchObject({ subscribed: true });
  });
});
