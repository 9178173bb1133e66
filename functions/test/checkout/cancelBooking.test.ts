// Issue 21, cancel and refund: a confirmed booking cancelled by its member (or by a guest through
// the signed link of their confirmation mail) moves to refunded / cancelled, loses its attendance
// and gives its seats back in one transaction; the refund goes through Stripe once, whatever is
// repeated (a double click, a retried call, a replayed charge.refunded webhook). Against the
// Functions host, the Stripe stand-in and the SMTP catcher.

import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, attendees, mailIds, toDateString, type EventDoc } from '@brunchers/model';
import { handleCancelBooking } from '../../src/checkout/cancelBooking.handler.js';
import { MAIL_TOKEN_SECRET, startStack, type Stack } from '../support/stack.js';
import { eventually, flow } from '../support/flow.js';
import { callCallable, member, seedEvent, unsignedIdToken } from '../support/fixtures.js';

let stack: Stack;
let helpers: ReturnType<typeof flow>;

beforeAll(async () => {
  stack = await startStack({ host: true });
  helpers = flow(stack);
});
afterAll(() => stack.close());
beforeEach(async () => {
  await stack.clearFirestore();
  stack.smtp!.clear();
});

const DAY_MS = 86_400_000;
/** A week ahead: cancelled in time for a full refund. */
const inAWeek = () => toDateString(new Date(Date.now() + 7 * DAY_MS));
/** Tomorrow at 11:00 Lisbon time: between 12 and 36 hours away, so past the 48 h cutoff. */
const tomorrow = () => toDateString(new Date(Date.now() + DAY_MS));

const cancel = (data: Record<string, unknown>, token?: string) =>
  callCallable(stack.functionUrl('cancelBooking'), data, token);

async function seats(eventId: string) {
  const event = (
    await stack.db.collection(COLLECTIONS.events).doc(eventId).get()
  ).data() as EventDoc;
  return { spotsLeft: event.spots_left, held: event.seats_held ?? 0, going: attendees(event) };
}

/** Books and pays through the stand-in's page; resolves once the webhook confirmed the booking. */
async function paidBooking(eventId: string, guests: number, uid: string | null) {
  const answer = await callCallable(
    stack.functionUrl('createCheckout'),
    // From an English page (the booking's mails' language, issue 37).
    uid
      ? { eventId, guestCount: guests, locale: 'en' }
      : {
          eventId,
          guestCount: guests,
          guestName: 'Gina Guest',
          guestEmail: 'gina@example.org',
          locale: 'en',
        },
    uid ? unsignedIdToken(uid) : undefined,
  );
  expect(answer.status).toBe(200);
  const { bookingId, sessionId } = answer.result as { bookingId: string; sessionId: string };
  expect((await helpers.pay(sessionId)).status).toBeGreaterThanOrEqual(300);
  const confirmed = await eventually(
    () => helpers.booking(bookingId),
    (booking) => booking?.status === 'confirmed',
  );
  expect(confirmed?.status).toBe('confirmed');
  return { bookingId, sessionId, paymentIntent: confirmed?.payment_intent_id as string };
}

const refundsOf = async (paymentIntent: string) =>
  (await stack.stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 })).data;

const attendance = async (bookingId: string) =>
  stack.db.collection(COLLECTIONS.eventAttendances).doc(bookingId).get();

/** charge.refunded deliveries the webhook function has recorded for a booking's payment. */
async function chargeRefundedEvents(paymentIntent: string): Promise<Stripe.Event[]> {
  const events = await stack.stripe.events.list({ type: 'charge.refunded', limit: 100 });
  return events.data.filter(
    (event) => (event.data.object as Stripe.Charge).payment_intent === paymentIntent,
  );
}
const processedEvent = (eventId: string) =>
  eventually(
    async () => (await stack.db.collection(COLLECTIONS.stripeEvents).doc(eventId).get()).exists,
    (exists) => exists,
  );

