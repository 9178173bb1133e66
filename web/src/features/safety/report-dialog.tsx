// The report dialog: a reason (radio buttons, arrow keys move between them), optional words, sent
// through reportContent (the server snapshots the content and rate-limits reporters).
import {
  REPORT_DIALOG_TEXT,
  REPORT_DIALOG_TITLE,
  REPORT_FAILED,
  REPORT_REASONS,
  REPORT_REASON_LABEL,
  REPORT_REASON_LABELS,
  REPORT_SENT,
  REPORT_SUBMIT,
  REPORT_TEXT_LABEL,
  REPORT_TEXT_MAX,
  type MemberReportKind,
  type ReportReason,
  BACK,
} from '@brunchers/model';
import { useId, useState, type FormEvent } from 'react';
import { callable, callableErrorMessage } from '../../lib/callables';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { inputClasses } from '../../ui/form-field';
import { notify } from '../../ui/toast';
import { t } from '../../lib/i18n';

export interface ReportTarget {
  kind: MemberReportKind;
  targetId: string;
  /** Who is reported, for the title. */
  name: string;
}

export function ReportDialog({
  target,
  open,
  onClose,
}: {
  target: ReportTarget;
  open: boolean;
  onClose: () => void;
}) {
  const textId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return;
    setBusy(true);
    setError(null);
    try {
      await callable('reportContent')({
        kind: target.kind,
        targetId: target.targetId,
        reason,
        ...(text.trim() ? { text: text.trim() } : {}),
      });
      notify.success(t(REPORT_SENT));
      setReason(null);
      setText('');
      onClose();
    } catch (caught) {
      setError(t(callableErrorMessage(caught, REPORT_FAILED)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(REPORT_DIALOG_TITLE, target.name)}
      description={t(REPORT_DIALOG_TEXT)}
    >
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink-900">
            {t(REPORT_REASON_LABEL)}
          </legend>
          <div className="flex flex-col gap-1">
            {REPORT_REASONS.map((value) => (
              <label
                key={value}
                className="flex items-center gap-3 rounded-xl px-2 py-1.5 text-ink-900 has-checked:bg-cream-200"
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  required
                  className="size-4 accent-terracotta-600"
                />
                {t(REPORT_REASON_LABELS[value])}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={textId} className="mb-1 block text-sm font-semibold text-ink-900">
            {t(REPORT_TEXT_LABEL)}
          </label>
          <textarea
            id={textId}
            value={text}
            maxLength={REPORT_TEXT_MAX}
            rows={3}
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
          <Button type="button" variant="outline" onClick={onClose}>
            {t(BACK)}
          </Button>
          <Button type="submit" disabled={!reason || busy}>
            {t(REPORT_SUBMIT)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
