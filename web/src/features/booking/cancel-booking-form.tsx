// What the member (dialog on My Bookings) and the guest (/booking/cancel) see before cancelling:
// the policy, a party selector (cancel all, or keep fewer guests) and the server's quote of what
// comes back. The quote is the cancelBooking callable's preview, so it is what the server applies.
import {
  CANCEL_CHOICE_LABEL,
  CANCEL_FAILED,
  CANCEL_QUOTE_LOADING,
  confirmCancelLabel,
  keepGuestsLabel,
  refundPolicyNote,
  refundSummary,
  type CancelBookingOutput,
} from '@brunchers/model';
import { useEffect, useState } from 'react';
import { callableErrorMessage } from '../../lib/callables';
import { Button } from '../../ui/button';
import { inputClasses } from '../../ui/form-field';
import { cancelBooking, type CancelTarget } from './cancel-booking';
import { currentLocale, t } from '../../lib/i18n';

type Quote =
  | { kind: 'loading' }
  | { kind: 'ready'; quote: CancelBookingOutput }
  | { kind: 'failed'; message: string };

export function CancelBookingForm({
  target,
  guestCount,
  onDone,
  onKeep,
  keepLabel,
}: {
  target: CancelTarget;
  guestCount: number;
  onDone: (result: CancelBookingOutput) => void;
  onKeep?: () => void;
  keepLabel?: string;
}) {
  const [keepGuests, setKeepGuests] = useState(0);
  const [quote, setQuote] = useState<Quote>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const targetKey = JSON.stringify(target);

  useEffect(() => {
    let current = true;
    setQuote({ kind: 'loading' });
    cancelBooking(JSON.parse(targetKey) as CancelTarget, {
      keepGuests,
      preview: true,
    }).then(
      (result) => current && setQuote({ kind: 'ready', quote: result }),
      (failure: unknown) =>
        current &&
        setQuote({ kind: 'failed', message: t(callableErrorMessage(failure, t(CANCEL_FAILED))) }),
    );
    return () => {
      current = false;
    };
  }, [targetKey, keepGuests]);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      onDone(await cancelBooking(target, { keepGuests }));
    } catch (failure) {
      setError(t(callableErrorMessage(failure, t(CANCEL_FAILED))));
    } finally {
      setBusy(false);
    }
  }

  const ready = quote.kind === 'ready' && quote.quote.status === 'confirmed';
  return (
    <div className="flex flex-col gap-4">
      {/* The booking's own terms (sold under them), once the server's quote names them. */}
      {quote.kind === 'ready' ? (
        <p className="text-sm text-ink-700">
          {t(
            refundPolicyNote,
            quote.quote.refundPolicy.refund_window_hours,
            quote.quote.refundPolicy.late_refund_percent,
          )}
        </p>
      ) : null}
      {guestCount > 1 ? (
        <label className="flex flex-col gap-1 text-sm font-medium text-ink-800">
          {t(CANCEL_CHOICE_LABEL)}
          <select
            className={inputClasses}
            value={keepGuests}
            onChange={(event) => setKeepGuests(Number(event.target.value))}
          >
            {Array.from({ length: guestCount }, (_, keep) => (
              <option key={keep} value={keep}>
                {t(keepGuestsLabel, keep)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div
        role="status"
        className="rounded-2xl bg-cream-200 p-4 text-ink-900"
        data-testid="refund-quote"
      >
        {quote.kind === 'loading'
          ? t(CANCEL_QUOTE_LOADING)
          : quote.kind === 'failed'
            ? quote.message
            : refundSummary(
                quote.quote,
                quote.quote.refundPolicy.refund_window_hours,
                t,
                currentLocale(),
              )}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-terracotta-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onKeep ? (
          <Button variant="outline" onClick={onKeep} disabled={busy}>
            {keepLabel}
          </Button>
        ) : null}
        <Button variant="danger" disabled={!ready || busy} onClick={() => void confirm()}>
          {t(confirmCancelLabel, keepGuests, quote.kind === 'ready' ? quote.quote.seatsFreed : 0)}
        </Button>
      </div>
    </div>
  );
}
