// Report and block (issue 36 §4) at 390 and 1280 px. From a Discover card a member reports
// another (keyboard only: Tab, arrow keys, Space, Enter) and the report lands with its evidence
// for admins; then blocks them: the card goes, neither sees the other in Discover again, and the
// blocker unblocks from their profile. A gallery photo on a card is reported on its own.
import {
  REPORT_PHOTO_ACTION,
  BLOCKED_MEMBERS_EMPTY,
  BLOCKED_MEMBERS_TITLE,
  COLLECTIONS,
  DISCOVER_EMPTY,
  REPORT_DIALOG_TITLE,
  REPORT_REASON_LABELS,
  REPORT_SENT,
  UNBLOCKED_TOAST,
  blockId,
} from '@brunchers/model';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { adminDb, uniqueToken } from '../../fixtures/admin';
import { expectNoAxeViolationsAtWidths, screenshotWidths, toast } from '../../fixtures/pages';
import { createMember, signIn, type TestMember } from './member-fixtures';

const heading = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });

/** Passes cards until `name`'s card shows. */
async function showCard(page: Page, name: string) {
  await expect(heading(page)).toBeVisible();
  for (let step = 0; step < 21 && !(await heading(page).innerText()).startsWith(`${name},`); step++)
    await page.getByRole('button', { name: /^Pass on / }).click();
  await expect(heading(page)).toHaveText(new RegExp(`^${name}, \\d+$`));
}

/**
 * Whether Discover shows `member` now. Cards come in profile-photo order (Discover's query), so
 * the walk stops at the first card whose photo sorts after the member's: they would have been
 * shown by then.
 */
async function seesInDiscover(page: Page, member: TestMember): Promise<boolean> {
  const photo = String(
    (await adminDb.collection(COLLECTIONS.userProfiles).doc(member.uid).get()).get('photo_url'),
  );
  await page.goto('/discover');
  const position = page.getByText(/^\d+ \/ \d+$/);
  await expect(position.or(page.getByText(DISCOVER_EMPTY)).first()).toBeVisible();
  if (!(await position.isVisible())) return false;
  const total = Number((await position.innerText()).split('/')[1]);
  for (let i = 0; i < total; i++) {
    await expect(position).toHaveText(`${i + 1} / ${total}`);
    if ((await heading(page).innerText()).startsWith(`${member.name},`)) return true;
    const shown = await page.getByRole('article').getByRole('img').first().getAttribute('src');
    if (shown !== null && shown > photo) return false;
    await page.getByRole('button', { name: /^Pass on / }).click();
  }
  return false;
}

// Each journey at one width (the report dialog by keyboard at both, over the first two); axe
// checks each of their screens at both widths.
{
  const width = 390;
  test(`reports a member from Discover, keyboard only (${width} px)`, async ({
    browser,
  }, testInfo) => {
    const anna = await createMember({ photo: true });
    const bruno = await createMember({ photo: true });
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signIn(page, anna.email);
    await page.goto('/discover');
    await showCard(page, bruno.name);

    // Report, keyboard only: focus reaches Report by Tab from the card's Like button (it sits below).
    await page.getByRole('button', { name: `Like ${bruno.name}` }).focus();
    const report = page.getByRole('button', { name: `Report profile: ${bruno.name}` });
    for (let i = 0; i < 6 && !(await report.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(report).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: REPORT_DIALOG_TITLE(bruno.name) });
    await expect(dialog).toBeVisible();
    const send = dialog.getByRole('button', { name: 'Send report' });
    await expect(send).toBeDisabled();
    // Tab to the reasons; arrow keys choose one (radio group), Space picks the first.
    const first = dialog.getByRole('radio', { name: REPORT_REASON_LABELS.harassment });
    for (let i = 0; i < 4 && !(await first.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(
      dialog.getByRole('radio', { name: REPORT_REASON_LABELS.inappropriate_content }),
    ).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('What happened? (optional)')).toBeFocused();
    await page.keyboard.type('Sent me rude messages after the brunch.');
    await expectNoAxeViolationsAtWidths(page);
    await screenshotWidths(page, 'member-report-dialog', testInfo);
    await page.setViewportSize({ width, height: 900 });
    await page.keyboard.press('Tab'); // Back
    await page.keyboard.press('Tab'); // Send report
    await expect(send).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, REPORT_SENT.title)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () =>
        (
          await adminDb.collection(COLLECTIONS.reports).where('reporter_id', '==', anna.uid).get()
        ).docs.map((doc) => doc.data()),
      )
      .toEqual([
        expect.objectContaining({
          reported_id: bruno.uid,
          reason: 'inappropriate_content',
          text: 'Sent me rude messages after the brunch.',
          evidence: expect.objectContaining({ display_name: bruno.name }),
          status: 'open',
        }),
      ]);

    await context.close();
  });
}

