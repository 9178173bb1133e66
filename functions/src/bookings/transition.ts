// The bookings state machine's one writer (issue 33). A change of a booking is written here, in
// the caller's transaction, together with everything that must follow it: the public status
// document /booking-success reads (checkout_sessions/{id}), the attendance (the door's list; its
// write is also the table plan's re-plan request: tables.ts replanTablesOnAttendance), the
// outbox mail, the organiser's audit entry, and the ledger, which the first write of an older
// booking stores as derived (model ledgerOf) so it is derived once, before anything lowers the
// booking's total. Seat counters move with returnSeatsIn (seats.ts) in the same transaction,
// because giving seats back reads the waitlist first.
//
// All reads come first (Firestore's transaction rule): the caller reads the booking, the
// attendance, the mail document and the event, then calls transitionIn.
//
// A booking is born here too (createBookingIn: a checkout's hold, a waitlist offer, a walk-in),
// and only this folder holds a ref to the public status document: elsewhere it is read through
// bookingIdOfSession. functions/test/bookings/oneWriter.test.ts checks that no file outside this
// folder writes a booking's status, a checkout_sessions document or an attendance's existence.

import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  attendanceId,
  canMoveBooking,
  checkoutSessionDoc,
  ledgerOf,
  type BookingAuditDoc,
  type BookingDoc,
  type BookingStatus,
  type CheckoutSessionDoc,
  type EventAttendanceDoc,
} from '@brunchers/model';
import type { StoredBooking } from '../lib/bookingDocs.js';
import { timestamp } from '../lib/time.js';
import { enqueueMailIn, mailRef, newMail, type MailCause } from '../mail/outbox.js';

/** checkout_sessions/{id}: written only here (transitionIn, createBookingIn). */
function checkoutSessionRef(db: Firestore, sessionId: string): DocumentReference {
  return db.collection(COLLECTIONS.checkoutSessions).doc(sessionId);
}

/** The booking a Checkout session's public status document names, or null (the guest's claim). */
export async function bookingIdOfSession(db: Firestore, sessionId: string): Promise<string | null> {
  const bookingId: unknown = (await checkoutSessionRef(db, sessionId).get()).get('booking_id');
  return typeof bookingId === 'string' ? bookingId : null;
}

export function attendanceRef(db: Firestore, bookingId: string): DocumentReference {
  return db.collection(COLLECTIONS.eventAttendances).doc(attendanceId(bookingId));
}

/** bookings/{id}/audit/{auditId}: a new entry (auto id), or the one named. */
export function auditRef(db: Firestore, bookingId: string, auditId?: string): DocumentReference {
  const audit = db.collection(COLLECTIONS.bookings).doc(bookingId).collection('audit');
  return auditId ? audit.doc(auditId) : audit.doc();
}

export type AttendanceChange =
  | { op: 'create'; doc: EventAttendanceDoc }
  | { op: 'delete' }
  | { op: 'update'; fields: Record<string, unknown> };

export interface Transition {
  /** The booking as read in this transaction. */
  snapshot: DocumentSnapshot;
  booking: StoredBooking;
  /** Its status afterwards (the same status for a change that keeps it, e.g. a smaller party). */
  to: BookingStatus;
  /** The booking's other fields written with it (party, totals, ledger, pending refund…). */
  fields?: Record<string, unknown>;
  /** Flags of the public status document; its status and party always follow the booking. */
  sessionFlags?: Pick<
    CheckoutSessionDoc,
    'awaiting_payment' | 'cancelled_by_customer' | 'cancelled_by_organiser' | 'payment_declined'
  >;
  /** The attendance (read in this transaction) and what happens to it. */
  attendance?: { snapshot: DocumentSnapshot; change: AttendanceChange };
  /** The mail of this change, its outbox document read in this transaction (written once). */
  mail?: { existing: DocumentSnapshot; cause: MailCause };
  /** An organiser's action: who, why, before → after (bookings/{id}/audit/{auto}). */
  audit?: { ref: DocumentReference; doc: BookingAuditDoc };
}

/** Refused: the state machine does not allow `from` → `to`. */
export class TransitionRefused extends Error {
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super(`A booking cannot move from ${from} to ${to}`);
    this.name = 'TransitionRefused';
  }
}

/** Writes one booking change and everything that follows it (see the file's comment). */
export function transitionIn(tx: Transaction, db: Firestore, t: Transition, now: Date): void {
  const { booking, snapshot } = t;
  if (t.to !== booking.status && !canMoveBooking(booking.status, t.to))
    throw new TransitionRefused(booking.status, t.to);
  const fields: Record<string, unknown> = { ...t.fields, status: t.to };
  // An older booking's ledger is stored as derived, before its total changes.
  if (booking.ledger === undefined && fields.ledger === undefined)
    fields.ledger = ledgerOf(booking);
  tx.update(snapshot.ref, fields);

  const after = { ...booking, ...fields } as StoredBooking;
  const sessionId = after.checkout_session_id;
  if (sessionId)
    tx.set(
      checkoutSessionRef(db, sessionId),
      checkoutSessionDoc(snapshot.id, after, t.to, now, t.sessionFlags ?? {}),
    );

  if (t.attendance) {
    const { snapshot: attendance, change } = t.attendance;
    if (change.op === 'create') {
      if (!attendance.exists) tx.create(attendance.ref, change.doc);
    } else if (change.op === 'delete') {
      if (attendance.exists) tx.delete(attendance.ref);
    } else if (attendance.exists) tx.update(attendance.ref, change.fields);
  }
  if (t.mail) enqueueMailIn(tx, t.mail.existing, t.mail.cause, now);
  if (t.audit) tx.create(t.audit.ref, { ...t.audit.doc, at: timestamp(now) });
}

/** The states a booking is born in: a hold awaiting payment, or seats given for free (walk-in). */
const BIRTH_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];

export interface Birth {
  ref: DocumentReference;
  doc: BookingDoc;
  /** A confirmed birth's attendance (the door's list), its ref not read: the booking is new. */
  attendance?: EventAttendanceDoc;
  /** Its mail; the booking is new, so no earlier mail of it can exist. */
  mail?: { id: string; cause: MailCause };
  audit?: { ref: DocumentReference; doc: BookingAuditDoc };
}

/** Creates a booking (and what a new booking comes with) in `tx`; the booking must not exist. */
export function createBookingIn(tx: Transaction, db: Firestore, b: Birth, now: Date): void {
  if (!BIRTH_STATUSES.includes(b.doc.status)) throw new TransitionRefused('(new)', b.doc.status);
  if (b.attendance && b.doc.status !== 'confirmed')
    throw new TransitionRefused('(new, attending)', b.doc.status);
  tx.create(b.ref, b.doc);
  const sessionId = b.doc.checkout_session_id;
  if (sessionId)
    tx.set(
      checkoutSessionRef(db, sessionId),
      checkoutSessionDoc(b.ref.id, b.doc, b.doc.status, now),
    );
  if (b.attendance) tx.create(attendanceRef(db, b.ref.id), b.attendance);
  if (b.mail) tx.create(mailRef(db, b.mail.id), newMail(b.mail.cause, now));
  if (b.audit) tx.create(b.audit.ref, { ...b.audit.doc, at: timestamp(now) });
}
