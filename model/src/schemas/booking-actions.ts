// What an organiser (admin) may do to one booking, from its row or the event's attendee page
// (issue 33). One callable, `manageBooking`, takes one action; the server runs each as a
// transition of the bookings state machine, audits it (who, when, before → after) and mails the
// member. The server owns every amount: the client names seats and reasons, never money, except
// a goodwill refund, which the server caps at what the ledger still holds.

import { z } from 'zod';
import { MAX_GUESTS_PER_BOOKING, MIN_GUESTS_PER_BOOKING } from '../constants';
import { docIdSchema, EMAIL_MAX, NAME_MAX, nonNegativeInt } from './common';

/** The reason the member reads in the mail and on the booking (required for money and seats). */
export const ORGANISER_REASON_MAX = 500;
const reasonSchema = z.string().trim().min(1).max(ORGANISER_REASON_MAX);

export const BOOKING_ACTION_KINDS = [
  'cancel',
  'refund',
  'change_party',
  'move',
  'comp_seats',
  'resend_ticket',
] as const;
export type BookingActionKind = (typeof BOOKING_ACTION_KINDS)[number];

/**
 * The console's id of one confirmed action (a new one each time a dialog opens). A call retried
 * after a lost answer carries the same id, and the server answers what it already did instead of
 * doing it (and refunding) twice: the id names the audit entry and the refund's key.
 */
export const actionRequestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const requestId = { requestId: actionRequestIdSchema.optional() };

export const manageBookingInputSchema = z.discriminatedUnion('action', [
  /** Cancel the whole booking and refund what the ledger holds (all paid seats). */
  z.strictObject({
    action: z.literal('cancel'),
    bookingId: docIdSchema,
    reason: reasonSchema,
    ...requestId,
  }),
  /** A goodwill refund without changing seats, at most what was charged and not yet refunded. */
  z.strictObject({
    action: z.literal('refund'),
    bookingId: docIdSchema,
    amountCents: nonNegativeInt.min(1),
    reason: reasonSchema,
    ...requestId,
  }),
  /**
   * Set the party size. Fewer seats refunds the paid seats given back (never below the guests
   * already checked in); more seats are added free of charge (comp) if seats are left.
   */
  z.strictObject({
    action: z.literal('change_party'),
    bookingId: docIdSchema,
    guests: z.number().int().min(MIN_GUESTS_PER_BOOKING).max(MAX_GUESTS_PER_BOOKING),
    reason: reasonSchema,
    ...requestId,
  }),
  /** Move the party to another event of the same or a lower price (the difference refunded). */
  z.strictObject({
    action: z.literal('move'),
    bookingId: docIdSchema,
    toEventId: docIdSchema,
    reason: reasonSchema,
    ...requestId,
  }),
  /** Add free seats to an existing booking. */
  z.strictObject({
    action: z.literal('comp_seats'),
    bookingId: docIdSchema,
    seats: z.number().int().min(1).max(MAX_GUESTS_PER_BOOKING),
    reason: reasonSchema,
    ...requestId,
  }),
  /** Send the confirmation with its ticket and calendar entry again. */
  z.strictObject({ action: z.literal('resend_ticket'), bookingId: docIdSchema, ...requestId }),
]);
export type ManageBookingInput = z.infer<typeof manageBookingInputSchema>;

/** A walk-in or a comp booking made at the door or by the organiser: confirmed, nothing charged. */
export const addWalkInInputSchema = z.strictObject({
  eventId: docIdSchema,
  guests: z.number().int().min(MIN_GUESTS_PER_BOOKING).max(MAX_GUESTS_PER_BOOKING),
  name: z.string().trim().min(1).max(NAME_MAX),
  /** Optional: with an address the guest gets the ticket by mail. */
  email: z.string().trim().email().max(EMAIL_MAX).optional(),
  reason: reasonSchema,
  ...requestId,
});
export type AddWalkInInput = z.infer<typeof addWalkInInputSchema>;

export interface ManageBookingOutput {
  bookingId: string;
  /** The booking's status after the action. */
  status: string;
  guestCount: number;
  /** Money moved by this action (a refund), in cents; 0 when none. */
  refundedCents: number;
  /** The audit entry written for the action. */
  auditId: string;
}
export interface AddWalkInOutput {
  bookingId: string;
  auditId: string;
}

/**
 * bookings/{bookingId}/audit/{auto}: one entry per organiser action. Admin-readable, server-written.
 */
export const bookingAuditSchema = z.object({
  action: z.enum([...BOOKING_ACTION_KINDS, 'walk_in', 'assign_venue']),
  actor_uid: z.string().min(1).max(128),
  actor_name: z.string().max(NAME_MAX).nullable(),
  reason: z.string().max(ORGANISER_REASON_MAX).nullable(),
  /** The booking's relevant fields before and after (status, guest_count, event_id, venue_id…). */
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  refunded_cents: nonNegativeInt,
  at: z.unknown(),
});
export type BookingAuditDoc = z.infer<typeof bookingAuditSchema>;

/** The audit subcollection under each booking: bookings/{bookingId}/audit/{auto}. */
export const BOOKING_AUDIT_SUBCOLLECTION = 'audit';
