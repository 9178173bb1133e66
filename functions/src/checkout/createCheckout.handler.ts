// createCheckout: validates the request, holds the seats and writes a pending booking in one
// transaction, then opens a Stripe Checkout session that expires with the hold. The price comes
// from the event document only. If Stripe fails, the hold is released before answering.

import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  CURRENCY,
  EVENT_SOLD_OUT,
  INFORMATION_REQUIRED,
  createCheckoutInputSchema,
  eurosToCents,
  holdExpiresAt,
  isUpcoming,
  toDateString,
  totalCents,
  type BookingDoc,
  type CheckoutSessionDoc,
  type CreateCheckoutOutput,
} from '@brunchers/model';
import { HttpsError } from 'firebase-functions/v2/https';
import { SERVICE_UNAVAILABLE, fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import type { CallRequest } from '../lib/caller.js';
import { timestamp } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import type { CheckoutDeps } from './deps.js';
import { knownShortSince, oneAtATime, remember, tick } from './seatGate.js';
import { bookingRef, checkoutSessionRef, eventRef, newBookingRef, releaseHold } from './seatHold.js';

interface Booker {
  userId: string | null;
  email: string | null;
  guestName: string | null;
  guestEmail: string | null;
}

interface HeldBooking {
  bookingId: string;
  eventId: string;
  eventTitle: string;
  unitCents: number;
  guests: number;
}

export async function handleCreateCheckout(request: CallRequest, deps: CheckoutDeps): Promise<CreateCheckoutOutput> {
  const input = parseInput(createCheckoutInputSchema, request.data);
  const booker = bookerOf(request, input.guestName, input.guestEmail);
  const held = await holdSeats(deps.db, input.eventId, input.guestCount, booker, deps.clock());

  let session;
  try {
    // Counted from now, after the transaction, so Stripe's "at least 30 minutes ahead" always holds.
    const expiresAt = new Date(Math.ceil(holdExpiresAt(deps.clock()).getTime() / 1000) * 1000);
    session = await deps.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: held.guests,
            price_data: { currency: CURRENCY, unit_amount: held.unitCents, product_data: { name: held.eventTitle } },
          },
        ],
        customer_email: booker.email ?? undefined,
        client_reference_id: held.bookingId,
        metadata: { bookingId: held.bookingId, eventId: held.eventId },
        success_url: `${deps.appUrl}/booking-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${deps.appUrl}/event/${held.eventId}`,
        expires_at: Math.floor(expiresAt.getTime() / 1000),
      },
      { idempotencyKey: `checkout-${held.bookingId}` },
    );
    const booking = bookingRef(deps.db, held.bookingId);
    const batch = deps.db.batch();
    batch.update(booking, { checkout_session_id: session.id, hold_expires_at: timestamp(expiresAt) });
    batch.set(
      checkoutSessionRef(deps.db, session.id),
      pendingSessionDoc(held, deps.clock()),
    );
    await batch.commit();
  } catch (error) {
    logs.checkoutStripeFailed(held.bookingId, error);
    await releaseHold(deps.db, held.bookingId, 'cancelled', deps.clock()).catch((releaseError: unknown) =>
      logs.holdReleaseFailed(held.bookingId, releaseError),
    );
    throw new HttpsError('unavailable', SERVICE_UNAVAILABLE);
  }
  if (!session.url) fail('internal', SERVICE_UNAVAILABLE);
  logs.checkoutCreated(held.bookingId, session.id, held.eventId, held.guests);
  return { url: session.url, bookingId: held.bookingId, sessionId: session.id };
}

function pendingSessionDoc(held: HeldBooking, now: Date): CheckoutSessionDoc {
  return {
    booking_id: held.bookingId,
    event_id: held.eventId,
    event_title: held.eventTitle,
    guest_count: held.guests,
    total_amount_cents: totalCents({ price_cents: held.unitCents }, held.guests),
    status: 'pending',
    updated_at: timestamp(now),
  };
}

