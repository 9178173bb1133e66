// The organiser console's event callables (issue 23), admin only: each handler checks the
// caller's role document first.
import type { CallableName, CallableOutput } from '@brunchers/model';
import { STRIPE_SECRET_KEY } from '../../lib/config.js';
import type { CallRequest } from '../../lib/caller.js';
import { onCallable } from '../../lib/onCallable.js';
import { handleCancelEvent } from './cancelEvent.handler.js';
import { handleCreateEvent, handleDuplicateEvent } from './createEvent.handler.js';
import type { OrganiserEventDeps } from './deps.js';
import { handlePublishEvent, handleUnpublishEvent } from './eventStatus.handler.js';
import { liveOrganiserEventDeps } from './liveDeps.js';
import { handleUpdateEvent } from './updateEvent.handler.js';

const callable = <N extends CallableName>(
  name: N,
  handle: (request: CallRequest, deps: OrganiserEventDeps) => Promise<CallableOutput<N>>,
) =>
  onCallable(name, { secrets: [STRIPE_SECRET_KEY] }, (request) =>
    handle(request, liveOrganiserEventDeps()),
  );

/** A new draft event. */
export const createEvent = callable('createEvent', handleCreateEvent);
/** Changes an event (capacity in a transaction, price for new bookings only, change mails). */
export const updateEvent = callable('updateEvent', handleUpdateEvent);
/** A draft copy of an event. */
export const duplicateEvent = callable('duplicateEvent', handleDuplicateEvent);
export const publishEvent = callable('publishEvent', handlePublishEvent);
export const unpublishEvent = callable('unpublishEvent', handleUnpublishEvent);
/** Cancels an event: refunds, releases holds, clears the waitlist, mails everyone. Re-runnable. */
export const cancelEvent = callable('cancelEvent', handleCancelEvent);
