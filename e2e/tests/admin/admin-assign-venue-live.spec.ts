// The organiser console (§2, §6, §8; issues 10, 23, 39): the Overview's four stat cards and the
// spec's tabs Bookings (default), Best Matches and User Activity, and every section (Waitlists
// among them), each axe-clean (WCAG 2.2 AA);
// on /admin/bookings, searched by the members' names, an admin assigns a venue to a booking ("Venue assigned
// successfully!"), the booking and its attendance move to the venue in Firestore, and that venue's
// partner, with /partner open in another browser, sees the booking appear without a reload. A
// booking that got its venue from its event shows that venue (joined by id), not "No venue".
import { ADMIN_OVERVIEW_BOOKINGS, DOOR_NO_EVENTS, VENUE_ASSIGNED } from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { adminDb, uniqueToken } from '../../fixtures/admin';
import { expectNoAxeViolations, screenshotWidths, toast } from '../../fixtures/pages';
import {
  createConfirmedBooking,
  createMember,
  createVenue,
  grantRole,
} from '../member/member-fixtures';
import { adminStat, openAs, expectDoorCounts } from './admin-fixtures';

// The console is held to WCAG 2.1 and 2.2 AA too (24 px targets, focus not obscured).
const WCAG22 = ['wcag21a', 'wcag21aa', 'wcag22aa'];

// A long flow: three times the default time-out (a safety net, see playwright.config.ts).
test.slow();

test('admin assigns a venue on Bookings; the venue partner sees the booking appear live', async ({
  browser,
}) => {
  const token = uniqueToken();
  const admin = await createMember();
  const partner = await createMember();
  const member = await createMember({ name: `Assigned Ana ${token}` });
  await grantRole(admin.uid, 'admin');
  await grantRole(partner.uid, 'partner');
  const venue = await createVenue(partner.uid, `Assign Café ${token}`);
  // A confirmed booking (with its attendance) that no venue has yet.
  const { bookingId, eventTitle } = await createConfirmedBooking(member, null);
  // And one that got its venue from its event at checkout (venue_id only, as checkout writes it).
  const placedVenue = await createVenue(null, `Placed Bistro ${token}`);
  const placed = await createConfirmedBooking(
    await createMember({ name: `Placed Pia ${token}` }),
    placedVenue.id,
  );

  const partnerPage = await openAs(browser, partner.email, '/partner');
  await expect(partnerPage.getByRole('heading', { name: venue.name })).toBeVisible();
  // One venue: no venue selector.
  await expect(partnerPage.getByLabel('Venue', { exact: true })).toHaveCount(0);
  await expect(partnerPage.getByText(DOOR_NO_EVENTS)).toBeVisible();

  const adminPage = await openAs(browser, admin.email, '/admin');
  await adminPage
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Bookings' })
    .click();
  await expect(adminPage).toHaveURL(/\/admin\/bookings$/);
  // Both members' names end with the token: a search for it finds their two bookings alone.
  await adminPage.getByLabel('Search by name or e-mail').fill(token);
  await adminPage.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(adminPage.locator('[data-testid^="admin-booking-"]')).toHaveCount(2);
  const placedRow = adminPage.getByTestId(`admin-booking-${placed.bookingId}`);
  await expect(placedRow).toContainText(`${placedVenue.name}, Lisbon`);
  await expect(placedRow).not.toContainText('No venue');
  await expect(placedRow.getByRole('combobox')).toHaveValue(placedVenue.id);
  await expect(placedRow.getByRole('button', { name: 'Assign' })).toBeDisabled();

  const row = adminPage.getByTestId(`admin-booking-${bookingId}`);
  await expect(row).toContainText(eventTitle);
  await expect(row).toContainText('No venue');
  const assign = row.getByRole('button', { name: 'Assign' });
  await expect(assign).toBeDisabled();
  await row.getByRole('combobox').selectOption({ label: `${venue.name} (Lisbon)` });
  await assign.click();
  await expect(toast(adminPage, VENUE_ASSIGNED)).toBeVisible();

  // The admin list follows the change it asked the server for.
  await expect(row).toContainText(`${venue.name}, Lisbon`);
  await expect(row).not.toContainText('No venue');
  await expect(assign).toBeDisabled();

  // The partner's open door screen gains the booking, without a reload.
  await expectDoorCounts(partnerPage, 0, 1);
  await expect(partnerPage.getByLabel('Event', { exact: true }).locator('option')).toContainText([
    eventTitle,
  ]);
  const attendee = partnerPage.getByRole('list', { name: 'Arrivals' }).getByRole('listitem');
  await expect(attendee).toContainText(member.name);
  await expect(partnerPage.getByRole('button', { name: `Check in ${member.name}` })).toBeEnabled();

  const booking = (await adminDb.collection('bookings').doc(bookingId).get()).data();
  expect(booking).toMatchObject({
    venue_id: venue.id,
    venue_name: venue.name,
    venue_city: 'Lisbon',
  });
  const attendance = (await adminDb.collection('event_attendances').doc(bookingId).get()).data();
  expect(attendance).toMatchObject({ venue_id: venue.id, marked_present: false });

  await Promise.all([partnerPage.context().close(), adminPage.context().close()]);
});

