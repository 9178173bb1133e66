import { cx } from './cx';

const SIZES = { sm: 'size-9 text-sm', md: 'size-12 text-base', lg: 'size-20 text-2xl' } as const;

/** A round avatar: the photo when given, else the initials on a terracotta disc. */
export function Avatar({
  initials,
  photoUrl,
  alt,
  size = 'md',
  className,
}: {
  initials: string;
  photoUrl?: string | null;
  alt: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const classes = cx(
    'inline-flex shrink-0 items-center justify-center rounded-full',
    SIZES[size],
    className,
  );
  if (photoUrl) return <img src={photoUrl} alt={alt} className={cx(classes, 'object-cover')} />;
  return (
    <span
      role="img"
      aria-label={alt}
      className={cx(classes, 'bg-terracotta-600 font-semibold text-white')}
    >
      {initials}
    </span>
  );
}
