// Issue 21, cancel and refund in Chromium: a member books and pays, cancels from My Bookings after
// reading the refund in the dialog, sees "refunded", and an open event page sees the seats come
// back live; a guest cancels through the signed link of the confirmation mail read from MailDev.
import {
  formatEventDate,
  BOOK_EVENT,
  BOOKING_CANCELLED_BY_YOU,
  BOOKING_DIALOG_TITLE,
  BOOKING_STATE_LABELS,
  CANCEL_BOOKING,
  CANCEL_BOOKING_TITLE,
  CANCEL_PAGE_ALREADY,
  CANCEL_PAGE_TITLE,
  MAIL_COPY,
  NUMBER_OF_GUESTS,
  REFUND_POLICY_TEXT,
  YOUR_EMAIL,
  YOUR_NAME,
  bookingRefundPolicy,
  confirmCancelLabel,
  formatEuros,
  formatMoney,
  payLabel as payLabelOf,
  refundBackSummary,
  refundPolicyNote,
  spotsOf,
  type Translate,
} from '@brunchers/model';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { createEvent, uniqueToken } from '../../fixtures/admin';
import { expectNoAxeViolations, screenshotWidths } from '../../fixtures/pages';
import { inboxFor } from '../../fixtures/mail';
import { en, pt } from '../../fixtures/i18n';
import { createMember, signIn } from './member-fixtures';

// Two bookings through Stripe's page, a cancellation and four screenshots: slow on a busy machine.
test.slow();

const spotsAvailable = (page: Page) => page.getByTestId('spots-available');

/**
 * Books on the event page (dialog already filled as needed) and pays on the stand-in's page (in
 * English, as Stripe's own would be in the customer's language).
 */
async function bookAndPay(
  page: Page,
  context: BrowserContext,
  totalCents: number,
  t: Translate = en,
): Promise<Page> {
  const dialog = page.getByRole('dialog', { name: t(BOOKING_DIALOG_TITLE) });
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: t(payLabelOf, totalCents) }).click(),
  ]);
  await checkout.getByRole('button', { name: `Pay ${formatEuros(totalCents)}` }).click();
  await expect(checkout).toHaveURL(/\/booking-success\?session_id=/);
  await expect(checkout.getByTestId('booking-status')).toHaveText(
    t(BOOKING_STATE_LABELS).confirmed,
  );
  return checkout;
}

test('a member cancels from My Bookings, is refunded, and the event page gets the seats back live', async ({
  page,
  context,
}, testInfo) => {
  const member = await createMember();
  const { id, event } = await createEvent({
    title: `Cancel Test Brunch ${uniqueToken()}`,
    spots_left: 6,
    spots_total: 6,
    price: 20,
  });
  await signIn(page, member.email);

  // Another tab watches the event page.
  const watcher = await context.newPage();
  await watcher.goto(`/event/${id}`);
  await expect(spotsAvailable(watcher)).toHaveText('6 of 6');

  await page.goto(`/event/${id}`);
  await page.getByRole('button', { name: 'Book Event' }).click();
  await page
    .getByRole('dialog', { name: BOOKING_DIALOG_TITLE })
    .getByLabel('Number of guests')
    .selectOption('3');
  await bookAndPay(page, context, 6_000);
  await expect(spotsAvailable(watcher)).toHaveText('3 of 6');
  await expect(watcher.getByTestId('people-going')).toHaveText('3');

  await page.goto('/profile');
  const row = page.getByRole('listitem').filter({ hasText: event.title });
  await expect(row.getByTestId('booking-status')).toHaveText(BOOKING_STATE_LABELS.confirmed);
  await row.getByRole('button', { name: `${CANCEL_BOOKING}: ${event.title}` }).click();

  const dialog = page.getByRole('dialog', { name: CANCEL_BOOKING_TITLE });
  await expect(dialog).toContainText(REFUND_POLICY_TEXT);
  await expect(dialog.getByTestId('refund-quote')).toHaveText(
    'You get €60.00 back; 3 seats go back to the event.',
  );
  // Keeping 1 of 3 would refund two thirds: the quote follows the choice.
  await dialog.getByLabel('What would you like to do?').selectOption('1');
  await expect(dialog.getByTestId('refund-quote')).toHaveText(
    'You get €40.00 back; 2 seats go back to the event.',
  );
  await dialog.getByLabel('What would you like to do?').selectOption('0');
  await expect(dialog.getByTestId('refund-quote')).toHaveText(
    'You get €60.00 back; 3 seats go back to the event.',
  );
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'cancel-dialog', testInfo);

  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('booking-status')).toHaveText(BOOKING_STATE_LABELS.refunded);
  await expect(row.getByRole('button', { name: `${CANCEL_BOOKING}: ${event.title}` })).toHaveCount(
    0,
  );
  // The open event page gets the seats back without a reload.
  await expect(spotsAvailable(watcher)).toHaveText('6 of 6');
  await expect(watcher.getByTestId('people-going')).toHaveText('0');

  await expect
    .poll(async () => (await inboxFor(member.email)).map((mail) => mail.subject))
    .toContain(`Cancelled: ${event.title}`);
  await screenshotWidths(page, 'my-bookings-refunded', testInfo);
});

