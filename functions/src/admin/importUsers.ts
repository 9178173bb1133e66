import { onCall } from 'firebase-functions/v2/https';
import { toHttpsError } from '../lib/errors.js';
import { handleImportUsers } from './importUsers.handler.js';
import { liveAdminDeps } from './liveDeps.js';

/** Admin only: creates the sample members (Auth users, profiles, roles). */
export const importUsers = onCall((request) =>
  handleImportUsers(request, liveAdminDeps()).catch((error: unknown) => {
    throw toHttpsError(error, 'importUsers');
  }),
);
