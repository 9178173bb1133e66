// Mail end to end: a guest books in Chromium, pays on the Stripe stand-in, and the confirmation
// arrives in MailDev (read through its REST API, then looked at in its web inbox); the booking
// page offers the same calendar entry. The unsubscribe page without a valid link says so.
import {
  ADD_TO_CALENDAR,
  BOOKING_DIALOG_TITLE,
  DOWNLOAD_ICS,
  GOOGLE_CALENDAR,
  UNSUBSCRIBE_INVALID,
} from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { readFile } from 'node:fs/promises';
import { createEvent, uniqueToken } from '../../fixtures/admin';
import { expectNoAxeViolations, screenshotWidths } from '../../fixtures/pages';
import { MAIL_URL, STRIPE_URL } from '../../fixtures/stack';
import { screenshotAt } from './public-fixtures';

interface MailDevEmail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  attachments: { fileName?: string; generatedFileName?: string; contentType: string }[];
}

async function inboxFor(address: string): Promise<MailDevEmail[]> {
  const response = await fetch(`${MAIL_URL}/api/email`);
  const all = (await response.json()) as MailDevEmail[];
  return all.filter((mail) => mail.to.some((to) => to.address === address));
}

test('a guest booking sends the confirmation with its calendar entry to the guest', async ({
  page,
  context,
}, testInfo) => {
  const { id, event } = await createEvent({
    title: `Mail Test Brunch ${uniqueToken()}`,
    event_date: '2027-07-15',
    event_time: '10:30',
    price: 21,
  });
  const email = `guest.${uniqueToken()}@example.com`;

  await page.goto(`/event/${id}`);
  await page.getByRole('button', { name: 'Book Event' }).click();
  const dialog = page.getByRole('dialog', { name: BOOKING_DIALOG_TITLE });
  await dialog.getByLabel('Number of guests').selectOption('2');
  await dialog.getByLabel('Your name').fill('Marta Guest');
  await dialog.getByLabel('Your email').fill(email);
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Pay €42.00' }).click(),
  ]);
  await checkout.getByRole('button', { name: 'Pay €42.00' }).click();
  await expect(checkout).toHaveURL(/\/booking-success\?session_id=/);
  // A guest gets no self-discovery invite (a member's path), so nothing covers the page.
  await expect(checkout.getByRole('dialog')).toHaveCount(0);

  // Add to calendar: the same .ics as the mail, and a Google Calendar link at the same times.
  const calendar = checkout.getByRole('group', { name: ADD_TO_CALENDAR });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('link', { name: GOOGLE_CALENDAR })).toHaveAttribute(
    'href',
    /calendar\.google\.com.*dates=20270715T093000Z%2F20270715T120000Z/,
  );
  const [download] = await Promise.all([
    checkout.waitForEvent('download'),
    calendar.getByRole('link', { name: DOWNLOAD_ICS }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('brunch.ics');
  const pageIcs = await readFile((await download.path())!, 'utf8');
  expect(pageIcs).toContain('DTSTART:20270715T093000Z');
  const uid = /UID:(\S+)/.exec(pageIcs)?.[1];
  expect(uid).toMatch(/^booking-.+@brunchers\.app$/);
  await expectNoAxeViolations(checkout);
  await screenshotWidths(checkout, 'booking-success-calendar', testInfo);

  // The confirmation, through MailDev's REST API.
  await expect.poll(async () => (await inboxFor(email)).length).toBe(1);
  const [mail] = await inboxFor(email);
  expect(mail!.subject).toBe(`You're booked: ${event.title}`);
  // A guest's address is not confirmed: no name (text anyone can type) in mails to it (issue 36).
  expect(mail!.text).toContain('Hi,');
  expect(mail!.text).not.toContain('Marta');
  expect(mail!.text).toContain('When: Thu, Jul 15, 2027 at 10:30');
  expect(mail!.text).toContain('Where: Test Garden Café, Rua das Flores 1, Lisbon');
  expect(mail!.text).toContain('Party: 2 people');
  expect(mail!.text).toContain('Total paid: €42.00');
  expect(mail!.html).toContain('/booking-success?session_id=');
  const attachment = mail!.attachments.find((part) => part.contentType.includes('text/calendar'));
  expect(attachment).toBeDefined();
  const mailIcs = await (
    await fetch(
      `${MAIL_URL}/api/email/${mail!.id}/attachment/${attachment!.generatedFileName ?? attachment!.fileName}`,
    )
  ).text();
  expect(mailIcs).toContain(`UID:${uid}`);
  expect(mailIcs).toContain('DTSTART:20270715T093000Z');

  // The same mail as a person sees it, in MailDev's web inbox.
  const inbox = await context.newPage();
  await inbox.setViewportSize({ width: 1280, height: 900 });
  await inbox.goto(MAIL_URL);
  await inbox.getByText(`You're booked: ${event.title}`).first().click();
  await expect(
    inbox.frameLocator('iframe').first().getByRole('heading', { name: 'Your brunch is booked' }),
  ).toBeVisible();
  await screenshotAt(inbox, 'maildev-confirmation', 1280, testInfo);
});

test('a guest paying by SEPA debit hears "processing", then "failed" when the bank refuses', async ({
  page,
  context,
}) => {
  const { id, event } = await createEvent({ title: `Debit Brunch ${uniqueToken()}`, price: 15 });
  const email = `debit.${uniqueToken()}@example.com`;
  await page.goto(`/event/${id}`);
  await page.getByRole('button', { name: 'Book Event' }).click();
  const dialog = page.getByRole('dialog', { name: BOOKING_DIALOG_TITLE });
  await dialog.getByLabel('Your name').fill('Dora Debit');
  await dialog.getByLabel('Your email').fill(email);
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Pay €15.00' }).click(),
  ]);
  await checkout.getByLabel(/SEPA Direct Debit/).check();
  await checkout.getByRole('button', { name: 'Pay €15.00' }).click();
  await expect(checkout).toHaveURL(/\/booking-success\?session_id=/);
  const sessionId = new URL(checkout.url()).searchParams.get('session_id')!;

  const subjects = async () => (await inboxFor(email)).map((mail) => mail.subject).sort();
  await expect.poll(subjects).toEqual([`Payment on its way: ${event.title}`]);
  // The bank's answer, through the stand-in's control endpoint.
  const settled = await fetch(
    `${STRIPE_URL}/_stand-in/checkout/sessions/${sessionId}/async-payment`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=failed',
    },
  );
  expect(settled.ok).toBe(true);
  await expect
    .poll(subjects)
    .toEqual([`Payment failed: ${event.title}`, `Payment on its way: ${event.title}`]);
  const failed = (await inboxFor(email)).find((mail) => mail.subject.startsWith('Payment failed'));
  expect(failed!.text).toContain('Book again: ');
  expect(failed!.text).toContain(`/event/${id}`);
});

test('the unsubscribe page refuses a link that is not genuine', async ({ page }, testInfo) => {
  await page.goto('/unsubscribe?token=not-a-real-token');
  await expect(page.getByRole('status')).toContainText(UNSUBSCRIBE_INVALID);
  await expect(page.getByRole('status')).not.toContainText('[');
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'unsubscribe-invalid', testInfo);
});
