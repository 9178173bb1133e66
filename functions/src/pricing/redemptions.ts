// Prices and promotion-code redemptions inside the bookings owner's transactions (issue 39.4).
// createCheckout's hold prices each request with the model's priceBooking and, in the same
// transaction as its seats, counts the code's redemption and the early-bird seats, so a burst of
// bookings cannot pass a code's limit or the early bird's cap. A hold that ends unpaid
// (releaseHoldIn) gives both back; a paid booking keeps them, cancelled or not.

import { createHash } from 'node:crypto';
import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  PROMO_CODE_ERRORS,
  isActiveMembership,
  normaliseCode,
  priceBooking,
  priceTiersSchema,
  promoRefusal,
  type BookingPrice,
  type PriceTiers,
  type PromoCodeRefusal,
  type PromoTerms,
  type PromotionCodeDoc,
} from '@brunchers/model';
import { HttpsError } from 'firebase-functions/v2/https';
import type { StoredBooking } from '../lib/bookingDocs.js';
import { timestamp } from '../lib/time.js';

export function codeRef(db: Firestore, code: string): DocumentReference {
  return db.collection(COLLECTIONS.promotionCodes).doc(normaliseCode(code));
}

/** One use per e-mail (a member's is their account's), under a hash: no address in an id. */
export function redemptionId(code: string, email: string | null, userId: string | null): string {
  const who = email
    ? createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)
    : `uid-${userId ?? 'none'}`;
  return `${normaliseCode(code)}_${who}`;
}

export function redemptionRef(db: Firestore, id: string): DocumentReference {
  return db.collection(COLLECTIONS.promotionCodeRedemptions).doc(id);
}

/** The event's tiers, or null when absent or unreadable (then only the standard price sells). */
export function tiersOf(event: DocumentSnapshot): PriceTiers | null {
  const parsed = priceTiersSchema.safeParse(event.get('price_tiers'));
  return parsed.success ? parsed.data : null;
}

export function termsOf(code: PromotionCodeDoc): PromoTerms {
  return {
    code: code.code,
    kind: code.kind,
    percent_off: code.percent_off,
    amount_off_cents: code.amount_off_cents,
  };
}

export const refusalError = (refusal: PromoCodeRefusal) =>
  new HttpsError('failed-precondition', PROMO_CODE_ERRORS[refusal]);

export interface PricingRequest {
  userId: string | null;
  email: string | null;
  code: string | null;
  guests: number;
  now: Date;
}

export type Priced =
  { ok: true; price: BookingPrice; redemptionId: string | null } | { ok: false; error: HttpsError };

/**
 * What one hold transaction needs to price its requests: the codes, the bookers' redemptions and
 * memberships, read before any write. `price` decides one request and counts what it takes;
 * `write` records the counts, once, after every request is decided.
 */
export interface PricingBatch {
  price(request: PricingRequest, bookingId: string): Priced;
  write(): void;
}

