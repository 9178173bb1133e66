// Mail preferences and calendar in the member area: My Bookings offers the booking's calendar entry,
// /profile turns reminders off; and the reminder a guest gets carries a one-click unsubscribe link
// that works in the browser without signing in.
import {
  ADD_TO_CALENDAR,
  COLLECTIONS,
  GOOGLE_CALENDAR,
  mailIds,
  pendingBooking,
  REMINDERS_LABEL,
  UNSUBSCRIBE_DONE,
  reminderDayWord,
} from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { adminDb, createEvent, uniqueToken } from '../../fixtures/admin';
import { expectNoAxeViolations, screenshotWidths } from '../../fixtures/pages';
import { FUNCTIONS_URL, MAIL_URL } from '../../fixtures/stack';
import { createConfirmedBooking, createMember, signIn } from './member-fixtures';

test('My Bookings offers Add to calendar; reminders can be turned off on /profile', async ({
  page,
}, testInfo) => {
  const member = await createMember();
  const { eventTitle } = await createConfirmedBooking(member, null);
  await signIn(page, member.email);
  await page.goto('/profile');

  const booking = page.getByRole('listitem').filter({ hasText: eventTitle });
  const calendar = booking.getByRole('group', { name: ADD_TO_CALENDAR });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('link', { name: GOOGLE_CALENDAR })).toHaveAttribute(
    'href',
    /calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  );

  const reminders = page.getByRole('checkbox', { name: REMINDERS_LABEL });
  await expect(reminders).toBeChecked();
  await reminders.uncheck();
  await expect
    .poll(async () =>
      (await adminDb.doc(`${COLLECTIONS.mailPreferences}/${member.uid}`).get()).get('reminders'),
    )
    .toBe(false);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: REMINDERS_LABEL })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'profile-mail', testInfo);
});

/** Wall-clock date and time in Lisbon of a moment, as events store them. */
function lisbonWallClock(at: Date): { event_date: string; event_time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Lisbon',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    event_date: `${get('year')}-${get('month')}-${get('day')}`,
    event_time: `${get('hour')}:${get('minute')}`,
  };
}

async function guestBooking(eventId: string, title: string, email: string): Promise<string> {
  const id = `e2e-booking-${uniqueToken()}`;
  const booking = pendingBooking({
    eventId,
    event: { title, price_cents: 1250, venue_id: null },
    guestCount: 1,
    userId: null,
    guestName: 'Rita Guest',
    guestEmail: email,
    checkoutSessionId: `cs_e2e_${id}`,
    now: new Date(),
    // Booked from an English page: the reminder is in English (a booking without a language gets
    // the city's, Portuguese).
    locale: 'en',
  });
  await adminDb
    .collection(COLLECTIONS.bookings)
    .doc(id)
    .set({ ...booking, status: 'confirmed', hold_expires_at: null, confirmed_at: new Date() });
  return id;
}

async function runReminders(): Promise<void> {
  const answer = await fetch(`${FUNCTIONS_URL}/_host/schedules/sendReminders:run`, {
    method: 'POST',
  });
  expect(answer.ok).toBe(true);
}

test("a guest's reminder links to a one-click unsubscribe that stops the next reminders", async ({
  page,
}) => {
  const { id, event } = await createEvent({
    title: `Reminder Brunch ${uniqueToken()}`,
    ...lisbonWallClock(new Date(Date.now() + 12 * 3_600_000)),
  });
  const email = `reminded.${uniqueToken()}@example.com`;
  const first = await guestBooking(id, event.title, email);
  await runReminders();

  const reminderFor = async () => {
    const all = (await (await fetch(`${MAIL_URL}/api/email`)).json()) as {
      subject: string;
      text: string;
      to: { address: string }[];
    }[];
    return all.filter((mail) => mail.to.some((to) => to.address === email));
  };
  await expect.poll(async () => (await reminderFor()).length).toBe(1);
  const [reminder] = await reminderFor();
  // "Today" or "Tomorrow" by the city's calendar (12 hours ahead may be either).
  expect(reminder!.subject).toBe(
    `${reminderDayWord(event.event_date, new Date())}: ${event.title}`,
  );
  const link = /No more reminders: (\S+)/.exec(reminder!.text)?.[1];
  expect(link).toMatch(/\/unsubscribe\?token=/);

  // Opened as it is, in a browser that never signed in.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('status')).toContainText(UNSUBSCRIBE_DONE);

  // A second booking by the same guest gets no reminder.
  const second = await guestBooking(id, event.title, email);
  await runReminders();
  expect(
    (await adminDb.doc(`${COLLECTIONS.mail}/${mailIds.eventReminder(first)}`).get()).exists,
  ).toBe(true);
  expect(
    (await adminDb.doc(`${COLLECTIONS.mail}/${mailIds.eventReminder(second)}`).get()).exists,
  ).toBe(false);
});
