import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@brunchers/model';
import { db } from '../lib/admin.js';
import { systemClock } from '../lib/time.js';
import { handleLikeWritten } from './onLikeWritten.handler.js';

/** Written, not only created: a pass later turned into a like also counts. Retried: idempotent. */
export const onLikeWritten = onDocumentWritten(
  { document: `${COLLECTIONS.bruncherLikes}/{likeId}`, retry: true },
  async (event) => {
    await handleLikeWritten(db(), event.data?.after.data(), systemClock);
  },
);
