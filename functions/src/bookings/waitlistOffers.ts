// Freed seats go to the waitlist before they go on sale (issue 21). offerFreedSeatsIn runs inside
// the transaction that frees or adds the seats (seatHold.ts releaseHoldIn, addEventSeats), so the
// public never sees a seat that belongs to someone in line: an offered seat moves from "free" to
// "held" (seats_held) in the same commit, held by a pending booking of the person offered it, with
// its mail in the outbox. The offer is that pending booking: it lapses like any unpaid hold (the
// releaseExpiredHolds sweep), and its release offers the seats to the next in line in turn.

import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  checkSale,
  eventStatusOf,
  mailIds,
  offerExpiresAt,
  refundPolicyOf,
  pendingBooking,
  pickOffers,
  readEventSeats,
  toDateString,
  waitlistEntrySchema,
  waitlistQueueSchema,
  pricingRecord,
  TIER_NAMES,
  type BookingPrice,
  type BookingPricing,
  type WaitlistQueueDoc,
  type WaitlistQueueItem,
} from '@brunchers/model';
import { policyOfEvent } from '../lib/policy.js';
import { logs } from '../lib/logs.js';
import { timestamp } from '../lib/time.js';
import { bookingRef, eventRef, readBooking } from '../lib/bookingDocs.js';
import { readPricingIn } from '../pricing/redemptions.js';
import { createBookingIn, transitionIn } from './transition.js';

export function waitlistRef(db: Firestore, eventId: string): DocumentReference {
  return db.collection(COLLECTIONS.waitlists).doc(eventId);
}

export function waitlistEntryRef(db: Firestore, entryId: string): DocumentReference {
  return db.collection(COLLECTIONS.waitlistEntries).doc(entryId);
}

/** The event's queue as stored, or an empty one. */
export function readQueue(snapshot: DocumentSnapshot): WaitlistQueueItem[] {
  if (!snapshot.exists) return [];
  const parsed = waitlistQueueSchema.safeParse(snapshot.data());
  return parsed.success ? parsed.data.queue : [];
}

export function queueDoc(eventId: string, queue: WaitlistQueueItem[], now: Date): WaitlistQueueDoc {
  return { event_id: eventId, queue, updated_at: timestamp(now) };
}

export interface SeatsAfterOffers {
  /** Seats still on sale: what nobody in line could take. */
  spotsLeft: number;
  /** Seats now held for waitlist offers: add them to the event's seats_held. */
  offeredSeats: number;
}

/**
 * Offers `spotsLeft` seats — the event's seats on sale once the caller's change is applied — to
 * the first entries in line whose party fits (model pickOffers), inside `tx`. It reads the queue
 * and the entries it offers, then writes the offers: call it after the caller's own reads and
 * before its writes (Firestore reads all before writing). The caller writes the event's counters
 * once, from the answer: spots_left = spotsLeft, seats_held += offeredSeats.
 */
export async function offerFreedSeatsIn(
  tx: Transaction,
  db: Firestore,
  event: DocumentSnapshot,
  spotsLeft: number,
  now: Date,
): Promise<SeatsAfterOffers> {
  const unchanged = { spotsLeft, offeredSeats: 0 };
  if (spotsLeft <= 0 || !event.exists) return unchanged;
  const offerable = offerableEvent(event, now);
  if (!offerable) return unchanged;
  const queueSnapshot = await tx.get(waitlistRef(db, event.id));
  const queue = readQueue(queueSnapshot);
  const pick = pickOffers(queue, spotsLeft);
  if (pick.offered.length === 0) return unchanged;
  const entries = await tx.getAll(
    ...pick.offered.map((item) => waitlistEntryRef(db, item.entry_id)),
  );

  let seatsLeft = pick.seatsLeft;
  let offeredSeats = 0;
  // The event's effective policy (a plain read: callers may have written in tx already).
  const policy = await policyOfEvent(db, event.data());
  const expiresAt = offerExpiresAt(now, policy.waitlist_offer_minutes);
  for (const snapshot of entries) {
    const entry = waitlistEntrySchema.safeParse(snapshot.data());
    if (!entry.success || entry.data.status !== 'waiting') {
      // Out of step with the queue (cannot happen through these functions): dropped, seats on sale.
      const item = pick.offered.find((offered) => offered.entry_id === snapshot.id);
      seatsLeft += item?.party_size ?? 0;
      logs.waitlistEntrySkipped(event.id, snapshot.id);
      continue;
    }
    const { party_size: guests, user_id, guest_name, guest_email } = entry.data;
    const booking = db.collection(COLLECTIONS.bookings).doc();
    const offer = {
      ...pendingBooking({
        eventId: event.id,
        event: {
          title: offerable.title,
          title_pt: offerable.titlePt,
          price_cents: offerable.priceCents,
          venue_id: offerable.venueId,
        },
        guestCount: guests,
        userId: user_id,
        guestName: guest_name,
        guestEmail: guest_email,
        // The offer's mails in the language they joined in (issue 37).
        locale: entry.data.locale ?? null,
        now,
        // No Checkout session yet: the sweep ends the offer when this passes (checkoutOffer
        // extends it to the session's end once payment starts).
        holdExpiresAt: expiresAt,
        refundPolicy: refundPolicyOf(policy),
      }),
      waitlist_entry_id: snapshot.id,
    };
    tx.update(snapshot.ref, {
      status: 'offered',
      offer_booking_id: booking.id,
      offered_at: timestamp(now),
      offer_expires_at: timestamp(expiresAt),
      updated_at: timestamp(now),
    });
    createBookingIn(
      tx,
      db,
      {
        ref: booking,
        doc: offer,
        mail: {
          id: mailIds.waitlistOffer(booking.id),
          cause: { kind: 'waitlist_offer', bookingId: booking.id, booking: offer },
        },
      },
      now,
    );
    offeredSeats += guests;
    logs.waitlistOffered(event.id, snapshot.id, booking.id, guests);
  }
  tx.set(queueSnapshot.ref, queueDoc(event.id, pick.waiting, now));
  return { spotsLeft: seatsLeft, offeredSeats };
}

