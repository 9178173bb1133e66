import { onCall } from 'firebase-functions/v2/https';
import { toHttpsError } from '../lib/errors.js';
import { handleUpdateStoryContent } from './updateStoryContent.handler.js';
import { liveAdminDeps } from './liveDeps.js';

/** Admin only: sanitises stored story HTML. */
export const updateStoryContent = onCall((request) =>
  handleUpdateStoryContent(request, liveAdminDeps()).catch((error: unknown) => {
    throw toHttpsError(error, 'updateStoryContent');
  }),
);
