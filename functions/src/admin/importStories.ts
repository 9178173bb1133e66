import { onCall } from 'firebase-functions/v2/https';
import { toHttpsError } from '../lib/errors.js';
import { handleImportStories } from './importStories.handler.js';
import { liveAdminDeps } from './liveDeps.js';

/** Admin only: imports parsed story CSV rows. */
export const importStories = onCall((request) =>
  handleImportStories(request, liveAdminDeps()).catch((error: unknown) => {
    throw toHttpsError(error, 'importStories');
  }),
);
