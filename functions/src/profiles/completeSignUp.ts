import { db } from '../lib/admin.js';
import { onCallable } from '../lib/onCallable.js';
import { handleCompleteSignUp } from './completeSignUp.handler.js';

/** Callable: a new account's name, date of birth (18+) and acceptance of the terms (issue 36). */
export const completeSignUp = onCallable('completeSignUp', {}, (request) =>
  handleCompleteSignUp(request, { db: db(), clock: () => new Date() }),
);
