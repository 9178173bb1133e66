// Story CSV preview (papaparse + the model's §5 rules).
import { describe, expect, it } from 'vitest';
import { previewStoriesCsv } from '../../src/features/imports/stories-csv';

const HEADER = 'id,title,subtitle,description,author,publish_date,main_image,content,tags';

describe('previewStoriesCsv', () => {
  it('accepts the good rows and rejects blank, short and id/title/author-less rows with reasons', async () => {
    const csv = [
      HEADER,
      'good-1,Morning Rituals,Sub,Desc,Ana,2025-01-05,,<p>Hi</p>,"wellness, yoga"',
      ',,,,,,,,',
      'short-1,Too short,Ana',
      'no-id-placeholder,No author,Sub,Desc,,2025-01-05,,,tips',
      ',No id,Sub,Desc,Ana,2025-01-05,,,tips',
      'no-title,,Sub,Desc,Ana,2025-01-05,,,tips',
      'good-2,"Tips, with comma",Sub,Desc,Rui,Jan 5 2025,,,guide',
      '',
    ].join('\n');
    const preview = await previewStoriesCsv(csv);
    expect(preview.ok).toBe(true);
    if (!preview.ok) return;
    expect(preview.accepted.map((row) => [row.rowId, row.category])).toEqual([
      ['good-1', 'Wellness'],
      ['good-2', 'Tips'],
    ]);
    expect(preview.rejected).toEqual([
      { line: 3, reason: 'blank row' },
      { line: 4, reason: 'only 3 of 9 cells' },
      { line: 5, reason: 'missing author' },
      { line: 6, reason: 'missing id' },
      { line: 7, reason: 'missing title' },
    ]);
  });

  it('refuses a file without the required columns', async () => {
    expect(await previewStoriesCsv('name,body\nA,B\n')).toEqual({
      ok: false,
      error: 'Missing columns: id, title, author',
    });
    expect(await previewStoriesCsv('')).toEqual({ ok: false, error: 'The file is empty.' });
  });
});
