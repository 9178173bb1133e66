import {
  BOOK_EVENT,
  BOOKING_CONFIRMED,
  BOOKING_DIALOG_TITLE,
  BROWSE_MORE_EVENTS,
  CREATE_ACCOUNT,
  COMPLETE_PAYMENT,
  NOT_CHARGED_YET,
  NUMBER_OF_GUESTS,
  payLabel,
  spotsOf,
  VIEW_MY_BOOKINGS,
  YOUR_EMAIL,
  YOUR_NAME,
} from '@brunchers/model';
import { pt } from '../../fixtures/i18n';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { createEvent, createUser, dateInDays, uniqueToken } from '../../fixtures/admin';
import { expectNoAxeViolations, screenshotWidths, toast } from '../../fixtures/pages';
import { box } from './public-fixtures';

const spotsAvailable = (page: Page) => page.getByTestId('spots-available');

/** /booking-success: the self-discovery dialog opens after 1.5 s; behind it, Booking Confirmed. */
async function expectBookingConfirmed(page: Page, testInfo: TestInfo) {
  const invite = page.getByRole('dialog', { name: 'Start your self-discovery path' });
  await expect(invite).toBeVisible();
  await expect(invite.getByRole('link', { name: 'See my path' })).toHaveAttribute(
    'href',
    '/self-discovery',
  );
  await expectNoAxeViolations(page);
  await invite.getByRole('button', { name: 'Maybe later' }).click();
  await expect(invite).toBeHidden();
  await expect(page.getByRole('heading', { name: BOOKING_CONFIRMED })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View My Bookings' })).toHaveAttribute(
    'href',
    '/profile',
  );
  await expect(page.getByRole('link', { name: 'Browse More Events' })).toHaveAttribute(
    'href',
    '/#events',
  );
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'booking-success', testInfo);
}

