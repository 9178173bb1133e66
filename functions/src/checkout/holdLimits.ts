// Abuse limits on seat holds (issue 18: three guest calls held every seat of an event, renewably).
// Decided in the hold's own transaction, before its seats (Cloud Functions instances share no
// memory, so the counters live in checkout_rate_limits):
//  - rate: calls per client (a member's uid, else the caller's IP address) per event and overall,
//    in fixed windows (model CHECKOUT_RATE_LIMITS). Per event, only attempts that hold seats
//    without paying count (issue 33 item 5): the counter keeps the bookings it counted, and a
//    booking that was paid (confirmed, or refunded/cancelled after paying) no longer counts, so
//    a member who paid for two bookings of an event can book a third at once;
//  - one open hold per booker (member uid, or guest e-mail) per event: the booking this call will
//    create is reserved in the same transaction, so two concurrent calls cannot both pass; a
//    reservation is free again once its booking is not pending (paid, expired, cancelled, never
//    created because the event was sold out) or its hold has run out.
// Document ids are hashes: no e-mail or IP address is stored in the clear.

import { createHash } from 'node:crypto';
import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
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
import { bookingRef } from '../lib/bookingDocs.js';

/** A hold request as the limits see it. */
export interface LimitedRequest {
  /** The calling client (clientKey). */
  client: string;
  /** Who books: `uid:…` for a member, `email:…` for a guest. */
  booker: string;
  eventId: string;
  /** The booking this call will create if it gets seats. */
  readonly bookingId: string;
}

export function limitedRequest(
  request: CallRequest,
  hold: {
    eventId: string;
    /** The booking's id, chosen once it is needed (only a request that gets seats needs one). */
    bookingId: () => string;
    userId: string | null;
    guestEmail: string | null;
  },
): LimitedRequest {
  const booker = hold.userId
    ? `uid:${hold.userId}`
    : `email:${(hold.guestEmail ?? '').trim().toLowerCase()}`;
  return {
    client: clientKey(request),
    booker,
    eventId: hold.eventId,
    get bookingId() {
      return hold.bookingId();
    },
  };
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
  /** The bookings the calls of this window created (per-event counters), paid or not. */
  bookingIds?: string[];
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
    ...(counter.bookingIds ? { booking_ids: counter.bookingIds } : {}),
  };
}

/** A booking that was paid for: it is no seat-holding attempt any more. */
function wasPaid(booking: DocumentSnapshot): boolean {
  const status: unknown = booking.get('status');
  if (status === 'confirmed' || status === 'refund_required' || status === 'refunded') return true;
  // Cancelled by its member after paying (nothing refunded after the cutoff).
  return status === 'cancelled' && booking.get('payment_intent_id') != null;
}

/** The limits of one batch of hold requests, read in its transaction. */
export interface HoldLimits {
  /**
   * Counts the request (in arrival order) and reserves its booking, or says why it is refused.
   * A request admitted here counts as an open hold for the rest of the batch.
   */
  admit(request: LimitedRequest): HttpsError | null;
  /** Writes the counters and reservations admit() changed (after every read of the transaction). */
  write(): void;
}

/**
 * Reads what `requests`' limits need (their counters and reservations, and the bookings reserved)
 * inside `tx`, before any write of it.
 */
