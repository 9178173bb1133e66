import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@brunchers/model';
import { db } from '../lib/admin.js';
import { systemClock } from '../lib/time.js';
import { handleAnswerCreated } from './onAnswerCreated.handler.js';

/** + the question's xp_reward per answer. Retried on failure: the award is idempotent. */
export const onAnswerCreated = onDocumentCreated(
  { document: `${COLLECTIONS.userAnswers}/{answerId}`, retry: true },
  async (event) => {
    await handleAnswerCreated(
      db(),
      { path: event.document, data: event.data?.data() },
      systemClock,
    );
  },
);
