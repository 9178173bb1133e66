// Reads a stories CSV (papaparse) and applies the model's import rules: the preview of accepted rows
// and rejected rows with their reasons. papaparse loads with the first file chosen, not with the page.
import {
  importProblemText,
  missingStoryCsvColumns,
  parseStoryCsvRows,
  type StoryCsvResult,
} from '@brunchers/model';
import { t } from '../../lib/i18n';

/** The preview, or why the file is refused (in the page's language). */
export type StoriesCsvPreview = ({ ok: true } & StoryCsvResult) | { ok: false; error: string };

export async function previewStoriesCsv(text: string): Promise<StoriesCsvPreview> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const rows = parsed.data;
  // A file ending with a newline yields one last empty cell: that is not a row of the file.
  const last = rows.at(-1);
  if (last && last.length === 1 && last[0] === '') rows.pop();
  const [header, ...body] = rows;
  if (!header || header.every((cell) => cell.trim() === ''))
    return { ok: false, error: importProblemText({ key: 'fileEmpty' }, t) };
  const missing = missingStoryCsvColumns(header);
  if (missing.length > 0)
    return {
      ok: false,
      error: importProblemText(
        { key: 'fileMissingColumns', values: [missing.join(', '), missing.length] },
        t,
      ),
    };
  return { ok: true, ...parseStoryCsvRows(header, body) };
}
