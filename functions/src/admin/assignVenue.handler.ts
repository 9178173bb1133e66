// assignVenue (admin): sets a booking's venue (with its name and city for lists) and keeps the
// booking's attendance on the same venue, in one transaction.

import { assignVenueInputSchema, attendanceId, type AssignVenueOutput } from '@brunchers/model';
import { FieldValue } from 'firebase-admin/firestore';
import { typedDoc } from '../lib/docs.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { requireAdmin, type CallRequest } from '../lib/caller.js';
import { parseInput } from '../lib/validate.js';
import type { AdminDeps } from './deps.js';

export async function handleAssignVenue(
  request: CallRequest,
  deps: AdminDeps,
): Promise<AssignVenueOutput> {
  await requireAdmin(deps.db, request, 'assignVenue');
  const { bookingId, venueId } = parseInput(assignVenueInputSchema, request.data);
  const { db } = deps;
  await db.runTransaction(async (tx) => {
    const bookingRef = typedDoc(db, 'bookings', bookingId);
    const attendanceRef = typedDoc(db, 'eventAttendances', attendanceId(bookingId));
    const [booking, venueSnap, attendance] = await Promise.all([
      tx.get(bookingRef),
      tx.get(typedDoc(db, 'venues', venueId)),
      tx.get(attendanceRef),
    ]);
    const venue = venueSnap.data();
    if (!booking.exists) fail('not-found', 'Booking not found.');
    if (!venue) fail('not-found', 'Venue not found.');
    tx.update(bookingRef, { venue_id: venueId, venue_name: venue.name, venue_city: venue.city });
    if (attendance.exists)
      tx.update(attendanceRef, {
        venue_id: venueId,
        venue_assigned_at: FieldValue.serverTimestamp(),
      });
  });
  logs.venueAssigned(bookingId, venueId);
  return { ok: true };
}
