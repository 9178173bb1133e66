// Issue 39 items 6 and 7 in Chromium against the local stack (functions, Stripe stand-in,
// MailDev). The organiser messages an event's attendees from the event page: the preview is the
// mail, the counts leave out who turned these mails off, a double click sends once, and MailDev
// receives it with the one-click unsubscribe headers. A member books with a vegan need (with
// consent); once tables are planned, the venue's partner and the organiser see "1 vegan" at the
// party's table on the prep sheet, and never the member's name.
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  ATTENDEE_MESSAGE_TEXTS,
  BOOKING_DIALOG_TITLE,
  COLLECTIONS,
  NEEDS_SAVED,
  NEEDS_TEXTS,
  PREP_SHEET_TEXTS,
} from '@brunchers/model';
import { adminDb, createEvent, dateInDays, uniqueToken } from '../../fixtures/admin';
import { inboxFor, type MailDevEmail } from '../../fixtures/mail';
import { MAIL_URL } from '../../fixtures/stack';
import { expectNoAxeViolations, screenshotWidths, toast } from '../../fixtures/pages';
import { expect, test } from '../../fixtures/test';
import {
  callAs,
  createConfirmedBooking,
  createMember,
  createVenue,
  grantRole,
  signIn,
} from '../member/member-fixtures';
import { openAs } from './admin-fixtures';

const SCREENS = resolve(import.meta.dirname, '../../artifacts/screens');

/** What a full-page capture cannot show (inside a scrolling dialog, a card): the part itself. */
async function partAtWidths(page: Page, part: Locator, name: string) {
  const height = page.viewportSize()?.height ?? 900;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height });
    await part.scrollIntoViewIfNeeded();
    await part.screenshot({ path: `${SCREENS}/${name}-${width}.png` });
  }
}

/**
 * A received mail's header as sent, from its raw source (MailDev's parsed view folds the List-*
 * headers into an object and drops them), unfolded.
 */
