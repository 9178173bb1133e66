// cancelEvent (admin): the organiser calls an event off. Resumable and idempotent: every step is
// read from the documents, never from this call's memory, so a call that fails half-way (Stripe
// down, a crash) is simply called again and finishes the rest, and nobody is refunded twice.
//
// 1. The event becomes cancelled (nobody can book it or join its waitlist; freed seats are
//    offered to nobody: offers.ts; a payment that still arrives is refunded: stripeWebhook).
// 2. The waitlist is cleared: waiting entries are closed, each with the waitlist_cancelled mail in
//    the outbox in the same transaction (so a re-run, finding the entry closed and its mail there,
//    never mails twice), and the queue emptied.
// 3. Checkouts in progress end (endCheckout, as cancelCheckout does): the Stripe session is
//    expired and the hold released. Whoever held the seats (a checkout under way, a waitlist
//    offer) is told first: the checkout_cancelled mail, once per booking, so a re-run that finds
//    the hold still open (Stripe was down) finds its mail there too.
// 4. Each confirmed booking, in its own transaction, becomes refund_required with what its ledger
//    still holds recorded as pending_refund under the key event-cancel-{bookingId} (the per-booking progress
//    marker), loses its attendance and gets the event_cancelled mail in the outbox. Then the
//    shared refund path (checkout/refunds.ts settlePendingRefund) sends it to Stripe under that
//    key and records it. A re-run finds bookings already refunded (skipped) or still pending
//    (sent again under the same key: Stripe answers with the first refund).

import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  CANCEL_EVENT_BATCH,
  COLLECTIONS,
  EVENT_PAST_NOT_CANCELLABLE,
  calendarSequenceAt,
  eventIdInputSchema,
  eventStatusRefusal,
  isUpcoming,
  ledgerOf,
  mailIds,
  owedOnOrganiserCancel,
  seatsTaken,
  toDateString,
  type BookingStatus,
  type CancelEventOutput,
  waitlistEntrySchema,
} from '@brunchers/model';
import { requireAdmin, type CallRequest } from '../../lib/caller.js';
import { fail } from '../../lib/errors.js';
import { logs } from '../../lib/logs.js';
import { timestamp } from '../../lib/time.js';
import { parseInput } from '../../lib/validate.js';
import { endCheckout } from '../../checkout/cancelCheckout.handler.js';
import { settlePendingRefund, type PendingRefund } from '../../bookings/refunds.js';
import { bookingRef, eventRef, readBooking } from '../../lib/bookingDocs.js';
import { returnSeatsIn } from '../../bookings/seats.js';
import { attendanceRef, transitionIn } from '../../bookings/transition.js';
import { enqueueMailIn, mailRef, readMailIn } from '../../mail/outbox.js';
import { queueDoc, waitlistRef } from '../../bookings/waitlistOffers.js';
import type { OrganiserEventDeps } from './deps.js';
import { readEvent } from './eventDocs.js';

/** The idempotency key of the refund an event cancellation owes a booking. */
export const eventCancelRefundKey = (bookingId: string) => `event-cancel-${bookingId}`;

export async function handleCancelEvent(
  request: CallRequest,
  deps: OrganiserEventDeps,
): Promise<CancelEventOutput> {
  const admin = await requireAdmin(deps.db, request, 'cancelEvent');
  const { eventId } = parseInput(eventIdInputSchema, request.data);
  const { db } = deps;

  // 1. The event is cancelled (again: nothing changes).
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(eventRef(db, eventId));
    const event = readEvent(snapshot);
    if (event.status === 'cancelled') return;
    // A brunch that took place is not refunded by a misclick.
    if (!isUpcoming(event, toDateString(deps.clock())))
      fail('failed-precondition', EVENT_PAST_NOT_CANCELLABLE);
    const refusal = eventStatusRefusal(event.status, 'cancelled', seatsTaken(event));
    if (refusal) fail('failed-precondition', refusal);
    const now = timestamp(deps.clock());
    tx.update(snapshot.ref, { status: 'cancelled', cancelled_at: now, updated_at: now });
  });
  logs.eventSaved(eventId, admin.uid, 'cancelled');

  // 2. The waitlist.
  const waitlistCleared = await clearWaitlist(deps, eventId);

  // 3. Checkouts in progress (waitlist offers included: they are pending bookings).
  const holds = await bookingsOf(db, eventId, 'pending');
  let released = 0;
  for (const hold of holds.docs) {
    await db.runTransaction(async (tx) => {
      const mail = await readMailIn(tx, db, mailIds.checkoutCancelled(hold.id));
      enqueueMailIn(
        tx,
        mail,
        { kind: 'checkout_cancelled', bookingId: hold.id, booking: readBooking(hold) },
        deps.clock(),
      );
    });
    const ended = await endCheckout(deps, hold.id, hold.get('checkout_session_id'), {
      ifPaid: 'release',
    });
    if (ended === 'released') released++;
  }

  // 4. Confirmed bookings, and refunds a failed earlier run left pending.
  const confirmed = await bookingsOf(db, eventId, 'confirmed');
  const unsettled = await bookingsOf(db, eventId, 'refund_required');
  let refunded = 0;
  for (const booking of [...unsettled.docs, ...confirmed.docs]) {
    await db.runTransaction((tx) => cancelBookingForEventIn(tx, db, booking.id, deps.clock()));
    // Throws unavailable when Stripe cannot refund now: the organiser runs it again.
    if (await settlePendingRefund(deps, booking.id)) refunded++;
  }

  const complete =
    holds.size < CANCEL_EVENT_BATCH &&
    confirmed.size < CANCEL_EVENT_BATCH &&
    unsettled.size < CANCEL_EVENT_BATCH;
  logs.eventCancelled(eventId, refunded, released, waitlistCleared, complete);
  return { eventId, refunded, released, waitlistCleared, complete };
}

