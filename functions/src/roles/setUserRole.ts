import { liveAdminDeps } from '../admin/liveDeps.js';
import { handleSetUserRole } from './setUserRole.handler.js';
import { onCallable } from '../lib/onCallable.js';

/** Admin only: { uid, role, granted } → { changed }; audited in role_audit. */
export const setUserRole = onCallable('setUserRole', {}, (request) =>
  handleSetUserRole(request, liveAdminDeps()),
);
