// createCheckout: validates the request, holds the seats and writes a pending booking in one
// transaction, then opens a Stripe Checkout session that expires with the hold. The price comes
// from the event document only and must be a whole, positive number of cents. If anything fails
// after the hold (Stripe, or recording the session), a session already created is expired at
// Stripe, so it cannot be paid, and the hold is released before answering. If the instance dies
// after the hold, nothing here runs: the hold was written with a short deadline
// (CHECKOUT_SESSION_START_MINUTES) that recording the session extends, so the sweep frees it soon.

import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  CHECKOUT_SUCCESS_PATH,
  COLLECTIONS,
  CURRENCY,
  isLocale,
  EVENT_NOT_ON_SALE,
  checkoutCancelledPath,
  EVENT_NOT_PRICED,
  EVENT_SOLD_OUT,
  EMAIL_NOT_VERIFIED,
  INFORMATION_REQUIRED,
  createCheckoutInputSchema,
  checkSale,
  policyDefaultsOf,
  earlyAccessRefusal,
  effectivePolicy,
  refundPolicyOf,
  eventStatusOf,
  holdExpiresAt,
  pendingBooking,
  readEventSeats,
  returnOrigin,
  sessionStartDeadline,
  toDateString,
  formatEuros,
  type BookingPrice,
  type CreateCheckoutOutput,
  type Locale,
} from '@brunchers/model';
import { mailLanguage } from '@brunchers/model/mail-language';
import { HttpsError } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import { SERVICE_UNAVAILABLE, fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { requestOrigin, type CallRequest } from '../lib/caller.js';
import { parseInput } from '../lib/validate.js';
import type { CheckoutDeps } from './deps.js';
import { limitedRequest, type LimitedRequest } from './holdLimits.js';
import { decideTogether, type Batch, type Decision, type Outcome } from '../lib/groupCommit.js';
import { eventRef, newBookingRef, seatsHeldAfter } from '../lib/bookingDocs.js';
import { recordSession, releaseHold } from '../bookings/seats.js';
import { createBookingIn } from '../bookings/transition.js';
import { refuseIfSuspended, standingRef } from '../safety/standing.js';
import { policySettingsRef } from '../lib/policy.js';
import { earlyAccessHoursIn } from '../lib/earlyAccess.js';
import { readPricingIn, type PricingRequest } from '../pricing/redemptions.js';

export interface Booker {
  userId: string | null;
  email: string | null;
  guestName: string | null;
  guestEmail: string | null;
}

export interface HeldBooking {
  bookingId: string;
  eventId: string;
  eventTitle: string;
  unitCents: number;
  guests: number;
  /** The event's effective checkout hold (policy settings, issue 39). */
  holdMinutes: number;
  /** How the server priced it (tier, code); absent (a waitlist offer): the unit price. */
  price?: BookingPrice;
}

export async function handleCreateCheckout(
  request: CallRequest,
  deps: CheckoutDeps,
): Promise<CreateCheckoutOutput> {
  const input = parseInput(createCheckoutInputSchema, request.data);
  const booker = bookerOf(request, input.guestName, input.guestEmail);
  // Its booking's id, chosen once (a retried transaction writes the same booking), and only for a
  // request that gets seats: a sell-out's refusals need none.
  let ref: DocumentReference | null = null;
  const booking = () => (ref ??= newBookingRef(deps.db));
  // Everything else the hold needs (the city's policy, the event, the member's standing and early
  // access) is read in the hold's transaction, once for every request of its batch.
  const held = await holdSeats(deps, input.eventId, {
    guests: input.guestCount,
    booker,
    now: deps.clock(),
    booking,
    code: input.promoCode ?? null,
    locale: input.locale,
    // Abuse limits (holdLimits.ts): rate per client, one open hold per booker per event.
    limits: deps.holdLimits
      ? limitedRequest(request, {
          eventId: input.eventId,
          bookingId: () => booking().id,
          userId: booker.userId,
          guestEmail: booker.guestEmail,
        })
      : null,
  });

  // Back to the origin the member booked from, if it is one of the app's (no open redirect).
  const appOrigin = returnOrigin(deps.appUrl, requestOrigin(request));
  let session: Stripe.Checkout.Session | null = null;
  try {
    // Counted from now, after the transaction, with a minute to spare over Stripe's "at least 30
    // minutes ahead", so network delay or a retried request is not refused.
    const expiresAt = new Date(
      Math.ceil(holdExpiresAt(deps.clock(), held.holdMinutes).getTime() / 1000) * 1000,
    );
    session = await deps.stripe.checkout.sessions.create(
      paymentSessionParams(held, {
        email: booker.email,
        appOrigin,
        expiresAt,
        // Back on the event page, which cancels this checkout at once (cancelCheckout).
        cancelUrl: `${appOrigin}${checkoutCancelledPath(held.eventId, held.bookingId)}`,
      }),
      { idempotencyKey: `checkout-${held.bookingId}` },
    );
    const recorded = await recordSession(
      deps.db,
      held.bookingId,
      session.id,
      expiresAt,
      deps.clock(),
    );
    // The hold ended meanwhile (the sweep): this session must not be paid for released seats.
    if (recorded !== session.id) throw new Error('The hold ended before its session was recorded');
    if (!session.url) throw new Error('Stripe returned a Checkout session without a URL');
    logs.checkoutCreated(held.bookingId, session.id, held.eventId, held.guests);
    return { url: session.url, bookingId: held.bookingId, sessionId: session.id };
  } catch (error) {
    logs.checkoutStripeFailed(held.bookingId, error);
    if (session) await expireOrphanSession(deps.stripe, held.bookingId, session.id);
    await releaseHold(deps.db, held.bookingId, 'cancelled', deps.clock()).catch(
      (releaseError: unknown) => logs.holdReleaseFailed(held.bookingId, releaseError),
    );
    throw new HttpsError('unavailable', SERVICE_UNAVAILABLE);
  }
}

/** A Checkout session paying for a held booking's seats, expiring with the hold. */
export function paymentSessionParams(
  held: HeldBooking,
  options: { email: string | null; appOrigin: string; expiresAt: Date; cancelUrl: string },
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [checkoutLine(held)],
    customer_email: options.email ?? undefined,
    client_reference_id: held.bookingId,
    metadata: {
      bookingId: held.bookingId,
      eventId: held.eventId,
      ...(held.price?.code ? { promotion_code: held.price.code } : {}),
    },
    success_url: `${options.appOrigin}${CHECKOUT_SUCCESS_PATH}`,
    cancel_url: options.cancelUrl,
    expires_at: Math.floor(options.expiresAt.getTime() / 1000),
  };
}

