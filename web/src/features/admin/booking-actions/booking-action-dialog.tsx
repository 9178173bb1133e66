// One organiser action on one booking (issue 33), in a dialog: the action's own field, the reason
// the member reads (required), what will happen (actionPreview in the model, from the booking's
// ledger), then the server's answer as a toast. Escape, the backdrop and Back close it.
import {
  ACTION_CONFIRM,
  ACTION_FAILED,
  ACTION_KEEP,
  ACTION_WORKING,
  actionDoneToast,
  actionPreview,
  BOOKING_ACTION_LABELS,
  bookingActionable,
  bookingChangedMeanwhile,
  bookingStatusLabel,
  COMP_SEATS_LABEL,
  eurosToCents,
  formatEventDate,
  guestsCheckedIn,
  MAX_GUESTS_PER_BOOKING,
  MIN_GUESTS_PER_BOOKING,
  MOVE_CHOOSE,
  MOVE_TO_LABEL,
  NEW_PARTY_SIZE_LABEL,
  ORGANISER_REASON_MAX,
  REASON_LABEL,
  REASON_REQUIRED,
  REFUND_AMOUNT_LABEL,
  WHAT_WILL_HAPPEN,
  type ActionDraft,
  type BookingActionKind,
  type ManageBookingInput,
  formatMoney,
  NOT_DONE,
  seatsLeftLabel,
  contentText,
} from '@brunchers/model';
import { currentLocale, t } from '../../../lib/i18n';
import { useId, useState, type FormEvent } from 'react';
import { callableErrorMessage } from '../../../lib/callables';
import { localToday } from '../../../lib/event-data';
import { Button } from '../../../ui/button';
import { Dialog, DialogActions } from '../../../ui/dialog';
import { FormField, inputClasses, SelectField } from '../../../ui/form-field';
import { notify } from '../../../ui/toast';
import {
  bookingActionCalls,
  useAdminAttendance,
  useAdminBooking,
  useAdminEvent,
  useMoveTargets,
} from './booking-actions-data';

export interface BookingActionTarget {
  bookingId: string;
  eventId: string;
  /** Who booked, as the console names them (the dialog's description). */
  who: string;
  action: BookingActionKind;
}

