// importStories (admin): writes the CSV rows the client parsed (the model's skip rules already
// applied) to brunch_stories/{rowId}. Every row is validated on its own, so one bad row fails
// alone with its reason (an IMPORT_PROBLEMS key, read in the admin's language); HTML bodies are sanitised on the way in.

import { z } from 'zod';
import {
  COLLECTIONS,
  IMPORT_STORIES_MAX,
  storyDocFromImportRow,
  storyId,
  storyImportRowSchema,
  storyRowProblem,
  type ImportStoriesOutput,
} from '@brunchers/model';
import { logs } from '../lib/logs.js';
import { requireAdmin, type CallRequest } from '../lib/caller.js';
import { sanitizeStoryHtml } from '../lib/sanitize.js';
import { parseInput } from '../lib/validate.js';
import type { AdminDeps } from './deps.js';

/** The envelope only; rows are checked one by one below. */
const envelopeSchema = z.strictObject({
  stories: z.array(z.unknown()).min(1).max(IMPORT_STORIES_MAX),
});

export async function handleImportStories(
  request: CallRequest,
  deps: AdminDeps,
): Promise<ImportStoriesOutput> {
  await requireAdmin(deps.db, request, 'importStories');
  const { stories } = parseInput(envelopeSchema, request.data);
  const now = deps.clock();
  const output: ImportStoriesOutput = { successful: 0, failed: 0, failures: [] };
  const batch = deps.db.batch();
  const seen = new Set<string>();

  stories.forEach((raw, index) => {
    const rowLabel = rowIdOf(raw) ?? `#${index + 1}`;
    const parsed = storyImportRowSchema.safeParse(raw);
    if (!parsed.success) {
      output.failures.push({ rowId: rowLabel, problem: storyRowProblem(parsed.error) });
      return;
    }
    const id = storyId(parsed.data.rowId);
    if (seen.has(id)) {
      output.failures.push({ rowId: rowLabel, problem: { key: 'duplicateRowId' } });
      return;
    }
    seen.add(id);
    const doc = storyDocFromImportRow(parsed.data, now);
    batch.set(deps.db.collection(COLLECTIONS.brunchStories).doc(id), {
      ...doc,
      content: doc.content === null ? null : sanitizeStoryHtml(doc.content),
    });
    output.successful++;
  });
  output.failed = output.failures.length;
  if (output.successful > 0) await batch.commit();
  logs.storiesImported(output.successful, output.failed);
  return output;
}

function rowIdOf(raw: unknown): string | null {
  const rowId = (raw as { rowId?: unknown } | null)?.rowId;
  return typeof rowId === 'string' && rowId.length <= 100 ? rowId : null;
}
