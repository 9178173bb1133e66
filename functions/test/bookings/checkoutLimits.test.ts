// Issue 33 item 5: the checkout limits count attempts that hold seats without paying, not paid
// bookings. The real createCheckout with its limits (readHoldLimitsIn), against the local
// Firestore and the Stripe stand-in.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOO_MANY_CHECKOUTS } from '@brunchers/model';
import { handleCancelCheckout } from '../../src/checkout/cancelCheckout.handler.js';
import { handleCreateCheckout } from '../../src/checkout/createCheckout.handler.js';
import { readHoldLimitsIn } from '../../src/checkout/holdLimits.js';
import { startStack, type Stack } from '../support/stack.js';
import { bookingWorld } from '../support/bookings.js';
import { httpsErrorOf, member, seedEvent } from '../support/fixtures.js';

let stack: Stack;
let w: ReturnType<typeof bookingWorld>;

beforeAll(async () => {
  stack = await startStack();
  w = bookingWorld(stack);
});
afterAll(() => stack.close());
beforeEach(async () => {
  await stack.clearFirestore();
  await seedEvent(stack.db, 'ev', { spots_total: 20, spots_left: 20, price: 25 });
});

const limited = () => ({ ...w.checkoutDeps, holdLimits: readHoldLimitsIn });
const book = (uid: string) =>
  handleCreateCheckout({ data: { eventId: 'ev', guestCount: 1 }, auth: member(uid) }, limited());

async function payAndConfirm(sessionId: string) {
  await w.f.pay(sessionId);
  expect((await w.deliverLatest('checkout.session.completed', sessionId)).status).toBe(200);
}

describe('checkout limits (item 5)', () => {
  it('a member who paid two bookings of an event books a third within the window', async () => {
    for (let paid = 0; paid < 2; paid++) await payAndConfirm((await book('ana')).sessionId);
    const third = await book('ana');
    expect(third.bookingId).toBeTruthy();
  });

  it('still refuses a third unpaid attempt, in plain words', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const { bookingId } = await book('ben');
      await handleCancelCheckout({ data: { bookingId }, auth: member('ben') }, w.deps);
    }
    const refused = await httpsErrorOf(book('ben'));
    expect(refused).toMatchObject({ code: 'resource-exhausted', message: TOO_MANY_CHECKOUTS });
    expect(refused.message).not.toMatch(/\[\d{3}\]/);
  });
});
