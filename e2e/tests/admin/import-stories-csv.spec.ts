// /import-stories (§2, §5, §7, §8; issue 10): an admin picks a CSV with the file input; the preview
// lists the rows to import (title, author, category from tags) and the skipped ones with their
// reason (blank, fewer cells than the header, no id / title / author, an id the import refuses);
// Import sends the good rows in batches behind a progress bar, says "Import Successful" with the
// counts, and Firestore then holds exactly the good rows (HTML bodies sanitised). A file without
// a required column, or an empty one, is refused before anything is sent.
import { COLLECTIONS, IMPORT_SUCCESSFUL_TITLE, importStoriesSummary } from '@brunchers/model';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { adminDb, uniqueToken } from '../../fixtures/admin';
import { expectNoAxeViolations, screenshotWidths, toast } from '../../fixtures/pages';
import { createMember, grantRole, signIn } from '../member/member-fixtures';
import { holdCallable } from './admin-fixtures';

// A long flow: three times the default time-out (a safety net, see playwright.config.ts).
test.slow();

const HEADER = 'id,title,subtitle,description,author,publish_date,main_image,content,tags';

function chooseCsv(page: Page, text: string, name = 'stories.csv') {
  return page
    .getByLabel('Stories CSV file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

test('CSV preview accepts the good rows, skips the others with reasons, imports exactly the good ones', async ({
  page,
}, testInfo) => {
  const token = uniqueToken();
  const author = `CSV Author ${token}`;
  const id = (suffix: string) => `csv-${token}-${suffix}`;
  // Eleven good rows (two batches of at most ten) among seven the §5 rules skip. Dates are old so
  // the imported stories sort last on /stories for the other specs.
  const good = [
    {
      id: id('01'),
      title: `Slow Sunday ${token}`,
      tags: '"wellness, yoga"',
      category: 'Wellness',
      date: '2020-01-02',
      content: '"<p>Hello</p><script>alert(1)</script>"',
    },
    {
      id: id('02'),
      title: `Brunch Guide ${token}`,
      tags: 'Guide',
      category: 'Tips',
      date: '"Jan 5, 2020"',
      content: '<p>Tip</p>',
    },
    {
      id: id('03'),
      title: `Meet Lisbon ${token}`,
      tags: 'events',
      category: 'Community',
      date: '2020/01/07',
      content: '',
    },
    {
      id: id('04'),
      title: `Just a Story ${token}`,
      tags: '',
      category: 'Stories',
      // No date at all is a story without one; an unreadable date rejects the row (model test).
      date: '',
      content: '',
    },
    {
      id: id('05'),
      title: `Health Bowl ${token}`,
      tags: 'HEALTH',
      category: 'Wellness',
      date: '2020-01-09',
      content: '',
    },
    ...['06', '07', '08', '09', '10', '11'].map((n) => ({
      id: id(n),
      title: `Story ${n} ${token}`,
      tags: 'food',
      category: 'Stories',
      date: `2020-02-${n}`,
      content: '',
    })),
  ];
  const goodLine = (row: (typeof good)[number]) =>
    `${row.id},${row.title},A subtitle,"An excerpt, with a comma",${author},${row.date},,${row.content},${row.tags}`;
  const lines = [
    HEADER,
    goodLine(good[0]!),
    '',
    goodLine(good[1]!),
    `${id('short')},Only two cells`,
    `,No Id ${token},,,${author},2020-01-03,,,tips`,
    goodLine(good[2]!),
    `${id('notitle')},,,,${author},2020-01-03,,,tips`,
    `${id('noauthor')},No Author ${token},,,,2020-01-03,,,tips`,
    ',,,,,,,,',
    `bad/${token},Bad Id ${token},,,${author},2020-01-03,,,tips`,
    ...good.slice(3).map(goodLine),
  ];
  const skipped = [
    'Line 3: blank row',
    'Line 5: only 2 of 9 cells',
    'Line 6: missing id',
    'Line 8: missing title',
    'Line 9: missing author',
    'Line 10: blank row',
    'Line 11: rowId: id may use letters, digits, - and _ (max 100)',
  ];

  const admin = await createMember();
  await grantRole(admin.uid, 'admin');
  await signIn(page, admin.email);
  await page.goto('/import-stories');
  await expect(page.getByRole('heading', { name: 'Import Stories' })).toBeVisible();
  await expect(page.getByLabel('Stories CSV file')).toHaveAttribute('accept', /\.csv/);
  await expectNoAxeViolations(page);

  // A file without a required column, then an empty one: nothing to import.
  await chooseCsv(page, 'id,title,subtitle\n1,Hello,World\n', 'no-author.csv');
  await expect(page.getByRole('alert').filter({ hasText: 'Missing column: author' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import \d+/ })).toHaveCount(0);
  await chooseCsv(page, '', 'empty.csv');
  await expect(page.getByRole('alert').filter({ hasText: 'The file is empty.' })).toBeVisible();

  await chooseCsv(page, `${lines.join('\n')}\n`);
  await expect(page.getByRole('heading', { name: 'Ready to import (11)' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Accepted rows' }).getByRole('listitem')).toHaveText(
    good.map((row) => `${row.title} · ${author} · ${row.category}`),
  );
  await expect(
    page.getByRole('heading', { name: `Skipped rows (${skipped.length})` }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Skipped rows' }).getByRole('listitem')).toHaveText(
    skipped,
  );
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'import-stories-preview', testInfo);

  // Hold each batch at the network so the progress bar can be seen between them.
  const calls = await holdCallable(page, 'importStories');
  await page.getByRole('button', { name: 'Import 11 stories' }).click();
  const progress = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('button', { name: 'Import 11 stories' })).toBeDisabled();
  await expect.poll(calls.arrived).toBe(1);
  calls.release();
  // Ten of eleven rows sent: 91 %.
  await expect(progress).toHaveAttribute('aria-valuenow', '91');
  await expect.poll(calls.arrived).toBe(2);
  calls.release();

  const done = toast(page, IMPORT_SUCCESSFUL_TITLE);
  await expect(done).toBeVisible();
  await expect(done).toContainText(importStoriesSummary(11, 0));
  await expect(progress).toHaveCount(0);
  await expect(page.getByTestId('import-result')).toHaveText(importStoriesSummary(11, 0));

  // Firestore holds exactly the good rows.
  const stored = await adminDb
    .collection(COLLECTIONS.brunchStories)
    .where('author', '==', author)
    .get();
  expect(stored.docs.map((doc) => doc.id).sort()).toEqual(good.map((row) => row.id).sort());
  for (const row of good) {
    const doc = stored.docs.find((candidate) => candidate.id === row.id)!.data();
    expect(doc, row.id).toMatchObject({
      title: row.title,
      author,
      category: row.category,
      subtitle: 'A subtitle',
      description: 'An excerpt, with a comma',
    });
  }
  const first = stored.docs.find((doc) => doc.id === id('01'))!.data();
  expect(first).toMatchObject({ publish_date: '2020-01-02', tags: ['wellness', 'yoga'] });
  expect(first.content).toContain('<p>Hello</p>');
  expect(first.content).not.toContain('<script');
  expect(stored.docs.find((doc) => doc.id === id('02'))!.get('publish_date')).toBe('2020-01-05');
  expect(stored.docs.find((doc) => doc.id === id('04'))!.get('publish_date')).toBeNull();
  for (const rejected of [id('short'), id('notitle'), id('noauthor')]) {
    expect(
      (await adminDb.collection(COLLECTIONS.brunchStories).doc(rejected).get()).exists,
      rejected,
    ).toBe(false);
  }
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'import-stories-done', testInfo);
});
