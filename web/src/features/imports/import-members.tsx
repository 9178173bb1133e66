// The owner's members CSV on the imports page (issue 39 item 8): choose a file → the server's dry
// run (what would be created, what skipped and why, with counts) → confirm → the result, row by
// row. Long lists are paged.
import {
  ERROR_TITLE,
  importProblemText,
  MEMBER_IMPORT_CANCEL,
  MEMBER_IMPORT_CHECKING,
  MEMBER_IMPORT_COLUMNS_HINT,
  MEMBER_IMPORT_DONE_TITLE,
  MEMBER_IMPORT_DRY_RUN_TITLE,
  MEMBER_IMPORT_FAILED,
  MEMBER_IMPORT_FILE_LABEL,
  MEMBER_IMPORT_IGNORED_COLUMNS,
  MEMBER_IMPORT_IMPORTING,
  MEMBER_IMPORT_INTRO,
  MEMBER_IMPORT_NEXT,
  MEMBER_IMPORT_NOTHING_TO_CREATE,
  MEMBER_IMPORT_OUTCOMES,
  MEMBER_IMPORT_PAGE,
  MEMBER_IMPORT_PREVIOUS,
  MEMBER_IMPORT_REASONS,
  MEMBER_IMPORT_RESULT_TITLE,
  MEMBER_IMPORT_TABLE_HEADERS,
  MEMBER_IMPORT_TITLE,
  memberImportConfirm,
  memberImportCounts,
  type ImportMembersOutput,
  type MemberImportRawRow,
  type MemberImportResultRow,
} from '@brunchers/model';
import { t } from '../../lib/i18n';
import { useRef, useState, type ChangeEvent } from 'react';
import { callable, callableErrorMessage } from '../../lib/callables';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { notify } from '../../ui/toast';
import { readMembersFile } from './members-csv';

const PAGE_SIZE = 50;

type Step =
  | { kind: 'idle' }
  | { kind: 'busy'; label: string }
  | { kind: 'error'; message: string }
  | { kind: 'checked'; rows: MemberImportRawRow[]; dryRun: ImportMembersOutput; ignored: string[] }
  | { kind: 'done'; result: ImportMembersOutput };

