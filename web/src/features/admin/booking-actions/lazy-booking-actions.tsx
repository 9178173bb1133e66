// A booking row's actions and history (booking-actions.tsx) load beside the list, not before it:
// until they arrive the row shows their buttons, inert.
import { BOOKING_ACTIONS_LABEL, AUDIT_TITLE } from '@brunchers/model';
import { t } from '../../../lib/i18n';
import { lazy, Suspense, type ComponentProps } from 'react';
import { buttonClasses } from '../../../ui/button';

const loadActions = () => import('./booking-actions');
const Actions = lazy(() => loadActions().then((m) => ({ default: m.BookingActions })));
const History = lazy(() => loadActions().then((m) => ({ default: m.BookingHistory })));

type ActionsProps = ComponentProps<typeof Actions>;

export function BookingActions(props: ActionsProps) {
  return (
    <Suspense
      fallback={
        // Only a confirmed booking offers actions (booking-actions.tsx's actionsFor).
        props.status === 'confirmed' ? (
          <button
            type="button"
            disabled
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
            aria-label={`${t(BOOKING_ACTIONS_LABEL)}: ${props.who}`}
          >
            {t(BOOKING_ACTIONS_LABEL)} <span aria-hidden="true">▾</span>
          </button>
        ) : null
      }
    >
      <Actions {...props} />
    </Suspense>
  );
}

export function BookingHistory({ bookingId }: { bookingId: string }) {
  return (
    <Suspense
      fallback={
        <button
          type="button"
          disabled
          aria-expanded={false}
          className="inline-flex min-h-6 items-center self-start text-sm font-semibold text-terracotta-700 underline underline-offset-2"
        >
          {t(AUDIT_TITLE)}
        </button>
      }
    >
      <History bookingId={bookingId} />
    </Suspense>
  );
}
