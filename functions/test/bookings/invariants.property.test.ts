// Issue 33: the booking lifecycle's invariants, proven by random sequences (fast-check) run
// against the real handlers (createCheckout, the Stripe webhook, cancelBooking in time and late,
// cancelCheckout, cancelEvent, the expiry sweep, the waitlist, the organiser's manageBooking
// cancel / change of party / goodwill refund / comp seats / move to a cheaper event the same day,
// and addWalkIn, assignVenue, the door's checkInTicket), the local
// Firestore and the Stripe stand-in, with Stripe's webhooks delivered by the test in any order and
// any number of times (replays, reordering, late payments). After every step, for the event and
// every booking of it:
//
// - refunded ≤ charged (the ledger);
// - charged − refunded − refund pending = what the booking keeps under the refund policy: the
//   price of each paid seat still in a confirmed party, plus what late cancellations forfeited
//   (the test keeps that from the policy: LATE_CANCELLATION_REFUND_PERCENT of the seats given up
//   inside FULL_REFUND_HOURS_BEFORE_EVENT), which an organiser's cancellation gives back, less
//   the organiser's goodwill refunds (never below nothing: later refunds are capped at what the
//   ledger holds); each seat at the price of the event the party is at now; and the total says
//   what the kept seats are worth; a goodwill refund gives what was asked, capped at the balance;
// - the refunds Stripe made for the booking's payment are the ledger's refunds, one for one;
// - for both events, spots_left = spots_total − seats_held − seats of confirmed bookings;
// - no attendance without a confirmed booking; the attendance's party and venue are the booking's;
//   no more guests arrived than the party;
// - no seat is released below the guests checked in: a party with guests through the door before
//   a step is still confirmed with at least that many seats after it (unless the event was
//   cancelled);
// - the public status document (checkout_sessions/{id}) agrees with the booking: status, party,
//   total, awaiting payment;
// - every refund has exactly one mail saying its amount, and every charge a mail.
//
// A fixed seed and a bounded number of runs (and a time cap: the CI machine has 2 cores) keep it
// a CI test; the runs reached are printed. On a failure fast-check prints the shrunk sequence,
// replayable with its seed and path.

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  FULL_REFUND_HOURS_BEFORE_EVENT,
  LATE_CANCELLATION_REFUND_PERCENT,
  isAwaitingPayment,
  ledgerOf,
  ledgerTotals,
  type BookingDoc,
  type CheckoutSessionDoc,
  type EventAttendanceDoc,
  type EventDoc,
  type MailDoc,
} from '@brunchers/model';
import { eventStartsAt } from '@brunchers/model/calendar';
import { handleAssignVenue } from '../../src/admin/assignVenue.handler.js';
import { handleAddWalkIn, handleManageBooking } from '../../src/bookings/manageBooking.handler.js';
import { handleCheckInTicket } from '../../src/checkIn/checkInTicket.handler.js';
import { handleCancelBooking } from '../../src/checkout/cancelBooking.handler.js';
import { handleCancelCheckout } from '../../src/checkout/cancelCheckout.handler.js';
import { handleReleaseExpiredHolds } from '../../src/checkout/releaseExpiredHolds.handler.js';
import { handleCancelEvent } from '../../src/organiser/events/cancelEvent.handler.js';
import { handleJoinWaitlist } from '../../src/waitlist/joinWaitlist.handler.js';
import { TICKET_SECRET, startStack, type Stack } from '../support/stack.js';
import { bookingWorld } from '../support/bookings.js';
import { member, seedEvent } from '../support/fixtures.js';

let stack: Stack;
let w: ReturnType<typeof bookingWorld>;

beforeAll(async () => {
  stack = await startStack();
  w = bookingWorld(stack);
});
afterAll(() => stack.close());

const PRICE_CENTS = 2_500;
/** The other event's price: a party moved there gets the difference back. */
const OTHER_PRICE_CENTS = 2_000;
const SPOTS = 6;
/** The event's venue and another partner venue a party can be placed at. */
const VENUES = ['garden', 'harbour'] as const;
const USERS = ['ana', 'ben', 'cat', 'dan'] as const;
const STRIPE_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
] as const;

