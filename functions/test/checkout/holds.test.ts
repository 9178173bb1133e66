// Seat holds at handler level against the local Firestore and the Stripe stand-in: events without a
// chargeable price are refused, a session that could not be recorded is expired at Stripe with the
// hold released, a hold whose instance died before its session was recorded is swept within
// minutes, and giving seats back never writes NaN (missing spots_total / spots_left).

import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHECKOUT_SESSION_START_MINUTES,
  COLLECTIONS,
  EVENT_NOT_PRICED,
  type EventDoc,
} from '@brunchers/model';
import { handleCreateCheckout } from '../../src/checkout/createCheckout.handler.js';
import type { CheckoutDeps } from '../../src/checkout/deps.js';
import { handleReleaseExpiredHolds } from '../../src/checkout/releaseExpiredHolds.handler.js';
import { SERVICE_UNAVAILABLE } from '../../src/lib/errors.js';
import { logs } from '../../src/lib/logs.js';
import { APP_URL, startStack, type Stack } from '../support/stack.js';
import { countDocs, httpsErrorOf, member, seedEvent } from '../support/fixtures.js';

let stack: Stack;
let deps: CheckoutDeps;

beforeAll(async () => {
  stack = await startStack();
  deps = { db: stack.db, stripe: stack.stripe, appUrl: APP_URL, clock: () => new Date() };
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());
afterEach(() => vi.restoreAllMocks());

const eventDoc = (id: string) => stack.db.collection(COLLECTIONS.events).doc(id);
const spotsLeft = async (eventId: string): Promise<unknown> =>
  (await eventDoc(eventId).get()).get('spots_left');

/** The newest Checkout session at the stand-in (to see that no new one was opened). */
async function newestSessionId(): Promise<string | undefined> {
  return (await stack.stripe.checkout.sessions.list({ limit: 1 })).data[0]?.id;
}

describe('createCheckout refuses events without a chargeable price', () => {
  const badPrices: Array<[string, Partial<Record<keyof EventDoc, unknown>>]> = [
    ['price 0', { price: 0, price_cents: 0 }],
    ['negative price_cents', { price_cents: -500 }],
    ['fractional cents', { price_cents: 1250.5 }],
    ['price_cents a string', { price_cents: '2500' }],
    ['only a price in euros, 0', { price: 0, price_cents: FieldValue.delete() }],
    ['only a negative price in euros', { price: -12, price_cents: FieldValue.delete() }],
    ['no price at all', { price: FieldValue.delete(), price_cents: FieldValue.delete() }],
  ];

  it.each(badPrices)(
    '%s → failed-precondition, nothing held, no Stripe session',
    async (_label, change) => {
      await seedEvent(stack.db, 'unpriced', { spots_left: 6 });
      await eventDoc('unpriced').update(change);
      const sessionBefore = await newestSessionId();
      const logged = vi.spyOn(logs, 'eventPriceInvalid');

      const error = await httpsErrorOf(
        handleCreateCheckout(
          { data: { eventId: 'unpriced', guestCount: 2 }, auth: member('p1') },
          deps,
        ),
      );
      expect(error).toMatchObject({ code: 'failed-precondition', message: EVENT_NOT_PRICED });
      expect(logged.mock.calls.map((call) => call[0])).toEqual(['unpriced']);
      expect(await countDocs(stack.db, COLLECTIONS.bookings)).toBe(0);
      expect(await spotsLeft('unpriced')).toBe(6);
      expect(await newestSessionId()).toBe(sessionBefore);
    },
  );

  it('still books an event priced only in euros', async () => {
    await seedEvent(stack.db, 'euros', { price: 12.5 });
    await eventDoc('euros').update({ price_cents: FieldValue.delete() });
    const out = await handleCreateCheckout(
      { data: { eventId: 'euros', guestCount: 2 }, auth: member('p2') },
      deps,
    );
    expect((await stack.stripe.checkout.sessions.retrieve(out.sessionId)).amount_total).toBe(2500);
  });
});

/**
 * Firestore whose `failing`-th transaction fails (as a lost connection or a quota error would):
 * createCheckout's first holds the seats, its second records the Stripe session.
 */
function withFailingTransaction(db: Firestore, failing: number): Firestore {
  let count = 0;
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (property === 'runTransaction')
        return (...args: Parameters<Firestore['runTransaction']>) =>
          ++count === failing
            ? Promise.reject(new Error('14 UNAVAILABLE: simulated write failure'))
            : target.runTransaction(...args);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

describe('createCheckout when recording the Stripe session fails', () => {
  it('expires the session at Stripe, releases the hold and answers unavailable', async () => {
    await seedEvent(stack.db, 'orphan', { spots_left: 4 });
    const expired = vi.spyOn(logs, 'checkoutOrphanExpired');
    const error = await httpsErrorOf(
      handleCreateCheckout(
        { data: { eventId: 'orphan', guestCount: 2 }, auth: member('o1') },
        { ...deps, db: withFailingTransaction(stack.db, 2) },
      ),
    );
    expect(error).toMatchObject({ code: 'unavailable', message: SERVICE_UNAVAILABLE });
    expect(error.message).not.toMatch(/UNAVAILABLE|simulated|cs_test/);

    const bookings = await stack.db.collection(COLLECTIONS.bookings).get();
    expect(bookings.docs.map((doc) => doc.get('status'))).toEqual(['cancelled']);
    const bookingId = bookings.docs[0]!.id;
    expect(await spotsLeft('orphan')).toBe(4);

    // The session Stripe created for it can no longer be paid.
    const sessions = await stack.stripe.checkout.sessions.list({ limit: 20 });
    const orphan = sessions.data.find((session) => session.metadata?.bookingId === bookingId);
    expect(orphan?.status).toBe('expired');
    expect(expired).toHaveBeenCalledWith(bookingId, orphan?.id);
    const pay = await fetch(`${stack.stripeServer.url}/checkout/${orphan?.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(pay.status).toBe(409);
  });
});

describe('createCheckout whose instance dies after the hold', () => {
  it('leaves a hold the sweep releases within minutes, not after the whole hold', async () => {
    await seedEvent(stack.db, 'stalled', { spots_left: 5 });
    // Stripe never answers: what the booking looks like when the instance dies at this point.
    const create = vi
      .spyOn(stack.stripe.checkout.sessions, 'create')
      .mockReturnValue(new Promise(() => undefined) as never);
    void handleCreateCheckout(
      { data: { eventId: 'stalled', guestCount: 2 }, auth: member('s1') },
      deps,
    );
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    const [booking] = (await stack.db.collection(COLLECTIONS.bookings).get()).docs;
    expect(booking?.get('status')).toBe('pending');
    expect(booking?.get('checkout_session_id')).toBeNull();
    expect(await spotsLeft('stalled')).toBe(3);

    // The next sweep after the session-start deadline (before: 31 minutes) gives the seats back.
    const later = new Date(Date.now() + (CHECKOUT_SESSION_START_MINUTES * 60 + 1) * 1000);
    const swept = await handleReleaseExpiredHolds({
      db: stack.db,
      stripe: stack.stripe,
      clock: () => later,
    });
    expect(swept).toMatchObject({ examined: 1, released: 1 });
    expect((await booking!.ref.get()).get('status')).toBe('expired');
    expect(await spotsLeft('stalled')).toBe(5);
  });

  it('keeps the full hold once the session is recorded', async () => {
    await seedEvent(stack.db, 'recorded', { spots_left: 5 });
    const out = await handleCreateCheckout(
      { data: { eventId: 'recorded', guestCount: 2 }, auth: member('s2') },
      deps,
    );
    const later = new Date(Date.now() + (CHECKOUT_SESSION_START_MINUTES * 60 + 1) * 1000);
    const swept = await handleReleaseExpiredHolds({
      db: stack.db,
      stripe: stack.stripe,
      clock: () => later,
    });
    expect(swept).toMatchObject({ examined: 0, released: 0 });
    const booking = await stack.db.collection(COLLECTIONS.bookings).doc(out.bookingId).get();
    expect(booking.get('status')).toBe('pending');
    expect(await spotsLeft('recorded')).toBe(3);
  });
});

describe('giving seats back never writes NaN', () => {
  async function heldThenOverdue(eventId: string, guests: number): Promise<string> {
    const out = await handleCreateCheckout(
      { data: { eventId, guestCount: guests }, auth: member(`h-${eventId}`) },
      deps,
    );
    await stack.db
      .collection(COLLECTIONS.bookings)
      .doc(out.bookingId)
      .update({ hold_expires_at: Timestamp.fromMillis(Date.now() - 1000) });
    return out.bookingId;
  }
  const sweep = () =>
    handleReleaseExpiredHolds({ db: stack.db, stripe: stack.stripe, clock: () => new Date() });

  it('without spots_total: the seats are added back uncapped and the gap is logged', async () => {
    await seedEvent(stack.db, 'no-total', { spots_left: 10 });
    await eventDoc('no-total').update({ spots_total: FieldValue.delete() });
    const bookingId = await heldThenOverdue('no-total', 3);
    expect(await spotsLeft('no-total')).toBe(7);
    const logged = vi.spyOn(logs, 'spotsTotalMissing');

    expect(await sweep()).toMatchObject({ examined: 1, released: 1 });
    expect(await spotsLeft('no-total')).toBe(10);
    expect(logged).toHaveBeenCalledWith(bookingId, 'no-total', 'missing');
    expect(
      (await stack.db.collection(COLLECTIONS.bookings).doc(bookingId).get()).get('status'),
    ).toBe('expired');
  });

  it('with spots_total: clamped to it', async () => {
    await seedEvent(stack.db, 'clamped', { spots_left: 20, spots_total: 20 });
    await heldThenOverdue('clamped', 2);
    await eventDoc('clamped').update({ spots_left: 19 }); // e.g. corrected by hand meanwhile
    await sweep();
    expect(await spotsLeft('clamped')).toBe(20);
  });

  it('without a readable spots_left: the booking expires, the event is left as it is, and that is logged', async () => {
    await seedEvent(stack.db, 'no-left', { spots_left: 5 });
    const bookingId = await heldThenOverdue('no-left', 2);
    await eventDoc('no-left').update({ spots_left: FieldValue.delete() });
    const logged = vi.spyOn(logs, 'seatReleaseSkipped');

    expect(await sweep()).toMatchObject({ examined: 1, released: 1 });
    expect((await eventDoc('no-left').get()).data()).not.toHaveProperty('spots_left');
    expect(logged).toHaveBeenCalledWith(bookingId, 'no-left', 'spots_left is missing');
  });

  it('a malformed booking is skipped by the sweep without stopping the others', async () => {
    await seedEvent(stack.db, 'mixed', { spots_left: 6 });
    const broken = await heldThenOverdue('mixed', 2);
    const fine = await heldThenOverdue('mixed', 1);
    await stack.db.collection(COLLECTIONS.bookings).doc(broken).update({ guest_count: Number.NaN });
    const failed = vi.spyOn(logs, 'holdSweepFailed');

    expect(await sweep()).toEqual({ examined: 2, released: 1, awaitingPayment: 0, skipped: 1 });
    expect((await stack.db.collection(COLLECTIONS.bookings).doc(fine).get()).get('status')).toBe(
      'expired',
    );
    expect((await stack.db.collection(COLLECTIONS.bookings).doc(broken).get()).get('status')).toBe(
      'pending',
    );
    expect(await spotsLeft('mixed')).toBe(4);
    expect(failed).toHaveBeenCalledWith(
      broken,
      expect.objectContaining({ name: 'MalformedBookingError' }),
    );
  });
});
