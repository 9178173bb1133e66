// Seat holds and seats given back, always inside a Firestore transaction so concurrent bookings,
// webhooks and sweeps see one consistent spots_left. Booking statuses only move forward (the
// model's canMoveBooking), so a late or repeated webhook and a sweep cannot undo one another.

import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { canMoveBooking, toDate, type BookingStatus } from '@brunchers/model';
import { timestamp } from '../lib/time.js';
import {
  bookingRef,
  eventRef,
  readBooking,
  seatsHeldAfter,
  spotsAfterRelease,
} from '../lib/bookingDocs.js';
import { mailIdFor, readMailIn } from '../mail/outbox.js';
import { transitionIn } from './transition.js';
import { readPricingReleaseIn } from '../pricing/redemptions.js';
import { decideTogether, type Outcome } from '../lib/groupCommit.js';
import { endOfferIn, offerFreedSeatsIn, readOfferEntryIn } from './waitlistOffers.js';

/**
 * SEATS FREED: the one place where seats go back to an event, whatever frees them — a checkout
 * that ran out, was cancelled or failed (releaseHoldIn), a confirmed booking cancelled or a party
 * made smaller (cancelBooking.handler.ts). `fromHold`: the seats were held by an unpaid checkout
 * (seats_held goes down with them); otherwise they were paid for (people going).
 *
 * Call it inside the transaction after the event was read and before any other write: it offers
 * the freed seats to the event's waitlist first, which reads the queue in this same transaction. Returns the event's new spots_left, or null
 * when nothing could be given back (event gone, spots_left unreadable). Async on purpose: an offer
 * to the waitlist made here reads its queue in this same transaction.
 */
export async function returnSeatsIn(
  tx: Transaction,
  db: Firestore,
  event: DocumentSnapshot,
  seats: number,
  freed: { bookingId: string; fromHold: boolean },
  now: Date,
): Promise<number | null> {
  if (!event.exists || seats <= 0) return null;
  const released = spotsAfterRelease(event, seats, freed.bookingId);
  // The waitlist first (offerFreedSeatsIn: its reads, then its offers' writes, before ours);
  // seats on offer stay held, out of spots_left, so the public never sees them.
  const offered = released !== null ? await offerFreedSeatsIn(tx, db, event, released, now) : null;
  const heldChange = (freed.fromHold ? -seats : 0) + (offered?.offeredSeats ?? 0);
  const update: Record<string, number> = {};
  if (offered) update.spots_left = offered.spotsLeft;
  if (heldChange !== 0) update.seats_held = seatsHeldAfter(event, heldChange);
  if (Object.keys(update).length > 0) tx.update(event.ref, update);
  return offered?.spotsLeft ?? null;
}

/**
 * Ends a pending booking as `to` (expired or cancelled) and gives its seats back, if it is still
 * pending. Seats given back go to the event's waitlist first (offerFreedSeatsIn, same
 * transaction); what nobody in line can take goes on sale. A waitlist offer's booking ending this
 * way ends its offer (the seats pass to the next in line). Returns whether it changed anything.
 * Reads first, then writes (transaction rule).
 */
export async function releaseHoldIn(
  tx: Transaction,
  db: Firestore,
  bookingId: string,
  to: Extract<BookingStatus, 'expired' | 'cancelled'>,
  now: Date,
  /** A mail telling the customer why (their delayed payment failed), in the same transaction. */
  mail?: 'payment_failed',
): Promise<boolean> {
  const snapshot = await tx.get(bookingRef(db, bookingId));
  if (!snapshot.exists || !canMoveBooking(snapshot.get('status'), to)) return false;
  const booking = readBooking(snapshot);
  const event = await tx.get(eventRef(db, booking.event_id));
  const mailId = mail ? mailIdFor(mail, bookingId) : null;
  const existingMail = mailId ? await readMailIn(tx, db, mailId) : null;
  const offerEntry = await readOfferEntryIn(tx, db, booking.waitlist_entry_id);
  // Its promotion code's redemption and early-bird seats go back with the seats (issue 39.4).
  const releasePricing = await readPricingReleaseIn(tx, db, bookingId, booking);
  await returnSeatsIn(tx, db, event, booking.guest_count, { bookingId, fromHold: true }, now);
  releasePricing(event);
  endOfferIn(tx, offerEntry, bookingId, now);
  transitionIn(
    tx,
    db,
    {
      snapshot,
      booking,
      to,
      // A declined delayed payment: the page says so (nothing was charged), not "ran out".
      sessionFlags: mail === 'payment_failed' ? { payment_declined: true } : {},
      ...(mail && existingMail
        ? { mail: { existing: existingMail, cause: { kind: mail, bookingId, booking } } }
        : {}),
    },
    now,
  );
  return true;
}

