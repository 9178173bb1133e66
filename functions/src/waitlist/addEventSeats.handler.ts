// addEventSeats (admin): more capacity for an event. The new seats go to the waitlist first
// (offerFreedSeatsIn, same transaction), and only what nobody in line can take goes on sale.
// Admins never write spots_left themselves (firestore.rules), so this is the way to grow an event.

import {
  addEventSeatsInputSchema,
  readEventSeats,
  type AddEventSeatsOutput,
} from '@brunchers/model';
import { requireAdmin, type CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { parseInput } from '../lib/validate.js';
import { eventRef, seatsHeldAfter } from '../lib/bookingDocs.js';
import type { WaitlistDeps } from './joinWaitlist.handler.js';
import { offerFreedSeatsIn } from '../bookings/waitlistOffers.js';

export async function handleAddEventSeats(
  request: CallRequest,
  deps: WaitlistDeps,
): Promise<AddEventSeatsOutput> {
  await requireAdmin(deps.db, request, 'addEventSeats');
  const { eventId, seats } = parseInput(addEventSeatsInputSchema, request.data);
  const { db } = deps;
  const answer = await db.runTransaction(async (tx) => {
    const event = await tx.get(eventRef(db, eventId));
    if (!event.exists) fail('not-found', 'Event not found.');
    const { spotsTotal, spotsLeft } = readEventSeats(event.data());
    if (spotsTotal === null || spotsLeft === null)
      fail('failed-precondition', 'This event has no readable seat counts.');
    const after = await offerFreedSeatsIn(tx, db, event, spotsLeft + seats, deps.clock());
    const total = spotsTotal + seats;
    tx.update(event.ref, {
      spots_total: total,
      spots_left: after.spotsLeft,
      seats_held: seatsHeldAfter(event, after.offeredSeats),
    });
    return { spotsTotal: total, offered: after.offeredSeats };
  });
  logs.eventSeatsAdded(eventId, seats, answer.offered);
  return answer;
}
