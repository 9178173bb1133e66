import { adminAuth, db } from '../lib/admin.js';
import { systemClock } from '../lib/time.js';
import type { AdminDeps } from './deps.js';

export function liveAdminDeps(): AdminDeps {
  return { db: db(), auth: adminAuth(), clock: systemClock };
}
