// createEvent and duplicateEvent (admin): a new event is always a draft with every seat free;
// nobody but admins sees it until publishEvent. A copy takes the organiser's fields of another
// event (never its bookings, seats or status).

import {
  COLLECTIONS,
  createEventInputSchema,
  duplicateTitle,
  eventIdInputSchema,
  eventInputOf,
  newEventDoc,
  eventExtrasSchema,
  type EventIdOutput,
  type EventInput,
  type HostCopy,
} from '@brunchers/model';
import { requireAdmin, type CallRequest } from '../../lib/caller.js';
import { logs } from '../../lib/logs.js';
import { timestamp } from '../../lib/time.js';
import { parseInput } from '../../lib/validate.js';
import type { OrganiserEventDeps } from './deps.js';
import { hostCopyFor, readEvent, requireVenue } from './eventDocs.js';

export async function handleCreateEvent(
  request: CallRequest,
  deps: OrganiserEventDeps,
): Promise<EventIdOutput> {
  const admin = await requireAdmin(deps.db, request, 'createEvent');
  const { event } = parseInput(createEventInputSchema, request.data);
  // Its own policy within the console's bounds, a readable public-from time (issue 39).
  parseInput(eventExtrasSchema, { policy: event.policy, public_from: event.public_from });
  return { eventId: await insertDraft(deps, event, admin.uid) };
}

export async function handleDuplicateEvent(
  request: CallRequest,
  deps: OrganiserEventDeps,
): Promise<EventIdOutput> {
  const admin = await requireAdmin(deps.db, request, 'duplicateEvent');
  const { eventId } = parseInput(eventIdInputSchema, request.data);
  const source = readEvent(await deps.db.collection(COLLECTIONS.events).doc(eventId).get());
  const input = eventInputOf(source);
  // An event from before hosts were a list keeps its typed host on the copy.
  const host = input.host_id
    ? undefined
    : { host_name: source.host_name, host_avatar: source.host_avatar, host_rating: null };
  return {
    eventId: await insertDraft(
      deps,
      {
        ...input,
        title: duplicateTitle(input.title),
        title_pt: duplicateTitle(input.title_pt ?? '', '(cópia)'),
      },
      admin.uid,
      host,
    ),
  };
}

async function insertDraft(
  deps: OrganiserEventDeps,
  input: EventInput,
  adminUid: string,
  legacyHost?: HostCopy,
): Promise<string> {
  await requireVenue(deps.db, input.venue_id);
  const host = legacyHost ?? (await hostCopyFor(deps.db, input.host_id));
  const now = timestamp(deps.clock());
  const ref = deps.db.collection(COLLECTIONS.events).doc();
  await ref.create({
    ...newEventDoc(input, host),
    created_by: adminUid,
    created_at: now,
    updated_at: now,
  });
  logs.eventSaved(ref.id, adminUid, 'created');
  return ref.id;
}
