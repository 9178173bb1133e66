// Customers (list by e-mail, search), subscriptions (list by customer and status) and the billing
// portal (session and hosted page), as check-subscription and customer-portal use them.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeStandInServer } from '../../src/stripe/index.js';
import { postForm, startStandIn, stripeClient } from './helpers.js';

let server: StripeStandInServer;
let stripe: Stripe;

beforeAll(async () => {
  server = await startStandIn();
  stripe = stripeClient(server);
});

afterAll(async () => {
  await server.close();
});

describe('customers', () => {
  it('creates, retrieves and lists customers by exact e-mail', async () => {
    const ada = await stripe.customers.create({
      email: 'ada@example.com',
      name: 'Ada',
      metadata: { firebase_uid: 'uid_ada' },
    });
    await stripe.customers.create({ email: 'bob@example.com', name: 'Bob' });
    expect(ada).toMatchObject({
      object: 'customer',
      email: 'ada@example.com',
      name: 'Ada',
      livemode: false,
      metadata: { firebase_uid: 'uid_ada' },
    });
    expect(ada.id).toMatch(/^cus_/);
    expect((await stripe.customers.retrieve(ada.id)).id).toBe(ada.id);

    const found = await stripe.customers.list({ email: 'ada@example.com', limit: 1 });
    expect(found).toMatchObject({ object: 'list', has_more: false, url: '/v1/customers' });
    expect(found.data.map((c) => c.id)).toEqual([ada.id]);
    expect((await stripe.customers.list({ email: 'nobody@example.com' })).data).toEqual([]);
  });

  it('searches by e-mail, name and metadata', async () => {
    const carol = await stripe.customers.create({
      email: 'Carol@Example.com',
      name: 'Carol Jones',
      metadata: { firebase_uid: 'uid_carol' },
    });
    const byEmail = await stripe.customers.search({ query: "email:'carol@example.com'" });
    expect(byEmail).toMatchObject({ object: 'search_result', has_more: false, next_page: null });
    expect(byEmail.data.map((c) => c.id)).toEqual([carol.id]);
    expect(
      (
        await stripe.customers.search({
          query: "name~'jon' AND metadata['firebase_uid']:'uid_carol'",
        })
      ).data.map((c) => c.id),
    ).toEqual([carol.id]);
    expect(
      (
        await stripe.customers.search({
          query: "email:'carol@example.com' AND -name:'Carol Jones'",
        })
      ).data,
    ).toEqual([]);
  });

  it('rejects an invalid search query', async () => {
    const error = await stripe.customers.search({ query: 'email=carol' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, param: 'query' });
  });

  it('answers 404 for an unknown customer', async () => {
    const error = await stripe.customers.retrieve('cus_missing').catch((e: unknown) => e);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_missing'",
    });
  });
});

describe('deleting a customer', () => {
  it('cancels its subscriptions, answers the deleted stub, and leaves it out of lists', async () => {
    const customer = await stripe.customers.create({
      email: 'leaving@example.com',
      metadata: { firebase_uid: 'leaver' },
    });
    const price = await stripe.prices.create({
      currency: 'eur',
      unit_amount: 900,
      recurring: { interval: 'month' },
      product_data: { name: 'Club' },
    });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
    });
    expect(await stripe.customers.del(customer.id)).toEqual({
      id: customer.id,
      object: 'customer',
      deleted: true,
    });
    expect(await stripe.customers.retrieve(customer.id)).toEqual({
      id: customer.id,
      object: 'customer',
      deleted: true,
    });
    const after = await stripe.subscriptions.retrieve(subscription.id, { expand: ['customer'] });
    expect(after.status).toBe('canceled');
    expect(after.customer).toMatchObject({ id: customer.id, deleted: true });
    expect(
      (await stripe.customers.list({ email: 'leaving@example.com' })).data.map((c) => c.id),
    ).toEqual([]);
    await expect(stripe.customers.del(customer.id)).rejects.toMatchObject({
      code: 'resource_missing',
    });
    await expect(stripe.customers.update(customer.id, { name: 'x' })).rejects.toMatchObject({
      code: 'resource_missing',
    });
  });
});

