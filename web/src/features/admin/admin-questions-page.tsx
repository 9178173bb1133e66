// /admin/questions: the self-discovery questions per category, in path order. Admins add, edit
// (text, XP), move a question up or down within its category (swapping positions) and retire or
// restore it: a retired question leaves members' paths; answers and the XP they earned stay.
import {
  ADMIN_SECTIONS,
  EVENT_FORM,
  HOSTS_TEXTS,
  QUESTIONS_TEXTS,
  byPathOrder,
  COLLECTIONS,
  QUESTION_CATEGORIES,
  questionPosition,
  questionFormSchema,
  type QuestionCategory,
  type SelfDiscoveryQuestionWithId,
  contentText,
  xpReward,
  QUESTION_CATEGORY_STYLES,
} from '@brunchers/model';
import { currentLocale, t } from '../../lib/i18n';
import {
  addDoc,
  collection,
  doc,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { useMemo, useState, type FormEvent } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery } from '../../lib/firebase/live-data';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormField, SelectField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { parseQuestion } from '../../lib/questions';

const DEFAULT_XP = 50;

export function Component() {
  const db = useFirestore();
  // Every question, retired ones too (tens per city, not thousands).
  const all = useMemo(
    () => query(collection(db, COLLECTIONS.selfDiscoveryQuestions), orderBy('created_at')),
    [db],
  );
  const questions = useLiveQuery(all, 'admin-questions', parseQuestion);
  if (questions.status === 'error') throw questions.error;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display text-3xl font-semibold">{t(ADMIN_SECTIONS.questions)}</h1>
      <NewQuestion />
      {questions.status !== 'ready' ? (
        <Spinner label={t(QUESTIONS_TEXTS.loading)} />
      ) : (
        QUESTION_CATEGORIES.map((category) => (
          <CategoryList
            key={category}
            category={category}
            questions={questions.data
              .filter((question) => question.category === category)
              .sort(byPathOrder)}
          />
        ))
      )}
    </div>
  );
}

