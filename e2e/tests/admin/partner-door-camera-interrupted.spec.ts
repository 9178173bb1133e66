// The door phone's page is hidden and shown again while its camera opens (the permission prompt, a
// glance at another app): qr-scanner starts the camera a second time, and the second stream cuts
// off the first one's play(). The door must still scan the ticket rather than say the camera could
// not be opened (CI saw exactly that failure on the real-camera specs).
import { cityDateString } from '@brunchers/model';
import { expectDoorCounts } from './admin-fixtures';
import { expect, test } from '../../fixtures/test';
import { uniqueToken } from '../../fixtures/admin';
import {
  createConfirmedBooking,
  createMember,
  createVenue,
  grantRole,
  openPhoneFilmingTicket,
  signIn,
} from '../member/member-fixtures';

test('a ticket is scanned even when the page was hidden while the camera opened', async ({
  browser: _browser,
}, testInfo) => {
  test.slow();
  const token = uniqueToken();
  const partner = await createMember({ name: `Dora Door ${token}` });
  await grantRole(partner.uid, 'partner');
  const venue = await createVenue(partner.uid, `Blinking Room ${token}`);
  const guest = await createMember({ name: `Ivo Interrupted ${token}` });
  const booking = await createConfirmedBooking(guest, venue.id, {
    event_date: cityDateString(new Date()),
    event_time: '00:00',
  });

  const { phone, page: door } = await openPhoneFilmingTicket(
    guest,
    booking.bookingId,
    testInfo.outputPath('interrupted-ticket.y4m'),
  );
  try {
    // Once the first camera stream is granted, the page goes hidden and visible again, as a
    // phone's does behind its permission prompt.
    await door.addInitScript(() => {
      let hidden = false;
      Object.defineProperty(Document.prototype, 'hidden', { get: () => hidden });
      const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      let first = true;
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await open(constraints);
        if (first) {
          first = false;
          for (const value of [true, false]) {
            hidden = value;
            document.dispatchEvent(new Event('visibilitychange'));
          }
        }
        return stream;
      };
    });
    await signIn(door, partner.email);
    await door.goto('/partner');
    await expectDoorCounts(door, 0, 1);

    await door.getByRole('button', { name: 'Scan ticket' }).click();
    const answer = door.getByTestId('door-answer');
    await expect(answer).toContainText('Checked in', { timeout: 120_000 });
    await expect(answer).toContainText(`${guest.name}, party of 2`);
    await expect(door.getByText('The camera could not be opened')).toHaveCount(0);
    await expectDoorCounts(door, 1, 1);
  } finally {
    await phone.close();
  }
});
