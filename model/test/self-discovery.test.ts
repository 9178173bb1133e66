import { describe, expect, it } from 'vitest';
import {
  ALREADY_ANSWERED,
  COMPLETE_PREVIOUS_FIRST,
  pickRandomUnanswered,
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

describe('pickRandomUnanswered', () => {
  const pool = Array.from({ length: 15 }, (_, index) => ({ id: `q${index}` }));

  it('picks among the first 10 unanswered with the given random', () => {
    expect(pickRandomUnanswered(pool, ['q0'], () => 0)?.id).toBe('q1');
    expect(pickRandomUnanswered(pool, ['q0'], () => 0.999)?.id).toBe('q10');
    expect(pickRandomUnanswered(pool, [], () => 0.5, 4)?.id).toBe('q2');
  });

  it('returns null when everything is answered', () => {
    expect(
      pickRandomUnanswered(
        pool,
        pool.map((q) => q.id),
        () => 0,
      ),
    ).toBeNull();
    expect(pickRandomUnanswered([], [], () => 0)).toBeNull();
  });
});
