import { cx } from './cx';

/** A labelled progress bar (role="progressbar"); value is clamped to 0..max. */
export function ProgressBar({
  value,
  max = 100,
  label,
  className,
}: {
  value: number;
  max?: number;
  label: string;
  className?: string;
}) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      className={cx('h-2.5 w-full overflow-hidden rounded-full bg-cream-300', className)}
    >
      <div
        className="h-full rounded-full bg-terracotta-500 transition-[width] duration-500"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