function bookingsOf(db: Firestore, eventId: string, status: BookingStatus) {
  return db
    .collection(COLLECTIONS.bookings)
    .where('event_id', '==', eventId)
    .where('status', '==', status)
    .limit(CANCEL_EVENT_BATCH)
    .get();
}

/**
 * Closes the entries still waiting, telling each (the waitlist_cancelled mail), and empties the
 * queue: a transaction per CANCEL_EVENT_BATCH entries, until none waits.
 */
async function clearWaitlist(deps: OrganiserEventDeps, eventId: string): Promise<number> {
  const { db } = deps;
  let cleared = 0;
  for (;;) {
    const waiting = await db
      .collection(COLLECTIONS.waitlistEntries)
      .where('event_id', '==', eventId)
      .where('status', '==', 'waiting')
      .limit(CANCEL_EVENT_BATCH)
      .get();
    cleared += await db.runTransaction(async (tx) => {
      const queue = await tx.get(waitlistRef(db, eventId));
      const refs = waiting.docs.map((doc) => doc.ref);
      const entries = refs.length ? await tx.getAll(...refs) : [];
      const mails = refs.length
        ? await tx.getAll(...refs.map((ref) => mailRef(db, mailIds.waitlistCancelled(ref.id))))
        : [];
      const now = deps.clock();
      let closed = 0;
      for (const [index, entry] of entries.entries()) {
        if (entry.get('status') !== 'waiting') continue;
        tx.update(entry.ref, { status: 'closed', updated_at: timestamp(now) });
        const stored = waitlistEntrySchema.parse(entry.data());
        enqueueMailIn(
          tx,
          mails[index]!,
          {
            kind: 'waitlist_cancelled',
            bookingId: null,
            waitlistEntryId: entry.id,
            booking: stored,
          },
          now,
        );
        closed++;
      }
      if (queue.exists && queue.get('queue')?.length) tx.set(queue.ref, queueDoc(eventId, [], now));
      return closed;
    });
    if (waiting.size < CANCEL_EVENT_BATCH) return cleared;
  }
}

/**
 * A confirmed booking of a cancelled event: refund_required with everything its ledger still
 * holds owed under its key (cancelled when nothing is held), attendance removed, the
 * event_cancelled mail in the outbox, all through the bookings state machine. What is owed comes
 * from the ledger, never from the total a smaller party lowered (issue 33 item 1: 4 seats reduced
 * to 1 then the event cancelled gets the last €25 back). A booking past this step is left alone.
 */
async function cancelBookingForEventIn(
  tx: Transaction,
  db: Firestore,
  bookingId: string,
  now: Date,
): Promise<void> {
  const snapshot = await tx.get(bookingRef(db, bookingId));
  if (!snapshot.exists || snapshot.get('status') !== 'confirmed') return;
  const booking = readBooking(snapshot);
  const attendance = await tx.get(attendanceRef(db, bookingId));
  const mail = await readMailIn(tx, db, mailIds.eventCancelled(bookingId));
  const event = await tx.get(eventRef(db, booking.event_id));
  // The seats come back to the counters (a cancelled event offers them to nobody: offers.ts).
  await returnSeatsIn(tx, db, event, booking.guest_count, { bookingId, fromHold: false }, now);

  const entries = ledgerOf(booking);
  const owed = owedOnOrganiserCancel(entries, booking.pending_refund?.amount_cents ?? 0);
  const refund: PendingRefund | null =
    owed > 0 && booking.payment_intent_id
      ? { key: eventCancelRefundKey(bookingId), amount_cents: owed }
      : null;
  if (owed > 0 && !refund) logs.eventCancelRefundImpossible(bookingId);
  const status: BookingStatus = refund ? 'refund_required' : 'cancelled';
  transitionIn(
    tx,
    db,
    {
      snapshot,
      booking,
      to: status,
      fields: {
        pending_refund: refund,
        cancelled_at: timestamp(now),
        cancelled_by_organiser: true,
        ledger: entries,
      },
      sessionFlags: { cancelled_by_organiser: true },
      attendance: { snapshot: attendance, change: { op: 'delete' } },
      mail: {
        existing: mail,
        cause: {
          kind: 'event_cancelled',
          bookingId,
          booking,
          amountCents: refund ? owed : 0,
          calendarSequence: calendarSequenceAt(now),
        },
      },
    },
    now,
  );
}