describe('subscriptions', () => {
  it('lists a customer’s active subscriptions with price, product and period end', async () => {
    const customer = await stripe.customers.create({ email: 'member@example.com' });
    const price = await stripe.prices.create({
      currency: 'eur',
      unit_amount: 999,
      recurring: { interval: 'month' },
      product_data: { name: 'Brunchers Club' },
    });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
    });
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'active',
      customer: customer.id,
    });

    const active = await stripe.subscriptions.list({
      customer: customer.id,
      status: 'active',
      limit: 1,
    });
    expect(active.data.map((s) => s.id)).toEqual([subscription.id]);
    const item = active.data[0]?.items.data[0];
    expect(item?.price).toMatchObject({
      id: price.id,
      product: price.product,
      recurring: { interval: 'month', interval_count: 1 },
    });
    expect((item?.current_period_end ?? 0) - (item?.current_period_start ?? 0)).toBe(30 * 86_400);

    await stripe.subscriptions.cancel(subscription.id);
    expect(
      (await stripe.subscriptions.list({ customer: customer.id, status: 'active' })).data,
    ).toEqual([]);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect(
      (await stripe.subscriptions.list({ customer: customer.id, status: 'canceled' })).data.map(
        (s) => s.id,
      ),
    ).toEqual([subscription.id]);
  });

  it('sets up a subscribed customer through the control endpoint, with the events Stripe sends', async () => {
    const response = await postForm(`${server.url}/_stand-in/customers-with-subscription`, {
      email: 'seeded@example.com',
      product_name: 'Gold',
    });
    const { customer, subscription } = (await response.json()) as {
      customer: Stripe.Customer;
      subscription: Stripe.Subscription;
    };
    const emitted = async (type: string) =>
      (await stripe.events.list({ type, limit: 100 })).data.map(
        (event) => (event.data.object as { id: string }).id,
      );
    expect(await emitted('customer.created')).toContain(customer.id);
    expect(await emitted('customer.subscription.created')).toContain(subscription.id);
    const [found] = (await stripe.customers.list({ email: 'seeded@example.com', limit: 1 })).data;
    expect(found?.id).toBe(customer.id);
    const subscriptions = await stripe.subscriptions.list({
      customer: customer.id,
      status: 'active',
      expand: ['data.items.data.price.product'],
    });
    expect((subscriptions.data[0]?.items.data[0]?.price.product as Stripe.Product).name).toBe(
      'Gold',
    );
  });

  it('subscribes an existing customer, or makes one with metadata, through the control endpoint', async () => {
    const own = await stripe.customers.create({ metadata: { firebase_uid: 'u-own' } });
    const linked = await postForm(`${server.url}/_stand-in/customers-with-subscription`, {
      customer: own.id,
      product_name: 'Silver',
    });
    expect(((await linked.json()) as { customer: Stripe.Customer }).customer.id).toBe(own.id);
    expect((await stripe.subscriptions.list({ customer: own.id })).data).toHaveLength(1);

    const missing = await postForm(`${server.url}/_stand-in/customers-with-subscription`, {
      customer: 'cus_nope',
    });
    expect(missing.status).toBe(404);

    const withMetadata = await postForm(`${server.url}/_stand-in/customers-with-subscription`, {
      email: 'meta@example.com',
      'metadata[firebase_uid]': 'u-meta',
    });
    const { customer } = (await withMetadata.json()) as { customer: Stripe.Customer };
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      metadata: { firebase_uid: 'u-meta' },
    });
  });

  it('rejects a one-time price', async () => {
    const customer = await stripe.customers.create({ email: 'x@example.com' });
    const price = await stripe.prices.create({
      currency: 'eur',
      unit_amount: 500,
      product_data: { name: 'One-off' },
    });
    const error = await stripe.subscriptions
      .create({ customer: customer.id, items: [{ price: price.id }] })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 400, param: 'items[0][price]' });
  });
});

describe('billing portal', () => {
  it('creates a portal session whose page lists subscriptions, cancels one and links back', async () => {
    const customer = await stripe.customers.create({
      email: 'portal@example.com',
      name: 'Pat <Portal>',
    });
    const price = await stripe.prices.create({
      currency: 'eur',
      unit_amount: 1299,
      recurring: { interval: 'month' },
      product_data: { name: 'Brunch Pass' },
    });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
    });
    const session = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:5173/dashboard',
    });
    expect(session).toMatchObject({
      object: 'billing_portal.session',
      customer: customer.id,
      return_url: 'http://localhost:5173/dashboard',
      livemode: false,
    });
    expect(session.id).toMatch(/^bps_/);
    expect(session.url).toBe(`${server.url}/portal/${session.id}`);

    const html = await (await fetch(session.url)).text();
    expect(html).toContain('Pat &lt;Portal&gt;');
    expect(html).toContain('Brunch Pass');
    expect(html).toContain('€12.99 / month');
    expect(html).toContain('href="http://localhost:5173/dashboard">Return</a>');

    const cancel = await postForm(
      `${server.url}/portal/${session.id}/subscriptions/${subscription.id}/cancel`,
    );
    expect(cancel.status).toBe(303);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
  });

  it('requires an existing customer', async () => {
    const error = await stripe.billingPortal.sessions
      .create({ customer: 'cus_missing' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'customer' });
  });
});
