import { handleImportStories } from './importStories.handler.js';
import { liveAdminDeps } from './liveDeps.js';
import { onCallable } from '../lib/onCallable.js';

/** Admin only: imports parsed story CSV rows. */
export const importStories = onCallable('importStories', {}, (request) =>
  handleImportStories(request, liveAdminDeps()),
);
