// A ticket of another of today's events at the venue, scanned while the door shows the first one:
// the party is checked in to their own event (the answer names it), and the partner who scanned it
// can take it back with Undo like any other check-in, though it is not on the list on screen.
import { cityDateString, COLLECTIONS } from '@brunchers/model';
import { expectDoorCounts } from './admin-fixtures';
import { expect, test } from '../../fixtures/test';
import { adminDb, uniqueToken } from '../../fixtures/admin';
import { screenshotWidths } from '../../fixtures/pages';
import {
  createConfirmedBooking,
  createMember,
  createVenue,
  grantRole,
  openPhoneFilmingTicket,
  signIn,
} from '../member/member-fixtures';

test('a ticket of another event at the venue is checked in there, and Undo takes it back', async ({
  browser: _browser,
}, testInfo) => {
  test.slow();
  const token = uniqueToken();
  const partner = await createMember({ name: `Otto Door ${token}` });
  await grantRole(partner.uid, 'partner');
  const venue = await createVenue(partner.uid, `Two Rooms ${token}`);
  const today = cityDateString(new Date());
  const shown = await createConfirmedBooking(await createMember(), venue.id, {
    title: `Morning Room ${token}`,
    event_date: today,
    event_time: '00:00',
  });
  const guest = await createMember({ name: `Other Olga ${token}` });
  const other = await createConfirmedBooking(guest, venue.id, {
    title: `Garden Room ${token}`,
    event_date: today,
    event_time: '00:01',
  });

  // The partner's phone films Olga's ticket.
  const { phone, page: door } = await openPhoneFilmingTicket(
    guest,
    other.bookingId,
    testInfo.outputPath('other-ticket.y4m'),
  );
  try {
    await signIn(door, partner.email);
    await door.goto('/partner');
    const picker = door.getByLabel('Event', { exact: true });
    await picker.selectOption(shown.eventId);
    await expectDoorCounts(door, 0, 1);

    await door.getByRole('button', { name: 'Scan ticket' }).click();
    const answer = door.getByTestId('door-answer');
    await expect(answer).toContainText('Checked in', { timeout: 120_000 });
    await expect(answer).toContainText(`${guest.name}, party of 2`);
    await expect(answer.getByTestId('door-other-event')).toContainText(
      `Ticket for another event: ${other.eventTitle}`,
    );
    // Not on the list of the event on screen, which is unchanged.
    await expectDoorCounts(door, 0, 1);
    await screenshotWidths(door, 'door-other-event', testInfo);
    await door.setViewportSize({ width: 390, height: 844 });
    const attendance = adminDb.collection(COLLECTIONS.eventAttendances).doc(other.bookingId);
    expect((await attendance.get()).data()).toMatchObject({
      marked_present: true,
      marked_by: partner.uid,
    });

    await answer.getByRole('button', { name: 'Undo' }).click();
    await expect(door.getByText('Check-in undone').first()).toBeVisible();
    await expect(answer).toHaveCount(0);
    expect((await attendance.get()).data()).toMatchObject({
      marked_present: false,
      undone_by: partner.uid,
    });
  } finally {
    await phone.close();
  }
});