{
  const width = 1280;
  test(`reports a gallery photo from a Discover card, keyboard only (${width} px)`, async ({
    browser,
  }, testInfo) => {
    const anna = await createMember({ photo: true });
    const bruno = await createMember({ photo: true });
    // A gallery photo of bruno's besides his profile photo.
    const photo = await adminDb.collection(COLLECTIONS.userPhotos).add({
      user_id: bruno.uid,
      photo_url: `/images/seed/members/member-02.svg?e2e=${uniqueToken()}`,
      created_at: new Date(),
    });
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signIn(page, anna.email);
    await page.goto('/discover');
    await showCard(page, bruno.name);

    const card = page.getByRole('article');
    const reportPhoto = card.getByRole('button', {
      name: `${REPORT_PHOTO_ACTION} of ${bruno.name}`,
    });
    // The profile photo first: it goes with the profile's report, no photo report.
    await expect(card.getByRole('img', { name: `Photo 1 of 2 of ${bruno.name}` })).toBeVisible();
    await expect(reportPhoto).toHaveCount(0);
    // Keyboard: Next photo, then Tab to the photo's Report.
    await card.getByRole('button', { name: 'Next photo' }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('img', { name: `Photo 2 of 2 of ${bruno.name}` })).toBeVisible();
    for (
      let i = 0;
      i < 3 && !(await reportPhoto.evaluate((el) => el === document.activeElement));
      i++
    )
      await page.keyboard.press('Tab');
    await expect(reportPhoto).toBeFocused();
    await expectNoAxeViolationsAtWidths(page);
    await screenshotWidths(page, 'member-report-photo-button', testInfo);
    await page.setViewportSize({ width, height: 900 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: REPORT_DIALOG_TITLE(bruno.name) });
    await expect(dialog).toBeVisible();
    const first = dialog.getByRole('radio', { name: REPORT_REASON_LABELS.harassment });
    for (let i = 0; i < 4 && !(await first.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await expectNoAxeViolationsAtWidths(page);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(toast(page, REPORT_SENT.title)).toBeVisible();
    await expect
      .poll(async () =>
        (
          await adminDb.collection(COLLECTIONS.reports).where('reporter_id', '==', anna.uid).get()
        ).docs.map((doc) => doc.data()),
      )
      .toEqual([
        expect.objectContaining({
          reported_id: bruno.uid,
          target_kind: 'photo',
          target_id: photo.id,
          reason: 'harassment',
          evidence: expect.objectContaining({
            photo_url: expect.stringContaining('member-02.svg'),
          }),
        }),
      ]);
    await context.close();
  });
}

{
  const width = 1280;
  test(`blocks from Discover: gone both ways, until unblocked from the profile (${width} px)`, async ({
    browser,
  }, testInfo) => {
    const anna = await createMember({ photo: true });
    const bruno = await createMember({ photo: true });
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signIn(page, anna.email);
    await page.goto('/discover');
    await showCard(page, bruno.name);

    // Block: the card goes at once.
    await page.getByRole('button', { name: `Block ${bruno.name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Block ${bruno.name}?` });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolationsAtWidths(page);
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(toast(page, 'Blocked')).toBeVisible();
    await expect(heading(page)).not.toHaveText(new RegExp(`^${bruno.name},`));
    await expect
      .poll(
        async () =>
          (await adminDb.collection(COLLECTIONS.blocks).doc(blockId(anna.uid, bruno.uid)).get())
            .exists,
      )
      .toBe(true);

    // Mutual: the blocked member does not see the blocker either.
    const brunoContext = await browser.newContext({ viewport: { width, height: 900 } });
    const brunoPage = await brunoContext.newPage();
    await signIn(brunoPage, bruno.email);
    expect(await seesInDiscover(brunoPage, anna)).toBe(false);

    // Unblock from the profile.
    await page.goto('/profile');
    const blocked = page.getByRole('region', { name: BLOCKED_MEMBERS_TITLE });
    await expect(blocked.getByText(bruno.name)).toBeVisible();
    await blocked.scrollIntoViewIfNeeded();
    await expectNoAxeViolationsAtWidths(page);
    await screenshotWidths(page, 'member-blocked-list', testInfo);
    await page.setViewportSize({ width, height: 900 });
    await blocked.getByRole('button', { name: `Unblock ${bruno.name}` }).click();
    await expect(toast(page, UNBLOCKED_TOAST.title)).toBeVisible();
    await expect(blocked.getByText(BLOCKED_MEMBERS_EMPTY)).toBeVisible();
    await expect
      .poll(async () =>
        (await adminDb.collection(COLLECTIONS.blockLists).doc(bruno.uid).get()).get('hidden_ids'),
      )
      .toEqual([]);
    // The check can fail: unblocked, anna is back in bruno's Discover.
    expect(await seesInDiscover(brunoPage, anna)).toBe(true);
    await brunoContext.close();
    await context.close();
  });
}
