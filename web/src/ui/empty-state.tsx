import type { ReactNode } from 'react';
import { cx } from './cx';

/** A centred message for empty lists and missing items, with an optional action below. */
export function EmptyState({
  title,
  description,
  action,
  className,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cx(
        'flex flex-col items-center gap-3 rounded-(--radius-card) border border-dashed border-ink-900/15 bg-cream-50 px-6 py-12 text-center',
        className,
      )}
    >
      <img src="/images/empty-plate.svg" alt="" className="size-16" />
      <p className="font-display text-lg text-ink-900">{title}</p>
      {description ? <div className="max-w-md text-sm text-ink-600">{description}</div> : null}
      {action}
    </div>
  );
}
