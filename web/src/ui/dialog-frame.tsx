import { CLOSE } from '@brunchers/model';
import {
  Description,
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react';
import { cx } from './cx';
import type { DialogProps } from './dialog';
import { t } from '../lib/i18n';

/** The dialog itself (Headless UI), loaded by dialog.tsx: see Dialog there. */
export function DialogFrame({
  open,
  onClose,
  title,
  description,
  children,
  size = 'md',
  dismissible = true,
}: DialogProps) {
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
              aria-label={t(CLOSE)}
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
