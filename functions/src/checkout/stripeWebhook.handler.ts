// stripeWebhook: verifies Stripe's signature over the raw body, then applies the event exactly once:
// the stripe_events/{event id} marker is read and written in the same transaction as the booking
// change, and bookings only move forward (the model's canMoveBooking). Any failure answers 500 so
// Stripe delivers the event again.
//
// A payment that lands after the hold was released (checkout.session.completed or
// async_payment_succeeded for an expired or cancelled booking) takes the seats again when enough
// are free and the event is still ahead; otherwise the booking becomes refund_required and the
// payment is refunded (refunded). The refund is a Stripe call, so it runs after the transaction
// and is re-checked on every delivery of the event, duplicates included: a refund that failed is
// issued when Stripe retries, and an idempotency key keeps it to one.
//
// charge.refunded settles a customer's cancellation whose refund Stripe made but the cancelBooking
// call could not record (cancelBooking.handler.ts): the refund is found by the key the booking
// keeps in pending_refund, so a replayed or duplicate event finds nothing pending and changes
// nothing. A payment event never confirms or refunds a booking its customer cancelled.

import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  asyncPaymentHoldEndsAt,
  attendanceForBooking,
  canMoveBooking,
  eventStatusOf,
  isUpcoming,
  mailIds,
  toDate,
  toDateString,
  type EventAttendanceDoc,
  type StripeEventDoc,
  readEventSeats,
  isStripeWebhookEvent,
  type StripeWebhookEvent,
} from '@brunchers/model';
import type Stripe from 'stripe';
import { logs } from '../lib/logs.js';
import { readPricingRetakeIn } from '../pricing/redemptions.js';
import { timestamp, type Clock } from '../lib/time.js';
import { readMailIn } from '../mail/outbox.js';
import { refundWithKey, settleRefundIn } from '../bookings/refunds.js';
import { chargeEntry, ledgerWith, refundEntry } from '../bookings/ledger.js';
import { recordSubscription } from '../subscriptions/membership.js';
import { bookOfferIn, readOfferEntryIn } from '../bookings/waitlistOffers.js';
import {
  bookingRef,
  eventRef,
  readBooking,
  seatsHeldAfter,
  type StoredBooking,
} from '../lib/bookingDocs.js';
import { extendHoldIn, releaseHoldIn } from '../bookings/seats.js';
import { attendanceRef, transitionIn } from '../bookings/transition.js';

export interface WebhookDeps {
  db: Firestore;
  stripe: Stripe;
  webhookSecret: string;
  clock: Clock;
}

export interface WebhookRequest {
  method: string;
  rawBody: Buffer | undefined;
  signature: string | undefined;
}

export interface WebhookResponse {
  status: number;
  body: Record<string, unknown>;
}

type Outcome =
  | 'duplicate'
  | 'confirmed'
  | 'already-confirmed'
  | 'confirmed-after-release'
  | 'refund-required'
  | 'refunded'
  | 'expired'
  | 'already-final'
  | 'awaiting-payment'
  | 'unknown-booking'
  | 'ignored';

interface Applied {
  outcome: Outcome;
  bookingId: string | null;
  /** Named log lines of what the transaction did, written once it committed (not per attempt). */
  log?: () => void;
}

/** The key (Stripe's and the ledger's) of the refund of a payment that came too late. */
const lateRefundKey = (bookingId: string) => `refund-${bookingId}`;

export async function handleStripeWebhook(
  request: WebhookRequest,
  deps: WebhookDeps,
): Promise<WebhookResponse> {
  if (request.method !== 'POST') return { status: 405, body: { error: 'Method not allowed' } };
  if (!request.rawBody || !request.signature)
    return { status: 400, body: { error: 'Missing Stripe signature' } };

  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(
      request.rawBody,
      request.signature,
      deps.webhookSecret,
    );
  } catch (error) {
    logs.webhookSignatureInvalid(error);
    return { status: 400, body: { error: 'Invalid Stripe signature' } };
  }

  // An event the endpoint is not set up for (model STRIPE_WEBHOOK_EVENTS): acknowledged, ignored.
  if (!isStripeWebhookEvent(event.type)) {
    logs.webhookProcessed(event.id, event.type, 'ignored', null);
    return { status: 200, body: { received: true, outcome: 'ignored' } };
  }
  return APPLIERS[event.type](deps, event);
}

