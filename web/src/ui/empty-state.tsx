import type { ReactNode } from 'react';
import { cx } from './cx';

/** A centred message for empty lists and missing items, with an optional action below. */
export function EmptyState({
  title,
  description,
  action,
  className,
  titleAs: Title = 'p',
}: {
  title: string;
  /** h1 when the empty state is the whole page (e.g. Event not found). */
  titleAs?: 'p' | 'h1' | 'h2';
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
      <Title
        className={cx(
          'font-display text-ink-900',
          Title === 'p' ? 'text-lg' : 'text-2xl font-semibold',
        )}
      >
        {title}
      </Title>
      {description ? <div className="max-w-md text-sm text-ink-600">{description}</div> : null}
      {action}
    </div>
  );
}
