// Subscription (§4, §6): the status comes from checkSubscription (the membership the Stripe webhook
// recorded for the uid, memberships/{uid}; customers are never matched by e-mail) when the app loads; Manage Subscription opens Stripe's billing portal in a new
// tab, whose Return link comes back to /profile.
import { COLLECTIONS } from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { adminDb } from '../../fixtures/admin';
import { STRIPE_URL } from '../../fixtures/stack';
import { createMember, signIn, type TestMember } from './member-fixtures';

/**
 * The member's Stripe customer (metadata.firebase_uid) with an active monthly subscription, made
 * through the stand-in's control API, and recorded as the server records it.
 */
async function subscribe(member: TestMember): Promise<void> {
  const response = await fetch(`${STRIPE_URL}/_stand-in/customers-with-subscription`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: member.email,
      metadata: { firebase_uid: member.uid },
      product_name: 'Brunchers Club',
      unit_amount: 1500,
      currency: 'eur',
      interval: 'month',
    }),
  });
  expect(response.status).toBe(200);
  const { customer } = (await response.json()) as { customer: { id: string } };
  await adminDb
    .collection(COLLECTIONS.stripeCustomers)
    .doc(member.uid)
    .set({ customer_id: customer.id, created_at: new Date() });
}

test('status from Stripe at load; Manage Subscription opens the portal in a new tab', async ({
  page,
}) => {
  const member = await createMember();
  await signIn(page, member.email);
  await page.goto('/profile');
  const status = page.getByTestId('subscription-status');
  await expect(status).toHaveText('Not subscribed');

  await subscribe(member);
  // The stand-in's customer.subscription.created webhook records the membership; a reload asks again.
  await expect(async () => {
    await page.reload();
    await expect(status).toHaveText(/^Subscribed until [A-Z][a-z]{2} \d{1,2}, \d{4}$/, {
      timeout: 5_000,
    });
  }).toPass();

  const [portal] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Manage Subscription' }).click(),
  ]);
  await expect(portal).toHaveURL(new RegExp(`^${STRIPE_URL}/portal/`));
  await expect(portal.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
  await expect(portal.getByText(member.email)).toBeVisible();
  await expect(portal.getByRole('cell', { name: 'Brunchers Club', exact: true })).toBeVisible();
  await portal.getByRole('link', { name: 'Return' }).click();
  await expect(portal).toHaveURL(/\/profile$/);
  await portal.close();
});
