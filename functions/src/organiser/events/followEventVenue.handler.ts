// When an event moves to another venue, its bookings and their attendances move with it: the
// partner of the new venue sees them at the door (check-in refuses a booking of another venue),
// lists show the new place, and the old venue's partner no longer reads them. Called by
// updateEvent after it stored the new venue (the only place an event's venue changes; a trigger on
// every event write would run on each booking's seat update too). Every run sets the event's
// current venue, so the organiser's retry after a failure half-way finishes the move.

import type { Firestore } from 'firebase-admin/firestore';
import { attendanceId } from '@brunchers/model';
import { typedCollection, typedDoc } from '../../lib/docs.js';

/** Writes per batch: a booking and its attendance each, well under Firestore's 500. */
const BOOKINGS_PER_BATCH = 200;

/** Moves the event's bookings to its new venue; returns how many moved. */
export async function moveEventBookings(
  db: Firestore,
  eventId: string,
  venueId: string | null,
): Promise<number> {
  const venue = venueId ? (await typedDoc(db, 'venues', venueId).get()).data() : undefined;
  const venueFields = {
    venue_id: venueId,
    venue_name: venue?.name ?? null,
    venue_city: venue?.city ?? null,
  };
  const bookings = await typedCollection(db, 'bookings').where('event_id', '==', eventId).get();
  const moving = bookings.docs.filter((booking) => booking.data().venue_id !== venueId);
  for (let start = 0; start < moving.length; start += BOOKINGS_PER_BATCH) {
    const chunk = moving.slice(start, start + BOOKINGS_PER_BATCH);
    const attendances = await db.getAll(
      ...chunk.map((booking) => typedDoc(db, 'eventAttendances', attendanceId(booking.id))),
    );
    const batch = db.batch();
    for (const booking of chunk) batch.update(booking.ref, venueFields);
    // Only confirmed bookings have an attendance.
    for (const attendance of attendances)
      if (attendance.exists) batch.update(attendance.ref, { venue_id: venueId });
    await batch.commit();
  }
  return moving.length;
}
