// Issue 21: the waitlist with automatic offers, at handler level against the local Firestore and
// the Stripe stand-in. Freed seats (a cancelled or expired checkout, more capacity) go to the first
// entries in line whose party fits, held for them as a pending booking with a mail in the outbox;
// the public never sees them on sale; a lapsed offer passes on; members with an active membership
// queue ahead; the offer's checkout books exactly the held seats.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_SUSPENDED,
  COLLECTIONS,
  EVENT_SOLD_OUT,
  TOO_MANY_WAITLIST_JOINS,
  WAITLIST_GUEST_JOIN_LIMIT,
  OFFER_LAPSED,
  WAITLIST_ALREADY_FREE,
  WAITLIST_OFFER_MINUTES,
  attendees,
  mailIds,
  offerPrice,
  userRoleId,
  type EventDoc,
  type WaitlistEntryDoc,
} from '@brunchers/model';
import { handleCancelBooking } from '../../src/checkout/cancelBooking.handler.js';
import { handleCancelCheckout } from '../../src/checkout/cancelCheckout.handler.js';
import { handleCreateCheckout } from '../../src/checkout/createCheckout.handler.js';
import type { CheckoutDeps } from '../../src/checkout/deps.js';
import { handleReleaseExpiredHolds } from '../../src/checkout/releaseExpiredHolds.handler.js';
import { handleStripeWebhook } from '../../src/checkout/stripeWebhook.handler.js';
import { handleAddEventSeats } from '../../src/waitlist/addEventSeats.handler.js';
import { handleCheckoutOffer } from '../../src/waitlist/checkoutOffer.handler.js';
import { handleJoinWaitlist } from '../../src/waitlist/joinWaitlist.handler.js';
import { handleLeaveWaitlist } from '../../src/waitlist/leaveWaitlist.handler.js';
import {
  APP_URL,
  MAIL_TOKEN_SECRET,
  WEBHOOK_SECRET,
  startStack,
  type Stack,
} from '../support/stack.js';
import { flow } from '../support/flow.js';
import { httpsErrorOf, member, seedEvent } from '../support/fixtures.js';
import { joinAsConfirmedGuest } from '../support/waitlist.js';

let stack: Stack;
let f: ReturnType<typeof flow>;
/** The functions' clock: moved forward to make offers lapse. */
let now = new Date();
let deps: CheckoutDeps;

beforeAll(async () => {
  stack = await startStack();
  f = flow(stack);
  deps = { db: stack.db, stripe: stack.stripe, appUrl: APP_URL, clock: () => now };
});
afterAll(() => stack.close());
beforeEach(async () => {
  now = new Date();
  await stack.clearFirestore();
});

const guest = (name: string) => ({
  guestName: name,
  guestEmail: `${name.toLowerCase()}@example.org`,
});

async function seats(eventId: string) {
  const event = (
    await stack.db.collection(COLLECTIONS.events).doc(eventId).get()
  ).data() as EventDoc;
  return { left: event.spots_left, held: event.seats_held ?? 0, going: attendees(event) };
}

function book(eventId: string, uid: string, guests: number) {
  return handleCreateCheckout({ data: { eventId, guestCount: guests }, auth: member(uid) }, deps);
}

function join(eventId: string, uid: string, partySize: number) {
  return handleJoinWaitlist({ data: { eventId, partySize }, auth: member(uid) }, deps);
}

const cancel = (bookingId: string, uid: string) =>
  handleCancelCheckout({ data: { bookingId }, auth: member(uid) }, deps);

async function entry(entryId: string): Promise<WaitlistEntryDoc> {
  return (
    await stack.db.collection(COLLECTIONS.waitlistEntries).doc(entryId).get()
  ).data() as WaitlistEntryDoc;
}

async function queue(eventId: string): Promise<string[]> {
  const doc = await stack.db.collection(COLLECTIONS.waitlists).doc(eventId).get();
  return ((doc.get('queue') as { entry_id: string }[] | undefined) ?? []).map((i) => i.entry_id);
}

