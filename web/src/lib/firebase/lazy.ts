// The Firebase SDKs for screens that paint before them (the event page): each loads on demand, as
// a chunk of its own (Firestore for the live listener, Auth for the signed-in state, Functions on
// the first call), so no task evaluates more SDK code than it needs; the instances are the ones
// sdk.ts gathers for reactfire's providers elsewhere.
// Import nothing from 'firebase/*' or reactfire here: this module is part of the first download.
import type { Auth, User } from 'firebase/auth';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LiveDoc, LiveList, Parser } from './live-data';
import { orderedListKey, type OrderedList } from './ordered-list';
import { mayBeSignedIn, onSignedInElsewhere } from './session-hint';

type AuthModule = typeof import('./auth');
type FunctionsModule = typeof import('./functions');

let loadedAuth: Auth | undefined;
let loadingAuth: Promise<AuthModule> | undefined;
let loadingFunctions: Promise<FunctionsModule> | undefined;

/** Resolves in a task of its own (yieldThen, as a promise). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => yieldThen(resolve));
}

/**
 * Imports a module in two steps, each evaluated in a task of its own: first one of its
 * dependencies (`part`), then the module itself. Evaluating an SDK's graph in one go made a task of
 * 30–50 ms on a fast machine (Auth), which a phone runs four times slower. `part` must be a
 * module of ours: importing an SDK's entry dynamically would keep all of its exports (no tree
 * shaking).
 */
async function inTwoTasks<T>(part: () => Promise<unknown>, module: () => Promise<T>): Promise<T> {
  await part();
  await nextTask();
  return module();
}

/** Starts loading Auth (once) and resolves to auth.ts. */
export function loadAuth(): Promise<AuthModule> {
  // The Firebase app (its SDK and initializeApp), then Auth's SDK and instance.
  loadingAuth ??= inTwoTasks(
    () => import('./app'),
    () => import('./auth'),
  ).then((module) => {
    loadedAuth = module.auth;
    return module;
  });
  return loadingAuth;
}

/** Starts loading Functions (once) and resolves to functions.ts. */
export function loadFunctions(): Promise<FunctionsModule> {
  // A failed download is tried again by the next call.
  loadingFunctions ??= import('./functions').catch((error: unknown) => {
    loadingFunctions = undefined;
    throw error;
  });
  return loadingFunctions;
}

/** How long `afterPaint` waits for a paint that may never come (a hidden tab paints nothing). */
export const PAINT_FALLBACK_MS = 500;

/** True while the page has not yet shown any content (no 'first-contentful-paint' entry yet). */
function firstContentPending(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint') &&
    performance.getEntriesByName('first-contentful-paint').length === 0
  );
}

/**
 * Runs `work` once the current content is on screen, so what it downloads does not compete with
 * the page's first paint. On a first visit that is when the browser reports the first contentful
 * paint: the entry arrives once the frame has been presented, whereas a frame callback (and a task
 * queued from it) runs some 30 ms before that, which let the SDK downloads start ahead of the
 * event page's first paint. Afterwards, the next frame. Without either within PAINT_FALLBACK_MS
 * it runs anyway. Returns a function that cancels it.
 */
export function afterPaint(work: () => void): () => void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  let frame: number | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    work();
  };
  const fallback = setTimeout(run, PAINT_FALLBACK_MS);
  const cancel = () => {
    done = true;
    clearTimeout(fallback);
    observer?.disconnect();
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
  if (firstContentPending()) {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) setTimeout(run, 0);
    });
    observer.observe({ type: 'paint' });
  } else {
    frame = requestAnimationFrame(() => setTimeout(run, 0));
  }
  return cancel;
}

/**
 * Whether this page needs Auth: someone has signed in in this browser (session-hint.ts) or Auth is
 * already loaded. For a visitor it turns true when another tab signs in.
 */
export function useAuthWanted(): boolean {
  const [wanted, setWanted] = useState(() => loadedAuth !== undefined || mayBeSignedIn());
  useEffect(() => {
    if (wanted) return;
    return onSignedInElsewhere(() => setWanted(true));
  }, [wanted]);
  return wanted;
}

/**
 * Whether Auth is wanted here (useAuthWanted) and the app's Auth instance once loaded, else null.
 * It loads (after a paint) only where it is wanted: a visitor who never signed in here does
 * without it.
 */
