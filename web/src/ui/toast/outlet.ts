// Whether a toast has been asked for yet. The toast outlet (react-hot-toast's Toaster, toaster.tsx)
// is not part of any page's first download: it loads with the first toast, which react-hot-toast
// keeps in its store until the outlet mounts and shows it.
let wanted = false;
const listeners = new Set<() => void>();

/** Called by notify before it shows a toast: mounts the outlet (once). */
export function requestToastOutlet(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function subscribeToastOutlet(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastOutletRequested(): boolean {
  return wanted;
}

// react-hot-toast counts a toast's time from its creation: a toast made while the outlet's code
// still loads (a slow phone, a page busy loading its route) could expire before it is ever on
// screen. So toasts are made once the outlet is mounted.
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));
let isMounted = false;

/** Called by the outlet (toaster-view.tsx) once it is on screen. */
export function toastOutletMounted(): void {
  isMounted = true;
  markMounted();
}

export function whenToastOutletMounted(): Promise<void> {
  return mounted;
}

export function toastOutletIsMounted(): boolean {
  return isMounted;
}
