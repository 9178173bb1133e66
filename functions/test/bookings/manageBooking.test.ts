// Issue 33, the organiser's actions on one booking (manageBooking, addWalkIn): admin only, each
// audited (who, when, before → after), each mailed, the money from the ledger (never more than
// it holds, Stripe's refunds = the ledger's), the seat counters and the door list in step, and
// checked-in guests keep their seats. Handlers against the local Firestore and the Stripe stand-in.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  PARTY_BELOW_CHECKED_IN,
  attendanceId,
  ledgerTotals,
  type BookingAuditDoc,
  type BookingDoc,
} from '@brunchers/model';
import {
  MANAGE_BOOKING_MESSAGES,
  handleAddWalkIn,
  handleManageBooking,
} from '../../src/bookings/manageBooking.handler.js';
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
  await w.role('boss', 'admin');
  await w.role('pat', 'partner');
  await seedEvent(stack.db, 'ev', { spots_total: 10, spots_left: 10, price: 25 });
});

const manage = (data: Record<string, unknown>) => handleManageBooking(w.asAdmin(data), w.deps);
const bookingOf = async (id: string) =>
  (await stack.db.collection(COLLECTIONS.bookings).doc(id).get()).data() as BookingDoc;
const audits = async (id: string) =>
  (await stack.db.collection(COLLECTIONS.bookings).doc(id).collection('audit').get()).docs.map(
    (doc) => doc.data() as BookingAuditDoc,
  );
const attendance = async (id: string) =>
  (await stack.db.collection(COLLECTIONS.eventAttendances).doc(attendanceId(id)).get()).data();

describe('manageBooking', () => {
  it('refuses members and partners, and changes nothing', async () => {
    const { bookingId } = await w.paidBooking('ev', 'ana', 2);
    for (const auth of [null, member('ana'), member('pat'), member('pat', { role: 'admin' })]) {
      const error = await httpsErrorOf(
        handleManageBooking({ data: { action: 'cancel', bookingId, reason: 'x' }, auth }, w.deps),
      );
      expect(['unauthenticated', 'permission-denied']).toContain(error.code);
    }
    expect((await bookingOf(bookingId)).status).toBe('confirmed');
    expect(await audits(bookingId)).toEqual([]);
  });

  it('reduces the party (refund per seat), adds comp seats for free, and cancels with the rest refunded', async () => {
    const { bookingId, paymentIntent } = await w.paidBooking('ev', 'ana', 4);
    expect(
      await manage({ action: 'change_party', bookingId, guests: 2, reason: 'Two cannot come' }),
    ).toMatchObject({ status: 'confirmed', guestCount: 2, refundedCents: 5_000 });
    expect(await w.f.spotsLeft('ev')).toBe(8);
    expect(await attendance(bookingId)).toMatchObject({ guest_count: 2 });

    expect(
      await manage({ action: 'comp_seats', bookingId, seats: 1, reason: 'Birthday guest' }),
    ).toMatchObject({ guestCount: 3, refundedCents: 0 });
    expect(await bookingOf(bookingId)).toMatchObject({
      guest_count: 3,
      comp_guest_count: 1,
      total_amount_cents: 5_000,
    });
    expect(await w.f.spotsLeft('ev')).toBe(7);

    // A goodwill refund is capped by what the ledger holds.
    expect(
      await manage({ action: 'refund', bookingId, amountCents: 1_000, reason: 'Late start' }),
    ).toMatchObject({ refundedCents: 1_000 });

    expect(await manage({ action: 'cancel', bookingId, reason: 'Venue flooded' })).toMatchObject({
      status: 'refunded',
      refundedCents: 4_000,
    });
    const booking = await bookingOf(bookingId);
    expect(ledgerTotals(booking.ledger ?? [])).toEqual({
      chargedCents: 10_000,
      refundedCents: 10_000,
      balanceCents: 0,
    });
    const refunds = await w.refundsOf(paymentIntent);
    expect(refunds.map((refund) => refund.amount).sort((a, b) => a - b)).toEqual([
      1_000, 4_000, 5_000,
    ]);
    expect(await w.f.spotsLeft('ev')).toBe(10);
    expect(await attendance(bookingId)).toBeUndefined();
    expect(
      await httpsErrorOf(manage({ action: 'refund', bookingId, amountCents: 1, reason: 'x' })),
    ).toMatchObject({ message: MANAGE_BOOKING_MESSAGES.notConfirmed });

    // Audited: who, why, before → after; and each change mailed.
    const entries = await audits(bookingId);
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'cancel',
      'change_party',
      'comp_seats',
      'refund',
    ]);
    expect(entries.find((entry) => entry.action === 'change_party')).toMatchObject({
      actor_uid: 'boss',
      reason: 'Two cannot come',
      before: { guest_count: 4 },
      after: { guest_count: 2 },
      refunded_cents: 5_000,
    });
    const mails = await w.mailsOf(bookingId);
    expect(mails.filter((mail) => mail.kind === 'booking_changed')).toHaveLength(4);
    expect(mails.find((mail) => mail.note?.includes('Venue flooded'))).toMatchObject({
      amount_cents: 4_000,
    });
  });

  it('keeps checked-in guests: no cancel, no party below them', async () => {
    const { bookingId } = await w.paidBooking('ev', 'ana', 3);
    await stack.db
      .collection(COLLECTIONS.eventAttendances)
      .doc(attendanceId(bookingId))
      .update({ marked_present: true, marked_present_at: new Date(), arrived_count: 2 });
    for (const data of [
      { action: 'cancel', bookingId, reason: 'x' },
      { action: 'change_party', bookingId, guests: 1, reason: 'x' },
    ])
      expect(await httpsErrorOf(manage(data))).toMatchObject({
        code: 'failed-precondition',
        message: PARTY_BELOW_CHECKED_IN(2),
      });
    expect(await w.f.spotsLeft('ev')).toBe(7);
  });

  it('moves the party to a cheaper event, refunding the difference; refuses a dearer one', async () => {
    await seedEvent(stack.db, 'cheap', { spots_total: 5, spots_left: 5, price: 20 });
    await seedEvent(stack.db, 'dear', { spots_total: 5, spots_left: 5, price: 30 });
    const { bookingId } = await w.paidBooking('ev', 'ana', 2);
    expect(
      await httpsErrorOf(manage({ action: 'move', bookingId, toEventId: 'dear', reason: 'x' })),
    ).toMatchObject({ message: MANAGE_BOOKING_MESSAGES.moveDearer });
    expect(
      await manage({ action: 'move', bookingId, toEventId: 'cheap', reason: 'Merged tables' }),
    ).toMatchObject({ status: 'confirmed', refundedCents: 1_000 });
    expect(await bookingOf(bookingId)).toMatchObject({
      event_id: 'cheap',
      total_amount_cents: 4_000,
    });
    expect(await attendance(bookingId)).toMatchObject({ event_id: 'cheap' });
    expect(await w.f.spotsLeft('ev')).toBe(10);
    expect(await w.f.spotsLeft('cheap')).toBe(3);
  });

  it('resends the ticket as a new mail', async () => {
    const { bookingId } = await w.paidBooking('ev', 'ana', 1);
    const before = (await w.mailsOf(bookingId)).length;
    const { auditId } = await manage({ action: 'resend_ticket', bookingId });
    const mails = await w.mailsOf(bookingId);
    expect(mails).toHaveLength(before + 1);
    expect(mails.find((mail) => mail.id.endsWith(auditId))).toMatchObject({
      kind: 'booking_confirmed',
    });
  });
});

