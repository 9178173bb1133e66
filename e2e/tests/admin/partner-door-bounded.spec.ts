// The partner's door screen reads what it shows, whatever the venue's history (issue 23, "partner
// lists are bounded"): the picker lists the venue's next events (up to DOOR_UPCOMING_EVENTS_LIMIT)
// and its latest past ones, and only the chosen event's attendances are read. A busy later event
// at the same venue is listed but its attendances are not read until the door picks it. The local
// Firestore counts each user's reads on the server (byUser in GET :readCount), so other specs
// running beside this one do not blur the count.
import {
  attendanceForBooking,
  cityDateString,
  COLLECTIONS,
  DOOR_UPCOMING_EVENTS_LIMIT,
} from '@brunchers/model';
import { expectDoorCounts } from './admin-fixtures';
import { expect, test } from '../../fixtures/test';
import { adminDb, createEvent, dateInDays, uniqueToken } from '../../fixtures/admin';
import { expectNoAxeViolations } from '../../fixtures/pages';
import { FIRESTORE_HOST, PROJECT_ID } from '../../fixtures/stack';
import {
  createConfirmedBooking,
  createMember,
  createVenue,
  grantRole,
  signIn,
} from '../member/member-fixtures';

/** Documents the signed-in `uid` has read from Firestore so far (the server's count). */
async function readsBy(uid: string): Promise<number> {
  const response = await fetch(
    `http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}:readCount`,
  );
  const count = (await response.json()) as { byUser: Record<string, number> };
  return count.byUser[uid] ?? 0;
}

// More attendances at the busy event than the whole door screen may read.
const BUSY_PARTIES = 60;

test('the door reads only the chosen event and a bounded list of the venue events', async ({
  page,
}) => {
  test.slow();
  const token = uniqueToken();
  const partner = await createMember({ name: `Door Dora ${token}` });
  await grantRole(partner.uid, 'partner');
  const venue = await createVenue(partner.uid, `Bounded Bistro ${token}`);
  const guest = await createMember({ name: `Today Tia ${token}` });
  const today = await createConfirmedBooking(guest, venue.id, {
    title: `Today's Brunch ${token}`,
    event_date: cityDateString(new Date()),
    event_time: '00:00',
  });

  // Tomorrow's busy brunch at the same venue, with many parties booked.
  const busy = await createEvent({
    title: `Busy Brunch ${token}`,
    venue_id: venue.id,
    event_date: dateInDays(1),
    event_time: '10:00',
  });
  const batch = adminDb.batch();
  for (let party = 0; party < BUSY_PARTIES; party += 1) {
    const bookingId = `e2e-busy-${token}-${party}`;
    batch.set(
      adminDb.collection(COLLECTIONS.eventAttendances).doc(bookingId),
      attendanceForBooking(
        bookingId,
        {
          user_id: null,
          venue_id: venue.id,
          event_id: busy.id,
          event_title: busy.event.title,
          guest_count: 1,
          booking_date: new Date(),
          guest_name: `Busy Guest ${party}`,
        },
        null,
        new Date(),
      ),
    );
  }
  await batch.commit();

  // More upcoming events than the picker lists (days 2 on), one past event and a draft.
  const later: string[] = [];
  for (let day = 2; day < DOOR_UPCOMING_EVENTS_LIMIT + 2; day += 1) {
    const { event } = await createEvent({
      title: `Later Brunch ${day} ${token}`,
      venue_id: venue.id,
      event_date: dateInDays(day),
    });
    later.push(event.title);
  }
  const past = await createEvent({
    title: `Past Brunch ${token}`,
    venue_id: venue.id,
    event_date: dateInDays(-7),
  });
  await createEvent({
    title: `Draft Brunch ${token}`,
    venue_id: venue.id,
    event_date: dateInDays(1),
    status: 'draft',
  });

  await signIn(page, partner.email);
  await page.goto('about:blank');
  const before = await readsBy(partner.uid);
  await page.goto('/partner');
  const picker = page.getByLabel('Event', { exact: true });
  await expect(picker).toHaveValue(today.eventId);
  await expectDoorCounts(page, 0, 1);
  await expect(page.getByRole('button', { name: `Check in ${guest.name}` })).toBeVisible();
  // The busy event's attendances were not read: the whole screen (its shell, the picker's events,
  // today's party) read fewer documents than that event alone has.
  expect((await readsBy(partner.uid)) - before).toBeLessThan(BUSY_PARTIES);

  // The picker: the next DOOR_UPCOMING_EVENTS_LIMIT events from today, soonest first, after the
  // latest past one; never the draft, never the events beyond the window.
  const options = await picker.locator('option').allInnerTexts();
  expect(options).toHaveLength(DOOR_UPCOMING_EVENTS_LIMIT + 1);
  expect(options[0]).toContain(past.event.title);
  expect(options[1]).toContain(`Today's Brunch ${token}`);
  expect(options[2]).toContain(busy.event.title);
  expect(options.slice(3).map((text) => text.split(' · ')[0])).toEqual(
    later.slice(0, DOOR_UPCOMING_EVENTS_LIMIT - 2),
  );
  expect(options.join('\n')).not.toContain('Draft Brunch');

  await expectNoAxeViolations(page);

  // Picking the busy event reads and shows its attendances.
  await picker.selectOption(busy.id);
  await expectDoorCounts(page, 0, BUSY_PARTIES);
  await expect(page.getByRole('list', { name: 'Arrivals' }).getByRole('listitem')).toHaveCount(
    BUSY_PARTIES,
  );
  expect((await readsBy(partner.uid)) - before).toBeGreaterThanOrEqual(BUSY_PARTIES);
});
