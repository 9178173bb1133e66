// Reads and writes of the self-discovery path (reviews: lib/reviews.ts). Every query is pinned to the member's
// id (the rules only let members read their own answers and reviews); XP is never written here:
// the server's triggers award it (and the XP toasts follow the profile).
import { answerTextSchema, COLLECTIONS, type SelfDiscoveryQuestionWithId } from '@brunchers/model';
import { collection, getDocs, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { callable } from '../../lib/callables';
import { useLiveQuery, type LiveList } from '../../lib/firebase/live-data';
import { parseQuestion } from '../../lib/questions';

const questionsQuery = (db: Firestore) =>
  query(collection(db, COLLECTIONS.selfDiscoveryQuestions), orderBy('created_at'));

/** Every question, oldest first (the path order). */
export function useQuestions(): LiveList<SelfDiscoveryQuestionWithId> {
  const db = useFirestore();
  const questions = useMemo(() => questionsQuery(db), [db]);
  return useLiveQuery(questions, 'questions', parseQuestion);
}

const parseQuestionId = (_id: string, data: Record<string, unknown>) => String(data.question_id);

const answersQuery = (db: Firestore, uid: string) =>
  query(collection(db, COLLECTIONS.userAnswers), where('user_id', '==', uid));

/** Ids of the questions the member answered. */
export function useAnsweredIds(uid: string): LiveList<string> {
  const db = useFirestore();
  const answers = useMemo(() => answersQuery(db, uid), [db, uid]);
  return useLiveQuery(answers, `answers:${uid}`, parseQuestionId);
}

/** One read of the questions and the member's answers (for the question dialog's pick). */
export async function loadQuestionsAndAnswers(
  db: Firestore,
  uid: string,
): Promise<{ questions: SelfDiscoveryQuestionWithId[]; answeredIds: string[] }> {
  const [questions, answers] = await Promise.all([
    getDocs(questionsQuery(db)),
    getDocs(answersQuery(db, uid)),
  ]);
  return {
    questions: questions.docs.map((row) => parseQuestion(row.id, row.data())),
    answeredIds: answers.docs.map((row) => String(row.get('question_id'))),
  };
}

/**
 * One answer per question, never edited, through the answerQuestion callable: the server checks
 * the path's order and writes user_answers/{uid}_{questionId}.
 */
export async function saveAnswer(questionId: string, answer: string): Promise<void> {
  await callable('answerQuestion')({ questionId, answer: answerTextSchema.parse(answer) });
}
