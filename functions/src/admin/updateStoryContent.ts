import { handleUpdateStoryContent } from './updateStoryContent.handler.js';
import { liveAdminDeps } from './liveDeps.js';
import { onCallable } from '../lib/onCallable.js';

/** Admin only: sanitises stored story HTML. */
export const updateStoryContent = onCallable('updateStoryContent', {}, (request) =>
  handleUpdateStoryContent(request, liveAdminDeps()),
);