function NewQuestion() {
  const db = useFirestore();
  const [category, setCategory] = useState<QuestionCategory>(QUESTION_CATEGORIES[0]);
  const [text, setText] = useState('');
  const [textPt, setTextPt] = useState('');
  const [xp, setXp] = useState(String(DEFAULT_XP));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function add(event: FormEvent) {
    event.preventDefault();
    const checked = questionFormSchema.safeParse({
      question: text.trim(),
      question_pt: textPt.trim(),
      xp_reward: Number(xp),
    });
    if (!checked.success) {
      setError(t(QUESTIONS_TEXTS.invalidNew));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      // New questions go last in their category (no position: ordered by creation time).
      await addDoc(collection(db, COLLECTIONS.selfDiscoveryQuestions), {
        category,
        ...checked.data,
        created_at: serverTimestamp(),
      });
      // The live list shows the question before the server confirms it; what the admin typed
      // since (the next question) stays.
      setText((current) => (current === text ? '' : current));
      setTextPt((current) => (current === textPt ? '' : current));
      notify.success(t(QUESTIONS_TEXTS.added));
    } catch (failure) {
      console.warn('Adding the question failed', failure);
      notify.error(t(QUESTIONS_TEXTS.addFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="p-5">
      <form
        aria-label={t(QUESTIONS_TEXTS.newQuestion)}
        className="grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[12rem_1fr_1fr_7rem_auto]"
        onSubmit={(event) => void add(event)}
        noValidate
      >
        <SelectField
          label={t(QUESTIONS_TEXTS.category)}
          value={category}
          onChange={(event) => setCategory(event.target.value as QuestionCategory)}
        >
          {QUESTION_CATEGORIES.map((option) => (
            <option key={option} value={option}>
              {t(QUESTION_CATEGORY_STYLES[option].label)}
            </option>
          ))}
        </SelectField>
        <FormField
          label={t(QUESTIONS_TEXTS.questionPortuguese)}
          lang="pt-PT"
          value={textPt}
          onChange={(event) => setTextPt(event.target.value)}
        />
        <FormField
          label={t(QUESTIONS_TEXTS.questionEnglish)}
          lang="en"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error}
        />
        <FormField
          label={t(QUESTIONS_TEXTS.xp)}
          type="number"
          min={0}
          max={1000}
          value={xp}
          onChange={(event) => setXp(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {t(QUESTIONS_TEXTS.add)}
        </Button>
      </form>
    </Card>
  );
}

function CategoryList({
  category,
  questions,
}: {
  category: QuestionCategory;
  questions: SelfDiscoveryQuestionWithId[];
}) {
  const db = useFirestore();
  const titleId = `questions-${category}`;

  /** Swaps two neighbours' positions in one batch (members see the new order at once). */
  async function swap(a: SelfDiscoveryQuestionWithId, b: SelfDiscoveryQuestionWithId) {
    const [positionA, positionB] = [questionPosition(a), questionPosition(b)];
    const batch = writeBatch(db);
    batch.update(doc(db, COLLECTIONS.selfDiscoveryQuestions, a.id), { position: positionB });
    batch.update(doc(db, COLLECTIONS.selfDiscoveryQuestions, b.id), {
      // Equal positions (same creation instant) still need an order: put b just before.
      position: positionA === positionB ? positionA - 1 : positionA,
    });
    try {
      await batch.commit();
    } catch (error) {
      console.warn('Reordering failed', error);
      notify.error(t(QUESTIONS_TEXTS.moveFailed));
    }
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h2 id={titleId} className="text-xl font-semibold">
        {t(QUESTION_CATEGORY_STYLES[category].label)}
      </h2>
      {questions.length === 0 ? (
        <p className="text-ink-600">{t(QUESTIONS_TEXTS.empty)}</p>
      ) : (
        <ol className="flex flex-col gap-2" data-testid={titleId}>
          {questions.map((question, index) => (
            <QuestionRow
              key={question.id}
              question={question}
              onUp={index > 0 ? () => void swap(question, questions[index - 1]!) : null}
              onDown={
                index < questions.length - 1
                  ? () => void swap(question, questions[index + 1]!)
                  : null
              }
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function QuestionRow({
  question,
  onUp,
  onDown,
}: {
  question: SelfDiscoveryQuestionWithId;
  onUp: (() => void) | null;
  onDown: (() => void) | null;
}) {
  const db = useFirestore();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(question.question);
  const [textPt, setTextPt] = useState(question.question_pt ?? '');
  const shown = contentText(question, 'question', currentLocale());
  const [xp, setXp] = useState(String(question.xp_reward));
  const ref = doc(db, COLLECTIONS.selfDiscoveryQuestions, question.id);

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = questionFormSchema.safeParse({
      question: text.trim(),
      question_pt: textPt.trim(),
      xp_reward: Number(xp),
    });
    if (!checked.success) {
      notify.error(t(QUESTIONS_TEXTS.invalidEdit));
      return;
    }
    try {
      await updateDoc(ref, checked.data);
      setEditing(false);
    } catch (error) {
      console.warn('Saving the question failed', error);
      notify.error(t(QUESTIONS_TEXTS.saveFailed));
    }
  }

  async function setRetired(retired: boolean) {
    try {
      await updateDoc(ref, { retired });
    } catch (error) {
      console.warn('Retiring failed', error);
      notify.error(t(QUESTIONS_TEXTS.changeFailed));
    }
  }

  return (
    <li
      className="flex flex-col gap-2 rounded-2xl bg-white p-3 shadow-(--shadow-soft) ring-1 ring-ink-900/5"
      data-testid={`question-${question.id}`}
    >
      {editing ? (
        <form
          aria-label={`${t(QUESTIONS_TEXTS.editQuestion)}: ${shown}`}
          className="grid gap-2 sm:grid-cols-2 sm:items-end lg:grid-cols-[1fr_1fr_7rem_auto]"
          onSubmit={(event) => void save(event)}
        >
          <FormField
            label={t(QUESTIONS_TEXTS.questionPortuguese)}
            lang="pt-PT"
            value={textPt}
            onChange={(e) => setTextPt(e.target.value)}
          />
          <FormField
            label={t(QUESTIONS_TEXTS.questionEnglish)}
            lang="en"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <FormField
            label={t(QUESTIONS_TEXTS.xp)}
            type="number"
            min={0}
            max={1000}
            value={xp}
            onChange={(e) => setXp(e.target.value)}
          />
          <span className="flex gap-2">
            <Button type="submit" size="sm">
              {t(QUESTIONS_TEXTS.save)}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {t(EVENT_FORM.cancel)}
            </Button>
          </span>
        </form>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <p className="min-w-0 flex-1 break-words">
            {shown}{' '}
            <span className="text-sm text-ink-600">· {t(xpReward, question.xp_reward)}</span>{' '}
            {question.retired ? <Badge tone="neutral">{t(QUESTIONS_TEXTS.retired)}</Badge> : null}
          </p>
          <span className="flex flex-wrap gap-1">
            <Button
              size="sm"
              variant="ghost"
              disabled={!onUp}
              onClick={onUp ?? undefined}
              aria-label={`${t(QUESTIONS_TEXTS.moveUp)}: ${shown}`}
            >
              {t(QUESTIONS_TEXTS.up)}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={!onDown}
              onClick={onDown ?? undefined}
              aria-label={`${t(QUESTIONS_TEXTS.moveDown)}: ${shown}`}
            >
              {t(QUESTIONS_TEXTS.down)}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEditing(true)}
              aria-label={`${t(HOSTS_TEXTS.edit)}: ${shown}`}
            >
              {t(HOSTS_TEXTS.edit)}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void setRetired(!question.retired)}
              aria-label={`${t(question.retired ? QUESTIONS_TEXTS.restore : QUESTIONS_TEXTS.retire)}: ${shown}`}
            >
              {t(question.retired ? QUESTIONS_TEXTS.restore : QUESTIONS_TEXTS.retire)}
            </Button>
          </span>
        </div>
      )}
    </li>
  );
}
