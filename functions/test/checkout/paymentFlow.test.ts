// The booking flow end to end through the Functions host: createCheckout called over HTTP, the
// Stripe stand-in's checkout page paid, its signed webhook confirming the booking; then webhook
// idempotency, signature checks, expiry and the hold sweep.

import { Timestamp } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ASYNC_PAYMENT_HOLD_DAYS, COLLECTIONS } from '@brunchers/model';
import { handleCreateCheckout } from '../../src/checkout/createCheckout.handler.js';
import { handleReleaseExpiredHolds } from '../../src/checkout/releaseExpiredHolds.handler.js';
import { APP_URL, startStack, type Stack } from '../support/stack.js';
import { eventually, flow } from '../support/flow.js';
import {
  callCallable,
  countDocs,
  member,
  seedEvent,
  unsignedIdToken,
} from '../support/fixtures.js';

let stack: Stack;
let helpers: ReturnType<typeof flow>;

beforeAll(async () => {
  stack = await startStack({ host: true });
  helpers = flow(stack);
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

const deps = () => ({
  db: stack.db,
  stripe: stack.stripe,
  appUrl: APP_URL,
  clock: () => new Date(),
});
const booking = (id: string) => helpers.booking(id);
const sessionStatus = (sessionId: string) => helpers.sessionStatus(sessionId);
const spotsLeft = (eventId: string) => helpers.spotsLeft(eventId);
const signedEvent = (id: string, type: string, session: Record<string, unknown>, secret?: string) =>
  helpers.signedEvent(id, type, session, secret);
const postWebhook = (body: string, signature: string | null) =>
  helpers.postWebhook(body, signature);

describe('paying on the Stripe checkout page', () => {
  it('ends with a confirmed booking and exactly one attendance', async () => {
    await seedEvent(stack.db, 'paid-event', { spots_left: 10, price: 30 });
    await stack.db
      .collection(COLLECTIONS.userProfiles)
      .doc('payer')
      .set({ user_id: 'payer', display_name: 'Pat Payer', level: 1, experience_points: 0 });

    const answer = await callCallable(
      stack.functionUrl('createCheckout'),
      { eventId: 'paid-event', guestCount: 2 },
      unsignedIdToken('payer'),
    );
    expect(answer.status).toBe(200);
    const { url, bookingId, sessionId } = answer.result as {
      url: string;
      bookingId: string;
      sessionId: string;
    };
    expect(await sessionStatus(sessionId)).toMatchObject({
      booking_id: bookingId,
      status: 'pending',
      guest_count: 2,
      total_amount_cents: 6000,
    });

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay');
    const pay = await fetch(`${stack.stripeServer.url}/checkout/${sessionId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Pat+Payer',
      redirect: 'manual',
    });
    expect(pay.status).toBeGreaterThanOrEqual(300);
    expect(pay.headers.get('location')).toBe(`${APP_URL}/booking-success?session_id=${sessionId}`);

    const confirmed = await eventually(
      () => booking(bookingId),
      (b) => b?.status === 'confirmed',
    );
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      user_id: 'payer',
      checkout_session_id: sessionId,
    });
    const status = await sessionStatus(sessionId);
    expect(status).toMatchObject({
      booking_id: bookingId,
      event_id: 'paid-event',
      status: 'confirmed',
      guest_count: 2,
      total_amount_cents: 6000,
    });
    expect(Object.keys(status ?? {}).sort()).toEqual([
      'booking_id',
      'event_id',
      'event_title',
      'guest_count',
      'status',
      'total_amount_cents',
      'updated_at',
    ]);
    const attendances = await stack.db.collection(COLLECTIONS.eventAttendances).get();
    expect(attendances.docs.map((doc) => doc.id)).toEqual([bookingId]);
    expect(attendances.docs[0]?.data()).toMatchObject({
      booking_id: bookingId,
      user_id: 'payer',
      event_id: 'paid-event',
      guest_count: 2,
      attendee_name: 'Pat Payer',
      marked_present: false,
      marked_present_at: null,
      marked_by: null,
    });
    expect(await spotsLeft('paid-event')).toBe(8);
  });
});

describe('stripeWebhook', () => {
  async function pendingBooking(eventId: string, guests = 1) {
    await seedEvent(stack.db, eventId, { spots_left: 5 });
    return handleCreateCheckout(
      { data: { eventId, guestCount: guests }, auth: member('w1') },
      deps(),
    );
  }

  it('applies the same event delivered 10 times (at once) exactly once', async () => {
    const held = await pendingBooking('dup-event');
    const { payload, header } = signedEvent('evt_dup_1', 'checkout.session.completed', {
      id: held.sessionId,
      metadata: { bookingId: held.bookingId, eventId: 'dup-event' },
    });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postWebhook(payload, header)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await booking(held.bookingId))?.status).toBe('confirmed');
    expect(await countDocs(stack.db, COLLECTIONS.eventAttendances)).toBe(1);
    expect(await countDocs(stack.db, COLLECTIONS.stripeEvents)).toBe(1);
    expect(await spotsLeft('dup-event')).toBe(4);
  });

  it('refuses a bad signature with 400 and writes nothing', async () => {
    const held = await pendingBooking('sig-event');
    const session = {
      id: held.sessionId,
      metadata: { bookingId: held.bookingId, eventId: 'sig-event' },
    };
    const forged = signedEvent(
      'evt_forged',
      'checkout.session.completed',
      session,
      'whsec_not_the_secret',
    );
    const tampered = signedEvent('evt_tampered', 'checkout.session.completed', session);

    expect((await postWebhook(forged.payload, forged.header)).status).toBe(400);
    expect(
      (await postWebhook(tampered.payload.replace('"paid"', '"paid" '), tampered.header)).status,
    ).toBe(400);
    expect((await postWebhook(tampered.payload, null)).status).toBe(400);
    expect((await postWebhook('not json at all', tampered.header)).status).toBe(400);

    expect((await booking(held.bookingId))?.status).toBe('pending');
    expect(await countDocs(stack.db, COLLECTIONS.stripeEvents)).toBe(0);
    expect(await countDocs(stack.db, COLLECTIONS.eventAttendances)).toBe(0);
  });

  it('answers 405 to anything but POST', async () => {
    expect((await fetch(stack.functionUrl('stripeWebhook'))).status).toBe(405);
  });

  it('expires a pending booking and releases its seats; a payment landing later takes them again while free', async () => {
    const held = await pendingBooking('exp-event', 3);
    expect(await spotsLeft('exp-event')).toBe(2);
    const session = {
      id: held.sessionId,
      metadata: { bookingId: held.bookingId, eventId: 'exp-event' },
    };
    const expired = signedEvent('evt_exp', 'checkout.session.expired', {
      ...session,
      payment_status: 'unpaid',
    });
    expect((await postWebhook(expired.payload, expired.header)).status).toBe(200);
    expect((await booking(held.bookingId))?.status).toBe('expired');
    expect((await sessionStatus(held.sessionId))?.status).toBe('expired');
    expect(await spotsLeft('exp-event')).toBe(5);

    // A repeated expiry changes nothing.
    expect(await (await postWebhook(expired.payload, expired.header)).json()).toEqual({
      received: true,
      outcome: 'duplicate',
    });
    expect(await spotsLeft('exp-event')).toBe(5);

    // A payment arriving after the seats went back takes them again, as they are still free.
    const late = signedEvent('evt_late', 'checkout.session.completed', {
      ...session,
      payment_intent: 'pi_late_1',
    });
    const answer = await postWebhook(late.payload, late.header);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, outcome: 'confirmed-after-release' });
    expect(await booking(held.bookingId)).toMatchObject({
      status: 'confirmed',
      payment_intent_id: 'pi_late_1',
    });
    expect((await sessionStatus(held.sessionId))?.status).toBe('confirmed');
    expect(await spotsLeft('exp-event')).toBe(2);
    expect(await countDocs(stack.db, COLLECTIONS.eventAttendances)).toBe(1);
    // Delivered again: seats are not taken twice.
    await postWebhook(late.payload, late.header);
    expect(await spotsLeft('exp-event')).toBe(2);
    expect(await countDocs(stack.db, COLLECTIONS.eventAttendances)).toBe(1);
  });

  it('confirms nothing for a session still awaiting an asynchronous payment', async () => {
    const held = await pendingBooking('async-event');
    const event = signedEvent('evt_async', 'checkout.session.completed', {
      id: held.sessionId,
      payment_status: 'unpaid',
      metadata: { bookingId: held.bookingId, eventId: 'async-event' },
    });
    const answer = await postWebhook(event.payload, event.header);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, outcome: 'awaiting-payment' });
    // The seats stay held while the bank settles the debit: Stripe no longer expires the session.
    const after = await booking(held.bookingId);
    expect(after?.status).toBe('pending');
    const createdMs = (after?.created_at as Timestamp).toMillis();
    expect((after?.hold_expires_at as Timestamp).toMillis()).toBe(
      createdMs + ASYNC_PAYMENT_HOLD_DAYS * 86_400_000,
    );
    expect(await spotsLeft('async-event')).toBe(4);
  });

  it('releases the seats when the asynchronous payment fails, once', async () => {
    const held = await pendingBooking('async-fail-event', 2);
    expect(await spotsLeft('async-fail-event')).toBe(3);
    const session = {
      id: held.sessionId,
      status: 'complete',
      metadata: { bookingId: held.bookingId, eventId: 'async-fail-event' },
    };
    const completed = signedEvent('evt_async_fail_completed', 'checkout.session.completed', {
      ...session,
      payment_status: 'unpaid',
    });
    expect((await postWebhook(completed.payload, completed.header)).status).toBe(200);
    expect((await booking(held.bookingId))?.status).toBe('pending');

    const failed = signedEvent('evt_async_failed', 'checkout.session.async_payment_failed', {
      ...session,
      payment_status: 'unpaid',
    });
    const answer = await postWebhook(failed.payload, failed.header);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, outcome: 'expired' });
    expect((await booking(held.bookingId))?.status).toBe('expired');
    expect((await sessionStatus(held.sessionId))?.status).toBe('expired');
    expect(await spotsLeft('async-fail-event')).toBe(5);

    // Delivered again: applied once, seats not given back twice.
    expect(await (await postWebhook(failed.payload, failed.header)).json()).toEqual({
      received: true,
      outcome: 'duplicate',
    });
    expect(await spotsLeft('async-fail-event')).toBe(5);
    // The sweep no longer sees it.
    await stack.db
      .collection(COLLECTIONS.bookings)
      .doc(held.bookingId)
      .update({ hold_expires_at: Timestamp.fromMillis(Date.now() - 1000) });
    expect(
      await handleReleaseExpiredHolds({
        db: stack.db,
        stripe: stack.stripe,
        clock: () => new Date(),
      }),
    ).toEqual({ examined: 0, released: 0, awaitingPayment: 0, skipped: 0 });
    expect(await countDocs(stack.db, COLLECTIONS.eventAttendances)).toBe(0);
  });
});

describe('releaseExpiredHolds', () => {
  it('expires overdue holds (and their Stripe sessions) and leaves live ones alone', async () => {
    await seedEvent(stack.db, 'sweep-event', { spots_left: 10 });
    const overdue = await handleCreateCheckout(
      { data: { eventId: 'sweep-event', guestCount: 2 }, auth: member('s1') },
      deps(),
    );
    const live = await handleCreateCheckout(
      { data: { eventId: 'sweep-event', guestCount: 1 }, auth: member('s2') },
      deps(),
    );
    await stack.db
      .collection(COLLECTIONS.bookings)
      .doc(overdue.bookingId)
      .update({ hold_expires_at: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await spotsLeft('sweep-event')).toBe(7);

    await stack.host!.runSchedule('releaseExpiredHolds');

    expect((await booking(overdue.bookingId))?.status).toBe('expired');
    expect((await sessionStatus(overdue.sessionId))?.status).toBe('expired');
    expect((await booking(live.bookingId))?.status).toBe('pending');
    expect((await sessionStatus(live.sessionId))?.status).toBe('pending');
    expect(await spotsLeft('sweep-event')).toBe(9);
    expect((await stack.stripe.checkout.sessions.retrieve(overdue.sessionId)).status).toBe(
      'expired',
    );
  });

  it('releases seats once when the sweep and the expiry webhook race', async () => {
    await seedEvent(stack.db, 'race-sweep', { spots_left: 6 });
    const held = await handleCreateCheckout(
      { data: { eventId: 'race-sweep', guestCount: 3 }, auth: member('r1') },
      deps(),
    );
    await stack.db
      .collection(COLLECTIONS.bookings)
      .doc(held.bookingId)
      .update({ hold_expires_at: Timestamp.fromMillis(Date.now() - 1000) });
    const expired = signedEvent('evt_race_exp', 'checkout.session.expired', {
      id: held.sessionId,
      payment_status: 'unpaid',
      metadata: { bookingId: held.bookingId, eventId: 'race-sweep' },
    });
    await Promise.all([
      handleReleaseExpiredHolds({ db: stack.db, stripe: stack.stripe, clock: () => new Date() }),
      handleReleaseExpiredHolds({ db: stack.db, stripe: stack.stripe, clock: () => new Date() }),
      postWebhook(expired.payload, expired.header),
    ]);
    // The stand-in also announces the expiry it was asked for; let that delivery land too.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await booking(held.bookingId))?.status).toBe('expired');
    expect(await spotsLeft('race-sweep')).toBe(6);
  });

  it('releases a hold whose session Stripe does not know (resource_missing); other Stripe errors retry later', async () => {
    await seedEvent(stack.db, 'missing-sweep', { spots_left: 4 });
    const held = await handleCreateCheckout(
      { data: { eventId: 'missing-sweep', guestCount: 2 }, auth: member('m1') },
      deps(),
    );
    await stack.db
      .collection(COLLECTIONS.bookings)
      .doc(held.bookingId)
      .update({
        checkout_session_id: 'cs_test_unknown_to_stripe',
        hold_expires_at: Timestamp.fromMillis(Date.now() - 1000),
      });
    const missing = await stack.stripe.checkout.sessions
      .retrieve('cs_test_unknown_to_stripe')
      .catch((error: unknown) => error);
    expect(missing).toMatchObject({ code: 'resource_missing', statusCode: 404 });

    const deadStripe = new Stripe('sk_test_dead', {
      host: '127.0.0.1',
      port: 9,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const unreachable = await handleReleaseExpiredHolds({
      db: stack.db,
      stripe: deadStripe,
      clock: () => new Date(),
    });
    expect(unreachable).toEqual({ examined: 1, released: 0, awaitingPayment: 0, skipped: 1 });
    expect((await booking(held.bookingId))?.status).toBe('pending');
    expect(await spotsLeft('missing-sweep')).toBe(2);

    const sweep = await handleReleaseExpiredHolds({
      db: stack.db,
      stripe: stack.stripe,
      clock: () => new Date(),
    });
    expect(sweep).toEqual({ examined: 1, released: 1, awaitingPayment: 0, skipped: 0 });
    expect((await booking(held.bookingId))?.status).toBe('expired');
    expect((await sessionStatus('cs_test_unknown_to_stripe'))?.status).toBe('expired');
    expect(await spotsLeft('missing-sweep')).toBe(4);
  });

  it('leaves a paid session for the webhook instead of releasing it', async () => {
    await seedEvent(stack.db, 'paid-sweep', { spots_left: 4 });
    const held = await handleCreateCheckout(
      { data: { eventId: 'paid-sweep', guestCount: 1 }, auth: member('p1') },
      deps(),
    );
    // Hold the webhook back so the sweep meets a paid session whose booking is still pending.
    stack.stripeServer.setWebhookUrl('http://127.0.0.1:9/unreachable');
    await fetch(`${stack.stripeServer.url}/checkout/${held.sessionId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    await stack.db
      .collection(COLLECTIONS.bookings)
      .doc(held.bookingId)
      .update({ hold_expires_at: Timestamp.fromMillis(Date.now() - 1000) });
    const sweep = await handleReleaseExpiredHolds({
      db: stack.db,
      stripe: stack.stripe,
      clock: () => new Date(),
    });
    expect(sweep).toEqual({ examined: 1, released: 0, awaitingPayment: 0, skipped: 1 });
    expect((await booking(held.bookingId))?.status).toBe('pending');
    stack.stripeServer.setWebhookUrl(stack.functionUrl('stripeWebhook'));
    const final = await eventually(
      () => booking(held.bookingId),
      (b) => b?.status === 'confirmed',
    );
    expect(final?.status).toBe('confirmed');
    expect(await spotsLeft('paid-sweep')).toBe(3);
  });
});

describe('session timeout at Stripe', () => {
  it('is expired by the stand-in when its session times out (signed checkout.session.expired)', async () => {
    const held = await seedEvent(stack.db, 'timeout-event', { spots_left: 5 }).then(() =>
      handleCreateCheckout(
        { data: { eventId: 'timeout-event', guestCount: 2 }, auth: member('t1') },
        deps(),
      ),
    );
    const timedOut = await fetch(
      `${stack.stripeServer.url}/_stand-in/checkout/sessions/${held.sessionId}/time-out`,
      { method: 'POST' },
    );
    expect(timedOut.status).toBe(200);
    const after = await eventually(
      () => booking(held.bookingId),
      (b) => b?.status === 'expired',
    );
    expect(after?.status).toBe('expired');
    expect(await spotsLeft('timeout-event')).toBe(5);
  });
});
