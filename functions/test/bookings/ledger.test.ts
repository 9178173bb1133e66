// Issue 33 items 1 and 2, against the real handlers, the local Firestore and the Stripe stand-in:
// what an organiser's cancellation refunds comes from the booking's ledger (never from a total
// a smaller party lowered), every money movement is a ledger entry matching Stripe's, and a
// party can't be made smaller than the guests already through the door.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  PARTY_BELOW_CHECKED_IN,
  attendanceId,
  ledgerTotals,
  mailIds,
  type BookingDoc,
  type MailDoc,
} from '@brunchers/model';
import { handleCancelBooking } from '../../src/checkout/cancelBooking.handler.js';
import { composeMail } from '../../src/mail/compose.js';
import { handleCancelEvent } from '../../src/organiser/events/cancelEvent.handler.js';
import { APP_URL, startStack, type Stack } from '../support/stack.js';
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
  await w.role('boss', 'admin');
});

const reduce = (bookingId: string, keepGuests: number, uid = 'ana') =>
  handleCancelBooking({ data: { bookingId, keepGuests }, auth: member(uid) }, w.cancelDeps);

async function bookingOf(id: string): Promise<BookingDoc> {
  return (await stack.db.collection(COLLECTIONS.bookings).doc(id).get()).data() as BookingDoc;
}

describe('the ledger on an organiser cancellation (item 1)', () => {
  it.each([
    [1, 7_500, 2_500],
    [3, 2_500, 7_500],
  ])(
    '4 seats at €25 reduced to %i, then the event cancelled: everything paid comes back',
    async (kept, firstRefund, lastRefund) => {
      await seedEvent(stack.db, 'ev', { spots_total: 10, spots_left: 10, price: 25 });
      const { bookingId, paymentIntent } = await w.paidBooking('ev', 'ana', 4);
      expect(await reduce(bookingId, kept)).toMatchObject({ refundCents: firstRefund });

      await handleCancelEvent(w.asAdmin({ eventId: 'ev' }), w.deps);

      const booking = await bookingOf(bookingId);
      expect(booking.status).toBe('refunded');
      expect(ledgerTotals(booking.ledger ?? [])).toEqual({
        chargedCents: 10_000,
        refundedCents: 10_000,
        balanceCents: 0,
      });
      expect(booking.refunded_cents).toBe(10_000);
      // Stripe holds the same refunds as the ledger, each under the ledger's key.
      const refunds = await w.refundsOf(paymentIntent);
      expect(refunds.map((refund) => refund.amount).sort()).toEqual(
        [firstRefund, lastRefund].sort(),
      );
      expect(
        (booking.ledger ?? [])
          .filter((entry) => entry.kind === 'refund')
          .map((entry) => entry.stripe_id)
          .sort(),
      ).toEqual(refunds.map((refund) => refund.id).sort());

      // The cancellation mail says the last refund, and is a valid mail that composes.
      const mail = (
        await stack.db.collection(COLLECTIONS.mail).doc(mailIds.eventCancelled(bookingId)).get()
      ).data() as MailDoc;
      expect(mail).toMatchObject({ kind: 'event_cancelled', amount_cents: lastRefund });
      const composed = await composeMail(
        {
          db: stack.db,
          send: () => Promise.reject(new Error('not sent here')),
          memberEmail: async (uid) => `${uid}@example.com`,
          from: 'Brunchers <hello@brunchers.app>',
          appUrl: APP_URL,
          tokenSecret: 'secret',
          ticketSecret: 'secret',
          clock: () => new Date(),
        },
        mail,
      );
      expect(composed.kind).toBe('send');
      if (composed.kind !== 'send') return;
      expect(composed.mail.text).toContain(`€${(lastRefund / 100).toFixed(2)}`);
    },
  );

  it('a booking written before the ledger gets the rest of what it paid, not total − refunded', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 10, spots_left: 10, price: 25 });
    const { bookingId, paymentIntent } = await w.paidBooking('ev', 'ana', 4);
    // As the old code left it: 4 → 1 refunded €75 and lowered the total, no ledger.
    await stack.stripe.refunds.create(
      { payment_intent: paymentIntent, amount: 7_500 },
      { idempotencyKey: `cancel-${bookingId}-4-to-1` },
    );
    const ref = stack.db.collection(COLLECTIONS.bookings).doc(bookingId);
    const { FieldValue } = await import('firebase-admin/firestore');
    await ref.update({
      ledger: FieldValue.delete(),
      guest_count: 1,
      total_amount_cents: 2_500,
      total_amount: 25,
      refunded_cents: 7_500,
    });

    await handleCancelEvent(w.asAdmin({ eventId: 'ev' }), w.deps);
    expect((await w.refundsOf(paymentIntent)).map((refund) => refund.amount).sort()).toEqual([
      2_500, 7_500,
    ]);
    expect(ledgerTotals((await bookingOf(bookingId)).ledger ?? [])).toMatchObject({
      chargedCents: 10_000,
      refundedCents: 10_000,
    });
  });
});

describe('checked-in guests keep their seats (item 2)', () => {
  it('refuses a party smaller than the guests already through the door; no seat goes back', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 10, spots_left: 10, price: 25 });
    const { bookingId } = await w.paidBooking('ev', 'ana', 4);
    await stack.db
      .collection(COLLECTIONS.eventAttendances)
      .doc(attendanceId(bookingId))
      .update({ marked_present: true, marked_present_at: new Date(), arrived_count: 3 });

    const refused = await httpsErrorOf(reduce(bookingId, 1));
    expect(refused).toMatchObject({
      code: 'failed-precondition',
      message: PARTY_BELOW_CHECKED_IN(3),
    });
    expect(await httpsErrorOf(reduce(bookingId, 0))).toMatchObject({
      message: PARTY_BELOW_CHECKED_IN(3),
    });
    expect((await bookingOf(bookingId)).guest_count).toBe(4);
    expect(await w.f.spotsLeft('ev')).toBe(6);
    // Down to the three who came: one seat back, refunded.
    expect(await reduce(bookingId, 3)).toMatchObject({ refundCents: 2_500, seatsFreed: 1 });
    expect(await w.f.spotsLeft('ev')).toBe(7);
  });
});
