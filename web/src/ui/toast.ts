// App toasts: title + optional description, success/error/info variants, and never more than one
// on screen (showing a toast removes the previous one at once, as the spec asks).
import type { ToastText } from '@brunchers/model';
import { createElement } from 'react';
import toast from 'react-hot-toast';
import { ToastBody } from './toast-body';
import { requestToastOutlet } from './toast-outlet';

export type ToastVariant = 'success' | 'error' | 'info';

const DURATION_MS = { success: 4000, info: 5000, error: 6000 } as const;

function show(variant: ToastVariant, text: ToastText | string): string {
  const { title, description } = typeof text === 'string' ? { title: text, description: undefined } : text;
  requestToastOutlet();
  toast.remove();
  const message = createElement(ToastBody, { title, description });
  const options = { duration: DURATION_MS[variant] };
  if (variant === 'success') return toast.success(message, options);
  if (variant === 'error') return toast.error(message, { ...options, ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
  return toast(message, { ...options, icon: 'ℹ️' });
}

/** Shows a toast (replacing any visible one). Pass a ToastText from the model or a plain title. */
export const notify = {
  success: (text: ToastText | string) => show('success', text),
  error: (text: ToastText | string) => show('error', text),
  info: (text: ToastText | string) => show('info', text),
};