/**
 * What Stripe charges is the server's total: the tier's price a seat, or, with a code, the
 * discounted total as one line naming the tier and the code (Checkout has no negative lines).
 */
function checkoutLine(held: HeldBooking): Stripe.Checkout.SessionCreateParams.LineItem {
  const { price } = held;
  const tier = !price || price.tier === 'standard' ? '' : ` (${price.tierName})`;
  if (!price || price.discountCents === 0)
    return {
      quantity: held.guests,
      price_data: {
        currency: CURRENCY,
        unit_amount: price?.unitCents ?? held.unitCents,
        product_data: { name: `${held.eventTitle}${tier}` },
      },
    };
  const seats = `${held.guests} ${held.guests === 1 ? 'seat' : 'seats'}`;
  return {
    quantity: 1,
    price_data: {
      currency: CURRENCY,
      unit_amount: price.totalCents,
      product_data: {
        name: `${held.eventTitle}${tier}, ${seats}, code ${price.code ?? ''}`,
        description: `${formatEuros(price.discountCents)} off ${formatEuros(price.subtotalCents)}`,
      },
    },
  };
}

/**
 * A session the booking does not know (its id could not be recorded) must not stay payable for
 * seats that are being released. If Stripe cannot expire it either, a payment on it is handled by
 * the webhook as a late payment (seats taken again, or refunded): the metadata names the booking.
 */
