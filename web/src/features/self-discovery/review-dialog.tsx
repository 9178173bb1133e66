// "How was your brunch?": a rating 1-5 with its label is required (Please select a
// rating); the text is optional, trimmed, null when empty. After success the dialog shows
// Review submitted! and its owner closes it 1.5 s later.
import {
  REVIEW_FAILED,
  reviewFormSchema,
  SELECT_RATING,
  type ReviewForm,
  REVIEW_DIALOG_TITLE,
  REVIEW_THANKS,
  YOUR_RATING,
  TELL_US_MORE,
  SUBMITTING,
  SUBMIT_REVIEW,
} from '@brunchers/model';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { inputClasses } from '../../ui/form-field';
import { notify } from '../../ui/toast';
import { RatingPicker } from '../../ui/rating-picker';
import { t } from '../../lib/i18n';

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
      notify.error(t(SELECT_RATING));
      return;
    }
    const review = reviewFormSchema.parse({ rating, review_text: text });
    setBusy(true);
    try {
      await onSubmit(review);
    } catch (error) {
      console.warn('Review not saved', error);
      notify.error(t(REVIEW_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t(REVIEW_DIALOG_TITLE)} description={eventTitle}>
      {done ? (
        <p className="py-6 text-center text-lg font-semibold text-sage-700">{t(REVIEW_THANKS)}</p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-5">
          <RatingPicker legend={t(YOUR_RATING)} rating={rating} onChange={setRating} />
          <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink-900">
            {t(TELL_US_MORE)}
            <textarea
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={3}
              maxLength={2000}
              className={inputClasses}
            />
          </label>
          <Button type="submit" fullWidth disabled={busy}>
            {t(busy ? SUBMITTING : SUBMIT_REVIEW)}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
