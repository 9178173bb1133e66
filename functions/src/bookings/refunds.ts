// Refunds owed by a cancellation or an organiser's action, the one path for them (a member's
// cancelBooking, an organiser's cancelEvent and manageBooking): the transaction that cancels records the refund as pending_refund with its Stripe
// idempotency key; settlePendingRefund then sends it to Stripe under that key and settleRefundIn
// records it once. A retry (double click, re-run after a crash, the charge.refunded webhook) finds
// the same key, so the money goes back once.

import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import type { BookingStatus } from '@brunchers/model';
import type Stripe from 'stripe';
import { fail, SERVICE_UNAVAILABLE } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { timestamp, type Clock } from '../lib/time.js';
import { bookingRef, readBooking } from '../lib/bookingDocs.js';
import { transitionIn } from './transition.js';
import { ledgerWith, reasonOfRefundKey, refundEntry } from './ledger.js';

/** A refund decided by a cancellation and not yet confirmed by Stripe. */
export interface PendingRefund {
  key: string;
  amount_cents: number;
}

/**
 * Sends the booking's pending refund to Stripe (same idempotency key on every attempt) and records
 * it; true when this call recorded it. Throws unavailable when Stripe cannot refund now: the
 * caller retries, which lands here again.
 */
export async function settlePendingRefund(
  deps: { db: Firestore; stripe: Stripe; clock: Clock },
  bookingId: string,
): Promise<boolean> {
  const snapshot = await bookingRef(deps.db, bookingId).get();
  const pending = snapshot.get('pending_refund') as PendingRefund | null | undefined;
  const paymentIntent: unknown = snapshot.get('payment_intent_id');
  if (!pending || typeof paymentIntent !== 'string') return false;
  let refund: Stripe.Refund;
  try {
    refund = await deps.stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        amount: pending.amount_cents,
        reason: 'requested_by_customer',
        metadata: { bookingId, refund_key: pending.key },
      },
      { idempotencyKey: pending.key },
    );
  } catch (error) {
    // Stripe forgets keys after 24 h: a refund made under this key earlier is found by its metadata.
    const earlier = await refundWithKey(deps.stripe, paymentIntent, pending.key).catch(() => null);
    if (!earlier) {
      logs.refundFailed(bookingId, error);
      fail('unavailable', SERVICE_UNAVAILABLE);
    }
    refund = earlier;
  }
  const settled = await deps.db.runTransaction((tx) =>
    settleRefundIn(tx, deps.db, bookingId, pending.key, refund, deps.clock()),
  );
  if (settled) logs.cancellationRefunded(bookingId, refund.id, pending.amount_cents, 'call');
  return settled;
}

/** The refund Stripe made for a cancellation's key, if any (its metadata carries the key). */
export async function refundWithKey(
  stripe: Stripe,
  paymentIntent: string,
  key: string,
): Promise<Stripe.Refund | null> {
  const refunds = await stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 });
  return refunds.data.find((refund) => refund.metadata?.refund_key === key) ?? null;
}

/**
 * Records that the pending refund under `key` went through: a refund entry in the booking's
 * ledger (refunded_cents follows it), a cancelled booking becomes refunded. Only once: a second settlement finds no pending refund.
 */
export async function settleRefundIn(
  tx: Transaction,
  db: Firestore,
  bookingId: string,
  key: string,
  refund: Stripe.Refund,
  now: Date,
): Promise<boolean> {
  const snapshot: DocumentSnapshot = await tx.get(bookingRef(db, bookingId));
  const pending = snapshot.get('pending_refund') as PendingRefund | null | undefined;
  if (!pending || pending.key !== key) return false;
  const booking = readBooking(snapshot);
  const status: BookingStatus = booking.status === 'refund_required' ? 'refunded' : booking.status;
  // The ledger's refund entry, under the same key as Stripe's: a second settlement adds nothing.
  const ledger = ledgerWith(
    booking,
    refundEntry(key, pending.amount_cents, reasonOfRefundKey(key), refund.id, now),
  );
  transitionIn(
    tx,
    db,
    {
      snapshot,
      booking,
      to: status,
      fields: {
        pending_refund: null,
        ...(ledger ?? {}),
        refund_id: refund.id,
        refunded_at: timestamp(now),
      },
      // Who cancelled decides what the booking's page says; a smaller party was cancelled by nobody.
      sessionFlags:
        snapshot.get('cancelled_by_organiser') === true
          ? { cancelled_by_organiser: true }
          : booking.cancelled_at != null
            ? { cancelled_by_customer: true }
            : {},
    },
    now,
  );
  return true;
}
