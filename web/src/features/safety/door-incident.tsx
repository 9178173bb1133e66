// A venue partner flags an incident with a booked member at the door (issue 36 §4): it lands in
// the organiser's moderation queue as a report (flagDoorIncident checks the door keeper).
import {
  DOOR_INCIDENT_ACTION,
  DOOR_INCIDENT_SENT,
  DOOR_INCIDENT_TEXT_LABEL,
  DOOR_INCIDENT_TITLE,
  REPORT_FAILED,
  REPORT_REASONS,
  REPORT_REASON_LABEL,
  REPORT_REASON_LABELS,
  REPORT_TEXT_MAX,
  type ReportReason,
  BACK,
} from '@brunchers/model';
import { useId, useState, type FormEvent } from 'react';
import { callable, callableErrorMessage } from '../../lib/callables';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { inputClasses, SelectField } from '../../ui/form-field';
import { notify } from '../../ui/toast';
import { t } from '../../lib/i18n';

export function DoorIncident({ bookingId, name }: { bookingId: string; name: string }) {
  const textId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>('safety_concern');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await callable('flagDoorIncident')({ bookingId, reason, text: text.trim() });
      notify.success(t(DOOR_INCIDENT_SENT));
      setText('');
      setOpen(false);
    } catch (caught) {
      setError(t(callableErrorMessage(caught, REPORT_FAILED)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t(DOOR_INCIDENT_ACTION)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t(DOOR_INCIDENT_TITLE, name)}>
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <SelectField
            label={t(REPORT_REASON_LABEL)}
            value={reason}
            onChange={(event) => setReason(event.target.value as ReportReason)}
          >
            {REPORT_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(REPORT_REASON_LABELS[value])}
              </option>
            ))}
          </SelectField>
          <div>
            <label htmlFor={textId} className="mb-1 block text-sm font-semibold text-ink-900">
              {t(DOOR_INCIDENT_TEXT_LABEL)}
            </label>
            <textarea
              id={textId}
              required
              rows={3}
              maxLength={REPORT_TEXT_MAX}
              value={text}
              onChange={(event) => setText(event.target.value)}
              className={inputClasses}
            />
          </div>
          {error ? (
            <p role="alert" className="text-sm font-semibold text-terracotta-700">
              {error}
            </p>
          ) : null}
          <DialogActions>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t(BACK)}
            </Button>
            <Button type="submit" disabled={busy || !text.trim()}>
              {t(DOOR_INCIDENT_ACTION)}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
