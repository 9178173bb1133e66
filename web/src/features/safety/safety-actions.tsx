// "Report" and "Block" for one member (Discover card, tablemates): plain buttons (reachable by Tab)
// each opening its dialog. A block goes through blockMember; the caller hides the member at once.
import {
  BLOCKED_TOAST,
  BLOCK_CONFIRM,
  BLOCK_DIALOG_TEXT,
  BLOCK_DIALOG_TITLE,
  BLOCK_FAILED,
  BLOCK_ACTION,
  REPORT_PROFILE_ACTION,
} from '@brunchers/model';
import { useState } from 'react';
import { useFunctions } from 'reactfire';
import { callable, callableErrorMessage } from '../../lib/callables';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { notify } from '../../ui/toast';
import { ReportDialog } from './report-dialog';

export function SafetyActions({
  memberId,
  name,
  onBlocked,
  compact = false,
}: {
  memberId: string;
  name: string;
  onBlocked?: () => void;
  compact?: boolean;
}) {
  const functions = useFunctions();
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function block() {
    setBusy(true);
    setError(null);
    try {
      await callable(functions, 'blockMember')({ memberId });
      notify.success(BLOCKED_TOAST(name));
      setOpen(null);
      onBlocked?.();
    } catch (caught) {
      setError(callableErrorMessage(caught, BLOCK_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={compact ? 'flex gap-1' : 'flex justify-center gap-2'}>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen('report')}
        aria-label={`${REPORT_PROFILE_ACTION}: ${name}`}
      >
        Report
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen('block')}
        aria-label={`${BLOCK_ACTION} ${name}`}
      >
        {BLOCK_ACTION}
      </Button>
      <ReportDialog
        target={{ kind: 'profile', targetId: memberId, name }}
        open={open === 'report'}
        onClose={() => setOpen(null)}
      />
      <Dialog
        open={open === 'block'}
        onClose={() => setOpen(null)}
        title={BLOCK_DIALOG_TITLE(name)}
        description={BLOCK_DIALOG_TEXT}
      >
        {error ? (
          <p role="alert" className="mb-3 text-sm font-semibold text-terracotta-700">
            {error}
          </p>
        ) : null}
        <DialogActions>
          <Button type="button" variant="outline" onClick={() => setOpen(null)}>
            Back
          </Button>
          <Button type="button" variant="danger" onClick={() => void block()} disabled={busy}>
            {BLOCK_CONFIRM}
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
