// When an event moves to another venue, its bookings and their attendances move with it: the
// partner of the new venue sees them at the door (check-in refuses a booking of another venue),
// lists show the new place, and the old venue's partner no longer reads them. Run by a trigger
// on the event (retried until done; every run sets the event's current venue, so a second run
// after a failure half-way finishes the move and changes nothing else).

import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, attendanceId } from '@brunchers/model';

interface EventVenue {
  venue_id?: unknown;
}

/** Writes per batch: a booking and its attendance each, well under Firestore's 500. */
const BOOKINGS_PER_BATCH = 200;

/** Moves the event's bookings to its new venue; returns how many moved. */
export async function handleEventVenueChanged(
  db: Firestore,
  eventId: string,
  before: EventVenue | undefined,
  after: EventVenue | undefined,
): Promise<number> {
  if (!before || !after || before.venue_id === after.venue_id) return 0;
  const venueId = typeof after.venue_id === 'string' ? after.venue_id : null;
  const venue = venueId ? await db.collection(COLLECTIONS.venues).doc(venueId).get() : null;
  const venueFields = {
    venue_id: venueId,
    venue_name: (venue?.get('name') as string | undefined) ?? null,
    venue_city: (venue?.get('city') as string | undefined) ?? null,
  };
  const bookings = await db.collection(COLLECTIONS.bookings).where('event_id', '==', eventId).get();
  const moving = bookings.docs.filter((booking) => booking.get('venue_id') !== venueId);
  for (let start = 0; start < moving.length; start += BOOKINGS_PER_BATCH) {
    const chunk = moving.slice(start, start + BOOKINGS_PER_BATCH);
    const attendances = await db.getAll(
      ...chunk.map((booking) =>
        db.collection(COLLECTIONS.eventAttendances).doc(attendanceId(booking.id)),
      ),
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
