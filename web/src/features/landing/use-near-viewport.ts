// When to start something that sits below the fold: once it comes within a screen of the
// viewport, or once the page has settled after loading (so it still appears for a visitor who
// reaches it without scrolling, e.g. through assistive technology).
import { useEffect, useRef, useState, type RefObject } from 'react';

/** How long after the load event the page waits before starting anyway. */
export const SETTLED_AFTER_LOAD_MS = 2_500;

/** Calls `start` once the load event has fired and `delayMs` have passed, at an idle moment. */
function afterLoadSettled(start: () => void, delayMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const wait = () => {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window)
        idle = window.requestIdleCallback(start, { timeout: 1_000 });
      else start();
    }, delayMs);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    window.removeEventListener('load', wait);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/**
 * A ref for the element and whether it is (or was) near the viewport: true once the element is
 * within `margin` of the screen, or once the page has settled after loading. Stays true.
 */
export function useNearViewport<T extends Element>({
  margin = '100% 0px',
  settledAfterMs = SETTLED_AFTER_LOAD_MS,
}: { margin?: string; settledAfterMs?: number } = {}): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const start = () => setNear(true);
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && start(),
      {
        rootMargin: margin,
      },
    );
    observer.observe(element);
    const cancel = afterLoadSettled(start, settledAfterMs);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [near, margin, settledAfterMs]);
  return [ref, near];
}