describe('cancelBooking by the member', () => {
  it('refunds in full before the cutoff, once under a double click and a replayed webhook', async () => {
    await seedEvent(stack.db, 'ev', {
      spots_total: 12,
      spots_left: 12,
      price: 25,
      event_date: inAWeek(),
    });
    const { bookingId, sessionId, paymentIntent } = await paidBooking('ev', 3, 'ana');
    expect(await seats('ev')).toEqual({ spotsLeft: 9, held: 0, going: 3 });
    expect((await attendance(bookingId)).exists).toBe(true);

    // The dialog's quote, then two clicks racing each other.
    const preview = await cancel({ bookingId, preview: true }, unsignedIdToken('ana'));
    expect(preview.result).toMatchObject({
      status: 'confirmed',
      refundCents: 7500,
      seatsFreed: 3,
      inTime: true,
    });
    const [first, second] = await Promise.all([
      cancel({ bookingId }, unsignedIdToken('ana')),
      cancel({ bookingId }, unsignedIdToken('ana')),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect([first.result, second.result]).toContainEqual(
      expect.objectContaining({ status: 'refunded', refundCents: 7500, seatsFreed: 3 }),
    );

    expect(await helpers.booking(bookingId)).toMatchObject({
      status: 'refunded',
      refunded_cents: 7500,
      pending_refund: null,
    });
    expect(await seats('ev')).toEqual({ spotsLeft: 12, held: 0, going: 0 });
    expect((await attendance(bookingId)).exists).toBe(false);
    expect(await helpers.sessionStatus(sessionId)).toMatchObject({ status: 'refunded' });
    expect((await refundsOf(paymentIntent)).map((refund) => refund.amount)).toEqual([7500]);
    const mail = await stack.db
      .collection(COLLECTIONS.mail)
      .doc(mailIds.bookingCancelled(bookingId))
      .get();
    expect(mail.data()).toMatchObject({
      kind: 'booking_cancelled',
      amount_cents: 7500,
      user_id: 'ana',
    });

    // Stripe's charge.refunded arrives, and is then replayed: nothing more happens.
    const [announced] = await eventually(
      () => chargeRefundedEvents(paymentIntent),
      (events) => events.length > 0,
    );
    expect(await processedEvent(announced!.id)).toBe(true);
    const replay = helpers.resigned(announced!);
    const replayed = await helpers.postWebhook(replay.payload, replay.header);
    expect(replayed.status).toBe(200);
    expect(await cancel({ bookingId }, unsignedIdToken('ana'))).toMatchObject({
      status: 200,
      result: { status: 'refunded' },
    });
    expect((await refundsOf(paymentIntent)).map((refund) => refund.amount)).toEqual([7500]);
    expect(await seats('ev')).toEqual({ spotsLeft: 12, held: 0, going: 0 });
    expect(await helpers.booking(bookingId)).toMatchObject({
      status: 'refunded',
      refunded_cents: 7500,
    });
  });

  it('after the 48 h cutoff refunds nothing but still frees the seats', async () => {
    await seedEvent(stack.db, 'soon', {
      spots_total: 8,
      spots_left: 8,
      price: 20,
      event_date: tomorrow(),
    });
    const { bookingId, paymentIntent } = await paidBooking('soon', 2, 'ben');
    const preview = await cancel({ bookingId, preview: true }, unsignedIdToken('ben'));
    expect(preview.result).toMatchObject({ refundCents: 0, seatsFreed: 2, inTime: false });

    const answer = await cancel({ bookingId }, unsignedIdToken('ben'));
    expect(answer).toMatchObject({ status: 200, result: { status: 'cancelled', refundCents: 0 } });
    expect(await helpers.booking(bookingId)).toMatchObject({
      status: 'cancelled',
      pending_refund: null,
    });
    expect(await seats('soon')).toEqual({ spotsLeft: 8, held: 0, going: 0 });
    expect((await attendance(bookingId)).exists).toBe(false);
    expect(await refundsOf(paymentIntent)).toEqual([]);
    const mail = await stack.db
      .collection(COLLECTIONS.mail)
      .doc(mailIds.bookingCancelled(bookingId))
      .get();
    expect(mail.data()).toMatchObject({ kind: 'booking_cancelled', amount_cents: 0 });
  });

  it('refunds the difference when the party shrinks (4 → 2), then the rest on cancelling', async () => {
    await seedEvent(stack.db, 'party', {
      spots_total: 10,
      spots_left: 10,
      price: 30,
      event_date: inAWeek(),
    });
    const { bookingId, paymentIntent } = await paidBooking('party', 4, 'cleo');
    expect(await seats('party')).toEqual({ spotsLeft: 6, held: 0, going: 4 });

    const [shrink, again] = await Promise.all([
      cancel({ bookingId, keepGuests: 2 }, unsignedIdToken('cleo')),
      cancel({ bookingId, keepGuests: 2 }, unsignedIdToken('cleo')),
    ]);
    expect(shrink.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await helpers.booking(bookingId)).toMatchObject({
      status: 'confirmed',
      guest_count: 2,
      total_amount_cents: 6000,
      refunded_cents: 6000,
      pending_refund: null,
    });
    expect(await seats('party')).toEqual({ spotsLeft: 8, held: 0, going: 2 });
    expect((await attendance(bookingId)).get('guest_count')).toBe(2);
    expect((await refundsOf(paymentIntent)).map((refund) => refund.amount)).toEqual([6000]);
    const partyMail = await stack.db
      .collection(COLLECTIONS.mail)
      .doc(mailIds.partyReduced(bookingId, '2'))
      .get();
    expect(partyMail.data()).toMatchObject({ kind: 'party_reduced', amount_cents: 6000 });

    expect(
      (await cancel({ bookingId, keepGuests: 3 }, unsignedIdToken('cleo'))).error?.status,
    ).toBe('FAILED_PRECONDITION');
    const rest = await cancel({ bookingId }, unsignedIdToken('cleo'));
    expect(rest.result).toMatchObject({ status: 'refunded', refundCents: 6000 });
    expect((await refundsOf(paymentIntent)).map((refund) => refund.amount).sort()).toEqual([
      6000, 6000,
    ]);
    expect(await seats('party')).toEqual({ spotsLeft: 10, held: 0, going: 0 });
    expect(await helpers.booking(bookingId)).toMatchObject({
      status: 'refunded',
      refunded_cents: 12000,
    });
  });

  it('lets nobody else cancel a booking', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 12, spots_left: 12, event_date: inAWeek() });
    const { bookingId } = await paidBooking('ev', 2, 'ana');
    const guest = await paidBooking('ev', 1, null);

    expect((await cancel({ bookingId }, unsignedIdToken('mallory'))).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    expect(
      (await cancel({ bookingId, preview: true }, unsignedIdToken('mallory'))).error?.status,
    ).toBe('PERMISSION_DENIED');
    expect((await cancel({ bookingId })).error?.status).toBe('UNAUTHENTICATED');
    // A guest booking (no owner) is not anyone's to cancel by id: only its signed link works.
    expect(
      (await cancel({ bookingId: guest.bookingId }, unsignedIdToken('mallory'))).error?.status,
    ).toBe('PERMISSION_DENIED');
    expect(await helpers.booking(bookingId)).toMatchObject({ status: 'confirmed' });
    expect(await helpers.booking(guest.bookingId)).toMatchObject({ status: 'confirmed' });
    expect(await seats('ev')).toEqual({ spotsLeft: 9, held: 0, going: 3 });
  });
});

