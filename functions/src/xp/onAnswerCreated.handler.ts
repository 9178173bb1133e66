// A self-discovery answer earns its author the question's xp_reward, once.

import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@brunchers/model';
import { logs } from '../lib/logs.js';
import type { Clock } from '../lib/time.js';
import { awardXp } from './awardXp.js';
import type { CreatedDocument } from './onReviewCreated.handler.js';

export async function handleAnswerCreated(
  db: Firestore,
  answer: CreatedDocument,
  clock: Clock,
): Promise<boolean> {
  const uid = answer.data?.user_id;
  const questionId = answer.data?.question_id;
  if (
    typeof uid !== 'string' ||
    uid === '' ||
    typeof questionId !== 'string' ||
    questionId === ''
  ) {
    logs.xpSkipped(answer.path, 'answer has no user_id or question_id');
    return false;
  }
  const question = await db.collection(COLLECTIONS.selfDiscoveryQuestions).doc(questionId).get();
  const reward = question.get('xp_reward');
  if (!question.exists || !Number.isInteger(reward) || reward <= 0) {
    logs.xpSkipped(answer.path, `question ${questionId} is missing or has no xp_reward`);
    return false;
  }
  return awardXp(db, { uid, source: answer.path, xp: reward }, clock);
}
