// Shows one toast with react-hot-toast (loaded with the first toast, see index.ts).
import type { ToastText } from '@brunchers/model';
import { createElement } from 'react';
import toast from 'react-hot-toast';
import { ToastBody } from './body';

export type ToastVariant = 'success' | 'error' | 'info';

const DURATION_MS = { success: 4000, info: 5000, error: 6000 } as const;

export function showToast(variant: ToastVariant, text: ToastText | string): void {
  const { title, description, href } =
    typeof text === 'string' ? { title: text, description: undefined, href: undefined } : text;
  toast.remove();
  const message = createElement(ToastBody, { title, description, href });
  const options = { duration: DURATION_MS[variant] };
  if (variant === 'success') toast.success(message, options);
  else if (variant === 'error')
    toast.error(message, { ...options, ariaProps: { role: 'alert', 'aria-live': 'assertive' } });
  else toast(message, { ...options, icon: 'ℹ️' });
}