export async function readHoldLimitsIn(
  tx: Transaction,
  db: Firestore,
  requests: LimitedRequest[],
  now: Date,
): Promise<HoldLimits> {
  const refs = new Map<string, DocumentReference>();
  const keep = (ref: DocumentReference) => (refs.set(ref.path, ref), ref.path);
  const planned = new Map(
    requests.map((request) => [
      request,
      {
        perEvent: keep(limitRef(db, 'event', request.client, request.eventId)),
        perClient: keep(limitRef(db, 'client', request.client)),
        reservation: keep(limitRef(db, 'hold', request.booker, request.eventId)),
      },
    ]),
  );
  const snapshots = refs.size ? await tx.getAll(...refs.values()) : [];
  const data = new Map(snapshots.map((snapshot) => [snapshot.ref.path, snapshot]));
  const countedIds = (path: string): string[] => {
    const ids: unknown = data.get(path)?.get('booking_ids');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  };
  const reservedIds = [
    ...new Set(
      [...planned.values()]
        .flatMap(({ reservation, perEvent }) => [
          data.get(reservation)?.get('booking_id') as unknown,
          ...countedIds(perEvent),
        ])
        .filter((id): id is string => typeof id === 'string' && id !== ''),
    ),
  ];
  const bookings = reservedIds.length
    ? await tx.getAll(...reservedIds.map((id) => bookingRef(db, id)))
    : [];
  const openBookings = new Set(
    bookings.filter((booking) => isOpenHold(booking, now)).map((booking) => booking.id),
  );
  const paidBookings = new Set(bookings.filter(wasPaid).map((booking) => booking.id));

  // Decided against the stored state plus this batch's own admissions.
  const { perEvent: eventLimit, perClient: clientLimit } = CHECKOUT_RATE_LIMITS;
  const counters = new Map<string, { counter: Counter; limit: Limit }>();
  const reservations = new Map<string, string>();
  const counterOf = (path: string, limit: Limit, perEvent = false): Counter => {
    const known = counters.get(path);
    if (known) return known.counter;
    const counter = counterAt(data.get(path), limit, now);
    if (perEvent) {
      // Only the attempts not paid for count; a counter from before booking_ids keeps its count.
      const stored = data.get(path)?.get('booking_ids') as unknown;
      const ids = counter.count > 0 ? countedIds(path) : [];
      counter.bookingIds = ids.filter((id) => !paidBookings.has(id));
      if (Array.isArray(stored) && counter.count > 0) counter.count = counter.bookingIds.length;
    }
    counters.set(path, { counter, limit });
    return counter;
  };
  const reservedOf = (path: string): string | null => {
    const admitted = reservations.get(path);
    if (admitted) return admitted;
    const id: unknown = data.get(path)?.get('booking_id');
    return typeof id === 'string' && openBookings.has(id) ? id : null;
  };

  return {
    admit(request) {
      const plan = planned.get(request);
      if (!plan) throw new Error('admit() of a request that was not read');
      const eventCounter = counterOf(plan.perEvent, eventLimit, true);
      const clientCounter = counterOf(plan.perClient, clientLimit);
      if (eventCounter.count >= eventLimit.calls || clientCounter.count >= clientLimit.calls) {
        logs.checkoutRateLimited(request.client, request.eventId);
        return new HttpsError('resource-exhausted', TOO_MANY_CHECKOUTS);
      }
      const open = reservedOf(plan.reservation);
      if (open) {
        logs.checkoutHoldAlreadyOpen(request.eventId, open);
        return new HttpsError('failed-precondition', HOLD_ALREADY_OPEN);
      }
      eventCounter.count += 1;
      eventCounter.bookingIds = [...(eventCounter.bookingIds ?? []), request.bookingId];
      clientCounter.count += 1;
      reservations.set(plan.reservation, request.bookingId);
      return null;
    },
    write() {
      for (const [path, { counter, limit }] of counters)
        if (counter.count > 0) tx.set(refs.get(path)!, counterDoc(counter, limit));
      for (const [path, bookingId] of reservations)
        tx.set(refs.get(path)!, {
          booking_id: bookingId,
          expires_at: timestamp(new Date(now.getTime() + eventLimit.windowMs)),
        });
    },
  };
}

/** A pending booking whose hold has not run out. */
function isOpenHold(booking: DocumentSnapshot, now: Date): boolean {
  if (!booking.exists || booking.get('status') !== 'pending') return false;
  const until = booking.get('hold_expires_at') as { toMillis(): number } | null | undefined;
  return !until || until.toMillis() > now.getTime();
}
