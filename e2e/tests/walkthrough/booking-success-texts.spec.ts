// Issue 17 §7 and §8: a delayed (SEPA) payment is told what happens (processing, e-mail when it
// clears) and shows "awaiting payment" in My Bookings and the admin; a guest's success page offers
// what a guest can do: an account with that e-mail (the booking joins it), or more events.
import {
  BOOKING_STATE_LABELS,
  BOOKING_CONFIRMED,
  BOOKING_DIALOG_TITLE,
  CREATE_ACCOUNT,
  GUEST_KEEP_BOOKINGS,
  PAYMENT_CONFIRMING,
  PAYMENT_PROCESSING,
} from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { fillSignUp } from '../../fixtures/signup';
import { createEvent, uniqueToken } from '../../fixtures/admin';
import { screenshotWidths } from '../../fixtures/pages';
import { createMember, grantRole, signIn } from '../member/member-fixtures';
import { searchAdminBookings } from '../admin/admin-fixtures';

// Whole journeys (book, pay on Stripe's page, follow the booking into the member area): more steps
// than the default test budget is meant for.
test.slow();

test('a SEPA payment is processing, not "a few seconds"; My Bookings and admin say awaiting payment', async ({
  page,
  context,
}, testInfo) => {
  const member = await createMember();
  await grantRole(member.uid, 'admin');
  const { id, event } = await createEvent({ spots_left: 6, spots_total: 6, price: 20 });
  await signIn(page, member.email);
  await page.goto(`/event/${id}`);
  await page.getByRole('button', { name: 'Book Event' }).click();
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('dialog', { name: BOOKING_DIALOG_TITLE })
      .getByRole('button', { name: 'Pay €20.00' })
      .click(),
  ]);
  await checkout.getByLabel(/SEPA Direct Debit/).check();
  await checkout.getByRole('button', { name: 'Pay €20.00' }).click();
  await expect(checkout).toHaveURL(/\/booking-success\?session_id=/);
  // A member is invited to the self-discovery path 1.5 s after arriving; set it aside first.
  await checkout
    .getByRole('dialog', { name: 'Start your self-discovery path' })
    .getByRole('button', { name: 'Maybe later' })
    .click();
  await expect(checkout.getByRole('heading', { name: PAYMENT_PROCESSING.title })).toBeVisible();
  await expect(checkout.getByText(PAYMENT_PROCESSING.description!)).toBeVisible();
  await expect(checkout.getByRole('heading', { name: PAYMENT_CONFIRMING.title })).toHaveCount(0);
  await screenshotWidths(checkout, 'walkthrough-payment-processing', testInfo);

  await page.goto('/profile');
  const mine = page.getByRole('link', { name: new RegExp(`^${event.title}`) });
  await expect(mine).toContainText(BOOKING_STATE_LABELS.awaiting_payment);
  await expect(page.getByTestId('total-bookings')).toHaveText('1');
  await expect(page.getByTestId('confirmed-bookings')).toHaveText('0');

  await searchAdminBookings(page, member.email);
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: event.title })
      .getByText(BOOKING_STATE_LABELS.awaiting_payment),
  ).toBeVisible();
});

test('a guest is offered an account with their e-mail, which then holds the booking', async ({
  page,
  context,
}, testInfo) => {
  const email = `guest.${uniqueToken()}@example.com`;
  const { id, event } = await createEvent({ spots_left: 6, spots_total: 6, price: 15 });
  await page.goto(`/event/${id}`);
  await page.getByRole('button', { name: 'Book Event' }).click();
  const dialog = page.getByRole('dialog', { name: BOOKING_DIALOG_TITLE });
  await dialog.getByLabel('Your name').fill('Gus Guest');
  await dialog.getByLabel('Your email').fill(email);
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Pay €15.00' }).click(),
  ]);
  await checkout.getByRole('button', { name: 'Pay €15.00' }).click();
  await expect(checkout.getByRole('heading', { name: BOOKING_CONFIRMED })).toBeVisible();
  await expect(checkout.getByText(GUEST_KEEP_BOOKINGS.description!)).toBeVisible();
  await expect(checkout.getByRole('link', { name: 'Browse More Events' })).toBeVisible();
  await expect(checkout.getByRole('link', { name: 'View My Bookings' })).toHaveCount(0);
  // No member-only path invite for a guest (it opens after 1.5 s for members).
  await expect(checkout.getByRole('link', { name: 'See my path' })).toHaveCount(0);
  await screenshotWidths(checkout, 'walkthrough-guest-success', testInfo);

  await checkout.getByRole('link', { name: CREATE_ACCOUNT }).click();
  // Sign-up asks a first name, a date of birth and the terms too (issue 36).
  await fillSignUp(checkout, { email, password: 'guest-pass-123', firstName: 'Gus' });
  await checkout.getByRole('button', { name: 'Create Account' }).click();
  await expect(checkout).toHaveURL('/profile');
  await expect(checkout.getByRole('link', { name: new RegExp(`^${event.title}`) })).toContainText(
    'confirmed',
  );
  await expect(checkout.getByTestId('total-bookings')).toHaveText('1');
});
