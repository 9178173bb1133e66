// Issue 33, the organiser's booking actions in Chromium, as an admin on the event's attendee page
// against the real local stack (functions, Stripe stand-in, MailDev): cancel and refund, change
// the party, add comp seats, resend the ticket, move to another event, add a walk-in. Each test
// makes its own events, members and paid bookings (through Stripe's page) and asserts what the
// member then sees: My Bookings, and the mail with the organiser's reason. The unhappy paths too:
// two tabs acting on one booking, a reload and the browser's Back while a dialog is open.
import {
  BOOKING_ACTION_LABELS,
  BOOKING_STATE_LABELS,
  COLLECTIONS,
  REASON_LABEL,
  REASON_REQUIRED,
  type BookingActionKind,
  type LedgerEntry,
} from '@brunchers/model';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { adminDb, createEvent, uniqueToken } from '../../fixtures/admin';
import { expectNoAxeViolations, screenshotWidths, toast } from '../../fixtures/pages';
import { inboxFor } from '../../fixtures/mail';
import {
  callAs,
  createConfirmedBooking,
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
  // The member's name now, live, not the copy the console's row made at booking (issue 36).
  const renamed = `Renamed ${uniqueToken()}`;
  await adminDb
    .collection(COLLECTIONS.userProfiles)
    .doc(member.uid)
    .update({ display_name: renamed });
  await expect(console.getByTestId(`attendee-${bookingId}`)).toContainText(renamed);
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

/** The booking's refunds as its ledger holds them (every refund is one entry). */
async function refundsOf(bookingId: string): Promise<number[]> {
  const booking = await adminDb.collection(COLLECTIONS.bookings).doc(bookingId).get();
  return ((booking.get('ledger') ?? []) as LedgerEntry[])
    .filter((entry) => entry.kind === 'refund')
    .map((entry) => entry.amount_cents);
}

test('two tabs on one booking: the other tab sees the change live, its stale action is refused, one refund only', async ({
  page,
  browser,
}) => {
  const admin = await newAdmin();
  const member = await createMember();
  const { id } = await createEvent({
    title: `Organiser Two Tabs ${uniqueToken()}`,
    price: 20,
    spots_total: 10,
    spots_left: 10,
  });
  const bookingId = await paidBooking(page, member, id, 2, 'Pay €40.00');
  const path = `/admin/events/${id}/attendees`;
  const tabA = await openAs(browser, admin.email, path);
  // A second tab of the same browser (the same signed-in session).
  const tabB = await tabA.context().newPage();
  await tabB.goto(path);

  const reason = `Double-booked table ${uniqueToken()}`;
  const dialogA = await openAction(tabA, bookingId, 'cancel');
  const dialogB = await openAction(tabB, bookingId, 'cancel');
  await expect(dialogB.getByTestId('action-preview')).toContainText('€40.00 is refunded');
  await dialogA.getByLabel(REASON_LABEL).fill(reason);
  await dialogB.getByLabel(REASON_LABEL).fill(`${reason} (second tab)`);
  await confirm(tabA, 'cancel');
  await expect(toast(tabA, '€40.00 refunded')).toBeVisible();

  // Tab B, untouched: its row and its open dialog follow the booking live; Confirm is withdrawn.
  await expect(dialogB.getByRole('alert')).toContainText('This booking was changed meanwhile');
  await expect(
    dialogB.getByRole('button', { name: `Confirm: ${BOOKING_ACTION_LABELS.cancel}` }),
  ).toBeDisabled();
  await dialogB.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(dialogB).toBeHidden();
  const rowB = tabB.getByTestId(`attendee-${bookingId}`);
  await expect(rowB.getByTestId('booking-status')).toHaveText(
    new RegExp(`${BOOKING_STATE_LABELS.refunded}|${BOOKING_STATE_LABELS.refund_pending}`),
  );
  // Nothing is left to act on: no Actions menu for a cancelled booking.
  await expect(rowB.getByRole('button', { name: /^Actions/ })).toHaveCount(0);

  // The same stale Confirm reaching the server (sent before its listener caught up) is refused
  // with a clear text, and refunds nothing more.
  const stale = await callAs(admin.email, 'manageBooking', {
    action: 'cancel',
    bookingId,
    reason: `${reason} (stale)`,
    requestId: crypto.randomUUID(),
  });
  expect(stale.status).toBe(400);
  expect(JSON.stringify(stale.body)).toContain('Only a confirmed booking can be changed.');
  await expect.poll(() => refundsOf(bookingId)).toEqual([4000]);
  // The member's mail goes through the outbox after the refund: waited for, not read once.
  await expect
    .poll(async () =>
      (await inboxFor(member.email))
        .filter((mail) => mail.text.includes(reason))
        .map((m) => m.subject),
    )
    .toHaveLength(1);
});

test('reload and Back while a dialog is open: nothing is applied, Back closes the dialog and stays on the page', async ({
  page,
  browser,
}) => {
  const admin = await newAdmin();
  const member = await createMember();
  const { id, event } = await createEvent({
    title: `Organiser Reload Back ${uniqueToken()}`,
    price: 20,
    spots_total: 10,
    spots_left: 10,
  });
  const bookingId = await paidBooking(page, member, id, 3, 'Pay €60.00');
  const path = `/admin/events/${id}/attendees`;
  const console = await openAs(browser, admin.email, path);
  const heading = console.getByRole('heading', { name: `Attendees: ${event.title}` });
  await expect(heading).toBeVisible();

  // Reload mid-dialog: the dialog comes back empty (nothing was sent), the booking is untouched.
  let dialog = await openAction(console, bookingId, 'change_party');
  await dialog.getByLabel('New party size').selectOption('1');
  await dialog.getByLabel(REASON_LABEL).fill('Half typed');
  await console.reload();
  dialog = console.getByRole('dialog', { name: BOOKING_ACTION_LABELS.change_party });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(REASON_LABEL)).toHaveValue('');
  await expect(dialog.getByLabel('New party size')).toHaveValue('3');
  const booking = adminDb.collection(COLLECTIONS.bookings).doc(bookingId);
  expect((await booking.get()).get('guest_count')).toBe(3);
  expect((await booking.collection('audit').get()).size).toBe(0);

  // Back closes the dialog and keeps the attendee page (it does not leave the console).
  await console.goBack();
  await expect(dialog).toBeHidden();
  await expect(console).toHaveURL(new RegExp(`${path}$`));
  await expect(heading).toBeVisible();

  // The same for a dialog opened without a reload; then an action still goes through once.
  dialog = await openAction(console, bookingId, 'cancel');
  await console.goBack();
  await expect(dialog).toBeHidden();
  await expect(console).toHaveURL(new RegExp(`${path}$`));
  dialog = await openAction(console, bookingId, 'change_party');
  await dialog.getByLabel('New party size').selectOption('2');
  await dialog.getByLabel(REASON_LABEL).fill(`One fewer ${uniqueToken()}`);
  await confirm(console, 'change_party');
  await expect(toast(console, '€20.00 refunded')).toBeVisible();
  await expect(console).toHaveURL(new RegExp(`${path}$`));
  await expect(heading).toBeVisible();
  await expect(console.getByTestId(`attendee-${bookingId}`)).toContainText('2 guests');
  await expect.poll(() => refundsOf(bookingId)).toEqual([2000]);
});

