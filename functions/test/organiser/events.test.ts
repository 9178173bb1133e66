// Issue 23, the organiser's events: admin-only callables (create, update, duplicate, publish,
// unpublish, cancel), capacity changes under concurrent bookings, price changes that leave
// bookings alone, change mails, and an event cancellation that fails half-way and is finished by
// a second run, refunding each booking exactly once. Handlers against the local Firestore and
// the Stripe stand-in (webhooks delivered by the test, as in the waitlist race).

import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  EVENT_NOT_ON_SALE,
  EVENT_TITLE_REQUIRED,
  mailIds,
  userRoleId,
  type BookingDoc,
  type EventDoc,
  type EventInput,
  type MailDoc,
} from '@brunchers/model';
import { handleCreateCheckout } from '../../src/checkout/createCheckout.handler.js';
import type { CheckoutDeps } from '../../src/checkout/deps.js';
import { handleStripeWebhook } from '../../src/checkout/stripeWebhook.handler.js';
import type { CallRequest } from '../../src/lib/caller.js';
import { composeMail } from '../../src/mail/compose.js';
import type { MailDeps } from '../../src/mail/deps.js';
import { handleCancelEvent } from '../../src/organiser/events/cancelEvent.handler.js';
import {
  handleCreateEvent,
  handleDuplicateEvent,
} from '../../src/organiser/events/createEvent.handler.js';
import type { OrganiserEventDeps } from '../../src/organiser/events/deps.js';
import {
  handlePublishEvent,
  handleUnpublishEvent,
} from '../../src/organiser/events/eventStatus.handler.js';
import { handleUpdateEvent } from '../../src/organiser/events/updateEvent.handler.js';
import { handleJoinWaitlist } from '../../src/waitlist/joinWaitlist.handler.js';
import { APP_URL, WEBHOOK_SECRET, startStack, type Stack } from '../support/stack.js';
import { flow } from '../support/flow.js';
import { httpsErrorOf, member, seedEvent } from '../support/fixtures.js';
import { joinAsConfirmedGuest } from '../support/waitlist.js';

let stack: Stack;
let f: ReturnType<typeof flow>;
let deps: OrganiserEventDeps;
let checkoutDeps: CheckoutDeps;

beforeAll(async () => {
  stack = await startStack();
  f = flow(stack);
  deps = { db: stack.db, stripe: stack.stripe, clock: () => new Date() };
  checkoutDeps = { db: stack.db, stripe: stack.stripe, appUrl: APP_URL, clock: () => new Date() };
});
afterAll(() => stack.close());
beforeEach(async () => {
  await stack.clearFirestore();
  await role('boss', 'admin');
});

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

async function role(uid: string, name: 'admin' | 'partner') {
  await stack.db
    .collection(COLLECTIONS.userRoles)
    .doc(userRoleId(uid, name))
    .set({ user_id: uid, role: name });
}
const asAdmin = (data: unknown): CallRequest => ({ data, auth: member('boss') });

const input = (overrides: Partial<EventInput> = {}): EventInput => ({
  title: 'Riverside Brunch',
  description: 'Pastries by the river.\n\nShared tables.',
  style: 'Classic',
  event_date: inDays(10),
  event_time: '11:00',
  location_name: 'Cais Café',
  address: 'Cais do Sodré 1',
  city: 'Lisbon',
  country: 'Portugal',
  spots_total: 10,
  price: 25,
  image_url: null,
  host_id: null,
  venue_id: null,
  accessibility: {
    step_free_access: true,
    accessible_toilet: false,
    quiet_area: true,
    dietary_options: true,
  },
  ...overrides,
});

const eventOf = async (id: string) =>
  (await stack.db.collection(COLLECTIONS.events).doc(id).get()).data() as EventDoc & {
    seats_held?: number;
  };
const bookingsOf = async (eventId: string) =>
  (await stack.db.collection(COLLECTIONS.bookings).where('event_id', '==', eventId).get()).docs.map(
    (doc) => ({ id: doc.id, ...(doc.data() as BookingDoc) }),
  );