type Applier = (deps: WebhookDeps, event: Stripe.Event) => Promise<WebhookResponse>;
/** What a booking's event changes, inside the transaction that records it. */
type BookingInTx = (
  tx: Transaction,
  deps: WebhookDeps,
  bookingId: string,
  session: Stripe.Checkout.Session,
  type: string,
) => Promise<Applied>;

/**
 * A booking's event: applied once in a transaction with its stripe_events marker (`inTx`), then
 * what needs Stripe after the commit (`after`: a refund owed), retried on every delivery.
 */
function bookingEvent(
  inTx: BookingInTx | null,
  after?: (deps: WebhookDeps, event: Stripe.Event, applied: Applied) => Promise<boolean>,
): Applier {
  return async (deps, event) => {
    try {
      const applied = await deps.db.runTransaction((tx) => applyOnce(tx, deps, event, inTx));
      applied.log?.();
      let { outcome } = applied;
      if (after && (await after(deps, event, applied))) outcome = 'refunded';
      if (outcome === 'duplicate') logs.webhookDuplicate(event.id, event.type);
      else logs.webhookProcessed(event.id, event.type, outcome, applied.bookingId);
      return { status: 200, body: { received: true, outcome } };
    } catch (error) {
      logs.webhookFailed(event.id, event.type, error);
      return { status: 500, body: { error: 'Webhook processing failed' } };
    }
  };
}

/** A payment arrived: the refund a late payment is owed goes to Stripe after the commit. */
const afterPayment = async (deps: WebhookDeps, event: Stripe.Event, applied: Applied) => {
  const session = sessionOf(event);
  return session && applied.bookingId ? refundIfRequired(deps, applied.bookingId, session) : false;
};

const release = bookingEvent((tx, deps, bookingId, _session, type) =>
  expireIn(tx, deps, bookingId, type),
);

/**
 * The webhook's router: one applier per event of the model's STRIPE_WEBHOOK_EVENTS (the list the
 * endpoint is set up with), exhaustive by type, so a new event in the list needs its applier here.
 */
const APPLIERS: Record<StripeWebhookEvent, Applier> = {
  'checkout.session.completed': bookingEvent(
    (tx, deps, bookingId, session) => paymentIn(tx, deps, bookingId, session),
    afterPayment,
  ),
  'checkout.session.async_payment_succeeded': bookingEvent(
    (tx, deps, bookingId, session) => paymentIn(tx, deps, bookingId, session),
    afterPayment,
  ),
  'checkout.session.async_payment_failed': release,
  'checkout.session.expired': release,
  // Settles a cancellation's refund that Stripe made but the call could not record.
  'charge.refunded': bookingEvent(null, (deps, event) =>
    settleCancellationRefund(deps, event.data.object as Stripe.Charge),
  ),
  'customer.subscription.created': membershipEvent,
  'customer.subscription.updated': membershipEvent,
  'customer.subscription.deleted': membershipEvent,
};

/**
 * The event types this handler acts on (the router's keys); the deploy preflight
 * (functions/bin/preflight.ts) fails when they differ from STRIPE_WEBHOOK_EVENTS, the list the
 * endpoint is set up with.
 */
export const HANDLED_STRIPE_EVENTS = Object.keys(APPLIERS) as readonly StripeWebhookEvent[];

/**
 * A subscription was created, changed or ended: memberships/{uid} follows it (read fresh from
 * Stripe, so duplicates and out-of-order deliveries leave the latest state).
 */
async function membershipEvent(deps: WebhookDeps, event: Stripe.Event): Promise<WebhookResponse> {
  const subscriptionId = (event.data.object as { id?: unknown }).id;
  if (typeof subscriptionId !== 'string')
    return { status: 200, body: { received: true, outcome: 'ignored' } };
  try {
    const outcome = await recordSubscription(deps, subscriptionId);
    logs.membershipRecorded(subscriptionId, outcome);
    return { status: 200, body: { received: true, outcome } };
  } catch (error) {
    logs.webhookFailed(event.id, event.type, error);
    return { status: 500, body: { error: 'Webhook processing failed' } };
  }
}

/** A booking's Checkout session (a membership's, in subscription mode, is not one). */
function sessionOf(event: Stripe.Event): Stripe.Checkout.Session | null {
  if (!event.type.startsWith('checkout.session.')) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  return session.mode === 'subscription' ? null : session;
}

function paymentIntentOf(session: Stripe.Checkout.Session): string | null {
  const paymentIntent = session.payment_intent;
  if (typeof paymentIntent === 'string') return paymentIntent;
  return paymentIntent?.id ?? null;
}

