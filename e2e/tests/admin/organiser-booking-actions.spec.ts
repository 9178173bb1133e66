// Issue 33, the organiser's booking actions in Chromium, as an admin on the event's attendee page
// against the real local stack (functions, Stripe stand-in, MailDev): cancel and refund, change
// the party, add comp seats, resend the ticket, move to another event, add a walk-in. Each test
// makes its own events, members and paid bookings (through Stripe's page) and asserts what the
// member then sees: My Bookings, and the mail with the organiser's reason.
import {
  BOOKING_ACTION_LABELS,
  BOOKING_STATE_LABELS,
  COLLECTIONS,
  REASON_LABEL,
  REASON_REQUIRED,
  type BookingActionKind,
} from '@brunchers/model';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { adminDb, createEvent, uniqueToken } from '../../fixtures/admin';
import { expectNoAxeViolations, screenshotWidths, toast } from '../../fixtures/pages';
import { inboxFor } from '../../fixtures/mail';
import {
  callAs,
  createMember,
  createVenue,
  grantRole,
  signIn,
  type TestMember,
} from '../member/member-fixtures';
import { openAs } from './admin-fixtures';

// Paid bookings through Stripe's page, several actions and mails each: slow on a busy machine.
test.slow();

/** A member's booking of `eventId`, paid on the Stripe stand-in's page; its id once confirmed. */
async function paidBooking(
  page: Page,
  member: TestMember,
  eventId: string,
  guestCount: number,
  payLabel: string,
): Promise<string> {
  const { status, body } = await callAs(member.email, 'createCheckout', { eventId, guestCount });
  expect(status).toBe(200);
  const { url, bookingId } = (body as { result: { url: string; bookingId: string } }).result;
  await page.goto(url);
  await page.getByRole('button', { name: payLabel }).click();
  await expect(page).toHaveURL(/\/booking-success\?session_id=/);
  await expect
    .poll(async () =>
      (await adminDb.collection(COLLECTIONS.bookings).doc(bookingId).get()).get('status'),
    )
    .toBe('confirmed');
  return bookingId;
}

async function newAdmin(): Promise<TestMember> {
  const admin = await createMember({ name: `Organiser ${uniqueToken()}` });
  await grantRole(admin.uid, 'admin');
  return admin;
}

async function memberPage(browser: Browser, member: TestMember): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, member.email);
  return page;
}

