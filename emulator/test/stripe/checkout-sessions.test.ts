// Checkout Sessions through the real stripe SDK: create with what the functions send, retrieve,
// list, expire, idempotency and Stripe's error shapes.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeStandInServer } from '../../src/stripe/index.js';
import {
  API_KEY,
  WEBHOOK_SECRET,
  WebhookReceiver,
  bookingSessionParams,
  startStandIn,
  stripeClient,
} from './helpers.js';

let server: StripeStandInServer;
let receiver: WebhookReceiver;
let stripe: Stripe;

beforeAll(async () => {
  receiver = await new WebhookReceiver().start();
  server = await startStandIn({ webhookUrl: receiver.url });
  stripe = stripeClient(server);
});

afterAll(async () => {
  await server.close();
  await receiver.close();
});

describe('create', () => {
  it('returns a full open session with amounts, metadata and a hosted page url', async () => {
    const params = bookingSessionParams();
    const session = await stripe.checkout.sessions.create(params);
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]{58}$/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 4900,
      amount_total: 4900,
      currency: 'eur',
      customer: null,
      customer_email: 'guest@example.com',
      client_reference_id: 'booking_123',
      metadata: { booking_id: 'booking_123', event_id: 'event_9', user_id: 'uid_1' },
      success_url: 'http://localhost:5173/booking-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:5173/events/event_9',
      expires_at: params.expires_at,
      payment_method_types: ['card'],
      payment_intent: null,
      livemode: false,
      url: `${server.url}/checkout/${session.id}`,
    });
    expect(Math.abs(session.created - Date.now() / 1000)).toBeLessThan(5);
    expect(session.line_items).toBeUndefined();
  });

  it('defaults expires_at to 24 hours after creation', async () => {
    const { expires_at: _omitted, ...params } = bookingSessionParams();
    const session = await stripe.checkout.sessions.create(params);
    expect(session.expires_at - session.created).toBe(24 * 60 * 60);
  });

  it('expands line_items with the inline price and product name', async () => {
    const session = await stripe.checkout.sessions.create({
      ...bookingSessionParams(),
      expand: ['line_items'],
    });
    const item = session.line_items?.data[0];
    expect(item).toMatchObject({
      object: 'item',
      description: 'Halloween Brunch <Special> & Friends',
      quantity: 2,
      amount_total: 4900,
      currency: 'eur',
      price: { object: 'price', unit_amount: 2450, currency: 'eur', type: 'one_time' },
    });
    const lineItems = await stripe.checkout.sessions.listLineItems(session.id);
    expect(lineItems.data.map((i) => i.id)).toEqual([item?.id]);
  });

  it('uses an existing price', async () => {
    const price = await stripe.prices.create({
      currency: 'EUR',
      unit_amount: 1500,
      product_data: { name: 'Brunch seat' },
    });
    const session = await stripe.checkout.sessions.create({
      ...bookingSessionParams(),
      line_items: [{ price: price.id, quantity: 3 }],
    });
    expect(session.amount_total).toBe(4500);
  });
});