async function applyOnce(
  tx: Transaction,
  deps: WebhookDeps,
  event: Stripe.Event,
  inTx: BookingInTx | null,
): Promise<Applied> {
  const session = sessionOf(event);
  const bookingId = session?.metadata?.bookingId ?? null;
  const marker = deps.db.collection(COLLECTIONS.stripeEvents).doc(event.id);
  if ((await tx.get(marker)).exists) return { outcome: 'duplicate', bookingId };

  let applied: Applied = { outcome: 'ignored', bookingId };
  if (session && inTx) {
    applied = bookingId
      ? await inTx(tx, deps, bookingId, session, event.type)
      : { outcome: 'unknown-booking', bookingId };
  }

  const record: StripeEventDoc = {
    type: event.type,
    booking_id: bookingId,
    processed_at: timestamp(deps.clock()),
  };
  tx.set(marker, record);
  return applied;
}

/**
 * A session completed (paid, or awaiting a delayed payment) or its delayed payment succeeded.
 * Reads everything first, then writes (transaction rule).
 */
async function paymentIn(
  tx: Transaction,
  deps: WebhookDeps,
  bookingId: string,
  session: Stripe.Checkout.Session,
): Promise<Applied> {
  const { db } = deps;
  const snapshot = await tx.get(bookingRef(db, bookingId));
  if (!snapshot.exists) return { outcome: 'unknown-booking', bookingId };
  if (session.payment_status === 'unpaid') return awaitPaymentIn(tx, deps, snapshot, session);

  const booking = readBooking(snapshot);
  const status = booking.status;
  if (status === 'refund_required' || status === 'refunded')
    return { outcome: 'already-final', bookingId };
  // Cancelled by its customer after paying: the payment was seen already; never confirm it again.
  if (snapshot.get('cancelled_at') != null) return { outcome: 'already-final', bookingId };
  const late = status === 'expired' || status === 'cancelled';
  const attendance = await tx.get(attendanceRef(db, bookingId));
  const profile = booking.user_id
    ? await tx.get(db.collection(COLLECTIONS.userProfiles).doc(booking.user_id))
    : null;
  const event = late ? await tx.get(eventRef(db, booking.event_id)) : null;
  const confirmedMail = await readMailIn(tx, db, mailIds.bookingConfirmed(bookingId));
  // Paid in time: the held seats become people going.
  const heldBy = status === 'pending' ? await tx.get(eventRef(db, booking.event_id)) : null;
  const offerEntry = await readOfferEntryIn(tx, db, booking.waitlist_entry_id);
  // A late payment's price must still hold (its code's use, its early-bird seats: issue 39.4).
  const retake = event?.exists
    ? await readPricingRetakeIn(tx, db, bookingId, booking, event)
    : null;

  const now = deps.clock();
  const paymentIntentId = paymentIntentOf(session);
  // The payment's entry in the booking's ledger (once per PaymentIntent, whatever is replayed).
  const charged =
    (paymentIntentId &&
      ledgerWith(
        booking,
        chargeEntry(paymentIntentId, session.amount_total ?? booking.total_amount_cents, now),
      )) ||
    {};
  let log: (() => void) | undefined;
  // Paid, but nobody may go: the booking and its session wait for the refund.
  const refundRequired = (reason: string): Applied => {
    transitionIn(
      tx,
      db,
      {
        snapshot,
        booking,
        to: 'refund_required',
        fields: { checkout_session_id: session.id, payment_intent_id: paymentIntentId, ...charged },
      },
      now,
    );
    return {
      outcome: 'refund-required',
      bookingId,
      log: () => logs.paidAfterReleaseRefundRequired(bookingId, session.id, reason),
    };
  };
  // Paid while the organiser was cancelling the event: the hold ends and the payment goes back.
  if (heldBy && eventStatusOf(heldBy.data() ?? {}) === 'cancelled') {
    tx.update(heldBy.ref, { seats_held: seatsHeldAfter(heldBy, -booking.guest_count) });
    return refundRequired('event cancelled');
  }
  if (event) {
    const refusal = seatsRefusal(event, booking.guest_count, now);
    if (refusal !== null) return refundRequired(refusal);
    if (retake?.refusal) return refundRequired(retake.refusal);
    retake?.write();
    tx.update(event.ref, { spots_left: (event.get('spots_left') as number) - booking.guest_count });
    log = () =>
      logs.paidAfterReleaseSeatsRetaken(
        bookingId,
        session.id,
        booking.event_id,
        booking.guest_count,
      );
  }
  // The party goes on the door's list (also repaired for a confirmed booking that lacks it).
  const attending = {
    snapshot: attendance,
    change: { op: 'create', doc: attendanceDoc(bookingId, booking, profile, now) } as const,
  };
  if (canMoveBooking(status, 'confirmed')) {
    if (heldBy?.exists)
      tx.update(heldBy.ref, { seats_held: seatsHeldAfter(heldBy, -booking.guest_count) });
    transitionIn(
      tx,
      db,
      {
        snapshot,
        booking,
        to: 'confirmed',
        fields: {
          confirmed_at: timestamp(now),
          checkout_session_id: session.id,
          payment_intent_id: paymentIntentId,
          awaiting_payment: false,
          ...charged,
        },
        attendance: attending,
        mail: { existing: confirmedMail, cause: { kind: 'booking_confirmed', bookingId, booking } },
      },
      now,
    );
    bookOfferIn(tx, offerEntry, bookingId, now);
  } else if (status === 'confirmed' && !attendance.exists) {
    transitionIn(tx, db, { snapshot, booking, to: 'confirmed', attendance: attending }, now);
  }
  const outcome: Outcome = late
    ? 'confirmed-after-release'
    : status === 'pending'
      ? 'confirmed'
      : 'already-confirmed';
  return log ? { outcome, bookingId, log } : { outcome, bookingId };
}

