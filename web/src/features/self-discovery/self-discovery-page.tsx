// /self-discovery: overall progress, level, the unlock banner, and one path per category.
// The first question of a path waits for a first attended brunch; each later one for the previous
// answer; answered ones stay closed. Clicking a question that cannot be answered says why.
import {
  levelProgress,
  progress,
  questionLockStates,
  questionStateMessage,
  UNLOCK_BY_BOOKING,
  XP_PER_LEVEL,
  type QuestionState,
  type SelfDiscoveryQuestionWithId,
} from '@brunchers/model';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useFunctions } from 'reactfire';
import { useMember } from '../../lib/member-context';
import { paths } from '../../lib/paths';
import { firstError } from '../../lib/live-state';
import { useOwnProfile, useRecentAttended } from '../../lib/member-data';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { ProgressBar } from '../../ui/progress-bar';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { CategoryPathCard } from './category-path';
import { QuestionDialog } from './question-dialog';
import { saveAnswer, useAnsweredIds, useQuestions } from './self-discovery-data';
import { useCloseLater } from './use-close-later';

export function Component() {
  const { uid } = useMember();
  const functions = useFunctions();
  const navigate = useNavigate();
  const questions = useQuestions();
  const answered = useAnsweredIds(uid);
  const attended = useRecentAttended(uid);
  const profile = useOwnProfile(uid);
  const [open, setOpen] = useState<{ question: SelfDiscoveryQuestionWithId; done: boolean } | null>(
    null,
  );
  const closeLater = useCloseLater();

  const failure = firstError(questions, answered, attended);
  if (failure) throw failure;
  if (questions.status !== 'ready' || answered.status !== 'ready' || attended.status !== 'ready') {
    return <Spinner label="Loading your path..." />;
  }

  const hasAttended = attended.data.length > 0;
  const categoryPaths = questionLockStates(questions.data, answered.data, hasAttended);
  // Progress over the path as shown: retired questions are neither counted nor total.
  const onPath = categoryPaths.flatMap((path) => path.questions);
  const answeredCount = onPath.filter(({ state }) => state.status === 'answered').length;
  const overall = progress(answeredCount, onPath.length);
  const xp = profile.status === 'ready' ? profile.data.experience_points : 0;
  const level = levelProgress(xp);

  function choose(question: SelfDiscoveryQuestionWithId, state: QuestionState) {
    const message = questionStateMessage(state);
    if (message === null) {
      setOpen({ question, done: false });
      return;
    }
    notify.info(message);
    if (message === UNLOCK_BY_BOOKING) navigate(paths.home);
  }

  async function submit(answer: string) {
    if (!open) return;
    await saveAnswer(functions, open.question.id, answer);
    setOpen({ ...open, done: true });
    closeLater(() => setOpen(null));
  }

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-display text-3xl font-semibold">Your self-discovery path</h1>
        <p className="mt-1 text-ink-600">
          Answer questions, earn XP and help us seat you with people you will click with.
        </p>
      </header>

      <div className="grid gap-4 sm:grid-cols-2">
        <Card className="p-5">
          <h2 className="text-sm font-semibold text-ink-600">Overall progress</h2>
          <p className="mt-1 text-2xl font-semibold">
            {answeredCount} / {onPath.length} answered
          </p>
          <ProgressBar
            value={Math.round(overall * 100)}
            label="Overall progress"
            className="mt-3"
          />
        </Card>
        <Card className="p-5">
          <h2 className="text-sm font-semibold text-ink-600">Level</h2>
          <p className="mt-1 text-2xl font-semibold" data-testid="path-level">
            Level {level.level}
          </p>
          <ProgressBar
            value={level.pointsInLevel}
            max={XP_PER_LEVEL}
            label="Progress to next level"
            className="mt-3"
          />
          <p className="mt-2 text-sm text-ink-600">
            {level.pointsInLevel} / {XP_PER_LEVEL} XP · {level.pointsToNext} XP to level{' '}
            {level.level + 1}
          </p>
        </Card>
      </div>

      {hasAttended ? (
        <Card tone="sage" className="p-5 text-sage-700">
          <p className="font-semibold">
            Your path is unlocked. Pick the next question in any category.
          </p>
        </Card>
      ) : (
        <Card
          tone="butter"
          className="flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center"
        >
          <p className="flex-1 font-semibold text-ink-900">{UNLOCK_BY_BOOKING}</p>
          <ButtonLink to={paths.home} size="sm">
            Browse Events
          </ButtonLink>
        </Card>
      )}

      <div className="grid gap-5 lg:grid-cols-2">
        {categoryPaths.map((path) => (
          <CategoryPathCard key={path.category} path={path} onChoose={choose} />
        ))}
      </div>

      <QuestionDialog
        key={open?.question.id ?? 'none'}
        question={open?.question ?? null}
        done={open?.done ?? false}
        onSubmit={submit}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
