// Every public page at 390 px (a phone) passes axe (wcag2a, wcag2aa), in its main states: menus and
// dialogs open, not-found states, the booking-success wait. Each page shows its own h1 first.
import { BOOKING_DIALOG_TITLE, EVENTS_LOADING, SEND_RESET_LINK } from '@brunchers/model';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import {
  createEvent,
  createPlace,
  createStory,
  createUser,
  latestResetCode,
  uniqueToken,
} from '../../fixtures/admin';
import { expectNoAxeViolations } from '../../fixtures/pages';
import { createMember, signIn } from '../member/member-fixtures';

test.use({ viewport: { width: 390, height: 844 } });

async function open(page: Page, path: string, heading?: string | RegExp) {
  await page.goto(path);
  await expect(
    page
      .getByRole('main')
      .getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }),
  ).toBeVisible();
}

test.describe('public pages at 390 px pass axe', () => {
  test('landing, with the phone menu open too', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByText(EVENTS_LOADING)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Places' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('event page, its booking dialog, and an unknown event', async ({ page }) => {
    const { id, event } = await createEvent({ title: `Halloween Phone Brunch ${uniqueToken()}` });
    await open(page, `/event/${id}`, event.title);
    await expect(page.getByRole('heading', { name: 'Event Information' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Book Event' }).click();
    await expect(page.getByRole('dialog', { name: BOOKING_DIALOG_TITLE })).toBeVisible();
    await expectNoAxeViolations(page);
    await open(page, `/event/missing-${uniqueToken()}`, 'Event not found');
    await expectNoAxeViolations(page);
  });

  test('login, its reset request form, signup and reset password', async ({ page }) => {
    const address = `phone.${uniqueToken()}@example.com`;
    await createUser(address, 'old-password');
    await open(page, '/login');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('button', { name: SEND_RESET_LINK })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill(address);
    await page.getByRole('button', { name: SEND_RESET_LINK }).click();
    await expect.poll(() => latestResetCode(address)).not.toBeNull();
    await open(page, '/signup');
    await expectNoAxeViolations(page);
    await page.goto(`/reset-password?mode=resetPassword&oobCode=${await latestResetCode(address)}`);
    await expect(page.getByLabel('Confirm new password')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('places and the place details dialog', async ({ page }) => {
    const name = `Phone Place ${uniqueToken()}`;
    await createPlace({
      name,
      city: 'Lisbon',
      description: 'Eggs and coffee.',
      logo_image: '/images/seed/places/place-02.svg',
    });
    await open(page, '/places', 'Places');
    await page.getByLabel('Search places').fill(name);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `View details of ${name}` }).click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('stories, a story and a missing story', async ({ page }) => {
    const title = `Phone Story ${uniqueToken()}`;
    const id = await createStory({ title, content: '<h2>Start</h2><p>Slowly.</p>' });
    await open(page, '/stories', 'Stories');
    await expectNoAxeViolations(page);
    await open(page, `/story/${id}`, title);
    await expectNoAxeViolations(page);
    await open(page, `/story/missing-${uniqueToken()}`, 'Story not found');
    await expectNoAxeViolations(page);
  });

  test('404 and booking success (a guest waiting; a member self-discovery dialog, then the wait behind it)', async ({
    page,
  }) => {
    await open(page, '/no/such/page', 'Oops! Page not found');
    await expectNoAxeViolations(page);
    await open(page, `/booking-success?session_id=cs_test_phone_${uniqueToken()}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Waiting for your booking...' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // The invite is a member's (a guest is offered an account instead).
    await signIn(page, (await createMember()).email);
    await open(page, `/booking-success?session_id=cs_test_phone_${uniqueToken()}`);
    const invite = page.getByRole('dialog', { name: 'Start your self-discovery path' });
    await expect(invite).toBeVisible();
    await expectNoAxeViolations(page);
    await invite.getByRole('button', { name: 'Maybe later' }).click();
    await expect(invite).toBeHidden();
    await expectNoAxeViolations(page);
  });
});
