// Door check-in callables (issue 22); the handler holds the logic.
import { onCall } from 'firebase-functions/v2/https';
import { TICKET_SECRET } from '../lib/config.js';
import { toHttpsError } from '../lib/errors.js';
import { handleUndoCheckIn } from './undoCheckIn.handler.js';
import { liveCheckInDeps } from './liveDeps.js';

export const undoCheckIn = onCall({ secrets: [TICKET_SECRET] }, (request) =>
  handleUndoCheckIn(request, liveCheckInDeps()).catch((error: unknown) => {
    throw toHttpsError(error, 'undoCheckIn');
  }),
);
