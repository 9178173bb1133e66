// createCheckout's handler against the local Firestore and the Stripe stand-in.

import { Timestamp } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, CHECKOUT_HOLD_MINUTES } from '@brunchers/model';
import { handleCreateCheckout } from '../../src/checkout/createCheckout.handler.js';
import type { CheckoutDeps } from '../../src/checkout/deps.js';
import { APP_URL, startStack, type Stack } from '../support/stack.js';
import { BAD_INPUT_CORPUS, seedBadInputEvents } from '../support/badInput.js';
import { countDocs, httpsErrorOf, member, seedEvent } from '../support/fixtures.js';

let stack: Stack;
let deps: CheckoutDeps;

beforeAll(async () => {
  stack = await startStack();
  deps = { db: stack.db, stripe: stack.stripe, appUrl: APP_URL, clock: () => new Date() };
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

async function spotsLeft(eventId: string): Promise<number> {
  return (await stack.db.collection(COLLECTIONS.events).doc(eventId).get()).get(
    'spots_left',
  ) as number;
}

describe('createCheckout — happy paths', () => {
  it('holds seats, writes a pending booking and opens a matching Checkout session', async () => {
    await seedEvent(stack.db, 'e1', { price: 24.5, spots_left: 8, spots_total: 20 });
    const before = Date.now();
    const out = await handleCreateCheckout(
      { data: { eventId: 'e1', guestCount: 3 }, auth: member('u1') },
      deps,
    );

    expect(await spotsLeft('e1')).toBe(5);
    const booking = await stack.db.collection(COLLECTIONS.bookings).doc(out.bookingId).get();
    expect(booking.data()).toMatchObject({
      user_id: 'u1',
      event_id: 'e1',
      event_title: 'Sunday Garden Brunch',
      guest_count: 3,
      total_amount: 73.5,
      total_amount_cents: 7350,
      currency: 'eur',
      status: 'pending',
      checkout_session_id: out.sessionId,
      guest_name: null,
      guest_email: null,
    });
    const holdMs = (booking.get('hold_expires_at') as Timestamp).toMillis();
    // 31 minutes: a minute over Stripe's 30-minute minimum for expires_at.
    expect(CHECKOUT_HOLD_MINUTES).toBe(31);
    expect(holdMs - before).toBeGreaterThanOrEqual(31 * 60_000);
    expect(holdMs - before).toBeLessThan(32 * 60_000);

    const session = await stack.stripe.checkout.sessions.retrieve(out.sessionId, {
      expand: ['line_items'],
    });
    expect(out.url).toBe(session.url);
    expect(session).toMatchObject({
      mode: 'payment',
      currency: 'eur',
      amount_total: 7350,
      customer_email: 'u1@example.com',
      metadata: { bookingId: out.bookingId, eventId: 'e1' },
      success_url: `${APP_URL}/booking-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${APP_URL}/event/e1?cancelled_booking=${out.bookingId}`,
      expires_at: holdMs / 1000,
    });
    expect(session.line_items?.data[0]).toMatchObject({
      quantity: 3,
      price: { unit_amount: 2450, currency: 'eur' },
    });
  });

  it('books for a guest with name and e-mail', async () => {
    await seedEvent(stack.db, 'e2');
    const out = await handleCreateCheckout(
      {
        data: {
          eventId: 'e2',
          guestCount: 1,
          guestName: ' Maria ',
          guestEmail: 'maria@example.org',
        },
      },
      deps,
    );
    const booking = await stack.db.collection(COLLECTIONS.bookings).doc(out.bookingId).get();
    expect(booking.data()).toMatchObject({
      user_id: null,
      guest_name: 'Maria',
      guest_email: 'maria@example.org',
    });
    expect((await stack.stripe.checkout.sessions.retrieve(out.sessionId)).customer_email).toBe(
      'maria@example.org',
    );
  });

  it('sells the last seats exactly once when many members race for them', async () => {
    await seedEvent(stack.db, 'race', { spots_left: 5 });
    const attempts = Array.from({ length: 25 }, (_, i) =>
      handleCreateCheckout(
        { data: { eventId: 'race', guestCount: 1 }, auth: member(`racer${i}`) },
        deps,
      ).then(
        () => 'held',
        (error: { code: string }) => error.code,
      ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 'held')).toHaveLength(5);
    expect(new Set(outcomes.filter((o) => o !== 'held'))).toEqual(new Set(['failed-precondition']));
    expect(await spotsLeft('race')).toBe(0);
    expect(await countDocs(stack.db, COLLECTIONS.bookings)).toBe(5);
  });
});

describe('createCheckout — bad input writes nothing', () => {
  it.each(BAD_INPUT_CORPUS)(
    '%s → invalid-argument or failed-precondition',
    async (_label, data, signedIn) => {
      await seedBadInputEvents(stack.db);
      const error = await httpsErrorOf(
        handleCreateCheckout({ data, auth: signedIn ? member('u1') : null }, deps),
      );
      expect(['invalid-argument', 'failed-precondition']).toContain(error.code);
      expect(error.message.length).toBeGreaterThan(0);
      expect(error.message.length).toBeLessThanOrEqual(200);
      expect(await countDocs(stack.db, COLLECTIONS.bookings)).toBe(0);
      expect(await spotsLeft('e-bad')).toBe(3);
    },
  );

  it('says why when seats run out', async () => {
    await seedEvent(stack.db, 'full', { spots_left: 0 });
    await seedEvent(stack.db, 'few', { spots_left: 2 });
    const soldOut = await httpsErrorOf(
      handleCreateCheckout({ data: { eventId: 'full', guestCount: 1 }, auth: member('u1') }, deps),
    );
    const tooMany = await httpsErrorOf(
      handleCreateCheckout({ data: { eventId: 'few', guestCount: 3 }, auth: member('u1') }, deps),
    );
    expect(soldOut).toMatchObject({
      code: 'failed-precondition',
      message: 'This event is sold out.',
    });
    expect(tooMany).toMatchObject({
      code: 'failed-precondition',
      message: 'Only 2 spots are left for this event.',
    });
  });
});

describe('createCheckout — Stripe failure', () => {
  it('releases the hold and answers a clean unavailable error', async () => {
    await seedEvent(stack.db, 'e3', { spots_left: 4 });
    const deadStripe = new Stripe('sk_test_dead', {
      host: '127.0.0.1',
      port: 9,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const error = await httpsErrorOf(
      handleCreateCheckout(
        { data: { eventId: 'e3', guestCount: 2 }, auth: member('u1') },
        { ...deps, stripe: deadStripe },
      ),
    );
    expect(error.code).toBe('unavailable');
    expect(error.message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|sk_test/);
    expect(await spotsLeft('e3')).toBe(4);
    const bookings = await stack.db.collection(COLLECTIONS.bookings).get();
    expect(bookings.docs.map((doc) => doc.get('status'))).toEqual(['cancelled']);
  });
});
