// Table plans (issue 24): the callables, the cut-off schedule and the re-plan trigger. The
// handlers hold the logic; seating itself is the model's (rules/table-plan.ts).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { COLLECTIONS } from '@brunchers/model';
import { db } from '../lib/admin.js';
import { onCallable } from '../lib/onCallable.js';
import { systemClock } from '../lib/time.js';
import { handleMoveTableParty, handlePlanEventTables } from './adminTables.handler.js';
import { handleFinishAfterBrunch } from './afterBrunch.handler.js';
import { handleAttendanceChanged, handlePlanTablesAtCutoff } from './planTablesAtCutoff.handler.js';
import { handleGetTablemates } from './tablemates.handler.js';

const deps = () => ({ db: db(), clock: systemClock });

export const planEventTables = onCallable('planEventTables', {}, (request) =>
  handlePlanEventTables(request, deps()),
);

export const moveTableParty = onCallable('moveTableParty', {}, (request) =>
  handleMoveTableParty(request, deps()),
);

export const getTablemates = onCallable('getTablemates', {}, (request) =>
  handleGetTablemates(request, deps()),
);

export const finishAfterBrunch = onCallable('finishAfterBrunch', {}, (request) =>
  handleFinishAfterBrunch(request, deps()),
);

/** Plans each event's tables 24 hours before it starts (once; re-plans follow bookings). */
export const planTablesAtCutoff = onSchedule({ schedule: 'every 15 minutes' }, async () => {
  await handlePlanTablesAtCutoff(deps());
});

/** A booking confirmed, cancelled or reduced after the plan: re-plan, keeping others' seats. */
export const replanTablesOnAttendance = onDocumentWritten(
  { document: `${COLLECTIONS.eventAttendances}/{bookingId}`, retry: true },
  async (event) => {
    await handleAttendanceChanged(event.data?.before.data(), event.data?.after.data(), deps());
  },
);
