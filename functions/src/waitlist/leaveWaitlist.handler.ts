// leaveWaitlist: a member takes their place out of the queue. Only while waiting: seats already
// offered stay theirs until the offer ends (paid, or lapsed to the next in line).

import {
  leaveWaitlistInputSchema,
  waitlistEntrySchema,
  type LeaveWaitlistOutput,
} from '@brunchers/model';
import { requireSignedIn, type CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { timestamp } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import type { WaitlistDeps } from './joinWaitlist.handler.js';
import { queueDoc, readQueue, waitlistEntryRef, waitlistRef } from '../bookings/waitlistOffers.js';

export async function handleLeaveWaitlist(
  request: CallRequest,
  deps: WaitlistDeps,
): Promise<LeaveWaitlistOutput> {
  const auth = requireSignedIn(request);
  const { entryId } = parseInput(leaveWaitlistInputSchema, request.data);
  const { db } = deps;
  const answer = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(waitlistEntryRef(db, entryId));
    const parsed = waitlistEntrySchema.safeParse(snapshot.data());
    if (!snapshot.exists || !parsed.success) fail('not-found', 'Waitlist entry not found.');
    const entry = parsed.data;
    if (entry.user_id !== auth.uid) fail('permission-denied', 'This is not your waitlist place.');
    if (entry.status !== 'waiting') return { status: entry.status, left: false };
    const queueSnapshot = await tx.get(waitlistRef(db, entry.event_id));
    const now = deps.clock();
    const queue = readQueue(queueSnapshot).filter((item) => item.entry_id !== entryId);
    tx.update(snapshot.ref, { status: 'left', updated_at: timestamp(now) });
    tx.set(queueSnapshot.ref, queueDoc(entry.event_id, queue, now));
    return { status: 'left', left: true, eventId: entry.event_id };
  });
  if (answer.left && answer.eventId) logs.waitlistLeft(answer.eventId, entryId);
  return { status: answer.status };
}
