// releaseExpiredHolds: finds pending bookings whose hold has run out and decides each from what
// Stripe says of its Checkout session:
// - open: expired at Stripe first, so nobody can pay for seats that were given back; then released.
// - expired, or unknown to Stripe (resource_missing): released.
// - complete and paid: left for the webhook to confirm.
// - complete but unpaid (a delayed payment method such as SEPA debit): the payment is on its way,
//   so the hold is kept until ASYNC_PAYMENT_HOLD_DAYS after the booking (moved forward, so the sweep
//   does not meet it every run); past that bound, or once the PaymentIntent failed, released. A
//   payment that still lands later is handled by the webhook as a late payment (seats taken again
//   or refunded).
// Every change is a forward-only transaction on the booking (the same the webhook uses), so a sweep
// and a webhook, or two sweeps, may run at once.

import { COLLECTIONS, asyncPaymentHoldEndsAt, toDate, type TimestampLike } from '@brunchers/model';
import type Stripe from 'stripe';
import { logs } from '../lib/logs.js';
import { timestamp } from '../lib/time.js';
import type { CheckoutDeps } from './deps.js';
import { extendHold, releaseHold } from '../bookings/seats.js';

export interface SweepResult {
  examined: number;
  released: number;
  /** Kept: their Checkout session awaits a delayed payment. */
  awaitingPayment: number;
  /** Left for the next run or the webhook (paid, Stripe unreachable, changed meanwhile, failed). */
  skipped: number;
}

const BATCH = 200;

type Decision =
  { kind: 'release'; mail?: 'payment_failed' } | { kind: 'await'; until: Date } | { kind: 'skip' };

export async function handleReleaseExpiredHolds(
  deps: Omit<CheckoutDeps, 'appUrl'>,
): Promise<SweepResult> {
  const now = deps.clock();
  const overdue = await deps.db
    .collection(COLLECTIONS.bookings)
    .where('status', '==', 'pending')
    .where('hold_expires_at', '<=', timestamp(now))
    .limit(BATCH)
    .get();

  const result: SweepResult = {
    examined: overdue.size,
    released: 0,
    awaitingPayment: 0,
    skipped: 0,
  };
  for (const booking of overdue.docs) {
    try {
      const sessionId: unknown = booking.get('checkout_session_id');
      const bookedAt = booking.get('created_at') as TimestampLike | undefined;
      const decision: Decision =
        typeof sessionId === 'string' && sessionId !== ''
          ? await decide(deps, booking.id, sessionId, bookedAt ? toDate(bookedAt) : now, now)
          : { kind: 'release' };
      if (
        decision.kind === 'release' &&
        (await releaseHold(deps.db, booking.id, 'expired', now, decision.mail))
      )
        result.released++;
      else if (decision.kind === 'await' && (await extendHold(deps.db, booking.id, decision.until)))
        result.awaitingPayment++;
      else result.skipped++;
    } catch (error) {
      // One bad booking (e.g. malformed) must not stop the others.
      logs.holdSweepFailed(booking.id, error);
      result.skipped++;
    }
  }
  logs.holdsReleased(result.examined, result.released, result.awaitingPayment, result.skipped);
  return result;
}

async function decide(
  deps: Pick<CheckoutDeps, 'stripe'>,
  bookingId: string,
  sessionId: string,
  bookedAt: Date,
  now: Date,
): Promise<Decision> {
  let session: Stripe.Checkout.Session;
  try {
    session = await deps.stripe.checkout.sessions.retrieve(sessionId, {
      expand: ['payment_intent'],
    });
    if (session.status === 'open') {
      await deps.stripe.checkout.sessions.expire(sessionId);
      return { kind: 'release' };
    }
  } catch (error) {
    if (isResourceMissing(error)) {
      // Stripe has no such session (e.g. created in another account or mode): nobody can pay it.
      logs.holdSweepSessionMissing(bookingId, sessionId);
      return { kind: 'release' };
    }
    // Includes an expire refused because the session completed a moment ago: next run decides.
    logs.holdSweepSkipped(
      bookingId,
      `Stripe did not answer as expected, retried next run: ${(error as Error).message}`,
    );
    return { kind: 'skip' };
  }
  if (session.status !== 'complete') return { kind: 'release' };
  if (session.payment_status !== 'unpaid') {
    logs.holdSweepSkipped(bookingId, 'session paid; the webhook confirms it');
    return { kind: 'skip' };
  }
  return decideAwaitedPayment(bookingId, session, bookedAt, now);
}

/** A complete, unpaid session: its PaymentIntent tells whether the delayed payment is still coming. */
function decideAwaitedPayment(
  bookingId: string,
  session: Stripe.Checkout.Session,
  bookedAt: Date,
  now: Date,
): Decision {
  const paymentIntent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const paymentStatus = paymentIntent?.status ?? 'unknown';
  if (paymentStatus === 'succeeded') {
    logs.holdSweepSkipped(bookingId, 'delayed payment succeeded; the webhook confirms it');
    return { kind: 'skip' };
  }
  if (paymentStatus === 'requires_payment_method' || paymentStatus === 'canceled') {
    logs.holdSweepAsyncPaymentFailed(bookingId, session.id, paymentStatus);
    return { kind: 'release', mail: 'payment_failed' };
  }
  const until = asyncPaymentHoldEndsAt(bookedAt);
  if (now.getTime() >= until.getTime()) {
    logs.holdSweepAsyncPaymentOverdue(bookingId, session.id);
    return { kind: 'release' };
  }
  logs.holdSweepAsyncPaymentPending(bookingId, session.id, until);
  return { kind: 'await', until };
}

/** Stripe's answer for an id it does not know: 404 with code resource_missing. */
function isResourceMissing(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'resource_missing';
}
