// publishEvent / unpublishEvent (admin): a draft goes live, or a live event nobody has booked goes
// back to draft (model eventStatusRefusal). Cancelling is cancelEvent (it refunds).

import {
  COLLECTIONS,
  eventIdInputSchema,
  eventStatusRefusal,
  publishedStatus,
  seatsTaken,
  toDate,
  type EventStatus,
  type SetEventStatusOutput,
} from '@brunchers/model';
import { requireAdmin, type CallRequest } from '../../lib/caller.js';
import { fail } from '../../lib/errors.js';
import { logs } from '../../lib/logs.js';
import { timestamp } from '../../lib/time.js';
import { parseInput } from '../../lib/validate.js';
import type { OrganiserEventDeps } from './deps.js';
import { readEvent } from './eventDocs.js';

export function handlePublishEvent(request: CallRequest, deps: OrganiserEventDeps) {
  return setStatus(request, deps, 'published', 'publishEvent');
}

export function handleUnpublishEvent(request: CallRequest, deps: OrganiserEventDeps) {
  return setStatus(request, deps, 'draft', 'unpublishEvent');
}

async function setStatus(
  request: CallRequest,
  deps: OrganiserEventDeps,
  to: Extract<EventStatus, 'draft' | 'published'>,
  action: string,
): Promise<SetEventStatusOutput> {
  const admin = await requireAdmin(deps.db, request, action);
  const { eventId } = parseInput(eventIdInputSchema, request.data);
  const { db } = deps;
  const status = await db.runTransaction(async (tx) => {
    const ref = db.collection(COLLECTIONS.events).doc(eventId);
    const event = readEvent(await tx.get(ref));
    // Read in the transaction: a booking made meanwhile is counted (its hold moved spots_left).
    const refusal = eventStatusRefusal(event.status, to, seatsTaken(event));
    if (refusal) fail('failed-precondition', refusal);
    // Published with a public-from time ahead: members with early access first (issue 39).
    const target: EventStatus =
      to === 'published'
        ? publishedStatus(event.public_from ? toDate(event.public_from) : null, deps.clock())
        : to;
    if (event.status === target) return target;
    const now = timestamp(deps.clock());
    tx.update(ref, {
      status: target,
      updated_at: now,
      ...(to === 'published' ? { published_at: now } : {}),
    });
    return target;
  });
  logs.eventSaved(eventId, admin.uid, status);
  return { eventId, status };
}
