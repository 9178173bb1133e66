// Issue 23, the organiser's events end to end: an admin creates an event with a cover image and
// accessibility details (a draft nobody else sees), publishes it, and a guest who has the landing
// page open sees it appear without reloading, books it and pays; the admin cancels the event, and
// the guest's booking page turns to refunded while the cancellation mail arrives in MailDev.
import {
  ACCESSIBILITY_LABELS,
  BOOKING_CONFIRMED,
  BOOKING_DIALOG_TITLE,
  BOOKING_EVENT_CANCELLED,
  BOOKING_STATE_LABELS,
  EVENT_CANCELLED_NOTICE,
  EVENT_COVER_NOT_IMAGE,
  EVENTS_EMPTY,
} from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { dateInDays, uniqueToken } from '../../fixtures/admin';
import { expectNoAxeViolations, screenshotWidths, toast } from '../../fixtures/pages';
import { MAIL_URL } from '../../fixtures/stack';
import { createMember, grantRole, signIn } from '../member/member-fixtures';

/** A real 1 x 1 PNG (its signature is checked before the upload). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface MailDevEmail {
  subject: string;
  text: string;
  to: { address: string }[];
}
async function inboxFor(address: string): Promise<MailDevEmail[]> {
  const all = (await (await fetch(`${MAIL_URL}/api/email`)).json()) as MailDevEmail[];
  return all.filter((mail) => mail.to.some((to) => to.address === address));
}

test('an admin creates and publishes an event, a guest books it live, the admin cancels it and the guest is refunded', async ({
  browser,
}, testInfo) => {
  // One journey across two browsers: form, upload, publish, payment, cancellation and refund.
  test.slow();
  const title = `Organiser Brunch ${uniqueToken()}`;
  const admin = await createMember({ name: 'Olga Organiser' });
  await grantRole(admin.uid, 'admin');
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, admin.email);

  // The form: a bad input is explained next to its field and nothing typed is lost.
  await adminPage.goto('/admin/events/new');
  const form = adminPage.locator('form');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Price per person (€)').fill('0.10');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText('The price is at least €0.50.')).toBeVisible();
  await expect(form.getByText('Give the number of seats.')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByLabel('Price per person (€)')).toHaveValue('0.10');

  await form.getByLabel('Style').fill('Garden');
  await form.getByLabel('Description').fill('Sunrise pastries.\n\nLong shared tables.');
  await form.getByLabel('Date').fill(dateInDays(1));
  await form.getByLabel('Time').fill('07:00');
  await form.getByLabel('Location name').fill('Jardim da Estrela');
  await form.getByLabel('Address').fill('Praça da Estrela');
  await form.getByLabel('Seats', { exact: true }).fill('8');
  await form.getByLabel('Price per person (€)').fill('18.50');
  await form.getByLabel('Host name').fill('Olga');
  await form.getByLabel(ACCESSIBILITY_LABELS.step_free_access).check();
  await form.getByLabel(ACCESSIBILITY_LABELS.dietary_options).check();
  const cover = form.getByLabel('Upload a cover image');
  await cover.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(form.getByText(EVENT_COVER_NOT_IMAGE)).toBeVisible();
  await cover.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Cover image preview' })).toBeVisible();
  await expect(form.getByLabel('Cover image URL')).toHaveValue(/event-covers/);
  await expectNoAxeViolations(adminPage, ['wcag22aa']);
  await screenshotWidths(adminPage, 'admin-event-form', testInfo);
  await form.getByRole('button', { name: 'Save draft' }).click();

  // The list: the new draft, then published.
  await expect(adminPage).toHaveURL('/admin/events');
  // The spec's project holds only its own events (fixtures/test.ts): the draft is the list's one row.
  const row = adminPage.getByRole('listitem', { name: title });
  // (the console's own navigation is a list too: count the event rows, each headed by its title)
  const eventRows = adminPage
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: adminPage.getByRole('heading', { level: 2 }) });
  await expect(eventRows).toHaveCount(1);
  await expect(row.getByText('Draft')).toBeVisible();

  // A guest on the landing page does not see the draft...
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto('/#events');
  await expect(guest.getByRole('heading', { name: 'Upcoming brunches' })).toBeVisible();
  // No published event in the spec's project: the grid says so.
  await expect(guest.getByText(EVENTS_EMPTY)).toBeVisible();
  const card = guest.getByRole('link', { name: new RegExp(title) });
  await expect(card).toHaveCount(0);

  // ...and sees it appear, live, once published.
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(row.getByText('Published')).toBeVisible();
  await expectNoAxeViolations(adminPage, ['wcag22aa']);
  await screenshotWidths(adminPage, 'admin-events-list', testInfo);
  await expect(card).toBeVisible();

  // The event page, with its accessibility details; the guest books and pays.
  await card.click();
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const access = guest.getByRole('list', { name: 'Accessibility' });
  await expect(access.getByText(`${ACCESSIBILITY_LABELS.step_free_access}: yes`)).toBeAttached();
  await expect(access.getByText(`${ACCESSIBILITY_LABELS.quiet_area}: no`)).toBeAttached();
  await screenshotWidths(guest, 'event-page-accessibility', testInfo);
  await guest.getByRole('button', { name: 'Book Event' }).click();
  const email = `guest.${uniqueToken()}@example.com`;
  const dialog = guest.getByRole('dialog', { name: BOOKING_DIALOG_TITLE });
  await dialog.getByLabel('Your name').fill('Gil Guest');
  await dialog.getByLabel('Your email').fill(email);
  const [checkout] = await Promise.all([
    guestContext.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Pay €18.50' }).click(),
  ]);
  await checkout.getByRole('button', { name: 'Pay €18.50' }).click();
  await expect(checkout).toHaveURL(/\/booking-success\?session_id=/);
  await expect(checkout.getByRole('heading', { name: BOOKING_CONFIRMED })).toBeVisible();
  await expect(row.getByText('1 going')).toBeVisible();

  // The admin cancels: the dialog says what will happen, then everyone is refunded.
  await row.getByRole('button', { name: `Cancel event ${title}` }).click();
  const confirm = adminPage.getByRole('dialog', { name: `Cancel ${title}?` });
  await expect(
    confirm.getByText(/Every confirmed booking is refunded in full \(1 seat sold\)/),
  ).toBeVisible();
  await expectNoAxeViolations(adminPage, ['wcag22aa']);
  await confirm.getByRole('button', { name: 'Cancel event and refund everyone' }).click();
  await expect(toast(adminPage, 'Event cancelled')).toBeVisible();
  await expect(row.getByText('Cancelled')).toBeVisible();

  // The guest's booking page follows, and the mail is in the local inbox.
  await expect(
    checkout.getByRole('heading', { name: BOOKING_EVENT_CANCELLED.title }),
  ).toBeVisible();
  await expect(checkout.getByText(BOOKING_STATE_LABELS.refunded, { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await inboxFor(email)).map((mail) => mail.subject))
    .toContain(`Cancelled: ${title}`);
  const [mail] = (await inboxFor(email)).filter((m) => m.subject === `Cancelled: ${title}`);
  expect(mail!.text).toContain('refunded in full');

  // The event page now says it was cancelled and offers no booking.
  await guest.reload();
  await expect(guest.getByText(EVENT_CANCELLED_NOTICE)).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Book Event' })).toHaveCount(0);
});
