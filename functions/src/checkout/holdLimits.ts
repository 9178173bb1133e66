// Abuse limits on seat holds (issue 18: three guest calls held every seat of an event, renewably).
// Checked before seats are held, in one Firestore transaction (Cloud Functions instances share no
// memory, so the counters live in checkout_rate_limits):
//  - rate: calls per client (a member's uid, else the caller's IP address) per event and overall,
//    in fixed windows (model CHECKOUT_RATE_LIMITS);
//  - one open hold per booker (member uid, or guest e-mail) per event: the booking this call will
//    create is reserved in the same transaction, so two concurrent calls cannot both pass; a
//    reservation is free again once its booking is not pending (paid, expired, cancelled, never
//    created because the event was sold out) or its hold has run out.
// Document ids are hashes: no e-mail or IP address is stored in the clear.

import { createHash } from 'node:crypto';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import {
  CHECKOUT_RATE_LIMITS,
  COLLECTIONS,
  HOLD_ALREADY_OPEN,
  TOO_MANY_CHECKOUTS,
} from '@brunchers/model';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import type { CallRequest } from '../lib/caller.js';
import { timestamp } from '../lib/time.js';
import { bookingRef } from './seatHold.js';

export interface HoldRequestLimits {
  eventId: string;
  /** Who books: the member's uid, or the guest's e-mail. */
  booker: { userId: string | null; guestEmail: string | null };
  /** The booking this call will create if it gets seats. */
  bookingId: string;
  now: Date;
}

function limitRef(db: Firestore, ...parts: string[]): DocumentReference {
  const id = createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 40);
  return db.collection(COLLECTIONS.checkoutRateLimits).doc(`${parts[0]}-${id}`);
}

/**
 * The calling client: a member by uid; a guest by IP address. On Cloud Functions (Cloud Run) the
 * Google front end appends the client's address to X-Forwarded-For, so its last entry is the one
 * a client cannot forge; without the header (the local host), the socket's address.
 */
export function clientKey(request: CallRequest): string {
  if (request.auth?.uid) return `uid:${request.auth.uid}`;
  const forwarded = request.rawRequest?.headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return `ip:${list.at(-1) ?? request.rawRequest?.ip ?? 'unknown'}`;
}

/** Counts one call in a fixed window; false when the window is already full. */
async function countCall(
  tx: Transaction,
  ref: DocumentReference,
  limit: { calls: number; windowMs: number },
  now: Date,
): Promise<{ allowed: boolean; write: () => void }> {
  const snapshot = await tx.get(ref);
  const started = snapshot.get('window_started_at') as { toMillis(): number } | undefined;
  const count = snapshot.get('count') as number | undefined;
  const fresh = !started || now.getTime() - started.toMillis() >= limit.windowMs;
  const calls = fresh ? 0 : (count ?? 0);
  return {
    allowed: calls < limit.calls,
    write: () =>
      tx.set(ref, {
        count: calls + 1,
        window_started_at: fresh ? timestamp(now) : started,
        expires_at: timestamp(
          new Date((fresh ? now.getTime() : started.toMillis()) + limit.windowMs),
        ),
      }),
  };
}

/** Refuses the call (resource-exhausted, failed-precondition) or records it; see the top. */
export async function admitHoldRequest(
  db: Firestore,
  request: CallRequest,
  hold: HoldRequestLimits,
): Promise<void> {
  const client = clientKey(request);
  const booker = hold.booker.userId
    ? `uid:${hold.booker.userId}`
    : `email:${(hold.booker.guestEmail ?? '').trim().toLowerCase()}`;
  const reservation = limitRef(db, 'hold', booker, hold.eventId);
  await db.runTransaction(async (tx) => {
    const perEvent = await countCall(
      tx,
      limitRef(db, 'event', client, hold.eventId),
      CHECKOUT_RATE_LIMITS.perEvent,
      hold.now,
    );
    const perClient = await countCall(
      tx,
      limitRef(db, 'client', client),
      CHECKOUT_RATE_LIMITS.perClient,
      hold.now,
    );
    const reserved: unknown = (await tx.get(reservation)).get('booking_id');
    const open = typeof reserved === 'string' && (await isOpenHold(tx, db, reserved, hold.now));
    if (!perEvent.allowed || !perClient.allowed) {
      logs.checkoutRateLimited(client, hold.eventId);
      fail('resource-exhausted', TOO_MANY_CHECKOUTS);
    }
    if (open) {
      logs.checkoutHoldAlreadyOpen(hold.eventId, reserved);
      fail('failed-precondition', HOLD_ALREADY_OPEN);
    }
    perEvent.write();
    perClient.write();
    tx.set(reservation, {
      booking_id: hold.bookingId,
      expires_at: timestamp(new Date(hold.now.getTime() + CHECKOUT_RATE_LIMITS.perEvent.windowMs)),
    });
  });
}

async function isOpenHold(
  tx: Transaction,
  db: Firestore,
  bookingId: string,
  now: Date,
): Promise<boolean> {
  const booking = await tx.get(bookingRef(db, bookingId));
  if (!booking.exists || booking.get('status') !== 'pending') return false;
  const until = booking.get('hold_expires_at') as { toMillis(): number } | null | undefined;
  return !until || until.toMillis() > now.getTime();
}