export function useLazyAuth(): { wanted: boolean; auth: Auth | null } {
  const wanted = useAuthWanted();
  const [auth, setAuth] = useState<Auth | null>(loadedAuth ?? null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (auth || !wanted) return;
    let current = true;
    const cancel = afterPaint(() =>
      loadAuth().then(
        (module) => current && setAuth(module.auth),
        (failure: unknown) => current && setError(failure),
      ),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [auth, wanted]);
  // A chunk that cannot be loaded is the route error boundary's job, as for a lazy route.
  if (error) throw error;
  return { wanted, auth };
}

const LOADING = { status: 'loading' } as const;
const SIGNED_OUT = { status: 'ready', user: null, auth: null } as const;

export type LazySession =
  | { status: 'loading' }
  | { status: 'ready'; user: User; auth: Auth }
  | { status: 'ready'; user: null; auth: Auth | null };

/**
 * The signed-in user for pages outside reactfire's providers (the public top bar): signed out at
 * once for a visitor who never signed in here; otherwise Auth loads after the first paint, then
 * its restored session is followed (sign-in and sign-out included).
 */
export function useLazySession(): LazySession {
  const { wanted, auth } = useLazyAuth();
  const [state, setState] = useState<{ auth: Auth; user: User | null } | null>(() =>
    auth?.currentUser ? { auth, user: auth.currentUser } : null,
  );
  useEffect(() => {
    if (!auth) return;
    // Auth reads its persisted session in a task of its own, not React's.
    let stop: (() => void) | undefined;
    const timer = yieldThen(() => {
      stop = auth.onAuthStateChanged((user) => setState({ auth, user }));
    });
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, [auth]);
  if (!wanted) return SIGNED_OUT;
  return state && state.auth === auth ? { status: 'ready', ...state } : LOADING;
}

/**
 * Runs `work` in a task of its own (after what the main thread is doing now), so starting an SDK
 * does not lengthen the task that loaded it. Returns the timer (clearTimeout cancels).
 */
export function yieldThen(work: () => void): ReturnType<typeof setTimeout> {
  return setTimeout(work, 0);
}

/** Same state and, when ready, the same data (plain parsed data: compared as JSON). */
function sameLive(a: LiveDoc<unknown> | LiveList<unknown>, b: typeof a): boolean {
  if (a.status !== b.status || a.status === 'error') return false;
  return a.status !== 'ready' || JSON.stringify(a.data) === JSON.stringify((b as typeof a).data);
}

type LiveDocAt = typeof import('./live-doc-at');

/**
 * A listener started once Firestore has loaded (after a paint). Until it answers it returns
 * `shownMeanwhile`; an answer equal to what is shown causes no re-render. `onAnswer` runs on
 * every answer of the listener. `key` identifies what `follow` listens to.
 */
function useLazyListener<V extends LiveDoc<unknown> | LiveList<unknown>>(
  key: string,
  follow: (module: LiveDocAt, onValue: (value: V) => void) => () => void,
  shownMeanwhile: V,
  onAnswer?: () => void,
): V {
  const [state, setState] = useState<{ key: string; value: V } | null>(null);
  const shown = state?.key === key ? state.value : shownMeanwhile;
  const shownRef = useRef(shown);
  const onAnswerRef = useRef(onAnswer);
  const followRef = useRef(follow);
  useLayoutEffect(() => {
    shownRef.current = shown;
    onAnswerRef.current = onAnswer;
    followRef.current = follow;
  });
  useEffect(() => {
    let current = true;
    let stop: (() => void) | undefined;
    const show = (value: V) => {
      onAnswerRef.current?.();
      if (!sameLive(shownRef.current, value)) setState({ key, value });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = afterPaint(() =>
      // Firestore's SDK (through live-data.ts, which creates nothing), then the app's instance.
      inTwoTasks(
        () => import('./live-data'),
        () => import('./live-doc-at'),
      ).then(
        (module) => {
          // Starting Firestore is a task of its own, not a tail of the SDKs' evaluation.
          if (current) timer = yieldThen(() => (stop = followRef.current(module, show)));
        },
        (error: unknown) =>
          // LiveDoc and LiveList share this state.
          current && setState({ key, value: { status: 'error', error: toError(error) } as V }),
      ),
    );
    return () => {
      current = false;
      cancel();
      clearTimeout(timer);
      stop?.();
    };
  }, [key]);
  return shown;
}

/**
 * useLiveDoc for a document path, loading Firestore first (after a paint). Until the listener
 * answers it returns `shownMeanwhile` (e.g. a prefetched copy, else 'loading'); an answer equal to
 * what is shown causes no re-render. `onAnswer` runs on every answer of the listener. Pass a
 * module-level parser.
 */
export function useLazyLiveDoc<T>(
  path: string,
  parse: Parser<T>,
  shownMeanwhile: LiveDoc<T> = LOADING,
  onAnswer?: () => void,
): LiveDoc<T> {
  return useLazyListener<LiveDoc<T>>(
    path,
    ({ followDocAt }, onValue) => followDocAt(path, parse, onValue),
    shownMeanwhile,
    onAnswer,
  );
}

/** useLiveQuery of an ordered list, loading Firestore first (after a paint); as useLazyLiveDoc. */
export function useLazyLiveList<T>(
  list: OrderedList,
  parse: Parser<T>,
  shownMeanwhile: LiveList<T> = LOADING,
  onAnswer?: () => void,
): LiveList<T> {
  return useLazyListener<LiveList<T>>(
    orderedListKey(list),
    ({ followListAt }, onValue) => followListAt(list, parse, onValue),
    shownMeanwhile,
    onAnswer,
  );
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
