import { liveAdminDeps } from '../admin/liveDeps.js';
import { onCallable } from '../lib/onCallable.js';
import { handleRecountAdminStats } from './recountAdminStats.handler.js';

/** Admin only: the console's overview counted from scratch (repair). */
export const recountAdminStats = onCallable(
  'recountAdminStats',
  { timeoutSeconds: 540 },
  (request) => handleRecountAdminStats(request, liveAdminDeps()),
);
