import type { ReactNode } from 'react';
import { cx } from './cx';

export type BadgeTone = 'terracotta' | 'sage' | 'butter' | 'neutral' | 'success' | 'light';

const TONES: Record<BadgeTone, string> = {
  terracotta: 'bg-terracotta-100 text-terracotta-700',
  sage: 'bg-sage-100 text-sage-700',
  butter: 'bg-butter-200 text-ink-900',
  neutral: 'bg-ink-900/8 text-ink-700',
  success: 'bg-sage-700 text-white',
  /** On top of a picture. */
  light: 'bg-white/90 text-ink-700',
};

/** A small pill label (event style, status, category). */
export function Badge({
  tone = 'terracotta',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
