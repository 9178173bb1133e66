// Products and prices changed after creation (the console's membership plans): a product renamed,
// a price archived, which Checkout then refuses while the subscription on it keeps it.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeStandInServer } from '../../src/stripe/index.js';
import { startStandIn, stripeClient } from './helpers.js';

let server: StripeStandInServer;
let stripe: Stripe;

beforeAll(async () => {
  server = await startStandIn();
  stripe = stripeClient(server);
});

afterAll(async () => {
  await server.close();
});

describe('updating products and prices', () => {
  it('renames a product and adds to its metadata', async () => {
    const product = await stripe.products.create({ name: 'Monthly', metadata: { a: '1', b: '2' } });
    const renamed = await stripe.products.update(product.id, {
      name: 'Monthly plus',
      metadata: { b: '4', c: '3' },
    });
    expect(renamed).toMatchObject({ id: product.id, name: 'Monthly plus' });
    expect(renamed.metadata).toEqual({ a: '1', b: '4', c: '3' });
    expect((await stripe.products.retrieve(product.id)).name).toBe('Monthly plus');
  });

  it('archives a price: Checkout refuses it, its subscription keeps it, the amount never changes', async () => {
    const product = await stripe.products.create({ name: 'Yearly' });
    const price = await stripe.prices.create({
      product: product.id,
      currency: 'eur',
      unit_amount: 9900,
      recurring: { interval: 'year' },
    });
    const customer = await stripe.customers.create({ email: 'member@example.com' });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
    });
    const archived = await stripe.prices.update(price.id, { active: false });
    expect(archived).toMatchObject({ id: price.id, active: false, unit_amount: 9900 });
    expect((await stripe.prices.list({ product: product.id, active: true })).data).toEqual([]);
    const refused = await stripe.checkout.sessions
      .create({
        mode: 'subscription',
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: 'https://example.com/ok',
        cancel_url: 'https://example.com/no',
      })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 400 });
    const kept = await stripe.subscriptions.retrieve(subscription.id);
    expect(kept.items.data[0]?.price.id).toBe(price.id);
    // Stripe answers an unknown parameter (the amount is fixed) with parameter_unknown.
    const fixed = await stripe.prices
      .update(price.id, { unit_amount: 100 } as Stripe.PriceUpdateParams)
      .catch((error: unknown) => error);
    expect(fixed).toMatchObject({ statusCode: 400, code: 'parameter_unknown' });
  });

  it('answers 404 for an unknown product or price', async () => {
    const missing = await stripe.products
      .update('prod_nope', { name: 'x' })
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    const noPrice = await stripe.prices
      .update('price_nope', { active: false })
      .catch((e: unknown) => e);
    expect(noPrice).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});
