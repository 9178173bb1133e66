// /booking/cancel?token=… — a guest's signed cancellation link from their confirmation mail. No
// sign-in: the token names the booking. The page shows the policy and the refund (the server's
// preview), and cancels only when the guest confirms.
import {
  contentText,
  BOOKING_CANCELLED_BY_YOU,
  BROWSE_MORE_EVENTS,
  CANCEL_FAILED,
  CANCEL_LINK_INVALID,
  CANCEL_PAGE_ALREADY,
  CANCEL_PAGE_LOADING,
  CANCEL_PAGE_TITLE,
  formatEventDate,
  guestCountLabel,
  toDateString,
  type CancelBookingOutput,
} from '@brunchers/model';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { eventsSectionPath } from '../../lib/paths';
import { callableErrorMessage } from '../../lib/callables';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { cancelBooking } from './cancel-booking';
import { CancelBookingForm } from './cancel-booking-form';
import { currentLocale, t } from '../../lib/i18n';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; booking: CancelBookingOutput }
  | { kind: 'done'; result: CancelBookingOutput }
  | { kind: 'failed'; message: string };

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { kind: 'loading' } : { kind: 'failed', message: t(CANCEL_LINK_INVALID) },
  );

  useEffect(() => {
    if (!token) return;
    let current = true;
    cancelBooking({ token }, { preview: true }).then(
      (booking) => current && setState({ kind: 'ready', booking }),
      (error: unknown) =>
        current &&
        setState({ kind: 'failed', message: t(callableErrorMessage(error, t(CANCEL_FAILED))) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-12">
      <Card className="flex flex-col gap-4 p-6 sm:p-8">
        <h1 className="text-2xl font-semibold">{t(CANCEL_PAGE_TITLE)}</h1>
        {state.kind === 'loading' ? (
          <p role="status" className="text-ink-700">
            {t(CANCEL_PAGE_LOADING)}
          </p>
        ) : null}
        {state.kind === 'failed' ? (
          <p role="alert" className="text-ink-700">
            {state.message}
          </p>
        ) : null}
        {state.kind === 'ready' ? (
          <>
            <p className="text-ink-700">
              {contentText(
                {
                  event_title: state.booking.eventTitle,
                  event_title_pt: state.booking.eventTitlePt,
                },
                'event_title',
                currentLocale(),
              )}{' '}
              ·{' '}
              {formatEventDate(
                toDateString(new Date(state.booking.eventStartsAt)),
                currentLocale(),
              )}{' '}
              · {t(guestCountLabel, state.booking.guestCount)}
            </p>
            {state.booking.status === 'confirmed' ? (
              <CancelBookingForm
                target={{ token }}
                guestCount={state.booking.guestCount}
                onDone={(result) => setState({ kind: 'done', result })}
              />
            ) : (
              <p role="status" className="text-ink-700">
                {t(CANCEL_PAGE_ALREADY)}
              </p>
            )}
          </>
        ) : null}
        {state.kind === 'done' ? (
          <div role="status" className="flex flex-col gap-2">
            <p className="font-semibold text-ink-900">
              {state.result.status === 'confirmed'
                ? `Your party is now ${t(guestCountLabel, state.result.guestCount)}.`
                : t(BOOKING_CANCELLED_BY_YOU.refunded.title)}
            </p>
            <p className="text-ink-700">
              {state.result.refundCents > 0
                ? t(BOOKING_CANCELLED_BY_YOU.refunded.text)
                : t(BOOKING_CANCELLED_BY_YOU.notRefunded.text)}
            </p>
          </div>
        ) : null}
        <ButtonLink to={eventsSectionPath} variant="outline">
          {t(BROWSE_MORE_EVENTS)}
        </ButtonLink>
      </Card>
    </div>
  );
}