export function ImportMembers() {
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return setStep({ kind: 'idle' });
    setStep({ kind: 'busy', label: t(MEMBER_IMPORT_CHECKING) });
    const read = await readMembersFile(file);
    if (!read.ok) return setStep({ kind: 'error', message: read.error });
    try {
      const dryRun = await callable('importMembers')({ dryRun: true, rows: read.rows });
      setStep({ kind: 'checked', rows: read.rows, dryRun, ignored: read.ignoredColumns });
    } catch (error) {
      setStep({ kind: 'error', message: t(callableErrorMessage(error, t(MEMBER_IMPORT_FAILED))) });
    }
  }

  async function confirm(rows: MemberImportRawRow[]) {
    setStep({ kind: 'busy', label: t(MEMBER_IMPORT_IMPORTING) });
    try {
      const result = await callable('importMembers')({ dryRun: false, rows });
      setStep({ kind: 'done', result });
      notify.success({
        title: t(MEMBER_IMPORT_DONE_TITLE),
        description: t(memberImportCounts, result.counts, false),
      });
    } catch (error) {
      const message = t(callableErrorMessage(error, t(MEMBER_IMPORT_FAILED)));
      setStep({ kind: 'error', message });
      notify.error({ title: t(ERROR_TITLE), description: message });
    }
  }

  function reset() {
    if (input.current) input.current.value = '';
    setStep({ kind: 'idle' });
  }

  return (
    <section aria-labelledby="import-members-title" className="flex flex-col gap-4">
      <h2 id="import-members-title" className="font-display text-2xl font-semibold">
        {t(MEMBER_IMPORT_TITLE)}
      </h2>
      <Card className="flex flex-col gap-3 p-5">
        <p className="text-ink-700">{t(MEMBER_IMPORT_INTRO)}</p>
        <label htmlFor="members-csv" className="font-semibold">
          {t(MEMBER_IMPORT_FILE_LABEL)}
        </label>
        <input
          ref={input}
          id="members-csv"
          type="file"
          accept=".csv,text/csv"
          aria-describedby="members-csv-hint"
          disabled={step.kind === 'busy'}
          onChange={(event) => void choose(event)}
          className="text-sm"
        />
        <p id="members-csv-hint" className="text-sm text-ink-600">
          {t(MEMBER_IMPORT_COLUMNS_HINT)}
        </p>
      </Card>

      {step.kind === 'busy' ? (
        <p role="status" className="font-semibold text-ink-700">
          {step.label}
        </p>
      ) : null}
      {step.kind === 'error' ? (
        <p role="alert" className="font-semibold text-red-700">
          {step.message}
        </p>
      ) : null}

      {step.kind === 'checked' ? (
        <Card className="flex flex-col gap-4 p-5" data-testid="member-import-dry-run">
          <h3 className="text-xl font-semibold">{t(MEMBER_IMPORT_DRY_RUN_TITLE)}</h3>
          <p className="font-semibold">{t(memberImportCounts, step.dryRun.counts, true)}</p>
          {step.ignored.length > 0 ? (
            <p className="text-sm text-ink-600">{t(MEMBER_IMPORT_IGNORED_COLUMNS, step.ignored)}</p>
          ) : null}
          <ResultTable rows={step.dryRun.rows} labels={t(MEMBER_IMPORT_OUTCOMES.dryRun)} />
          {step.dryRun.counts.create === 0 ? (
            <p className="text-ink-700">{t(MEMBER_IMPORT_NOTHING_TO_CREATE)}</p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            {step.dryRun.counts.create > 0 ? (
              <Button onClick={() => void confirm(step.rows)}>
                {t(memberImportConfirm, step.dryRun.counts.create)}
              </Button>
            ) : null}
            <Button variant="outline" onClick={reset}>
              {t(MEMBER_IMPORT_CANCEL)}
            </Button>
          </div>
        </Card>
      ) : null}

      {step.kind === 'done' ? (
        <Card className="flex flex-col gap-4 p-5" data-testid="member-import-result">
          <h3 className="text-xl font-semibold">{t(MEMBER_IMPORT_RESULT_TITLE)}</h3>
          <p className="font-semibold">{t(memberImportCounts, step.result.counts, false)}</p>
          <ResultTable rows={step.result.rows} labels={t(MEMBER_IMPORT_OUTCOMES.done)} />
          <Button variant="outline" className="self-start" onClick={reset}>
            {t(MEMBER_IMPORT_CANCEL)}
          </Button>
        </Card>
      ) : null}
    </section>
  );
}

const TONE: Record<MemberImportResultRow['outcome'], BadgeTone> = {
  create: 'sage',
  skip: 'neutral',
  failed: 'terracotta',
};

function ResultTable({
  rows,
  labels,
}: {
  rows: MemberImportResultRow[];
  labels: Record<MemberImportResultRow['outcome'], string>;
}) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-ink-600">
            <tr>
              <th scope="col" className="w-12 py-2 pr-3 font-semibold">
                {t(MEMBER_IMPORT_TABLE_HEADERS.line)}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t(MEMBER_IMPORT_TABLE_HEADERS.email)}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t(MEMBER_IMPORT_TABLE_HEADERS.outcome)}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.line} className="border-t border-ink-900/10 align-top">
                <td className="py-2 pr-3 tabular-nums">{row.line}</td>
                <td className="py-2 pr-3 [overflow-wrap:anywhere]">
                  <EmailText email={row.email} />
                </td>
                <td className="py-2">
                  <Badge tone={TONE[row.outcome]}>{labels[row.outcome]}</Badge>
                  {row.reason || row.problems.length > 0 ? (
                    <p className="mt-1 text-ink-700">
                      {[
                        row.reason ? t(MEMBER_IMPORT_REASONS[row.reason]) : null,
                        row.problems.map((problem) => importProblemText(problem, t)).join(' '),
                      ]
                        .filter(Boolean)
                        .join(': ')}
                    </p>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav
          aria-label={t(MEMBER_IMPORT_PAGE, page + 1, pages)}
          className="flex items-center gap-3"
        >
          <Button
            size="sm"
            variant="outline"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            {t(MEMBER_IMPORT_PREVIOUS)}
          </Button>
          <span className="text-sm text-ink-700">{t(MEMBER_IMPORT_PAGE, page + 1, pages)}</span>
          <Button
            size="sm"
            variant="outline"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t(MEMBER_IMPORT_NEXT)}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

/** An address that may wrap before its "@" on a phone, rather than mid-word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
