// "Report" under someone else's message (a one-to-one or a table chat): opens the report dialog;
// the server quotes the message from its id (reportContent), so nothing of it is sent from here.
import { REPORT_MESSAGE_ACTION, REPORT_MESSAGE_LABEL } from '@brunchers/model';
import { useState } from 'react';
import { ReportDialog } from './report-dialog';
import { t } from '../../lib/i18n';

export function ReportMessage({
  kind,
  messageId,
  name,
}: {
  kind: 'message' | 'table_message';
  messageId: string;
  /** The sender's first name. */
  name: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t(REPORT_MESSAGE_LABEL, name)}
        className="ml-2 rounded text-xs font-semibold text-ink-700 underline underline-offset-2 hover:text-terracotta-700"
      >
        {t(REPORT_MESSAGE_ACTION)}
      </button>
      <ReportDialog
        target={{ kind, targetId: messageId, name }}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