describe('validation errors, as Stripe reports them', () => {
  async function rejection(params: object, client = stripe): Promise<Stripe.errors.StripeError> {
    const error = await client.checkout.sessions
      .create(params as Stripe.Checkout.SessionCreateParams)
      .then(
        () => {
          throw new Error('expected the call to fail');
        },
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    return error as Stripe.errors.StripeError;
  }

  it('rejects an unknown top-level parameter', async () => {
    const error = await rejection({ ...bookingSessionParams(), colour: 'blue' });
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'colour',
      message: 'Received unknown parameter: colour',
    });
  });

  it('rejects an unknown nested parameter with its full path', async () => {
    const params = bookingSessionParams();
    const error = await rejection({
      ...params,
      line_items: [{ ...params.line_items?.[0], colour: 'red' }],
    });
    expect(error.param).toBe('line_items[0][colour]');
  });

  it('names a missing required parameter', async () => {
    const { mode: _mode, ...params } = bookingSessionParams();
    const noLineItems = await rejection({ ...params, line_items: undefined });
    expect(noLineItems).toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'line_items',
      message: 'Missing required param: line_items.',
    });
    const noName = await rejection({
      ...params,
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: 'eur',
            unit_amount: 100,
            product_data: { description: 'no name' },
          },
          quantity: 1,
        },
      ],
    });
    expect(noName.param).toBe('line_items[0][price_data][product_data][name]');
  });

  it('follows the caller’s API version: endive defaults mode and dropped payment_method_types', async () => {
    const { mode: _mode, ...params } = bookingSessionParams();
    expect((await stripe.checkout.sessions.create(params)).mode).toBe('payment');
    const dropped = await rejection({ ...params, payment_method_types: ['card'] });
    expect(dropped.message).toBe('Received unknown parameter: payment_method_types');
    const allowed = await stripe.checkout.sessions.create({
      ...params,
      allowed_payment_method_types: ['card', 'paypal'],
    });
    expect(allowed).toMatchObject({
      allowed_payment_method_types: ['card', 'paypal'],
      payment_method_types: ['card', 'paypal'],
    });

    const basil = stripeClient(server, API_KEY, '2025-03-31.basil');
    const noMode = await rejection(params, basil);
    expect(noMode).toMatchObject({
      code: 'parameter_missing',
      param: 'mode',
      message: 'Missing required param: mode.',
    });
    const legacy = await basil.checkout.sessions.create({
      ...params,
      mode: 'payment',
      payment_method_types: ['card'],
    } as Stripe.Checkout.SessionCreateParams);
    expect(legacy.payment_method_types).toEqual(['card']);
  });

  it('rejects a non-integer amount and an invalid enum value', async () => {
    const bad = await rejection({
      ...bookingSessionParams(),
      line_items: [
        {
          price_data: { currency: 'eur', unit_amount: 'ten', product_data: { name: 'x' } },
          quantity: 1,
        },
      ],
    });
    expect(bad).toMatchObject({
      code: 'parameter_invalid_integer',
      param: 'line_items[0][price_data][unit_amount]',
    });
    const mode = await rejection({ ...bookingSessionParams(), mode: 'gift' });
    expect(mode.message).toBe('Invalid mode: must be one of payment, setup, or subscription');
  });

  it('enforces expires_at between 30 minutes and 24 hours ahead', async () => {
    const now = Math.floor(Date.now() / 1000);
    const soon = await rejection(bookingSessionParams({ expires_at: now + 10 * 60 }));
    expect(soon).toMatchObject({
      param: 'expires_at',
      message:
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    });
    const late = await rejection(bookingSessionParams({ expires_at: now + 25 * 60 * 60 }));
    expect(late.message).toBe(
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    );
  });

  it('rejects a bad e-mail, a bad URL and an unknown customer', async () => {
    expect((await rejection(bookingSessionParams({ customer_email: 'not-an-email' }))).code).toBe(
      'email_invalid',
    );
    expect((await rejection(bookingSessionParams({ success_url: 'booking-success' }))).param).toBe(
      'success_url',
    );
    const { customer_email: _e, ...params } = bookingSessionParams();
    const missing = await rejection({ ...params, customer: 'cus_nope' });
    expect(missing).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_nope'",
    });
  });

  it('answers 404 resource_missing for an unknown session', async () => {
    const error = await stripe.checkout.sessions
      .retrieve('cs_test_missing')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such checkout.session: 'cs_test_missing'",
    });
  });

  it('answers 401 without a valid API key', async () => {
    const anonymous = await fetch(`${server.url}/v1/checkout/sessions`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { message: string } }).error.message).toMatch(
      /^You did not provide an API key/,
    );
    const live = await stripeClient(server, 'sk_live_abcdef123456')
      .customers.list()
      .catch((e: unknown) => e);
    expect(live).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((live as Stripe.errors.StripeError).message).toBe(
      'Invalid API Key provided: sk_live_********3456',
    );
  });

  it('answers a malformed body with a clear error and keeps serving', async () => {
    const response = await fetch(`${server.url}/v1/customers`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${API_KEY}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'email=%E0%A4%A&metadata[a=1',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { type: string; message: string } };
    expect(body.error).toEqual({
      type: 'invalid_request_error',
      message: 'Invalid URL encoding: %E0%A4%A',
    });
    const control = await fetch(`${server.url}/_stand-in/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(control.status).toBe(400);
    expect((await stripe.customers.list({ limit: 1 })).object).toBe('list');
  });

  it('answers an unknown URL like Stripe', async () => {
    const response = await fetch(`${server.url}/v1/payouts/abc`, {
      headers: { Authorization: `Bearer ${API_KEY}` },
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /^Unrecognized request URL \(GET: \/v1\/payouts\/abc\)/,
    );
  });
});

describe('retrieve and list', () => {
  it('retrieves a session, tolerating expand', async () => {
    const created = await stripe.checkout.sessions.create(bookingSessionParams());
    const fetched = await stripe.checkout.sessions.retrieve(created.id, {
      expand: ['line_items', 'payment_intent'],
    });
    expect(fetched.id).toBe(created.id);
    expect(fetched.payment_intent).toBeNull();
    expect(fetched.line_items?.data).toHaveLength(1);
    const invalid = await stripe.checkout.sessions
      .retrieve(created.id, { expand: ['currency'] })
      .catch((e: unknown) => e);
    expect(invalid).toMatchObject({
      statusCode: 400,
      message: 'This property cannot be expanded (currency).',
    });
  });

  it('lists newest first and pages with limit / starting_after', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (
          await stripe.checkout.sessions.create(
            bookingSessionParams({ client_reference_id: `page_${i}` }),
          )
        ).id,
      );
    const first = await stripe.checkout.sessions.list({ limit: 2 });
    expect(first).toMatchObject({ object: 'list', has_more: true, url: '/v1/checkout/sessions' });
    expect(first.data.map((s) => s.id)).toEqual([ids[2], ids[1]]);
    const next = await stripe.checkout.sessions.list({ limit: 1, starting_after: ids[1] });
    expect(next.data.map((s) => s.id)).toEqual([ids[0]]);
    const all: string[] = [];
    for await (const session of stripe.checkout.sessions.list({ limit: 2 })) all.push(session.id);
    expect(all.slice(0, 3)).toEqual([ids[2], ids[1], ids[0]]);
  });
});

describe('expire', () => {
  it('expires an open session, emits checkout.session.expired, and refuses to expire it twice', async () => {
    const created = await stripe.checkout.sessions.create(bookingSessionParams());
    const expired = await stripe.checkout.sessions.expire(created.id);
    expect(expired).toMatchObject({
      id: created.id,
      status: 'expired',
      payment_status: 'unpaid',
      url: null,
    });

    const [delivery] = await receiver.waitFor(
      'checkout.session.expired',
      (e) => (e.data.object as Stripe.Checkout.Session).id === created.id,
    );
    const event = stripe.webhooks.constructEvent(
      delivery?.body ?? '',
      delivery?.signature ?? '',
      WEBHOOK_SECRET,
    );
    expect(event.type).toBe('checkout.session.expired');
    expect(event.data.object).toMatchObject({
      id: created.id,
      status: 'expired',
      metadata: { booking_id: 'booking_123' },
    });
    expect(event.request?.id).toMatch(/^req_/);

    const again = await stripe.checkout.sessions.expire(created.id).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((again as Stripe.errors.StripeError).message).toContain(
      'This Checkout Session has a status of "expired"',
    );

    const listed = await stripe.events.list({ type: 'checkout.session.expired' });
    expect(listed.data.some((e) => e.id === event.id)).toBe(true);
    expect((await stripe.events.retrieve(event.id)).type).toBe('checkout.session.expired');
  });
});

describe('idempotency', () => {
  it('replays the same response for the same key and params', async () => {
    const params = bookingSessionParams();
    const first = await stripe.checkout.sessions.create(params, {
      idempotencyKey: 'booking_123-attempt-1',
    });
    const second = await stripe.checkout.sessions.create(params, {
      idempotencyKey: 'booking_123-attempt-1',
    });
    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
  });

  it('rejects the same key with different params', async () => {
    await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'key-reused' });
    const error = await stripe.customers
      .create({ email: 'b@example.com' }, { idempotencyKey: 'key-reused' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect((error as Stripe.errors.StripeError).message).toMatch(
      /^Keys for idempotent requests can only be used with the same parameters/,
    );
  });
});
