// Door check-in callables (issue 22); the handler holds the logic.
import { TICKET_SECRET } from '../lib/config.js';
import { handleUndoCheckIn } from './undoCheckIn.handler.js';
import { liveCheckInDeps } from './liveDeps.js';
import { onCallable } from '../lib/onCallable.js';

export const undoCheckIn = onCallable('undoCheckIn', { secrets: [TICKET_SECRET] }, (request) =>
  handleUndoCheckIn(request, liveCheckInDeps()),
);