async function book(eventId: string, uid: string, guests = 1) {
  return handleCreateCheckout(
    // From an English page, as the web app sends it: the booking's mails are English.
    { data: { eventId, guestCount: guests, locale: 'en' }, auth: member(uid) },
    checkoutDeps,
  );
}

/** Pays on the stand-in's page and delivers the completed webhook; resolves once confirmed. */
async function paidBooking(eventId: string, uid: string, guests = 1) {
  const { bookingId, sessionId } = await book(eventId, uid, guests);
  expect((await f.pay(sessionId)).status).toBeGreaterThanOrEqual(300);
  const event = f.resigned(await f.standInEvent('checkout.session.completed', sessionId));
  const answer = await handleStripeWebhook(
    { method: 'POST', rawBody: Buffer.from(event.payload), signature: event.header },
    { db: stack.db, stripe: stack.stripe, webhookSecret: WEBHOOK_SECRET, clock: () => new Date() },
  );
  expect(answer.status).toBe(200);
  const booking = await f.booking(bookingId);
  expect(booking?.status).toBe('confirmed');
  return { bookingId, sessionId, paymentIntent: booking!.payment_intent_id as string };
}

describe('access', () => {
  const calls: [string, (request: CallRequest, deps: OrganiserEventDeps) => Promise<unknown>][] = [
    ['createEvent', handleCreateEvent],
    ['updateEvent', handleUpdateEvent],
    ['duplicateEvent', handleDuplicateEvent],
    ['publishEvent', handlePublishEvent],
    ['unpublishEvent', handleUnpublishEvent],
    ['cancelEvent', handleCancelEvent],
  ];

  it.each(calls)(
    '%s refuses guests, members and partners, and changes nothing',
    async (_, handle) => {
      await seedEvent(stack.db, 'ev', { status: 'published' });
      await role('pat', 'partner');
      const data = { eventId: 'ev', event: input(), changes: { price: 1 } };
      expect((await httpsErrorOf(handle({ data, auth: null }, deps))).code).toBe('unauthenticated');
      for (const uid of ['mia', 'pat'])
        expect((await httpsErrorOf(handle({ data, auth: member(uid) }, deps))).code).toBe(
          'permission-denied',
        );
      // A partner whose token claims admin is still refused: the role document decides.
      expect(
        (await httpsErrorOf(handle({ data, auth: member('pat', { role: 'admin' }) }, deps))).code,
      ).toBe('permission-denied');
      expect((await stack.db.collection(COLLECTIONS.events).get()).size).toBe(1);
      expect(await eventOf('ev')).toMatchObject({ status: 'published', price: 25 });
    },
  );
});

