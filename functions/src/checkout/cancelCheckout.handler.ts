// cancelCheckout: the booker pressed Cancel (or Back) on Stripe's payment page, whose return URL
// names the booking. The Checkout session is expired at Stripe (so it can no longer be paid) and
// the hold is released at once instead of when the session would run out (31 minutes). Idempotent:
// a second call, the sweep and the checkout.session.expired webhook that Stripe sends for the
// expiry all find the booking no longer pending (canMoveBooking), so the seats come back once.

import { cancelCheckoutInputSchema, type CancelCheckoutOutput } from '@brunchers/model';
import { requireSignedIn, type CallRequest } from '../lib/caller.js';
import { fail, SERVICE_UNAVAILABLE } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { parseInput } from '../lib/validate.js';
import type { CheckoutDeps } from './deps.js';
import { bookingRef } from '../lib/bookingDocs.js';
import { releaseHold } from '../bookings/seats.js';

export async function handleCancelCheckout(
  request: CallRequest,
  deps: Omit<CheckoutDeps, 'appUrl'>,
): Promise<CancelCheckoutOutput> {
  const { bookingId } = parseInput(cancelCheckoutInputSchema, request.data);
  const snapshot = await bookingRef(deps.db, bookingId).get();
  if (!snapshot.exists) fail('not-found', 'Booking not found.');
  // A member's booking is theirs alone to cancel; a guest's is named only by its unguessable id
  // (in the return URL of their own checkout), as the session id is for /booking-success.
  const owner: unknown = snapshot.get('user_id');
  if (typeof owner === 'string' && requireSignedIn(request).uid !== owner)
    fail('permission-denied', 'This is not your booking.');
  const status = String(snapshot.get('status'));
  // Only a checkout still in progress: a delayed payment (SEPA) under way is not cancelled here.
  if (status !== 'pending' || snapshot.get('awaiting_payment') === true) return { status };

  const ended = await endCheckout(deps, bookingId, snapshot.get('checkout_session_id'), {
    ifPaid: 'keep',
  });
  if (ended === 'paid') return { status };
  const after = await bookingRef(deps.db, bookingId).get();
  return { status: String(after.get('status')) };
}

/**
 * Ends a pending booking's checkout: its Stripe Checkout session is expired (so it can no longer
 * be paid) and the hold released (releaseHold: the seats go back once, whoever else releases it).
 * A session paid meanwhile is kept ('paid': the payment webhook confirms it) unless `ifPaid` is
 * 'release' (the organiser cancelled the event: the late payment is then refunded by the webhook).
 * Throws unavailable when Stripe cannot be reached; a retry lands here again.
 */
export async function endCheckout(
  deps: Omit<CheckoutDeps, 'appUrl'>,
  bookingId: string,
  sessionId: unknown,
  options: { ifPaid: 'keep' | 'release' },
): Promise<'paid' | 'released' | 'unchanged'> {
  if (typeof sessionId === 'string') {
    try {
      const session = await deps.stripe.checkout.sessions.retrieve(sessionId);
      // Paid meanwhile (another tab): the payment webhook confirms it; nothing to cancel.
      if (session.status === 'complete' && options.ifPaid === 'keep') return 'paid';
      if (session.status === 'open') await deps.stripe.checkout.sessions.expire(sessionId);
    } catch (error) {
      logs.holdReleaseFailed(bookingId, error);
      fail('unavailable', SERVICE_UNAVAILABLE);
    }
  }
  const released = await releaseHold(deps.db, bookingId, 'cancelled', deps.clock());
  logs.checkoutCancelled(bookingId, typeof sessionId === 'string' ? sessionId : null, released);
  return released ? 'released' : 'unchanged';
}