/** Members book as themselves; visitors must give a name and a valid e-mail (spec §5). */
function bookerOf(request: CallRequest, guestName?: string, guestEmail?: string): Booker {
  if (request.auth?.uid) {
    const email = typeof request.auth.token.email === 'string' ? request.auth.token.email : null;
    return { userId: request.auth.uid, email, guestName: null, guestEmail: null };
  }
  if (!guestName || !guestEmail) fail('invalid-argument', INFORMATION_REQUIRED.description ?? INFORMATION_REQUIRED.title);
  return { userId: null, email: guestEmail, guestName, guestEmail };
}

interface Bookable {
  title: string;
  spotsLeft: number;
  priceCents: number;
  venueId: string | null;
}

/** Why an event cannot take `guests` more people now, as an HttpsError; else what booking needs. */
function checkBookable(event: DocumentSnapshot, guests: number, now: Date): Bookable {
  if (!event.exists) fail('invalid-argument', 'Event not found.');
  const title = event.get('title');
  const eventDate = event.get('event_date');
  const spotsLeft = event.get('spots_left');
  const price = event.get('price');
  const priceCents = event.get('price_cents') ?? (typeof price === 'number' ? eurosToCents(price) : undefined);
  if (typeof title !== 'string' || typeof eventDate !== 'string' || !Number.isInteger(spotsLeft) || !Number.isInteger(priceCents)) {
    fail('failed-precondition', 'This event cannot be booked right now.');
  }
  if (!isUpcoming({ event_date: eventDate }, toDateString(now))) fail('failed-precondition', 'This event has already taken place.');
  if (guests > spotsLeft) refuseSeats(spotsLeft);
  const venueId = event.get('venue_id');
  return { title, spotsLeft, priceCents, venueId: typeof venueId === 'string' ? venueId : null };
}

function refuseSeats(spotsLeft: number): never {
  if (spotsLeft <= 0) fail('failed-precondition', `${EVENT_SOLD_OUT}.`);
  fail('failed-precondition', `Only ${spotsLeft} ${spotsLeft === 1 ? 'spot is' : 'spots are'} left for this event.`);
}

/**
 * Holds seats in a transaction, one request at a time per event within this instance (seatGate):
 * a request that waited behind one which found the event too full is refused from that read.
 */
function holdSeats(db: Firestore, eventId: string, guests: number, booker: Booker, now: Date): Promise<HeldBooking> {
  const arrivedAt = tick();
  return oneAtATime(eventId, () => {
    const short = knownShortSince(eventId, guests, arrivedAt);
    if (short !== null) refuseSeats(short);
    return holdSeatsInTransaction(db, eventId, guests, booker, now);
  });
}

function holdSeatsInTransaction(db: Firestore, eventId: string, guests: number, booker: Booker, now: Date): Promise<HeldBooking> {
  const booking = newBookingRef(db);
  return db.runTransaction(async (tx) => {
    const readSeq = tick();
    const event = await tx.get(eventRef(db, eventId));
    const spotsRead = event.get('spots_left');
    if (Number.isInteger(spotsRead)) remember(eventId, spotsRead, readSeq);
    const { title, spotsLeft, priceCents, venueId } = checkBookable(event, guests, now);
    const cents = totalCents({ price_cents: priceCents }, guests);
    const doc: BookingDoc = {
      user_id: booker.userId,
      event_id: eventId,
      event_title: title,
      venue_id: venueId,
      guest_count: guests,
      total_amount: cents / 100,
      total_amount_cents: cents,
      currency: CURRENCY,
      booking_date: timestamp(now),
      status: 'pending',
      checkout_session_id: null,
      hold_expires_at: timestamp(holdExpiresAt(now)),
      guest_name: booker.guestName,
      guest_email: booker.guestEmail,
      created_at: timestamp(now),
      confirmed_at: null,
    };
    tx.update(event.ref, { spots_left: spotsLeft - guests });
    tx.create(booking, doc);
    // Once committed, spots_left was this value at a moment after the read.
    const held: HeldBooking = { bookingId: booking.id, eventId, eventTitle: title, unitCents: priceCents, guests };
    return { held, spotsAfter: spotsLeft - guests, readSeq };
  }).then(({ held, spotsAfter, readSeq }) => {
    remember(eventId, spotsAfter, readSeq);
    return held;
  });
}
