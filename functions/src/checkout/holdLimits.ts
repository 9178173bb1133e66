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
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  CHECKOUT_RATE_LIMITS,
  COLLECTIONS,
  HOLD_ALREADY_OPEN,
  TOO_MANY_CHECKOUTS,
} from '@brunchers/model';
import { logs } from '../lib/logs.js';
import type { CallRequest } from '../lib/caller.js';
import { timestamp } from '../lib/time.js';
import { decideTogether, type Outcome } from '../lib/groupCommit.js';
import { bookingRef } from './seatHold.js';

export interface HoldRequestLimits {
  eventId: string;
  /** Who books: the member's uid, or the guest's e-mail. */
  booker: { userId: string | null; guestEmail: string | null };
  /** The booking this call will create if it gets seats. */
  bookingId: string;
  now: Date;
}

/** The counter or reservation `parts` names (its first part a readable prefix, the rest hashed). */
export function limitRef(db: Firestore, ...parts: string[]): DocumentReference {
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

export type Limit = { readonly calls: number; readonly windowMs: number };
export interface Counter {
  count: number;
  windowStartedMs: number;
}

/** The calls counted in `limit`'s current fixed window, from the stored counter (a new window once it has run out). */
export function counterAt(stored: DocumentSnapshot | undefined, limit: Limit, now: Date): Counter {
  const started = stored?.get('window_started_at') as { toMillis(): number } | undefined;
  if (!started || now.getTime() - started.toMillis() >= limit.windowMs)
    return { count: 0, windowStartedMs: now.getTime() };
  return {
    count: (stored?.get('count') as number | undefined) ?? 0,
    windowStartedMs: started.toMillis(),
  };
}

/** The stored form of `counter` (expires_at lets a TTL policy delete it once its window is over). */
export function counterDoc(counter: Counter, limit: Limit) {
  return {
    count: counter.count,
    window_started_at: timestamp(new Date(counter.windowStartedMs)),
    expires_at: timestamp(new Date(counter.windowStartedMs + limit.windowMs)),
  };
}

interface Admission {
  client: string;
  booker: string;
  hold: HoldRequestLimits;
}

/**
 * Refuses the call (resource-exhausted, failed-precondition) or records it; see the top. Calls for
 * one event that arrive together are decided by one transaction (lib/groupCommit.ts), so a
 * burst costs a few transactions, not one per call.
 */
export function admitHoldRequest(
  db: Firestore,
  request: CallRequest,
  hold: HoldRequestLimits,
): Promise<void> {
  const booker = hold.booker.userId
    ? `uid:${hold.booker.userId}`
    : `email:${(hold.booker.guestEmail ?? '').trim().toLowerCase()}`;
  // '/' cannot occur in a document id, so these keys never meet seat holds' (event ids).
  return decideTogether(
    `hold-limits/${hold.eventId}`,
    { client: clientKey(request), booker, hold },
    (admissions) => admitTogether(db, admissions),
  );
}

function admitTogether(db: Firestore, admissions: Admission[]): Promise<Outcome<void>[]> {
  return db.runTransaction(async (tx) => {
    const refs = new Map<string, DocumentReference>();
    const keep = (ref: DocumentReference) => (refs.set(ref.path, ref), ref.path);
    const planned = admissions.map((admission) => ({
      admission,
      perEvent: keep(limitRef(db, 'event', admission.client, admission.hold.eventId)),
      perClient: keep(limitRef(db, 'client', admission.client)),
      reservation: keep(limitRef(db, 'hold', admission.booker, admission.hold.eventId)),
    }));
    const snapshots = await tx.getAll(...refs.values());
    const data = new Map(snapshots.map((snapshot) => [snapshot.ref.path, snapshot]));
    const reservedIds = [
      ...new Set(
        planned
          .map(({ reservation }) => data.get(reservation)?.get('booking_id') as unknown)
          .filter((id): id is string => typeof id === 'string' && id !== ''),
      ),
    ];
    const bookings = reservedIds.length
      ? await tx.getAll(...reservedIds.map((id) => bookingRef(db, id)))
      : [];
    const now = admissions[0]!.hold.now;
    const openBookings = new Set(
      bookings.filter((booking) => isOpenHold(booking, now)).map((booking) => booking.id),
    );

    // Decided in arrival order against the stored state plus this batch's own admissions.
    const counters = new Map<string, Counter>();
    const reservations = new Map<string, string | null>();
    const counterOf = (path: string, limit: Limit): Counter => {
      const known = counters.get(path);
      if (known) return known;
      const counter = counterAt(data.get(path), limit, now);
      counters.set(path, counter);
      return counter;
    };
    const reservedOf = (path: string): string | null => {
      if (reservations.has(path)) return reservations.get(path)!;
      const id: unknown = data.get(path)?.get('booking_id');
      return typeof id === 'string' && openBookings.has(id) ? id : null;
    };

    const limits = {
      perEvent: CHECKOUT_RATE_LIMITS.perEvent,
      perClient: CHECKOUT_RATE_LIMITS.perClient,
    };
    const outcomes = planned.map(
      ({ admission, perEvent, perClient, reservation }): Outcome<void> => {
        const eventCounter = counterOf(perEvent, limits.perEvent);
        const clientCounter = counterOf(perClient, limits.perClient);
        if (
          eventCounter.count >= limits.perEvent.calls ||
          clientCounter.count >= limits.perClient.calls
        ) {
          logs.checkoutRateLimited(admission.client, admission.hold.eventId);
          return { ok: false, error: new HttpsError('resource-exhausted', TOO_MANY_CHECKOUTS) };
        }
        const open = reservedOf(reservation);
        if (open) {
          logs.checkoutHoldAlreadyOpen(admission.hold.eventId, open);
          return { ok: false, error: new HttpsError('failed-precondition', HOLD_ALREADY_OPEN) };
        }
        eventCounter.count += 1;
        clientCounter.count += 1;
        // A booking this batch admits counts as open for the rest of the batch.
        reservations.set(reservation, admission.hold.bookingId);
        return { ok: true, value: undefined };
      },
    );

    const windowOf = (path: string) =>
      planned.some((plan) => plan.perEvent === path) ? limits.perEvent : limits.perClient;
    for (const [path, counter] of counters) {
      if (counter.count === 0) continue;
      tx.set(refs.get(path)!, counterDoc(counter, windowOf(path)));
    }
    for (const [path, bookingId] of reservations)
      tx.set(refs.get(path)!, {
        booking_id: bookingId,
        expires_at: timestamp(new Date(now.getTime() + limits.perEvent.windowMs)),
      });
    return outcomes;
  });
}

/** A pending booking whose hold has not run out. */
function isOpenHold(booking: DocumentSnapshot, now: Date): boolean {
  if (!booking.exists || booking.get('status') !== 'pending') return false;
  const until = booking.get('hold_expires_at') as { toMillis(): number } | null | undefined;
  return !until || until.toMillis() > now.getTime();
}
