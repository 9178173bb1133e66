// Reads and calls behind the organiser's booking actions (issue 33). Admins read everything (the
// read-everything rule): the event's bookings with their ledgers, their console rows (name, e-mail,
// check-in), each booking's audit history and its attendance (guests checked in). Every change
// goes through the manageBooking / addWalkIn callables, never a client write.
import {
  BOOKING_AUDIT_SUBCOLLECTION,
  bookingAuditSchema,
  COLLECTIONS,
  eventAttendanceSchema,
  type BookingAuditDoc,
  type BookingWithId,
  type EventAttendanceDoc,
} from '@brunchers/model';
import { collection, doc, orderBy, query, where, type DocumentData } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { callable } from '../../../lib/callables';
import {
  useLiveDoc,
  useLiveQuery,
  type LiveDoc,
  type LiveList,
} from '../../../lib/firebase/live-data';
import { parseEvent } from '../../../lib/event-data';
import { parseBooking } from '../../../lib/member-data';

// The attendee page's own reads live in event-bookings-data.ts (its first download need not carry
// the audit and action code); the action dialogs read the event through here too.
export { useAdminEvent } from './event-bookings-data';

export type BookingAuditWithId = BookingAuditDoc & { id: string };

const parseAudit = (id: string, data: DocumentData): BookingAuditWithId => ({
  ...bookingAuditSchema.parse(data),
  id,
});
const parseAttendance = (_id: string, data: DocumentData): EventAttendanceDoc =>
  eventAttendanceSchema.parse(data);

/** One booking, live (its ledger is what the dialogs' previews read). */
export function useAdminBooking(bookingId: string): LiveDoc<BookingWithId> {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.bookings, bookingId), [db, bookingId]);
  return useLiveDoc(ref, parseBooking);
}

/** The party's attendance (how many guests are checked in), live; missing before confirmation. */
export function useAdminAttendance(bookingId: string): LiveDoc<EventAttendanceDoc> {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.eventAttendances, bookingId), [db, bookingId]);
  return useLiveDoc(ref, parseAttendance);
}

/** A booking's audit history, newest first, live. */
export function useBookingAudit(bookingId: string): LiveList<BookingAuditWithId> {
  const db = useFirestore();
  const audit = useMemo(
    () =>
      query(
        collection(db, COLLECTIONS.bookings, bookingId, BOOKING_AUDIT_SUBCOLLECTION),
        orderBy('at', 'desc'),
      ),
    [db, bookingId],
  );
  return useLiveQuery(audit, `booking-audit:${bookingId}`, parseAudit);
}

export function bookingActionCalls() {
  return {
    manage: callable('manageBooking'),
    walkIn: callable('addWalkIn'),
  };
}

/** Where a party may be moved: published events from today on, soonest first. */
export function useMoveTargets(today: string) {
  const db = useFirestore();
  const targets = useMemo(
    () =>
      query(
        collection(db, COLLECTIONS.events),
        where('status', '==', 'published'),
        where('event_date', '>=', today),
        orderBy('event_date'),
        orderBy('event_time'),
      ),
    [db, today],
  );
  return useLiveQuery(targets, `move-targets:${today}`, parseEvent);
}
