// /ticket — one ticket full screen, bright and readable at a door: ?t=<token> from the
// confirmation mail (no sign-in needed: the signed token is the proof) or ?booking=<id> from My
// Bookings (the member who booked). The screen is kept awake while it shows, where the browser can.
import {
  BACK,
  NO_TICKET,
  TICKET_LOADING,
  TICKET_SIGN_IN_TEXTS,
  TICKET_TITLE,
  type GetTicketInput,
} from '@brunchers/model';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { buttonClasses } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { Tablemates } from '../table-plan/tablemates';
import { TicketCard } from './ticket-card';
import { useTicket } from './ticket-data';
import { t } from '../../lib/i18n';

export function Component() {
  const [params] = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const token = params.get('t');
  const bookingId = params.get('booking');
  const input = useMemo<GetTicketInput | null>(() => {
    if (token) return { token };
    if (bookingId && session.status === 'ready') return { bookingId };
    return null;
  }, [token, bookingId, session.status]);
  const state = useTicket(input);
  useWakeLock();

  const signedOut = !token && session.status === 'ready' && !session.user;
  return (
    <main className="flex min-h-dvh flex-col items-center gap-4 bg-white px-4 py-6 text-ink-900">
      <div className="flex w-full max-w-md items-center justify-between">
        <h1 className="text-xl font-semibold">{t(TICKET_TITLE)}</h1>
        <button
          type="button"
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.profile))}
        >
          {t(BACK)}
        </button>
      </div>
      <div className="w-full max-w-md" aria-live="polite">
        {signedOut ? (
          <p className="py-8 text-center">
            {t(TICKET_SIGN_IN_TEXTS.before)}{' '}
            <Link className="font-semibold underline" to={paths.login}>
              {t(TICKET_SIGN_IN_TEXTS.link)}
            </Link>{' '}
            {t(TICKET_SIGN_IN_TEXTS.after)}
          </p>
        ) : !token && !bookingId ? (
          <p className="py-8 text-center">{t(NO_TICKET)}</p>
        ) : state.status === 'ready' ? (
          <div className="flex flex-col gap-4">
            <TicketCard ticket={state.ticket} large />
            {bookingId && !token ? <Tablemates bookingId={bookingId} /> : null}
          </div>
        ) : state.status === 'error' ? (
          <p role="alert" className="py-8 text-center">
            {state.message}
          </p>
        ) : (
          <Spinner label={t(TICKET_LOADING)} />
        )}
      </div>
    </main>
  );
}

/** Keeps the screen on while the ticket shows (Screen Wake Lock API, where supported). */
function useWakeLock() {
  useEffect(() => {
    let lock: WakeLockSentinel | null = null;
    let released = false;
    navigator.wakeLock
      ?.request('screen')
      .then((sentinel) => {
        if (released) void sentinel.release();
        else lock = sentinel;
      })
      .catch(() => undefined);
    return () => {
      released = true;
      void lock?.release();
    };
  }, []);
}