test("the dialogs' Back and Confirm fit on one line at 390 px and sit side by side at 1280 px", async ({
  browser,
}, testInfo) => {
  const admin = await newAdmin();
  const member = await createMember();
  const { bookingId, eventId: id } = await createConfirmedBooking(member, null);
  const console = await openAs(browser, admin.email, `/admin/events/${id}/attendees`);
  for (const width of [390, 1280]) {
    await console.setViewportSize({ width, height: 900 });
    const dialog = await openAction(console, bookingId, 'cancel');
    const back = dialog.getByRole('button', { name: 'Back', exact: true });
    const go = dialog.getByRole('button', { name: `Confirm: ${BOOKING_ACTION_LABELS.cancel}` });
    for (const button of [back, go]) {
      // The label fits its button: no line break inside, nothing cut off.
      expect(
        await button.evaluate(
          (el) => el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth,
        ),
      ).toBe(true);
    }
    const [b, c] = [await back.boundingBox(), await go.boundingBox()];
    if (!b || !c) throw new Error('the buttons are not laid out');
    if (width === 390) {
      // Stacked, full width, Confirm on top.
      expect(Math.round(b.width)).toBe(Math.round(c.width));
      expect(c.y).toBeLessThan(b.y);
    } else {
      // Side by side on one row, Confirm last.
      expect(Math.round(b.y)).toBe(Math.round(c.y));
      expect(c.x).toBeGreaterThan(b.x);
    }
    await console.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await openAction(console, bookingId, 'cancel');
  await screenshotWidths(console, 'attendee-dialog-buttons', testInfo);
});
