import { describe, expect, it } from 'vitest';
import {
  ALREADY_ANSWERED,
  COMPLETE_PREVIOUS_FIRST,
  pickRandomOpenQuestion,
  progress,
  questionLockStates,
  questionStateMessage,
  UNLOCK_BY_BOOKING,
} from '../src/index';

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute));
// Deliberately out of created_at order.
const questions = [
  { id: 'p2', category: 'preferences', created_at: at(2) },
  { id: 'p1', category: 'preferences', created_at: at(1) },
  { id: 'p3', category: 'preferences', created_at: { toDate: () => at(3) } },
  { id: 's1', category: 'social', created_at: at(0) },
];

const statesOf = (answered: string[], attended: boolean) =>
  Object.fromEntries(
    questionLockStates(questions, answered, attended).flatMap((path) =>
      path.questions.map(({ question, state }) => [question.id, state]),
    ),
  );

describe('questionLockStates', () => {
  it('returns every category in the fixed order, questions by created_at', () => {
    const paths = questionLockStates(questions, [], true);
    expect(paths.map((path) => path.category)).toEqual([
      'preferences',
      'social',
      'reflection',
      'personality',
      'lifestyle',
    ]);
    expect(paths[0]?.questions.map(({ question }) => question.id)).toEqual(['p1', 'p2', 'p3']);
    expect(paths[2]?.questions).toEqual([]);
  });

  it('locks first questions until a brunch was attended', () => {
    expect(statesOf([], false)).toEqual({
      p1: { status: 'locked', reason: 'needs-attendance' },
      p2: { status: 'locked', reason: 'needs-previous' },
      p3: { status: 'locked', reason: 'needs-previous' },
      s1: { status: 'locked', reason: 'needs-attendance' },
    });
  });

  it('opens the first question after attendance, the next after the previous is answered', () => {
    expect(statesOf([], true)).toMatchObject({
      p1: { status: 'open' },
      p2: { status: 'locked' },
      s1: { status: 'open' },
    });
    expect(statesOf(['p1'], true)).toEqual({
      p1: { status: 'answered' },
      p2: { status: 'open' },
      p3: { status: 'locked', reason: 'needs-previous' },
      s1: { status: 'open' },
    });
  });

  it('keeps answered questions answered', () => {
    expect(statesOf(['p1', 'p2', 'p3'], false)).toMatchObject({
      p1: { status: 'answered' },
      p2: { status: 'answered' },
      p3: { status: 'answered' },
    });
  });

  it('maps states to the info texts', () => {
    expect(questionStateMessage({ status: 'answered' })).toBe(ALREADY_ANSWERED);
    expect(questionStateMessage({ status: 'locked', reason: 'needs-attendance' })).toBe(
      UNLOCK_BY_BOOKING,
    );
    expect(questionStateMessage({ status: 'locked', reason: 'needs-previous' })).toBe(
      COMPLETE_PREVIOUS_FIRST,
    );
    expect(questionStateMessage({ status: 'open' })).toBeNull();
  });
});

describe('progress', () => {
  it('is answered / total, 0 without questions', () => {
    expect(progress(0, 0)).toBe(0);
    expect(progress(0, 4)).toBe(0);
    expect(progress(1, 4)).toBe(0.25);
    expect(progress(4, 4)).toBe(1);
  });
});

describe("pickRandomOpenQuestion (issue 17 §9: only the path's open questions)", () => {
  const question = (id: string, category: string, minute: number) => ({
    id,
    category,
    created_at: at(minute),
  });
  // Listed newest first, as a query might return them: the path order comes from created_at.
  const pool = [
    question('s3', 'social', 3),
    question('s2', 'social', 2),
    question('s1', 'social', 1),
    question('p2', 'preferences', 5),
    question('p1', 'preferences', 4),
  ];

  it('offers only the next question of each category, never one after a gap', () => {
    const picks = new Set(
      [0, 0.3, 0.6, 0.999].map((r) => pickRandomOpenQuestion(pool, [], true, () => r)?.id),
    );
    expect(picks).toEqual(new Set(['s1', 'p1']));
    const later = new Set(
      [0, 0.3, 0.6, 0.999].map((r) => pickRandomOpenQuestion(pool, ['s1'], true, () => r)?.id),
    );
    expect(later).toEqual(new Set(['s2', 'p1']));
  });

  it('offers nothing before a brunch was attended, or when everything is answered', () => {
    expect(pickRandomOpenQuestion(pool, [], false, () => 0)).toBeNull();
    expect(
      pickRandomOpenQuestion(
        pool,
        pool.map((q) => q.id),
        true,
        () => 0,
      ),
    ).toBeNull();
    expect(pickRandomOpenQuestion([], [], true, () => 0)).toBeNull();
  });

  it('keeps to the first `limit` open questions in the given order', () => {
    expect(pickRandomOpenQuestion(pool, [], true, () => 0.999, 1)?.id).toBe('s1');
  });
});

describe('questions the console reordered or retired', () => {
  const ids = (list: Parameters<typeof questionLockStates>[0], answered: string[] = []) =>
    questionLockStates(list, answered, true)
      .find((path) => path.category === 'preferences')!
      .questions.map(({ question, state }) => `${question.id}:${state.status}`);

  it('orders by position where one is set, else by creation time', () => {
    const moved = questions.map((question) =>
      question.id === 'p3' ? { ...question, position: at(0).getTime() } : question,
    );
    expect(ids(moved)).toEqual(['p3:open', 'p1:locked', 'p2:locked']);
  });

  it('leaves retired questions out: the next one no longer waits for them', () => {
    const retired = questions.map((question) =>
      question.id === 'p2' ? { ...question, retired: true } : question,
    );
    expect(ids(retired, ['p1'])).toEqual(['p1:answered', 'p3:open']);
    // Answered then retired: gone from the path too (its XP is kept in the ledger).
    expect(ids(retired, ['p1', 'p2'])).toEqual(['p1:answered', 'p3:open']);
  });
});
