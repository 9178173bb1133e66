// Issue 17 §1: a new account (no bookings, no profile documents) opens Profile from the member
// navigation, after other screens already listened to its (empty) queries, and sees the page.
// The welcome toast opens below the header and passes axe while held on screen.
import { MEMBER_TABS, SIGNUP_SUCCESS, WELCOME_BACK, WELCOME_NEW } from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { uniqueToken } from '../../fixtures/admin';
import { fillSignUp } from '../../fixtures/signup';
import { expectNoAxeViolationsInToasts, toast } from '../../fixtures/pages';

test('a new account opens Profile from the header and the phone tab bar', async ({ page }) => {
  const email = `fresh.${uniqueToken()}@example.com`;
  await page.goto('/signup');
  await fillSignUp(page, { email, password: 'fresh-pass-123', firstName: 'Fresh' });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/dashboard');
  // The welcome toast opens below the header, not over its links: a toast pauses while the
  // pointer rests on it, so one over the navigation stayed there, in the way of the link under it.
  const created = toast(page, SIGNUP_SUCCESS.title);
  await created.hover();
  const header = page.getByRole('banner');
  const [toastBox, headerBox] = [await created.boundingBox(), await header.boundingBox()];
  expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  // Held by the pointer, the toast is checked on its own (page checks leave toasts out).
  await expectNoAxeViolationsInToasts(page);
  await page.mouse.move(0, headerBox!.y + headerBox!.height + 200);
  // Issue 17 §10: a brand-new account is welcomed, not welcomed back.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(WELCOME_NEW);
  await expect(page.getByRole('heading', { name: WELCOME_BACK })).toHaveCount(0);

  const memberNav = page.getByRole('navigation', { name: 'Member', exact: true });
  for (const from of ['Places', 'Discover', MEMBER_TABS.home]) {
    await memberNav.getByRole('link', { name: from }).click();
    await memberNav.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fresh' })).toBeVisible();
    await expect(page.getByTestId('total-bookings')).toHaveText('0');
  }

  // Issue 17 §10: small label headings read in the body's sans, not the display serif.
  await memberNav.getByRole('link', { name: MEMBER_TABS.path }).click();
  const level = page.getByRole('heading', { name: 'Level', exact: true });
  await expect(level).toBeVisible();
  const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(await level.evaluate((el) => getComputedStyle(el).fontFamily)).toBe(bodyFont);

  await page.setViewportSize({ width: 390, height: 844 });
  const tabs = page.getByRole('navigation', { name: 'Member tabs' });
  await tabs.getByRole('link', { name: 'Discover' }).click();
  await tabs.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh' })).toBeVisible();
});
