// releaseExpiredHolds: finds pending bookings whose hold has run out and releases their seats.
// The Checkout session is expired at Stripe first, so a customer cannot pay for seats that were
// given back; a session that turns out to be paid is left for the webhook to confirm. The release
// itself is the same forward-only transaction the webhook uses, so both may run at once.

import { COLLECTIONS } from '@brunchers/model';
import { logs } from '../lib/logs.js';
import { timestamp } from '../lib/time.js';
import type { CheckoutDeps } from './deps.js';
import { releaseHold } from './seatHold.js';

export interface SweepResult {
  examined: number;
  released: number;
  skipped: number;
}

const BATCH = 200;

export async function handleReleaseExpiredHolds(deps: Omit<CheckoutDeps, 'appUrl'>): Promise<SweepResult> {
  const now = deps.clock();
  const overdue = await deps.db
    .collection(COLLECTIONS.bookings)
    .where('status', '==', 'pending')
    .where('hold_expires_at', '<=', timestamp(now))
    .limit(BATCH)
    .get();

  const result: SweepResult = { examined: overdue.size, released: 0, skipped: 0 };
  for (const booking of overdue.docs) {
    const sessionId = booking.get('checkout_session_id') as string | null;
    const ready = sessionId ? await closeSession(deps, booking.id, sessionId) : true;
    if (ready && (await releaseHold(deps.db, booking.id, 'expired', now))) result.released++;
    else result.skipped++;
  }
  logs.holdsReleased(result.examined, result.released, result.skipped);
  return result;
}

/**
 * True when the session can no longer be paid (now expired, or unknown to Stripe); false when paid
 * or when Stripe could not answer (retried next run).
 */
async function closeSession(deps: Pick<CheckoutDeps, 'stripe'>, bookingId: string, sessionId: string): Promise<boolean> {
  try {
    const session = await deps.stripe.checkout.sessions.retrieve(sessionId);
    if (session.status === 'complete') {
      logs.holdSweepSkipped(bookingId, 'session paid; the webhook confirms it');
      return false;
    }
    if (session.status === 'open') await deps.stripe.checkout.sessions.expire(sessionId);
    return true;
  } catch (error) {
    if (isResourceMissing(error)) {
      // Stripe has no such session (e.g. created in another account or mode): nobody can pay it.
      logs.holdSweepSessionMissing(bookingId, sessionId);
      return true;
    }
    logs.holdSweepSkipped(bookingId, `Stripe unreachable, retried next run: ${(error as Error).message}`);
    return false;
  }
}

/** Stripe's answer for an id it does not know: 404 with code resource_missing. */
function isResourceMissing(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'resource_missing';
}
