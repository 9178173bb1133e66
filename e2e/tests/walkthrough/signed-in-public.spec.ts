// Issue 17 §4 and §5: a signed-in member sees their signed-in state on the public pages (and
// /login and /signup send them on); a guest sent to sign in comes back to the page they asked for.
import { BOOK_EVENT, MY_BRUNCHES, SIGN_IN, SIGN_OUT } from '@brunchers/model';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { createEvent, createUser, uniqueToken } from '../../fixtures/admin';
import { screenshotWidths } from '../../fixtures/pages';

const PASSWORD = 'public-pass-123';

async function signInAs(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
}

test('a signed-in member sees their state in the public top bar; /login and /signup send them on', async ({
  page,
}, testInfo) => {
  const email = `public.${uniqueToken()}@example.com`;
  await createUser(email, PASSWORD);
  const { id } = await createEvent({});
  await page.goto('/login');
  await signInAs(page, email);
  await expect(page).toHaveURL('/dashboard');

  const banner = page.getByRole('banner');
  for (const path of ['/', `/event/${id}`]) {
    await page.goto(path);
    await expect(banner.getByRole('link', { name: MY_BRUNCHES })).toBeVisible();
    await expect(banner.getByRole('link', { name: `Profile (${email})` })).toBeVisible();
    await expect(banner.getByRole('button', { name: SIGN_OUT })).toBeVisible();
    await expect(banner.getByRole('link', { name: SIGN_IN })).toHaveCount(0);
  }
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Join now' })).toHaveCount(0);
  await screenshotWidths(page, 'walkthrough-public-signed-in', testInfo);

  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await expect(page).toHaveURL('/dashboard');
  }

  await page.goto(`/event/${id}`);
  await banner.getByRole('button', { name: SIGN_OUT }).click();
  await expect(banner.getByRole('link', { name: SIGN_IN })).toBeVisible();
  await expect(banner.getByRole('link', { name: MY_BRUNCHES })).toHaveCount(0);
});

test('a guest sent to sign in from a member page comes back to it', async ({ page }) => {
  const email = `return.${uniqueToken()}@example.com`;
  await createUser(email, PASSWORD);
  await page.goto('/discover?from=walkthrough');
  await expect(page).toHaveURL('/login');
  await signInAs(page, email);
  await expect(page).toHaveURL('/discover?from=walkthrough');
});

test('Sign In from a public page returns there; off-site return paths are ignored', async ({
  page,
}) => {
  const email = `back.${uniqueToken()}@example.com`;
  await createUser(email, PASSWORD);
  const { id } = await createEvent({});
  await page.goto(`/event/${id}`);
  await page.getByRole('banner').getByRole('link', { name: SIGN_IN }).click();
  await expect(page).toHaveURL('/login');
  await signInAs(page, email);
  await expect(page).toHaveURL(`/event/${id}`);
});

test('a visitor is signed out at once; signing in in a second tab shows in the first, and signing out there', async ({
  context,
  page,
}) => {
  const email = `tabs.${uniqueToken()}@example.com`;
  await createUser(email, PASSWORD);
  const { id } = await createEvent({});
  // A visitor: no Auth on the page, so the signed-out bar and an enabled Book Event at once.
  await page.goto(`/event/${id}`);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: SIGN_IN })).toBeVisible();
  await expect(page.getByRole('button', { name: BOOK_EVENT })).toBeEnabled();

  const second = await context.newPage();
  await second.goto('/login');
  await signInAs(second, email);
  await expect(second).toHaveURL('/dashboard');
  // The first tab follows without a reload, and after one.
  await expect(banner.getByRole('link', { name: `Profile (${email})` })).toBeVisible();
  await page.reload();
  await expect(banner.getByRole('link', { name: `Profile (${email})` })).toBeVisible();

  await banner.getByRole('button', { name: SIGN_OUT }).click();
  await expect(banner.getByRole('link', { name: SIGN_IN })).toBeVisible();
  await page.reload();
  await expect(banner.getByRole('link', { name: SIGN_IN })).toBeVisible();
  await expect(page.getByRole('button', { name: BOOK_EVENT })).toBeEnabled();
});