interface OfferableEvent {
  title: string;
  titlePt: string;
  priceCents: number;
  venueId: string | null;
}

/** An event whose freed seats can still be offered (ahead and priced), with what a booking needs. */
function offerableEvent(event: DocumentSnapshot, now: Date): OfferableEvent | null {
  // A cancelled (or unpublished) event offers nothing: its seats are nobody's to book.
  if (eventStatusOf(event.data() ?? {}) !== 'published') return null;
  return checkSale(readEventSeats(event.data()), toDateString(now)).onSale ?? null;
}

/**
 * When an offer's booking ends unpaid (lapsed, or its checkout cancelled), its entry is done: the
 * seats were given back and offered on. `entry` was read in the same transaction.
 */
export function endOfferIn(
  tx: Transaction,
  entry: DocumentSnapshot | null,
  bookingId: string,
  now: Date,
): void {
  if (!entry?.exists || entry.get('offer_booking_id') !== bookingId) return;
  if (entry.get('status') !== 'offered') return;
  tx.update(entry.ref, { status: 'lapsed', updated_at: timestamp(now) });
}

/** When an offer's booking is paid: the entry is booked (also after a late payment). */
export function bookOfferIn(
  tx: Transaction,
  entry: DocumentSnapshot | null,
  bookingId: string,
  now: Date,
): void {
  if (!entry?.exists || entry.get('offer_booking_id') !== bookingId) return;
  if (entry.get('status') === 'booked') return;
  tx.update(entry.ref, { status: 'booked', updated_at: timestamp(now) });
}

/** The waitlist entry an offer's booking was made for, read in `tx` (null for other bookings). */
export async function readOfferEntryIn(
  tx: Transaction,
  db: Firestore,
  entryId: string | null | undefined,
): Promise<DocumentSnapshot | null> {
  return entryId ? tx.get(waitlistEntryRef(db, entryId)) : null;
}

/** A stored booking's pricing as the price Checkout charges. */
export function priceOfRecord(pricing: BookingPricing): BookingPrice {
  return {
    tier: pricing.tier,
    tierName: TIER_NAMES[pricing.tier],
    listUnitCents: pricing.list_unit_cents,
    unitCents: pricing.unit_cents,
    subtotalCents: pricing.subtotal_cents,
    discountCents: pricing.discount_cents,
    totalCents: pricing.subtotal_cents - pricing.discount_cents,
    earlyBirdSeats: pricing.early_bird_seats,
    code: pricing.promotion_code,
  };
}

/**
 * Prices a waitlist offer when its payment opens (checkoutOffer, issue 39): the model's
 * priceBooking with the event's tiers and the booker's membership of now, as createCheckout's
 * hold does, counting early-bird seats in the same transaction (a lapsed offer gives them back
 * like any hold: readPricingReleaseIn). The offer's standard price is its list price, so an offer
 * never costs more than its mail said. No promotion codes: the seats are already the offered
 * person's, and the offer page has no code field. Priced once: a second call (double click, a
 * retried session) finds the booking's pricing and charges the same. Null when the offer can no
 * longer be paid (the caller answers that the offer lapsed).
 */
export function priceOffer(
  db: Firestore,
  bookingId: string,
  now: Date,
): Promise<BookingPrice | null> {
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(bookingRef(db, bookingId));
    if (!snapshot.exists) return null;
    const booking = readBooking(snapshot);
    if (booking.status !== 'pending') return null;
    if (booking.pricing) return priceOfRecord(booking.pricing);
    const event = await tx.get(eventRef(db, booking.event_id));
    const guests = booking.guest_count;
    const listCents = Math.round(booking.total_amount_cents / guests);
    const userId = booking.user_id ?? null;
    const request = { userId, email: booking.guest_email ?? null, code: null, guests, now };
    const pricing = await readPricingIn(tx, db, event, listCents, [request]);
    const priced = pricing.price(request, bookingId);
    if (!priced.ok) throw priced.error;
    const { price } = priced;
    transitionIn(
      tx,
      db,
      {
        snapshot,
        booking,
        to: 'pending',
        fields: {
          total_amount: price.totalCents / 100,
          total_amount_cents: price.totalCents,
          pricing: pricingRecord(price, null),
        },
      },
      now,
    );
    pricing.write();
    return price;
  });
}
