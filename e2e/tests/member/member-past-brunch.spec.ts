// Issue 33, item 4, in Chromium: past brunches stop acting bookable. A member with one attended
// and one missed past brunch and one upcoming booking: the dashboard's Upcoming counts 1; My
// Bookings reads the past ones as attended / not attended with no ticket and no cancel (the
// upcoming one keeps both); the past (sold-out) event's page says "This brunch has taken place",
// offers its next date and neither booking nor the waitlist. Every document is this test's own.
import {
  BOOK_EVENT,
  BOOKING_ATTENDED,
  BOOKING_NOT_ATTENDED,
  CANCEL_BOOKING,
  COLLECTIONS,
  DASHBOARD_COUNTERS,
  EVENT_NEXT_DATES,
  EVENT_TAKEN_PLACE,
  JOIN_WAITLIST,
  TICKET_OPEN,
} from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { adminDb, createEvent, dateInDays, uniqueToken } from '../../fixtures/admin';
import { counter, createConfirmedBooking, createMember, signIn } from './member-fixtures';

test('past brunches read as attended / not attended; a past event page offers its next date', async ({
  page,
}) => {
  const member = await createMember();
  const series = `Past Test Brunch ${uniqueToken()}`;
  const place = `Past Test Café ${uniqueToken()}`;
  const attended = await createConfirmedBooking(member, null, {
    title: series,
    location_name: place,
    event_date: dateInDays(-7),
    spots_left: 0,
  });
  await adminDb
    .collection(COLLECTIONS.eventAttendances)
    .doc(attended.bookingId)
    .update({ marked_present: true, marked_present_at: new Date(), arrived_count: 2 });
  const missed = await createConfirmedBooking(member, null, {
    title: `Missed Test Brunch ${uniqueToken()}`,
    event_date: dateInDays(-3),
  });
  const upcoming = await createConfirmedBooking(member, null, {
    title: `Upcoming Test Brunch ${uniqueToken()}`,
    event_date: dateInDays(5),
  });
  // The same brunch's next date (a duplicate keeps the title and the place).
  const next = await createEvent({
    title: `${series} (copy)`,
    location_name: place,
    event_date: dateInDays(14),
  });

  await signIn(page, member.email);
  await expect(counter(page, DASHBOARD_COUNTERS.upcoming)).toHaveText('1');

  await page.goto('/profile');
  // The attended brunch asks for a review first; later is fine.
  await page
    .getByRole('dialog', { name: 'How was your brunch?' })
    .getByRole('button', { name: 'Close' })
    .click();
  const row = (title: string) => page.getByTestId('my-booking').filter({ hasText: title });
  await expect(row(attended.eventTitle).getByTestId('booking-status')).toHaveText(BOOKING_ATTENDED);
  await expect(row(missed.eventTitle).getByTestId('booking-status')).toHaveText(
    BOOKING_NOT_ATTENDED,
  );
  for (const past of [attended.eventTitle, missed.eventTitle]) {
    await expect(row(past).getByRole('link', { name: new RegExp(TICKET_OPEN) })).toHaveCount(0);
    await expect(row(past).getByRole('button', { name: new RegExp(CANCEL_BOOKING) })).toHaveCount(
      0,
    );
  }
  await expect(
    row(upcoming.eventTitle).getByRole('link', { name: new RegExp(TICKET_OPEN) }),
  ).toBeVisible();
  await expect(
    row(upcoming.eventTitle).getByRole('button', { name: new RegExp(CANCEL_BOOKING) }),
  ).toBeVisible();

  await page.goto(`/event/${attended.eventId}`);
  const takenPlace = page.getByTestId('event-taken-place');
  await expect(takenPlace.getByRole('heading', { name: EVENT_TAKEN_PLACE })).toBeVisible();
  await expect(takenPlace.getByRole('heading', { name: EVENT_NEXT_DATES })).toBeVisible();
  await expect(takenPlace.getByRole('link', { name: new RegExp(series) })).toHaveAttribute(
    'href',
    `/event/${next.id}`,
  );
  await expect(page.getByRole('button', { name: JOIN_WAITLIST })).toHaveCount(0);
  await expect(page.getByRole('button', { name: BOOK_EVENT })).toHaveCount(0);
  await expect(page.getByTestId('waitlist-panel')).toHaveCount(0);
});
