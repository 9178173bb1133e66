// The webhook acts on the events in HANDLED_STRIPE_EVENTS (= STRIPE_WEBHOOK_EVENTS, the preflight
// checks) and only acknowledges any other type: an endpoint enabled for more gets no side effect.
import { signatureHeader } from '@brunchers/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, STRIPE_WEBHOOK_EVENTS } from '@brunchers/model';
import {
  HANDLED_STRIPE_EVENTS,
  handleStripeWebhook,
} from '../../src/checkout/stripeWebhook.handler.js';
import { WEBHOOK_SECRET, startStack, type Stack } from '../support/stack.js';
import { seedEvent } from '../support/fixtures.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

function signed(event: object) {
  const payload = JSON.stringify(event);
  return {
    method: 'POST',
    rawBody: Buffer.from(payload),
    signature: signatureHeader(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000)),
  };
}

describe('events the webhook does not handle', () => {
  it('are not in the list, and are acknowledged without touching a booking', async () => {
    const unhandled = 'checkout.session.created_elsewhere';
    expect([...STRIPE_WEBHOOK_EVENTS, ...HANDLED_STRIPE_EVENTS]).not.toContain(unhandled);
    await seedEvent(stack.db, 'untouched', { spots_total: 4, spots_left: 3 });
    await stack.db
      .collection(COLLECTIONS.bookings)
      .doc('b-untouched')
      .set({ status: 'pending', event_id: 'untouched' });
    for (const type of [unhandled, 'customer.created', 'payment_intent.succeeded']) {
      const answer = await handleStripeWebhook(
        signed({
          id: `evt_${type.replace(/\W/g, '_')}`,
          object: 'event',
          type,
          created: Math.floor(Date.now() / 1000),
          data: {
            object: {
              id: 'cs_test_x',
              object: 'checkout.session',
              metadata: { bookingId: 'b-untouched' },
            },
          },
        }),
        {
          db: stack.db,
          stripe: stack.stripe,
          webhookSecret: WEBHOOK_SECRET,
          clock: () => new Date(),
        },
      );
      expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
    }
    expect(
      (await stack.db.collection(COLLECTIONS.bookings).doc('b-untouched').get()).data(),
    ).toEqual({
      status: 'pending',
      event_id: 'untouched',
    });
    expect(
      (await stack.db.collection(COLLECTIONS.events).doc('untouched').get()).get('spots_left'),
    ).toBe(3);
  });
});