async function mailExists(id: string): Promise<boolean> {
  return (await stack.db.collection(COLLECTIONS.mail).doc(id).get()).exists;
}

/** Pays a session on the stand-in's page and hands Stripe's completed event to the webhook. */
async function pay(sessionId: string) {
  const paid = await f.pay(sessionId);
  expect(paid.status).toBeLessThan(400);
  const event = f.resigned(await f.standInEvent('checkout.session.completed', sessionId));
  return handleStripeWebhook(
    { method: 'POST', rawBody: Buffer.from(event.payload), signature: event.header },
    { db: stack.db, stripe: stack.stripe, webhookSecret: WEBHOOK_SECRET, clock: () => now },
  );
}

const sweepAfter = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
  return handleReleaseExpiredHolds(deps);
};

describe('joining the waitlist', () => {
  it('is only for parties the seats on sale cannot take, once per person', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 4, spots_left: 2 });
    expect(await httpsErrorOf(join('ev', 'm1', 2))).toMatchObject({
      code: 'failed-precondition',
      message: WAITLIST_ALREADY_FREE,
    });
    const first = await join('ev', 'm1', 3);
    expect(first.position).toBe(1);
    expect(await join('ev', 'm1', 3)).toEqual(first);
    const second = await joinAsConfirmedGuest(
      { data: { eventId: 'ev', partySize: 3, ...guest('Gina') } },
      deps,
    );
    expect(second.position).toBe(2);
    expect(await queue('ev')).toEqual([first.entryId, second.entryId]);
    expect(await entry(second.entryId)).toMatchObject({
      user_id: null,
      guest_name: 'Gina',
      guest_email: 'gina@example.org',
      status: 'waiting',
    });
  });

  it("keeps the event's titles in both languages on the entry (the offer banner's, issue 37)", async () => {
    await seedEvent(stack.db, 'evpt', {
      spots_total: 4,
      spots_left: 0,
      title: 'Sunday brunch',
      title_pt: 'Brunch de domingo',
    });
    const { entryId } = await join('evpt', 'm1', 2);
    expect(await entry(entryId)).toMatchObject({
      event_title: 'Sunday brunch',
      event_title_pt: 'Brunch de domingo',
    });
  });

  it('a guest must give a name and e-mail', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 4, spots_left: 0 });
    expect(
      await httpsErrorOf(handleJoinWaitlist({ data: { eventId: 'ev', partySize: 1 } }, deps)),
    ).toMatchObject({ code: 'invalid-argument' });
  });

  it('one guest client takes at most five new places an hour; its places, members and other clients are not held back', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 4, spots_left: 0 });
    // As on Cloud Functions: the front end appends the caller's address to X-Forwarded-For.
    const asGuest = (n: number, ip: string, forgedHop = '10.9.9.9') =>
      joinAsConfirmedGuest(
        {
          data: {
            eventId: 'ev',
            partySize: 1,
            guestName: `G${n}`,
            guestEmail: `g${n}@example.org`,
          },
          rawRequest: { ip: '10.0.0.1', headers: { 'x-forwarded-for': `${forgedHop}, ${ip}` } },
        },
        deps,
      );
    const places = [];
    for (let n = 1; n <= WAITLIST_GUEST_JOIN_LIMIT.calls; n++)
      places.push(await asGuest(n, '203.0.113.7'));
    expect(places.map((place) => place.position)).toEqual([1, 2, 3, 4, 5]);
    expect(await httpsErrorOf(asGuest(6, '203.0.113.7'))).toMatchObject({
      code: 'resource-exhausted',
      message: TOO_MANY_WAITLIST_JOINS,
    });
    // A forged first hop does not make another client.
    expect(await httpsErrorOf(asGuest(7, '203.0.113.7', '198.51.100.99'))).toMatchObject({
      code: 'resource-exhausted',
    });
    expect(await queue('ev')).toEqual(places.map((place) => place.entryId));
    // Asking again for a place it holds answers that place.
    expect(await asGuest(3, '203.0.113.7')).toEqual(places[2]);
    expect((await asGuest(6, '198.51.100.4')).position).toBe(6);
    expect((await join('ev', 'm1', 1)).position).toBe(7);

    now = new Date(now.getTime() + WAITLIST_GUEST_JOIN_LIMIT.windowMs);
    expect((await asGuest(8, '203.0.113.7')).position).toBe(8);
  });

  it('members with an active membership queue ahead of non-members, each first come first served', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 2, spots_left: 0 });
    await stack.db.collection(COLLECTIONS.memberships).doc('vip1').set({ status: 'active' });
    await stack.db.collection(COLLECTIONS.memberships).doc('vip2').set({ status: 'trialing' });
    await stack.db.collection(COLLECTIONS.memberships).doc('lapsed').set({ status: 'canceled' });
    const n1 = await join('ev', 'n1', 1);
    const lapsed = await join('ev', 'lapsed', 1);
    const vip1 = await join('ev', 'vip1', 1);
    expect(vip1.position).toBe(1);
    const vip2 = await join('ev', 'vip2', 1);
    expect(vip2.position).toBe(2);
    expect(await queue('ev')).toEqual([vip1.entryId, vip2.entryId, n1.entryId, lapsed.entryId]);
  });

  it('a member leaves while waiting; nobody else can take their place out', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 2, spots_left: 0 });
    const mine = await join('ev', 'm1', 1);
    const other = await join('ev', 'm2', 1);
    expect(
      await httpsErrorOf(
        handleLeaveWaitlist({ data: { entryId: mine.entryId }, auth: member('m2') }, deps),
      ),
    ).toMatchObject({ code: 'permission-denied' });
    expect(
      await handleLeaveWaitlist({ data: { entryId: mine.entryId }, auth: member('m1') }, deps),
    ).toEqual({ status: 'left' });
    expect(await queue('ev')).toEqual([other.entryId]);
  });
});

