// The pending-actions sequence (docs/product.md, XP and levels), free of Firebase so it can be tested with fake timers:
//   review dialog → (saved) Review submitted! → closes after 1.5 s → 0.5 s → a random unanswered
//   question out of up to 10 → (saved) closes after 2 s. No question left: the all-answered
//   message, and nothing opens. Closing a dialog by hand ends the sequence.
import {
  ALL_QUESTIONS_ANSWERED,
  QUESTION_DIALOG_CLOSE_MS,
  QUESTION_LOAD_FAILED,
  REVIEW_DIALOG_CLOSE_MS,
  REVIEW_SUBMITTED,
  REVIEW_TO_QUESTION_MS,
  type EventAttendanceWithId,
  type ReviewForm,
  type SelfDiscoveryQuestionWithId,
  contentText,
} from '@brunchers/model';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../ui/toast';
import { QuestionDialog } from './question-dialog';
import { ReviewDialog } from './review-dialog';
import { currentLocale, t } from '../../lib/i18n';

export interface PendingActionsDeps {
  submitReview: (attendance: EventAttendanceWithId, review: ReviewForm) => Promise<void>;
  /** A random unanswered question (of up to 10), or null when all are answered. */
  pickQuestion: () => Promise<SelfDiscoveryQuestionWithId | null>;
  submitAnswer: (question: SelfDiscoveryQuestionWithId, answer: string) => Promise<void>;
}

type Step =
  | { name: 'idle' }
  | { name: 'review'; attendance: EventAttendanceWithId; done: boolean }
  | { name: 'between' }
  | { name: 'question'; question: SelfDiscoveryQuestionWithId; done: boolean }
  | { name: 'finished' };

export function PendingActionsFlow({
  pendingReview,
  deps,
}: {
  /** The first attended booking without a review, once known (null: none). */
  pendingReview: EventAttendanceWithId | null;
  deps: PendingActionsDeps;
}) {
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const timers = useRef<number[]>([]);
  const later = (ms: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, ms));
  };
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  // One review sequence per session: it starts when a pending review becomes known.
  useEffect(() => {
    if (step.name === 'idle' && pendingReview)
      setStep({ name: 'review', attendance: pendingReview, done: false });
  }, [pendingReview, step.name]);

  async function openQuestion() {
    try {
      const question = await deps.pickQuestion();
      if (question) {
        setStep({ name: 'question', question, done: false });
      } else {
        notify.info(t(ALL_QUESTIONS_ANSWERED));
        setStep({ name: 'finished' });
      }
    } catch (error) {
      console.warn('Question not loaded', error);
      notify.error(t(QUESTION_LOAD_FAILED));
      setStep({ name: 'finished' });
    }
  }

  async function submitReview(review: ReviewForm) {
    if (step.name !== 'review') return;
    await deps.submitReview(step.attendance, review);
    notify.success(t(REVIEW_SUBMITTED));
    setStep({ ...step, done: true });
    later(REVIEW_DIALOG_CLOSE_MS, () => {
      setStep({ name: 'between' });
      later(REVIEW_TO_QUESTION_MS, () => void openQuestion());
    });
  }

  async function submitAnswer(answer: string) {
    if (step.name !== 'question') return;
    await deps.submitAnswer(step.question, answer);
    setStep({ ...step, done: true });
    later(QUESTION_DIALOG_CLOSE_MS, () => setStep({ name: 'finished' }));
  }

  const finish = () => setStep({ name: 'finished' });
  return (
    <>
      <ReviewDialog
        open={step.name === 'review'}
        eventTitle={
          step.name === 'review' ? contentText(step.attendance, 'event_title', currentLocale()) : ''
        }
        done={step.name === 'review' && step.done}
        onSubmit={submitReview}
        onClose={() => (step.name === 'review' && step.done ? undefined : finish())}
      />
      <QuestionDialog
        key={step.name === 'question' ? step.question.id : 'none'}
        question={step.name === 'question' ? step.question : null}
        done={step.name === 'question' && step.done}
        onSubmit={submitAnswer}
        onClose={finish}
      />
    </>
  );
}
