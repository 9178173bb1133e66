// Delayed payments (SEPA Direct Debit on the hosted page, settled through the control endpoint)
// and refunds (/v1/refunds), all through the real SDK, fetch and the signed webhooks.
import Stripe from 'stripe';
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

beforeAll(async () => {
  receiver = await new WebhookReceiver().start();
  server = await startStandIn({ webhookUrl: receiver.url });
  stripe = stripeClient(server);
});

afterAll(async () => {
  await server.close();
  await receiver.close();
});

const objectId = (event: Stripe.Event) => (event.data.object as { id: string }).id;

function settle(sessionId: string, outcome: string): Promise<Response> {
  return postForm(`${server.url}/_stand-in/checkout/sessions/${sessionId}/async-payment`, {
    outcome,
  });
}

async function paidByCard(): Promise<{ session: Stripe.Checkout.Session; paymentIntent: string }> {
  const created = await stripe.checkout.sessions.create(bookingSessionParams());
  await postForm(`${server.url}/checkout/${created.id}/pay`);
  const session = await stripe.checkout.sessions.retrieve(created.id);
  return { session, paymentIntent: session.payment_intent as string };
}

async function errorOf(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (error) {
    return error as Stripe.errors.StripeError;
  }
  throw new Error('expected the call to fail');
}

describe('SEPA Direct Debit on the checkout page', () => {
  it('offers the delayed method next to the card for one-off payments', async () => {
    const session = await stripe.checkout.sessions.create(bookingSessionParams());
    const html = await (await fetch(session.url ?? '')).text();
    expect(html).toContain('<legend>Payment method</legend>');
    expect(html).toMatch(/<input type="radio" name="payment_method" value="card" checked>/);
    expect(html).toMatch(/<input type="radio" name="payment_method" value="sepa_debit">/);

    const cardOnly = await stripe.checkout.sessions.create(
      bookingSessionParams({
        allowed_payment_method_types: ['card'],
      } as Partial<Stripe.Checkout.SessionCreateParams>),
    );
    expect(await (await fetch(cardOnly.url ?? '')).text()).not.toContain('sepa_debit');
  });

  it('completes the session unpaid with a processing PaymentIntent; success later pays it', async () => {
    const created = await stripe.checkout.sessions.create(bookingSessionParams());
    const pay = await postForm(`${server.url}/checkout/${created.id}/pay`, {
      payment_method: 'sepa_debit',
    });
    expect(pay.status).toBe(303);

    const pending = await stripe.checkout.sessions.retrieve(created.id, {
      expand: ['payment_intent'],
    });
    expect(pending).toMatchObject({ status: 'complete', payment_status: 'unpaid', url: null });
    expect(pending.payment_intent).toMatchObject({
      status: 'processing',
      amount: 4900,
      amount_received: 0,
      payment_method_types: ['sepa_debit'],
    });
    const [completed] = await receiver.waitFor(
      'checkout.session.completed',
      (e) => objectId(e) === created.id,
    );
    expect(completed?.event.data.object).toMatchObject({
      status: 'complete',
      payment_status: 'unpaid',
    });

    // A processing payment cannot be refunded yet, nor expired.
    const piId = (pending.payment_intent as Stripe.PaymentIntent).id;
    expect(await errorOf(stripe.refunds.create({ payment_intent: piId }))).toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'charge_not_refundable',
    });
    expect((await errorOf(stripe.checkout.sessions.expire(created.id))).message).toMatch(
      /status of "complete"/,
    );

    const settled = await settle(created.id, 'succeeded');
    expect(settled.status).toBe(200);
    const [succeeded] = await receiver.waitFor(
      'checkout.session.async_payment_succeeded',
      (e) => objectId(e) === created.id,
    );
    const event = stripe.webhooks.constructEvent(
      succeeded?.body ?? '',
      succeeded?.signature ?? '',
      WEBHOOK_SECRET,
    );
    expect(event.data.object).toMatchObject({
      id: created.id,
      status: 'complete',
      payment_status: 'paid',
    });
    expect(await stripe.paymentIntents.retrieve(piId)).toMatchObject({
      status: 'succeeded',
      amount_received: 4900,
    });

    // Settled once only.
    expect((await settle(created.id, 'failed')).status).toBe(400);
  });

  it('a failed debit leaves the session unpaid and emits async_payment_failed', async () => {
    const created = await stripe.checkout.sessions.create(bookingSessionParams());
    await postForm(`${server.url}/checkout/${created.id}/pay`, { payment_method: 'sepa_debit' });
    expect((await settle(created.id, 'maybe')).status).toBe(400);
    expect((await settle(created.id, 'failed')).status).toBe(200);

    const [failed] = await receiver.waitFor(
      'checkout.session.async_payment_failed',
      (e) => objectId(e) === created.id,
    );
    expect(failed?.event.data.object).toMatchObject({
      status: 'complete',
      payment_status: 'unpaid',
    });
    const session = await stripe.checkout.sessions.retrieve(created.id, {
      expand: ['payment_intent'],
    });
    expect(session.payment_intent).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_method_provider_decline' },
    });
  });

  it('refuses to settle a card payment or an unknown session', async () => {
    const { session } = await paidByCard();
    expect((await settle(session.id, 'succeeded')).status).toBe(400);
    expect((await settle('cs_test_nope', 'succeeded')).status).toBe(404);
  });
});

