// Connections (issue 38 items 1 and 2): two matched members, each in their own browser context.
// A reaches Connections from the dashboard's count, sends a message; B sees it live (unread on the
// row, then in the conversation) and replies; A sees the reply live with "Read" under their own
// message. Then B unmatches: the conversation ends for both and A can no longer send.
import {
  CONNECTIONS_TEXTS,
  MESSAGE_TEXT_MAX,
  REPORT_DIALOG_TITLE,
  REPORT_MESSAGE_LABEL,
  REPORT_REASON_LABELS,
  REPORT_SENT,
  REPORT_SUBMIT,
  UNMATCHED,
  connectionsUnreadLabel,
} from '@brunchers/model';
import type { Browser } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { adminDb, createMatch, uniqueToken } from '../../fixtures/admin';
import { expectNoAxeViolations, screenshotWidths, toast } from '../../fixtures/pages';
import { counter, createMember, signIn, type TestMember } from './member-fixtures';

async function openAs(browser: Browser, member: TestMember) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, member.email);
  return { context, page };
}

test('matched members message each other live, and an unmatch ends it', async ({
  browser,
}, testInfo) => {
  const token = uniqueToken();
  const anna = await createMember({ name: `Anna ${token}`, photo: true });
  const bruno = await createMember({ name: `Bruno ${token}`, photo: true });
  const id = await createMatch(anna.uid, bruno.uid);
  const a = await openAs(browser, anna);
  const b = await openAs(browser, bruno);

  // The dashboard's count is a link to the list.
  await expect(counter(a.page, 'Connections')).toHaveText('1');
  await a.page.getByRole('main').getByRole('link', { name: CONNECTIONS_TEXTS.title }).click();
  await expect(a.page).toHaveURL('/connections');
  const row = a.page.getByRole('listitem').filter({ hasText: 'Bruno' });
  await expect(row.getByRole('heading', { name: 'Bruno' })).toBeVisible();
  await expect(row).toContainText(CONNECTIONS_TEXTS.matchedInDiscover);
  await expectNoAxeViolations(a.page);
  await screenshotWidths(a.page, 'member-connections-list', testInfo);

  // View profile opens a dialog; Escape closes it.
  await row.getByRole('button', { name: `${CONNECTIONS_TEXTS.viewProfile}: Bruno` }).click();
  await expect(a.page.getByRole('dialog', { name: 'Bruno' })).toBeVisible();
  await a.page.keyboard.press('Escape');
  await expect(a.page.getByRole('dialog')).toHaveCount(0);

  // B waits on the list; A opens the conversation and sends a message with a link in it.
  await b.page.goto('/connections');
  const annaRow = b.page.getByRole('listitem').filter({ hasText: 'Anna' });
  await expect(annaRow.getByRole('heading', { name: 'Anna' })).toBeVisible();

  await row.getByRole('link', { name: `${CONNECTIONS_TEXTS.message} Bruno` }).click();
  await expect(a.page).toHaveURL(`/connections/${bruno.uid}`);
  await expect(a.page.getByText(CONNECTIONS_TEXTS.noMessages('Bruno'))).toBeVisible();
  const composer = a.page.getByLabel(CONNECTIONS_TEXTS.composerLabel);
  const hello = 'Hi Bruno! Brunch at https://example.com/menu again?';
  await composer.fill(hello);
  await expect(a.page.getByText(CONNECTIONS_TEXTS.counter(hello.length))).toBeVisible();
  await expect(composer).toHaveAttribute('maxlength', String(MESSAGE_TEXT_MAX));
  await composer.press('Tab');
  await expect(a.page.getByRole('button', { name: CONNECTIONS_TEXTS.send })).toBeFocused();
  await a.page.keyboard.press('Enter');
  await expect(composer).toHaveValue('');
  const sent = a.page.getByRole('listitem').filter({ hasText: 'Hi Bruno!' });
  await expect(sent).toContainText(CONNECTIONS_TEXTS.sent);
  // A link is plain text, never an anchor.
  await expect(sent.getByRole('link')).toHaveCount(0);

  // B sees it live: the header's Connections link counts it, the unread badge on the row, then
  // the message.
  await expect(b.page.getByRole('link', { name: connectionsUnreadLabel(1) })).toBeVisible();
  await expect(annaRow.getByText(CONNECTIONS_TEXTS.unread(1))).toBeVisible();
  await expect(annaRow).toContainText('Hi Bruno!');
  await annaRow.getByRole('link', { name: `${CONNECTIONS_TEXTS.message} Anna` }).click();
  await expect(b.page.getByRole('listitem').filter({ hasText: 'Hi Bruno!' })).toBeVisible();
  // Opening it marked it read: A's own message now says so.
  await expect(sent).toContainText(CONNECTIONS_TEXTS.read);
  await expect
    .poll(async () => (await adminDb.doc(`conversations/${id}`).get()).get(`unread.${bruno.uid}`))
    .toBe(0);
  await expect(
    b.page.getByRole('link', { name: connectionsUnreadLabel(0), exact: true }),
  ).toBeVisible();

  // B reports the message: the report quotes it as the server stored it.
  const received = b.page.getByRole('listitem').filter({ hasText: 'Hi Bruno!' });
  await received.getByRole('button', { name: REPORT_MESSAGE_LABEL('Anna') }).click();
  const report = b.page.getByRole('dialog', { name: REPORT_DIALOG_TITLE('Anna') });
  await report.getByRole('radio', { name: REPORT_REASON_LABELS.spam_or_scam }).check();
  await expectNoAxeViolations(b.page);
  await report.getByRole('button', { name: REPORT_SUBMIT }).click();
  await expect(toast(b.page, REPORT_SENT.title)).toBeVisible();
  await expect
    .poll(async () => {
      const reports = await adminDb
        .collection('reports')
        .where('reporter_id', '==', bruno.uid)
        .get();
      return reports.docs.map((doc) => [doc.get('target_kind'), doc.get('evidence.message_text')]);
    })
    .toEqual([['message', hello]]);

  await b.page.getByLabel(CONNECTIONS_TEXTS.composerLabel).fill('Yes! Sunday?');
  await b.page.getByRole('button', { name: CONNECTIONS_TEXTS.send }).click();
  await expect(a.page.getByRole('listitem').filter({ hasText: 'Yes! Sunday?' })).toBeVisible();
  await expectNoAxeViolations(a.page);
  await screenshotWidths(a.page, 'member-conversation', testInfo);

  // B unmatches (confirm dialog): the conversation ends for both.
  await b.page.getByRole('button', { name: CONNECTIONS_TEXTS.unmatch, exact: true }).click();
  const confirm = b.page.getByRole('dialog', { name: CONNECTIONS_TEXTS.unmatchTitle('Anna') });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(b.page);
  await confirm.getByRole('button', { name: CONNECTIONS_TEXTS.unmatchConfirm }).click();
  await expect(toast(b.page, UNMATCHED.title)).toBeVisible();
  await expect(b.page.getByText(CONNECTIONS_TEXTS.closed)).toBeVisible();
  await expect(a.page.getByText(CONNECTIONS_TEXTS.closed)).toBeVisible();
  await expect(a.page.getByLabel(CONNECTIONS_TEXTS.composerLabel)).toHaveCount(0);
  await a.page.goto('/connections');
  await expect(a.page.getByText(CONNECTIONS_TEXTS.empty)).toBeVisible();

  await a.context.close();
  await b.context.close();
});
