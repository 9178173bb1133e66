// Your data (issue 36 items 5 and 6) at 390 and 1280 px: Download my data saves a JSON file of the
// member's data; Delete my account, driven by the keyboard alone, explains what happens, then asks
// for DELETE (a wrong word is refused) and the password, deletes the account and everything tied
// to it, signs the member out on /account-deleted, and a receipt arrives in the inbox; then no
// document of the running stack names the member's uid or e-mail.
import { readFile } from 'node:fs/promises';
import {
  ACCOUNT_DELETED_TITLE,
  COLLECTIONS,
  DELETE_ACCOUNT_CONFIRM_TITLE,
  DELETE_ACCOUNT_TITLE,
  DELETE_ACCOUNT_TYPE_LABEL,
  DELETE_ACCOUNT_TYPE_MISMATCH,
  DELETE_ACCOUNT_PASSWORD_LABEL,
  DELETE_MY_ACCOUNT,
  DOWNLOAD_MY_DATA,
  YOUR_DATA_TITLE,
  type ExportMyDataOutput,
} from '@brunchers/model';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { adminAuth, adminDb } from '../../fixtures/admin';
import { inboxFor } from '../../fixtures/mail';
import { expectNoAxeViolationsAtWidths, SCREEN_WIDTHS, TAKE_SCREENS } from '../../fixtures/pages';
import { PASSWORD, createMember, signIn } from './member-fixtures';

/**
 * Paths of documents, anywhere in the running stack's database (subcollections included), whose
 * path or data names one of `needles`: what the live triggers may have written back too.
 */
async function documentsNaming(needles: string[]): Promise<string[]> {
  const lower = needles.map((needle) => needle.toLowerCase());
  const snapshots = await Promise.all([
    ...(await adminDb.listCollections()).map((collection) => collection.get()),
    adminDb.collectionGroup(COLLECTIONS.sensitiveConsents).get(),
    adminDb.collectionGroup('audit').get(),
  ]);
  return snapshots
    .flatMap((snapshot) => snapshot.docs)
    .filter((doc) => {
      const text = `${doc.ref.path} ${JSON.stringify(doc.data())}`.toLowerCase();
      return lower.some((needle) => text.includes(needle));
    })
    .map((doc) => doc.ref.path);
}

/** Presses Tab until `target` has the focus (the keyboard-only path), at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 25) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** What is on screen at 390 and 1280 px (the dialogs are fixed), then back at the page's width. */
async function shotAtWidths(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  const viewport = page.viewportSize()!;
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: viewport.height });
    if (TAKE_SCREENS) await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize(viewport);
}

// At a phone's width; axe checks each step at both widths, and each step is screenshotted at both.
{
  const width = 390;
  test(`download my data, then delete my account by keyboard (${width} px)`, async ({
    page,
  }, testInfo) => {
    const member = await createMember();
    await adminDb
      .collection(COLLECTIONS.mailPreferences)
      .doc(member.uid)
      .set({ reminders: false, updated_at: new Date() });
    await adminDb.collection(COLLECTIONS.bruncherLikes).doc(`${member.uid}_someone-else`).set({
      liker_id: member.uid,
      liked_id: 'someone-else',
      is_like: true,
      created_at: new Date(),
    });
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, member.email);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: YOUR_DATA_TITLE });
    await expect(section).toBeVisible();

    // Download my data: a JSON file with the member's documents.
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: DOWNLOAD_MY_DATA }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('brunchers-my-data.json');
    const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as ExportMyDataOutput;
    expect(exported.account).toMatchObject({ uid: member.uid, email: member.email });
    expect(exported.collections[COLLECTIONS.userProfiles]?.documents?.[0]?.data).toMatchObject({
      display_name: member.name,
    });
    expect(exported.collections[COLLECTIONS.bruncherLikes]?.documents).toHaveLength(1);
    expect(exported.collections[COLLECTIONS.mailPreferences]?.documents).toHaveLength(1);

    // Step 1, by keyboard: what happens.
    const deleteButton = section.getByRole('button', { name: DELETE_MY_ACCOUNT });
    await deleteButton.focus();
    await page.keyboard.press('Enter');
    const explain = page.getByRole('dialog', { name: DELETE_ACCOUNT_TITLE });
    await expect(explain).toBeVisible();
    await expect(explain).toContainText('cancelled first under the refund policy');
    await expectNoAxeViolationsAtWidths(page);
    await shotAtWidths(page, 'delete-explain', testInfo);
    await tabTo(page, explain.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');

    // Step 2: type DELETE and the password; a wrong word is refused first.
    const confirm = page.getByRole('dialog', { name: DELETE_ACCOUNT_CONFIRM_TITLE });
    await expect(confirm).toBeVisible();
    const word = confirm.getByLabel(DELETE_ACCOUNT_TYPE_LABEL);
    await tabTo(page, word);
    await page.keyboard.type('delete');
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(confirm.getByText(DELETE_ACCOUNT_TYPE_MISMATCH)).toBeVisible();
    await expect(confirm.getByLabel(DELETE_ACCOUNT_PASSWORD_LABEL)).toHaveValue(PASSWORD);
    await expectNoAxeViolationsAtWidths(page);
    await shotAtWidths(page, 'delete-confirm', testInfo);
    await tabTo(page, word);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('DELETE');
    await page.keyboard.press('Enter');

    // Signed out, told it is done; the account and its data are gone; the receipt arrives.
    await expect(page).toHaveURL('/account-deleted');
    await expect(page.getByRole('heading', { name: ACCOUNT_DELETED_TITLE })).toBeVisible();
    await expectNoAxeViolationsAtWidths(page);
    await shotAtWidths(page, 'account-deleted', testInfo);
    await expect(adminAuth.getUser(member.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    for (const [collection, id] of [
      [COLLECTIONS.userProfiles, member.uid],
      [COLLECTIONS.mailPreferences, member.uid],
      [COLLECTIONS.bruncherLikes, `${member.uid}_someone-else`],
    ] as const)
      expect((await adminDb.collection(collection).doc(id).get()).exists, collection).toBe(false);
    await expect
      .poll(async () => (await inboxFor(member.email)).map((mail) => mail.subject))
      .toContain('Your Brunchers account was deleted');
    // With the stack's triggers running (stats, mail), nothing names the member once they settle.
    await expect.poll(() => documentsNaming([member.uid, member.email])).toEqual([]);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login/);
  });
}