export async function readPricingIn(
  tx: Transaction,
  db: Firestore,
  event: DocumentSnapshot,
  /** The standard price a seat, as the sale read it (checkSale: price_cents, or price in euros). */
  listCents: number,
  requests: readonly PricingRequest[],
): Promise<PricingBatch> {
  const eventId = event.id;
  const tiers = tiersOf(event);
  const codeIds = [...new Set(requests.flatMap((r) => (r.code ? [normaliseCode(r.code)] : [])))];
  const redemptionIds = [
    ...new Set(requests.flatMap((r) => (r.code ? [redemptionId(r.code, r.email, r.userId)] : []))),
  ];
  const memberIds = [...new Set(requests.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const refs = [
    ...codeIds.map((id) => codeRef(db, id)),
    ...redemptionIds.map((id) => redemptionRef(db, id)),
    ...(tiers?.member
      ? memberIds.map((uid) => db.collection(COLLECTIONS.memberships).doc(uid))
      : []),
  ];
  const snapshots = refs.length ? await tx.getAll(...refs) : [];
  const codes = new Map<string, PromotionCodeDoc>();
  const used = new Set<string>();
  const members = new Set<string>();
  for (const snapshot of snapshots) {
    const collection = snapshot.ref.parent.id;
    if (!snapshot.exists) continue;
    if (collection === COLLECTIONS.promotionCodes)
      codes.set(snapshot.id, snapshot.data() as PromotionCodeDoc);
    else if (collection === COLLECTIONS.promotionCodeRedemptions) used.add(snapshot.id);
    else if (isActiveMembership(snapshot.data())) members.add(snapshot.id);
  }
  const takenBefore = numberOr0(event.get('early_bird_taken'));
  let taken = takenBefore;
  const redeemed = new Map<string, number>();
  const redemptions: Array<{ id: string; code: string; bookingId: string; r: PricingRequest }> = [];

  return {
    price(request, bookingId) {
      let terms: PromoTerms | null = null;
      let redemption: string | null = null;
      if (request.code) {
        const id = normaliseCode(request.code);
        const code = codes.get(id) ?? null;
        redemption = redemptionId(id, request.email, request.userId);
        const state = code && {
          ...code,
          times_redeemed: code.times_redeemed + (redeemed.get(id) ?? 0),
        };
        const refusal = promoRefusal(state, eventId, request.now, used.has(redemption));
        if (refusal) return { ok: false, error: refusalError(refusal) };
        terms = termsOf(code!);
      }
      const price = priceBooking({
        event: { price_cents: listCents, early_bird_taken: taken },
        tiers,
        member: request.userId !== null && members.has(request.userId),
        code: terms,
        guests: request.guests,
        now: request.now,
      });
      taken += price.earlyBirdSeats;
      if (terms && redemption) {
        used.add(redemption);
        redeemed.set(terms.code, (redeemed.get(terms.code) ?? 0) + 1);
        redemptions.push({ id: redemption, code: terms.code, bookingId, r: request });
      }
      return { ok: true, price, redemptionId: terms ? redemption : null };
    },
    write() {
      for (const { id, code, bookingId, r } of redemptions)
        tx.create(redemptionRef(db, id), {
          code,
          booking_id: bookingId,
          user_id: r.userId,
          event_id: eventId,
          created_at: timestamp(r.now),
        });
      for (const [id, count] of redeemed) {
        const code = codes.get(id);
        if (code) tx.update(codeRef(db, id), { times_redeemed: code.times_redeemed + count });
      }
      if (taken !== takenBefore) tx.update(event.ref, { early_bird_taken: taken });
    },
  };
}

/**
 * A hold ending unpaid gives back its code's redemption and its early-bird seats. Read before
 * the release's writes; `write` after them (the event, read by the caller, is passed in).
 */
export async function readPricingReleaseIn(
  tx: Transaction,
  db: Firestore,
  bookingId: string,
  booking: StoredBooking,
): Promise<(event: DocumentSnapshot) => void> {
  const pricing = booking.pricing;
  if (!pricing) return () => {};
  const redemption =
    pricing.redemption_id && pricing.promotion_code
      ? await tx.get(redemptionRef(db, pricing.redemption_id))
      : null;
  const code =
    redemption?.exists && redemption.get('booking_id') === bookingId && pricing.promotion_code
      ? await tx.get(codeRef(db, pricing.promotion_code))
      : null;
  return (event) => {
    if (redemption && code?.exists) {
      tx.delete(redemption.ref);
      tx.update(code.ref, {
        times_redeemed: Math.max(0, numberOr0(code.get('times_redeemed')) - 1),
      });
    }
    if (pricing.early_bird_seats > 0 && event.exists)
      tx.update(event.ref, {
        early_bird_taken: Math.max(
          0,
          numberOr0(event.get('early_bird_taken')) - pricing.early_bird_seats,
        ),
      });
  };
}

function numberOr0(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * A payment that arrives after its hold ended (the webhook's late payment) takes its seats back;
 * its price must still hold: its code's use and early-bird seats are taken again within their
 * limits, or the payment is refunded like one whose seats are gone. Read before the webhook's
 * writes; `refusal` says why not (null: `write` takes them).
 */
export async function readPricingRetakeIn(
  tx: Transaction,
  db: Firestore,
  bookingId: string,
  booking: StoredBooking,
  event: DocumentSnapshot,
): Promise<{ refusal: string | null; write: () => void }> {
  const pricing = booking.pricing;
  const none = { refusal: null, write: () => {} };
  if (!pricing) return none;
  const redemption =
    pricing.redemption_id && pricing.promotion_code
      ? await tx.get(redemptionRef(db, pricing.redemption_id))
      : null;
  const code =
    redemption && pricing.promotion_code ? await tx.get(codeRef(db, pricing.promotion_code)) : null;
  const writes: Array<() => void> = [];
  if (redemption && code && redemption.get('booking_id') !== bookingId) {
    if (redemption.exists)
      return { refusal: 'the promotion code was used again meanwhile', write: () => {} };
    const max: unknown = code.get('max_redemptions');
    const used = numberOr0(code.get('times_redeemed'));
    if (!code.exists || (typeof max === 'number' && used >= max))
      return { refusal: 'the promotion code was used up meanwhile', write: () => {} };
    writes.push(() => {
      tx.create(redemption.ref, {
        code: pricing.promotion_code,
        booking_id: bookingId,
        user_id: booking.user_id,
        event_id: booking.event_id,
        created_at: booking.created_at,
      });
      tx.update(code.ref, { times_redeemed: used + 1 });
    });
  }
  if (pricing.early_bird_seats > 0) {
    const cap = tiersOf(event)?.early_bird?.seat_cap ?? null;
    const taken = numberOr0(event.get('early_bird_taken'));
    if (cap !== null && taken + pricing.early_bird_seats > cap)
      return { refusal: 'the early-bird seats were taken meanwhile', write: () => {} };
    writes.push(() => tx.update(event.ref, { early_bird_taken: taken + pricing.early_bird_seats }));
  }
  return { refusal: null, write: () => writes.forEach((write) => write()) };
}