export async function expireOrphanSession(
  stripe: Stripe,
  bookingId: string,
  sessionId: string,
): Promise<void> {
  try {
    await stripe.checkout.sessions.expire(sessionId);
    logs.checkoutOrphanExpired(bookingId, sessionId);
  } catch (error) {
    logs.checkoutOrphanExpireFailed(bookingId, sessionId, error);
  }
}

/** Members book as themselves; visitors must give a name and a valid e-mail. */
export function bookerOf(request: CallRequest, guestName?: string, guestEmail?: string): Booker {
  if (request.auth?.uid) {
    // Issue 36: an account made under someone else's address must not make us mail them booking
    // or waitlist mails; the verification link proves the member reads that inbox.
    if (request.auth.token.email_verified !== true) fail('failed-precondition', EMAIL_NOT_VERIFIED);
    const email = typeof request.auth.token.email === 'string' ? request.auth.token.email : null;
    return { userId: request.auth.uid, email, guestName: null, guestEmail: null };
  }
  if (!guestName || !guestEmail)
    fail('invalid-argument', INFORMATION_REQUIRED.description ?? INFORMATION_REQUIRED.title);
  return { userId: null, email: guestEmail, guestName, guestEmail };
}

interface Bookable {
  title: string;
  titlePt: string;
  spotsLeft: number;
  priceCents: number;
  venueId: string | null;
}

/** Why nobody can book this event now, as an HttpsError; else what booking it needs. */
function checkBookable(event: DocumentSnapshot, now: Date): Bookable {
  if (!event.exists) fail('invalid-argument', 'Event not found.');
  // Drafts are invisible and cancelled events closed: only a published event sells seats (or a
  // members-first one, to members whose early access has begun: checked per request).
  const status = eventStatusOf(event.data() ?? {});
  if (status !== 'published' && status !== 'early_access')
    fail('failed-precondition', EVENT_NOT_ON_SALE);
  const seats = readEventSeats(event.data());
  const sale = checkSale(seats, toDateString(now));
  const { spotsLeft } = seats;
  if (spotsLeft === null || sale.refusal === 'unreadable')
    fail('failed-precondition', 'This event cannot be booked right now.');
  if (sale.refusal === 'unpriced') {
    logs.eventPriceInvalid(event.id, seats.priceCents);
    fail('failed-precondition', EVENT_NOT_PRICED);
  }
  if (sale.refusal !== undefined)
    fail('failed-precondition', 'This event has already taken place.');
  const { title, titlePt, priceCents, venueId } = sale.onSale;
  return { title, titlePt, spotsLeft, priceCents, venueId };
}

/** A members-first event's public-from time (null: unreadable, then nobody books early). */
function publicFromOf(event: DocumentSnapshot): Date | null {
  const value: unknown = event.get('public_from');
  return value instanceof Timestamp ? value.toDate() : null;
}

/**
 * A members-first event refuses who may not book yet (`earlyAccess`: members' hours and profile
 * languages, if any), in the page's language, else the member's, else English.
 */
function earlyRefusal(
  event: DocumentSnapshot,
  request: HoldRequest,
  earlyAccess: EarlyAccessOf,
): HttpsError | null {
  if (event.get('status') !== 'early_access') return null;
  const uid = request.booker.userId;
  const hours = uid ? (earlyAccess.hours.get(uid) ?? 0) : 0;
  const locale = request.locale ?? (uid ? earlyAccess.locales.get(uid) : undefined) ?? 'en';
  const early = earlyAccessRefusal(publicFromOf(event), hours, request.now, mailLanguage(locale));
  return early ? new HttpsError('failed-precondition', early) : null;
}

interface EarlyAccessOf {
  hours: ReadonlyMap<string, number>;
  /** The profile language of members whose request named none. */
  locales: ReadonlyMap<string, Locale>;
}

