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
  PATH_LOADING,
  PATH_TITLE,
  PATH_INTRO,
  OVERALL_PROGRESS,
  answeredOf,
  LEVEL_TITLE,
  levelNumber,
  PROGRESS_TO_NEXT_LEVEL,
  levelPoints,
  PATH_UNLOCKED,
  BROWSE_EVENTS,
} from '@brunchers/model';
import { useState } from 'react';
import { useNavigate } from 'react-router';
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
import { t } from '../../lib/i18n';

export function Component() {
  const { uid } = useMember();
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
    return <Spinner label={t(PATH_LOADING)} />;
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
    notify.info(t(message));
    if (message === UNLOCK_BY_BOOKING) navigate(paths.home);
  }

  async function submit(answer: string) {
    if (!open) return;
    await saveAnswer(open.question.id, answer);
    setOpen({ ...open, done: true });
    closeLater(() => setOpen(null));
  }

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-display text-3xl font-semibold">{t(PATH_TITLE)}</h1>
        <p className="mt-1 text-ink-600">{t(PATH_INTRO)}</p>
      </header>

      <div className="grid gap-4 sm:grid-cols-2">
        <Card className="p-5">
          <h2 className="text-sm font-semibold text-ink-600">{t(OVERALL_PROGRESS)}</h2>
          <p className="mt-1 text-2xl font-semibold">
            {t(answeredOf, answeredCount, onPath.length)}
          </p>
          <ProgressBar
            value={Math.round(overall * 100)}
            label={t(OVERALL_PROGRESS)}
            className="mt-3"
          />
        </Card>
        <Card className="p-5">
          <h2 className="text-sm font-semibold text-ink-600">{t(LEVEL_TITLE)}</h2>
          <p className="mt-1 text-2xl font-semibold" data-testid="path-level">
            {t(levelNumber, level.level)}
          </p>
          <ProgressBar
            value={level.pointsInLevel}
            max={XP_PER_LEVEL}
            label={t(PROGRESS_TO_NEXT_LEVEL)}
            className="mt-3"
          />
          <p className="mt-2 text-sm text-ink-600">
            {t(levelPoints, level.pointsInLevel, XP_PER_LEVEL, level.pointsToNext, level.level + 1)}
          </p>
        </Card>
      </div>

      {hasAttended ? (
        <Card tone="sage" className="p-5 text-sage-700">
          <p className="font-semibold">{t(PATH_UNLOCKED)}</p>
        </Card>
      ) : (
        <Card
          tone="butter"
          className="flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center"
        >
          <p className="flex-1 font-semibold text-ink-900">{t(UNLOCK_BY_BOOKING)}</p>
          <ButtonLink to={paths.home} size="sm">
            {t(BROWSE_EVENTS)}
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
