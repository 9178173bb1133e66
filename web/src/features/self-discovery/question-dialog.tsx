// Answer one self-discovery question: the answer must be non-empty after trimming (Please
// write an answer). After success the dialog thanks the member; its owner decides when it closes.
import {
  ANSWER_SAVE_FAILED,
  ANSWER_SAVED,
  answerTextSchema,
  QUESTION_CATEGORY_STYLES,
  QUESTION_DIALOG_TITLE,
  SAVE_ANSWER,
  SAVING,
  type SelfDiscoveryQuestionWithId,
  WRITE_AN_ANSWER,
  xpReward,
  YOUR_ANSWER,
  contentText,
} from '@brunchers/model';
import { useState, type FormEvent } from 'react';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { inputClasses } from '../../ui/form-field';
import { notify } from '../../ui/toast';
import { currentLocale, t } from '../../lib/i18n';

export function QuestionDialog({
  question,
  done,
  onSubmit,
  onClose,
}: {
  question: SelfDiscoveryQuestionWithId | null;
  done: boolean;
  onSubmit: (answer: string) => Promise<void>;
  onClose: () => void;
}) {
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = answerTextSchema.safeParse(answer);
    if (!parsed.success) {
      notify.error(t(WRITE_AN_ANSWER));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      console.warn('Answer not saved', error);
      notify.error(t(ANSWER_SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={question !== null} onClose={onClose} title={t(QUESTION_DIALOG_TITLE)}>
      {question ? (
        <div className="flex flex-col gap-4">
          <div className="flex gap-2">
            <Badge tone="sage">{t(QUESTION_CATEGORY_STYLES[question.category].label)}</Badge>
            <Badge tone="butter">{t(xpReward, question.xp_reward)}</Badge>
          </div>
          <p className="font-display text-lg text-ink-900">
            {contentText(question, 'question', currentLocale())}
          </p>
          {done ? (
            <p className="py-4 text-center font-semibold text-sage-700">{t(ANSWER_SAVED)}</p>
          ) : (
            <form onSubmit={submit} className="flex flex-col gap-4">
              <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink-900">
                {t(YOUR_ANSWER)}
                <textarea
                  value={answer}
                  onChange={(event) => setAnswer(event.target.value)}
                  rows={4}
                  maxLength={2000}
                  className={inputClasses}
                />
              </label>
              <Button type="submit" fullWidth disabled={busy}>
                {t(busy ? SAVING : SAVE_ANSWER)}
              </Button>
            </form>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}
