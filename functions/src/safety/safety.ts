// Trust and safety callables (issue 36 §4): block and unblock, reports, the door's incidents and
// the organiser's decisions. Thin entries: the handlers are what the tests call.
import { db } from '../lib/admin.js';
import { STRIPE_SECRET_KEY } from '../lib/config.js';
import { onCallable } from '../lib/onCallable.js';
import { stripeClient } from '../lib/stripe.js';
import { systemClock } from '../lib/time.js';
import { handleBlockMember, handleUnblockMember } from './blocks.handler.js';
import { handleDecideReport } from './decideReport.handler.js';
import { handleFlagDoorIncident, handleReportContent } from './reports.handler.js';

const deps = () => ({ db: db(), clock: systemClock });

export const blockMember = onCallable('blockMember', {}, (request) =>
  handleBlockMember(request, deps()),
);
export const unblockMember = onCallable('unblockMember', {}, (request) =>
  handleUnblockMember(request, deps()),
);
export const reportContent = onCallable('reportContent', {}, (request) =>
  handleReportContent(request, deps()),
);
export const flagDoorIncident = onCallable('flagDoorIncident', {}, (request) =>
  handleFlagDoorIncident(request, deps()),
);
export const decideReport = onCallable(
  'decideReport',
  { secrets: [STRIPE_SECRET_KEY] },
  (request) => handleDecideReport(request, { ...deps(), stripe: stripeClient() }),
);
