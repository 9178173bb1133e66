// Payments that do not fit the 31-minute hold, end to end through the Functions host and the Stripe
// stand-in: a SEPA debit that completes the session unpaid (the sweep keeps the seats until the bank
// answers, within ASYNC_PAYMENT_HOLD_DAYS), a payment landing after the seats were released (taken
// again while free, otherwise refunded, once), and a webhook that cannot be processed (500 until
// the booking is fixed, then applied once).

import { Timestamp } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ASYNC_PAYMENT_HOLD_DAYS, COLLECTIONS, attendanceId, mailIds } from '@brunchers/model';
import { handleCreateCheckout } from '../../src/checkout/createCheckout.handler.js';
import { handleReleaseExpiredHolds } from '../../src/checkout/releaseExpiredHolds.handler.js';
import { handleStripeWebhook } from '../../src/checkout/stripeWebhook.handler.js';
import { APP_URL, WEBHOOK_SECRET, startStack, type Stack } from '../support/stack.js';
import { eventually, flow } from '../support/flow.js';
import { countDocs, member, seedEvent } from '../support/fixtures.js';

const DAY_MS = 86_400_000;

let stack: Stack;
let f: ReturnType<typeof flow>;

beforeAll(async () => {
  stack = await startStack({ host: true });
  f = flow(stack);
});
afterAll(() => stack.close());
beforeEach(async () => {
  f.holdWebhooks(false);
  await stack.clearFirestore();
});

const deps = (clock = () => new Date()) => ({
  db: stack.db,
  stripe: stack.stripe,
  appUrl: APP_URL,
  clock,
});
const sweep = (at: Date = new Date()) => handleReleaseExpiredHolds(deps(() => at));

async function book(eventId: string, uid: string, guests: number) {
  return handleCreateCheckout({ data: { eventId, guestCount: guests }, auth: member(uid) }, deps());
}

async function overdue(bookingId: string): Promise<void> {
  await stack.db
    .collection(COLLECTIONS.bookings)
    .doc(bookingId)
    .update({ hold_expires_at: Timestamp.fromMillis(Date.now() - 1000) });
}

async function refundsOf(sessionId: string): Promise<Stripe.Refund[]> {
  const session = await stack.stripe.checkout.sessions.retrieve(sessionId);
  return (await stack.stripe.refunds.list({ payment_intent: session.payment_intent as string }))
    .data;
}

/** A booking paid by SEPA debit while the webhook was away, its hold then overdue. */
async function debitPendingPastHold(eventId: string, guests: number) {
  const held = await book(eventId, 'debtor', guests);
  f.holdWebhooks(true);
  expect((await f.pay(held.sessionId, 'sepa_debit')).status).toBe(303);
  const session = await stack.stripe.checkout.sessions.retrieve(held.sessionId, {
    expand: ['payment_intent'],
  });
  expect(session).toMatchObject({
    status: 'complete',
    payment_status: 'unpaid',
    payment_intent: { status: 'processing' },
  });
  await overdue(held.bookingId);
  return held;
}

/** [kind, id] of every outbox mail, sorted by id. */
async function mailKinds(): Promise<[string, string][]> {
  const mails = await stack.db.collection(COLLECTIONS.mail).get();
  return mails.docs
    .map((doc): [string, string] => [doc.get('kind') as string, doc.id])
    .sort((a, b) => a[1].localeCompare(b[1]));
}

