// The attendee page's reads (issue 33): the event, its bookings and their console rows, live.
// Admins read everything (the read-everything rule). Apart from booking-actions-data.ts, whose
// audit and action code loads with the rows' actions.
import {
  COLLECTIONS,
  prepSheetSchema,
  type BookingWithId,
  type EventWithId,
  type PrepSheetDoc,
} from '@brunchers/model';
import { collection, doc, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import {
  useLiveDoc,
  useLiveQuery,
  type LiveDoc,
  type LiveList,
} from '../../../lib/firebase/live-data';
import { parseEvent } from '../../../lib/event-data';
import { parseBooking } from '../../../lib/member-data';
import { parseBookingRow } from '../booking-rows';

/** One event (drafts too: admins read every event), live. */
export function useAdminEvent(eventId: string): LiveDoc<EventWithId> {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.events, eventId), [db, eventId]);
  return useLiveDoc(ref, parseEvent);
}

/** Every booking of an event, live. */
export function useEventBookings(eventId: string): LiveList<BookingWithId> {
  const db = useFirestore();
  const bookings = useMemo(
    () => query(collection(db, COLLECTIONS.bookings), where('event_id', '==', eventId)),
    [db, eventId],
  );
  return useLiveQuery(bookings, `event-bookings:${eventId}`, parseBooking);
}

/** The console rows of an event's bookings (name, e-mail, check-in), live. */
export function useEventBookingRows(eventId: string) {
  const db = useFirestore();
  const rows = useMemo(
    () => query(collection(db, COLLECTIONS.adminBookingRows), where('event_id', '==', eventId)),
    [db, eventId],
  );
  return useLiveQuery(rows, `event-booking-rows:${eventId}`, parseBookingRow);
}

const parsePrepSheet = (id: string, data: unknown): PrepSheetDoc & { id: string } => ({
  id,
  ...prepSheetSchema.parse(data),
});

/** The event's prep sheets (one per venue its parties are at: a handful), live. */
export function useEventPrepSheets(eventId: string): LiveList<PrepSheetDoc & { id: string }> {
  const db = useFirestore();
  const sheets = useMemo(
    () => query(collection(db, COLLECTIONS.prepSheets), where('event_id', '==', eventId)),
    [db, eventId],
  );
  return useLiveQuery(sheets, `event-prep-sheets:${eventId}`, parsePrepSheet);
}
