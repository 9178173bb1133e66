import { cx } from './cx';

/**
 * An accessible loading indicator: spinner plus a visible (or screen-reader) label. `className`
 * replaces the default vertical padding (py-10), e.g. min-h-dvh or py-32.
 */
export function Spinner({
  label,
  showLabel = true,
  className,
}: {
  label: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cx('flex items-center justify-center gap-3 text-ink-600', className ?? 'py-10')}
    >
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-terracotta-200 border-t-terracotta-600 motion-reduce:animate-none"
      />
      <span className={showLabel ? '' : 'sr-only'}>{label}</span>
    </div>
  );
}
