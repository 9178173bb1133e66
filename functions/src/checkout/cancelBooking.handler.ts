// cancelBooking: a member cancels their confirmed booking from My Bookings, or a guest through the
// signed link of their confirmation mail; keepGuests > 0 only gives up part of the party (4 → 2).
// The model's cancellationQuote decides the refund (full up to 48 h before the start, none after).
//
// One transaction moves the booking (confirmed → refund_required, or cancelled when nothing is
// refunded; a smaller party stays confirmed), removes or shrinks the attendance, gives the seats
// back through returnSeatsIn (seatHold.ts, the one place seats are freed) and records the refund it
// owes as pending_refund with its idempotency key, plus the cancellation mail. Then the refund goes
// to Stripe with that key and settleRefundIn records it (refunded). A double click or a retried
// call finds the booking no longer confirmed (or the party already that size) and only retries the
// pending refund with the same key; the charge.refunded webhook settles the same pending refund,
// so a replayed one changes nothing: the money goes back once.

import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  BOOKING_NOT_CANCELLABLE,
  BOOKING_NOT_FOUND,
  BOOKING_NOT_YOURS,
  CANCEL_LINK_INVALID,
  PARTY_BELOW_CHECKED_IN,
  calendarSequenceAt,
  cancelBookingInputSchema,
  cancellationQuote,
  bookingRefundPolicy,
  type RefundPolicy,
  compSeatsAfter,
  eventFieldsSchema,
  guestsCheckedIn,
  ledgerOf,
  mailIds,
  refundCapped,
  type BookingStatus,
  type CancelBookingOutput,
  type CancellationQuote,
  type EventAttendanceDoc,
} from '@brunchers/model';
import { eventStartsAt } from '@brunchers/model/calendar';
import type Stripe from 'stripe';
import { requireSignedIn, type CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { timestamp, type Clock } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import { readMailIn } from '../mail/outbox.js';
import { attendanceRef, transitionIn } from '../bookings/transition.js';
import { verifyBookingCancelToken } from '../mail/unsubscribeToken.js';
import { settlePendingRefund, type PendingRefund } from '../bookings/refunds.js';
import { bookingRef, eventRef, readBooking } from '../lib/bookingDocs.js';
import { returnSeatsIn } from '../bookings/seats.js';

export interface CancelBookingDeps {
  db: Firestore;
  stripe: Stripe;
  clock: Clock;
  /** MAIL_TOKEN_SECRET: signs the guests' cancellation links. */
  tokenSecret: string;
}

const eventTimeSchema = eventFieldsSchema.pick({ event_date: true, event_time: true });

export async function handleCancelBooking(
  request: CallRequest,
  deps: CancelBookingDeps,
): Promise<CancelBookingOutput> {
  const input = parseInput(cancelBookingInputSchema, request.data);
  const bookingId =
    input.token !== undefined
      ? verifyBookingCancelToken(deps.tokenSecret, input.token)
      : (input.bookingId ?? null);
  if (!bookingId) fail('permission-denied', CANCEL_LINK_INVALID);
  const keepGuests = input.keepGuests ?? 0;

  const { db } = deps;
  const snapshot = await bookingRef(db, bookingId).get();
  if (!snapshot.exists) fail('not-found', BOOKING_NOT_FOUND);
  // A signed link names its booking; without one, only the member who booked may cancel.
  if (input.token === undefined && requireSignedIn(request).uid !== snapshot.get('user_id'))
    fail('permission-denied', BOOKING_NOT_YOURS);
  const booking = readBooking(snapshot);
  const startsAt = await eventStart(db, booking.event_id);
  const now = deps.clock();

  if (input.preview) {
    const quote =
      booking.status === 'confirmed' ? cancellationQuote(booking, startsAt, now, keepGuests) : null;
    return output(bookingId, booking, booking.status, startsAt, quote);
  }
  if (booking.status === 'confirmed' && !booking.payment_intent_id) {
    const quote = cancellationQuote(booking, startsAt, now, keepGuests);
    // Nothing to refund through Stripe (a booking made before payments were recorded).
    if (quote && quote.refundCents > 0) fail('failed-precondition', BOOKING_NOT_CANCELLABLE);
  }

  const applied = await db.runTransaction((tx) =>
    cancelIn(tx, db, bookingId, keepGuests, startsAt, now),
  );
  if (applied.refusal) fail('failed-precondition', applied.refusal);
  if (applied.quote) logs.bookingCancelled(bookingId, applied.quote.seatsFreed, keepGuests);
  await settlePendingRefund(deps, bookingId);

  const after = readBooking(await bookingRef(db, bookingId).get());
  return output(bookingId, after, after.status, startsAt, applied.quote);
}

function output(
  bookingId: string,
  booking: {
    event_id: string;
    event_title: string;
    event_title_pt?: string | undefined;
    guest_count: number;
    refund_policy?: RefundPolicy | undefined;
  },
  status: BookingStatus,
  startsAt: Date,
  quote: CancellationQuote | null,
): CancelBookingOutput {
  return {
    bookingId,
    eventId: booking.event_id,
    eventTitle: booking.event_title,
    ...(booking.event_title_pt ? { eventTitlePt: booking.event_title_pt } : {}),
    status,
    guestCount: booking.guest_count,
    eventStartsAt: startsAt.toISOString(),
    refundCents: quote?.refundCents ?? 0,
    seatsFreed: quote?.seatsFreed ?? 0,
    inTime: quote?.inTime ?? false,
    refundPolicy: bookingRefundPolicy(booking),
  };
}

async function eventStart(db: Firestore, eventId: string): Promise<Date> {
  const event = eventTimeSchema.safeParse((await eventRef(db, eventId).get()).data());
  if (!event.success) fail('failed-precondition', BOOKING_NOT_CANCELLABLE);
  return eventStartsAt(event.data);
}

interface Applied {
  /** The cancellation made by this call; null when there was nothing (more) to do. */
  quote: CancellationQuote | null;
  refusal?: string;
}

async function cancelIn(
  tx: Transaction,
  db: Firestore,
  bookingId: string,
  keepGuests: number,
  startsAt: Date,
  now: Date,
): Promise<Applied> {
  const snapshot = await tx.get(bookingRef(db, bookingId));
  const booking = readBooking(snapshot);
  // Already done (a double click, a retried call): nothing changes; a pending refund is retried.
  if (booking.status !== 'confirmed' || booking.pending_refund) return { quote: null };
  if (keepGuests > 0 && keepGuests === booking.guest_count) return { quote: null };
  const quote = cancellationQuote(booking, startsAt, now, keepGuests);
  if (!quote) return { quote: null, refusal: BOOKING_NOT_CANCELLABLE };

  const event = await tx.get(eventRef(db, booking.event_id));
  const attendance = await tx.get(attendanceRef(db, bookingId));
  // Guests through the door keep their seats: never offered to the waitlist while they sit there.
  const seated = guestsCheckedIn(attendance.data() as EventAttendanceDoc | undefined);
  if (keepGuests < seated) return { quote: null, refusal: PARTY_BELOW_CHECKED_IN(seated) };
  const whole = keepGuests === 0;
  const mail = await readMailIn(
    tx,
    db,
    whole
      ? mailIds.bookingCancelled(bookingId)
      : mailIds.partyReduced(bookingId, String(keepGuests)),
  );

  await returnSeatsIn(tx, db, event, quote.seatsFreed, { bookingId, fromHold: false }, now);
  // The ledger caps the refund: never more than the booking still holds.
  const ledger = ledgerOf(booking);
  const refundCents = refundCapped(ledger, quote.refundCents);
  const refund: PendingRefund | null =
    refundCents > 0
      ? {
          key: `cancel-${bookingId}-${booking.guest_count}-to-${keepGuests}`,
          amount_cents: refundCents,
        }
      : null;
  const status: BookingStatus = !whole ? 'confirmed' : refund ? 'refund_required' : 'cancelled';
  const guestCount = whole ? booking.guest_count : keepGuests;
  transitionIn(
    tx,
    db,
    {
      snapshot,
      booking,
      to: status,
      fields: {
        pending_refund: refund,
        ledger,
        ...(whole
          ? { cancelled_at: timestamp(now) }
          : {
              guest_count: guestCount,
              comp_guest_count: compSeatsAfter(booking, quote.seatsFreed),
              total_amount_cents: quote.totalAfterCents,
              total_amount: quote.totalAfterCents / 100,
            }),
      },
      sessionFlags: whole ? { cancelled_by_customer: true } : {},
      attendance: {
        snapshot: attendance,
        change: whole ? { op: 'delete' } : { op: 'update', fields: { guest_count: guestCount } },
      },
      mail: {
        existing: mail,
        cause: {
          kind: whole ? 'booking_cancelled' : 'party_reduced',
          bookingId,
          booking,
          amountCents: refundCents,
          // The calendar file of a cancellation replaces the confirmation's entry.
          calendarSequence: calendarSequenceAt(now),
        },
      },
    },
    now,
  );
  return { quote: { ...quote, refundCents } };
}
