// Door check-in callables (issue 22); the handler holds the logic.
import { TICKET_SECRET } from '../lib/config.js';
import { handleGetTicket } from './getTicket.handler.js';
import { liveCheckInDeps } from './liveDeps.js';
import { onCallable } from '../lib/onCallable.js';

export const getTicket = onCallable('getTicket', { secrets: [TICKET_SECRET] }, (request) =>
  handleGetTicket(request, liveCheckInDeps()),
);
