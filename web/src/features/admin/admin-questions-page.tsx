// /admin/questions: the self-discovery questions per category, in path order. Admins add, edit
// (text, XP), move a question up or down within its category (swapping positions) and retire or
// restore it: a retired question leaves members' paths; answers and the XP they earned stay.
import {
  ADMIN_SECTIONS,
  byPathOrder,
  COLLECTIONS,
  QUESTION_CATEGORIES,
  questionPosition,
  selfDiscoveryQuestionSchema,
  type QuestionCategory,
  type SelfDiscoveryQuestionWithId,
} from '@brunchers/model';
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
      <h1 className="font-display text-3xl font-semibold">{ADMIN_SECTIONS.questions}</h1>
      <NewQuestion />
      {questions.status !== 'ready' ? (
        <Spinner label="Loading questions..." />
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
  const [xp, setXp] = useState(String(DEFAULT_XP));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function add(event: FormEvent) {
    event.preventDefault();
    const checked = selfDiscoveryQuestionSchema
      .pick({ question: true, xp_reward: true })
      .safeParse({ question: text.trim(), xp_reward: Number(xp) });
    if (!checked.success) {
      setError('Write a question (up to 500 characters) and an XP reward of 0 to 1000.');
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
      setText('');
      notify.success('Question added.');
    } catch (failure) {
      console.warn('Adding the question failed', failure);
      notify.error('Could not add the question.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="p-5">
      <form
        aria-label="New question"
        className="grid gap-3 sm:grid-cols-[12rem_1fr_7rem_auto] sm:items-end"
        onSubmit={(event) => void add(event)}
        noValidate
      >
        <SelectField
          label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value as QuestionCategory)}
        >
          {QUESTION_CATEGORIES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <FormField
          label="New question"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error}
        />
        <FormField
          label="XP"
          type="number"
          min={0}
          max={1000}
          value={xp}
          onChange={(event) => setXp(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          Add
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
      notify.error('Could not move the question.');
    }
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h2 id={titleId} className="text-xl font-semibold capitalize">
        {category}
      </h2>
      {questions.length === 0 ? (
        <p className="text-ink-600">No questions yet.</p>
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
  const [xp, setXp] = useState(String(question.xp_reward));
  const ref = doc(db, COLLECTIONS.selfDiscoveryQuestions, question.id);

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = selfDiscoveryQuestionSchema
      .pick({ question: true, xp_reward: true })
      .safeParse({ question: text.trim(), xp_reward: Number(xp) });
    if (!checked.success) {
      notify.error('Write a question and an XP reward of 0 to 1000.');
      return;
    }
    try {
      await updateDoc(ref, checked.data);
      setEditing(false);
    } catch (error) {
      console.warn('Saving the question failed', error);
      notify.error('Could not save the question.');
    }
  }

  async function setRetired(retired: boolean) {
    try {
      await updateDoc(ref, { retired });
    } catch (error) {
      console.warn('Retiring failed', error);
      notify.error('Could not change the question.');
    }
  }

  return (
    <li
      className="flex flex-col gap-2 rounded-2xl bg-white p-3 shadow-(--shadow-soft) ring-1 ring-ink-900/5"
      data-testid={`question-${question.id}`}
    >
      {editing ? (
        <form
          aria-label={`Edit question: ${question.question}`}
          className="grid gap-2 sm:grid-cols-[1fr_7rem_auto] sm:items-end"
          onSubmit={(event) => void save(event)}
        >
          <FormField label="Question" value={text} onChange={(e) => setText(e.target.value)} />
          <FormField
            label="XP"
            type="number"
            min={0}
            max={1000}
            value={xp}
            onChange={(e) => setXp(e.target.value)}
          />
          <span className="flex gap-2">
            <Button type="submit" size="sm">
              Save
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </span>
        </form>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <p className="min-w-0 flex-1 break-words">
            {question.question}{' '}
            <span className="text-sm text-ink-600">· {question.xp_reward} XP</span>{' '}
            {question.retired ? <Badge tone="neutral">retired</Badge> : null}
          </p>
          <span className="flex flex-wrap gap-1">
            <Button
              size="sm"
              variant="ghost"
              disabled={!onUp}
              onClick={onUp ?? undefined}
              aria-label={`Move up: ${question.question}`}
            >
              Up
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={!onDown}
              onClick={onDown ?? undefined}
              aria-label={`Move down: ${question.question}`}
            >
              Down
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEditing(true)}
              aria-label={`Edit: ${question.question}`}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void setRetired(!question.retired)}
              aria-label={`${question.retired ? 'Restore' : 'Retire'}: ${question.question}`}
            >
              {question.retired ? 'Restore' : 'Retire'}
            </Button>
          </span>
        </div>
      )}
    </li>
  );
}
