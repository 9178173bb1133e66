// Issue 17 §8: a guest who paid creates an account with the e-mail they booked with; the booking
// their success page names (by Checkout session id) becomes theirs, never someone else's.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@brunchers/model';
import { handleClaimGuestBooking } from '../../src/checkout/claimGuestBooking.handler.js';
import { handleCreateCheckout } from '../../src/checkout/createCheckout.handler.js';
import { APP_URL, startStack, type Stack } from '../support/stack.js';
import { httpsErrorOf, member, seedEvent } from '../support/fixtures.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

async function guestCheckout(email: string) {
  await seedEvent(stack.db, 'ev', { spots_left: 10 });
  const deps = { db: stack.db, stripe: stack.stripe, appUrl: APP_URL, clock: () => new Date() };
  return handleCreateCheckout(
    { data: { eventId: 'ev', guestCount: 1, guestName: 'Gina', guestEmail: email } },
    deps,
  );
}

const claim = (sessionId: string, uid: string, email: string) =>
  handleClaimGuestBooking({ data: { sessionId }, auth: member(uid, { email }) }, { db: stack.db });

const owner = async (bookingId: string) =>
  (await stack.db.collection(COLLECTIONS.bookings).doc(bookingId).get()).get('user_id') as unknown;

describe('claimGuestBooking', () => {
  it('attaches the guest booking (and its attendance) to the account with the same e-mail', async () => {
    const { bookingId, sessionId } = await guestCheckout('Gina@Example.org');
    await stack.db
      .collection(COLLECTIONS.eventAttendances)
      .doc(bookingId)
      .set({ user_id: null, booking_id: bookingId });
    expect(await claim(sessionId, 'gina-uid', 'gina@example.org')).toEqual({ claimed: true });
    expect(await owner(bookingId)).toBe('gina-uid');
    expect(
      (await stack.db.collection(COLLECTIONS.eventAttendances).doc(bookingId).get()).get('user_id'),
    ).toBe('gina-uid');
    // Repeating it is harmless.
    expect(await claim(sessionId, 'gina-uid', 'gina@example.org')).toEqual({ claimed: true });
  });

  it('refuses another e-mail, a claimed booking, an unknown session and a guest caller', async () => {
    const { bookingId, sessionId } = await guestCheckout('gina@example.org');
    expect(await httpsErrorOf(claim(sessionId, 'mallory', 'mallory@example.org'))).toMatchObject({
      code: 'permission-denied',
    });
    expect(await owner(bookingId)).toBeNull();
    await claim(sessionId, 'gina-uid', 'gina@example.org');
    expect(await httpsErrorOf(claim(sessionId, 'other', 'gina@example.org'))).toMatchObject({
      code: 'permission-denied',
    });
    expect(await owner(bookingId)).toBe('gina-uid');
    expect(await httpsErrorOf(claim('cs_test_unknown', 'x', 'gina@example.org'))).toMatchObject({
      code: 'not-found',
    });
    expect(
      await httpsErrorOf(handleClaimGuestBooking({ data: { sessionId } }, { db: stack.db })),
    ).toMatchObject({ code: 'unauthenticated' });
  });
});
