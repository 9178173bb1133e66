import {
  Description,
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './cx';

/**
 * A modal dialog (Headless UI): focus trapped, Escape and backdrop click close, the title labels
 * it. Content scrolls inside the panel on small screens. `dismissible={false}`: a step the member
 * must finish (no Close button; Escape and the backdrop do nothing).
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  size = 'md',
  dismissible = true,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: 'md' | 'lg';
  dismissible?: boolean;
}) {
  return (
    <HeadlessDialog
      open={open}
      onClose={dismissible ? onClose : () => undefined}
      className="fixed inset-0 z-50"
    >
      <DialogBackdrop className="fixed inset-0 bg-ink-900/50 backdrop-blur-[2px]" />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-4">
        <DialogPanel
          className={cx(
            'relative max-h-[92dvh] w-full overflow-y-auto rounded-t-3xl bg-cream-50 p-6 shadow-xl sm:rounded-3xl',
            size === 'lg' ? 'sm:max-w-2xl' : 'sm:max-w-md',
          )}
        >
          {dismissible ? (
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full text-ink-600 hover:bg-ink-900/5"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
          <DialogTitle className="pr-10 font-display text-2xl font-semibold text-ink-900">
            {title}
          </DialogTitle>
          {description ? (
            <Description className="mt-1 text-sm text-ink-600">{description}</Description>
          ) : null}
          <div className="mt-5">{children}</div>
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}

/**
 * A dialog's buttons, in reading order (Back, then Confirm): side by side at the end from the
 * `sm` width up; stacked full width below it, Confirm on top, so long labels ("Confirm: Cancel
 * and refund") never wrap inside or beside a button on a phone.
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 *:w-full sm:flex-row sm:justify-end sm:*:w-auto">
      {children}
    </div>
  );
}