type Step =
  | { kind: 'book'; user: number; guests: number }
  | { kind: 'pay'; booking: number; method: 'card' | 'sepa_debit' }
  | { kind: 'settle'; booking: number; outcome: 'succeeded' | 'failed' }
  | { kind: 'deliver'; booking: number; event: number; replay: number }
  | { kind: 'expireSession'; booking: number }
  | { kind: 'cancelCheckout'; booking: number }
  | { kind: 'memberCancel'; booking: number; keep: number; late: boolean }
  | { kind: 'organiserCancel'; booking: number }
  | { kind: 'organiserParty'; booking: number; guests: number }
  | { kind: 'goodwillRefund'; booking: number; amountCents: number }
  | { kind: 'compSeats'; booking: number; seats: number }
  | { kind: 'move'; booking: number }
  | { kind: 'walkIn'; guests: number }
  | { kind: 'assignVenue'; booking: number; venue: number }
  | { kind: 'checkIn'; booking: number; venue: number; arrived: number }
  | { kind: 'joinWaitlist'; user: number; guests: number }
  | { kind: 'sweep'; hoursLater: number }
  | { kind: 'cancelEvent' };

const index = fc.nat({ max: 7 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      user: fc.nat({ max: 3 }),
      guests: fc.integer({ min: 1, max: 4 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      booking: index,
      method: fc.constantFrom('card' as const, 'sepa_debit' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('settle' as const),
      booking: index,
      outcome: fc.constantFrom('succeeded' as const, 'failed' as const),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('deliver' as const),
      booking: index,
      event: fc.nat({ max: STRIPE_EVENTS.length - 1 }),
      replay: fc.nat({ max: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('expireSession' as const), booking: index }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('cancelCheckout' as const), booking: index }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('memberCancel' as const),
      booking: index,
      keep: fc.nat({ max: 3 }),
      // Inside the no-refund window (FULL_REFUND_HOURS_BEFORE_EVENT before the start).
      late: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('organiserCancel' as const), booking: index }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('organiserParty' as const),
      booking: index,
      guests: fc.integer({ min: 1, max: 5 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('goodwillRefund' as const),
      booking: index,
      // Less than a seat, a seat, more than any booking holds (capped at the ledger's balance).
      amountCents: fc.constantFrom(700, PRICE_CENTS, 20_000),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('compSeats' as const),
      booking: index,
      seats: fc.integer({ min: 1, max: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('move' as const), booking: index }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('walkIn' as const),
      guests: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('assignVenue' as const),
      booking: index,
      venue: fc.nat({ max: VENUES.length - 1 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('checkIn' as const),
      booking: index,
      venue: fc.nat({ max: VENUES.length - 1 }),
      arrived: fc.integer({ min: 1, max: 5 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('joinWaitlist' as const),
      user: fc.nat({ max: 3 }),
      guests: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('sweep' as const),
      hoursLater: fc.constantFrom(0, 1, 24 * 8),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancelEvent' as const }) },
);

interface Made {
  bookingId: string;
  /** Empty for a walk-in (no Checkout). */
  sessionId: string;
  uid: string;
}

/**
 * What the test knows besides the documents: per booking, the money late cancellations forfeited
 * and the goodwill refunds the organiser gave (money back without seats given back).
 */
interface Model {
  forfeited: Map<string, number>;
  goodwill: Map<string, number>;
}

/** An event of the run: the one booked, and the cheaper one a party can be moved to. */
interface RunEvent {
  id: string;
  startsAt: Date;
  priceCents: number;
}
interface RunEvents {
  main: RunEvent;
  other: RunEvent;
}

const ADMIN = 'boss';
const REASON = 'Property test';

/** Runs a step; a refusal the handlers give on purpose (an HttpsError) is part of the story. */
async function run(step: Step, events: RunEvents, made: Made[], model: Model) {
  const eventId = events.main.id;
  const at = (date: Date) => () => date;
  /** The event a booking is at now (a move changes it); the booked one when it cannot be read. */
  const eventOf = (booking: BookingDoc | undefined) =>
    booking?.event_id === events.other.id ? events.other : events.main;
  const pick = (n: number) => (made.length ? made[n % made.length]! : null);
  const paid = (n: number) => {
    const target = pick(n);
    return target?.sessionId ? target : null;
  };
  const tolerate = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      // Refusals (sold out, not cancellable, already waiting…) are answers, not failures.
      if (!(error as { httpErrorCode?: unknown }).httpErrorCode) throw error;
    }
  };
  switch (step.kind) {
    case 'book':
      return tolerate(async () => {
        const uid = USERS[step.user]!;
        const { bookingId, sessionId } = await w.book(eventId, uid, step.guests);
        made.push({ bookingId, sessionId, uid });
      });
    case 'pay': {
      const target = paid(step.booking);
      if (target) await w.f.pay(target.sessionId, step.method);
      return;
    }
    case 'settle': {
      const target = paid(step.booking);
      if (target) await w.f.settleDebit(target.sessionId, step.outcome);
      return;
    }
    case 'deliver': {
      const target = paid(step.booking);
      if (!target) return;
      const type = STRIPE_EVENTS[step.event]!;
      const paymentIntent = (await w.f.booking(target.bookingId))?.payment_intent_id as unknown;
      const events = (await stack.stripe.events.list({ type, limit: 100 })).data.filter((event) => {
        const object = event.data.object as { id?: string; payment_intent?: unknown };
        // A session's events name it; charge.refunded names the session's payment.
        return (
          object.id === target.sessionId ||
          (typeof paymentIntent === 'string' && object.payment_intent === paymentIntent)
        );
      });
      // Any of them, old ones included: replays and reordering.
      const event = events[step.replay % Math.max(1, events.length)];
      if (event) expect((await w.deliver(event)).status).toBe(200);
      return;
    }
    case 'expireSession': {
      const target = paid(step.booking);
      if (!target) return;
      const session = await stack.stripe.checkout.sessions.retrieve(target.sessionId);
      if (session.status === 'open') await stack.stripe.checkout.sessions.expire(target.sessionId);
      return;
    }
    case 'cancelCheckout': {
      const target = pick(step.booking);
      if (!target) return;
      return tolerate(() =>
        handleCancelCheckout(
          { data: { bookingId: target.bookingId }, auth: member(target.uid) },
          w.deps,
        ),
      );
    }
    case 'memberCancel': {
      const target = pick(step.booking);
      if (!target) return;
      const before = (await w.f.booking(target.bookingId)) as BookingDoc | undefined;
      const { startsAt, priceCents } = eventOf(before);
      // Late: an hour before the start, inside the window where the policy refunds less.
      const now = step.late ? new Date(startsAt.getTime() - 3_600_000) : new Date();
      await tolerate(() =>
        handleCancelBooking(
          {
            data: { bookingId: target.bookingId, keepGuests: step.keep },
            auth: member(target.uid),
          },
          { ...w.cancelDeps, clock: at(now) },
        ),
      );
      // What the policy keeps of the paid seats given up (the test's own reading of it).
      const after = (await w.f.booking(target.bookingId)) as BookingDoc | undefined;
      if (!before || !after || ledgerTotals(ledgerOf(before)).chargedCents === 0) return;
      const paidSeats = (b: BookingDoc) =>
        b.status === 'confirmed' ? b.guest_count - (b.comp_guest_count ?? 0) : 0;
      const value = (paidSeats(before) - paidSeats(after)) * priceCents;
      const inTime = now.getTime() <= startsAt.getTime() - FULL_REFUND_HOURS_BEFORE_EVENT * 3.6e6;
      const percent = inTime ? 100 : LATE_CANCELLATION_REFUND_PERCENT;
      const kept = value - Math.floor((value * percent) / 100);
      if (kept > 0)
        model.forfeited.set(target.bookingId, (model.forfeited.get(target.bookingId) ?? 0) + kept);
      return;
    }
    case 'organiserCancel': {
      const target = pick(step.booking);
      if (!target) return;
      return tolerate(() =>
        handleManageBooking(
          w.asAdmin({ action: 'cancel', bookingId: target.bookingId, reason: REASON }),
          w.deps,
        ),
      );
    }
    case 'organiserParty': {
      const target = pick(step.booking);
      if (!target) return;
      return tolerate(() =>
        handleManageBooking(
          w.asAdmin({
            action: 'change_party',
            bookingId: target.bookingId,
            guests: step.guests,
            reason: REASON,
          }),
          w.deps,
        ),
      );
    }
    case 'goodwillRefund': {
      const target = pick(step.booking);
      if (!target) return;
      const before = (await w.f.booking(target.bookingId)) as BookingDoc | undefined;
      await tolerate(() =>
        handleManageBooking(
          w.asAdmin({
            action: 'refund',
            bookingId: target.bookingId,
            amountCents: step.amountCents,
            reason: REASON,
          }),
          w.deps,
        ),
      );
      const after = (await w.f.booking(target.bookingId)) as BookingDoc | undefined;
      if (!before || !after) return;
      const out = (b: BookingDoc) =>
        ledgerTotals(ledgerOf(b)).refundedCents + (b.pending_refund?.amount_cents ?? 0);
      const given = out(after) - out(before);
      // What the test expects of the action: a paid, confirmed booking gets what it asked for,
      // capped at what the ledger still holds; anything else gets nothing.
      const room =
        before.status === 'confirmed' && !before.pending_refund && before.payment_intent_id
          ? ledgerTotals(ledgerOf(before)).balanceCents
          : 0;
      expect(given, `goodwill refund of ${step.amountCents} on ${target.bookingId}`).toBe(
        Math.min(step.amountCents, room),
      );
      if (given > 0)
        model.goodwill.set(target.bookingId, (model.goodwill.get(target.bookingId) ?? 0) + given);
      return;
    }
    case 'compSeats': {
      const target = pick(step.booking);
      if (!target) return;
      return tolerate(() =>
        handleManageBooking(
          w.asAdmin({
            action: 'comp_seats',
            bookingId: target.bookingId,
            seats: step.seats,
            reason: REASON,
          }),
          w.deps,
        ),
      );
    }
    case 'move': {
      // To the other event: the cheaper one from the booked one (the difference refunded); back
      // to the dearer one is refused.
      const target = pick(step.booking);
      if (!target) return;
      const booking = (await w.f.booking(target.bookingId)) as BookingDoc | undefined;
      const to = eventOf(booking) === events.main ? events.other : events.main;
      return tolerate(() =>
        handleManageBooking(
          w.asAdmin({
            action: 'move',
            bookingId: target.bookingId,
            toEventId: to.id,
            reason: REASON,
          }),
          w.deps,
        ),
      );
    }
    case 'walkIn':
      return tolerate(async () => {
        const { bookingId } = await handleAddWalkIn(
          w.asAdmin({ eventId, guests: step.guests, name: 'Walk In', reason: REASON }),
          w.deps,
        );
        made.push({ bookingId, sessionId: '', uid: 'walk-in' });
      });
    case 'assignVenue': {
      const target = pick(step.booking);
      if (!target) return;
      return tolerate(() =>
        handleAssignVenue(
          w.asAdmin({ bookingId: target.bookingId, venueId: VENUES[step.venue]! }),
          { db: stack.db, auth: null as never, clock: () => new Date() },
        ),
      );
    }
    case 'checkIn': {
      // The door (an admin) on the event's day, at one of the venues, picking the party's name.
      const target = pick(step.booking);
      if (!target) return;
      const { startsAt } = eventOf((await w.f.booking(target.bookingId)) as BookingDoc | undefined);
      return tolerate(() =>
        handleCheckInTicket(
          w.asAdmin({
            venueId: VENUES[step.venue]!,
            bookingId: target.bookingId,
            arrived: step.arrived,
          }),
          { db: stack.db, clock: at(startsAt), ticketSecret: TICKET_SECRET },
        ),
      );
    }
    case 'joinWaitlist':
      return tolerate(() =>
        handleJoinWaitlist(
          { data: { eventId, partySize: step.guests }, auth: member(`wait-${USERS[step.user]!}`) },
          w.deps,
        ),
      );
    case 'sweep':
      await handleReleaseExpiredHolds({
        db: stack.db,
        stripe: stack.stripe,
        clock: () => new Date(Date.now() + step.hoursLater * 3_600_000),
      });
      return;
    case 'cancelEvent':
      return tolerate(() => handleCancelEvent(w.asAdmin({ eventId }), w.deps));
  }
}

const MONEY_MAIL_KINDS = new Set([
  'booking_cancelled',
  'party_reduced',
  'event_cancelled',
  'booking_changed',
]);

async function confirmedIds(eventIds: string[]): Promise<Set<string>> {
  const docs = await stack.db
    .collection(COLLECTIONS.bookings)
    .where('event_id', 'in', eventIds)
    .where('status', '==', 'confirmed')
    .get();
  return new Set(docs.docs.map((doc) => doc.id));
}

/** The guests through the door per booking, as the attendances say now. */
async function arrivals(eventIds: string[]): Promise<Map<string, number>> {
  const docs = await stack.db
    .collection(COLLECTIONS.eventAttendances)
    .where('event_id', 'in', eventIds)
    .get();
  return new Map(
    docs.docs.flatMap((doc) => {
      const attendance = doc.data() as EventAttendanceDoc;
      const arrived = attendance.marked_present
        ? (attendance.arrived_count ?? attendance.guest_count)
        : 0;
      return arrived > 0 ? [[attendance.booking_id, arrived] as const] : [];
    }),
  );
}

async function checkInvariants(
  events: RunEvents,
  model: Model,
  /** The guests through the door before this step. */
  seatedBefore: Map<string, number>,
): Promise<void> {
  // Both events at once: a moved party's booking, attendance and mails change event.
  const ids = [events.main.id, events.other.id];
  const [eventSnaps, bookingDocs, attendanceDocs, mailDocs, sessionDocs] = await Promise.all([
    Promise.all(ids.map((id) => stack.db.collection(COLLECTIONS.events).doc(id).get())),
    stack.db.collection(COLLECTIONS.bookings).where('event_id', 'in', ids).get(),
    stack.db.collection(COLLECTIONS.eventAttendances).where('event_id', 'in', ids).get(),
    stack.db.collection(COLLECTIONS.mail).where('event_id', 'in', ids).get(),
    stack.db.collection(COLLECTIONS.checkoutSessions).where('event_id', 'in', ids).get(),
  ]);
  const sessions = new Map(
    sessionDocs.docs.map((doc) => [doc.id, doc.data() as CheckoutSessionDoc] as const),
  );
  const priceOf = (eventId: string) =>
    eventId === events.other.id ? events.other.priceCents : events.main.priceCents;
  const bookings = bookingDocs.docs.map((doc) => ({ id: doc.id, ...(doc.data() as BookingDoc) }));
  const attendances = attendanceDocs.docs.map((doc) => doc.data() as EventAttendanceDoc);
  const allMails = mailDocs.docs.map((doc) => doc.data() as MailDoc);
  const refundsByBooking = await Promise.all(
    bookings.map((booking) =>
      booking.payment_intent_id ? w.refundsOf(booking.payment_intent_id) : Promise.resolve([]),
    ),
  );

  const confirmedSeats = new Map<string, number>(ids.map((id) => [id, 0]));
  for (const [position, booking] of bookings.entries()) {
    // The model's reading: a booking the code before the ledger wrote gets its entries derived.
    const ledger = ledgerOf(booking);
    const { chargedCents, refundedCents, balanceCents } = ledgerTotals(ledger);
    const pending = booking.pending_refund?.amount_cents ?? 0;
    const where = `booking ${booking.id} (${booking.status}, ${booking.guest_count} guests)`;
    expect(refundedCents, `${where}: refunded ≤ charged`).toBeLessThanOrEqual(chargedCents);
    const paidSeats = booking.guest_count - (booking.comp_guest_count ?? 0);
    const keeps = booking.status === 'confirmed';
    if (keeps)
      confirmedSeats.set(
        booking.event_id,
        (confirmedSeats.get(booking.event_id) ?? 0) + booking.guest_count,
      );
    // What the kept seats are worth: each paid seat still in a confirmed party, once paid for, at
    // the price of the event it is at now (a move refunds the difference).
    const owedForSeats = keeps && chargedCents > 0 ? paidSeats * priceOf(booking.event_id) : 0;
    const forfeited = model.forfeited.get(booking.id) ?? 0;
    // A goodwill refund gives money back early: what the seats and forfeits are worth less it,
    // and never below nothing (later refunds are capped at what the ledger still holds).
    const goodwill = model.goodwill.get(booking.id) ?? 0;
    expect(
      balanceCents - pending,
      `${where}: charged − refunded = kept seats' value + forfeited by late cancels (${forfeited})` +
        ` − goodwill (${goodwill})`,
    ).toBe(Math.max(0, owedForSeats + forfeited - goodwill));
    if (keeps && chargedCents > 0)
      expect(booking.total_amount_cents, `${where}: the total is the kept seats'`).toBe(
        owedForSeats,
      );

    // Stripe's refunds are the ledger's, one for one.
    const stripeRefunds = refundsByBooking[position]!;
    expect(
      stripeRefunds.reduce((sum, refund) => sum + refund.amount, 0),
      `${where}: Stripe refunded what the ledger says`,
    ).toBe(refundedCents);
    if (booking.ledger)
      expect(
        stripeRefunds.map((refund) => refund.id).sort(),
        `${where}: Stripe's refunds are the ledger's entries`,
      ).toEqual(
        ledger
          .filter((entry) => entry.kind === 'refund')
          .map((entry) => entry.stripe_id)
          .sort(),
      );

    // Every money movement has exactly one mail.
    const mails = allMails.filter((mail) => mail.booking_id === booking.id);
    const refundEntries = ledger.filter((entry) => entry.kind === 'refund').length;
    const moneyMails = mails.filter(
      (mail) =>
        mail.kind === 'booking_refunded' ||
        (MONEY_MAIL_KINDS.has(mail.kind) && (mail.amount_cents ?? 0) > 0),
    );
    // A refund in flight (pending) already has its mail; it is settled within the same call.
    expect(moneyMails.length, `${where}: one mail per refund`).toBe(
      refundEntries + (pending > 0 ? 1 : 0),
    );
    if (chargedCents > 0)
      expect(
        mails.some((mail) => mail.kind === 'booking_confirmed' || mail.kind === 'booking_refunded'),
        `${where}: the charge is mailed`,
      ).toBe(true);
  }

  for (const [i, id] of ids.entries()) {
    const event = eventSnaps[i]!.data() as EventDoc & { seats_held?: number };
    expect(event.spots_left, `${id}: spots_left = spots_total − held − confirmed seats`).toBe(
      event.spots_total - (event.seats_held ?? 0) - (confirmedSeats.get(id) ?? 0),
    );
  }
  for (const attendance of attendances) {
    const booking = bookings.find((b) => b.id === attendance.booking_id);
    const where = `attendance ${attendance.booking_id}`;
    expect(booking?.status, `${where} has a confirmed booking`).toBe('confirmed');
    expect(attendance.guest_count, `${where}: the booking's party`).toBe(booking?.guest_count);
    expect(attendance.venue_id, `${where}: the booking's venue`).toBe(booking?.venue_id);
    expect(attendance.arrived_count ?? 0, `${where}: arrived ≤ party`).toBeLessThanOrEqual(
      attendance.guest_count,
    );
  }
  // No seat goes back below the guests already through the door.
  const cancelled = new Set(
    eventSnaps.filter((snap) => snap.get('status') === 'cancelled').map((snap) => snap.id),
  );
  for (const [bookingId, seated] of seatedBefore) {
    const booking = bookings.find((b) => b.id === bookingId);
    if (booking && cancelled.has(booking.event_id)) continue;
    expect(booking?.status, `booking ${bookingId} with ${seated} seated stays`).toBe('confirmed');
    expect(
      booking?.guest_count,
      `booking ${bookingId}: party ≥ ${seated} seated`,
    ).toBeGreaterThanOrEqual(seated);
  }
  // The public status document says what the booking is.
  for (const booking of bookings) {
    if (!booking.checkout_session_id) continue;
    const session = sessions.get(booking.checkout_session_id);
    const where = `session of booking ${booking.id} (${booking.status})`;
    expect(session, `${where} exists`).toBeDefined();
    expect(
      {
        status: session?.status,
        guest_count: session?.guest_count,
        total_amount_cents: session?.total_amount_cents,
        awaiting_payment: session?.awaiting_payment === true,
      },
      `${where} agrees with the booking`,
    ).toEqual({
      status: booking.status,
      guest_count: booking.guest_count,
      total_amount_cents: booking.total_amount_cents,
      awaiting_payment: isAwaitingPayment(booking),
    });
  }
}

describe('the booking lifecycle under random sequences (issue 33)', () => {
  it('keeps the money, the seats, the attendance and the mails consistent after every step', async () => {
    let runNumber = 0;
    const result = await fc.check(
      fc.asyncProperty(fc.array(stepArb, { minLength: 3, maxLength: 10 }), async (steps) => {
        await stack.clearFirestore();
        await w.role(ADMIN, 'admin');
        await Promise.all(
          VENUES.map((venue) =>
            stack.db
              .collection(COLLECTIONS.venues)
              .doc(venue)
              .set({
                name: `Venue ${venue}`,
                address: `${venue} street 1`,
                city: 'Lisbon',
                country: 'Portugal',
                partner_user_id: null,
              }),
          ),
        );
        const eventId = `ev${runNumber++}`;
        const event = await seedEvent(stack.db, eventId, {
          spots_total: SPOTS,
          spots_left: SPOTS,
          price: PRICE_CENTS / 100,
          venue_id: VENUES[0],
        });
        // The same day's afternoon brunch at the other venue, cheaper: where parties are moved.
        const otherId = `${eventId}-pm`;
        const other = await seedEvent(stack.db, otherId, {
          title: 'Harbour Afternoon Brunch',
          event_time: '15:00',
          spots_total: SPOTS,
          spots_left: SPOTS,
          price: OTHER_PRICE_CENTS / 100,
          venue_id: VENUES[1],
        });
        const events: RunEvents = {
          main: { id: eventId, startsAt: eventStartsAt(event), priceCents: PRICE_CENTS },
          other: { id: otherId, startsAt: eventStartsAt(other), priceCents: OTHER_PRICE_CENTS },
        };
        const ids = [eventId, otherId];
        const made: Made[] = [];
        const model: Model = { forfeited: new Map(), goodwill: new Map() };
        for (const step of steps) {
          const seatedBefore = step.kind === 'checkIn' ? new Map() : await arrivals(ids);
          const confirmedBefore = await confirmedIds(ids);
          await run(step, events, made, model);
          // An organiser's cancellation (of the booking or the event) gives everything back.
          if (step.kind === 'organiserCancel' || step.kind === 'cancelEvent') {
            const confirmedAfter = await confirmedIds(ids);
            for (const id of confirmedBefore)
              if (!confirmedAfter.has(id)) model.forfeited.delete(id);
          }
          await checkInvariants(events, model, seatedBefore);
        }
      }),
      {
        seed: 33,
        // Issue 33 item 1, always among the cases: 4 seats, reduced to 1, the event cancelled.
        examples: [
          [
            [
              { kind: 'book', user: 0, guests: 4 },
              { kind: 'pay', booking: 0, method: 'card' },
              { kind: 'deliver', booking: 0, event: 0, replay: 0 },
              { kind: 'memberCancel', booking: 0, keep: 1, late: false },
              { kind: 'cancelEvent' },
            ],
          ],
          // The door's check-in, then the organiser and the member try to give seated seats back.
          [
            [
              { kind: 'book', user: 0, guests: 3 },
              { kind: 'pay', booking: 0, method: 'card' },
              { kind: 'deliver', booking: 0, event: 0, replay: 0 },
              { kind: 'checkIn', booking: 0, venue: 0, arrived: 2 },
              { kind: 'organiserParty', booking: 0, guests: 1 },
              { kind: 'memberCancel', booking: 0, keep: 1, late: false },
              { kind: 'organiserParty', booking: 0, guests: 2 },
              { kind: 'organiserCancel', booking: 0 },
            ],
          ],
          // Late cancels keep the money; the organiser's cancellation gives it all back.
          [
            [
              { kind: 'book', user: 0, guests: 3 },
              { kind: 'book', user: 1, guests: 2 },
              { kind: 'pay', booking: 0, method: 'card' },
              { kind: 'pay', booking: 1, method: 'card' },
              { kind: 'deliver', booking: 0, event: 0, replay: 0 },
              { kind: 'deliver', booking: 1, event: 0, replay: 0 },
              { kind: 'memberCancel', booking: 0, keep: 1, late: true },
              { kind: 'memberCancel', booking: 1, keep: 0, late: true },
              { kind: 'organiserCancel', booking: 0 },
            ],
          ],
          // A walk-in placed at another venue, checked in there, given comp seats, then cancelled.
          [
            [
              { kind: 'walkIn', guests: 2 },
              { kind: 'book', user: 2, guests: 2 },
              { kind: 'assignVenue', booking: 0, venue: 1 },
              { kind: 'checkIn', booking: 0, venue: 0, arrived: 2 },
              { kind: 'checkIn', booking: 0, venue: 1, arrived: 5 },
              { kind: 'organiserParty', booking: 0, guests: 3 },
              { kind: 'organiserCancel', booking: 0 },
              { kind: 'pay', booking: 1, method: 'card' },
              { kind: 'deliver', booking: 1, event: 0, replay: 0 },
              { kind: 'assignVenue', booking: 1, venue: 1 },
            ],
          ],
          // Goodwill first, then comp seats, a move to the cheaper event and a late cancel there:
          // each later refund is capped at what the goodwill left in the ledger.
          [
            [
              { kind: 'book', user: 0, guests: 2 },
              { kind: 'pay', booking: 0, method: 'card' },
              { kind: 'deliver', booking: 0, event: 0, replay: 0 },
              { kind: 'goodwillRefund', booking: 0, amountCents: 700 },
              { kind: 'compSeats', booking: 0, seats: 1 },
              { kind: 'move', booking: 0 },
              { kind: 'move', booking: 0 },
              { kind: 'goodwillRefund', booking: 0, amountCents: 2_500 },
              { kind: 'memberCancel', booking: 0, keep: 1, late: true },
              { kind: 'checkIn', booking: 0, venue: 1, arrived: 1 },
              { kind: 'goodwillRefund', booking: 0, amountCents: 20_000 },
              { kind: 'organiserCancel', booking: 0 },
            ],
          ],
        ],
        numRuns: Number(process.env.BOOKINGS_PROPERTY_RUNS ?? 200),
        // Bounded: stops with what ran so far (reported) rather than hang CI.
        interruptAfterTimeLimit: 240_000,
        endOnFailure: true,
      },
    );
    console.info(
      `bookings property: ${result.numRuns} runs (${runNumber} with the examples and shrinking)` +
        `${result.interrupted ? ', stopped by the time cap' : ''}`,
    );
    // A failure reports the shrunk sequence, its seed and path, and the invariant it broke.
    if (result.failed) {
      const cause = result.errorInstance;
      throw new Error(
        `${fc.defaultReportMessage(result)}\n${cause instanceof Error ? cause.message : String(cause)}`,
      );
    }
    expect(result.numRuns).toBeGreaterThan(0);
  }, 300_000);
});