/** Why a late payment cannot have its seats back, or null when it can. */
function seatsRefusal(event: DocumentSnapshot, guests: number, now: Date): string | null {
  if (!event.exists) return 'the event no longer exists';
  if (eventStatusOf(event.data() ?? {}) === 'cancelled') return 'the event was cancelled';
  const { eventDate, spotsLeft } = readEventSeats(event.data());
  if (eventDate === null || !isUpcoming({ event_date: eventDate }, toDateString(now))) {
    return 'the event has already taken place';
  }
  if (spotsLeft === null) return 'the event has no readable spots_left';
  if (spotsLeft < guests) return `${Math.max(0, spotsLeft)} seat(s) left for ${guests} guest(s)`;
  return null;
}

function attendanceDoc(
  bookingId: string,
  booking: StoredBooking,
  profile: DocumentSnapshot | null,
  now: Date,
): EventAttendanceDoc {
  const displayName: unknown = profile?.get('display_name');
  return attendanceForBooking(
    bookingId,
    booking,
    typeof displayName === 'string' ? displayName : null,
    now,
  );
}

/**
 * Complete but unpaid: a delayed payment (e.g. SEPA debit) is on its way. Stripe no longer expires
 * the session, so the seats stay held until async_payment_succeeded / _failed, at most
 * ASYNC_PAYMENT_HOLD_DAYS after the booking (the sweep releases it then).
 */
async function awaitPaymentIn(
  tx: Transaction,
  deps: WebhookDeps,
  snapshot: DocumentSnapshot,
  session: Stripe.Checkout.Session,
): Promise<Applied> {
  const bookingId = snapshot.id;
  if (snapshot.get('status') !== 'pending') return { outcome: 'awaiting-payment', bookingId };
  const booking = readBooking(snapshot);
  const until = asyncPaymentHoldEndsAt(toDate(booking.created_at));
  const processingMail = await readMailIn(tx, deps.db, mailIds.paymentProcessing(bookingId));
  const extended = await extendHoldIn(tx, deps.db, bookingId, until);
  // The member is told the payment is processing (booking-success, My Bookings, admin).
  if (extended || snapshot.get('awaiting_payment') !== true) {
    transitionIn(
      tx,
      deps.db,
      {
        snapshot,
        booking,
        to: 'pending',
        fields: {
          awaiting_payment: true,
          // The session being paid (a booking that could not record it still names it now).
          checkout_session_id: booking.checkout_session_id ?? session.id,
        },
        sessionFlags: { awaiting_payment: true },
        ...(extended
          ? {
              mail: {
                existing: processingMail,
                cause: { kind: 'payment_processing', bookingId, booking },
              },
            }
          : {}),
      },
      deps.clock(),
    );
  }
  return extended
    ? {
        outcome: 'awaiting-payment',
        bookingId,
        log: () => logs.asyncPaymentAwaited(bookingId, session.id, until),
      }
    : { outcome: 'awaiting-payment', bookingId };
}

