// assignVenue (admin): places a booking's party at a venue (the spec's assign venue: an event's
// parties may be spread over several partner venues). A transition of the bookings state machine
// (issue 33 item 3), in one transaction: the booking carries the venue's name and address (the
// ticket and the mails show them), the attendance follows (the new venue's door list and table
// plan take the party, the old venue's drop it; its table is planned again), the member of a
// confirmed booking is mailed the new place with an updated calendar entry, and it is audited.

import {
  BOOKING_NOT_FOUND,
  assignVenueInputSchema,
  calendarSequenceAt,
  mailIds,
  venueSchema,
  venueStreetLine,
  type AssignVenueOutput,
  type BookingAuditDoc,
} from '@brunchers/model';
import { FieldValue } from 'firebase-admin/firestore';
import { bookingRef, readBooking } from '../lib/bookingDocs.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { requireAdmin, type CallRequest } from '../lib/caller.js';
import { parseInput } from '../lib/validate.js';
import { readMailIn } from '../mail/outbox.js';
import { attendanceRef, auditRef, transitionIn } from '../bookings/transition.js';
import type { AdminDeps } from './deps.js';

export async function handleAssignVenue(
  request: CallRequest,
  deps: AdminDeps,
): Promise<AssignVenueOutput> {
  const admin = await requireAdmin(deps.db, request, 'assignVenue');
  const { bookingId, venueId } = parseInput(assignVenueInputSchema, request.data);
  const { db } = deps;
  const audit = auditRef(db, bookingId);
  await db.runTransaction(async (tx) => {
    const [snapshot, venueSnap, attendance, mail] = await Promise.all([
      tx.get(bookingRef(db, bookingId)),
      tx.get(db.collection('venues').doc(venueId)),
      tx.get(attendanceRef(db, bookingId)),
      readMailIn(tx, db, mailIds.bookingChanged(bookingId, audit.id)),
    ]);
    if (!snapshot.exists) fail('not-found', BOOKING_NOT_FOUND);
    const parsedVenue = venueSchema.safeParse(venueSnap.data());
    if (!venueSnap.exists || !parsedVenue.success) fail('not-found', 'Venue not found.');
    const venue = parsedVenue.data;
    const booking = readBooking(snapshot);
    if (booking.venue_id === venueId) return;
    const now = deps.clock();
    // Street and postcode; the city travels in its own field.
    const address = venueStreetLine(venue) || null;
    const fields = {
      venue_id: venueId,
      venue_name: venue.name,
      venue_city: venue.city,
      venue_address: address,
    };
    const place = [venue.name, address, venue.city].filter(Boolean).join(', ');
    const auditDoc: BookingAuditDoc = {
      action: 'assign_venue',
      actor_uid: admin.uid,
      actor_name: typeof admin.token.name === 'string' ? admin.token.name.slice(0, 100) : null,
      reason: null,
      before: { venue_id: booking.venue_id, venue_name: booking.venue_name ?? null },
      after: { venue_id: venueId, venue_name: venue.name },
      refunded_cents: 0,
      at: now,
    };
    transitionIn(
      tx,
      db,
      {
        snapshot,
        booking,
        to: booking.status,
        fields,
        attendance: {
          snapshot: attendance,
          change: {
            op: 'update',
            fields: {
              venue_id: venueId,
              venue_name: venue.name,
              venue_address: address,
              venue_assigned_at: FieldValue.serverTimestamp(),
              // Seated again by the new venue's table plan.
              table_number: null,
            },
          },
        },
        // Told only when they are going: a pending checkout's mails follow its payment.
        ...(booking.status === 'confirmed'
          ? {
              mail: {
                existing: mail,
                cause: {
                  kind: 'booking_changed' as const,
                  bookingId,
                  booking,
                  amountCents: 0,
                  note: `Your brunch has a new place: ${place}.`,
                  calendarSequence: calendarSequenceAt(now),
                },
              },
            }
          : {}),
        audit: { ref: audit, doc: auditDoc },
      },
      now,
    );
  });
  logs.venueAssigned(bookingId, venueId);
  return { ok: true };
}
