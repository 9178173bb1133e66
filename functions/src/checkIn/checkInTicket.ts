// Door check-in callables (issue 22); the handler holds the logic.
import { onCall } from 'firebase-functions/v2/https';
import { TICKET_SECRET } from '../lib/config.js';
import { toHttpsError } from '../lib/errors.js';
import { handleCheckInTicket } from './checkInTicket.handler.js';
import { liveCheckInDeps } from './liveDeps.js';

export const checkInTicket = onCall({ secrets: [TICKET_SECRET] }, (request) =>
  handleCheckInTicket(request, liveCheckInDeps()).catch((error: unknown) => {
    throw toHttpsError(error, 'checkInTicket');
  }),
);
