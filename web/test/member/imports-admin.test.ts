// Story CSV preview (papaparse + the model's §5 rules).
import {
  importProblemText,
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_IMPORT_TOO_LARGE,
} from '@brunchers/model';
import { describe, expect, it } from 'vitest';
import { readMembersFile } from '../../src/features/imports/members-csv';
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
    // Catalogue keys and their values: the page reads them in its language (importProblemText).
    expect(preview.rejected).toEqual([
      { line: 3, problem: { key: 'blankRow' } },
      { line: 4, problem: { key: 'tooFewCells', values: [3, 9] } },
      { line: 5, problem: { key: 'missingCells', values: ['author'] } },
      { line: 6, problem: { key: 'missingCells', values: ['id'] } },
      { line: 7, problem: { key: 'missingCells', values: ['title'] } },
    ]);
    expect(preview.rejected.map(({ problem }) => importProblemText(problem))).toEqual([
      'blank row',
      'only 3 of 9 cells',
      'missing author',
      'missing id',
      'missing title',
    ]);
  });

  it('refuses a file without the required columns', async () => {
    expect(await previewStoriesCsv('name,body\nA,B\n')).toEqual({
      ok: false,
      error: 'Missing columns: id, title, author.',
    });
    expect(await previewStoriesCsv('')).toEqual({ ok: false, error: 'The file is empty.' });
  });
});

// Members CSV (issue 39 item 8): papaparse + the model's column rules, and the file size limit.
describe('readMembersFile', () => {
  // jsdom's File has no text(): what the page uses of a File.
  const file = (text: string) => ({
    size: new Blob([text]).size,
    text: () => Promise.resolve(text),
  });

  it('reads quoted cells and aliased headers, skipping blank lines', async () => {
    const csv = [
      '\uFEFF"E-mail","First Name","DOB","Notes"',
      '"ana@example.com","Ana, Maria","01/05/1990","likes ""eggs"""',
      '',
      'rui@example.com,Rui,1985-03-02,',
      '',
    ].join('\r\n');
    expect(await readMembersFile(file(csv))).toEqual({
      ok: true,
      ignoredColumns: ['Notes'],
      rows: [
        {
          line: 2,
          email: 'ana@example.com',
          first_name: 'Ana, Maria',
          date_of_birth: '01/05/1990',
        },
        { line: 3, email: 'rui@example.com', first_name: 'Rui', date_of_birth: '1985-03-02' },
      ],
    });
  });

  it('refuses an empty file, missing columns and a file over the size limit', async () => {
    expect(await readMembersFile(file(''))).toEqual({ ok: false, error: 'The file is empty.' });
    expect(await readMembersFile(file('email\na@b.pt\n'))).toEqual({
      ok: false,
      error: 'Missing columns: first_name, date_of_birth.',
    });
    const big = file('email,first name,dob\n' + 'x'.repeat(MEMBER_IMPORT_MAX_BYTES));
    expect(await readMembersFile(big)).toEqual({
      ok: false,
      error: MEMBER_IMPORT_TOO_LARGE(MEMBER_IMPORT_MAX_BYTES),
    });
  });
});