describe('a delayed payment (SEPA debit) pending when the hold runs out', () => {
  it('keeps the seats (hold moved to the bound) until the debit succeeds, then confirms once', async () => {
    await seedEvent(stack.db, 'sepa-event', { spots_left: 5 });
    const held = await debitPendingPastHold('sepa-event', 2);

    expect(await sweep()).toEqual({ examined: 1, released: 0, awaitingPayment: 1, skipped: 0 });
    const kept = await f.booking(held.bookingId);
    expect(kept?.status).toBe('pending');
    expect((kept?.hold_expires_at as Timestamp).toMillis()).toBe(
      (kept?.created_at as Timestamp).toMillis() + ASYNC_PAYMENT_HOLD_DAYS * DAY_MS,
    );
    expect(await f.spotsLeft('sepa-event')).toBe(3);
    // No longer overdue: the next runs do not call Stripe for it every five minutes.
    expect(await sweep()).toEqual({ examined: 0, released: 0, awaitingPayment: 0, skipped: 0 });

    f.holdWebhooks(false);
    expect((await f.settleDebit(held.sessionId, 'succeeded')).status).toBe(200);
    const confirmed = await eventually(
      () => f.booking(held.bookingId),
      (b) => b?.status === 'confirmed',
    );
    expect(confirmed?.status).toBe('confirmed');
    expect(await f.spotsLeft('sepa-event')).toBe(3);
    expect(await countDocs(stack.db, COLLECTIONS.eventAttendances)).toBe(1);
  });

  it('releases the seats when the debit failed even if its webhook never came', async () => {
    await seedEvent(stack.db, 'sepa-fail', { spots_left: 5 });
    const held = await debitPendingPastHold('sepa-fail', 2);
    expect((await f.settleDebit(held.sessionId, 'failed')).status).toBe(200);

    expect(await sweep()).toEqual({ examined: 1, released: 1, awaitingPayment: 0, skipped: 0 });
    expect((await f.booking(held.bookingId))?.status).toBe('expired');
    expect((await f.sessionStatus(held.sessionId))?.status).toBe('expired');
    expect(await f.spotsLeft('sepa-fail')).toBe(5);
    // The customer hears why, from the sweep's transaction (the webhook never came).
    expect(await mailKinds()).toEqual([['payment_failed', mailIds.paymentFailed(held.bookingId)]]);
  });

  it('releases the seats past the bound; a debit succeeding later takes them again while free', async () => {
    await seedEvent(stack.db, 'sepa-late', { spots_left: 5 });
    const held = await debitPendingPastHold('sepa-late', 2);

    const later = new Date(Date.now() + (ASYNC_PAYMENT_HOLD_DAYS + 1) * DAY_MS);
    expect(await sweep(later)).toEqual({
      examined: 1,
      released: 1,
      awaitingPayment: 0,
      skipped: 0,
    });
    expect((await f.booking(held.bookingId))?.status).toBe('expired');
    expect(await f.spotsLeft('sepa-late')).toBe(5);

    f.holdWebhooks(false);
    await f.settleDebit(held.sessionId, 'succeeded');
    const confirmed = await eventually(
      () => f.booking(held.bookingId),
      (b) => b?.status === 'confirmed',
    );
    expect(confirmed).toMatchObject({ status: 'confirmed', checkout_session_id: held.sessionId });
    expect((await f.sessionStatus(held.sessionId))?.status).toBe('confirmed');
    expect(await f.spotsLeft('sepa-late')).toBe(3);
    expect(await countDocs(stack.db, COLLECTIONS.eventAttendances)).toBe(1);
    expect(await refundsOf(held.sessionId)).toEqual([]);
  });
});

