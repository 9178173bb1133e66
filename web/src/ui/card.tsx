import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export type CardTone = 'white' | 'sage' | 'butter';

const TONES: Record<CardTone, string> = {
  white: 'bg-white ring-ink-900/5',
  sage: 'bg-sage-100 ring-sage-200',
  butter: 'bg-butter-200 ring-butter-400/40',
};

/**
 * A rounded surface with the soft shadow, white unless `tone` says otherwise. Colour goes through
 * `tone`, not `className`: cx does not resolve conflicting utilities (see cx.ts).
 */
export function Card({
  tone = 'white',
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { tone?: CardTone }) {
  return (
    <div
      className={cx(
        'rounded-(--radius-card) shadow-(--shadow-soft) ring-1',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}

/** Title row of a Card (h2 by default, for page-level cards). */
export function CardTitle({
  as: Heading = 'h2',
  className,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { as?: 'h2' | 'h3' }) {
  return <Heading className={cx('text-xl font-semibold', className)} {...props} />;
}