// Issue 37: the guest's journey runs in Portuguese (the member's above stays in English): the
// page, the mails and the cancel page speak the language the booking was made in.
test.describe('in Portuguese', () => {
  test.use({ locale: 'pt-PT' });

  test('a guest cancels through the link in the confirmation mail', async ({
    page,
    context,
  }, testInfo) => {
    const token = uniqueToken();
    // Bilingual: the page, the mails and the cancel page name it in Portuguese.
    const { id, event } = await createEvent({
      title: `Guest Cancel Brunch ${token}`,
      title_pt: `Brunch do Cancelamento ${token}`,
      spots_left: 4,
      spots_total: 4,
      price: 15,
    });
    const email = `guest.cancel.${uniqueToken()}@example.com`;
    await page.goto(`/event/${id}`);
    await page.getByRole('button', { name: pt(BOOK_EVENT) }).click();
    const booking = page.getByRole('dialog', { name: pt(BOOKING_DIALOG_TITLE) });
    await booking.getByLabel(pt(NUMBER_OF_GUESTS)).selectOption('2');
    await booking.getByLabel(pt(YOUR_NAME)).fill('Gil Guest');
    await booking.getByLabel(pt(YOUR_EMAIL)).fill(email);
    await bookAndPay(page, context, 3_000, pt);
    await expect(spotsAvailable(page)).toHaveText(pt(spotsOf, 2, 4));

    // The confirmation is in Portuguese, the language the booking was made in.
    await expect.poll(async () => (await inboxFor(email)).length).toBeGreaterThan(0);
    const [confirmation] = await inboxFor(email);
    expect(confirmation!.subject).toBe(pt(MAIL_COPY.bookingConfirmed.subject, event.title_pt!));
    const link = /(\S+\/booking\/cancel\?token=\S+)/.exec(confirmation!.text)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);

    const cancelPage = await context.newPage();
    await cancelPage.goto(`${url.pathname}${url.search}`);
    await expect(cancelPage.getByRole('heading', { name: pt(CANCEL_PAGE_TITLE) })).toBeVisible();
    await expect(cancelPage.getByText(event.title_pt!, { exact: false })).toBeVisible();
    await expect(cancelPage.getByText(event.title, { exact: false })).toHaveCount(0);
    await expect(
      cancelPage.getByText(formatEventDate(event.event_date, 'pt-PT'), { exact: false }),
    ).toBeVisible();
    const terms = bookingRefundPolicy({});
    await expect(
      cancelPage.getByText(
        pt(refundPolicyNote, terms.refund_window_hours, terms.late_refund_percent),
      ),
    ).toBeVisible();
    await expect(cancelPage.getByTestId('refund-quote')).toHaveText(
      pt(refundBackSummary, formatMoney(3_000, 'pt-PT'), 2),
    );
    await expectNoAxeViolations(cancelPage);
    await screenshotWidths(cancelPage, 'guest-cancel-page-pt', testInfo);
    await cancelPage.getByRole('button', { name: pt(confirmCancelLabel, 0, 2) }).click();
    await expect(cancelPage.getByText(pt(BOOKING_CANCELLED_BY_YOU).refunded.title)).toBeVisible();
    await expect(spotsAvailable(page)).toHaveText(pt(spotsOf, 4, 4));

    const cancelledSubject = pt(MAIL_COPY.cancelled, event.title_pt!);
    await expect
      .poll(async () => (await inboxFor(email)).map((mail) => mail.subject))
      .toContain(cancelledSubject);
    const cancelled = (await inboxFor(email)).find((mail) => mail.subject === cancelledSubject);
    expect(cancelled!.text).toContain(formatMoney(3_000, 'pt-PT'));

    // The same link again: nothing left to cancel.
    await cancelPage.reload();
    await expect(cancelPage.getByText(pt(CANCEL_PAGE_ALREADY))).toBeVisible();
  });
});
