// checkSubscription and customerPortal against the Stripe stand-in, through the Functions host.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_SUBSCRIBED } from '@brunchers/model';
import { startStack, type Stack } from '../support/stack.js';
import { callCallable, unsignedIdToken } from '../support/fixtures.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ host: true });
});
afterAll(() => stack.close());

async function subscribe(email: string) {
  const response = await fetch(`${stack.stripeServer.url}/_stand-in/customers-with-subscription`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, product_name: 'Brunchers Club' }),
  });
  return (await response.json()) as {
    subscription: { items: { data: Array<{ price: { product: string } }> } };
  };
}

describe('checkSubscription', () => {
  it('requires a signed-in member', async () => {
    const answer = await callCallable(stack.functionUrl('checkSubscription'), null);
    expect(answer).toMatchObject({ status: 401, error: { status: 'UNAUTHENTICATED' } });
  });

  it('reports not subscribed when Stripe has no customer for the e-mail', async () => {
    const answer = await callCallable(
      stack.functionUrl('checkSubscription'),
      null,
      unsignedIdToken('nobody'),
    );
    expect(answer).toMatchObject({ status: 200, result: NOT_SUBSCRIBED });
  });

  it('reports the active subscription with its product and period end', async () => {
    const { subscription } = await subscribe('subscriber@example.com');
    const answer = await callCallable(
      stack.functionUrl('checkSubscription'),
      null,
      unsignedIdToken('subscriber'),
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
    await subscribe('portal@example.com');
    const answer = await callCallable(
      stack.functionUrl('customerPortal'),
      null,
      unsignedIdToken('portal'),
    );
    const { url } = answer.result as { url: string };
    expect(url.startsWith(stack.stripeServer.url)).toBe(true);
    expect((await fetch(url)).status).toBe(200);
  });
});
