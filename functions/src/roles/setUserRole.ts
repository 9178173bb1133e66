import { onCall } from 'firebase-functions/v2/https';
import { toHttpsError } from '../lib/errors.js';
import { liveAdminDeps } from '../admin/liveDeps.js';
import { handleSetUserRole } from './setUserRole.handler.js';

/** Admin only: { uid, role, granted } → { changed }; audited in role_audit. */
export const setUserRole = onCall((request) =>
  handleSetUserRole(request, liveAdminDeps()).catch((error: unknown) => {
    throw toHttpsError(error, 'setUserRole');
  }),
);