describe('addWalkIn', () => {
  it('confirms a walk-in with nothing charged, lets the door in, takes seats, audits it', async () => {
    const { bookingId, auditId } = await handleAddWalkIn(
      w.asAdmin({
        eventId: 'ev',
        guests: 2,
        name: 'Wanda Walker',
        email: 'wanda@example.org',
        reason: 'Walked in',
      }),
      w.deps,
    );
    expect(await bookingOf(bookingId)).toMatchObject({
      status: 'confirmed',
      guest_count: 2,
      comp_guest_count: 2,
      total_amount_cents: 0,
      ledger: [],
    });
    expect(await attendance(bookingId)).toMatchObject({
      guest_count: 2,
      attendee_name: 'Wanda Walker',
    });
    expect(await w.f.spotsLeft('ev')).toBe(8);
    expect((await audits(bookingId)).map((entry) => entry.action)).toEqual(['walk_in']);
    expect(auditId).toBeTruthy();
    expect((await w.mailsOf(bookingId)).map((mail) => mail.kind)).toEqual(['booking_confirmed']);
    expect(
      await httpsErrorOf(
        handleAddWalkIn(
          { data: { eventId: 'ev', guests: 9, name: 'X', reason: 'x' }, auth: member('boss') },
          w.deps,
        ),
      ),
    ).toMatchObject({
      code: 'failed-precondition',
      message: MANAGE_BOOKING_MESSAGES.notEnoughSeats(8),
    });
    expect(
      (
        await httpsErrorOf(
          handleAddWalkIn(
            { data: { eventId: 'ev', guests: 1, name: 'X', reason: 'x' }, auth: member('ana') },
            w.deps,
          ),
        )
      ).code,
    ).toBe('permission-denied');
  });

  it('applies a retried action once: the same requestId refunds and adds nothing twice', async () => {
    const { bookingId, paymentIntent } = await w.paidBooking('ev', 'ana', 2);
    const refund = {
      action: 'refund',
      bookingId,
      amountCents: 1_500,
      reason: 'Cold coffee',
      requestId: 'req-refund-0001',
    };
    const first = await manage(refund);
    // The answer was lost; the console sends the same call again.
    expect(await manage(refund)).toEqual(first);
    expect(first).toMatchObject({ refundedCents: 1_500, auditId: 'req-refund-0001' });
    expect((await w.refundsOf(paymentIntent)).map((r) => r.amount)).toEqual([1_500]);
    expect(ledgerTotals((await bookingOf(bookingId)).ledger ?? []).refundedCents).toBe(1_500);
    expect(await audits(bookingId)).toHaveLength(1);
    expect(
      (await w.mailsOf(bookingId)).filter((mail) => mail.kind === 'booking_changed'),
    ).toHaveLength(1);

    const walkIn = {
      eventId: 'ev',
      guests: 2,
      name: 'Wanda Walker',
      reason: 'Walked in',
      requestId: 'req-walkin-0001',
    };
    const added = await handleAddWalkIn(w.asAdmin(walkIn), w.deps);
    expect(await handleAddWalkIn(w.asAdmin(walkIn), w.deps)).toEqual(added);
    expect(await w.f.spotsLeft('ev')).toBe(6);
  });
});
