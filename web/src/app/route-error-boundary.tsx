import { isRouteErrorResponse, useRouteError } from 'react-router';
import { callableErrorMessage } from '../lib/callable-errors';
import { ButtonLink } from '../ui/button';

/** Shown when a route throws while loading or rendering; the rest of the app keeps working. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? error.statusText || undefined
    : error instanceof Error
      ? callableErrorMessage(error, error.message) // a failed call reads as its text, no "[500]"
      : undefined;
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
      <h1 className="text-3xl font-semibold">Something went wrong</h1>
      <p className="text-ink-600">
        This page could not be shown. Try reloading; if it keeps happening, come back a little
        later.
      </p>
      {detail ? <p className="text-sm text-ink-500">{detail}</p> : null}
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full px-5 py-2.5 text-sm font-semibold text-ink-900 ring-1 ring-ink-900/20 hover:bg-white"
        >
          Reload
        </button>
        <ButtonLink to="/">Go home</ButtonLink>
      </div>
    </main>
  );
}