describe('refunds', () => {
  it('refunds a paid session in full, once, and announces it', async () => {
    const { paymentIntent } = await paidByCard();
    const refund = await stripe.refunds.create({
      payment_intent: paymentIntent,
      metadata: { bookingId: 'b1' },
    });
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 4900,
      currency: 'eur',
      payment_intent: paymentIntent,
      status: 'succeeded',
      metadata: { bookingId: 'b1' },
    });
    expect(refund.id).toMatch(/^re_/);
    expect(refund.charge).toMatch(/^ch_/);
    expect(await stripe.refunds.retrieve(refund.id)).toEqual(refund);

    const [announced] = await receiver.waitFor('refund.created', (e) => objectId(e) === refund.id);
    expect(
      stripe.webhooks.constructEvent(
        announced?.body ?? '',
        announced?.signature ?? '',
        WEBHOOK_SECRET,
      ).type,
    ).toBe('refund.created');

    const again = await errorOf(stripe.refunds.create({ payment_intent: paymentIntent }));
    expect(again).toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'charge_already_refunded',
    });
    expect(
      (await stripe.refunds.list({ payment_intent: paymentIntent })).data.map((r) => r.id),
    ).toEqual([refund.id]);
  });

  it('replays a refund created with the same idempotency key instead of refunding twice', async () => {
    const { paymentIntent } = await paidByCard();
    const first = await stripe.refunds.create(
      { payment_intent: paymentIntent },
      { idempotencyKey: 'refund-booking-7' },
    );
    const second = await stripe.refunds.create(
      { payment_intent: paymentIntent },
      { idempotencyKey: 'refund-booking-7' },
    );
    expect(second.id).toBe(first.id);
    expect((await stripe.refunds.list({ payment_intent: paymentIntent })).data).toHaveLength(1);
  });

  it('refunds in parts by charge, never beyond what was received', async () => {
    const { paymentIntent } = await paidByCard();
    const charge = (await stripe.paymentIntents.retrieve(paymentIntent)).latest_charge as string;
    await stripe.refunds.create({ charge, amount: 1000, reason: 'requested_by_customer' });
    const tooMuch = await errorOf(
      stripe.refunds.create({ payment_intent: paymentIntent, amount: 4000 }),
    );
    expect(tooMuch).toMatchObject({ code: 'amount_too_large', param: 'amount' });
    expect(tooMuch.message).toBe(
      'Refund amount (€40.00) is greater than unrefunded amount on charge (€39.00)',
    );
    const rest = await stripe.refunds.create({ payment_intent: paymentIntent });
    expect(rest.amount).toBe(3900);
    expect((await stripe.refunds.list({ charge })).data.map((r) => r.amount)).toEqual([3900, 1000]);
  });

  it('announces every refund, partial ones too, with the charge in charge.refunded', async () => {
    const { paymentIntent } = await paidByCard();
    const charge = (await stripe.paymentIntents.retrieve(paymentIntent)).latest_charge as string;
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 900 });
    const [partial] = await receiver.waitFor(
      'charge.refunded',
      (e) => objectId(e) === charge && (e.data.object as Stripe.Charge).amount_refunded === 900,
    );
    const partialCharge = stripe.webhooks.constructEvent(
      partial?.body ?? '',
      partial?.signature ?? '',
      WEBHOOK_SECRET,
    ).data.object as Stripe.Charge;
    expect(partialCharge).toMatchObject({
      object: 'charge',
      amount: 4900,
      amount_refunded: 900,
      payment_intent: paymentIntent,
      refunded: false,
    });
    await stripe.refunds.create({ payment_intent: paymentIntent });
    const [full] = await receiver.waitFor(
      'charge.refunded',
      (e) => objectId(e) === charge && (e.data.object as Stripe.Charge).refunded,
    );
    expect((full?.event.data.object as Stripe.Charge | undefined)?.amount_refunded).toBe(4900);
  });

  it('answers Stripe errors for unknown or missing targets', async () => {
    expect(await errorOf(stripe.refunds.create({ payment_intent: 'pi_unknown' }))).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'payment_intent',
    });
    expect(await errorOf(stripe.refunds.create({}))).toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
    });
    expect(await errorOf(stripe.refunds.retrieve('re_unknown'))).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});