describe('lifecycle', () => {
  it('creates a draft nobody can book, publishes it, duplicates it as a fresh draft', async () => {
    const { eventId } = await handleCreateEvent(asAdmin({ event: input({ price: 12.5 }) }), deps);
    expect(await eventOf(eventId)).toMatchObject({
      status: 'draft',
      spots_total: 10,
      spots_left: 10,
      seats_held: 0,
      price: 12.5,
      price_cents: 1250,
      accessibility: { step_free_access: true, quiet_area: true },
      created_by: 'boss',
    });
    expect((await httpsErrorOf(book(eventId, 'ana'))).message).toBe(EVENT_NOT_ON_SALE);

    await handlePublishEvent(asAdmin({ eventId }), deps);
    expect((await eventOf(eventId)).status).toBe('published');
    await book(eventId, 'ana', 2);

    const copy = await handleDuplicateEvent(asAdmin({ eventId }), deps);
    expect(copy.eventId).not.toBe(eventId);
    expect(await eventOf(copy.eventId)).toMatchObject({
      title: 'Riverside Brunch (copy)',
      status: 'draft',
      spots_total: 10,
      spots_left: 10,
      seats_held: 0,
      price_cents: 1250,
    });
  });

  it('refuses to unpublish a booked event (cancel refunds instead), and bad input', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 10, spots_left: 10 });
    await handleUnpublishEvent(asAdmin({ eventId: 'ev' }), deps);
    expect((await eventOf('ev')).status).toBe('draft');
    await handlePublishEvent(asAdmin({ eventId: 'ev' }), deps);
    await book('ev', 'ana');
    const refusal = await httpsErrorOf(handleUnpublishEvent(asAdmin({ eventId: 'ev' }), deps));
    expect(refusal).toMatchObject({ code: 'failed-precondition' });
    expect((await eventOf('ev')).status).toBe('published');
    const bad = await httpsErrorOf(
      handleCreateEvent(asAdmin({ event: { ...input(), spots_total: 0, price: 0.1 } }), deps),
    );
    expect(bad.code).toBe('invalid-argument');
  });

  it('takes a form with no policy of its own (the callable sends null), and an edit clears one', async () => {
    // What the console's form sends: undefined fields arrive as null through the callable.
    const { eventId } = await handleCreateEvent(
      asAdmin({ event: { ...input(), policy: null, public_from: null } }),
      deps,
    );
    expect((await eventOf(eventId)).policy ?? null).toBeNull();
    await handleUpdateEvent(
      asAdmin({ eventId, changes: { policy: { refund_window_hours: 72 } } }),
      deps,
    );
    expect((await eventOf(eventId)).policy).toEqual({ refund_window_hours: 72 });
    await handleUpdateEvent(asAdmin({ eventId, changes: { policy: null } }), deps);
    expect((await eventOf(eventId)).policy ?? null).toBeNull();
  });
});

describe('both languages (issue 37.3)', () => {
  it('stores a Portuguese and an English title and description; the booking carries both titles', async () => {
    const { eventId } = await handleCreateEvent(
      asAdmin({
        event: input({
          title_pt: 'Brunch à Beira-Rio',
          description_pt: 'Pastelaria junto ao rio.',
        }),
      }),
      deps,
    );
    expect(await eventOf(eventId)).toMatchObject({
      title: 'Riverside Brunch',
      title_pt: 'Brunch à Beira-Rio',
      description_pt: 'Pastelaria junto ao rio.',
    });
    await handlePublishEvent(asAdmin({ eventId }), deps);
    await book(eventId, 'ana');
    expect((await bookingsOf(eventId))[0]).toMatchObject({
      event_title: 'Riverside Brunch',
      event_title_pt: 'Brunch à Beira-Rio',
    });
    const copy = await handleDuplicateEvent(asAdmin({ eventId }), deps);
    expect(await eventOf(copy.eventId)).toMatchObject({
      title: 'Riverside Brunch (copy)',
      title_pt: 'Brunch à Beira-Rio (cópia)',
    });
  });

  it('takes one language left empty, and refuses an event or an edit with neither', async () => {
    const { eventId } = await handleCreateEvent(
      asAdmin({ event: input({ title: '', title_pt: 'Só em Português' }) }),
      deps,
    );
    expect(await eventOf(eventId)).toMatchObject({ title: '', title_pt: 'Só em Português' });
    const none = await httpsErrorOf(
      handleCreateEvent(asAdmin({ event: input({ title: ' ', title_pt: '' }) }), deps),
    );
    expect(none.code).toBe('invalid-argument');
    const emptied = await httpsErrorOf(
      handleUpdateEvent(asAdmin({ eventId, changes: { title_pt: '' } }), deps),
    );
    expect(emptied).toMatchObject({ code: 'invalid-argument', message: EVENT_TITLE_REQUIRED });
    expect((await eventOf(eventId)).title_pt).toBe('Só em Português');
    await handleUpdateEvent(
      asAdmin({ eventId, changes: { title: 'Portuguese only', title_pt: '' } }),
      deps,
    );
    expect(await eventOf(eventId)).toMatchObject({ title: 'Portuguese only', title_pt: '' });
  });
});

