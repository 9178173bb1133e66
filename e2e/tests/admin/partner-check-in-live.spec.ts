// Door check-in (issue 22), end to end in Chromium: the member opens their ticket from My
// Bookings; the partner's phone, whose camera is a fake one playing a video of that very QR code,
// scans it on the door screen (/partner). The door answers "Checked in", party of 2; its counters,
// the member's dashboard and /admin follow live. Then the party changes to 1 of 2, a second scan is
// "already checked in ... by" the partner, Undo takes it back, and a check-in by name (search)
// works without the camera.
import { ATTENDEE_MARKED_PRESENT, cityDateString } from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { adminDb, uniqueToken } from '../../fixtures/admin';
import { openPhoneFilming } from '../../fixtures/fake-camera';
import { expectNoAxeViolations, screenshotWidths, toast } from '../../fixtures/pages';
import {
  counter,
  createConfirmedBooking,
  createMember,
  createVenue,
  grantRole,
  signIn,
} from '../member/member-fixtures';
import { adminStat, adminStatValue, openAs, expectDoorCounts } from './admin-fixtures';

// A long flow: three times the default time-out (a safety net, see playwright.config.ts).
test.slow();

test('door: a real QR scanned through the camera checks the member in, followed live', async ({
  browser,
}, testInfo) => {
  const token = uniqueToken();
  const partner = await createMember({ name: `Paula Partner ${token}` });
  const admin = await createMember();
  const member = await createMember({ name: `Guest Alice ${token}` });
  const walkIn = await createMember({ name: `Bruno Walkin ${token}` });
  await grantRole(partner.uid, 'partner');
  await grantRole(admin.uid, 'admin');
  const garden = await createVenue(partner.uid, `Garden Terrace ${token}`);
  const harbour = await createVenue(partner.uid, `Harbour Deck ${token}`);
  // Today's brunch (from midnight, so the check-in window is open whenever this runs) and a later
  // one: the door opens on today's.
  const today = { event_date: cityDateString(new Date()), event_time: '00:00' };
  const {
    bookingId,
    eventTitle,
    eventId: todayId,
  } = await createConfirmedBooking(member, garden.id, today);
  // Bruno booked the same brunch.
  const walkInBooking = await createConfirmedBooking(walkIn, garden.id);
  for (const collection of ['bookings', 'event_attendances'])
    await adminDb
      .collection(collection)
      .doc(walkInBooking.bookingId)
      .update({ event_id: todayId, event_title: eventTitle });
  await createConfirmedBooking(await createMember(), garden.id);

  // /admin, open before anything happens (it loads every booking: give it the time meanwhile).
  const adminPage = await openAs(browser, admin.email, '/admin');

  // The member's ticket, from My Bookings, full screen.
  const memberPage = await openAs(browser, member.email, '/profile');
  await memberPage.getByRole('link', { name: `Show ticket: ${eventTitle}` }).click();
  await expect(memberPage).toHaveURL(/\/ticket\?booking=/);
  const ticket = memberPage.getByTestId('ticket');
  await expect(ticket.getByTestId('ticket-holder')).toHaveText(member.name);
  await expect(ticket).toContainText('2 guests');
  await expect(ticket.getByRole('img', { name: 'Ticket QR code' })).toBeVisible();
  const ticketToken = await ticket.getAttribute('data-ticket-token');
  // A signed token, never the bare booking id.
  expect(ticketToken).toMatch(/^BRT1\.[\w-]+\.[\w-]{43}$/);
  expect(ticketToken).not.toContain(bookingId);
  await expectNoAxeViolations(memberPage);
  await screenshotWidths(memberPage, 'ticket', testInfo);
  await memberPage.goto('/dashboard');
  await expect(counter(memberPage, 'Events Attended')).toHaveText('0');
  const checkedInBefore = await adminStatValue(adminPage, 'Checked In');

  // The partner's phone: its camera films the ticket's QR code.
  const { phone, page: door } = await openPhoneFilming(
    testInfo.outputPath('ticket.y4m'),
    ticketToken!,
  );
  await signIn(door, partner.email);
  await door.goto('/partner');
  const venues = door.getByLabel('Venue', { exact: true });
  await expect(venues.locator('option')).toHaveCount(2);
  expect((await venues.locator('option').allInnerTexts()).sort()).toEqual(
    [garden.name, harbour.name].sort(),
  );
  await venues.selectOption({ label: garden.name });
  await expect(door.getByRole('heading', { level: 1 })).toHaveText(garden.name);
  await expect(door.getByLabel('Event', { exact: true })).toHaveValue(todayId);
  await expect(door.getByTestId('door-people')).toHaveText('0 of 4 arrived');
  await expectDoorCounts(door, 0, 2);
  await expectNoAxeViolations(door);
  await screenshotWidths(door, 'door', testInfo);
  await door.setViewportSize({ width: 390, height: 844 });

  await door.getByRole('button', { name: 'Scan ticket' }).click();
  const answer = door.getByTestId('door-answer');
  // The first call may start the functions' worker on a loaded machine: a wider safety net.
  await expect(answer).toContainText('Checked in', { timeout: 120_000 });
  await expect(answer).toContainText(`${member.name}, party of 2`);
  await expect(answer).toHaveAttribute('data-tone', 'ok');
  await expect(toast(door, ATTENDEE_MARKED_PRESENT)).toBeVisible();
  await expect(answer.getByTestId('door-arrived-party')).toHaveText('2 of 2 arrived');
  // The ticket is for the event on screen: no note about another event.
  await expect(answer.getByTestId('door-other-event')).toHaveCount(0);
  await expect(door.getByTestId('door-people')).toHaveText('2 of 4 arrived');
  await expectDoorCounts(door, 1, 2);
  await expectNoAxeViolations(door);
  await screenshotWidths(door, 'door-checked-in', testInfo);
  await door.setViewportSize({ width: 390, height: 844 });

  // Followed live by the member's dashboard and /admin.
  await expect(counter(memberPage, 'Events Attended')).toHaveText('1');
  await expect
    .poll(async () => Number(await adminStat(adminPage, 'Checked In').innerText()))
    .toBeGreaterThan(checkedInBefore);
  const stored = (await adminDb.collection('event_attendances').doc(bookingId).get()).data();
  expect(stored).toMatchObject({ marked_present: true, marked_by: partner.uid, arrived_count: 2 });

  // Only one of the two is here yet.
  await answer.getByRole('button', { name: 'One fewer arrived' }).click();
  await expect(answer).toContainText('Arrivals updated');
  await expect(answer.getByTestId('door-arrived-party')).toHaveText('1 of 2 arrived');
  await expect(door.getByTestId('door-people')).toHaveText('1 of 4 arrived');

  // The same ticket again: already in, when and by whom.
  await door.getByRole('button', { name: 'Scan ticket' }).click();
  await expect(answer).toContainText('Already checked in');
  await expect(answer).toContainText(`by ${partner.name}`);
  await expect(answer).toHaveAttribute('data-tone', 'warn');

  // A mis-tap is taken back within 2 minutes, from the Checked In tab; the member's dashboard
  // follows.
  await door.getByRole('tab', { name: 'Checked In (1)' }).click();
  await door.getByRole('button', { name: `Undo ${member.name}` }).click();
  await expectDoorCounts(door, 0, 2);
  await expect(counter(memberPage, 'Events Attended')).toHaveText('0');
  const undone = (await adminDb.collection('event_attendances').doc(bookingId).get()).data();
  expect(undone).toMatchObject({ marked_present: false, undone_by: partner.uid });

  // Poor light: the name search, one tap away, on the Pending tab.
  await door.getByRole('tab', { name: 'Pending (2)' }).click();
  await door.getByLabel('Search arrivals').fill('walkin');
  await expect(door.getByRole('list', { name: 'Arrivals' }).getByRole('listitem')).toHaveCount(1);
  await door.getByRole('button', { name: `Check in ${walkIn.name}` }).click();
  await expect(answer).toContainText(`${walkIn.name}, party of 2`);
  await expectDoorCounts(door, 1, 2);

  await Promise.all([phone.close(), memberPage.context().close(), adminPage.context().close()]);
});
