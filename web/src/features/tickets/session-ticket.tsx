// The ticket on /booking-success, found by the Checkout session id (so it works for guests too),
// with a link to show it full screen at the door.
import { TICKET_SHOW_FULL_SCREEN } from '@brunchers/model';
import { useMemo } from 'react';
import { tokenTicketPath } from '../../lib/paths';
import { ButtonLink } from '../../ui/button';
import { TicketCard } from './ticket-card';
import { useTicket } from './ticket-data';
import { t } from '../../lib/i18n';

export function SessionTicket({ sessionId }: { sessionId: string }) {
  const input = useMemo(() => ({ sessionId }), [sessionId]);
  const state = useTicket(input);
  if (state.status === 'loading') return null;
  if (state.status === 'error')
    return (
      <p role="alert" className="text-sm text-ink-700">
        {state.message}
      </p>
    );
  return (
    <div className="flex w-full flex-col items-center gap-3">
      <TicketCard ticket={state.ticket} />
      <ButtonLink to={tokenTicketPath(state.ticket.token)} variant="outline" size="sm">
        {t(TICKET_SHOW_FULL_SCREEN)}
      </ButtonLink>
    </div>
  );
}
