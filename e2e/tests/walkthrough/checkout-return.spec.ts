// Issue 17 §2 and §3: Stripe's page returns to the origin the member booked from (signed in
// there), and Cancel on it gives the seats back at once, live on every open event page; seats
// held by a checkout in progress are never counted as people going.
import { BOOKING_DIALOG_TITLE, CHECKOUT_CANCELLED, COLLECTIONS } from '@brunchers/model';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { adminDb, createEvent, createUser, uniqueToken } from '../../fixtures/admin';
import { toast } from '../../fixtures/pages';

// Whole journeys through Stripe's page: more steps than the default test budget is meant for.
test.slow();

const spots = (page: Page) => page.getByTestId('spots-available');
const going = (page: Page) => page.getByTestId('people-going');

test('Cancel on the payment page frees the seats at once, live in another tab', async ({
  page,
  context,
}) => {
  const { id } = await createEvent({ spots_left: 10, spots_total: 12, price: 12.5 });
  const watcher = await context.newPage();
  await watcher.goto(`/event/${id}`);
  await expect(spots(watcher)).toHaveText('10 of 12');
  await expect(going(watcher)).toHaveText('2');

  await page.goto(`/event/${id}`);
  await page.getByRole('button', { name: 'Book Event' }).click();
  const dialog = page.getByRole('dialog', { name: BOOKING_DIALOG_TITLE });
  await dialog.getByLabel('Number of guests').selectOption('2');
  await dialog.getByLabel('Your name').fill('Carl Canceller');
  await dialog.getByLabel('Your email').fill(`carl.${uniqueToken()}@example.com`);
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Pay €25.00' }).click(),
  ]);
  // Held while paying, but nobody new is going yet.
  await expect(spots(watcher)).toHaveText('8 of 12');
  await expect(going(watcher)).toHaveText('2');

  await checkout.getByRole('button', { name: 'Cancel' }).click();
  await expect(checkout).toHaveURL(`/event/${id}`);
  await expect(toast(checkout, CHECKOUT_CANCELLED.title)).toContainText(
    CHECKOUT_CANCELLED.description!,
  );
  await expect(spots(watcher)).toHaveText('10 of 12');
  await expect(spots(checkout)).toHaveText('10 of 12');
  await expect(going(watcher)).toHaveText('2');
  const bookings = await adminDb.collection(COLLECTIONS.bookings).where('event_id', '==', id).get();
  expect(bookings.docs.map((booking) => booking.get('status'))).toEqual(['cancelled']);
});

test('a member browsing on localhost pays and comes back to localhost, still signed in', async ({
  page,
  context,
}) => {
  const email = `local.${uniqueToken()}@example.com`;
  await createUser(email, 'member-password');
  const { id } = await createEvent({ spots_left: 5, spots_total: 5, price: 30 });
  const local = 'http://localhost:5173';
  await page.goto(`${local}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('member-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL(`${local}/dashboard`);

  await page.goto(`${local}/event/${id}`);
  await page.getByRole('button', { name: 'Book Event' }).click();
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('dialog', { name: BOOKING_DIALOG_TITLE })
      .getByRole('button', { name: 'Pay €30.00' })
      .click(),
  ]);
  await checkout.getByRole('button', { name: 'Pay €30.00' }).click();
  await expect(checkout).toHaveURL(new RegExp(`^${local}/booking-success\\?session_id=`));
  await checkout.getByRole('button', { name: 'Maybe later' }).click();
  await checkout.getByRole('link', { name: 'View My Bookings' }).click();
  await expect(checkout).toHaveURL(`${local}/profile`);
  // createUser names the member after the address's local part, as sign-up's first name would.
  await expect(
    checkout.getByRole('heading', { level: 1, name: email.split('@')[0], exact: true }),
  ).toBeVisible();
});
