// The spec's /partner (issue 39) with the door inside it: one venue (so no venue selector), the
// venue header, the stat cards Total Bookings and Checked In, the tabs Pending (count) and
// Checked In (count), the spec's toasts, the party's table from the organiser's plan on the
// answer card, "check-in opens at" for tonight's ticket scanned too early, the Scan bar clear of
// the last row, and the staff-only shell on a phone (no member tab bar). Axe-clean at 390 and
// 1280 px.
import {
  ATTENDEE_MARKED_PRESENT,
  checkInAnswer,
  cityDateString,
  MARK_ATTENDANCE_FAILED,
} from '@brunchers/model';
import type { Page } from '@playwright/test';
import { adminDb, createEvent, uniqueToken } from '../../fixtures/admin';
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
import { expectDoorCounts } from './admin-fixtures';

/** The next checkInTicket call is answered by `reply` instead of the server. */
async function answerNextCheckIn(page: Page, reply: { status: number; body: unknown }) {
  await page.route(
    '**/checkInTicket',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fulfill({
        status: reply.status,
        contentType: 'application/json',
        body: JSON.stringify(reply.body),
      });
    },
    { times: 1 },
  );
}

test('partner: the spec’s dashboard with the door inside it, staff-only on a phone', async ({
  page,
}, testInfo) => {
  test.slow();
  const token = uniqueToken();
  const partner = await createMember({ name: `Pia Partner ${token}` });
  await grantRole(partner.uid, 'partner');
  const venue = await createVenue(partner.uid, `Sunny Patio ${token}`);
  // Today's brunch from midnight (its check-in window is open whenever this runs).
  const today = { event_date: cityDateString(new Date()), event_time: '00:00' };
  const brunch = await createEvent({ ...today, venue_id: venue.id });
  const ana = await createMember({ name: `Ana Table ${token}` });
  const first = await createConfirmedBooking(ana, venue.id, {}, { event: brunch });
  const others = [];
  for (const name of ['Bea', 'Caio', 'Duda', 'Edu', 'Fabi'])
    others.push(await createMember({ name: `${name} Guest ${token}` }));
  for (const member of others)
    await createConfirmedBooking(member, venue.id, {}, { event: brunch, guestCount: 1 });
  // The organiser plans the tables (the console's callable, as the organiser does), so the
  // cut-off's schedule leaves this event alone and a late re-plan keeps everyone's table.
  const organiser = await createMember({ name: `Olga Organiser ${token}` });
  await grantRole(organiser.uid, 'admin');
  expect((await callAs(organiser.email, 'planEventTables', { eventId: brunch.id })).status).toBe(
    200,
  );
  const seated = await adminDb.collection('event_attendances').doc(first.bookingId).get();
  const anaTable = `Table ${seated.get('table_number') as number}`;
  expect(anaTable).toMatch(/^Table \d+$/);

  await signIn(page, partner.email);
  await page.setViewportSize({ width: 390, height: 844 });
  // On member screens the phone has the member tab bar...
  await expect(page.getByRole('navigation', { name: 'Member tabs' })).toBeVisible();
  await page.goto('/partner');
  // ...the door is staff-only: no Discover, no Path under the Scan button.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue.name);
  await expect(page.getByText('Lisbon, Portugal')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Member tabs' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Discover' })).toHaveCount(0);
  // One venue: no venue selector.
  await expect(page.getByLabel('Venue', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Event', { exact: true })).toHaveValue(first.eventId);
  await expectDoorCounts(page, 0, 6);
  await expect(page.getByRole('tab', { name: 'Pending (6)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const arrivals = page.getByRole('list', { name: 'Arrivals' }).getByRole('listitem');
  await expect(arrivals).toHaveCount(6);

  // The Scan bar keeps its own place: scrolled to the end, the last row is wholly above it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const scan = page.getByRole('button', { name: 'Scan ticket' });
  const lastRow = (await arrivals.last().boundingBox())!;
  const bar = (await scan.boundingBox())!;
  expect(lastRow.y + lastRow.height).toBeLessThanOrEqual(bar.y);
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'partner-dashboard', testInfo);
  await page.setViewportSize({ width: 390, height: 844 });

  // Checked in by name: the spec's toast, and the answer card sends the party to its table.
  await page.getByRole('button', { name: `Check in ${ana.name}` }).click();
  const answer = page.getByTestId('door-answer');
  await expect(answer).toContainText('Checked in', { timeout: 120_000 });
  await expect(answer.getByTestId('door-answer-table')).toHaveText(anaTable);
  await expect(toast(page, ATTENDEE_MARKED_PRESENT)).toBeVisible();
  await expectDoorCounts(page, 1, 6);
  await expect(page.getByTestId('door-people')).toHaveText('2 of 7 arrived');
  await expect(arrivals).toHaveCount(5);
  await expect(arrivals.filter({ hasText: ana.name })).toHaveCount(0);
  // The tabs answer the keyboard (Headless UI): arrow right opens Checked In.
  await page.getByRole('tab', { name: 'Pending (5)' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Checked In (1)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(arrivals).toHaveCount(1);
  await expect(arrivals.first()).toContainText(ana.name);
  await expect(arrivals.first().getByTestId('door-table')).toHaveText(anaTable);
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'partner-dashboard-checked-in', testInfo);
  await page.setViewportSize({ width: 390, height: 844 });

  // Tonight's ticket scanned before its check-in opens (the server's decision is proven with a
  // fixed clock in functions/test/checkIn; here, what the door makes of it).
  await answerNextCheckIn(page, {
    status: 200,
    body: {
      result: checkInAnswer('not_open_yet', {
        bookingId: 'tonight',
        name: 'Tonight Guest',
        guestCount: 2,
        eventTitle: 'Late Brunch',
        eventDate: today.event_date,
        eventTime: '23:30',
      }),
    },
  });
  await page.getByRole('tab', { name: 'Pending (5)' }).click();
  await page.getByRole('button', { name: `Check in ${others[0]!.name}` }).click();
  await expect(answer).toContainText('Not open yet');
  await expect(answer).toContainText('Check-in opens at 21:30.');
  await expect(answer).not.toContainText('Wrong day');
  await expect(answer).toHaveAttribute('data-tone', 'stop');
  await screenshotWidths(page, 'partner-dashboard-not-open-yet', testInfo);
  await page.setViewportSize({ width: 390, height: 844 });

  // A refused check-in: the spec's failure toast, and nobody is marked.
  await answerNextCheckIn(page, {
    status: 403,
    body: { error: { status: 'PERMISSION_DENIED', message: 'Not your venue.' } },
  });
  await page.getByRole('button', { name: `Check in ${others[0]!.name}` }).click();
  await expect(toast(page, MARK_ATTENDANCE_FAILED)).toBeVisible();
  await expectDoorCounts(page, 1, 6);
});
