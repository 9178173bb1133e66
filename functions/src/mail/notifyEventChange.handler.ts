// The organiser's "event changed / cancelled" mails: one per confirmed booking of the event, with
// a new .ics under the booking's UID (a higher SEQUENCE, or a CANCEL) so calendars update the entry.
// A change is identified by what it changed to (date, time, venue, address), so calling this twice
// for the same change mails nobody twice; a cancellation is mailed once per booking.
// Admins call it until the organiser console does.

import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  calendarSequenceAt,
  eventFieldsSchema,
  mailIds,
  notifyEventChangeInputSchema,
  type NotifyEventChangeResult,
} from '@brunchers/model';
import { readBooking } from '../lib/bookingDocs.js';
import { requireAdmin, type CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import type { Clock } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import { enqueueMailIn, readMailIn } from './outbox.js';

const changedFieldsSchema = eventFieldsSchema.pick({
  event_date: true,
  event_time: true,
  location_name: true,
  address: true,
  city: true,
});

export async function handleNotifyEventChange(
  request: CallRequest,
  deps: { db: Firestore; clock: Clock },
): Promise<NotifyEventChangeResult> {
  await requireAdmin(deps.db, request, 'notifyEventChange');
  const input = parseInput(notifyEventChangeInputSchema, request.data);
  return enqueueEventChange(deps, input.eventId, input.change);
}

export async function enqueueEventChange(
  deps: { db: Firestore; clock: Clock },
  eventId: string,
  change: 'changed' | 'cancelled',
): Promise<NotifyEventChangeResult> {
  const { db } = deps;
  const event = await db.collection(COLLECTIONS.events).doc(eventId).get();
  const fields = changedFieldsSchema.safeParse(event.data());
  if (!fields.success) fail('not-found', 'Event not found');
  const version = createHash('sha256')
    .update(JSON.stringify(fields.data))
    .digest('hex')
    .slice(0, 16);
  const now = deps.clock();
  const sequence = calendarSequenceAt(now);

  const bookings = await db
    .collection(COLLECTIONS.bookings)
    .where('event_id', '==', eventId)
    .where('status', '==', 'confirmed')
    .get();
  let enqueued = 0;
  for (const booking of bookings.docs) {
    const created = await db.runTransaction(async (tx) => {
      const snapshot = await tx.get(booking.ref);
      if (!snapshot.exists || snapshot.get('status') !== 'confirmed') return false;
      const stored = readBooking(snapshot);
      const id =
        change === 'cancelled'
          ? mailIds.eventCancelled(booking.id)
          : mailIds.eventChanged(booking.id, version);
      const existing = await readMailIn(tx, db, id);
      const kind = change === 'cancelled' ? 'event_cancelled' : 'event_changed';
      return enqueueMailIn(
        tx,
        existing,
        { kind, bookingId: booking.id, booking: stored, calendarSequence: sequence },
        now,
      );
    });
    if (created) enqueued++;
  }
  logs.eventChangeEnqueued(eventId, change, enqueued);
  return { enqueued };
}
