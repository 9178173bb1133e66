import { liveAdminDeps } from '../admin/liveDeps.js';
import { onCallable } from '../lib/onCallable.js';
import { handleRecountMemberStats } from './recountMemberStats.handler.js';

/** Admin only: member_stats counted from scratch, one member or all (backfill, repair). */
export const recountMemberStats = onCallable(
  'recountMemberStats',
  { timeoutSeconds: 540 },
  (request) => handleRecountMemberStats(request, liveAdminDeps()),
);
