import { handleImportUsers } from './importUsers.handler.js';
import { liveAdminDeps } from './liveDeps.js';
import { onCallable } from '../lib/onCallable.js';

/** Admin only: creates the sample members (Auth users, profiles, roles). */
export const importUsers = onCallable('importUsers', {}, (request) =>
  handleImportUsers(request, liveAdminDeps()),
);