test('admin: the Overview, its tabs and every console section are WCAG 2.2 AA clean (390 and 1280 px)', async ({
  browser,
}, testInfo) => {
  const admin = await createMember();
  await grantRole(admin.uid, 'admin');
  // At least one booking and one match of our own, so no tab is empty.
  const [ana, ben] = [
    await createMember({ name: 'Ana Stats' }),
    await createMember({ name: 'Ben Stats' }),
  ];
  const anaBooking = await createConfirmedBooking(ana, null);
  await adminDb
    .collection('bruncher_likes')
    .doc(`${ana.uid}_${ben.uid}`)
    .set({ liker_id: ana.uid, liked_id: ben.uid, is_like: true, created_at: new Date() });
  await adminDb
    .collection('bruncher_likes')
    .doc(`${ben.uid}_${ana.uid}`)
    .set({ liker_id: ben.uid, liked_id: ana.uid, is_like: true, created_at: new Date() });

  const page = await openAs(browser, admin.email, '/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  for (const label of ['Total Users', 'Total Bookings', 'Confirmed Bookings', 'Checked In']) {
    await expect(adminStat(page, label), label).toHaveText(/^\d+$/);
  }
  // The cards come from the server's aggregates: our booking is counted.
  await expect
    .poll(async () => Number(await adminStat(page, 'Total Bookings').innerText()))
    .toBeGreaterThan(0);
  expect(Number(await adminStat(page, 'Total Bookings').innerText())).toBeGreaterThanOrEqual(
    Number(await adminStat(page, 'Confirmed Bookings').innerText()),
  );
  await expect(page.getByRole('img', { name: /^Bookings per week: / })).toBeVisible();

  // The spec's three tabs, Bookings first and selected: the newest rows (ours among them) and
  // the way to the full list.
  const tabNames = await page.getByRole('tab').allInnerTexts();
  expect(tabNames).toEqual(['Bookings', 'Best Matches', 'User Activity']);
  await expect(page.getByRole('tab', { name: 'Bookings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const newest = page.getByRole('tabpanel').locator('[data-testid^="admin-booking-"]');
  await expect(newest.first()).toBeVisible();
  expect(await newest.count()).toBeLessThanOrEqual(ADMIN_OVERVIEW_BOOKINGS);
  await expect(
    page.getByRole('tabpanel').getByTestId(`admin-booking-${anaBooking.bookingId}`),
  ).toBeVisible();
  await expect(
    page.getByRole('tabpanel').getByRole('link', { name: 'View all bookings' }),
  ).toHaveAttribute('href', '/admin/bookings');
  const tabs = [
    { name: 'Bookings', ready: newest.first() },
    {
      name: 'Best Matches',
      ready: page
        .getByRole('tabpanel')
        .getByText(/\d+% compatible/)
        .first(),
    },
    { name: 'User Activity', ready: page.getByRole('tabpanel').getByRole('cell').first() },
  ];
  for (const tab of tabs) {
    await page.getByRole('tab', { name: tab.name }).click();
    await expect(page.getByRole('tab', { name: tab.name })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(tab.ready, tab.name).toBeVisible();
    if (tab.name === 'User Activity')
      await expect(page.getByTestId('match-rate')).toHaveText(/^Match rate: \d+%$/);
    await expectNoAxeViolations(page, WCAG22);
    await screenshotWidths(
      page,
      `admin-tab-${tab.name.toLowerCase().replace(/ /g, '-')}`,
      testInfo,
    );
  }
  const sections = [
    { name: 'Bookings', ready: page.locator('[data-testid^="admin-booking-"]').first() },
    { name: 'Venues', ready: page.locator('[data-testid^="venue-"]').first() },
    { name: 'People', ready: page.getByTestId(`person-${admin.uid}`) },
    { name: 'Questions', ready: page.getByRole('heading', { name: 'preferences' }) },
    // The waitlists, a tab before the spec's three came back, have their own page.
    { name: 'Waitlists', ready: page.getByRole('main') },
  ];
  for (const section of sections) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: section.name })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: section.name })).toBeVisible();
    await expect(section.ready, section.name).toBeVisible();
    await expectNoAxeViolations(page, WCAG22);
    await screenshotWidths(page, `admin-${section.name.toLowerCase()}`, testInfo);
  }

  await page.context().close();
});
