// updateStoryContent (admin): sanitises the HTML body of every stored story (scripts, inline
// handlers and unsafe links removed), rewriting only the stories that change.

import {
  COLLECTIONS,
  updateStoryContentInputSchema,
  type UpdateStoryContentOutput,
} from '@brunchers/model';
import { logs } from '../lib/logs.js';
import { requireAdmin, type CallRequest } from '../lib/caller.js';
import { sanitizeStoryHtml } from '../lib/sanitize.js';
import { parseInput } from '../lib/validate.js';
import type { AdminDeps } from './deps.js';

const BATCH_LIMIT = 400;

export async function handleUpdateStoryContent(
  request: CallRequest,
  deps: AdminDeps,
): Promise<UpdateStoryContentOutput> {
  await requireAdmin(deps.db, request, 'updateStoryContent');
  parseInput(updateStoryContentInputSchema, request.data);
  const stories = await deps.db.collection(COLLECTIONS.brunchStories).get();
  let updated = 0;
  let batch = deps.db.batch();
  let pending = 0;
  for (const story of stories.docs) {
    const content = story.get('content');
    if (typeof content !== 'string') continue;
    const clean = sanitizeStoryHtml(content);
    if (clean === content) continue;
    batch.update(story.ref, { content: clean });
    updated++;
    if (++pending === BATCH_LIMIT) {
      await batch.commit();
      batch = deps.db.batch();
      pending = 0;
    }
  }
  if (pending > 0) await batch.commit();
  logs.storyContentUpdated(updated);
  return { updated };
}
