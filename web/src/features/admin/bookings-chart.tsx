// Bookings per week as a plain SVG bar chart (no chart library), with a text alternative.
import type { WeekCount } from './admin-stats';

const WIDTH = 560;
const HEIGHT = 200;
const PADDING = { top: 16, bottom: 28, side: 8 };

export function BookingsChart({ series }: { series: WeekCount[] }) {
  const max = Math.max(1, ...series.map((point) => point.count));
  const slot = (WIDTH - PADDING.side * 2) / series.length;
  const plotHeight = HEIGHT - PADDING.top - PADDING.bottom;
  const summary = series.map((point) => `week of ${point.week}: ${point.count}`).join(', ');
  return (
    <figure className="rounded-(--radius-card) bg-white p-5 shadow-(--shadow-soft) ring-1 ring-ink-900/5">
      <figcaption className="text-xl font-semibold">Bookings per week</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`Bookings per week: ${summary}`} className="mt-3 w-full">
        {series.map((point, index) => {
          const height = (point.count / max) * plotHeight;
          const x = PADDING.side + index * slot + slot * 0.15;
          const y = PADDING.top + plotHeight - height;
          return (
            <g key={point.week}>
              <rect x={x} y={y} width={slot * 0.7} height={Math.max(height, 1)} rx={4} fill="#c8603a" />
              <text x={x + slot * 0.35} y={y - 4} textAnchor="middle" fontSize="12" fill="#2b211c">
                {point.count}
              </text>
              <text x={x + slot * 0.35} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#4a3d35">
                {point.week.slice(5)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
