// Whether someone has signed in to Brunchers in this browser (and not signed out since), kept by
// the app itself beside Auth's own storage. The public pages load Auth's SDK only then: a visitor's
// first pages never download or run it, and show the signed-out state at once.
const KEY = 'brunchers.signed-in';

/** True if a member may be signed in here (also when storage cannot be read: load Auth to know). */
export function mayBeSignedIn(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return true;
  }
}

/** Auth's answer, remembered for the next page (auth.ts calls it on every change). */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage is off: mayBeSignedIn() answers true, so every page loads Auth as before.
  }
}

/** Calls `then` when another tab of this browser signs in. Returns a function that stops it. */
export function onSignedInElsewhere(then: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === KEY && event.newValue === '1') then();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
