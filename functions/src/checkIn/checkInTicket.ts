// Door check-in callables (issue 22); the handler holds the logic.
import { TICKET_SECRET } from '../lib/config.js';
import { handleCheckInTicket } from './checkInTicket.handler.js';
import { liveCheckInDeps } from './liveDeps.js';
import { onCallable } from '../lib/onCallable.js';

export const checkInTicket = onCallable('checkInTicket', { secrets: [TICKET_SECRET] }, (request) =>
  handleCheckInTicket(request, liveCheckInDeps()),
);
