// Bookings per week as plain HTML bars (no chart library), with a text alternative. HTML rather
// than a scaled SVG so the labels keep a readable size on a phone and the chart a sane height on
// a desktop.
import {
  BOOKINGS_PER_WEEK,
  bookingsPerWeekSummary,
  weekOfLabel,
  type WeekCount,
} from '@brunchers/model';
import { t } from '../../lib/i18n';

export function BookingsChart({ series }: { series: WeekCount[] }) {
  const max = Math.max(1, ...series.map((point) => point.count));
  const summary = series.map((point) => t(weekOfLabel, point.week, point.count)).join(', ');
  return (
    <figure className="rounded-(--radius-card) bg-white p-5 shadow-(--shadow-soft) ring-1 ring-ink-900/5">
      <figcaption className="text-xl font-semibold">{t(BOOKINGS_PER_WEEK)}</figcaption>
      <div
        role="img"
        aria-label={t(bookingsPerWeekSummary, summary)}
        className="mt-3 flex h-44 gap-1 sm:gap-3"
      >
        {series.map((point) => {
          const percent = Math.max((point.count / max) * 100, 1);
          return (
            <div key={point.week} className="flex min-w-0 flex-1 flex-col items-center">
              {/* Top padding leaves room for the count above the tallest bar. */}
              <div className="relative w-full flex-1 pt-5">
                <div className="relative h-full w-full">
                  <span
                    className="absolute inset-x-0 text-center text-xs font-semibold text-ink-900 tabular-nums"
                    style={{ bottom: `${percent}%` }}
                  >
                    {point.count}
                  </span>
                  <div
                    className="absolute inset-x-0 bottom-0 mx-auto w-4/5 max-w-12 rounded-t-md bg-terracotta-500"
                    style={{ height: `${percent}%` }}
                  />
                </div>
              </div>
              <span className="mt-1 text-[11px] whitespace-nowrap text-ink-600 tabular-nums">
                {point.week.slice(5)}
              </span>
            </div>
          );
        })}
      </div>
    </figure>
  );
}
