// "Add walk-in" for an event (issue 33): a confirmed booking, nothing charged, on the door list;
// with an e-mail the guest gets the ticket. The reason is kept in the audit.
import {
  ACTION_CONFIRM,
  ACTION_FAILED,
  ACTION_KEEP,
  ACTION_WORKING,
  actionDoneToast,
  actionPreview,
  BOOKING_ACTION_LABELS,
  MAX_GUESTS_PER_BOOKING,
  MIN_GUESTS_PER_BOOKING,
  ORGANISER_REASON_MAX,
  REASON_LABEL,
  REASON_REQUIRED,
  WALK_IN_EMAIL_LABEL,
  WALK_IN_GUESTS_LABEL,
  WALK_IN_NAME_LABEL,
  WHAT_WILL_HAPPEN,
  NOT_DONE,
} from '@brunchers/model';
import { t } from '../../../lib/i18n';
import { useId, useState, type FormEvent } from 'react';
import { callableErrorMessage } from '../../../lib/callables';
import { Button } from '../../../ui/button';
import { Dialog, DialogActions } from '../../../ui/dialog';
import { FormField, inputClasses, SelectField } from '../../../ui/form-field';
import { notify } from '../../../ui/toast';
import { bookingActionCalls } from './booking-actions-data';

export function WalkInDialog({
  eventId,
  eventTitle,
  requestId,
  onClose,
}: {
  eventId: string;
  eventTitle: string;
  /** One id per opened dialog (kept across a reload): a retried Confirm adds no second walk-in. */
  requestId: string;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [guests, setGuests] = useState(1);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ name?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  const preview = actionPreview(null, { action: 'walk_in', guests, email });

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    const found = {
      name: name.trim() ? undefined : 'Give the name the door will look for.',
      reason: reason.trim() ? undefined : t(REASON_REQUIRED),
    };
    setErrors(found);
    if (found.name || found.reason) {
      document.getElementById(found.name ? `${id}-name` : `${id}-reason`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await bookingActionCalls().walkIn({
        eventId,
        guests,
        name: name.trim(),
        ...(email.trim() ? { email: email.trim() } : {}),
        reason: reason.trim(),
        requestId,
      });
      notify.success(actionDoneToast('walk_in', 0, t));
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
      title={t(BOOKING_ACTION_LABELS.walk_in)}
      description={eventTitle}
    >
      <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <FormField
          id={`${id}-name`}
          label={t(WALK_IN_NAME_LABEL)}
          value={name}
          required
          autoComplete="off"
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <FormField
          label={t(WALK_IN_EMAIL_LABEL)}
          type="email"
          value={email}
          autoComplete="off"
          onChange={(e) => setEmail(e.target.value)}
        />
        <SelectField
          label={t(WALK_IN_GUESTS_LABEL)}
          value={guests}
          onChange={(e) => setGuests(Number(e.target.value))}
        >
          {Array.from({ length: MAX_GUESTS_PER_BOOKING }, (_, i) => i + MIN_GUESTS_PER_BOOKING).map(
            (n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ),
          )}
        </SelectField>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-reason`} className="text-sm font-semibold text-ink-900">
            {t(REASON_LABEL)}
          </label>
          <textarea
            id={`${id}-reason`}
            rows={2}
            maxLength={ORGANISER_REASON_MAX}
            required
            value={reason}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            onChange={(e) => setReason(e.target.value)}
            className={inputClasses}
          />
          {errors.reason ? (
            <p id={`${id}-reason-error`} className="text-sm text-red-700">
              {errors.reason}
            </p>
          ) : null}
        </div>
        <section
          aria-labelledby={`${id}-preview`}
          className="rounded-2xl bg-white p-4 ring-1 ring-ink-900/10"
          data-testid="action-preview"
        >
          <h3 id={`${id}-preview`} className="text-sm font-semibold text-ink-900">
            {t(WHAT_WILL_HAPPEN)}
          </h3>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm text-ink-700">
            {preview.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <DialogActions>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            {t(ACTION_KEEP)}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t(ACTION_WORKING) : `${t(ACTION_CONFIRM)}: ${t(BOOKING_ACTION_LABELS.walk_in)}`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
