// The Firebase SDKs for screens that paint before them (the event page): they load on demand, and
// the instances are lib/firebase.ts's, the same ones reactfire's providers hand out elsewhere.
// Import nothing from 'firebase/*' or reactfire here: this module is part of the first download.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LiveDoc, Parser } from './live-data';

type Firebase = typeof import('./firebase');

let loaded: Firebase | undefined;
let loading: Promise<Firebase> | undefined;

/** Starts loading the SDKs (once) and resolves to lib/firebase.ts. */
export function loadFirebase(): Promise<Firebase> {
  loading ??= import('./firebase').then((module) => (loaded = module));
  return loading;
}

/**
 * Runs `work` once the browser has painted the current frame, so what it downloads does not compete
 * with the page's first paint (after 200 ms without a frame, e.g. in a hidden tab, it runs anyway).
 * Returns a function that cancels it.
 */
export function afterPaint(work: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  const fallback = setTimeout(run, 200);
  const frame = requestAnimationFrame(() => setTimeout(run, 0));
  return () => {
    done = true;
    clearTimeout(fallback);
    cancelAnimationFrame(frame);
  };
}

/** lib/firebase.ts once loaded (the first use starts the download after a paint), else null. */
export function useLazyFirebase(): Firebase | null {
  const [firebase, setFirebase] = useState<Firebase | null>(loaded ?? null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (firebase) return;
    let current = true;
    const cancel = afterPaint(() =>
      loadFirebase().then(
        (module) => current && setFirebase(module),
        (failure: unknown) => current && setError(failure),
      ),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [firebase]);
  // A chunk that cannot be loaded is the route error boundary's job, as for a lazy route.
  if (error) throw error;
  return firebase;
}

const LOADING = { status: 'loading' } as const;

/**
 * Runs `work` in a task of its own (after what the main thread is doing now), so starting an SDK
 * does not lengthen the task that loaded it. Returns the timer (clearTimeout cancels).
 */
export function yieldThen(work: () => void): ReturnType<typeof setTimeout> {
  return setTimeout(work, 0);
}

/** Same state and, for a document, the same data (plain parsed data: compared as JSON). */
function sameLiveDoc<T>(a: LiveDoc<T>, b: LiveDoc<T>): boolean {
  if (a.status !== b.status || a.status === 'error') return false;
  return a.status !== 'ready' || JSON.stringify(a.data) === JSON.stringify((b as typeof a).data);
}

/**
 * useLiveDoc for a document path, loading the SDKs first (after a paint). Until the listener answers it returns
 * `shownMeanwhile` (e.g. a prefetched copy, else 'loading'); an answer equal to what is shown
 * causes no re-render. `onAnswer` runs on every answer of the listener.
 */
export function useLazyLiveDoc<T>(
  path: string,
  parse: Parser<T>,
  shownMeanwhile: LiveDoc<T> = LOADING,
  onAnswer?: () => void,
): LiveDoc<T> {
  const [state, setState] = useState<{ path: string; value: LiveDoc<T> } | null>(null);
  const shown = state?.path === path ? state.value : shownMeanwhile;
  const shownRef = useRef(shown);
  const onAnswerRef = useRef(onAnswer);
  useLayoutEffect(() => {
    shownRef.current = shown;
    onAnswerRef.current = onAnswer;
  });
  useEffect(() => {
    let current = true;
    let stop: (() => void) | undefined;
    const show = (value: LiveDoc<T>) => {
      onAnswerRef.current?.();
      if (!sameLiveDoc(shownRef.current, value)) setState({ path, value });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = afterPaint(() =>
      import('./live-doc-at').then(
        ({ followDocAt }) => {
          // Starting Firestore is a task of its own, not a tail of the SDKs' evaluation.
          if (current) timer = yieldThen(() => (stop = followDocAt(path, parse, show)));
        },
        (error: unknown) =>
          current && setState({ path, value: { status: 'error', error: toError(error) } }),
      ),
    );
    return () => {
      current = false;
      cancel();
      clearTimeout(timer);
      stop?.();
    };
  }, [path, parse]);
  return shown;
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
