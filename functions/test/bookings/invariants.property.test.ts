// Issue 33: the booking lifecycle's invariants, proven by random sequences (fast-check) run
// against the real handlers (createCheckout, the Stripe webhook, cancelBooking, cancelCheckout,
// cancelEvent, the expiry sweep, the waitlist), the local Firestore and the Stripe stand-in, with
// Stripe's webhooks delivered by the test in any order and any number of times (replays,
// reordering, late payments). After every step, for the event and every booking of it:
//
// - refunded ≤ charged (the ledger);
// - charged − refunded − refund pending = what the kept paid seats are worth under the refund
//   policy (the price of each paid seat still in the party; nothing for a booking that holds no
//   seat), and the total says so;
// - the refunds Stripe made for the booking's payment are the ledger's refunds, one for one;
// - spots_left = spots_total − seats_held − seats of confirmed bookings;
// - no attendance without a confirmed booking, and the attendance's party is the booking's;
// - every refund has exactly one mail saying its amount, and every charge a mail.
//
// A fixed seed and a bounded number of runs keep it a CI test; on a failure fast-check prints
// the shrunk sequence, replayable with its seed and path.

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  attendanceId,
  ledgerOf,
  ledgerTotals,
  type BookingDoc,
  type EventAttendanceDoc,
  type EventDoc,
  type MailDoc,
} from '@brunchers/model';
import { handleCancelBooking } from '../../src/checkout/cancelBooking.handler.js';
import { handleCancelCheckout } from '../../src/checkout/cancelCheckout.handler.js';
import { handleReleaseExpiredHolds } from '../../src/checkout/releaseExpiredHolds.handler.js';
import { handleCancelEvent } from '../../src/organiser/events/cancelEvent.handler.js';
import { handleJoinWaitlist } from '../../src/waitlist/joinWaitlist.handler.js';
import { startStack, type Stack } from '../support/stack.js';
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
const SPOTS = 6;
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
  | { kind: 'memberCancel'; booking: number; keep: number }
  | { kind: 'checkIn'; booking: number; arrived: number }
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
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('checkIn' as const),
      booking: index,
      arrived: fc.integer({ min: 1, max: 4 }),
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
  sessionId: string;
  uid: string;
}

/** Runs a step; a refusal the handlers give on purpose (an HttpsError) is part of the story. */
async function run(step: Step, eventId: string, made: Made[]): Promise<void> {
  const pick = (n: number) => (made.length ? made[n % made.length]! : null);
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
      const target = pick(step.booking);
      if (target) await w.f.pay(target.sessionId, step.method);
      return;
    }
    case 'settle': {
      const target = pick(step.booking);
      if (target) await w.f.settleDebit(target.sessionId, step.outcome);
      return;
    }
    case 'deliver': {
      const target = pick(step.booking);
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
      const target = pick(step.booking);
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
      return tolerate(() =>
        handleCancelBooking(
          {
            data: { bookingId: target.bookingId, keepGuests: step.keep },
            auth: member(target.uid),
          },
          w.cancelDeps,
        ),
      );
    }
    case 'checkIn': {
      // The door's write (the check-in window is the event's day; its rules have their own tests).
      const target = pick(step.booking);
      if (!target) return;
      const ref = stack.db
        .collection(COLLECTIONS.eventAttendances)
        .doc(attendanceId(target.bookingId));
      await stack.db.runTransaction(async (tx) => {
        const attendance = await tx.get(ref);
        if (!attendance.exists) return;
        const party = attendance.get('guest_count') as number;
        tx.update(ref, {
          marked_present: true,
          marked_present_at: new Date(),
          marked_by: 'door',
          arrived_count: Math.min(step.arrived, party),
        });
      });
      return;
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

const MONEY_MAIL_KINDS = new Set(['booking_cancelled', 'party_reduced', 'event_cancelled']);

async function checkInvariants(eventId: string): Promise<void> {
  const [eventSnap, bookingDocs, attendanceDocs, mailDocs] = await Promise.all([
    stack.db.collection(COLLECTIONS.events).doc(eventId).get(),
    stack.db.collection(COLLECTIONS.bookings).where('event_id', '==', eventId).get(),
    stack.db.collection(COLLECTIONS.eventAttendances).where('event_id', '==', eventId).get(),
    stack.db.collection(COLLECTIONS.mail).where('event_id', '==', eventId).get(),
  ]);
  const event = eventSnap.data() as EventDoc & { seats_held?: number };
  const bookings = bookingDocs.docs.map((doc) => ({ id: doc.id, ...(doc.data() as BookingDoc) }));
  const attendances = attendanceDocs.docs.map((doc) => doc.data() as EventAttendanceDoc);
  const allMails = mailDocs.docs.map((doc) => doc.data() as MailDoc);
  const refundsByBooking = await Promise.all(
    bookings.map((booking) =>
      booking.payment_intent_id ? w.refundsOf(booking.payment_intent_id) : Promise.resolve([]),
    ),
  );

  let confirmedSeats = 0;
  for (const [position, booking] of bookings.entries()) {
    // The model's reading: a booking the code before the ledger wrote gets its entries derived.
    const ledger = ledgerOf(booking);
    const { chargedCents, refundedCents, balanceCents } = ledgerTotals(ledger);
    const pending = booking.pending_refund?.amount_cents ?? 0;
    const where = `booking ${booking.id} (${booking.status}, ${booking.guest_count} guests)`;
    expect(refundedCents, `${where}: refunded ≤ charged`).toBeLessThanOrEqual(chargedCents);
    const paidSeats = booking.guest_count - (booking.comp_guest_count ?? 0);
    const keeps = booking.status === 'confirmed';
    if (keeps) confirmedSeats += booking.guest_count;
    // What the kept seats are worth: each paid seat still in a confirmed party, once paid for.
    const owedForSeats = keeps && chargedCents > 0 ? paidSeats * PRICE_CENTS : 0;
    expect(balanceCents - pending, `${where}: charged − refunded = kept seats' value`).toBe(
      owedForSeats,
    );
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

  expect(event.spots_left, 'spots_left = spots_total − held − confirmed seats').toBe(
    event.spots_total - (event.seats_held ?? 0) - confirmedSeats,
  );
  for (const attendance of attendances) {
    const booking = bookings.find((b) => b.id === attendance.booking_id);
    expect(booking?.status, `attendance ${attendance.booking_id} has a confirmed booking`).toBe(
      'confirmed',
    );
    expect(attendance.guest_count).toBe(booking?.guest_count);
  }
}

describe('the booking lifecycle under random sequences (issue 33)', () => {
  it('keeps the money, the seats, the attendance and the mails consistent after every step', async () => {
    let runNumber = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 3, maxLength: 10 }), async (steps) => {
        await stack.clearFirestore();
        await w.role('boss', 'admin');
        const eventId = `ev${runNumber++}`;
        await seedEvent(stack.db, eventId, {
          spots_total: SPOTS,
          spots_left: SPOTS,
          price: PRICE_CENTS / 100,
        });
        const made: Made[] = [];
        for (const step of steps) {
          await run(step, eventId, made);
          await checkInvariants(eventId);
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
              { kind: 'memberCancel', booking: 0, keep: 1 },
              { kind: 'cancelEvent' },
            ],
          ],
        ],
        numRuns: Number(process.env.BOOKINGS_PROPERTY_RUNS ?? 200),
        // Bounded: stops with what ran so far (reported) rather than hang CI.
        interruptAfterTimeLimit: 240_000,
        endOnFailure: true,
      },
    );
  }, 300_000);
});
