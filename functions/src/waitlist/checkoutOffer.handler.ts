// checkoutOffer: the person offered seats from the waitlist opens the payment for exactly those
// seats (the offer's pending booking, already holding them). Named by the booking's unguessable
// id, from the in-app banner or the offer mail; a member's offer is theirs alone. Payment started
// within the offer keeps the seats as long as the Checkout session lives (its expiry becomes the
// hold's); a second call while that session is open answers the same session. An offer that has
// ended (lapsed, passed on) cannot be paid: a session made meanwhile is expired at once.

import {
  OFFER_LAPSED,
  checkoutOfferInputSchema,
  holdExpiresAt,
  offerPath,
  returnOrigin,
  toDate,
  type CheckoutOfferOutput,
} from '@brunchers/model';
import type Stripe from 'stripe';
import { requireSignedIn, requestOrigin, type CallRequest } from '../lib/caller.js';
import { SERVICE_UNAVAILABLE, fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { parseInput } from '../lib/validate.js';
import {
  expireOrphanSession,
  paymentSessionParams,
  type HeldBooking,
} from '../checkout/createCheckout.handler.js';
import type { CheckoutDeps } from '../checkout/deps.js';
import { bookingRef, eventRef, readBooking } from '../lib/bookingDocs.js';
import { policyOfEvent } from '../lib/policy.js';
import { recordSession } from '../bookings/seats.js';
import { priceOffer } from '../bookings/waitlistOffers.js';
import { refuseSuspended } from '../safety/standing.js';

export async function handleCheckoutOffer(
  request: CallRequest,
  deps: CheckoutDeps,
): Promise<CheckoutOfferOutput> {
  const { bookingId } = parseInput(checkoutOfferInputSchema, request.data);
  const ref = bookingRef(deps.db, bookingId);
  const snapshot = await ref.get();
  if (!snapshot.exists || typeof snapshot.get('waitlist_entry_id') !== 'string')
    fail('not-found', 'Offer not found.');
  const owner: unknown = snapshot.get('user_id');
  if (typeof owner === 'string' && requireSignedIn(request).uid !== owner)
    fail('permission-denied', 'This offer is for someone else.');
  // A member suspended since they queued does not pay for the offered seats (issue 36 §4).
  await refuseSuspended(deps.db, typeof owner === 'string' ? owner : null);
  const booking = readBooking(snapshot);
  const now = deps.clock();
  if (booking.status !== 'pending') fail('failed-precondition', OFFER_LAPSED);
  if (booking.checkout_session_id) return openSession(deps.stripe, booking.checkout_session_id);
  if (!booking.hold_expires_at || toDate(booking.hold_expires_at).getTime() <= now.getTime())
    fail('failed-precondition', OFFER_LAPSED);

  // The event's effective checkout hold (policy settings, issue 39).
  const policy = await policyOfEvent(
    deps.db,
    (await eventRef(deps.db, booking.event_id).get()).data(),
  );
  // Priced now, as a new booking would be (tiers, membership), by the bookings owner.
  const price = await priceOffer(deps.db, bookingId, now);
  if (!price) fail('failed-precondition', OFFER_LAPSED);
  const held: HeldBooking = {
    bookingId,
    eventId: booking.event_id,
    eventTitle: booking.event_title,
    unitCents: price.unitCents,
    guests: booking.guest_count,
    holdMinutes: policy.checkout_hold_minutes,
    price,
  };
  const appOrigin = returnOrigin(deps.appUrl, requestOrigin(request));
  const expiresAt = new Date(
    Math.ceil(holdExpiresAt(now, held.holdMinutes).getTime() / 1000) * 1000,
  );
  let session: Stripe.Checkout.Session;
  try {
    session = await deps.stripe.checkout.sessions.create(
      paymentSessionParams(held, {
        email: booking.guest_email ?? emailOf(request),
        appOrigin,
        expiresAt,
        // Back on the offer page: the seats stay theirs while the offer (and this session) lasts.
        cancelUrl: `${appOrigin}${offerPath(bookingId)}`,
      }),
    );
  } catch (error) {
    logs.checkoutStripeFailed(bookingId, error);
    fail('unavailable', SERVICE_UNAVAILABLE);
  }

  // Recorded only on a booking still pending without a session and whose offer has not ended.
  const recorded = await recordSession(
    deps.db,
    bookingId,
    session.id,
    expiresAt,
    deps.clock(),
    'hold_expires',
  );
  if (recorded === session.id && session.url) {
    logs.offerCheckoutCreated(bookingId, session.id);
    return { url: session.url, sessionId: session.id };
  }
  // Another call recorded its session first (double click), or the offer ended meanwhile.
  await expireOrphanSession(deps.stripe, bookingId, session.id);
  if (recorded) return openSession(deps.stripe, recorded);
  fail('failed-precondition', OFFER_LAPSED);
}

/** The offer's recorded session, while it can still be paid. */
async function openSession(stripe: Stripe, sessionId: string): Promise<CheckoutOfferOutput> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  if (session.status !== 'open' || !session.url) fail('failed-precondition', OFFER_LAPSED);
  return { url: session.url, sessionId };
}

function emailOf(request: CallRequest): string | null {
  const email = request.auth?.token.email;
  return typeof email === 'string' ? email : null;
}
