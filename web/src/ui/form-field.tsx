import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from './cx';

const INPUT_BASE =
  'block w-full rounded-xl border border-ink-900/20 bg-white px-3.5 py-2.5 text-base text-ink-900 ' +
  'placeholder:text-ink-500 focus:border-terracotta-600 focus:outline-2 disabled:bg-cream-200';

/** Class names shared by text inputs and selects. */
export const inputClasses = `${INPUT_BASE} focus:outline-terracotta-600/30`;

/** An input on a dark surface (the Now Live band): its focus ring is light. */
export const inputOnDarkClasses = `${INPUT_BASE} focus:outline-offset-2 focus:outline-cream-50`;

interface FieldChrome {
  label: string;
  hint?: ReactNode;
  error?: string;
}

/** A labelled input with optional hint and error (linked by aria-describedby). */
export function FormField({
  label,
  hint,
  error,
  className,
  id,
  ...inputProps
}: InputHTMLAttributes<HTMLInputElement> & FieldChrome) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell label={label} hint={hint} error={error} inputId={inputId} className={className}>
      {(describedBy) => (
        <input
          id={inputId}
          className={inputClasses}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
      )}
    </FieldShell>
  );
}

/** A labelled <select>; pass <option>s as children. */
export function SelectField({
  label,
  hint,
  error,
  className,
  id,
  children,
  ...selectProps
}: SelectHTMLAttributes<HTMLSelectElement> & FieldChrome) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldShell label={label} hint={hint} error={error} inputId={selectId} className={className}>
      {(describedBy) => (
        <select
          id={selectId}
          className={inputClasses}
          aria-describedby={describedBy}
          {...selectProps}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

function FieldShell({
  label,
  hint,
  error,
  inputId,
  className,
  children,
}: FieldChrome & {
  inputId: string;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={hintId} className="text-xs text-ink-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
