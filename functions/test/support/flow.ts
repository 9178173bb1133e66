// Helpers for the booking flow tests: reading what the functions wrote, signed Stripe events posted
// to the webhook function, and the Stripe stand-in's hosted page and control endpoints.

import type Stripe from 'stripe';
import { COLLECTIONS } from '@brunchers/model';
import { WEBHOOK_SECRET, type Stack } from './stack.js';

export function flow(stack: Stack) {
  async function booking(id: string) {
    return (await stack.db.collection(COLLECTIONS.bookings).doc(id).get()).data();
  }

  /** The public status document /booking-success reads (no personal data). */
  async function sessionStatus(sessionId: string) {
    return (await stack.db.collection(COLLECTIONS.checkoutSessions).doc(sessionId).get()).data();
  }

  async function spotsLeft(eventId: string): Promise<number> {
    return (await stack.db.collection(COLLECTIONS.events).doc(eventId).get()).get(
      'spots_left',
    ) as number;
  }

  /** A signed Stripe event for a Checkout session, as Stripe would POST it. */
  function signedEvent(
    id: string,
    type: string,
    session: Record<string, unknown>,
    secret = WEBHOOK_SECRET,
  ) {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object: { object: 'checkout.session', payment_status: 'paid', ...session } },
    });
    return { payload, header: stack.stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  /** An event the stand-in emitted, signed again as Stripe signs a redelivery. */
  function resigned(event: Stripe.Event) {
    const payload = JSON.stringify(event);
    return {
      payload,
      header: stack.stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    };
  }

  function postWebhook(body: string, signature: string | null) {
    return fetch(stack.functionUrl('stripeWebhook'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      body,
    });
  }

  /** Presses Pay on the stand-in's hosted checkout page (card, or SEPA Direct Debit). */
  function pay(sessionId: string, method: 'card' | 'sepa_debit' = 'card') {
    return fetch(`${stack.stripeServer.url}/checkout/${sessionId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_method: method }).toString(),
      redirect: 'manual',
    });
  }

  /** The bank's answer for a SEPA debit (the stand-in's control endpoint). */
  function settleDebit(sessionId: string, outcome: 'succeeded' | 'failed') {
    return fetch(
      `${stack.stripeServer.url}/_stand-in/checkout/sessions/${sessionId}/async-payment`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `outcome=${outcome}`,
      },
    );
  }

  /** The newest event of a type the stand-in emitted for a session. */
  async function standInEvent(type: string, sessionId: string): Promise<Stripe.Event> {
    const events = await stack.stripe.events.list({ type, limit: 100 });
    const found = events.data.find(
      (event) => (event.data.object as { id?: string }).id === sessionId,
    );
    if (!found) throw new Error(`no ${type} event for ${sessionId}`);
    return found;
  }

  /** Webhook deliveries go to nowhere (held back) or to the functions host. */
  function holdWebhooks(held: boolean): void {
    stack.stripeServer.setWebhookUrl(
      held ? 'http://127.0.0.1:9/unreachable' : stack.functionUrl('stripeWebhook'),
    );
  }

  return {
    booking,
    sessionStatus,
    spotsLeft,
    signedEvent,
    resigned,
    postWebhook,
    pay,
    settleDebit,
    standInEvent,
    holdWebhooks,
  };
}

/** Waits for an asynchronous outcome (webhook deliveries are asynchronous), failing after 10 s. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
