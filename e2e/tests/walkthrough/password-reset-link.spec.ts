// Issue 17 §6: the password-reset link the (local) Auth emulator e-mails works end to end: it opens
// the app's action handler with mode and oobCode, which sets the new password.
import { PASSWORD_UPDATED, SEND_RESET_LINK } from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { createUser, uniqueToken } from '../../fixtures/admin';
import { screenshotWidths, toast } from '../../fixtures/pages';
import { AUTH_HOST, PROJECT_ID } from '../../fixtures/stack';

/** The link in the newest reset e-mail the emulator "sent" to `email`. */
async function resetLink(email: string): Promise<string | undefined> {
  const response = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes = [] } = (await response.json()) as {
    oobCodes?: { email: string; requestType: string; oobLink: string }[];
  };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').at(-1)
    ?.oobLink;
}

test('the e-mailed reset link opens the new-password form and the new password works', async ({
  page,
}, testInfo) => {
  const email = `link.${uniqueToken()}@example.com`;
  await createUser(email, 'old-password');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: SEND_RESET_LINK }).click();
  await expect.poll(() => resetLink(email)).toBeTruthy();

  await page.goto((await resetLink(email))!);
  await expect(page).toHaveURL(/\/auth\/action\?mode=resetPassword&.*oobCode=/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await screenshotWidths(page, 'walkthrough-reset-link', testInfo);
  await page.getByLabel('New password', { exact: true }).fill('new-password-1');
  await page.getByLabel('Confirm new password').fill('new-password-1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, PASSWORD_UPDATED.title)).toBeVisible();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('new-password-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL('/dashboard');
});
