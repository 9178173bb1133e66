import { ROUTE_ERROR_TEXTS } from '@brunchers/model';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { callableErrorMessage } from '../lib/callable-errors';
import { ButtonLink } from '../ui/button';
import { t } from '../lib/i18n';

/** Shown when a route throws while loading or rendering; the rest of the app keeps working. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? error.statusText || undefined
    : error instanceof Error
      ? t(callableErrorMessage(error, error.message)) // a failed call reads as its text, no "[500]"
      : undefined;
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
      <h1 className="text-3xl font-semibold">{t(ROUTE_ERROR_TEXTS.title)}</h1>
      <p className="text-ink-600">{t(ROUTE_ERROR_TEXTS.text)}</p>
      {detail ? <p className="text-sm text-ink-500">{detail}</p> : null}
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full px-5 py-2.5 text-sm font-semibold text-ink-900 ring-1 ring-ink-900/20 hover:bg-white"
        >
          {t(ROUTE_ERROR_TEXTS.reload)}
        </button>
        <ButtonLink to="/">{t(ROUTE_ERROR_TEXTS.home)}</ButtonLink>
      </div>
    </main>
  );
}
