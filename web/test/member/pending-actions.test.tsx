// The pending-actions sequence (§4, §9) with fake timers: review → closes 1.5 s after success →
// 0.5 s later the question dialog → closes 2 s after the answer; and the all-answered ending.
import {
  ALL_QUESTIONS_ANSWERED,
  REVIEW_SUBMITTED,
  SELECT_RATING,
  WRITE_AN_ANSWER,
  type EventAttendanceWithId,
  type SelfDiscoveryQuestionWithId,
} from '@brunchers/model';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PendingActionsFlow,
  type PendingActionsDeps,
} from '../../src/features/self-discovery/pending-actions-flow';
import { firstUnreviewed } from '../../src/features/self-discovery/pending-actions';
import { renderWithApp } from '../render';

const attendance: EventAttendanceWithId = {
  id: 'b1',
  user_id: 'u1',
  booking_id: 'b1',
  venue_id: 'v1',
  event_id: 'e1',
  event_title: 'Garden Brunch',
  guest_count: 1,
  booking_date: new Date('2030-01-01'),
  attendee_name: 'Maya',
  marked_present: true,
  marked_present_at: new Date('2030-01-02'),
  marked_by: 'p1',
  created_at: new Date('2030-01-01'),
};

const question: SelfDiscoveryQuestionWithId = {
  id: 'q1',
  category: 'social',
  question: 'What makes a great brunch table?',
  xp_reward: 15,
  created_at: new Date('2030-01-01'),
};

/** Lets resolved promises and React updates run without moving the clock. */
async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function deps(overrides: Partial<PendingActionsDeps> = {}) {
  return {
    submitReview: vi.fn<PendingActionsDeps['submitReview']>().mockResolvedValue(undefined),
    pickQuestion: vi.fn<PendingActionsDeps['pickQuestion']>().mockResolvedValue(question),
    submitAnswer: vi.fn<PendingActionsDeps['submitAnswer']>().mockResolvedValue(undefined),
    ...overrides,
  };
}

const reviewTitle = () => screen.queryByRole('heading', { name: 'How was your brunch?' });
const questionTitle = () => screen.queryByRole('heading', { name: 'Self-discovery question' });

describe('pending actions after sign-in', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for a rating, then runs review → 1.5 s → 0.5 s → question → 2 s', async () => {
    const fake = deps();
    renderWithApp(<PendingActionsFlow pendingReview={attendance} deps={fake} />);
    await flush();
    expect(reviewTitle()).not.toBeNull();
    for (const label of ['1 Not great', '2 Okay', '3 Good', '4 Great', '5 Amazing']) {
      expect(screen.getByRole('button', { name: new RegExp(label) })).toBeTruthy();
    }

    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await flush();
    expect(screen.getByText(SELECT_RATING)).toBeTruthy();
    expect(fake.submitReview).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /4 Great/ }));
    fireEvent.change(screen.getByLabelText('Tell us more (optional)'), {
      target: { value: '   ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await flush();
    expect(fake.submitReview).toHaveBeenCalledWith(attendance, { rating: 4, review_text: null });
    expect(screen.getByText(REVIEW_SUBMITTED)).toBeTruthy();

    await advance(1499);
    expect(reviewTitle()).not.toBeNull();
    await advance(1);
    expect(reviewTitle()).toBeNull();
    expect(fake.pickQuestion).not.toHaveBeenCalled();
    await advance(499);
    expect(fake.pickQuestion).not.toHaveBeenCalled();
    await advance(1);
    expect(fake.pickQuestion).toHaveBeenCalledTimes(1);
    expect(questionTitle()).not.toBeNull();
    expect(screen.getByText(question.question)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save Answer' }));
    await flush();
    expect(screen.getByText(WRITE_AN_ANSWER)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: '  Long talks  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Answer' }));
    await flush();
    expect(fake.submitAnswer).toHaveBeenCalledWith(question, 'Long talks');
    await advance(1999);
    expect(questionTitle()).not.toBeNull();
    await advance(1);
    expect(questionTitle()).toBeNull();
  });

  it('says all questions are answered and opens no question dialog', async () => {
    const fake = deps({
      pickQuestion: vi.fn<PendingActionsDeps['pickQuestion']>().mockResolvedValue(null),
    });
    renderWithApp(<PendingActionsFlow pendingReview={attendance} deps={fake} />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: /5 Amazing/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await flush();
    await advance(2000);
    expect(fake.pickQuestion).toHaveBeenCalledTimes(1);
    expect(screen.getByText(ALL_QUESTIONS_ANSWERED)).toBeTruthy();
    expect(questionTitle()).toBeNull();
  });

  it('keeps the review dialog open when saving fails', async () => {
    const fake = deps({
      submitReview: vi
        .fn<PendingActionsDeps['submitReview']>()
        .mockRejectedValue(new Error('denied')),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithApp(<PendingActionsFlow pendingReview={attendance} deps={fake} />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: /3 Good/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await flush();
    expect(screen.getByText('Failed to submit review')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    await advance(5000);
    expect(reviewTitle()).not.toBeNull();
    expect(fake.pickQuestion).not.toHaveBeenCalled();
  });

  it('opens nothing without a pending review', async () => {
    const fake = deps();
    renderWithApp(<PendingActionsFlow pendingReview={null} deps={fake} />);
    await advance(5000);
    expect(reviewTitle()).toBeNull();
    expect(questionTitle()).toBeNull();
  });
});

describe('firstUnreviewed', () => {
  const at = (id: string, day: number): EventAttendanceWithId => ({
    ...attendance,
    id,
    booking_id: id,
    marked_present_at: new Date(Date.UTC(2030, 0, day)),
  });

  it('picks the earliest check-in without a review', () => {
    expect(firstUnreviewed([at('late', 9), at('early', 2), at('mid', 5)], ['early'])?.id).toBe(
      'mid',
    );
  });

  it('is null when every attended booking has its review', () => {
    expect(firstUnreviewed([at('a', 1)], ['a'])).toBeNull();
  });

  it('leaves a brunch with a table to the after-brunch step (rating and meet again)', () => {
    const seated = { ...at('seated', 1), table_number: 3 };
    expect(firstUnreviewed([seated, at('plain', 4)], [])?.id).toBe('plain');
    expect(firstUnreviewed([seated], [])).toBeNull();
  });
});
