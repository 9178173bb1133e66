// Story CSV preview (papaparse + the model's §5 rules) and the admin chart's weekly series.
import { describe, expect, it } from 'vitest';
import { bookingsPerWeek, weekStart } from '../../src/features/admin/admin-stats';
import { previewStoriesCsv } from '../../src/features/imports/stories-csv';

const HEADER = 'id,title,subtitle,description,author,publish_date,main_image,content,tags';

describe('previewStoriesCsv', () => {
  it('accepts the good rows and rejects blank, short and id/title/author-less rows with reasons', () => {
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
    const preview = previewStoriesCsv(csv);
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

  it('refuses a file without the required columns', () => {
    expect(previewStoriesCsv('name,body\nA,B\n')).toEqual({
      ok: false,
      error: 'Missing columns: id, title, author',
    });
    expect(previewStoriesCsv('')).toEqual({ ok: false, error: 'The file is empty.' });
  });
});

describe('bookingsPerWeek', () => {
  it('starts weeks on Monday (UTC)', () => {
    expect(weekStart(new Date('2030-01-06T23:00:00Z')).toISOString()).toBe(
      '2029-12-31T00:00:00.000Z',
    );
    expect(weekStart(new Date('2030-01-07T00:00:00Z')).toISOString()).toBe(
      '2030-01-07T00:00:00.000Z',
    );
  });

  it('counts bookings per week up to the current one and leaves out older ones', () => {
    const now = new Date('2030-01-16T10:00:00Z'); // a Wednesday
    const series = bookingsPerWeek(
      [
        new Date('2030-01-14T08:00:00Z'),
        new Date('2030-01-15T08:00:00Z'),
        new Date('2030-01-08T08:00:00Z'),
        new Date('2029-01-01T08:00:00Z'),
      ],
      now,
      3,
    );
    expect(series).toEqual([
      { week: '2029-12-31', count: 0 },
      { week: '2030-01-07', count: 1 },
      { week: '2030-01-14', count: 2 },
    ]);
  });
});
