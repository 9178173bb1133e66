// The hosted test checkout page and what paying or cancelling there does: session state, the
// redirect, and the signed checkout.session.completed webhook (verified with the SDK), with retries.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeStandInServer } from '../../src/stripe/index.js';
import {
  WEBHOOK_SECRET,
  WebhookReceiver,
  bookingSessionParams,
  postForm,
  startStandIn,
  stripeClient,
} from './helpers.js';

let server: StripeStandInServer;
let receiver: WebhookReceiver;
let stripe: Stripe;
/** The stand-in's clock runs this far ahead of the real one (to see sessions expire). */
let clockOffsetMs = 0;

beforeAll(async () => {
  receiver = await new WebhookReceiver().start();
  server = await startStandIn({
    webhookUrl: receiver.url,
    clock: () => Date.now() + clockOffsetMs,
    expirySweepMs: 25,
  });
  stripe = stripeClient(server);
});

afterAll(async () => {
  await server.close();
  await receiver.close();
});

const sessionId = (event: Stripe.Event) => (event.data.object as { id: string }).id;

describe('the checkout page', () => {
  it('shows line items, quantities, the total in euros, the e-mail and Pay / Cancel', async () => {
    const session = await stripe.checkout.sessions.create(bookingSessionParams());
    const response = await fetch(session.url ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Halloween Brunch &lt;Special&gt; &amp; Friends');
    expect(html).toMatch(/<td class="num">2<\/td>/);
    expect(html).toContain('€24.50');
    expect(html).toContain('Pay €49.00');
    expect(html).toContain('guest@example.com');
    expect(html).toContain(`action="/checkout/${session.id}/pay"`);
    expect(html).toContain(`action="/checkout/${session.id}/cancel"`);
    expect(html).not.toMatch(/<script|<link|src="http/);
  });

  it('asks for an e-mail when the session has none', async () => {
    const { customer_email: _e, ...params } = bookingSessionParams();
    const session = await stripe.checkout.sessions.create(params);
    const html = await (await fetch(session.url ?? '')).text();
    expect(html).toMatch(
      /<label for="email">E-mail<\/label><input id="email" name="email" type="email"/,
    );
    const refused = await postForm(`${server.url}/checkout/${session.id}/pay`, { email: 'nope' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Please enter a valid e-mail address.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('answers 404 for an unknown session', async () => {
    expect((await fetch(`${server.url}/checkout/cs_test_unknown`)).status).toBe(404);
  });
});

describe('Pay', () => {
  it('completes the session, redirects to success_url with the id, and delivers a verifiable completed event', async () => {
    const session = await stripe.checkout.sessions.create(bookingSessionParams());
    const response = await postForm(`${server.url}/checkout/${session.id}/pay`, {
      name: 'Ada Guest',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://localhost:5173/booking-success?session_id=${session.id}`,
    );

    const paid = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent'],
    });
    expect(paid).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      url: null,
      customer_details: { email: 'guest@example.com', name: 'Ada Guest' },
    });
    const paymentIntent = paid.payment_intent as Stripe.PaymentIntent;
    expect(paymentIntent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 4900,
      currency: 'eur',
    });
    expect(paymentIntent.id).toMatch(/^pi_/);

    const [delivery] = await receiver.waitFor(
      'checkout.session.completed',
      (e) => sessionId(e) === session.id,
    );
    const event = stripe.webhooks.constructEvent(
      delivery?.body ?? '',
      delivery?.signature ?? '',
      WEBHOOK_SECRET,
    );
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      livemode: false,
      api_version: '2026-10-28.endive',
    });
    expect(event.id).toMatch(/^evt_/);
    expect(event.data.object).toMatchObject({
      id: session.id,
      payment_status: 'paid',
      payment_intent: paymentIntent.id,
      metadata: { booking_id: 'booking_123' },
    });
    expect(() =>
      stripe.webhooks.constructEvent(
        delivery?.body ?? '',
        delivery?.signature ?? '',
        'whsec_wrong',
      ),
    ).toThrow(/No signatures found matching/);
  });

  it('shows an error page when paying a session that is already paid or expired', async () => {
    const paid = await stripe.checkout.sessions.create(bookingSessionParams());
    await postForm(`${server.url}/checkout/${paid.id}/pay`);
    const twice = await postForm(`${server.url}/checkout/${paid.id}/pay`);
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain('This checkout session has already been paid.');

    const expired = await stripe.checkout.sessions.create(bookingSessionParams());
    await stripe.checkout.sessions.expire(expired.id);
    const late = await postForm(`${server.url}/checkout/${expired.id}/pay`);
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('This checkout session has expired.');
    expect((await stripe.checkout.sessions.retrieve(expired.id)).status).toBe('expired');
  });

  it('retries a webhook the endpoint refuses, with the same event and growing delays, until it is accepted', async () => {
    const session = await stripe.checkout.sessions.create(bookingSessionParams());
    receiver.answerNext(500, 503, 500);
    await postForm(`${server.url}/checkout/${session.id}/pay`);
    const deliveries = await receiver.waitFor(
      'checkout.session.completed',
      (e) => sessionId(e) === session.id,
      4,
    );
    expect(deliveries).toHaveLength(4);
    // Exponential backoff (helpers: 20 ms doubling, capped at 80 ms): each gap is at least its
    // delay. Lower bounds only — a busy machine may stretch any gap, never shorten it (timers may
    // fire up to 1 ms early). A fixed 20 ms retry would fail the second and third.
    const gaps = deliveries.slice(1).map((d, i) => d.receivedAt - deliveries[i]!.receivedAt);
    expect(gaps[0]).toBeGreaterThanOrEqual(19);
    expect(gaps[1]).toBeGreaterThanOrEqual(39);
    expect(gaps[2]).toBeGreaterThanOrEqual(79);
    expect(new Set(deliveries.map((d) => d.event.id)).size).toBe(1);
    for (const d of deliveries)
      expect(stripe.webhooks.constructEvent(d.body, d.signature, WEBHOOK_SECRET).id).toBe(
        d.event.id,
      );
    await expect
      .poll(
        async () => (await stripe.events.retrieve(deliveries[0]?.event.id ?? '')).pending_webhooks,
      )
      .toBe(0);
  });
});