describe('cancelBooking by a guest through the mail link', () => {
  it('reads the link from the confirmation mail, refuses forged tokens, cancels with the real one', async () => {
    await seedEvent(stack.db, 'ev', {
      spots_total: 6,
      spots_left: 6,
      price: 25,
      event_date: inAWeek(),
    });
    const { bookingId, sessionId, paymentIntent } = await paidBooking('ev', 2, null);

    // This booking's confirmation (its link to the booking page names the session).
    const messages = await eventually(
      async () =>
        stack.smtp!.messages.filter(
          (m) => m.subject?.startsWith("You're booked") && m.text?.includes(sessionId),
        ),
      (found) => found.length > 0,
    );
    const link = /(http\S+\/booking\/cancel\?token=[\w.-]+)/.exec(messages[0]?.text ?? '')?.[1];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;

    // Forged: another key, another booking's id under this signature, garbage.
    const [body, signature] = token.split('.');
    const otherBody = Buffer.from(JSON.stringify({ s: 'b:someone-else', k: 'cancel' })).toString(
      'base64url',
    );
    for (const forged of [`${otherBody}.${signature}`, `${body}.AAAA`, 'garbage']) {
      expect((await cancel({ token: forged })).error?.status).toBe('PERMISSION_DENIED');
    }
    expect(await helpers.booking(bookingId)).toMatchObject({ status: 'confirmed' });

    const preview = await cancel({ token, preview: true });
    expect(preview.result).toMatchObject({ bookingId, refundCents: 5000, status: 'confirmed' });
    expect((await cancel({ token })).result).toMatchObject({
      status: 'refunded',
      refundCents: 5000,
    });
    expect(await seats('ev')).toEqual({ spotsLeft: 6, held: 0, going: 0 });
    expect((await refundsOf(paymentIntent)).map((refund) => refund.amount)).toEqual([5000]);

    const cancelled = await eventually(
      async () => stack.smtp!.messages.filter((m) => m.subject?.startsWith('Cancelled')),
      (found) => found.length > 0,
    );
    expect(cancelled[0]?.to).toMatchObject({ text: 'gina@example.org' });
    expect(cancelled[0]?.text).toContain('refunded €50.00');
  });
});