/** Members' profile languages (user_profiles' locale), read only when a refusal may need them. */
async function profileLocalesIn(
  tx: Transaction,
  db: Firestore,
  uids: readonly string[],
): Promise<Map<string, Locale>> {
  const locales = new Map<string, Locale>();
  if (uids.length === 0) return locales;
  const profiles = await tx.getAll(
    ...uids.map((uid) => db.collection(COLLECTIONS.userProfiles).doc(uid)),
  );
  for (const profile of profiles) {
    const locale: unknown = profile.get('locale');
    if (isLocale(locale)) locales.set(profile.id, locale);
  }
  return locales;
}

function pricingRequest(request: HoldRequest): PricingRequest {
  return {
    userId: request.booker.userId,
    email: request.booker.email,
    code: request.code,
    guests: request.guests,
    now: request.now,
  };
}

function soldOut(): HttpsError {
  return new HttpsError('failed-precondition', `${EVENT_SOLD_OUT}.`);
}

function refuseSeats(spotsLeft: number): never {
  if (spotsLeft <= 0) throw soldOut();
  fail(
    'failed-precondition',
    `Only ${spotsLeft} ${spotsLeft === 1 ? 'spot is' : 'spots are'} left for this event.`,
  );
}

interface HoldRequest {
  guests: number;
  booker: Booker;
  now: Date;
  /** The booking it creates: the same one each time, so a retried transaction writes the same. */
  booking: () => DocumentReference;
  /** The promotion code as typed, if any. */
  code: string | null;
  /** What the abuse limits count, when they apply. */
  limits: LimitedRequest | null;
  /** The page's language at checkout: the booking's mails are written in it. */
  locale?: Locale;
}

/**
 * Holds seats for one request. Requests for the same event that arrive while a hold transaction
 * runs are decided together by the next one (lib/groupCommit.ts), so a sell-out burst costs a few
 * transactions instead of one per request.
 */
function holdSeats(
  deps: CheckoutDeps,
  eventId: string,
  request: HoldRequest,
): Promise<HeldBooking> {
  return decideTogether(eventId, request, (requests, batch) =>
    holdSeatsInTransaction(deps, eventId, requests, batch),
  );
}

/**
 * One transaction: reads the event (and the requests' limits) once, then admits and grants or
 * refuses each request in arrival order. When it leaves no seat, those already waiting for the
 * next batch are refused once it commits.
 */