describe('capacity', () => {
  it('never drops below seats sold and held, and spots_left stays right under concurrent bookings', async () => {
    for (const round of [0, 1, 2]) {
      const eventId = `race-${round}`;
      await seedEvent(stack.db, eventId, { spots_total: 10, spots_left: 10, price: 15 });
      // Six people book one seat each while the organiser cuts capacity to five.
      const results = await Promise.allSettled([
        ...Array.from({ length: 6 }, (_, i) => book(eventId, `r${round}-${i}`)),
        handleUpdateEvent(asAdmin({ eventId, changes: { spots_total: 5 } }), deps),
      ]);
      const update = results.at(-1)!;
      const event = await eventOf(eventId);
      const held = (await bookingsOf(eventId)).filter((b) => b.status === 'pending');
      const heldSeats = held.reduce((sum, b) => sum + b.guest_count, 0);
      expect(event.spots_left).toBeGreaterThanOrEqual(0);
      expect(event.spots_total - event.spots_left).toBe(heldSeats);
      expect(event.seats_held).toBe(heldSeats);
      if (update.status === 'fulfilled') {
        expect(event.spots_total).toBe(5);
        expect(heldSeats).toBeLessThanOrEqual(5);
      } else {
        // Refused only because more than five seats were already held when it was decided.
        expect(update.reason).toMatchObject({ code: 'failed-precondition' });
        expect(event.spots_total).toBe(10);
        expect(heldSeats).toBeGreaterThan(5);
      }
    }
  });

  it('refuses a capacity below seats sold plus held, naming the floor', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 10, spots_left: 10 });
    await paidBooking('ev', 'ana', 3);
    await book('ev', 'ben', 2);
    const refusal = await httpsErrorOf(
      handleUpdateEvent(asAdmin({ eventId: 'ev', changes: { spots_total: 4 } }), deps),
    );
    expect(refusal).toMatchObject({
      code: 'failed-precondition',
      message: '5 seats are sold or held: capacity cannot go below 5.',
    });
    await handleUpdateEvent(asAdmin({ eventId: 'ev', changes: { spots_total: 5 } }), deps);
    expect(await eventOf('ev')).toMatchObject({ spots_total: 5, spots_left: 0, seats_held: 2 });
  });

  it('offers added seats to the waitlist first', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 2, spots_left: 2 });
    await paidBooking('ev', 'ana', 2);
    await handleJoinWaitlist({ data: { eventId: 'ev', partySize: 2 }, auth: member('wes') }, deps);
    await handleUpdateEvent(asAdmin({ eventId: 'ev', changes: { spots_total: 5 } }), deps);
    expect(await eventOf('ev')).toMatchObject({ spots_total: 5, spots_left: 1, seats_held: 2 });
    const offer = (await bookingsOf('ev')).find((b) => b.user_id === 'wes');
    expect(offer).toMatchObject({ status: 'pending', guest_count: 2 });
  });
});

