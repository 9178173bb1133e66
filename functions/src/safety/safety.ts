// Trust and safety callables (issue 36 §4): block and unblock, reports, the door's incidents and
// the organiser's decisions, and lifting a suspension. Thin entries: the handlers are what the tests call.
import { getStorage } from 'firebase-admin/storage';
import { adminApp, db } from '../lib/admin.js';
import { STRIPE_SECRET_KEY } from '../lib/config.js';
import { onCallable } from '../lib/onCallable.js';
import { stripeClient } from '../lib/stripe.js';
import { systemClock } from '../lib/time.js';
import { handleBlockMember, handleUnblockMember } from './blocks.handler.js';
import { handleDecideReport } from './decideReport.handler.js';
import { handleLiftSuspension } from './liftSuspension.handler.js';
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
  (request) =>
    handleDecideReport(request, {
      ...deps(),
      stripe: stripeClient(),
      bucket: getStorage(adminApp()).bucket(),
    }),
);
export const liftSuspension = onCallable('liftSuspension', {}, (request) =>
  handleLiftSuspension(request, deps()),
);
