// /admin (§2, §6, §8; issue 10): four stat cards and the tabs Bookings (default), Best Matches and
// User Activity, each axe-clean; on Bookings an admin assigns a venue to a booking ("Venue assigned
// successfully!"), the booking and its attendance move to the venue in Firestore, and that venue's
// partner, with /partner open in another browser, sees the booking appear without a reload. A
// booking that got its venue from its event shows that venue (joined by id), not "No venue".
import { DOOR_NO_EVENTS, matchId, matchPair, VENUE_ASSIGNED } from '@brunchers/model';
import { expect, test } from '@playwright/test';
import { adminDb, uniqueToken } from '../../fixtures/admin';
import { expectNoAxeViolations, screenshotWidths, toast } from '../../fixtures/pages';
import {
  createConfirmedBooking,
  createMember,
  createVenue,
  grantRole,
} from '../member/member-fixtures';
import { adminStat, openAs } from './admin-fixtures';

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
  const placed = await createConfirmedBooking(await createMember(), placedVenue.id);

  const partnerPage = await openAs(browser, partner.email, '/partner');
  await expect(partnerPage.getByRole('heading', { name: venue.name })).toBeVisible();
  // One venue: no venue selector.
  await expect(partnerPage.getByLabel('Venue', { exact: true })).toHaveCount(0);
  await expect(partnerPage.getByText(DOOR_NO_EVENTS)).toBeVisible();

  const adminPage = await openAs(browser, admin.email, '/admin');
  await expect(adminPage.getByRole('tab', { name: 'Bookings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
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
  await expect(partnerPage.getByTestId('door-parties')).toHaveText('0 / 1');
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

test('admin: stat cards and every tab are axe-clean (screenshots at 390 and 1280 px)', async ({
  browser,
}, testInfo) => {
  const admin = await createMember();
  await grantRole(admin.uid, 'admin');
  // At least one booking and one match of our own, so no tab is empty.
  const [ana, ben] = [
    await createMember({ name: 'Ana Stats' }),
    await createMember({ name: 'Ben Stats' }),
  ];
  await createConfirmedBooking(ana, null);
  await adminDb
    .collection('bruncher_likes')
    .doc(`${ana.uid}_${ben.uid}`)
    .set({ liker_id: ana.uid, liked_id: ben.uid, is_like: true, created_at: new Date() });
  await adminDb
    .collection('bruncher_likes')
    .doc(`${ben.uid}_${ana.uid}`)
    .set({ liker_id: ben.uid, liked_id: ana.uid, is_like: true, created_at: new Date() });
  await adminDb
    .collection('matches')
    .doc(matchId(ana.uid, ben.uid))
    .set({ ...matchPair(ana.uid, ben.uid), created_at: new Date() });

  const page = await openAs(browser, admin.email, '/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  for (const label of ['Total Users', 'Total Bookings', 'Confirmed Bookings', 'Checked In']) {
    await expect(adminStat(page, label), label).toHaveText(/^\d+$/);
  }
  expect(Number(await adminStat(page, 'Total Bookings').innerText())).toBeGreaterThanOrEqual(
    Number(await adminStat(page, 'Confirmed Bookings').innerText()),
  );
  await expect(page.getByRole('img', { name: /^Bookings per week: / })).toBeVisible();

  const tabs = [
    { name: 'Bookings', ready: page.locator('[data-testid^="admin-booking-"]').first() },
    {
      name: 'Best Matches',
      ready: page
        .getByRole('tabpanel')
        .getByText(/\d+% compatible/)
        .first(),
    },
    {
      name: 'User Activity',
      ready: page.getByRole('tabpanel').getByRole('cell', { name: admin.email }),
    },
  ];
  for (const tab of tabs) {
    await page.getByRole('tab', { name: tab.name }).click();
    await expect(page.getByRole('tab', { name: tab.name })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(tab.ready, tab.name).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotWidths(page, `admin-${tab.name.toLowerCase().replace(/ /g, '-')}`, testInfo);
  }
  await expect(page.getByTestId('match-rate')).toHaveText(/^Match rate: \d+%$/);

  await page.context().close();
});
