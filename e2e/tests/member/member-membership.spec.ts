// Issue 21, membership: "Become a member" on the dashboard opens Stripe Checkout in subscription
// mode; once paid, Stripe returns to the profile, which shows the membership the webhook recorded;
// the billing portal cancels it, and the profile offers membership again.
import { BECOME_MEMBER, MEMBERSHIP_PITCH, MEMBERSHIP_PLAN_LABELS } from '@brunchers/model';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { screenshotWidths } from '../../fixtures/pages';
import { STRIPE_URL } from '../../fixtures/stack';
import { createMember, signIn } from './member-fixtures';

test.slow();

/**
 * Reloads the page and answers what its own membership check said. The webhook records the
 * membership a moment after Stripe returns, and the app asks at load (then once a minute): each
 * try waits for the page's answer however long a loaded machine takes, where a fixed 5 s per
 * reload never passed once a reload took longer than that. (No poll limit of its own: the
 * test's timeout bounds it.)
 */
async function subscribedAfterReload(page: Page): Promise<boolean | null> {
  const checked = page.waitForResponse((r) => r.url().endsWith('/checkSubscription'));
  await page.reload();
  // The answer may be the page's minute check from before the reload, whose body went with that
  // page: no answer then (null), and the poll asks again.
  const body = (await (await checked).json().catch(() => null)) as {
    result: { subscribed: boolean };
  } | null;
  return body ? body.result.subscribed : null;
}

test('a member subscribes from the dashboard, sees it on the profile, and cancels in the portal', async ({
  page,
}, testInfo) => {
  const member = await createMember();
  await signIn(page, member.email);
  const offer = page.getByRole('region', { name: BECOME_MEMBER });
  await expect(offer).toContainText(MEMBERSHIP_PITCH);
  await screenshotWidths(page, 'membership-dashboard', testInfo);

  await offer
    .getByRole('button', { name: `${BECOME_MEMBER}: ${MEMBERSHIP_PLAN_LABELS.monthly}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${STRIPE_URL}/checkout/`));
  await expect(page.getByText('€9.00').first()).toBeVisible();
  // The member's e-mail is verified (issue 36), so it is on their Stripe customer: Checkout
  // does not ask for it.
  await expect(page.getByLabel('E-mail')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay €9.00' }).click();
  await expect(page).toHaveURL(/\/profile\?membership=started$/);

  const status = page.getByTestId('subscription-status');
  await expect.poll(() => subscribedAfterReload(page), { timeout: 0 }).toBe(true);
  await expect(status).toHaveText(/^Subscribed until /);
  await expect(page.getByRole('region', { name: BECOME_MEMBER })).toHaveCount(0);
  await screenshotWidths(page, 'membership-profile', testInfo);

  const [portal] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Manage Subscription' }).click(),
  ]);
  await portal.getByRole('button', { name: /^Cancel/ }).click();
  // Closing the portal before its form's POST is answered could abort the cancellation.
  await expect(portal.getByRole('cell', { name: 'canceled', exact: true })).toBeVisible();
  await expect(portal.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await portal.close();
  await expect.poll(() => subscribedAfterReload(page), { timeout: 0 }).toBe(false);
  await expect(status).toHaveText('Not subscribed');
  await expect(page.getByRole('region', { name: BECOME_MEMBER })).toBeVisible();
});