describe('price and change notices', () => {
  it('a price change leaves held and confirmed bookings at their price; new bookings pay the new one', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 10, spots_left: 10, price: 25 });
    const paid = await paidBooking('ev', 'ana', 2);
    const held = await book('ev', 'ben', 1);
    const { notified } = await handleUpdateEvent(
      asAdmin({ eventId: 'ev', changes: { price: 40 } }),
      deps,
    );
    expect(notified).toBe(0);
    expect(await eventOf('ev')).toMatchObject({ price: 40, price_cents: 4000 });
    expect(await f.booking(paid.bookingId)).toMatchObject({
      status: 'confirmed',
      total_amount_cents: 5000,
    });
    expect(await f.booking(held.bookingId)).toMatchObject({
      status: 'pending',
      total_amount_cents: 2500,
    });
    // The held checkout still charges the old price.
    expect((await stack.stripe.checkout.sessions.retrieve(held.sessionId)).amount_total).toBe(2500);
    const fresh = await book('ev', 'cat', 1);
    expect(await f.booking(fresh.bookingId)).toMatchObject({ total_amount_cents: 4000 });
  });

  it('mails booked members once when the time or place changes', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 10, spots_left: 10 });
    const { bookingId } = await paidBooking('ev', 'ana', 1);
    const move = { eventId: 'ev', changes: { event_time: '12:30', address: 'Rua Nova 2' } };
    expect((await handleUpdateEvent(asAdmin(move), deps)).notified).toBe(1);
    // The same edit again changes nothing and mails nobody.
    expect((await handleUpdateEvent(asAdmin(move), deps)).notified).toBe(0);
    const mails = await stack.db
      .collection(COLLECTIONS.mail)
      .where('booking_id', '==', bookingId)
      .where('kind', '==', 'event_changed')
      .get();
    expect(mails.size).toBe(1);
  });

  it('a past event cannot be cancelled (its brunch took place)', async () => {
    await seedEvent(stack.db, 'past', { event_date: inDays(-2) });
    expect(await httpsErrorOf(handleCancelEvent(asAdmin({ eventId: 'past' }), deps))).toMatchObject(
      {
        code: 'failed-precondition',
      },
    );
    expect((await eventOf('past')).status).toBe('published');
  });

  it('a cancelled event cannot be edited', async () => {
    await seedEvent(stack.db, 'ev', { status: 'cancelled' });
    expect(
      await httpsErrorOf(
        handleUpdateEvent(asAdmin({ eventId: 'ev', changes: { price: 9 } }), deps),
      ),
    ).toMatchObject({ code: 'failed-precondition' });
  });
});

/**
 * A Stripe client whose refunds start failing after `okRefunds` of them: each later refund is made
 * at Stripe but the answer is lost (the network died), and listing refunds fails too, so the
 * caller cannot know it went through.
 */
function stripeLosingAnswersAfter(okRefunds: number): Stripe {
  let made = 0;
  const real = stack.stripe;
  const refunds = {
    create: async (...args: Parameters<Stripe['refunds']['create']>) => {
      const refund = await real.refunds.create(...args);
      made++;
      if (made > okRefunds) throw new Error('connection reset');
      return refund;
    },
    list: () => Promise.reject(new Error('connection reset')),
  };
  return new Proxy(real, {
    get: (target, prop, receiver) =>
      prop === 'refunds' ? refunds : (Reflect.get(target, prop, receiver) as unknown),
  });
}

