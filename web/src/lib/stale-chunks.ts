// After a deploy, a tab still running the previous build asks for chunks that no longer exist (their
// names carry the old hashes) and the route fails to load. Vite reports that as `vite:preloadError`:
// reload once to get the new build. A reload that fails the same way must not loop: sessionStorage
// remembers the last reload, and within RELOAD_GUARD_MS the error is left to the route's error
// boundary (which offers a Reload button). When the failure comes from a navigation under way (a tap
// on a link to a page whose code is not loaded yet), the page loads where the person was going, not
// where they were: reloading the old page dropped their tap.

export const RELOADED_AT_KEY = 'brunchers:stale-chunk-reload-at';
export const RELOAD_GUARD_MS = 60_000;

interface Target {
  addEventListener(type: 'vite:preloadError', listener: (event: Event) => void): void;
  location: { reload(): void; assign(href: string): void };
}

/**
 * Listens on `target` (window) for stale chunks; returns nothing, the listener stays for the page.
 * `pendingHref` is the address of the navigation under way, if any (the router's).
 */
export function reloadOnStaleChunks(
  pendingHref: () => string | null = () => null,
  target: Target = window,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  now: () => number = Date.now,
): void {
  target.addEventListener('vite:preloadError', (event) => {
    const last = Number(storage.getItem(RELOADED_AT_KEY));
    if (Number.isFinite(last) && last > 0 && now() - last < RELOAD_GUARD_MS) return;
    storage.setItem(RELOADED_AT_KEY, String(now()));
    event.preventDefault(); // no error thrown: the page is going away
    const href = pendingHref();
    if (href) target.location.assign(href);
    else target.location.reload();
  });
}