describe('freed seats are offered to the waitlist', () => {
  it('in FIFO order, held out of spots_left, each with its mail', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 4, spots_left: 4 });
    const a = await book('ev', 'a', 4);
    const b = await join('ev', 'b', 2);
    const c = await joinAsConfirmedGuest(
      { data: { eventId: 'ev', partySize: 2, ...guest('Cleo') } },
      deps,
    );
    const d = await join('ev', 'd', 1);
    expect(await seats('ev')).toEqual({ left: 0, held: 4, going: 0 });

    await cancel(a.bookingId, 'a');
    // B and C get the four seats; D is next. Nobody else can buy them.
    expect(await seats('ev')).toEqual({ left: 0, held: 4, going: 0 });
    const offerB = await entry(b.entryId);
    const offerC = await entry(c.entryId);
    expect(offerB).toMatchObject({ status: 'offered' });
    expect(offerC).toMatchObject({ status: 'offered' });
    expect((await entry(d.entryId)).status).toBe('waiting');
    expect(await queue('ev')).toEqual([d.entryId]);
    const heldB = await f.booking(offerB.offer_booking_id!);
    expect(heldB).toMatchObject({
      status: 'pending',
      user_id: 'b',
      guest_count: 2,
      waitlist_entry_id: b.entryId,
      checkout_session_id: null,
    });
    expect((heldB!.hold_expires_at as { toMillis(): number }).toMillis() - now.getTime()).toBe(
      WAITLIST_OFFER_MINUTES * 60_000,
    );
    expect(await f.booking(offerC.offer_booking_id!)).toMatchObject({
      user_id: null,
      guest_email: 'cleo@example.org',
      guest_name: 'Cleo',
    });
    expect(await mailExists(mailIds.waitlistOffer(offerB.offer_booking_id!))).toBe(true);
    expect(await mailExists(mailIds.waitlistOffer(offerC.offer_booking_id!))).toBe(true);
    expect(await httpsErrorOf(book('ev', 'public', 1))).toMatchObject({
      message: `${EVENT_SOLD_OUT}.`,
    });
  });

  it("a member's cancellation of a paid booking offers its seats to the first in line", async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 4, spots_left: 4 });
    const a = await book('ev', 'a', 4);
    await pay(a.sessionId);
    expect((await f.booking(a.bookingId))?.status).toBe('confirmed');
    const b = await join('ev', 'b', 2);
    expect(await seats('ev')).toEqual({ left: 0, held: 0, going: 4 });

    await handleCancelBooking(
      { data: { bookingId: a.bookingId }, auth: member('a') },
      { ...deps, tokenSecret: MAIL_TOKEN_SECRET },
    );
    // B's two seats are held for B's offer; the other two go on sale.
    const offerB = await entry(b.entryId);
    expect(offerB.status).toBe('offered');
    expect(await f.booking(offerB.offer_booking_id!)).toMatchObject({
      status: 'pending',
      user_id: 'b',
      guest_count: 2,
    });
    expect(await seats('ev')).toEqual({ left: 2, held: 2, going: 0 });
  });

  it('a party that does not fit is passed over and keeps its place', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 3, spots_left: 3 });
    const a = await book('ev', 'a', 2);
    const x = await book('ev', 'x', 1);
    const big = await join('ev', 'big', 3);
    const small = await join('ev', 'small', 1);

    await cancel(x.bookingId, 'x');
    expect((await entry(small.entryId)).status).toBe('offered');
    expect((await entry(big.entryId)).status).toBe('waiting');
    expect(await queue('ev')).toEqual([big.entryId]);

    // Two seats free still do not fit three: they go on sale, the party keeps its place.
    await cancel(a.bookingId, 'a');
    expect(await seats('ev')).toEqual({ left: 2, held: 1, going: 0 });
    expect(await queue('ev')).toEqual([big.entryId]);
  });

  it('an offer that lapses passes to the next in line (the sweep)', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 2, spots_left: 2 });
    const a = await book('ev', 'a', 2);
    const b = await join('ev', 'b', 2);
    const c = await join('ev', 'c', 2);
    await cancel(a.bookingId, 'a');
    const offerB = (await entry(b.entryId)).offer_booking_id!;

    expect((await sweepAfter(WAITLIST_OFFER_MINUTES - 1)).released).toBe(0);
    expect((await entry(b.entryId)).status).toBe('offered');
    expect((await sweepAfter(2)).released).toBe(1);
    expect(await f.booking(offerB)).toMatchObject({ status: 'expired' });
    expect((await entry(b.entryId)).status).toBe('lapsed');
    const offerC = await entry(c.entryId);
    expect(offerC.status).toBe('offered');
    expect(await seats('ev')).toEqual({ left: 0, held: 2, going: 0 });
    expect(
      await httpsErrorOf(
        handleCheckoutOffer({ data: { bookingId: offerB }, auth: member('b') }, deps),
      ),
    ).toMatchObject({
      code: 'failed-precondition',
      message: OFFER_LAPSED,
    });

    // The last offer lapsing with nobody left in line puts the seats on sale.
    await sweepAfter(WAITLIST_OFFER_MINUTES + 1);
    expect((await entry(c.entryId)).status).toBe('lapsed');
    expect(await seats('ev')).toEqual({ left: 2, held: 0, going: 0 });
  });

  it('the offer checkout books exactly the held seats; only its owner opens it', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 3, spots_left: 3, price: 20 });
    const a = await book('ev', 'a', 3);
    const b = await join('ev', 'b', 2);
    await cancel(a.bookingId, 'a');
    const bookingId = (await entry(b.entryId)).offer_booking_id!;
    expect(await seats('ev')).toEqual({ left: 1, held: 2, going: 0 });

    expect(
      await httpsErrorOf(handleCheckoutOffer({ data: { bookingId }, auth: member('a') }, deps)),
    ).toMatchObject({ code: 'permission-denied' });
    expect(await httpsErrorOf(handleCheckoutOffer({ data: { bookingId } }, deps))).toMatchObject({
      code: 'unauthenticated',
    });

    const opened = await handleCheckoutOffer({ data: { bookingId }, auth: member('b') }, deps);
    // A second click answers the same session.
    expect(await handleCheckoutOffer({ data: { bookingId }, auth: member('b') }, deps)).toEqual(
      opened,
    );
    const session = await stack.stripe.checkout.sessions.retrieve(opened.sessionId, {
      expand: ['line_items'],
    });
    expect(session.amount_total).toBe(4000);
    expect(session.metadata).toMatchObject({ bookingId });
    // The offer's 30 minutes no longer apply once payment started: the session's hold does.
    const held = await f.booking(bookingId);
    expect((held!.hold_expires_at as { toMillis(): number }).toMillis()).toBe(
      session.expires_at * 1000,
    );
    expect((await sweepAfter(WAITLIST_OFFER_MINUTES + 0.5)).released).toBe(0);

    expect((await pay(opened.sessionId)).body).toMatchObject({ outcome: 'confirmed' });
    expect(await f.booking(bookingId)).toMatchObject({ status: 'confirmed', guest_count: 2 });
    expect((await entry(b.entryId)).status).toBe('booked');
    expect(await seats('ev')).toEqual({ left: 1, held: 0, going: 2 });
  });

  // Issue 39: an offer is priced when its payment opens, by the bookings owner's priceBooking
  // (tiers and membership of that moment; no promotion codes), and the ledger follows what was paid.
  it('the offer checkout charges the member price or the open early bird, and the refund follows', async () => {
    const tiers = {
      early_bird: { price_cents: 1800, ends_at: null, seat_cap: 10 },
      member: { price_cents: 1500 },
    };
    await seedEvent(stack.db, 'ev', { spots_total: 4, spots_left: 4, price: 20 });
    await stack.db.collection(COLLECTIONS.events).doc('ev').update({
      price_tiers: tiers,
      // The early bird's seats are all taken: the first bookings paid 18.
      early_bird_taken: 10,
    });
    await stack.db.collection(COLLECTIONS.memberships).doc('vip').set({ status: 'active' });
    const a = await book('ev', 'a', 4);
    const vip = await join('ev', 'vip', 2);
    const n = await join('ev', 'n', 2);
    await cancel(a.bookingId, 'a');
    const vipOffer = (await entry(vip.entryId)).offer_booking_id!;
    const nOffer = (await entry(n.entryId)).offer_booking_id!;

    // The early bird reopens (its cap raised) before the offers are taken up.
    await stack.db
      .collection(COLLECTIONS.events)
      .doc('ev')
      .update({ 'price_tiers.early_bird.seat_cap': 12 });
    // What the offer page shows before payment opens (the model's offerPrice) is what is charged.
    const shown = async (bookingId: string, isMember: boolean) => {
      const [offer, ev] = await Promise.all([
        f.booking(bookingId),
        stack.db.collection(COLLECTIONS.events).doc('ev').get(),
      ]);
      const guests = offer!.guest_count as number;
      const list = Math.round((offer!.total_amount_cents as number) / guests);
      return offerPrice(ev.data()!, list, guests, isMember, new Date()).totalCents;
    };
    expect(await shown(vipOffer, true)).toBe(3000);
    expect(await shown(nOffer, false)).toBe(3600);
    const opened = await handleCheckoutOffer(
      { data: { bookingId: vipOffer }, auth: member('vip') },
      deps,
    );
    const session = await stack.stripe.checkout.sessions.retrieve(opened.sessionId);
    expect(session.amount_total).toBe(3000);
    expect(await f.booking(vipOffer)).toMatchObject({
      total_amount_cents: 3000,
      pricing: { tier: 'member', unit_cents: 1500, list_unit_cents: 2000, early_bird_seats: 0 },
    });
    const nOpened = await handleCheckoutOffer(
      { data: { bookingId: nOffer }, auth: member('n') },
      deps,
    );
    expect((await stack.stripe.checkout.sessions.retrieve(nOpened.sessionId)).amount_total).toBe(
      3600,
    );
    expect(await f.booking(nOffer)).toMatchObject({
      total_amount_cents: 3600,
      pricing: { tier: 'early_bird', early_bird_seats: 2 },
    });
    const event = await stack.db.collection(COLLECTIONS.events).doc('ev').get();
    expect(event.get('early_bird_taken')).toBe(12);

    expect((await pay(opened.sessionId)).body).toMatchObject({ outcome: 'confirmed' });
    const paid = await f.booking(vipOffer);
    expect(paid).toMatchObject({ status: 'confirmed', total_amount_cents: 3000 });
    expect(paid!.ledger).toEqual([expect.objectContaining({ kind: 'charge', amount_cents: 3000 })]);
    await handleCancelBooking(
      { data: { bookingId: vipOffer }, auth: member('vip') },
      { ...deps, tokenSecret: MAIL_TOKEN_SECRET },
    );
    const cancelled = await f.booking(vipOffer);
    expect(cancelled!.refunded_cents).toBe(3000);

    // The other offer lapses unpaid: its early-bird seats are given back.
    await stack.stripe.checkout.sessions.expire(nOpened.sessionId);
    await sweepAfter(24 * 60);
    const after = await stack.db.collection(COLLECTIONS.events).doc('ev').get();
    expect(after.get('early_bird_taken')).toBe(10);
  });

  // Issue 36 §4: suspended after queueing, a member cannot pay for the seats offered to them.
  it('a suspended member cannot open their offer checkout nor join a waitlist', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 3, spots_left: 3, price: 20 });
    const a = await book('ev', 'a', 3);
    const b = await join('ev', 'b', 2);
    await cancel(a.bookingId, 'a');
    const bookingId = (await entry(b.entryId)).offer_booking_id!;
    await stack.db
      .collection(COLLECTIONS.memberStanding)
      .doc('b')
      .set({ suspended: true, warnings: 0, last_decision_id: 'r1', updated_at: new Date() });
    expect(
      await httpsErrorOf(handleCheckoutOffer({ data: { bookingId }, auth: member('b') }, deps)),
    ).toMatchObject({ code: 'permission-denied', message: ACCOUNT_SUSPENDED });
    await stack.db
      .collection(COLLECTIONS.memberStanding)
      .doc('c')
      .set({ suspended: true, warnings: 0, last_decision_id: 'r2', updated_at: new Date() });
    expect(await httpsErrorOf(join('ev', 'c', 1))).toMatchObject({
      code: 'permission-denied',
      message: ACCOUNT_SUSPENDED,
    });
  });

  it('more capacity (admin) goes to the waitlist first; only admins add seats', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 2, spots_left: 0 });
    const b = await join('ev', 'b', 2);
    const c = await join('ev', 'c', 3);
    const add = (uid: string) =>
      handleAddEventSeats({ data: { eventId: 'ev', seats: 3 }, auth: member(uid) }, deps);
    expect(await httpsErrorOf(add('b'))).toMatchObject({ code: 'permission-denied' });
    await stack.db
      .collection(COLLECTIONS.userRoles)
      .doc(userRoleId('boss', 'admin'))
      .set({ user_id: 'boss', role: 'admin' });
    expect(await add('boss')).toEqual({ spotsTotal: 5, offered: 2 });
    expect((await entry(b.entryId)).status).toBe('offered');
    expect((await entry(c.entryId)).status).toBe('waiting');
    expect(await seats('ev')).toEqual({ left: 1, held: 2, going: 2 });
  });
});
