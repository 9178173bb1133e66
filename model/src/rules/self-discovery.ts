// Self-discovery path rules: per category, questions in their position's order (else
// created_at; the console reorders them), retired ones left out; the first is
// locked until the member attended a brunch, each later one until the previous is answered;
// answered ones stay answered.

import { QUESTION_CATEGORIES, QUESTION_FETCH_LIMIT, type QuestionCategory } from '../constants';
import { ALREADY_ANSWERED, COMPLETE_PREVIOUS_FIRST, UNLOCK_BY_BOOKING } from '../messages';
import { toDate, type TimestampLike } from '../schemas/common';

interface Question {
  id: string;
  category: string;
  created_at: TimestampLike;
  position?: number | undefined;
  retired?: boolean | undefined;
}

export type LockReason = 'needs-attendance' | 'needs-previous';
export type QuestionState =
  { status: 'answered' } | { status: 'open' } | { status: 'locked'; reason: LockReason };

export interface CategoryPath<Q extends Question> {
  category: QuestionCategory;
  questions: { question: Q; state: QuestionState }[];
}

/** A question's place in its category: its position, else its creation time (in ms). */
export function questionPosition(question: Question): number {
  return question.position ?? toDate(question.created_at).getTime();
}

/** Path order within a category: position (or creation time), then id. */
export function byPathOrder(a: Question, b: Question): number {
  return questionPosition(a) - questionPosition(b) || a.id.localeCompare(b.id);
}

/** One path per category (fixed category order), each question with its state. */
export function questionLockStates<Q extends Question>(
  questions: readonly Q[],
  answeredIds: Iterable<string>,
  hasAttended: boolean,
): CategoryPath<Q>[] {
  const answered = new Set(answeredIds);
  return QUESTION_CATEGORIES.map((category) => {
    // Retired questions leave the path (an answered one keeps its XP, which lives elsewhere).
    const path = questions
      .filter((question) => question.category === category && !question.retired)
      .sort(byPathOrder);
    return {
      category,
      questions: path.map((question, index) => {
        let state: QuestionState;
        if (answered.has(question.id)) state = { status: 'answered' };
        else if (index === 0)
          state = hasAttended
            ? { status: 'open' }
            : { status: 'locked', reason: 'needs-attendance' };
        else if (answered.has(path[index - 1]!.id)) state = { status: 'open' };
        else state = { status: 'locked', reason: 'needs-previous' };
        return { question, state };
      }),
    };
  });
}

/** The info text shown when a question that cannot be answered is clicked; null if open. */
export function questionStateMessage(state: QuestionState): string | null {
  if (state.status === 'answered') return ALREADY_ANSWERED;
  if (state.status === 'open') return null;
  return state.reason === 'needs-attendance' ? UNLOCK_BY_BOOKING : COMPLETE_PREVIOUS_FIRST;
}

/** answered / total as a fraction 0..1; 0 when there are no questions. */
export function progress(answered: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(1, Math.max(0, answered / total));
}

/**
 * The question dialog's pick: among the first `limit` questions the path has open (unlocked
 * and unanswered, by questionLockStates: each category's next question, never one after a gap),
 * in the given order, one chosen with `random` (a function returning [0, 1)); null when none is.
 */
export function pickRandomOpenQuestion<Q extends Question>(
  questions: readonly Q[],
  answeredIds: Iterable<string>,
  hasAttended: boolean,
  random: () => number,
  limit = QUESTION_FETCH_LIMIT,
): Q | null {
  const open = new Set(
    questionLockStates(questions, answeredIds, hasAttended)
      .flatMap((path) => path.questions)
      .filter(({ state }) => state.status === 'open')
      .map(({ question }) => question.id),
  );
  const candidates = questions.filter((question) => open.has(question.id)).slice(0, limit);
  if (candidates.length === 0) return null;
  const index = Math.min(candidates.length - 1, Math.floor(random() * candidates.length));
  return candidates[index] ?? null;
}
