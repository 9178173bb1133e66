// Door check-in callables (issue 22); the handler holds the logic.
import { onCall } from 'firebase-functions/v2/https';
import { TICKET_SECRET } from '../lib/config.js';
import { toHttpsError } from '../lib/errors.js';
import { handleGetTicket } from './getTicket.handler.js';
import { liveCheckInDeps } from './liveDeps.js';

export const getTicket = onCall({ secrets: [TICKET_SECRET] }, (request) =>
  handleGetTicket(request, liveCheckInDeps()).catch((error: unknown) => {
    throw toHttpsError(error, 'getTicket');
  }),
);
