import { handleListUsers } from './listUsers.handler.js';
import { liveAdminDeps } from './liveDeps.js';
import { onCallable } from '../lib/onCallable.js';

/** Admin only: id and e-mail of Auth users, paginated. */
export const listUsers = onCallable('listUsers', {}, (request) =>
  handleListUsers(request, liveAdminDeps()),
);
