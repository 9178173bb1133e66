import { handleImportMembers } from './importMembers.handler.js';
import { liveAdminDeps } from './liveDeps.js';
import { APP_URL } from '../lib/config.js';
import { onCallable } from '../lib/onCallable.js';

/** Admin only: the owner's member CSV, dry run or real (Auth users, profiles, invitations). */
export const importMembers = onCallable('importMembers', { timeoutSeconds: 300 }, (request) =>
  handleImportMembers(request, { ...liveAdminDeps(), appUrl: APP_URL.value() }),
);
