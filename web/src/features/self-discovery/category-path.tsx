// One category's vertical path: its icon and colour, each question with its +XP badge;
// locked questions are blurred. Clicking any question reports it with its state.
import {
  NO_QUESTIONS_YET,
  QUESTION_CATEGORY_STYLES,
  QUESTION_STATE_TEXT,
  type CategoryPath,
  type QuestionState,
  type SelfDiscoveryQuestionWithId,
  xpReward,
  contentText,
} from '@brunchers/model';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card';
import { cx } from '../../ui/cx';
import { CategoryIcon } from './category-icon';
import { currentLocale, t } from '../../lib/i18n';

export function CategoryPathCard({
  path,
  onChoose,
}: {
  path: CategoryPath<SelfDiscoveryQuestionWithId>;
  onChoose: (question: SelfDiscoveryQuestionWithId, state: QuestionState) => void;
}) {
  const style = QUESTION_CATEGORY_STYLES[path.category];
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-3 text-xl font-semibold">
        <span
          className="inline-flex size-10 items-center justify-center rounded-full bg-cream-100"
          style={{ color: style.color }}
        >
          <CategoryIcon category={path.category} className="size-5" />
        </span>
        {t(style.label)}
      </h2>
      {path.questions.length === 0 ? (
        <p className="mt-3 text-sm text-ink-600">{t(NO_QUESTIONS_YET)}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3 border-l-2 border-cream-300 pl-5">
          {path.questions.map(({ question, state }) => (
            <li key={question.id}>
              <button
                type="button"
                onClick={() => onChoose(question, state)}
                data-state={state.status}
                className={cx(
                  'flex w-full items-start gap-3 rounded-2xl border p-3 text-left transition-colors',
                  state.status === 'open' &&
                    'border-terracotta-400 bg-white hover:bg-terracotta-100',
                  state.status === 'answered' && 'border-sage-200 bg-sage-100',
                  state.status === 'locked' && 'border-ink-900/10 bg-cream-100',
                )}
              >
                <span
                  className={cx(
                    'flex-1 text-sm text-ink-900',
                    state.status === 'locked' && 'blur-[3px] select-none',
                  )}
                >
                  {contentText(question, 'question', currentLocale())}
                </span>
                <span className="sr-only">{t(QUESTION_STATE_TEXT[state.status])}</span>
                <Badge tone={state.status === 'answered' ? 'success' : 'butter'}>
                  {state.status === 'answered' ? '✓ ' : ''}
                  {t(xpReward, question.xp_reward)}
                </Badge>
              </button>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
