import { handleAssignVenue } from './assignVenue.handler.js';
import { liveAdminDeps } from './liveDeps.js';
import { onCallable } from '../lib/onCallable.js';

/** Admin only: assigns a venue to a booking and its attendance. */
export const assignVenue = onCallable('assignVenue', {}, (request) =>
  handleAssignVenue(request, liveAdminDeps()),
);
