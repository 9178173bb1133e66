// App toasts: title + optional description, success/error/info variants, and never more than one
// on screen (showing a toast removes the previous one at once, as the spec asks). react-hot-toast
// and the outlet (toaster.tsx) are in no page's first download: they load with the first toast.
import type { ToastText } from '@brunchers/model';
import { requestToastOutlet, toastOutletIsMounted, whenToastOutletMounted } from './outlet';
import type { ToastVariant } from './show';

export type { ToastVariant } from './show';

type ToastShow = typeof import('./show');

let loaded: ToastShow | undefined;
let loading: Promise<ToastShow> | undefined;

/** Loads the toast code (once); later toasts then show synchronously. */
export function loadToasts(): Promise<ToastShow> {
  loading ??= import('./show').then((module) => (loaded = module));
  return loading;
}

function show(variant: ToastVariant, text: ToastText | string): void {
  requestToastOutlet();
  if (loaded && toastOutletIsMounted()) loaded.showToast(variant, text);
  // Toasts asked for while the code and the outlet load show in the order they were asked for,
  // each made once the outlet is on screen (so its time counts from when it can be seen).
  else
    void Promise.all([loadToasts(), whenToastOutletMounted()]).then(([module]) =>
      module.showToast(variant, text),
    );
}

/** Shows a toast (replacing any visible one). Pass a ToastText from the model or a plain title. */
export const notify = {
  success: (text: ToastText | string) => show('success', text),
  error: (text: ToastText | string) => show('error', text),
  info: (text: ToastText | string) => show('info', text),
};
