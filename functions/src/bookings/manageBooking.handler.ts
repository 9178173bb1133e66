// manageBooking and addWalkIn (admin): the organiser's actions on one booking (issue 33), each a
// transition of the bookings state machine (transition.ts) in one transaction: the booking, its
// public status, the attendance (the door list and the table plan follow it), the event's seat
// counters, the member's mail and the audit entry (who, when, before → after). Money goes back
// through the one refund path (refunds.ts: pending_refund under a key derived from the action,
// then Stripe under the same key, then a ledger entry), and never more than the ledger holds.
// Guests already through the door keep their seats: no action gives them back.

import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import {
  BOOKING_NOT_FOUND,
  CURRENCY,
  MAX_GUESTS_PER_BOOKING,
  PARTY_BELOW_CHECKED_IN,
  addWalkInInputSchema,
  attendanceForBooking,
  calendarSequenceAt,
  checkSale,
  compSeatsAfter,
  eventStatusOf,
  formatEuros,
  guestsCheckedIn,
  ledgerOf,
  mailIds,
  manageBookingInputSchema,
  owedOnOrganiserCancel,
  readEventSeats,
  refundCapped,
  toDateString,
  valueOfSeatsGivenBack,
  type AddWalkInOutput,
  type BookingAuditDoc,
  type BookingDoc,
  type BookingStatus,
  type EventAttendanceDoc,
  type ManageBookingInput,
  type ManageBookingOutput,
} from '@brunchers/model';
import type Stripe from 'stripe';
import { requireAdmin, type CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { timestamp, type Clock } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import {
  bookingRef,
  eventRef,
  newBookingRef,
  readBooking,
  type StoredBooking,
} from '../lib/bookingDocs.js';
import { readMailIn } from '../mail/outbox.js';
import { settlePendingRefund, type PendingRefund } from './refunds.js';
import { returnSeatsIn } from './seats.js';
import {
  attendanceRef,
  auditRef,
  createBookingIn,
  transitionIn,
  type Transition,
} from './transition.js';

export interface ManageBookingDeps {
  db: Firestore;
  stripe: Stripe;
  clock: Clock;
}

/** Plain texts the console shows as they are. */
export const MANAGE_BOOKING_MESSAGES = {
  notConfirmed: 'Only a confirmed booking can be changed. This one is not confirmed.',
  nothingToRefund: 'Nothing is left to refund on this booking.',
  sameParty: 'The party already has that many guests.',
  notEnoughSeats: (left: number) =>
    `Not enough seats left: ${left} ${left === 1 ? 'seat is' : 'seats are'} free.`,
  moveTarget: 'Choose another upcoming, published event to move the party to.',
  moveDearer: 'The party can only move to an event of the same or a lower price.',
  eventClosed: 'This event is not open for seats (cancelled or past).',
  partyTooLarge: `A booking has at most ${MAX_GUESTS_PER_BOOKING} guests.`,
} as const;

/** The booking's fields an audit entry compares, before and after. */
function auditView(booking: Partial<BookingDoc>): Record<string, unknown> {
  return {
    status: booking.status ?? null,
    guest_count: booking.guest_count ?? null,
    comp_guest_count: booking.comp_guest_count ?? 0,
    event_id: booking.event_id ?? null,
    venue_id: booking.venue_id ?? null,
    total_amount_cents: booking.total_amount_cents ?? null,
  };
}

interface Applied {
  status: BookingStatus;
  guestCount: number;
  refundCents: number;
}

export async function handleManageBooking(
  request: CallRequest,
  deps: ManageBookingDeps,
): Promise<ManageBookingOutput> {
  const admin = await requireAdmin(deps.db, request, 'manageBooking');
  const input = parseInput(manageBookingInputSchema, request.data);
  const { db } = deps;
  // A retried call (same requestId) finds its audit entry and answers what was done.
  const audit = auditRef(db, input.bookingId, input.requestId);
  const actorName = typeof admin.token.name === 'string' ? admin.token.name.slice(0, 100) : null;
  const applied = await db.runTransaction((tx) =>
    manageIn(tx, db, input, { uid: admin.uid, name: actorName, auditId: audit.id }, deps.clock()),
  );
  logs.bookingManaged(input.bookingId, admin.uid, input.action, applied.refundCents);
  // The refund decided in the transaction, sent to Stripe under its key and recorded.
  if (applied.refundCents > 0) await settlePendingRefund(deps, input.bookingId);
  return {
    bookingId: input.bookingId,
    status: applied.status === 'refund_required' ? 'refunded' : applied.status,
    guestCount: applied.guestCount,
    refundedCents: applied.refundCents,
    auditId: audit.id,
  };
}

/**
 * The organiser cancels one booking on behalf of a moderation decision (a suspension, issue 36
 * §4): the same 'cancel' transition as the console's, audited under `requestId` (a retry finds it
 * and does nothing more), with its refund and mail.
 */
export async function cancelBookingForModeration(
  deps: ManageBookingDeps,
  bookingId: string,
  reason: string,
  actor: { uid: string; requestId: string },
): Promise<BookingStatus> {
  const { db } = deps;
  const audit = auditRef(db, bookingId, actor.requestId);
  const input: ManageBookingInput = {
    action: 'cancel',
    bookingId,
    reason,
    requestId: actor.requestId,
  };
  const applied = await db.runTransaction((tx) =>
    manageIn(tx, db, input, { uid: actor.uid, name: null, auditId: audit.id }, deps.clock()),
  );
  logs.bookingManaged(bookingId, actor.uid, 'cancel', applied.refundCents);
  if (applied.refundCents > 0) await settlePendingRefund(deps, bookingId);
  return applied.status;
}

/** The answer of an action already applied under this request id (its audit entry). */
function alreadyApplied(audit: BookingAuditDoc): Applied {
  const after = audit.after as { status?: BookingStatus; guest_count?: number };
  return {
    status: after.status ?? 'confirmed',
    guestCount: after.guest_count ?? 0,
    refundCents: audit.refunded_cents,
  };
}

interface Actor {
  uid: string;
  name: string | null;
  auditId: string;
}

async function manageIn(
  tx: Transaction,
  db: Firestore,
  input: ManageBookingInput,
  actor: Actor,
  now: Date,
): Promise<Applied> {
  const done = await tx.get(auditRef(db, input.bookingId, actor.auditId));
  if (done.exists) return alreadyApplied(done.data() as BookingAuditDoc);
  const snapshot = await tx.get(bookingRef(db, input.bookingId));
  if (!snapshot.exists) fail('not-found', BOOKING_NOT_FOUND);
  const booking = readBooking(snapshot);
  if (booking.status !== 'confirmed' || booking.pending_refund)
    fail('failed-precondition', MANAGE_BOOKING_MESSAGES.notConfirmed);
  const attendance = await tx.get(attendanceRef(db, input.bookingId));
  const event = await tx.get(eventRef(db, booking.event_id));
  const target = input.action === 'move' ? await tx.get(eventRef(db, input.toEventId)) : null;
  const mail = await readMailIn(
    tx,
    db,
    input.action === 'resend_ticket'
      ? mailIds.ticketResent(input.bookingId, actor.auditId)
      : mailIds.bookingChanged(input.bookingId, actor.auditId),
  );
  const seated = guestsCheckedIn(attendance.data() as EventAttendanceDoc | undefined);
  const ledger = ledgerOf(booking);
  const party = booking.guest_count;
  const key = (kind: string) => `org-${kind}-${input.bookingId}-${actor.auditId}`;

  let to: BookingStatus = 'confirmed';
  let fields: Record<string, unknown> = { ledger };
  let refundCents = 0;
  let attendanceChange: Transition['attendance'] = undefined;
  let note: string;
  const reason = input.action === 'resend_ticket' ? null : input.reason;

  switch (input.action) {
    case 'cancel': {
      if (seated > 0) fail('failed-precondition', PARTY_BELOW_CHECKED_IN(seated));
      refundCents = owedOnOrganiserCancel(ledger);
      await returnSeatsIn(
        tx,
        db,
        event,
        party,
        { bookingId: input.bookingId, fromHold: false },
        now,
      );
      to = refundCents > 0 && booking.payment_intent_id ? 'refund_required' : 'cancelled';
      if (to === 'cancelled') refundCents = 0;
      fields = {
        ...fields,
        cancelled_at: timestamp(now),
        cancelled_by_organiser: true,
      };
      attendanceChange = { snapshot: attendance, change: { op: 'delete' } };
      note = `The organiser cancelled your booking: ${input.reason}`;
      break;
    }
    case 'refund': {
      refundCents = booking.payment_intent_id ? refundCapped(ledger, input.amountCents) : 0;
      if (refundCents <= 0) fail('failed-precondition', MANAGE_BOOKING_MESSAGES.nothingToRefund);
      note = `The organiser refunded ${formatEuros(refundCents)}: ${input.reason}`;
      break;
    }
    case 'change_party':
    case 'comp_seats': {
      const guests = input.action === 'comp_seats' ? party + input.seats : input.guests;
      if (guests === party) fail('failed-precondition', MANAGE_BOOKING_MESSAGES.sameParty);
      if (guests < seated) fail('failed-precondition', PARTY_BELOW_CHECKED_IN(seated));
      if (guests > MAX_GUESTS_PER_BOOKING)
        fail('invalid-argument', MANAGE_BOOKING_MESSAGES.partyTooLarge);
      if (guests < party) {
        // Fewer seats: the paid seats given back are refunded (comp seats go first, for nothing).
        const freed = party - guests;
        const value = valueOfSeatsGivenBack(booking, freed);
        refundCents = booking.payment_intent_id ? refundCapped(ledger, value) : 0;
        await returnSeatsIn(
          tx,
          db,
          event,
          freed,
          { bookingId: input.bookingId, fromHold: false },
          now,
        );
        const total = booking.total_amount_cents - value;
        fields = {
          ...fields,
          guest_count: guests,
          comp_guest_count: compSeatsAfter(booking, freed),
          total_amount_cents: total,
          total_amount: total / 100,
        };
        note = `The organiser changed your party from ${party} to ${guests}: ${input.reason}`;
      } else {
        // More seats: free of charge (comp), from the seats still for sale.
        const added = guests - party;
        takeSeats(tx, event, added, now);
        fields = {
          ...fields,
          guest_count: guests,
          comp_guest_count: (booking.comp_guest_count ?? 0) + added,
        };
        note = `The organiser added ${added} free ${added === 1 ? 'seat' : 'seats'} to your party (now ${guests}): ${input.reason}`;
      }
      attendanceChange = {
        snapshot: attendance,
        change: { op: 'update', fields: { guest_count: guests } },
      };
      break;
    }
    case 'move': {
      if (seated > 0) fail('failed-precondition', PARTY_BELOW_CHECKED_IN(seated));
      if (!target?.exists || target.id === booking.event_id)
        fail('failed-precondition', MANAGE_BOOKING_MESSAGES.moveTarget);
      const seats = readEventSeats(target.data());
      const sale = checkSale(seats, toDateString(now));
      if (!sale.onSale || eventStatusOf(target.data() ?? {}) !== 'published')
        fail('failed-precondition', MANAGE_BOOKING_MESSAGES.moveTarget);
      const paidSeats = party - Math.min(booking.comp_guest_count ?? 0, party);
      const totalThere = sale.onSale.priceCents * paidSeats;
      if (totalThere > booking.total_amount_cents)
        fail('failed-precondition', MANAGE_BOOKING_MESSAGES.moveDearer);
      const difference = booking.total_amount_cents - totalThere;
      refundCents = booking.payment_intent_id ? refundCapped(ledger, difference) : 0;
      // Reads are done (the waitlist's inside returnSeatsIn first); then the writes.
      await returnSeatsIn(
        tx,
        db,
        event,
        party,
        { bookingId: input.bookingId, fromHold: false },
        now,
      );
      takeSeats(tx, target, party, now);
      fields = {
        ...fields,
        event_id: target.id,
        event_title: sale.onSale.title,
        event_title_pt: sale.onSale.titlePt,
        venue_id: sale.onSale.venueId,
        venue_name: null,
        venue_city: null,
        total_amount_cents: totalThere,
        total_amount: totalThere / 100,
      };
      attendanceChange = {
        snapshot: attendance,
        change: {
          op: 'update',
          fields: {
            event_id: target.id,
            event_title: sale.onSale.title,
            event_title_pt: sale.onSale.titlePt,
            venue_id: sale.onSale.venueId,
            table_number: null,
          },
        },
      };
      note = `The organiser moved your party to ${sale.onSale.title}: ${input.reason}`;
      break;
    }
    case 'resend_ticket':
      note = 'Your ticket, sent again.';
      break;
  }

  const pending: PendingRefund | null =
    refundCents > 0 ? { key: key(input.action), amount_cents: refundCents } : null;
  if (pending) fields.pending_refund = pending;
  const after = { ...booking, ...fields, status: to } as StoredBooking;
  const auditDoc: BookingAuditDoc = {
    action: input.action,
    actor_uid: actor.uid,
    actor_name: actor.name,
    reason,
    before: auditView(booking),
    after: auditView(after),
    refunded_cents: refundCents,
    at: now,
  };
  transitionIn(
    tx,
    db,
    {
      snapshot,
      booking,
      to,
      fields,
      sessionFlags: to === 'confirmed' ? {} : { cancelled_by_organiser: true },
      ...(attendanceChange ? { attendance: attendanceChange } : {}),
      mail: {
        existing: mail,
        cause:
          input.action === 'resend_ticket'
            ? { kind: 'booking_confirmed', bookingId: input.bookingId, booking: after }
            : {
                kind: 'booking_changed',
                bookingId: input.bookingId,
                booking: after,
                amountCents: refundCents,
                note,
                calendarSequence: calendarSequenceAt(now),
              },
      },
      audit: { ref: auditRef(db, input.bookingId, actor.auditId), doc: auditDoc },
    },
    now,
  );
  return {
    status: to,
    guestCount: (fields.guest_count as number | undefined) ?? party,
    refundCents,
  };
}

/** Seats taken from what is for sale (comp seats, a move, a walk-in); refused when too few. */
function takeSeats(tx: Transaction, event: DocumentSnapshot, seats: number, now: Date): void {
  const { spotsLeft, eventDate } = readEventSeats(event.data());
  if (
    !event.exists ||
    eventStatusOf(event.data() ?? {}) === 'cancelled' ||
    eventDate === null ||
    eventDate < toDateString(now)
  )
    fail('failed-precondition', MANAGE_BOOKING_MESSAGES.eventClosed);
  if (spotsLeft === null || spotsLeft < seats)
    fail(
      'failed-precondition',
      MANAGE_BOOKING_MESSAGES.notEnoughSeats(Math.max(0, spotsLeft ?? 0)),
    );
  tx.update(event.ref, { spots_left: spotsLeft - seats });
}

/**
 * A walk-in or a comp booking (admin): confirmed at once, nothing charged (every seat comp), the
 * attendance created so the door lets them in, the ticket mailed when there is an address.
 */
export async function handleAddWalkIn(
  request: CallRequest,
  deps: ManageBookingDeps,
): Promise<AddWalkInOutput> {
  const admin = await requireAdmin(deps.db, request, 'addWalkIn');
  const input = parseInput(addWalkInInputSchema, request.data);
  const { db } = deps;
  // A retried call (same requestId) names the same booking, which then exists: nothing is added.
  const ref = input.requestId ? bookingRef(db, `walkin-${input.requestId}`) : newBookingRef(db);
  const audit = auditRef(db, ref.id, 'walk-in');
  const now = deps.clock();
  await db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return;
    const event = await tx.get(eventRef(db, input.eventId));
    const seats = readEventSeats(event.data());
    if (seats.title === null) fail('not-found', 'Event not found.');
    takeSeats(tx, event, input.guests, now);
    const booking: BookingDoc = {
      user_id: null,
      event_id: input.eventId,
      event_title: seats.title,
      ...(seats.titlePt ? { event_title_pt: seats.titlePt } : {}),
      venue_id: seats.venueId,
      guest_count: input.guests,
      comp_guest_count: input.guests,
      total_amount: 0,
      total_amount_cents: 0,
      currency: CURRENCY,
      booking_date: now,
      status: 'confirmed',
      checkout_session_id: null,
      hold_expires_at: null,
      guest_name: input.name,
      guest_email: input.email ?? null,
      created_at: now,
      confirmed_at: now,
      ledger: [],
    };
    const auditDoc: BookingAuditDoc = {
      action: 'walk_in',
      actor_uid: admin.uid,
      actor_name: typeof admin.token.name === 'string' ? admin.token.name.slice(0, 100) : null,
      reason: input.reason,
      before: {},
      after: auditView(booking),
      refunded_cents: 0,
      at: now,
    };
    createBookingIn(
      tx,
      db,
      {
        ref,
        doc: booking,
        attendance: attendanceForBooking(ref.id, booking, input.name, now),
        ...(input.email
          ? {
              mail: {
                id: mailIds.bookingConfirmed(ref.id),
                cause: { kind: 'booking_confirmed', bookingId: ref.id, booking },
              },
            }
          : {}),
        audit: { ref: audit, doc: auditDoc },
      },
      now,
    );
  });
  logs.bookingManaged(ref.id, admin.uid, 'walk_in', 0);
  return { bookingId: ref.id, auditId: audit.id };
}
