// "How was your brunch?": a rating 1-5 with its label is required (Please select a
// rating); the text is optional, trimmed, null when empty. After success the dialog shows
// Review submitted! and its owner closes it 1.5 s later.
import {
  RATING_LABELS,
  REVIEW_FAILED,
  reviewFormSchema,
  SELECT_RATING,
  type ReviewForm,
} from '@brunchers/model';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { Dialog } from '../../ui/dialog';
import { inputClasses } from '../../ui/form-field';
import { notify } from '../../ui/toast';

const RATINGS = [1, 2, 3, 4, 5] as const;

export function ReviewDialog({
  open,
  eventTitle,
  done,
  onSubmit,
  onClose,
}: {
  open: boolean;
  eventTitle: string;
  /** The review was saved: show the thank-you instead of the form. */
  done: boolean;
  onSubmit: (review: ReviewForm) => Promise<void>;
  onClose: () => void;
}) {
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === null) {
      notify.error(SELECT_RATING);
      return;
    }
    const review = reviewFormSchema.parse({ rating, review_text: text });
    setBusy(true);
    try {
      await onSubmit(review);
    } catch (error) {
      console.warn('Review not saved', error);
      notify.error(REVIEW_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="How was your brunch?" description={eventTitle}>
      {done ? (
        <p className="py-6 text-center text-lg font-semibold text-sage-700">
          Thank you for your review!
        </p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-5">
          <RatingPicker legend="Your rating" rating={rating} onChange={setRating} />
          <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink-900">
            Tell us more (optional)
            <textarea
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={3}
              maxLength={2000}
              className={inputClasses}
            />
          </label>
          <Button type="submit" fullWidth disabled={busy}>
            {busy ? 'Submitting...' : 'Submit Review'}
          </Button>
        </form>
      )}
    </Dialog>
  );
}

/** The 1-5 rating buttons with their labels (the review dialog and the after-brunch step). */
export function RatingPicker({
  legend,
  rating,
  onChange,
}: {
  legend: string;
  rating: number | null;
  onChange: (rating: number) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink-900">{legend}</legend>
      <div className="grid grid-cols-5 gap-2">
        {RATINGS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={rating === value}
            onClick={() => onChange(value)}
            className={cx(
              'flex flex-col items-center gap-1 rounded-2xl border px-1 py-2 text-xs font-semibold',
              rating === value
                ? 'border-terracotta-600 bg-terracotta-100 text-terracotta-700'
                : 'border-ink-900/15 bg-white text-ink-700 hover:bg-cream-200',
            )}
          >
            <span className="text-sm tracking-tighter" aria-hidden="true">
              {'★'.repeat(value)}
            </span>
            <span>
              {value} {RATING_LABELS[value]}
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