function holdSeatsInTransaction(
  { db, holdLimits }: CheckoutDeps,
  eventId: string,
  requests: HoldRequest[],
  batch: Batch,
): Promise<Decision<HeldBooking>> {
  return db.runTransaction(async (tx) => {
    // One read for the event, the city's policy and the members' standing.
    const members = [...new Set(requests.flatMap(({ booker }) => booker.userId ?? []))];
    const [eventSnapshot, policySettings, ...standings] = await tx.getAll(
      eventRef(db, eventId),
      policySettingsRef(db),
      ...members.map((uid) => standingRef(db, uid)),
    );
    const event = eventSnapshot!;
    const standingOf = new Map(standings.map((standing) => [standing.id, standing]));
    // A suspended member is refused before anything else, as if alone.
    const suspension = requests.map((request): unknown => {
      const uid = request.booker.userId;
      const standing = uid ? standingOf.get(uid) : undefined;
      if (!uid || !standing) return null;
      try {
        refuseIfSuspended(uid, standing);
        return null;
      } catch (error) {
        return error;
      }
    });
    const outcomesOf = (
      decided: (request: HoldRequest) => Outcome<HeldBooking>,
    ): Outcome<HeldBooking>[] =>
      requests.map((request, index) =>
        suspension[index] ? { ok: false, error: suspension[index] } : decided(request),
      );
    let bookable: Bookable | null = null;
    let eventError: unknown = null;
    try {
      bookable = checkBookable(event, requests[0]!.now);
    } catch (error) {
      eventError = error;
    }
    if (!bookable) return { outcomes: outcomesOf(() => ({ ok: false, error: eventError })) };
    // Members-first events (issue 39): the bookers' early access, read only for those, and the
    // language of members who did not say theirs (the refusal names a date).
    const earlyAccess: EarlyAccessOf =
      event.get('status') === 'early_access'
        ? await Promise.all([
            earlyAccessHoursIn(tx, db, members),
            profileLocalesIn(
              tx,
              db,
              members.filter((uid) =>
                requests.some((request) => request.booker.userId === uid && !request.locale),
              ),
            ),
          ]).then(([hours, locales]) => ({ hours, locales }))
        : { hours: new Map(), locales: new Map() };
    // Sold out already: nobody here gets a seat, so no limit is read or counted and nothing is
    // written (a sell-out burst's late requests cost one read each).
    if (bookable.spotsLeft <= 0)
      return {
        outcomes: outcomesOf((request) => ({
          ok: false,
          error: earlyRefusal(event, request, earlyAccess) ?? soldOut(),
        })),
      };
    // Only the requests still in the running (not suspended) count against the limits.
    const running = requests.filter((_, index) => !suspension[index]);
    const limited = running.flatMap(({ limits }) => (limits ? [limits] : []));
    const limits =
      holdLimits && limited.length ? await holdLimits(tx, db, limited, requests[0]!.now) : null;

    // Tiers, codes and memberships, read with the event: priced and counted with the seats.
    const { title, titlePt, priceCents, venueId } = bookable;
    const policy = effectivePolicy(policyDefaultsOf(policySettings!.data()), event.get('policy'));
    const pricing = await readPricingIn(tx, db, event, priceCents, running.map(pricingRequest));

    let spotsLeft = bookable.spotsLeft;
    const outcomes = outcomesOf((request): Outcome<HeldBooking> => {
      const { guests, booker, now, booking, locale } = request;
      const early = earlyRefusal(event, request, earlyAccess);
      if (early) return { ok: false, error: early };
      // Seats first: an attempt refused for want of seats holds nothing, so the limits do not
      // count it (as when the batch starts sold out, above).
      try {
        if (guests > spotsLeft) refuseSeats(spotsLeft);
      } catch (error) {
        return { ok: false, error };
      }
      const refusal = limits && request.limits ? limits.admit(request.limits) : null;
      if (refusal) return { ok: false, error: refusal };
      const bookingRef = booking();
      const priced = pricing.price(pricingRequest(request), bookingRef.id);
      if (!priced.ok) return { ok: false, error: priced.error };
      const { price } = priced;
      spotsLeft -= guests;
      createBookingIn(
        tx,
        db,
        {
          ref: bookingRef,
          doc: pendingBooking({
            eventId,
            event: { title, title_pt: titlePt, price_cents: priceCents, venue_id: venueId },
            guestCount: guests,
            userId: booker.userId,
            guestName: booker.guestName,
            guestEmail: booker.guestEmail,
            now,
            locale: locale ?? null,
            // Short until the session is recorded (then the session's expiry): if this instance dies
            // in between, the sweep gives the seats back within minutes, not after the whole hold.
            holdExpiresAt: sessionStartDeadline(now),
            // Sold under the event's refund terms of now; later changes never alter them.
            refundPolicy: refundPolicyOf(policy),
            price,
            redemptionId: priced.redemptionId,
          }),
        },
        now,
      );
      return {
        ok: true,
        value: {
          bookingId: bookingRef.id,
          eventId,
          eventTitle: title,
          unitCents: price.unitCents,
          guests,
          holdMinutes: policy.checkout_hold_minutes,
          price,
        },
      };
    });
    limits?.write();
    pricing.write();
    // The held seats are not people going until paid (model's attendees()).
    if (spotsLeft !== bookable.spotsLeft)
      tx.update(event.ref, {
        spots_left: spotsLeft,
        seats_held: seatsHeldAfter(event, bookable.spotsLeft - spotsLeft),
      });
    if (spotsLeft > 0) return { outcomes };
    return { outcomes, refuseWaiting: { mark: batch.waitingNow(), error: soldOut() } };
  });
}
