import { onCall } from 'firebase-functions/v2/https';
import { toHttpsError } from '../lib/errors.js';
import { handleListUsers } from './listUsers.handler.js';
import { liveAdminDeps } from './liveDeps.js';

/** Admin only: id and e-mail of Auth users, paginated. */
export const listUsers = onCall((request) =>
  handleListUsers(request, liveAdminDeps()).catch((error: unknown) => {
    throw toHttpsError(error, 'listUsers');
  }),
);
