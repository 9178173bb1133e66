// answerQuestion: a member's self-discovery answer, accepted only in the path's order (docs/product.md,
// model questionLockStates): the first question of a category needs an attended brunch, a later
// one the previous question of its category answered, and each is answered once. The answer is
// written here (clients cannot write user_answers); its XP follows from onAnswerCreated.

import type { Firestore } from 'firebase-admin/firestore';
import {
  ALREADY_ANSWERED,
  COLLECTIONS,
  answerQuestionInputSchema,
  questionLockStates,
  questionStateMessage,
  selfDiscoveryQuestionSchema,
  userAnswerId,
  type AnswerQuestionOutput,
  type UserAnswerDoc,
} from '@brunchers/model';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { requireSignedIn, type CallRequest } from '../lib/caller.js';
import { timestamp, type Clock } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';

export interface AnswerQuestionDeps {
  db: Firestore;
  clock: Clock;
}

export async function handleAnswerQuestion(
  request: CallRequest,
  deps: AnswerQuestionDeps,
): Promise<AnswerQuestionOutput> {
  const { uid } = requireSignedIn(request);
  const input = parseInput(answerQuestionInputSchema, request.data);
  const { db } = deps;
  const answerRef = db.collection(COLLECTIONS.userAnswers).doc(userAnswerId(uid, input.questionId));

  await db.runTransaction(async (tx) => {
    // All reads in the transaction: an answer written meanwhile (another tab) is seen, and the
    // create below fails rather than answering twice.
    const [questions, answers, attended] = await Promise.all([
      tx.get(db.collection(COLLECTIONS.selfDiscoveryQuestions)),
      tx.get(db.collection(COLLECTIONS.userAnswers).where('user_id', '==', uid)),
      tx.get(
        db
          .collection(COLLECTIONS.eventAttendances)
          .where('user_id', '==', uid)
          .where('marked_present', '==', true)
          .limit(1),
      ),
    ]);
    const valid = questions.docs.flatMap((row) => {
      const parsed = selfDiscoveryQuestionSchema.safeParse(row.data());
      return parsed.success ? [{ ...parsed.data, id: row.id }] : [];
    });
    const answeredIds = answers.docs.map((row) => String(row.get('question_id')));
    const state = questionLockStates(valid, answeredIds, !attended.empty)
      .flatMap((path) => path.questions)
      .find(({ question }) => question.id === input.questionId)?.state;
    if (!state) fail('not-found', 'This question does not exist.');
    const refusal = questionStateMessage(state);
    if (refusal !== null) {
      logs.answerRefused(
        uid,
        input.questionId,
        state.status === 'locked' ? state.reason : 'answered',
      );
      fail(refusal === ALREADY_ANSWERED ? 'already-exists' : 'failed-precondition', refusal);
    }
    const answer: UserAnswerDoc = {
      user_id: uid,
      question_id: input.questionId,
      answer: input.answer,
      created_at: timestamp(deps.clock()),
    };
    tx.create(answerRef, answer);
  });
  return { ok: true };
}
