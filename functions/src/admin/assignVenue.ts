import { onCall } from 'firebase-functions/v2/https';
import { toHttpsError } from '../lib/errors.js';
import { handleAssignVenue } from './assignVenue.handler.js';
import { liveAdminDeps } from './liveDeps.js';

/** Admin only: assigns a venue to a booking and its attendance. */
export const assignVenue = onCall((request) =>
  handleAssignVenue(request, liveAdminDeps()).catch((error: unknown) => {
    throw toHttpsError(error, 'assignVenue');
  }),
);