describe('a refund whose answer was lost', () => {
  it('is settled by charge.refunded; a retried call refunds nothing more', async () => {
    await seedEvent(stack.db, 'ev', {
      spots_total: 6,
      spots_left: 6,
      price: 25,
      event_date: inAWeek(),
    });
    const { bookingId, paymentIntent } = await paidBooking('ev', 2, 'dora');

    // Stripe makes the refund, but the connection drops before the answer (and stays down).
    const lossy = new Proxy(stack.stripe, {
      get(target, property, receiver) {
        if (property !== 'refunds') return Reflect.get(target, property, receiver) as unknown;
        return {
          create: async (...args: Parameters<Stripe['refunds']['create']>) => {
            await target.refunds.create(...args);
            throw new Error('socket hang up');
          },
          list: () => Promise.reject(new Error('socket hang up')),
        };
      },
    });
    const deps = {
      db: stack.db,
      stripe: lossy,
      clock: () => new Date(),
      tokenSecret: MAIL_TOKEN_SECRET,
    };
    await expect(
      handleCancelBooking({ data: { bookingId }, auth: member('dora') }, deps),
    ).rejects.toMatchObject({ code: 'unavailable' });
    // Seats are back at once; the refund waits for Stripe's word.
    expect(await seats('ev')).toEqual({ spotsLeft: 6, held: 0, going: 0 });

    // The charge.refunded webhook the stand-in sent settles it.
    const settled = await eventually(
      () => helpers.booking(bookingId),
      (booking) => booking?.status === 'refunded',
    );
    expect(settled).toMatchObject({
      status: 'refunded',
      refunded_cents: 5000,
      pending_refund: null,
    });

    expect((await cancel({ bookingId }, unsignedIdToken('dora'))).result).toMatchObject({
      status: 'refunded',
    });
    expect((await refundsOf(paymentIntent)).map((refund) => refund.amount)).toEqual([5000]);
  });
});