async function headerOf(id: string, name: string): Promise<string | undefined> {
  const source = await (await fetch(`${MAIL_URL}/api/email/${id}/source`)).text();
  const head = source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name}:`));
  return line?.slice(name.length + 1).trim();
}

test('the organiser messages the attendees: preview, counts, one mail each with List-Unsubscribe', async ({
  browser,
}, testInfo) => {
  test.slow();
  const token = uniqueToken();
  const admin = await createMember({ name: `Organiser ${token}` });
  await grantRole(admin.uid, 'admin');
  const ana = await createMember({ name: `Ana Attendee ${token}` });
  const ben = await createMember({ name: `Ben Quiet ${token}` });
  const brunch = await createEvent({
    title: `Terrace Brunch ${token}`,
    title_pt: `Brunch no Terraço ${token}`,
  });
  await createConfirmedBooking(ana, null, {}, { event: brunch });
  await createConfirmedBooking(ben, null, {}, { event: brunch });
  // Ben turned reminders and organiser messages off.
  await adminDb
    .collection(COLLECTIONS.mailPreferences)
    .doc(ben.uid)
    .set({ reminders: false, updated_at: new Date() });

  const console = await openAs(browser, admin.email, `/admin/events/${brunch.id}/attendees`);
  await console.getByRole('button', { name: ATTENDEE_MESSAGE_TEXTS.open }).click();
  const dialog = console.getByRole('dialog', { name: ATTENDEE_MESSAGE_TEXTS.title });
  await expect(dialog.getByTestId('message-counts')).toHaveText(/^1 recipient · 1 left out/);
  const subject = `Bring sunglasses ${token}`;
  await dialog.getByLabel(ATTENDEE_MESSAGE_TEXTS.subject).fill(subject);
  await dialog.getByLabel(ATTENDEE_MESSAGE_TEXTS.body).fill('We sit on the terrace.\n\nSee you!');
  const preview = dialog.frameLocator('iframe[data-testid="message-preview"]');
  await expect(preview.getByRole('heading', { name: subject })).toBeVisible();
  await expect(preview.getByText('You get this because you booked')).toBeVisible();
  await expect(preview.getByRole('link', { name: `Terrace Brunch ${token}` })).toBeVisible();
  // Issue 37: each recipient reads the frame in their own language; the organiser previews both.
  await dialog.getByRole('radio', { name: 'Português' }).check();
  await expect(dialog.getByTestId('message-preview')).toHaveAttribute('data-locale', 'pt-PT');
  await expect(preview.getByText('Recebe este e-mail porque reservou')).toBeVisible();
  await expect(preview.getByRole('link', { name: `Brunch no Terraço ${token}` })).toBeVisible();
  await dialog.getByRole('radio', { name: 'English' }).check();
  await expect(preview.getByText('You get this because you booked')).toBeVisible();
  await expectNoAxeViolations(console);
  await screenshotWidths(console, 'message-attendees', testInfo);
  await partAtWidths(
    console,
    dialog.locator('section').filter({ hasText: ATTENDEE_MESSAGE_TEXTS.preview }),
    'message-attendees-preview',
  );

  // A double click sends once.
  await dialog.getByRole('button', { name: ATTENDEE_MESSAGE_TEXTS.send }).dblclick();
  await expect(toast(console, 'Message sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect
    .poll(async () => (await inboxFor(ana.email)).filter((m) => m.subject === subject).length)
    .toBe(1);
  const [mail] = (await inboxFor(ana.email)).filter(
    (m) => m.subject === subject,
  ) as (MailDevEmail & {
    id: string;
  })[];
  expect(mail!.text).toContain('See you!');
  expect(mail!.text).toContain(`Hi ${ana.name},`);
  expect(await headerOf(mail!.id, 'list-unsubscribe')).toMatch(/^<http.+token=.+>$/);
  expect(await headerOf(mail!.id, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  // Recorded once; Ben was left out.
  const records = await adminDb
    .collection(COLLECTIONS.attendeeMessages)
    .where('event_id', '==', brunch.id)
    .get();
  expect(records.docs.map((doc) => doc.get('recipients'))).toEqual([1]);
  expect((await inboxFor(ben.email)).filter((m) => m.subject === subject)).toEqual([]);
});

test('a member books with a vegan need; the partner’s prep sheet shows 1 vegan at the table, no name', async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.slow();
  const token = uniqueToken();
  const partner = await createMember({ name: `Pia Kitchen ${token}` });
  await grantRole(partner.uid, 'partner');
  const admin = await createMember({ name: `Organiser ${token}` });
  await grantRole(admin.uid, 'admin');
  const venue = await createVenue(partner.uid, `Green Kitchen ${token}`);
  const brunch = await createEvent({
    title: `Veggie Brunch ${token}`,
    event_date: dateInDays(1),
    price: 20,
    spots_left: 10,
    spots_total: 10,
    venue_id: venue.id,
  });
  const vera = await createMember({ name: `Vera Vegan ${token}` });

  // Vera keeps "vegan" as her default on her profile (with consent): it prefills the booking.
  await signIn(page, vera.email);
  await page.goto('/profile');
  const card = page.getByTestId('needs-fieldset');
  await card.getByRole('checkbox', { name: 'vegan', exact: true }).check();
  await card.getByRole('checkbox', { name: NEEDS_TEXTS.consent }).check();
  await page.getByRole('button', { name: NEEDS_TEXTS.profileSave }).click();
  await expect(toast(page, NEEDS_SAVED.title)).toBeVisible();
  await expect
    .poll(async () =>
      (await adminDb.collection(COLLECTIONS.memberNeeds).doc(vera.uid).get()).get('needs'),
    )
    .toEqual(['vegan']);
  await partAtWidths(page, card.locator('..'), 'profile-needs');

  await page.goto(`/event/${brunch.id}`);
  await page.getByRole('button', { name: 'Book Event' }).click();
  const dialog = page.getByRole('dialog', { name: BOOKING_DIALOG_TITLE });
  await expect(dialog.getByRole('checkbox', { name: 'vegan', exact: true })).toBeChecked();
  await dialog.getByRole('checkbox', { name: NEEDS_TEXTS.consent }).check();
  // The dialog scrolls inside a fixed frame: its needs part, as the member sees it.
  await partAtWidths(page, dialog.getByTestId('needs-fieldset'), 'booking-needs');
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Pay €20.00' }).click(),
  ]);
  await checkout.getByRole('button', { name: 'Pay €20.00' }).click();
  await expect(checkout).toHaveURL(/\/booking-success\?session_id=/);
  await expect
    .poll(async () => {
      const booked = await adminDb
        .collection(COLLECTIONS.bookings)
        .where('event_id', '==', brunch.id)
        .get();
      return booked.docs.map((doc) => doc.get('status'));
    })
    .toEqual(['confirmed']);

  // The organiser plans the tables; the party's table is on its attendance.
  expect((await callAs(admin.email, 'planEventTables', { eventId: brunch.id })).status).toBe(200);
  const attendances = await adminDb
    .collection(COLLECTIONS.eventAttendances)
    .where('event_id', '==', brunch.id)
    .get();
  const table = attendances.docs[0]!.get('table_number') as number;
  expect(table).toBeGreaterThan(0);

  const door = await openAs(browser, partner.email, '/partner');
  const sheet = door.getByTestId('prep-sheet');
  await expect(sheet).toContainText(PREP_SHEET_TEXTS.title);
  await expect(sheet).toContainText(`Table ${table}: 1 vegan`);
  await expect(sheet).not.toContainText(vera.name);
  await expect(sheet).not.toContainText('Vera');
  await expectNoAxeViolations(door);
  await screenshotWidths(door, 'partner-prep-sheet', testInfo);

  const console = await openAs(browser, admin.email, `/admin/events/${brunch.id}/attendees`);
  await expect(console.getByTestId('prep-sheet')).toContainText(`Table ${table}: 1 vegan`);
  await screenshotWidths(console, 'organiser-prep-sheet', testInfo);

  // Vera withdraws them from My Bookings: gone from the venue's sheet, live.
  await page.goto('/profile');
  const line = page.getByTestId('booking-needs');
  await expect(line).toContainText(`${NEEDS_TEXTS.onBooking}: 1 vegan`);
  await line.getByRole('button', { name: new RegExp(`^${NEEDS_TEXTS.removeFromBooking}`) }).click();
  await expect(line).toBeHidden();
  await expect(sheet).toContainText(PREP_SHEET_TEXTS.empty);
});
