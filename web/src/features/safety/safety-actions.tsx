// "Report" and "Block" for one member (Discover card, tablemates): plain buttons (reachable by Tab)
// each opening its dialog. A block goes through blockMember; the caller hides the member at once.
import {
  BLOCKED_TITLE,
  blockedDescription,
  BLOCK_CONFIRM,
  BLOCK_DIALOG_TEXT,
  BLOCK_DIALOG_TITLE,
  BLOCK_FAILED,
  BLOCK_ACTION,
  REPORT_PROFILE_ACTION,
  REPORT_MESSAGE_ACTION,
  BACK,
} from '@brunchers/model';
import { useState } from 'react';
import { callable, callableErrorMessage } from '../../lib/callables';
import { Button } from '../../ui/button';
import { Dialog, DialogActions } from '../../ui/dialog';
import { notify } from '../../ui/toast';
import { ReportDialog } from './report-dialog';
import { t } from '../../lib/i18n';

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
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function block() {
    setBusy(true);
    setError(null);
    try {
      await callable('blockMember')({ memberId });
      notify.success({ title: t(BLOCKED_TITLE), description: t(blockedDescription, name) });
      setOpen(null);
      onBlocked?.();
    } catch (caught) {
      setError(t(callableErrorMessage(caught, BLOCK_FAILED)));
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
        aria-label={`${t(REPORT_PROFILE_ACTION)}: ${name}`}
      >
        {t(REPORT_MESSAGE_ACTION)}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen('block')}
        aria-label={`${t(BLOCK_ACTION)} ${name}`}
      >
        {t(BLOCK_ACTION)}
      </Button>
      <ReportDialog
        target={{ kind: 'profile', targetId: memberId, name }}
        open={open === 'report'}
        onClose={() => setOpen(null)}
      />
      <Dialog
        open={open === 'block'}
        onClose={() => setOpen(null)}
        title={t(BLOCK_DIALOG_TITLE, name)}
        description={t(BLOCK_DIALOG_TEXT)}
      >
        {error ? (
          <p role="alert" className="mb-3 text-sm font-semibold text-terracotta-700">
            {error}
          </p>
        ) : null}
        <DialogActions>
          <Button type="button" variant="outline" onClick={() => setOpen(null)}>
            {t(BACK)}
          </Button>
          <Button type="button" variant="danger" onClick={() => void block()} disabled={busy}>
            {t(BLOCK_CONFIRM)}
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
