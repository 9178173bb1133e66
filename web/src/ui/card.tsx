import type { HTMLAttributes } from 'react';
import { cx } from './cx';

/** A white rounded surface with the soft shadow; pass `as="section"` etc. via wrapping if needed. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cx('rounded-(--radius-card) bg-white shadow-(--shadow-soft) ring-1 ring-ink-900/5', className)}
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
