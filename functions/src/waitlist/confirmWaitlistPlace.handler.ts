// confirmWaitlistPlace: the link in a guest's first waitlist mail (issue 36). Only now does the
// place enter the queue, so seats are offered (and offer mails sent) only to an address whose
// owner asked for them. Opening the link again answers the same place.

import {
  WAITLIST_ALREADY_FREE,
  WAITLIST_CONFIRM_FAILED,
  confirmTokenInputSchema,
  eventStatusOf,
  isUpcoming,
  mustWaitFor,
  queueWith,
  readEventSeats,
  toDateString,
  waitlistEntrySchema,
  waitlistPosition,
  type ConfirmWaitlistPlaceOutput,
} from '@brunchers/model';
import type { CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { timestamp } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import { eventRef } from '../lib/bookingDocs.js';
import { queueDoc, readQueue, waitlistEntryRef, waitlistRef } from '../bookings/waitlistOffers.js';
import { verifyWaitlistConfirmToken } from '../mail/unsubscribeToken.js';
import type { WaitlistDeps } from './joinWaitlist.handler.js';

export async function handleConfirmWaitlistPlace(
  request: CallRequest,
  deps: WaitlistDeps & { tokenSecret: string },
): Promise<ConfirmWaitlistPlaceOutput> {
  const { token } = parseInput(confirmTokenInputSchema, request.data);
  const entryId = verifyWaitlistConfirmToken(deps.tokenSecret, token);
  if (!entryId) fail('invalid-argument', WAITLIST_CONFIRM_FAILED);
  const { db } = deps;
  const answer = await db.runTransaction(async (tx) => {
    const now = deps.clock();
    const snapshot = await tx.get(waitlistEntryRef(db, entryId));
    const parsed = waitlistEntrySchema.safeParse(snapshot.data());
    if (!parsed.success) fail('not-found', WAITLIST_CONFIRM_FAILED);
    const entry = parsed.data;
    const queueSnapshot = await tx.get(waitlistRef(db, entry.event_id));
    const event = await tx.get(eventRef(db, entry.event_id));
    const queue = readQueue(queueSnapshot);
    if (entry.status === 'waiting' || entry.status === 'offered')
      return {
        eventId: entry.event_id,
        position: waitlistPosition(queue, entryId) ?? 0,
        new: false,
      };
    if (entry.status !== 'unconfirmed') fail('failed-precondition', WAITLIST_CONFIRM_FAILED);
    const { eventDate, spotsLeft } = readEventSeats(event.data());
    if (
      !event.exists ||
      eventDate === null ||
      spotsLeft === null ||
      eventStatusOf(event.data() ?? {}) !== 'published' ||
      !isUpcoming({ event_date: eventDate }, toDateString(now))
    )
      fail('failed-precondition', WAITLIST_CONFIRM_FAILED);
    // Seats went on sale meanwhile: nobody in line may sit next to free seats, so book them.
    if (!mustWaitFor(spotsLeft, entry.party_size)) {
      tx.update(snapshot.ref, { status: 'left', updated_at: timestamp(now) });
      return { free: true as const };
    }
    const next = queueWith(queue, {
      entry_id: entryId,
      party_size: entry.party_size,
      member_priority: entry.member_priority,
    });
    tx.update(snapshot.ref, {
      status: 'waiting',
      joined_at: timestamp(now),
      updated_at: timestamp(now),
    });
    tx.set(queueSnapshot.ref, queueDoc(entry.event_id, next, now));
    return { eventId: entry.event_id, position: waitlistPosition(next, entryId) ?? 0, new: true };
  });
  if ('free' in answer) fail('failed-precondition', WAITLIST_ALREADY_FREE);
  if (answer.new) logs.waitlistConfirmed(answer.eventId, entryId, answer.position);
  return { eventId: answer.eventId, position: answer.position };
}
