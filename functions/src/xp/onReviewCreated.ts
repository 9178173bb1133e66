import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@brunchers/model';
import { db } from '../lib/admin.js';
import { systemClock } from '../lib/time.js';
import { handleReviewCreated } from './onReviewCreated.handler.js';

/** +25 XP per review. Retried on failure: the award is idempotent. */
export const onReviewCreated = onDocumentCreated(
  { document: `${COLLECTIONS.brunchReviews}/{reviewId}`, retry: true },
  async (event) => {
    await handleReviewCreated(
      db(),
      { path: event.document, data: event.data?.data() },
      systemClock,
    );
  },
);