describe('a payment after the seats went to someone else', () => {
  it('is refunded in full, once, however often the event is delivered', async () => {
    await seedEvent(stack.db, 'sold-on', { spots_left: 5 });
    const held = await debitPendingPastHold('sold-on', 2);
    expect(
      (await sweep(new Date(Date.now() + (ASYNC_PAYMENT_HOLD_DAYS + 1) * DAY_MS))).released,
    ).toBe(1);
    f.holdWebhooks(false);
    await book('sold-on', 'newcomer', 4);
    expect(await f.spotsLeft('sold-on')).toBe(1);

    await f.settleDebit(held.sessionId, 'succeeded');
    const refunded = await eventually(
      () => f.booking(held.bookingId),
      (b) => b?.status === 'refunded',
    );
    expect(refunded?.status).toBe('refunded');
    const refunds = await refundsOf(held.sessionId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      id: refunded?.refund_id,
      amount: 5000,
      status: 'succeeded',
      metadata: { bookingId: held.bookingId },
    });
    expect((await f.sessionStatus(held.sessionId))?.status).toBe('refunded');
    expect(await f.spotsLeft('sold-on')).toBe(1);
    expect(await countDocs(stack.db, COLLECTIONS.eventAttendances)).toBe(0);

    // Stripe delivers the same event again, ten times at once: nothing more happens.
    const again = f.resigned(
      await f.standInEvent('checkout.session.async_payment_succeeded', held.sessionId),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => f.postWebhook(again.payload, again.header)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await refundsOf(held.sessionId)).toHaveLength(1);
    expect((await f.booking(held.bookingId))?.status).toBe('refunded');
    expect(await f.spotsLeft('sold-on')).toBe(1);
    // One refund mail, and no confirmation for a booking that never got its seats.
    const ofThisBooking = (await mailKinds()).filter(([, id]) => id.endsWith(held.bookingId));
    expect(ofThisBooking).toEqual([['booking_refunded', mailIds.bookingRefunded(held.bookingId)]]);
  });

  it('by card, after the expiry came first and the seats were sold: refunded', async () => {
    await seedEvent(stack.db, 'card-late', { spots_left: 3 });
    const held = await book('card-late', 'slow', 3);
    const expired = f.signedEvent('evt_card_late_expired', 'checkout.session.expired', {
      id: held.sessionId,
      payment_status: 'unpaid',
      metadata: { bookingId: held.bookingId, eventId: 'card-late' },
    });
    expect((await f.postWebhook(expired.payload, expired.header)).status).toBe(200);
    await book('card-late', 'quick', 3);
    expect(await f.spotsLeft('card-late')).toBe(0);

    // The session was still open at Stripe: the customer pays it.
    expect((await f.pay(held.sessionId)).status).toBe(303);
    const refunded = await eventually(
      () => f.booking(held.bookingId),
      (b) => b?.status === 'refunded',
    );
    expect(refunded?.status).toBe('refunded');
    expect((await refundsOf(held.sessionId)).map((r) => r.amount)).toEqual([7500]);
    expect(await f.spotsLeft('card-late')).toBe(0);
  });

  it('is refunded when Stripe is back if the first refund attempt failed (500, then once)', async () => {
    await seedEvent(stack.db, 'refund-retry', { spots_left: 2 });
    const held = await book('refund-retry', 'unlucky', 2);
    f.holdWebhooks(true);
    await f.pay(held.sessionId);
    await stack.db
      .collection(COLLECTIONS.bookings)
      .doc(held.bookingId)
      .update({ status: 'expired' });
    await stack.db.collection(COLLECTIONS.events).doc('refund-retry').update({ spots_left: 0 });
    const completed = f.resigned(
      await f.standInEvent('checkout.session.completed', held.sessionId),
    );
    const request = {
      method: 'POST',
      rawBody: Buffer.from(completed.payload),
      signature: completed.header,
    };
    const webhookDeps = (stripe: Stripe) => ({
      db: stack.db,
      stripe,
      webhookSecret: WEBHOOK_SECRET,
      clock: () => new Date(),
    });

    const deadStripe = new Stripe('sk_test_dead', {
      host: '127.0.0.1',
      port: 9,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    expect((await handleStripeWebhook(request, webhookDeps(deadStripe))).status).toBe(500);
    expect((await f.booking(held.bookingId))?.status).toBe('refund_required');
    expect(await refundsOf(held.sessionId)).toEqual([]);

    const retried = await handleStripeWebhook(request, webhookDeps(stack.stripe));
    expect(retried).toEqual({ status: 200, body: { received: true, outcome: 'refunded' } });
    expect((await f.booking(held.bookingId))?.status).toBe('refunded');
    expect(await handleStripeWebhook(request, webhookDeps(stack.stripe))).toEqual({
      status: 200,
      body: { received: true, outcome: 'duplicate' },
    });
    expect(await refundsOf(held.sessionId)).toHaveLength(1);
  });

  it('records a refund Stripe already made (its idempotency key forgotten) instead of failing', async () => {
    await seedEvent(stack.db, 'refunded-before', { spots_left: 1 });
    const held = await book('refunded-before', 'early', 1);
    f.holdWebhooks(true);
    await f.pay(held.sessionId);
    await stack.db
      .collection(COLLECTIONS.bookings)
      .doc(held.bookingId)
      .update({ status: 'expired' });
    const paymentIntent = (await stack.stripe.checkout.sessions.retrieve(held.sessionId))
      .payment_intent as string;
    const manual = await stack.stripe.refunds.create(
      { payment_intent: paymentIntent },
      { idempotencyKey: `manual-${held.bookingId}` },
    );

    const completed = f.resigned(
      await f.standInEvent('checkout.session.completed', held.sessionId),
    );
    const answer = await f.postWebhook(completed.payload, completed.header);
    expect(await answer.json()).toEqual({ received: true, outcome: 'refunded' });
    expect(await f.booking(held.bookingId)).toMatchObject({
      status: 'refunded',
      refund_id: manual.id,
      payment_intent_id: paymentIntent,
    });
    expect(await refundsOf(held.sessionId)).toHaveLength(1);
  });

  it('is refunded when the event has taken place meanwhile, even with seats free', async () => {
    await seedEvent(stack.db, 'past-now', { spots_left: 5 });
    const held = await book('past-now', 'traveller', 1);
    await stack.db
      .collection(COLLECTIONS.bookings)
      .doc(held.bookingId)
      .update({ status: 'expired' });
    await stack.db
      .collection(COLLECTIONS.events)
      .doc('past-now')
      .update({ event_date: '2020-01-01' });
    await f.pay(held.sessionId);
    const refunded = await eventually(
      () => f.booking(held.bookingId),
      (b) => b?.status === 'refunded',
    );
    expect(refunded?.status).toBe('refunded');
    expect(await f.spotsLeft('past-now')).toBe(4);
  });
});

describe('a payment while the organiser cancels the event', () => {
  it('refunds it and lets go of the hold: nobody goes to a cancelled event', async () => {
    await seedEvent(stack.db, 'called-off', { spots_left: 5 });
    const held = await book('called-off', 'hopeful', 2);
    const event = stack.db.collection(COLLECTIONS.events).doc('called-off');
    expect((await event.get()).get('seats_held')).toBe(2);
    // The cancel's run has marked the event but not yet reached this hold.
    await event.update({ status: 'cancelled' });

    expect((await f.pay(held.sessionId)).status).toBe(303);
    const refunded = await eventually(
      () => f.booking(held.bookingId),
      (b) => b?.status === 'refunded',
    );
    expect(refunded).toMatchObject({ status: 'refunded', checkout_session_id: held.sessionId });
    expect((await refundsOf(held.sessionId)).map((r) => r.amount)).toEqual([5000]);
    expect((await f.sessionStatus(held.sessionId))?.status).toBe('refunded');
    expect((await event.get()).get('seats_held')).toBe(0);
    expect(await countDocs(stack.db, COLLECTIONS.eventAttendances)).toBe(0);
  });
});

describe('a webhook that cannot be processed', () => {
  it('answers 500 and writes nothing while the booking is malformed; the retry after the fix applies once', async () => {
    await seedEvent(stack.db, 'broken', { spots_left: 5 });
    const held = await book('broken', 'w7', 2);
    const ref = stack.db.collection(COLLECTIONS.bookings).doc(held.bookingId);
    const marker = stack.db.collection(COLLECTIONS.stripeEvents).doc('evt_broken_completed');
    const attendance = stack.db
      .collection(COLLECTIONS.eventAttendances)
      .doc(attendanceId(held.bookingId));
    await ref.update({ guest_count: 'two' });
    const completed = f.signedEvent('evt_broken_completed', 'checkout.session.completed', {
      id: held.sessionId,
      payment_intent: 'pi_broken',
      metadata: { bookingId: held.bookingId, eventId: 'broken' },
    });

    const failed = await f.postWebhook(completed.payload, completed.header);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: 'Webhook processing failed' });
    expect((await ref.get()).get('status')).toBe('pending');
    expect((await marker.get()).exists).toBe(false);
    expect((await attendance.get()).exists).toBe(false);
    expect((await f.sessionStatus(held.sessionId))?.status).toBe('pending');

    await ref.update({ guest_count: 2 });
    const retried = await f.postWebhook(completed.payload, completed.header);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ received: true, outcome: 'confirmed' });
    const again = await f.postWebhook(completed.payload, completed.header);
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await ref.get()).get('status')).toBe('confirmed');
    expect((await marker.get()).get('booking_id')).toBe(held.bookingId);
    expect((await attendance.get()).get('guest_count')).toBe(2);
    expect(await f.spotsLeft('broken')).toBe(3);
  });

  it('answers 500 to an expiry whose booking is malformed, and gives no seats back until fixed', async () => {
    await seedEvent(stack.db, 'broken-exp', { spots_left: 5 });
    const held = await book('broken-exp', 'w8', 2);
    const ref = stack.db.collection(COLLECTIONS.bookings).doc(held.bookingId);
    await ref.update({ event_id: 42 });
    const expired = f.signedEvent('evt_broken_expired', 'checkout.session.expired', {
      id: held.sessionId,
      payment_status: 'unpaid',
      metadata: { bookingId: held.bookingId, eventId: 'broken-exp' },
    });
    expect((await f.postWebhook(expired.payload, expired.header)).status).toBe(500);
    expect((await ref.get()).get('status')).toBe('pending');
    expect(await f.spotsLeft('broken-exp')).toBe(3);

    await ref.update({ event_id: 'broken-exp' });
    expect(await (await f.postWebhook(expired.payload, expired.header)).json()).toEqual({
      received: true,
      outcome: 'expired',
    });
    expect(await f.spotsLeft('broken-exp')).toBe(5);
  });
});
