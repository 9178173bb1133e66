// recountAdminStats (admin): the console's overview counted from scratch, for repair (a city
// loaded without triggers, a figure gone wrong). Triggers keep it by increments otherwise.

import { recountAdminStatsInputSchema, type RecountAdminStatsOutput } from '@brunchers/model';
import { requireAdmin, type CallRequest } from '../lib/caller.js';
import { parseInput } from '../lib/validate.js';
import type { AdminDeps } from '../admin/deps.js';
import { recountOverview } from './overviewCounters.js';

export async function handleRecountAdminStats(
  request: CallRequest,
  deps: AdminDeps,
): Promise<RecountAdminStatsOutput> {
  await requireAdmin(deps.db, request, 'recountAdminStats');
  parseInput(recountAdminStatsInputSchema, request.data);
  return recountOverview(deps);
}
