// A ticket from the getTicket callable, kept in localStorage once seen: at the door the network
// may be poor, and the ticket (its signed token above all) does not change.
import { TICKET_LOAD_FAILED, type GetTicketInput, type TicketView } from '@brunchers/model';
import { t } from '../../lib/i18n';
import { useEffect, useState } from 'react';
import { callable, callableErrorMessage } from '../../lib/callables';

export type TicketState =
  | { status: 'loading' }
  | { status: 'ready'; ticket: TicketView }
  | { status: 'error'; message: string };

const CACHE_PREFIX = 'brunchers:ticket:';

function cacheKey(input: GetTicketInput): string {
  return CACHE_PREFIX + JSON.stringify(input);
}

function cached(input: GetTicketInput): TicketView | null {
  try {
    const raw = window.localStorage.getItem(cacheKey(input));
    return raw ? (JSON.parse(raw) as TicketView) : null;
  } catch {
    return null;
  }
}

/** The ticket `input` names; null waits (e.g. until the session is known). */
export function useTicket(input: GetTicketInput | null): TicketState {
  const key = input ? cacheKey(input) : null;
  const [state, setState] = useState<TicketState>({ status: 'loading' });
  useEffect(() => {
    if (!input) return;
    let live = true;
    const seen = cached(input);
    setState(seen ? { status: 'ready', ticket: seen } : { status: 'loading' });
    callable('getTicket')(input).then(
      (ticket) => {
        if (!live) return;
        try {
          window.localStorage.setItem(cacheKey(input), JSON.stringify(ticket));
        } catch {
          // Storage full or blocked: the ticket still shows.
        }
        setState({ status: 'ready', ticket });
      },
      (error: unknown) => {
        if (!live) return;
        console.warn('Ticket not loaded', error);
        // Offline with a ticket seen before: keep showing it.
        if (!seen)
          setState({
            status: 'error',
            message: t(callableErrorMessage(error, t(TICKET_LOAD_FAILED))),
          });
      },
    );
    return () => {
      live = false;
    };
    // The key stands for the input's contents.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
