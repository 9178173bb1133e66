// stripeWebhook: verifies Stripe's signature over the raw body, then applies the event exactly once:
// the stripe_events/{event id} marker is read and written in the same transaction as the booking
// change, and bookings only move forward (bookingStatus.ts). Any failure answers 500 so Stripe
// delivers the event again.

import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, attendanceId, type EventAttendanceDoc, type StripeEventDoc } from '@brunchers/model';
import type Stripe from 'stripe';
import { logs } from '../lib/logs.js';
import { timestamp, type Clock } from '../lib/time.js';
import { canMove } from './bookingStatus.js';
import { bookingRef, checkoutSessionDoc, checkoutSessionRef, releaseHoldIn } from './seatHold.js';

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
  | 'expired'
  | 'already-final'
  | 'awaiting-payment'
  | 'paid-after-release'
  | 'unknown-booking'
  | 'ignored';

export async function handleStripeWebhook(request: WebhookRequest, deps: WebhookDeps): Promise<WebhookResponse> {
  if (request.method !== 'POST') return { status: 405, body: { error: 'Method not allowed' } };
  if (!request.rawBody || !request.signature) return { status: 400, body: { error: 'Missing Stripe signature' } };

  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(request.rawBody, request.signature, deps.webhookSecret);
  } catch (error) {
    logs.webhookSignatureInvalid(error);
    return { status: 400, body: { error: 'Invalid Stripe signature' } };
  }

  try {
    const { outcome, bookingId } = await deps.db.runTransaction((tx) => applyOnce(tx, deps, event));
    if (outcome === 'duplicate') logs.webhookDuplicate(event.id, event.type);
    else logs.webhookProcessed(event.id, event.type, outcome, bookingId);
    return { status: 200, body: { received: true, outcome } };
  } catch (error) {
    logs.webhookFailed(event.id, event.type, error);
    return { status: 500, body: { error: 'Webhook processing failed' } };
  }
}

async function applyOnce(
  tx: Transaction,
  deps: WebhookDeps,
  event: Stripe.Event,
): Promise<{ outcome: Outcome; bookingId: string | null }> {
  const marker = deps.db.collection(COLLECTIONS.stripeEvents).doc(event.id);
  if ((await tx.get(marker)).exists) return { outcome: 'duplicate', bookingId: null };

  let outcome: Outcome = 'ignored';
  let bookingId: string | null = null;
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    bookingId = event.data.object.metadata?.bookingId ?? null;
    outcome = bookingId ? await confirmIn(tx, deps, bookingId, event.data.object) : 'unknown-booking';
  } else if (event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed') {
    // A failed asynchronous payment (e.g. SEPA debit) leaves the session "complete" but unpaid for
    // good: nobody can pay it any more, so its seats go back like an expired session's.
    bookingId = event.data.object.metadata?.bookingId ?? null;
    outcome = bookingId ? await expireIn(tx, deps, bookingId) : 'unknown-booking';
  }

  const record: StripeEventDoc = { type: event.type, booking_id: bookingId, processed_at: timestamp(deps.clock()) };
  tx.set(marker, record);
  return { outcome, bookingId };
}

/** Paid: pending → confirmed, plus the booking's attendance (created once, never overwritten). */
async function confirmIn(tx: Transaction, deps: WebhookDeps, bookingId: string, session: Stripe.Checkout.Session): Promise<Outcome> {
  if (session.payment_status === 'unpaid') return 'awaiting-payment';
  const { db } = deps;
  const booking = await tx.get(bookingRef(db, bookingId));
  if (!booking.exists) return 'unknown-booking';
  const attendanceDoc = db.collection(COLLECTIONS.eventAttendances).doc(attendanceId(bookingId));
  const attendance = await tx.get(attendanceDoc);
  const userId = booking.get('user_id') as string | null;
  const profile = userId ? await tx.get(db.collection(COLLECTIONS.userProfiles).doc(userId)) : null;

  const status = booking.get('status');
  if (status !== 'confirmed' && !canMove(status, 'confirmed')) {
    // Seats were released (hold expired) before the payment landed.
    logs.paidAfterRelease(bookingId, session.id);
    return 'paid-after-release';
  }
  const now = timestamp(deps.clock());
  if (status === 'pending') {
    tx.update(booking.ref, { status: 'confirmed', confirmed_at: now, checkout_session_id: session.id });
    tx.set(checkoutSessionRef(db, session.id), checkoutSessionDoc(bookingId, booking, 'confirmed', deps.clock()));
  }
  if (!attendance.exists) {
    const doc: EventAttendanceDoc = {
      user_id: userId,
      booking_id: bookingId,
      venue_id: (booking.get('venue_id') as string | null) ?? null,
      event_id: booking.get('event_id') as string,
      event_title: booking.get('event_title') as string,
      guest_count: booking.get('guest_count') as number,
      booking_date: booking.get('booking_date'),
      attendee_name: (profile?.get('display_name') as string | undefined) ?? (booking.get('guest_name') as string | null) ?? null,
      marked_present: false,
      marked_present_at: null,
      marked_by: null,
      created_at: now,
    };
    tx.create(attendanceDoc, doc);
  }
  return status === 'pending' ? 'confirmed' : 'already-confirmed';
}

/** Session expired unpaid, or its asynchronous payment failed: pending → expired and the seats go back. */
async function expireIn(tx: Transaction, deps: WebhookDeps, bookingId: string): Promise<Outcome> {
  return (await releaseHoldIn(tx, deps.db, bookingId, 'expired', deps.clock())) ? 'expired' : 'already-final';
}
