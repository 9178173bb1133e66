import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

// Each variant brings its focus ring colour: the ring must stand out from what is around the button.
const ON_LIGHT = 'focus-visible:outline-terracotta-600';
const VARIANTS: Record<ButtonVariant, string> = {
  primary: `bg-terracotta-600 text-white hover:bg-terracotta-700 shadow-sm ${ON_LIGHT}`,
  secondary: `bg-sage-700 text-white hover:bg-sage-600 shadow-sm ${ON_LIGHT}`,
  outline: `border border-ink-900/20 bg-white/70 text-ink-900 hover:bg-white ${ON_LIGHT}`,
  ghost: `text-ink-900 hover:bg-ink-900/5 ${ON_LIGHT}`,
  danger: `bg-red-700 text-white hover:bg-red-800 ${ON_LIGHT}`,
  /** On a dark terracotta or ink surface (e.g. the Now Live band): light button, light focus ring. */
  inverse:
    'bg-cream-50 text-terracotta-700 shadow-sm hover:bg-butter-200 hover:text-ink-900 focus-visible:outline-cream-50',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** Class names of a button look, for elements that are not <Button>/<ButtonLink>. */
export function buttonClasses({ variant = 'primary', size = 'md', fullWidth }: ButtonStyle = {}) {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    fullWidth && 'w-full',
  );
}

/** A button in one of the app's variants (primary, secondary, outline, ghost, danger, inverse). */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle) {
  return (
    <button
      type={type}
      className={cx(buttonClasses({ variant, size, fullWidth }), className)}
      {...props}
    />
  );
}

/** A router link that looks like a Button. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  className,
  ...props
}: LinkProps & ButtonStyle) {
  return <Link className={cx(buttonClasses({ variant, size, fullWidth }), className)} {...props} />;
}