test.describe('event page and booking', () => {
  // axe and the screenshots of the event page, its booking dialog and an unknown event: tests/sweep.
  // The dialog's guest choices, total and validation toasts: web/test/booking-dialog.test.tsx.
  test('shows the event, its details card and the booking card', async ({ page }) => {
    const { id, event } = await createEvent({ title: `Halloween Brunch ${uniqueToken()}` });
    await page.goto(`/event/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect(page.getByText('A slow morning with pastries.')).toBeVisible();
    await expect(page.getByText('Meet new people at shared tables.')).toBeVisible();
    await expect(spotsAvailable(page)).toHaveText('10 of 12');
    await expect(page.getByTestId('people-going')).toHaveText('2');
    await expect(page.getByRole('heading', { name: 'Event Information' })).toBeVisible();
    await expect(page.getByText('26-36')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hosted By' })).toBeVisible();
    // Host profiles do not exist: no View Profile button that does nothing (issue 17 §10).
    await expect(page.getByRole('button', { name: 'View Profile' })).toHaveCount(0);
    await expect(page.getByText(NOT_CHARGED_YET)).toBeVisible();
    // The information card keeps its own (sage) background: no conflicting bg-white wins.
    await expect(page.getByRole('heading', { name: 'Event Information' }).locator('..')).toHaveCSS(
      'background-color',
      'rgb(230, 238, 226)',
    );

    // The picture (800×600) shows whole at both widths: its frame has its shape, so nothing is cropped.
    const hero = page.getByRole('img', { name: event.title });
    const label = page.getByText('Spots available', { exact: true });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const frame = await box(hero);
      expect(frame.width / frame.height).toBeCloseTo(4 / 3, 2);
      expect(frame.y + frame.height).toBeLessThanOrEqual(800); // all on the first screen
      const [dt, dd] = [await box(label), await box(spotsAvailable(page))];
      if (width === 390) {
        // Phones: the detail labels stack above their values (no squashed 11rem label column).
        expect(Math.abs(dd.x - dt.x)).toBeLessThan(2);
        expect(dd.y).toBeGreaterThan(dt.y);
      } else {
        // Desktop: the title sits beside the picture, the labels beside their values.
        expect((await box(page.getByRole('heading', { level: 1 }))).x).toBeGreaterThan(
          frame.x + frame.width,
        );
        expect(dd.x).toBeGreaterThan(dt.x + 100);
      }
    }

    await page.getByRole('button', { name: 'Book Event' }).click();
    await expect(page.getByRole('dialog', { name: BOOKING_DIALOG_TITLE })).toBeVisible();
  });

  test('Back returns to the previous page, or to the events when the page was opened directly', async ({
    page,
  }) => {
    const { id, event } = await createEvent({
      title: `Back Button Brunch ${uniqueToken()}`,
      event_date: dateInDays(1),
    });
    // Opened directly (a shared link): no page of the app to go back to, so the landing's events.
    await page.goto(`/event/${id}`);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL('/#events');
    await expect(page.getByRole('heading', { name: 'Upcoming brunches' })).toBeInViewport();

    // Reached from the events grid: Back is the browser's back (so Forward returns to the event).
    const card = page.getByRole('link', { name: new RegExp(event.title) });
    // The spec's project holds only its own events (fixtures/test.ts): the card is on the first page.
    await expect(card).toBeVisible();
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL('/#events');
    await page.goForward();
    await expect(page).toHaveURL(`/event/${id}`);
  });

  // Issue 37: this journey runs in Portuguese (the member's booking below stays in English).
  test.describe('in Portuguese', () => {
    test.use({ locale: 'pt-PT' });

    test('a guest books 2 seats, pays on the checkout page and sees Booking Confirmed while another tab sees the spots drop', async ({
      page,
      context,
    }, testInfo) => {
      const { id } = await createEvent({ spots_left: 10, spots_total: 12, price: 12.5 });
      const watcher = await context.newPage();
      await watcher.goto(`/event/${id}`);
      await expect(watcher.locator('html')).toHaveAttribute('lang', 'pt-PT');
      await expect(spotsAvailable(watcher)).toHaveText(pt(spotsOf, 10, 12));

      await page.goto(`/event/${id}`);
      await page.getByRole('button', { name: pt(BOOK_EVENT) }).click();
      const dialog = page.getByRole('dialog', { name: pt(BOOKING_DIALOG_TITLE) });
      await dialog.getByLabel(pt(NUMBER_OF_GUESTS)).selectOption('2');
      await dialog.getByLabel(pt(YOUR_NAME)).fill('Gina Guest');
      await dialog.getByLabel(pt(YOUR_EMAIL)).fill(`gina.${uniqueToken()}@example.com`);
      expect(pt(payLabel, 2_500)).toMatch(/^Pagar 25,00\s€$/);
      const [checkout] = await Promise.all([
        context.waitForEvent('page'),
        dialog.getByRole('button', { name: pt(payLabel, 2_500) }).click(),
      ]);
      await expect(toast(page, pt(COMPLETE_PAYMENT).title)).toBeVisible();
      await expect(dialog).toBeHidden();

      // The seats are held as soon as the checkout starts; the other tab sees it without reload.
      await expect(spotsAvailable(watcher)).toHaveText(pt(spotsOf, 8, 12));
      // Held while paying, but nobody new is going until paid (issue 17 §3).
      await expect(watcher.getByTestId('people-going')).toHaveText('2');

      // The checkout page is Stripe's (the emulator's, in English).
      await expect(checkout.getByRole('heading', { name: 'Pay €25.00' })).toBeVisible();
      await checkout.getByRole('button', { name: 'Pay €25.00' }).click();
      await expect(checkout).toHaveURL(/\/booking-success\?session_id=/);
      await expect(checkout.getByRole('heading', { name: pt(BOOKING_CONFIRMED) })).toBeVisible();
      await expect(checkout.getByRole('link', { name: pt(CREATE_ACCOUNT) })).toHaveAttribute(
        'href',
        /^\/signup\?claim=/,
      );
      await expect(checkout.getByRole('link', { name: pt(VIEW_MY_BOOKINGS) })).toHaveCount(0);
      await expect(checkout.getByRole('link', { name: pt(BROWSE_MORE_EVENTS) })).toHaveAttribute(
        'href',
        '/#events',
      );
      await expectNoAxeViolations(checkout);
      await screenshotWidths(checkout, 'booking-success-guest-pt', testInfo);
      await expect(watcher.getByTestId('people-going')).toHaveText('4');
      await expect(spotsAvailable(watcher)).toHaveText(pt(spotsOf, 8, 12));
    });
  });

  test('a signed-in member books without contact details and follows the booking to Booking Confirmed', async ({
    page,
    context,
  }, testInfo) => {
    const email = `member.${uniqueToken()}@example.com`;
    await createUser(email, 'member-password');
    const { id } = await createEvent({ spots_left: 5, spots_total: 5, price: 30 });
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('member-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expect(page).toHaveURL('/dashboard');

    await page.goto(`/event/${id}`);
    await page.getByRole('button', { name: 'Book Event' }).click();
    const dialog = page.getByRole('dialog', { name: BOOKING_DIALOG_TITLE });
    await expect(dialog.getByLabel('Your name')).toHaveCount(0);
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Pay €30.00' }).click(),
    ]);
    await expect(spotsAvailable(page)).toHaveText('4 of 5');
    await expect(checkout.getByText(email)).toBeVisible();
    await checkout.getByRole('button', { name: 'Pay €30.00' }).click();
    await expect(checkout).toHaveURL(/\/booking-success\?session_id=/);
    await expectBookingConfirmed(checkout, testInfo);
  });

  test('booking success without a session id goes home', async ({ page }) => {
    await page.goto('/booking-success');
    await expect(page).toHaveURL('/');
  });
});
