import { db } from '../lib/admin.js';
import { systemClock } from '../lib/time.js';
import { handleAnswerQuestion } from './answerQuestion.handler.js';
import { onCallable } from '../lib/onCallable.js';

/** Callable, signed in: { questionId, answer } → { ok }, in the path's order only. */
export const answerQuestion = onCallable('answerQuestion', {}, (request) =>
  handleAnswerQuestion(request, { db: db(), clock: systemClock }),
);