export function releaseHold(
  db: Firestore,
  bookingId: string,
  to: Extract<BookingStatus, 'expired' | 'cancelled'>,
  now: Date,
  mail?: 'payment_failed',
): Promise<boolean> {
  return db.runTransaction((tx) => releaseHoldIn(tx, db, bookingId, to, now, mail));
}

/**
 * Keeps a pending booking's seats until `until` (a Checkout session awaiting a delayed payment).
 * Only moves the hold later, and only while the booking is pending: a webhook that confirmed or
 * expired it in the meantime wins. Returns whether it changed anything.
 */
export async function extendHoldIn(
  tx: Transaction,
  db: Firestore,
  bookingId: string,
  until: Date,
): Promise<boolean> {
  const snapshot = await tx.get(bookingRef(db, bookingId));
  if (!snapshot.exists || snapshot.get('status') !== 'pending') return false;
  const current: unknown = snapshot.get('hold_expires_at');
  const currentMs =
    current && typeof (current as { toMillis?: unknown }).toMillis === 'function'
      ? (current as { toMillis(): number }).toMillis()
      : 0;
  if (currentMs >= until.getTime()) return false;
  tx.update(snapshot.ref, { hold_expires_at: timestamp(until) });
  return true;
}

export function extendHold(db: Firestore, bookingId: string, until: Date): Promise<boolean> {
  return db.runTransaction((tx) => extendHoldIn(tx, db, bookingId, until));
}

/** A Checkout session to record on its booking (recordSession). */
interface SessionRecord {
  bookingId: string;
  sessionId: string;
  expiresAt: Date;
  now: Date;
  onlyBefore?: 'hold_expires';
}

/**
 * Records the Checkout session paying for a pending booking (createCheckout, a waitlist offer's
 * checkout): the booking names it and holds its seats until it expires, and its public status
 * document appears. Only while the booking is pending and names no session yet (a sweep or
 * another call may have ended or recorded it since): returns the session the booking names after
 * the call, or null when it is no longer pending. Calls made while another batch of them runs are
 * recorded together, in one transaction (lib/groupCommit.ts), and so are calls whose sessions were
 * created in the same turn of the event loop: a sell-out burst's sessions cost one or two
 * transactions, not one each, nor one for the first and then one for the rest.
 */
export function recordSession(
  db: Firestore,
  bookingId: string,
  sessionId: string,
  expiresAt: Date,
  now: Date,
  /** A waitlist offer's hold: recorded only while it lasts. */
  onlyBefore?: 'hold_expires',
): Promise<string | null> {
  return decideTogether<SessionRecord, string | null>(
    'bookings/recordSession',
    { bookingId, sessionId, expiresAt, now, ...(onlyBefore ? { onlyBefore } : {}) },
    (records) => recordSessionsIn(db, records),
    { gatherTurn: true },
  );
}

function recordSessionsIn(
  db: Firestore,
  records: SessionRecord[],
): Promise<Outcome<string | null>[]> {
  return db.runTransaction(async (tx) => {
    const ids = [...new Set(records.map((record) => record.bookingId))];
    const snapshots = new Map(
      (await tx.getAll(...ids.map((id) => bookingRef(db, id)))).map((s) => [s.id, s]),
    );
    // The session each booking names once the earlier records of this batch are applied.
    const named = new Map<string, string | null>();
    return records.map(({ bookingId, sessionId, expiresAt, now, onlyBefore }) => {
      const snapshot = snapshots.get(bookingId);
      if (!snapshot?.exists || snapshot.get('status') !== 'pending')
        return { ok: true, value: null };
      const booking = readBooking(snapshot);
      const current = named.get(bookingId) ?? booking.checkout_session_id;
      if (current) return { ok: true, value: current };
      const until = booking.hold_expires_at;
      if (onlyBefore && (!until || toDate(until).getTime() <= now.getTime()))
        return { ok: true, value: null };
      try {
        transitionIn(
          tx,
          db,
          {
            snapshot,
            booking,
            to: 'pending',
            fields: { checkout_session_id: sessionId, hold_expires_at: timestamp(expiresAt) },
          },
          now,
        );
      } catch (error) {
        return { ok: false, error };
      }
      named.set(bookingId, sessionId);
      return { ok: true, value: sessionId };
    });
  });
}
