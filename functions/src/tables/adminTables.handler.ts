// The organiser's table-plan callables (admins only; members and partners are refused):
// planEventTables plans an event afresh now; moveTableParty moves one whole party to another
// table, refused when it lacks seats or someone there must not sit with them.

import {
  TABLE_PLAN_TEXTS,
  moveParty,
  moveTablePartyInputSchema,
  planEventTablesInputSchema,
  type TablePlanDoc,
  type TablePlanOutput,
} from '@brunchers/model';
import { requireAdmin, type CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { parseInput } from '../lib/validate.js';
import type { TablesDeps } from './deps.js';
import {
  loadPlanContext,
  planDocument,
  planEvent,
  readPlan,
  retryOnPlanChange,
  savePlan,
} from './tablePlan.js';

export function planSummary(plan: TablePlanDoc): TablePlanOutput {
  return {
    tables: plan.tables.filter((table) => table.parties.length > 0).length,
    seated: plan.tables.reduce(
      (sum, table) => sum + table.parties.reduce((n, party) => n + party.guest_count, 0),
      0,
    ),
    unseated: plan.unseated.length,
    averageScore: plan.average_score,
  };
}

export async function handlePlanEventTables(
  request: CallRequest,
  deps: TablesDeps,
): Promise<TablePlanOutput> {
  await requireAdmin(deps.db, request, 'planEventTables');
  const { eventId } = parseInput(planEventTablesInputSchema, request.data);
  const plan = await planEvent(deps.db, eventId, 'admin', deps.clock());
  if (!plan) fail('not-found', TABLE_PLAN_TEXTS.notFound);
  return planSummary(plan);
}

export async function handleMoveTableParty(
  request: CallRequest,
  deps: TablesDeps,
): Promise<TablePlanOutput> {
  await requireAdmin(deps.db, request, 'moveTableParty');
  const input = parseInput(moveTablePartyInputSchema, request.data);
  const { db } = deps;
  const plan = await retryOnPlanChange(async () => {
    const previous = await readPlan(db, input.eventId);
    const context = await loadPlanContext(db, input.eventId);
    if (!previous || !context) fail('not-found', TABLE_PLAN_TEXTS.notFound);
    const current = {
      tables: previous.plan.tables.map((table) => ({
        number: table.number,
        seats: table.seats,
        party_ids: table.parties.map((party) => party.booking_id),
      })),
      unseated: previous.plan.unseated.map((party) => party.booking_id),
    };
    const moved = moveParty(current, input.bookingId, input.table, context.input);
    if (moved.check === 'no_room') fail('failed-precondition', TABLE_PLAN_TEXTS.noRoom);
    if (moved.check === 'forbidden') fail('failed-precondition', TABLE_PLAN_TEXTS.forbidden);
    if (moved.check !== 'ok') fail('not-found', TABLE_PLAN_TEXTS.notFound);
    const next = planDocument(context, moved.plan, 'move', deps.clock());
    next.planned_at = previous.plan.planned_at;
    // Stored only if no re-plan came in between; the moved party's attendance follows.
    await savePlan(db, context, next, previous);
    return next;
  });
  return planSummary(plan);
}
