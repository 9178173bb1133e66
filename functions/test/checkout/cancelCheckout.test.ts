// Issue 17 §3: Cancel on Stripe's payment page returns to the event page, which calls
// cancelCheckout: the session is expired at Stripe and the seats come back at once, exactly once
// (the checkout.session.expired webhook Stripe then sends finds nothing left to release). Seats held
// by a checkout in progress are never people going; paid ones are.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attendees, COLLECTIONS, type EventDoc } from '@brunchers/model';
import { startStack, type Stack } from '../support/stack.js';
import { eventually, flow } from '../support/flow.js';
import { callCallable, seedEvent, unsignedIdToken } from '../support/fixtures.js';

let stack: Stack;
let helpers: ReturnType<typeof flow>;

beforeAll(async () => {
  stack = await startStack({ host: true });
  helpers = flow(stack);
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

async function eventSeats(eventId: string) {
  const event = (
    await stack.db.collection(COLLECTIONS.events).doc(eventId).get()
  ).data() as EventDoc;
  return { spotsLeft: event.spots_left, held: event.seats_held ?? 0, going: attendees(event) };
}

async function startCheckout(eventId: string, guests: number, token?: string) {
  const answer = await callCallable(
    stack.functionUrl('createCheckout'),
    token
      ? { eventId, guestCount: guests }
      : { eventId, guestCount: guests, guestName: 'Gina', guestEmail: 'gina@example.org' },
    token,
  );
  expect(answer.status).toBe(200);
  return answer.result as { bookingId: string; sessionId: string };
}

const cancel = (bookingId: string, token?: string) =>
  callCallable(stack.functionUrl('cancelCheckout'), { bookingId }, token);

/** The expired webhook Stripe sends for the session, once the function has processed it. */
const expiredWebhookProcessed = (bookingId: string) =>
  eventually(
    async () =>
      (
        await stack.db
          .collection(COLLECTIONS.stripeEvents)
          .where('booking_id', '==', bookingId)
          .where('type', '==', 'checkout.session.expired')
          .get()
      ).size,
    (count) => count > 0,
  );

describe('cancelCheckout', () => {
  it('expires the session and gives the seats back at once, once', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 12, spots_left: 10 });
    expect(await eventSeats('ev')).toEqual({ spotsLeft: 10, held: 0, going: 2 });
    const { bookingId, sessionId } = await startCheckout('ev', 3, unsignedIdToken('u1'));
    // Held, but nobody new is going yet.
    expect(await eventSeats('ev')).toEqual({ spotsLeft: 7, held: 3, going: 2 });

    expect((await cancel(bookingId, unsignedIdToken('u2'))).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    expect((await cancel(bookingId)).error?.status).toBe('UNAUTHENTICATED');
    expect(await eventSeats('ev')).toEqual({ spotsLeft: 7, held: 3, going: 2 });

    const answer = await cancel(bookingId, unsignedIdToken('u1'));
    expect(answer).toMatchObject({ status: 200, result: { status: 'cancelled' } });
    expect(await eventSeats('ev')).toEqual({ spotsLeft: 10, held: 0, going: 2 });
    expect((await stack.stripe.checkout.sessions.retrieve(sessionId)).status).toBe('expired');
    expect(await helpers.sessionStatus(sessionId)).toMatchObject({ status: 'cancelled' });

    expect(await expiredWebhookProcessed(bookingId)).toBe(1);
    expect(await cancel(bookingId, unsignedIdToken('u1'))).toMatchObject({
      result: { status: 'cancelled' },
    });
    expect(await eventSeats('ev')).toEqual({ spotsLeft: 10, held: 0, going: 2 });
    expect(await helpers.booking(bookingId)).toMatchObject({ status: 'cancelled' });
  });

  it('a guest cancels their own checkout by its booking id', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 12, spots_left: 10 });
    const { bookingId } = await startCheckout('ev', 2);
    expect(await cancel(bookingId)).toMatchObject({ result: { status: 'cancelled' } });
    expect(await eventSeats('ev')).toEqual({ spotsLeft: 10, held: 0, going: 2 });
    expect(await expiredWebhookProcessed(bookingId)).toBe(1);
    expect(await eventSeats('ev')).toEqual({ spotsLeft: 10, held: 0, going: 2 });
  });

  it('a paid checkout is not cancelled, and its seats become people going', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 12, spots_left: 10 });
    const { bookingId, sessionId } = await startCheckout('ev', 2, unsignedIdToken('u1'));
    await helpers.pay(sessionId);
    await eventually(
      () => helpers.booking(bookingId),
      (booking) => booking?.status === 'confirmed',
    );
    expect(await eventSeats('ev')).toEqual({ spotsLeft: 8, held: 0, going: 4 });
    expect(await cancel(bookingId, unsignedIdToken('u1'))).toMatchObject({
      result: { status: 'confirmed' },
    });
    expect(await eventSeats('ev')).toEqual({ spotsLeft: 8, held: 0, going: 4 });
  });

  it('a delayed (SEPA) payment on its way is marked awaiting payment and not cancelled', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 12, spots_left: 10 });
    const { bookingId, sessionId } = await startCheckout('ev', 1, unsignedIdToken('u1'));
    await helpers.pay(sessionId, 'sepa_debit');
    await eventually(
      () => helpers.booking(bookingId),
      (booking) => booking?.awaiting_payment === true,
    );
    expect(await helpers.sessionStatus(sessionId)).toMatchObject({
      status: 'pending',
      awaiting_payment: true,
    });
    expect(await cancel(bookingId, unsignedIdToken('u1'))).toMatchObject({
      result: { status: 'pending' },
    });
    expect(await eventSeats('ev')).toEqual({ spotsLeft: 9, held: 1, going: 2 });
    await helpers.settleDebit(sessionId, 'succeeded');
    await eventually(
      () => helpers.booking(bookingId),
      (booking) => booking?.status === 'confirmed',
    );
    expect(await helpers.booking(bookingId)).toMatchObject({ awaiting_payment: false });
    expect(await eventSeats('ev')).toEqual({ spotsLeft: 9, held: 0, going: 3 });
  });
});