export function BookingActionDialog({
  target,
  requestId,
  onClose,
}: {
  target: BookingActionTarget;
  /** One id per opened dialog (kept across a reload): a retried Confirm is not applied twice. */
  requestId: string;
  onClose: () => void;
}) {
  const { bookingId, eventId, who, action } = target;
  const booking = useAdminBooking(bookingId);
  const event = useAdminEvent(eventId);
  const attendance = useAdminAttendance(bookingId);
  const moveTargets = useMoveTargets(localToday());
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [amount, setAmount] = useState('');
  const [guests, setGuests] = useState<number | null>(null);
  const [seats, setSeats] = useState(1);
  const [toEventId, setToEventId] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonId = useId();

  const current = booking.status === 'ready' ? booking.data : null;
  const unitPriceCents = event.status === 'ready' ? event.data.price_cents : 0;
  const checkedIn = guestsCheckedIn(attendance.status === 'ready' ? attendance.data : null);
  const party = guests ?? current?.guest_count ?? MIN_GUESTS_PER_BOOKING;
  const targets =
    moveTargets.status === 'ready' ? moveTargets.data.filter((e) => e.id !== eventId) : [];
  const moveTo = targets.find((e) => e.id === toEventId) ?? null;

  const draft: ActionDraft =
    action === 'refund'
      ? { action, amountCents: amount.trim() === '' ? 0 : eurosToCents(Number(amount)) }
      : action === 'change_party'
        ? { action, guests: party, checkedIn }
        : action === 'move'
          ? {
              action,
              toTitle: moveTo
                ? `${contentText(moveTo, 'title', currentLocale())} (${formatEventDate(moveTo.event_date, currentLocale())})`
                : null,
              fromPriceCents: unitPriceCents,
              toPriceCents: moveTo?.price_cents ?? null,
            }
          : action === 'comp_seats'
            ? { action, seats }
            : { action };
  // Changed meanwhile (another tab, another organiser): the live booking is no longer one the
  // server acts on, so this dialog says so instead of offering a Confirm the server refuses.
  const stale = current !== null && !bookingActionable(current);
  const preview = current
    ? stale
      ? { lines: [], problem: bookingChangedMeanwhile(bookingStatusLabel(current)) }
      : actionPreview(current, draft)
    : null;
  const needsReason = action !== 'resend_ticket';

  function input(): ManageBookingInput {
    const why = reason.trim();
    switch (action) {
      case 'cancel':
        return { action, bookingId, reason: why, requestId };
      case 'refund':
        return {
          action,
          bookingId,
          reason: why,
          amountCents: eurosToCents(Number(amount)),
          requestId,
        };
      case 'change_party':
        return { action, bookingId, reason: why, guests: party, requestId };
      case 'move':
        return { action, bookingId, reason: why, toEventId, requestId };
      case 'comp_seats':
        return { action, bookingId, reason: why, seats, requestId };
      case 'resend_ticket':
        return { action, bookingId, requestId };
    }
  }

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (needsReason && reason.trim() === '') {
      setReasonError(t(REASON_REQUIRED));
      document.getElementById(reasonId)?.focus();
      return;
    }
    if (!preview || preview.problem) return;
    setBusy(true);
    try {
      const answer = await bookingActionCalls().manage(input());
      notify.success(
        actionDoneToast(action, answer.refundedCents, t, (cents) =>
          formatMoney(cents, currentLocale()),
        ),
      );
      onClose();
    } catch (error) {
      notify.error({
        title: t(NOT_DONE),
        description: t(callableErrorMessage(error, ACTION_FAILED)),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={busy ? () => undefined : onClose}
      title={t(BOOKING_ACTION_LABELS[action])}
      description={who}
    >
      <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        {action === 'refund' ? (
          <FormField
            label={t(REFUND_AMOUNT_LABEL)}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        ) : null}
        {action === 'change_party' ? (
          <SelectField
            label={t(NEW_PARTY_SIZE_LABEL)}
            value={party}
            onChange={(e) => setGuests(Number(e.target.value))}
          >
            {Array.from(
              { length: MAX_GUESTS_PER_BOOKING },
              (_, i) => i + MIN_GUESTS_PER_BOOKING,
            ).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
        ) : null}
        {action === 'move' ? (
          <SelectField
            label={t(MOVE_TO_LABEL)}
            value={toEventId}
            onChange={(e) => setToEventId(e.target.value)}
          >
            <option value="">{t(MOVE_CHOOSE)}</option>
            {targets.map((e) => (
              <option key={e.id} value={e.id}>
                {contentText(e, 'title', currentLocale())} ·{' '}
                {formatEventDate(e.event_date, currentLocale())} · {t(seatsLeftLabel, e.spots_left)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {action === 'comp_seats' ? (
          <SelectField
            label={t(COMP_SEATS_LABEL)}
            value={seats}
            onChange={(e) => setSeats(Number(e.target.value))}
          >
            {Array.from({ length: MAX_GUESTS_PER_BOOKING }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
        ) : null}
        {needsReason ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={reasonId} className="text-sm font-semibold text-ink-900">
              {t(REASON_LABEL)}
            </label>
            <textarea
              id={reasonId}
              rows={3}
              maxLength={ORGANISER_REASON_MAX}
              required
              value={reason}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${reasonId}-error` : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError(undefined);
              }}
              className={inputClasses}
            />
            {reasonError ? (
              <p id={`${reasonId}-error`} className="text-sm text-red-700">
                {reasonError}
              </p>
            ) : null}
          </div>
        ) : null}
        <section
          aria-labelledby={`${reasonId}-preview`}
          className="rounded-2xl bg-white p-4 ring-1 ring-ink-900/10"
          data-testid="action-preview"
        >
          <h3 id={`${reasonId}-preview`} className="text-sm font-semibold text-ink-900">
            {t(WHAT_WILL_HAPPEN)}
          </h3>
          {preview ? (
            <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm text-ink-700">
              {preview.lines.map((line) => (
                <li key={line}>{t(line)}</li>
              ))}
            </ul>
          ) : null}
          {preview?.problem ? (
            <p className="mt-2 text-sm font-semibold text-red-700" role="alert">
              {t(preview.problem)}
            </p>
          ) : null}
        </section>
        <DialogActions>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            {t(ACTION_KEEP)}
          </Button>
          <Button
            type="submit"
            variant={action === 'cancel' ? 'danger' : 'primary'}
            disabled={busy || !preview || preview.problem !== null}
          >
            {busy ? t(ACTION_WORKING) : `${t(ACTION_CONFIRM)}: ${t(BOOKING_ACTION_LABELS[action])}`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
