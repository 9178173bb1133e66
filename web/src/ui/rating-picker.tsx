import { RATING_LABELS } from '@brunchers/model';
import { cx } from './cx';

const RATINGS = [1, 2, 3, 4, 5] as const;

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