describe('Pay in subscription mode', () => {
  it('creates the customer and an active subscription, and refuses one-time-only items', async () => {
    const price = await stripe.prices.create({
      currency: 'eur',
      unit_amount: 999,
      recurring: { interval: 'month' },
      product_data: { name: 'Brunch Club' },
    });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id, quantity: 1 }],
      customer_email: 'member@example.com',
      success_url: 'http://localhost:5173/profile',
    });
    expect(session).toMatchObject({
      mode: 'subscription',
      amount_total: 999,
      customer_creation: null,
    });
    await postForm(`${server.url}/checkout/${session.id}/pay`);
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(paid).toMatchObject({ status: 'complete', payment_intent: null });
    const subscription = paid.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'active',
      customer: paid.customer,
    });
    const [customer] = (await stripe.customers.list({ email: 'member@example.com' })).data;
    expect(customer?.id).toBe(paid.customer);
    await receiver.waitFor(
      'customer.subscription.created',
      (e) => sessionId(e) === subscription.id,
    );

    const oneTime = await stripe.checkout.sessions
      .create({ ...bookingSessionParams(), mode: 'subscription' })
      .catch((e: unknown) => e);
    expect(oneTime).toMatchObject({ statusCode: 400, param: 'line_items' });
  });

  it('copies subscription_data metadata onto the subscription; payment mode refuses it', async () => {
    const price = await stripe.prices.create({
      currency: 'eur',
      unit_amount: 9000,
      recurring: { interval: 'year' },
      product_data: { name: 'Brunch Club yearly' },
    });
    const customer = await stripe.customers.create({ metadata: { firebase_uid: 'u-sub' } });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      subscription_data: { metadata: { firebase_uid: 'u-sub' } },
      success_url: 'http://localhost:5173/profile',
    });
    await postForm(`${server.url}/checkout/${session.id}/pay`, { email: 'sub@example.com' });
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(paid.subscription).toMatchObject({
      customer: customer.id,
      metadata: { firebase_uid: 'u-sub' },
    });
    const [created] = await receiver.waitFor(
      'customer.subscription.created',
      (e) => sessionId(e) === (paid.subscription as Stripe.Subscription).id,
    );
    expect((created?.event.data.object as Stripe.Subscription).metadata).toEqual({
      firebase_uid: 'u-sub',
    });

    const refused = await stripe.checkout.sessions
      .create({ ...bookingSessionParams(), subscription_data: { metadata: { a: 'b' } } })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ statusCode: 400, param: 'subscription_data' });
  });
});

describe('dashboard', () => {
  it('lists the latest sessions and what happened to each event delivery', async () => {
    const session = await stripe.checkout.sessions.create(bookingSessionParams());
    receiver.answerNext(500);
    await postForm(`${server.url}/checkout/${session.id}/pay`);
    const [delivery] = await receiver.waitFor(
      'checkout.session.completed',
      (e) => sessionId(e) === session.id,
      2,
    );
    const dashboard = () => fetch(`${server.url}/`).then((r) => r.text());
    await expect
      .poll(dashboard)
      .toMatch(
        new RegExp(`${delivery?.event.id}</td><td>delivered after 2 attempts \\(HTTP 200\\)`),
      );
    const html = await dashboard();
    expect(html).toContain(`<td>${session.id}</td>`);
    expect(html).toContain(`<code>${receiver.url}</code>`);
  });
});

describe('Cancel', () => {
  it('redirects to cancel_url and leaves the session open', async () => {
    const session = await stripe.checkout.sessions.create(bookingSessionParams());
    const response = await postForm(`${server.url}/checkout/${session.id}/cancel`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://localhost:5173/events/event_9');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });
});

describe('expiry by time', () => {
  it('lets the sweep expire a session once expires_at has passed, emitting checkout.session.expired', async () => {
    const session = await stripe.checkout.sessions.create(bookingSessionParams());
    clockOffsetMs = 32 * 60 * 1000;
    try {
      // No request touches the session: the periodic sweep alone must notice.
      const [delivery] = await receiver.waitFor(
        'checkout.session.expired',
        (e) => sessionId(e) === session.id,
      );
      const event = stripe.webhooks.constructEvent(
        delivery?.body ?? '',
        delivery?.signature ?? '',
        WEBHOOK_SECRET,
      );
      expect(event.data.object).toMatchObject({ id: session.id, status: 'expired' });
      expect(event.request).toEqual({ id: null, idempotency_key: null });
      expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
      const page = await fetch(`${server.url}/checkout/${session.id}`).then((r) => r.text());
      expect(page).toContain('This checkout session has expired.');
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('times a session out through the control endpoint', async () => {
    const session = await stripe.checkout.sessions.create(bookingSessionParams());
    const response = await postForm(
      `${server.url}/_stand-in/checkout/sessions/${session.id}/time-out`,
    );
    expect(response.status).toBe(200);
    await receiver.waitFor('checkout.session.expired', (e) => sessionId(e) === session.id);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    const again = await postForm(
      `${server.url}/_stand-in/checkout/sessions/${session.id}/time-out`,
    );
    expect(again.status).toBe(400);
  });
});
