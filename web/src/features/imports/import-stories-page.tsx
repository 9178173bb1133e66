// /import-stories: choose a .csv; the preview lists the rows that will be imported
// and those skipped, with the reason; Import sends them to importStories in batches behind a
// progress bar, then Import Successful (counts) or Failed to import stories.
import {
  ERROR_TITLE,
  importProblemText,
  IMPORT_SUCCESSFUL_TITLE,
  importStoriesSummary,
  STORIES_IMPORT_FAILED,
  type ImportStoriesOutput,
  type StoryImportRow,
  ACCEPTED_ROWS,
  csvLineLabel,
  IMPORT_PROGRESS,
  IMPORT_STORIES_TITLE,
  importStoriesButton,
  readyToImportLabel,
  SKIPPED_ROWS,
  skippedRowsLabel,
  STORIES_CSV_COLUMNS,
  STORIES_CSV_LABEL,
} from '@brunchers/model';
import { t } from '../../lib/i18n';
import { useState, type ChangeEvent } from 'react';
import { RequireRole } from '../../lib/require-role';
import { callable } from '../../lib/callables';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ProgressBar } from '../../ui/progress-bar';
import { notify } from '../../ui/toast';
import { previewStoriesCsv, type StoriesCsvPreview } from './stories-csv';

const BATCH_SIZE = 10;

export function Component() {
  return (
    <RequireRole role="admin">
      <ImportStories />
    </RequireRole>
  );
}

function ImportStories() {
  const [preview, setPreview] = useState<StoriesCsvPreview | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<ImportStoriesOutput | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setResult(null);
    setPreview(file ? await previewStoriesCsv(await file.text()) : null);
  }

  async function importRows(rows: StoryImportRow[]) {
    const send = callable('importStories');
    const total: ImportStoriesOutput = { successful: 0, failed: 0, failures: [] };
    setProgress(0);
    try {
      for (let start = 0; start < rows.length; start += BATCH_SIZE) {
        const batch = await send({ stories: rows.slice(start, start + BATCH_SIZE) });
        total.successful += batch.successful;
        total.failed += batch.failed;
        total.failures.push(...batch.failures);
        setProgress(Math.round((Math.min(start + BATCH_SIZE, rows.length) / rows.length) * 100));
      }
      setResult(total);
      notify.success({
        title: t(IMPORT_SUCCESSFUL_TITLE),
        description: t(importStoriesSummary, total.successful, total.failed),
      });
    } catch (error) {
      console.warn('importStories failed', error);
      notify.error({ title: t(ERROR_TITLE), description: t(STORIES_IMPORT_FAILED) });
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display text-3xl font-semibold">{t(IMPORT_STORIES_TITLE)}</h1>
      <Card className="flex flex-col gap-3 p-5">
        <label htmlFor="stories-csv" className="font-semibold">
          {t(STORIES_CSV_LABEL)}
        </label>
        <input
          id="stories-csv"
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void choose(event)}
          className="text-sm"
        />
        <p className="text-sm text-ink-600">{t(STORIES_CSV_COLUMNS)}</p>
      </Card>

      {preview && !preview.ok ? (
        <p role="alert" className="font-semibold text-red-700">
          {preview.error}
        </p>
      ) : null}

      {preview?.ok ? (
        <>
          <Card className="p-5">
            <h2 className="text-xl font-semibold">
              {t(readyToImportLabel, preview.accepted.length)}
            </h2>
            <ul className="mt-3 flex flex-col gap-1 text-sm" aria-label={t(ACCEPTED_ROWS)}>
              {preview.accepted.map((row) => (
                <li key={row.rowId}>
                  <span className="font-semibold">{row.title}</span> · {row.author} · {row.category}
                </li>
              ))}
            </ul>
          </Card>
          <Card className="p-5">
            <h2 className="text-xl font-semibold">
              {t(skippedRowsLabel, preview.rejected.length)}
            </h2>
            <ul className="mt-3 flex flex-col gap-1 text-sm" aria-label={t(SKIPPED_ROWS)}>
              {preview.rejected.map((row) => (
                <li key={row.line}>
                  {t(csvLineLabel, row.line)}: {importProblemText(row.problem, t)}
                </li>
              ))}
            </ul>
          </Card>
          {progress !== null ? <ProgressBar value={progress} label={t(IMPORT_PROGRESS)} /> : null}
          <Button
            className="self-start"
            disabled={progress !== null || preview.accepted.length === 0}
            onClick={() => void importRows(preview.accepted)}
          >
            {t(importStoriesButton, preview.accepted.length)}
          </Button>
        </>
      ) : null}

      {result ? (
        <Card className="p-5" data-testid="import-result">
          <p className="font-semibold">
            {t(importStoriesSummary, result.successful, result.failed)}
          </p>
          {result.failures.length > 0 ? (
            <ul className="mt-2 text-sm text-red-700">
              {result.failures.map((failure) => (
                <li key={failure.rowId}>
                  {failure.rowId}: {importProblemText(failure.problem, t)}
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}
