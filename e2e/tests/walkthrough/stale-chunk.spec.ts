// A page whose code fails to load (a deploy replaced its chunk, or the request failed) loads once
// more where the person was going: reloading the page they were leaving dropped their tap (seen in
// a busy run: "Create an account" on a guest's success page left them on that page).
import { CREATE_ACCOUNT, SIGNUP_FIRST_NAME_LABEL } from '@brunchers/model';
import { expect, test } from '../../fixtures/test';

test('a link whose page fails to load once lands on that page, not back where it was', async ({
  page,
}) => {
  let failed = 0;
  await page.route(/\/assets\/signup-page-[^/]+\.js$/, (route) =>
    failed++ === 0 ? route.abort('connectionreset') : route.continue(),
  );
  await page.goto('/login');
  await page.getByRole('link', { name: CREATE_ACCOUNT }).click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByLabel(SIGNUP_FIRST_NAME_LABEL)).toBeVisible();
  expect(failed).toBe(2);
});