describe('cancelEvent', () => {
  it('fails half-way, and a second run finishes it: each booking refunded exactly once', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 8, spots_left: 8, price: 20 });
    const paid = [
      await paidBooking('ev', 'ana', 2),
      await paidBooking('ev', 'ben', 1),
      await paidBooking('ev', 'cat', 3),
    ];
    const hold = await book('ev', 'dan', 2);
    // Sold out, so someone queues.
    await handleJoinWaitlist(
      { data: { eventId: 'ev', partySize: 1, locale: 'en' }, auth: member('wes') },
      deps,
    );

    // First run: the first refund goes through, the second is made but its answer lost.
    const broken = { ...deps, stripe: stripeLosingAnswersAfter(1) };
    expect(await httpsErrorOf(handleCancelEvent(asAdmin({ eventId: 'ev' }), broken))).toMatchObject(
      { code: 'unavailable' },
    );
    expect((await eventOf('ev')).status).toBe('cancelled');
    expect(await f.booking(hold.bookingId)).toMatchObject({ status: 'cancelled' });
    expect((await stack.stripe.checkout.sessions.retrieve(hold.sessionId)).status).toBe('expired');
    const entries = await stack.db.collection(COLLECTIONS.waitlistEntries).get();
    expect(entries.docs.map((doc) => doc.get('status'))).toEqual(['closed']);
    expect((await stack.db.collection(COLLECTIONS.waitlists).doc('ev').get()).get('queue')).toEqual(
      [],
    );
    const statuses = await Promise.all(
      paid.map(async (p) => (await f.booking(p.bookingId))?.status),
    );
    expect(statuses.filter((status) => status === 'refunded')).toHaveLength(1);

    // Nobody can book the cancelled event meanwhile.
    expect((await httpsErrorOf(book('ev', 'eve'))).message).toBe(EVENT_NOT_ON_SALE);

    // Second run: finishes the rest.
    const second = await handleCancelEvent(asAdmin({ eventId: 'ev' }), deps);
    expect(second).toMatchObject({ refunded: 2, released: 0, complete: true });
    for (const [index, booking] of paid.entries()) {
      const guests = [2, 1, 3][index]!;
      expect(await f.booking(booking.bookingId)).toMatchObject({
        status: 'refunded',
        refunded_cents: guests * 2000,
        pending_refund: null,
      });
      // The guest's booking page says the organiser cancelled it, not that they did.
      const session = await f.sessionStatus(booking.sessionId);
      expect(session).toMatchObject({ status: 'refunded', cancelled_by_organiser: true });
      expect(session?.cancelled_by_customer).toBeUndefined();
      const refunds = await stack.stripe.refunds.list({ payment_intent: booking.paymentIntent });
      expect(refunds.data.map((refund) => refund.amount)).toEqual([guests * 2000]);
      const mail = await stack.db
        .collection(COLLECTIONS.mail)
        .doc(mailIds.eventCancelled(booking.bookingId))
        .get();
      expect(mail.data()).toMatchObject({ kind: 'event_cancelled', amount_cents: guests * 2000 });
      expect(
        (await stack.db.collection(COLLECTIONS.eventAttendances).doc(booking.bookingId).get())
          .exists,
      ).toBe(false);
    }

    // A third run has nothing left to do.
    expect(await handleCancelEvent(asAdmin({ eventId: 'ev' }), deps)).toMatchObject({
      refunded: 0,
      released: 0,
      waitlistCleared: 0,
      complete: true,
    });
  });
});

/** What the mail sender needs, to compose (not send) the outbox's mails here. */
function testMailDeps(): MailDeps {
  return {
    db: stack.db,
    send: () => Promise.reject(new Error('not sent here')),
    memberEmail: async (uid) => `${uid}@example.com`,
    from: 'Brunchers <hello@brunchers.app>',
    appUrl: APP_URL,
    tokenSecret: 'secret',
    ticketSecret: 'secret',
    clock: () => new Date(),
  };
}

