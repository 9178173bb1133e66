// A stale chunk after a deploy (vite:preloadError) reloads the page once, not in a loop.
import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, RELOADED_AT_KEY, reloadOnStaleChunks } from '../src/lib/stale-chunks';

function page() {
  const target = new EventTarget() as EventTarget & {
    location: { reload: () => void; assign: (href: string) => void };
  };
  target.location = { reload: vi.fn(), assign: vi.fn() };
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  };
  return { target, storage, stored };
}

const preloadError = () => new Event('vite:preloadError', { cancelable: true });

describe('stale chunks after a deploy', () => {
  it('reloads once, and leaves a second failure right after to the error boundary', () => {
    let now = 1_000_000;
    const { target, storage, stored } = page();
    reloadOnStaleChunks(
      () => null,
      target,
      storage,
      () => now,
    );

    const first = preloadError();
    target.dispatchEvent(first);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(stored.get(RELOADED_AT_KEY)).toBe(String(now));

    // The reloaded page (same session) fails again: no second reload, the error is not swallowed.
    now += 2_000;
    const again = preloadError();
    target.dispatchEvent(again);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    expect(again.defaultPrevented).toBe(false);
  });

  it('reloads again for a later deploy, once the guard has passed', () => {
    let now = 5_000_000;
    const { target, storage } = page();
    reloadOnStaleChunks(
      () => null,
      target,
      storage,
      () => now,
    );
    target.dispatchEvent(preloadError());
    now += RELOAD_GUARD_MS + 1;
    target.dispatchEvent(preloadError());
    expect(target.location.reload).toHaveBeenCalledTimes(2);
  });

  it('loads where a navigation under way was going, not the page it was leaving', () => {
    const { target, storage } = page();
    let going: string | null = '/signup?claim=cs_1';
    reloadOnStaleChunks(
      () => going,
      target,
      storage,
      () => 9_000_000,
    );
    target.dispatchEvent(preloadError());
    expect(target.location.assign).toHaveBeenCalledWith('/signup?claim=cs_1');
    expect(target.location.reload).not.toHaveBeenCalled();

    // No navigation under way (a chunk the page itself asked for): the page reloads.
    const other = page();
    going = null;
    reloadOnStaleChunks(
      () => going,
      other.target,
      other.storage,
      () => 9_000_000,
    );
    other.target.dispatchEvent(preloadError());
    expect(other.target.location.reload).toHaveBeenCalledTimes(1);
    expect(other.target.location.assign).not.toHaveBeenCalled();
  });
});