/** Session expired unpaid, or its asynchronous payment failed: pending → expired and the seats go back. */
async function expireIn(
  tx: Transaction,
  deps: WebhookDeps,
  bookingId: string,
  eventType: string,
): Promise<Applied> {
  // An abandoned checkout needs no mail; a delayed payment the bank refused does.
  const mail = eventType === 'checkout.session.async_payment_failed' ? 'payment_failed' : undefined;
  const released = await releaseHoldIn(tx, deps.db, bookingId, 'expired', deps.clock(), mail);
  return { outcome: released ? 'expired' : 'already-final', bookingId };
}

/**
 * Refunds the payment of a refund_required booking and marks it refunded. Returns whether it did.
 * Throws (→ 500, Stripe retries) when Stripe cannot refund now.
 */
async function refundIfRequired(
  deps: WebhookDeps,
  bookingId: string,
  session: Stripe.Checkout.Session,
): Promise<boolean> {
  const ref = bookingRef(deps.db, bookingId);
  const snapshot = await ref.get();
  if (!snapshot.exists || snapshot.get('status') !== 'refund_required') return false;
  // A customer's cancellation owes only its own refund (cancelBooking), never the whole payment.
  if (snapshot.get('cancelled_at') != null || snapshot.get('pending_refund') != null) return false;
  const booking = readBooking(snapshot);
  const paymentIntentId = booking.payment_intent_id ?? paymentIntentOf(session);
  if (!paymentIntentId) throw new Error(`Booking ${bookingId} has no PaymentIntent to refund`);

  let refund: Stripe.Refund;
  try {
    refund = await deps.stripe.refunds.create(
      { payment_intent: paymentIntentId, metadata: { bookingId, cause: 'paid_after_release' } },
      // Same key for every attempt: a repeated or concurrent delivery gets the same refund back.
      { idempotencyKey: lateRefundKey(bookingId) },
    );
  } catch (error) {
    // After Stripe forgot the key (24 h), a second attempt is refused: find the first refund.
    const earlier = isAlreadyRefunded(error)
      ? await existingRefund(deps.stripe, paymentIntentId)
      : null;
    if (!earlier) {
      logs.refundFailed(bookingId, error);
      throw error;
    }
    refund = earlier;
  }

  const now = deps.clock();
  const marked = await deps.db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!canMoveBooking(current.get('status'), 'refunded')) return false;
    const refundedMail = await readMailIn(tx, deps.db, mailIds.bookingRefunded(bookingId));
    const latest = readBooking(current);
    transitionIn(
      tx,
      deps.db,
      {
        snapshot: current,
        booking: latest,
        to: 'refunded',
        fields: {
          refund_id: refund.id,
          refunded_at: timestamp(now),
          payment_intent_id: paymentIntentId,
          checkout_session_id: latest.checkout_session_id ?? session.id,
          ...(ledgerWith(
            latest,
            refundEntry(lateRefundKey(bookingId), refund.amount, 'late_payment', refund.id, now),
          ) ?? {}),
        },
        mail: {
          existing: refundedMail,
          cause: { kind: 'booking_refunded', bookingId, booking: latest },
        },
      },
      now,
    );
    return true;
  });
  if (marked) logs.refundIssued(bookingId, refund.id, paymentIntentId, refund.amount);
  return marked;
}

/**
 * charge.refunded: the cancellation refund pending on the charge's booking, if Stripe made it, is
 * recorded (the same settlement the cancelBooking call does). Returns whether this event did it.
 */
async function settleCancellationRefund(
  deps: WebhookDeps,
  charge: Stripe.Charge,
): Promise<boolean> {
  const paymentIntent =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!paymentIntent) return false;
  const bookings = await deps.db
    .collection(COLLECTIONS.bookings)
    .where('payment_intent_id', '==', paymentIntent)
    .limit(1)
    .get();
  const snapshot = bookings.docs[0];
  const pending = snapshot?.get('pending_refund') as { key: string } | null | undefined;
  if (!snapshot || !pending) return false;
  const refund = await refundWithKey(deps.stripe, paymentIntent, pending.key);
  if (!refund) return false;
  const settled = await deps.db.runTransaction((tx) =>
    settleRefundIn(tx, deps.db, snapshot.id, pending.key, refund, deps.clock()),
  );
  if (settled) logs.cancellationRefunded(snapshot.id, refund.id, refund.amount, 'webhook');
  return settled;
}

function isAlreadyRefunded(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'charge_already_refunded';
}

async function existingRefund(
  stripe: Stripe,
  paymentIntentId: string,
): Promise<Stripe.Refund | null> {
  const refunds = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 1 });
  return refunds.data[0] ?? null;
}