describe('cancelEvent and the waitlist', () => {
  /** The mails the outbox holds for the event's waitlist, by entry. */
  async function waitlistMails() {
    const mails = await stack.db
      .collection(COLLECTIONS.mail)
      .where('kind', '==', 'waitlist_cancelled')
      .get();
    return mails.docs.map((doc) => ({ id: doc.id, ...(doc.data() as MailDoc) }));
  }

  it('tells each waitlisted member and guest once, also when a failed run is resumed', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 2, spots_left: 2, price: 20 });
    await paidBooking('ev', 'ana', 2);
    // Sold out: a member and a guest queue.
    await handleJoinWaitlist(
      { data: { eventId: 'ev', partySize: 1, locale: 'en' }, auth: member('wes') },
      deps,
    );
    await joinAsConfirmedGuest(
      {
        data: {
          eventId: 'ev',
          partySize: 2,
          guestName: 'Gail',
          guestEmail: 'gail@example.org',
          locale: 'en',
        },
      },
      deps,
    );
    const entries = (await stack.db.collection(COLLECTIONS.waitlistEntries).get()).docs;
    expect(entries).toHaveLength(2);
    const memberEntry = entries.find((entry) => entry.get('user_id') === 'wes')!;
    const guestEntry = entries.find((entry) => entry.get('guest_email') === 'gail@example.org')!;

    // The first run clears the waitlist, then loses Stripe's answer to the refund and stops.
    const broken = { ...deps, stripe: stripeLosingAnswersAfter(0) };
    expect(await httpsErrorOf(handleCancelEvent(asAdmin({ eventId: 'ev' }), broken))).toMatchObject(
      { code: 'unavailable' },
    );
    const first = await waitlistMails();
    expect(first.map((mail) => mail.id).sort()).toEqual(
      [mailIds.waitlistCancelled(memberEntry.id), mailIds.waitlistCancelled(guestEntry.id)].sort(),
    );
    expect(first.find((mail) => mail.waitlist_entry_id === memberEntry.id)).toMatchObject({
      booking_id: null,
      event_id: 'ev',
      user_id: 'wes',
      to: null,
      status: 'pending',
    });
    expect(first.find((mail) => mail.waitlist_entry_id === guestEntry.id)).toMatchObject({
      booking_id: null,
      user_id: null,
      to: 'gail@example.org',
    });

    // The resumed run finishes the refund and mails nobody on the waitlist again.
    expect(await handleCancelEvent(asAdmin({ eventId: 'ev' }), deps)).toMatchObject({
      refunded: 1,
      waitlistCleared: 0,
      complete: true,
    });
    expect(await waitlistMails()).toEqual(first);

    // What they receive: the model's texts, to the member's sign-in address and the guest's.
    const mailDeps = testMailDeps();
    const title = (await eventOf('ev')).title;
    for (const [mail, to, greeting] of [
      [first.find((m) => m.user_id === 'wes')!, 'wes@example.com', 'Hi,'],
      [first.find((m) => m.to === 'gail@example.org')!, 'gail@example.org', 'Hi Gail,'],
    ] as const) {
      const composed = await composeMail(mailDeps, mail);
      expect(composed.kind).toBe('send');
      if (composed.kind !== 'send') continue;
      expect(composed.mail).toMatchObject({ to, subject: `Cancelled: ${title}` });
      expect(composed.mail.text).toContain(greeting);
      expect(composed.mail.text).toContain('its waitlist is closed');
      expect(composed.mail.text).not.toContain('Total paid');
      // No calendar entry to remove: they never had one.
      expect(composed.mail.attachments).toBeUndefined();
    }
  });
});

describe('cancelEvent and seats held in a checkout', () => {
  it('tells whoever held seats (a checkout under way) once, with nothing charged and no calendar entry', async () => {
    await seedEvent(stack.db, 'ev', { spots_total: 4, spots_left: 4, price: 20 });
    const hold = await book('ev', 'dan', 2);

    expect(await handleCancelEvent(asAdmin({ eventId: 'ev' }), deps)).toMatchObject({
      released: 1,
      complete: true,
    });
    const mailDoc = stack.db
      .collection(COLLECTIONS.mail)
      .doc(mailIds.checkoutCancelled(hold.bookingId));
    const mail = (await mailDoc.get()).data() as MailDoc;
    expect(mail).toMatchObject({
      kind: 'checkout_cancelled',
      booking_id: hold.bookingId,
      event_id: 'ev',
      user_id: 'dan',
      status: 'pending',
    });
    // Run again: the hold is over, nobody is mailed twice.
    await handleCancelEvent(asAdmin({ eventId: 'ev' }), deps);
    const sameCause = await stack.db
      .collection(COLLECTIONS.mail)
      .where('kind', '==', 'checkout_cancelled')
      .get();
    expect(sameCause.docs.map((doc) => doc.id)).toEqual([
      mailIds.checkoutCancelled(hold.bookingId),
    ]);

    const composed = await composeMail(testMailDeps(), mail);
    expect(composed.kind).toBe('send');
    if (composed.kind !== 'send') return;
    expect(composed.mail).toMatchObject({
      to: 'dan@example.com',
      subject: `Cancelled: ${(await eventOf('ev')).title}`,
    });
    expect(composed.mail.text).toContain('nothing will be charged');
    expect(composed.mail.text).not.toContain('Total paid');
    expect(composed.mail.attachments).toBeUndefined();
  });
});
