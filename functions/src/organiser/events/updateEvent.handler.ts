// updateEvent (admin): changes the organiser's fields of an event. In one transaction with the
// event read, so concurrent bookings (which hold seats in their own transactions on the same
// document) and this edit never both decide from a stale spots_left:
// - capacity: spots_left moves with spots_total, so the seats sold and held stay theirs; a
//   capacity below them is refused (model capacityChange). Added seats go to the waitlist first
//   (offerFreedSeatsIn), as addEventSeats does.
// - price: only the event's price changes. Bookings carry their own total from the moment they
//   were held, and a Checkout session its own amount, so held and confirmed bookings keep theirs.
// - date, time or place of a published event: booked members are mailed (enqueueEventChange,
//   one mail per booking and version of the event, so a retried call mails nobody twice).
// - venue: the event's bookings and attendances move to the new venue (followEventVenue.handler).

import {
  COLLECTIONS,
  EVENT_CANCELLED_NOT_EDITABLE,
  EVENT_TITLE_REQUIRED,
  hasContentText,
  capacityChange,
  eurosToCents,
  needsChangeNotice,
  eventExtrasSchema,
  publishedStatus,
  updateEventInputSchema,
  type UpdateEventOutput,
} from '@brunchers/model';
import { requireAdmin, type CallRequest } from '../../lib/caller.js';
import { fail } from '../../lib/errors.js';
import { logs } from '../../lib/logs.js';
import { timestamp } from '../../lib/time.js';
import { parseInput } from '../../lib/validate.js';
import { seatsHeldAfter } from '../../lib/bookingDocs.js';
import { enqueueEventChange } from '../../mail/notifyEventChange.handler.js';
import { replanAtVenue } from '../../tables/tablePlan.js';
import { offerFreedSeatsIn } from '../../bookings/waitlistOffers.js';
import type { OrganiserEventDeps } from './deps.js';
import { hostCopyFor, readEvent, requireVenue } from './eventDocs.js';
import { moveEventBookings } from './followEventVenue.handler.js';

export async function handleUpdateEvent(
  request: CallRequest,
  deps: OrganiserEventDeps,
): Promise<UpdateEventOutput> {
  const admin = await requireAdmin(deps.db, request, 'updateEvent');
  const { eventId, changes } = parseInput(updateEventInputSchema, request.data);
  // Its own policy within the console's bounds, a readable public-from time (issue 39).
  parseInput(eventExtrasSchema, { policy: changes.policy, public_from: changes.public_from });
  if (changes.venue_id !== undefined) await requireVenue(deps.db, changes.venue_id);
  // A new host: its name, photo and rating are copied from hosts/ (never typed).
  const host =
    changes.host_id !== undefined ? await hostCopyFor(deps.db, changes.host_id) : undefined;
  const { db } = deps;
  const now = deps.clock();

  const notify = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(db.collection(COLLECTIONS.events).doc(eventId));
    const event = readEvent(snapshot);
    if (event.status === 'cancelled') fail('failed-precondition', EVENT_CANCELLED_NOT_EDITABLE);
    // A title in one language at least, once merged with the stored ones (issue 37.3).
    const titles = {
      title: changes.title ?? event.title,
      title_pt: changes.title_pt ?? event.title_pt,
    };
    if (!hasContentText(titles, 'title')) fail('invalid-argument', EVENT_TITLE_REQUIRED);
    const update: Record<string, unknown> = { ...changes, ...host, updated_at: timestamp(now) };
    if (changes.public_from !== undefined) {
      // Stored as a timestamp; an event still members-first goes public once it has passed.
      const publicFrom = changes.public_from ? new Date(changes.public_from) : null;
      update.public_from = publicFrom ? timestamp(publicFrom) : null;
      if (event.status === 'early_access') update.status = publishedStatus(publicFrom, now);
    }
    if (changes.price !== undefined) update.price_cents = eurosToCents(changes.price);
    if (changes.spots_total !== undefined && changes.spots_total !== event.spots_total) {
      const capacity = capacityChange(event, changes.spots_total);
      if (!capacity.ok) fail('failed-precondition', capacity.reason);
      update.spots_total = capacity.spotsTotal;
      update.spots_left = capacity.spotsLeft;
      if (capacity.added > 0) {
        // New seats: the waitlist first (reads its queue here, then writes its offers).
        const offered = await offerFreedSeatsIn(tx, db, snapshot, capacity.spotsLeft, now);
        update.spots_left = offered.spotsLeft;
        if (offered.offeredSeats > 0)
          update.seats_held = seatsHeldAfter(snapshot, offered.offeredSeats);
      }
    }
    tx.update(snapshot.ref, update);
    return event.status === 'published' && needsChangeNotice(event, changes);
  });
  logs.eventSaved(eventId, admin.uid, 'updated');
  // A new venue: the bookings follow, and a table plan is made again for the new venue's tables
  // (also on a retry of a call that failed during the move).
  if (changes.venue_id !== undefined) {
    await moveEventBookings(db, eventId, changes.venue_id);
    await replanAtVenue(db, eventId, changes.venue_id, now);
  }
  const notified = notify ? (await enqueueEventChange(deps, eventId, 'changed')).enqueued : 0;
  return { eventId, notified };
}
