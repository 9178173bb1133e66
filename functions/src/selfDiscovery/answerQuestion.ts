import { onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { toHttpsError } from '../lib/errors.js';
import { systemClock } from '../lib/time.js';
import { handleAnswerQuestion } from './answerQuestion.handler.js';

/** Callable, signed in: { questionId, answer } → { ok }, in the path's order only (§4). */
export const answerQuestion = onCall((request) =>
  handleAnswerQuestion(request, { db: db(), clock: systemClock }).catch((error: unknown) => {
    throw toHttpsError(error, 'answerQuestion');
  }),
);