/** Opens an action's dialog from the booking's row on the attendee page. */
async function openAction(page: Page, bookingId: string, action: BookingActionKind) {
  const row = page.getByTestId(`attendee-${bookingId}`);
  await row.getByRole('button', { name: /^Actions/ }).click();
  await page.getByRole('menuitem', { name: BOOKING_ACTION_LABELS[action] }).click();
  const dialog = page.getByRole('dialog', { name: BOOKING_ACTION_LABELS[action] });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function confirm(page: Page, action: BookingActionKind | 'walk_in') {
  const dialog = page.getByRole('dialog', { name: BOOKING_ACTION_LABELS[action] });
  await dialog.getByRole('button', { name: `Confirm: ${BOOKING_ACTION_LABELS[action]}` }).click();
  await expect(dialog).toBeHidden();
}

/** The member's row in My Bookings. */
function myBooking(page: Page, title: string) {
  return page.getByTestId('my-booking').filter({ hasText: title });
}

test('cancel and refund: the dialog says what the ledger refunds, the member is refunded and mailed', async ({
  page,
  browser,
}, testInfo) => {
  const admin = await newAdmin();
  const member = await createMember();
  const venue = await createVenue(null, `Attendee Venue ${uniqueToken()}`);
  const { id, event } = await createEvent({
    title: `Organiser Cancel Brunch ${uniqueToken()}`,
    price: 20,
    spots_total: 10,
    spots_left: 10,
    venue_id: venue.id,
  });
  const bookingId = await paidBooking(page, member, id, 2, 'Pay €40.00');

  const console = await openAs(browser, admin.email, `/admin/events/${id}/attendees`);
  await expect(console.getByRole('heading', { name: `Attendees: ${event.title}` })).toBeVisible();
  await expect(console.getByTestId(`attendee-${bookingId}`)).toContainText(member.name);
  await expect(console.getByTestId('event-venues')).toContainText(venue.name);
  await screenshotWidths(console, 'attendee-page', testInfo);

  const dialog = await openAction(console, bookingId, 'cancel');
  await expect(dialog.getByTestId('action-preview')).toContainText('€40.00 is refunded');
  // The reason is required: confirming without one says so and puts focus on it.
  await dialog.getByRole('button', { name: /^Confirm/ }).click();
  await expect(dialog.getByText(REASON_REQUIRED)).toBeVisible();
  await expect(dialog.getByLabel(REASON_LABEL)).toBeFocused();
  const reason = `The kitchen flooded ${uniqueToken()}`;
  await dialog.getByLabel(REASON_LABEL).fill(reason);
  await expectNoAxeViolations(console);
  await screenshotWidths(console, 'attendee-cancel-dialog', testInfo);
  await confirm(console, 'cancel');
  await expect(toast(console, '€40.00 refunded')).toBeVisible();

  // The row shows the audit entry.
  const row = console.getByTestId(`attendee-${bookingId}`);
  await row.getByRole('button', { name: 'History' }).click();
  await expect(row.getByTestId('booking-audit')).toContainText(BOOKING_ACTION_LABELS.cancel);
  await expect(row.getByTestId('booking-audit')).toContainText(reason);

  const mine = await memberPage(browser, member);
  await mine.goto('/profile');
  const booked = myBooking(mine, event.title);
  await expect(booked.getByTestId('booking-status')).toHaveText(
    new RegExp(`${BOOKING_STATE_LABELS.refunded}|${BOOKING_STATE_LABELS.refund_pending}`),
  );
  await expect(booked.getByTestId('booking-refund-line')).toHaveText('Refunded €40.00 of €40.00');
  await expect
    .poll(async () => (await inboxFor(member.email)).some((mail) => mail.text.includes(reason)))
    .toBe(true);
});

test('change the party, add comp seats and resend the ticket: the member sees each', async ({
  page,
  browser,
}) => {
  const admin = await newAdmin();
  const member = await createMember();
  const { id, event } = await createEvent({
    title: `Organiser Party Brunch ${uniqueToken()}`,
    price: 20,
    spots_total: 10,
    spots_left: 10,
  });
  const bookingId = await paidBooking(page, member, id, 3, 'Pay €60.00');
  const console = await openAs(browser, admin.email, `/admin/events/${id}/attendees`);
  const mine = await memberPage(browser, member);

  // 3 → 2: one paid seat back, refunded.
  let dialog = await openAction(console, bookingId, 'change_party');
  await dialog.getByLabel('New party size').selectOption('2');
  await expect(dialog.getByTestId('action-preview')).toContainText('€20.00');
  const smaller = `One guest is ill ${uniqueToken()}`;
  await dialog.getByLabel(REASON_LABEL).fill(smaller);
  await confirm(console, 'change_party');
  await expect(toast(console, '€20.00 refunded')).toBeVisible();
  await mine.goto('/profile');
  await expect(myBooking(mine, event.title)).toContainText('2 guests');
  await expect(myBooking(mine, event.title).getByTestId('booking-refund-line')).toHaveText(
    'Refunded €20.00 of €60.00',
  );
  await expect
    .poll(async () => (await inboxFor(member.email)).some((mail) => mail.text.includes(smaller)))
    .toBe(true);

  // +2 comp seats: free, the party grows.
  dialog = await openAction(console, bookingId, 'comp_seats');
  await dialog.getByLabel('Free seats to add').selectOption('2');
  await expect(dialog.getByTestId('action-preview')).toContainText('nothing is charged');
  await dialog.getByLabel(REASON_LABEL).fill(`Birthday surprise ${uniqueToken()}`);
  await confirm(console, 'comp_seats');
  await expect(toast(console, BOOKING_ACTION_LABELS.comp_seats)).toBeVisible();
  await expect(myBooking(mine, event.title)).toContainText('4 guests');
  await expect(myBooking(mine, event.title).getByTestId('booking-status')).toHaveText(
    BOOKING_STATE_LABELS.confirmed,
  );

  // Resend: one more mail for the member.
  const before = (await inboxFor(member.email)).length;
  dialog = await openAction(console, bookingId, 'resend_ticket');
  await confirm(console, 'resend_ticket');
  await expect(toast(console, BOOKING_ACTION_LABELS.resend_ticket)).toBeVisible();
  await expect.poll(async () => (await inboxFor(member.email)).length).toBeGreaterThan(before);
});

test('move a party to another event and add a walk-in: both lists and the member follow', async ({
  page,
  browser,
}, testInfo) => {
  const admin = await newAdmin();
  const member = await createMember();
  const from = await createEvent({
    title: `Organiser Move From ${uniqueToken()}`,
    price: 20,
    spots_total: 10,
    spots_left: 10,
  });
  const to = await createEvent({
    title: `Organiser Move To ${uniqueToken()}`,
    price: 15,
    spots_total: 10,
    spots_left: 10,
  });
  const bookingId = await paidBooking(page, member, from.id, 2, 'Pay €40.00');
  const console = await openAs(browser, admin.email, `/admin/events/${from.id}/attendees`);

  const dialog = await openAction(console, bookingId, 'move');
  await dialog.getByLabel('Move to').selectOption(to.id);
  await expect(dialog.getByTestId('action-preview')).toContainText('€10.00');
  const reason = `Moving you to a sunnier date ${uniqueToken()}`;
  await dialog.getByLabel(REASON_LABEL).fill(reason);
  await confirm(console, 'move');
  await expect(toast(console, BOOKING_ACTION_LABELS.move)).toBeVisible();
  await expect(console.getByTestId(`attendee-${bookingId}`)).toHaveCount(0);

  const mine = await memberPage(browser, member);
  await mine.goto('/profile');
  await expect(myBooking(mine, to.event.title)).toBeVisible();
  await expect(myBooking(mine, to.event.title).getByTestId('booking-status')).toHaveText(
    BOOKING_STATE_LABELS.confirmed,
  );
  await expect
    .poll(async () => (await inboxFor(member.email)).some((mail) => mail.text.includes(reason)))
    .toBe(true);

  // The target event's attendee page has the party; a walk-in joins it.
  await console.goto(`/admin/events/${to.id}/attendees`);
  await expect(console.getByTestId(`attendee-${bookingId}`)).toBeVisible();
  await console.getByRole('button', { name: BOOKING_ACTION_LABELS.walk_in }).click();
  const walkIn = console.getByRole('dialog', { name: BOOKING_ACTION_LABELS.walk_in });
  const guestName = `Walk In ${uniqueToken()}`;
  const guestEmail = `walk.in.${uniqueToken()}@example.com`;
  await walkIn.getByLabel('Name').fill(guestName);
  await walkIn.getByLabel(/^E-mail/).fill(guestEmail);
  await walkIn.getByLabel('Guests').selectOption('2');
  await walkIn.getByLabel(REASON_LABEL).fill('Came to the door');
  await expectNoAxeViolations(console);
  await screenshotWidths(console, 'attendee-walk-in-dialog', testInfo);
  await confirm(console, 'walk_in');
  await expect(console.getByText(`${guestName} (guest)`)).toBeVisible();
  await expect.poll(async () => (await inboxFor(guestEmail)).length).toBeGreaterThan(0);
});
