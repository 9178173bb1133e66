// Issue 23, the organiser's events end to end: an admin creates a venue stating its access and a
// host with a photo (issue 39), then an event with a cover image picking both (a draft nobody
// else sees; where and access filled from the venue), publishes it, and a guest who has the landing
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
  EVENT_FORM,
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

  // A venue stating two access features, and a host with a photo (issue 39).
  const venueName = `Jardim da Estrela ${uniqueToken()}`;
  await adminPage.goto('/admin/venues');
  await adminPage.getByRole('button', { name: 'New venue' }).click();
  const venueForm = adminPage.getByRole('form', { name: 'New venue' });
  await venueForm.getByLabel('Name').fill(venueName);
  await venueForm.getByLabel('Street and number').fill('Praça da Estrela 4');
  await venueForm.getByLabel('Postcode').fill('1200-667');
  await venueForm.getByLabel('City').fill('Lisbon');
  await venueForm.getByLabel('Country').fill('Portugal');
  await venueForm.getByLabel(ACCESSIBILITY_LABELS.step_free_access).check();
  await venueForm.getByLabel(ACCESSIBILITY_LABELS.dietary_options).check();
  await venueForm.getByRole('button', { name: 'Save venue' }).click();
  await expect(toast(adminPage, 'Venue created.')).toBeVisible();

  await adminPage.goto('/admin/hosts');
  await adminPage.getByRole('button', { name: 'New host' }).click();
  const hostForm = adminPage.getByRole('form', { name: 'New host' });
  await hostForm.getByLabel('Name').fill('Olga');
  await hostForm.getByLabel('Short bio').fill('Bakes the pastries herself.');
  await hostForm.getByLabel('Photo').setInputFiles({
    name: 'olga.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(hostForm.locator('img')).toBeVisible();
  await hostForm.getByRole('button', { name: 'Save host' }).click();
  await expect(toast(adminPage, 'Host created.')).toBeVisible();
  await expect(adminPage.getByText('No reviews yet')).toBeVisible();
  await expectNoAxeViolations(adminPage, ['wcag22aa']);
  await screenshotWidths(adminPage, 'admin-hosts', testInfo);

  // The form: a bad input is explained next to its field and nothing typed is lost.
  await adminPage.goto('/admin/events/new');
  const form = adminPage.locator('form');
  await form.getByLabel(EVENT_FORM.titleEnglish).fill(title);
  await form.getByLabel('Price per person (€)').fill('0.10');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText('The price is at least €0.50.')).toBeVisible();
  await expect(form.getByText('Give the number of seats.')).toBeVisible();
  await expect(form.getByLabel(EVENT_FORM.titleEnglish)).toHaveValue(title);
  await expect(form.getByLabel('Price per person (€)')).toHaveValue('0.10');

  await form.getByLabel('Style').fill('Garden');
  await form
    .getByLabel(EVENT_FORM.descriptionEnglish)
    .fill('Sunrise pastries.\n\nLong shared tables.');
  await form.getByLabel('Date').fill(dateInDays(1));
  await form.getByLabel('Time').fill('07:00');
  // The venue fills where and access (still editable); the host comes from the list.
  await form.getByLabel('Partner venue').selectOption({ label: venueName });
  await expect(form.getByLabel('Location name')).toHaveValue(venueName);
  await expect(form.getByLabel('Address')).toHaveValue('Praça da Estrela 4, 1200-667');
  await expect(form.getByLabel(ACCESSIBILITY_LABELS.step_free_access)).toBeChecked();
  await expect(form.getByLabel(ACCESSIBILITY_LABELS.quiet_area)).not.toBeChecked();
  await form.getByLabel('Host', { exact: true }).selectOption({ label: 'Olga' });
  await expect(form.getByTestId('chosen-host')).toContainText('No reviews yet');
  await form.getByLabel('Seats', { exact: true }).fill('8');
  await form.getByLabel('Price per person (€)').fill('18.50');
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
  // Only the stated features, the venue's address, and the picked host without a rating.
  const access = guest.getByRole('list', { name: 'Accessibility' });
  await expect(access.getByRole('listitem')).toHaveText([
    new RegExp(`${ACCESSIBILITY_LABELS.step_free_access}$`),
    new RegExp(`${ACCESSIBILITY_LABELS.dietary_options}$`),
  ]);
  await expect(guest.getByText('(not available)')).toHaveCount(0);
  await expect(guest.getByText('Praça da Estrela 4, 1200-667')).toBeVisible();
  await expect(guest.getByText(/host rating/)).toHaveCount(0);
  await expect(guest.getByText('Olga', { exact: true })).toBeVisible();
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
