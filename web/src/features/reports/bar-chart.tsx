// A small SVG bar chart (no chart library: the route stays within its bundle budget). The bars
// are one image with a text alternative; the table next to each chart has every figure.
import { chartSummary } from '@brunchers/model';

export interface BarPoint {
  label: string;
  value: number;
  /** The value as the table writes it. */
  text: string;
  /** The label under the bar (every other one is shown). */
  short: string;
}

const WIDTH = 600;
const HEIGHT = 160;
const LABEL = 18;

export function BarChart({ title, points }: { title: string; points: readonly BarPoint[] }) {
  const max = Math.max(1, ...points.map((point) => point.value));
  const slot = WIDTH / Math.max(1, points.length);
  const bar = Math.min(40, slot * 0.7);
  const plot = HEIGHT - LABEL;
  return (
    <figure className="min-w-0">
      <figcaption className="text-sm font-semibold text-ink-700">{title}</figcaption>
      <svg
        role="img"
        aria-label={chartSummary(title, points)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-2 h-40 w-full"
        preserveAspectRatio="none"
      >
        <line x1={0} x2={WIDTH} y1={plot} y2={plot} className="stroke-ink-900/20" />
        {points.map((point, index) => {
          const height = point.value > 0 ? Math.max(2, (point.value / max) * (plot - 4)) : 0;
          const x = index * slot + (slot - bar) / 2;
          return (
            <rect
              key={point.label}
              x={x}
              y={plot - height}
              width={bar}
              height={height}
              rx={3}
              className="fill-terracotta-500"
            />
          );
        })}
      </svg>
      <div aria-hidden="true" className="flex text-[10px] text-ink-600 tabular-nums">
        {points.map((point, index) => (
          <span key={point.label} className="min-w-0 flex-1 truncate text-center">
            {(points.length - 1 - index) % 2 === 0 ? point.short : ''}
          </span>
        ))}
      </div>
    </figure>
  );
}
