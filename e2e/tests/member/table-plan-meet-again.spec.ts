// Tables and meet again (issues 24 and 38): an organiser plans an event's tables; a member's
// ticket and dashboard say "Table 1" on the day with their tablemates' first names and photos;
// three members are checked in at the door at one table; after the brunch two of them say "meet
// again" to each other in the after-brunch step, both see the new connection live, find each other
// in Connections (met at table 1) and message each other live.
import {
  AFTER_BRUNCH_TEXTS,
  cityDateString,
  COLLECTIONS,
  TABLE_PLAN_TEXTS,
  CONNECTIONS_TEXTS,
  NEXT_BRUNCH_TEXTS,
} from '@brunchers/model';
import type { Browser } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { adminDb, createEvent, uniqueToken } from '../../fixtures/admin';
import { screenshotWidths } from '../../fixtures/pages';
import {
  callAs,
  counter,
  createConfirmedBooking,
  createMember,
  createVenue,
  grantRole,
  signIn,
  type TestMember,
} from './member-fixtures';

// A long flow: three times the default time-out (a safety net, see playwright.config.ts).
test.slow();

async function openAs(browser: Browser, member: TestMember) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, member.email);
  return { context, page };
}

test('three members at one table: ticket table and tablemates from the plan, two say meet again, see the connection live and message each other', async ({
  browser,
}, testInfo) => {
  const ana = await createMember({ name: `Ana ${uniqueToken()}`, photo: true });
  const ben = await createMember({ name: `Ben ${uniqueToken()}`, photo: true });
  const cleo = await createMember({ name: `Cleo ${uniqueToken()}`, photo: true });
  const partner = await createMember();
  const admin = await createMember();
  await grantRole(partner.uid, 'partner');
  await grantRole(admin.uid, 'admin');
  const venue = await createVenue(partner.uid);
  await adminDb
    .collection(COLLECTIONS.venues)
    .doc(venue.id)
    .update({ table_sizes: [6, 4] });
  // Today's brunch (from midnight), so the door's check-in window is open whenever this runs.
  const brunch = await createEvent({
    event_date: cityDateString(new Date()),
    event_time: '00:00',
    venue_id: venue.id,
  });
  const eventId = brunch.id;
  const book = async (member: TestMember) =>
    (await createConfirmedBooking(member, venue.id, {}, { event: brunch, guestCount: 1 }))
      .bookingId;
  const bookings = { ana: await book(ana), ben: await book(ben), cleo: await book(cleo) };

  // The organiser plans the tables on demand: three people fill the fewest tables, one table.
  const organiser = await openAs(browser, admin);
  await organiser.page.goto(`/admin/events/${eventId}/tables`);
  await organiser.page.getByRole('button', { name: TABLE_PLAN_TEXTS.planNow }).click();
  const table = organiser.page.getByTestId('plan-table-1');
  for (const member of [ana, ben, cleo]) await expect(table).toContainText(member.name);
  await expect(organiser.page.getByTestId('plan-table-2')).toHaveCount(0);
  await screenshotWidths(organiser.page, 'admin-table-plan', testInfo);

  // Ana's ticket says her table on the day, and who sits there (first names only), as her table
  // chat does from the plan on.
  const a = await openAs(browser, ana);
  await a.page.goto(`/ticket?booking=${bookings.ana}`);
  await expect(a.page.getByTestId('ticket-table')).toHaveText('Table 1');
  const mates = a.page.getByTestId('tablemates');
  await expect(mates.getByText(ben.name.split(' ')[0]!, { exact: true })).toBeVisible();
  await expect(mates.getByText(cleo.name.split(' ')[0]!, { exact: true })).toBeVisible();
  await expect(mates).not.toContainText(ben.name);

  // Her dashboard leads with this brunch: its table, the ticket, and today the tablemates card.
  await a.page.goto('/dashboard');
  const next = a.page.getByTestId('next-brunch');
  await expect(next).toContainText(brunch.event.title);
  await expect(next.getByTestId('next-brunch-table')).toContainText('1 seat · Table 1');
  await expect(
    next.getByTestId('tablemates').getByText(cleo.name.split(' ')[0]!, { exact: true }),
  ).toBeVisible();
  await expect(next.getByRole('link', { name: NEXT_BRUNCH_TEXTS.ticket })).toHaveAttribute(
    'href',
    `/ticket?booking=${encodeURIComponent(bookings.ana)}`,
  );
  await screenshotWidths(a.page, 'dashboard-next-brunch', testInfo);
  await a.page.goto(`/ticket?booking=${bookings.ana}`);

  // The partner checks all three in at the door (as the door screen does).
  for (const bookingId of Object.values(bookings)) {
    const answer = await callAs(partner.email, 'checkInTicket', { venueId: venue.id, bookingId });
    expect(answer.status).toBe(200);
  }
  // The door list tells the partner each party's table.
  const door = await openAs(browser, partner);
  await door.page.goto('/partner');
  // All three are in: the door lists them under its Checked In tab (the spec's /partner).
  await door.page.getByRole('tab', { name: /^Checked In/ }).click();
  await expect(
    door.page.getByTestId(`door-row-${bookings.cleo}`).getByTestId('door-table'),
  ).toHaveText('Table 1');
  await screenshotWidths(a.page, 'member-ticket-table', testInfo);

  // The brunch is over (moved to yesterday: the step opens hours after the start).
  await adminDb
    .collection(COLLECTIONS.events)
    .doc(eventId)
    .update({ event_date: cityDateString(new Date(Date.now() - 86_400_000)) });

  // Both open the app: one step, rate the venue and meet again?
  const b = await openAs(browser, ben);
  await a.page.goto('/dashboard');
  for (const [page, other] of [
    [a.page, ben],
    [b.page, ana],
  ] as const) {
    const step = page.getByTestId('after-brunch');
    await expect(step).toBeVisible();
    await expect(counter(page, 'Connections')).toHaveText('0');
    await step.getByRole('button', { name: /^5 / }).click();
    await step
      .getByRole('button', {
        name: `${AFTER_BRUNCH_TEXTS.yes}: meet ${other.name.split(' ')[0]} again`,
      })
      .click();
  }
  await screenshotWidths(a.page, 'after-brunch-step', testInfo);
  await a.page
    .getByTestId('after-brunch')
    .getByRole('button', { name: AFTER_BRUNCH_TEXTS.done })
    .click();
  await expect(a.page.getByTestId('after-brunch')).toHaveCount(0);
  await b.page
    .getByTestId('after-brunch')
    .getByRole('button', { name: AFTER_BRUNCH_TEXTS.done })
    .click();

  // The match is the likes trigger's; both dashboards follow it live.
  await expect(counter(b.page, 'Connections')).toHaveText('1');
  await expect(counter(a.page, 'Connections')).toHaveText('1');
  // The review counted (the venue's rating, +25 XP from the server) and the step is not offered again.
  await expect
    .poll(async () =>
      (await adminDb.collection(COLLECTIONS.brunchReviews).doc(bookings.ana).get()).get('rating'),
    )
    .toBe(5);
  await a.page.reload();
  await expect(counter(a.page, 'Connections')).toHaveText('1');
  await expect(a.page.getByTestId('after-brunch')).toHaveCount(0);

  // Both find each other in Connections, met at table 1 of that brunch; Ana writes, Ben answers
  // live.
  const anaFirst = ana.name.split(' ')[0]!;
  const benFirst = ben.name.split(' ')[0]!;
  await a.page.getByRole('main').getByRole('link', { name: CONNECTIONS_TEXTS.title }).click();
  const benRow = a.page.getByRole('listitem').filter({ hasText: benFirst });
  await expect(benRow).toContainText(/Table 1 at /);
  await b.page.goto(`/connections/${ana.uid}`);
  await benRow.getByRole('link', { name: `${CONNECTIONS_TEXTS.message} ${benFirst}` }).click();
  await a.page.getByLabel(CONNECTIONS_TEXTS.composerLabel).fill('Same table next Sunday?');
  await a.page.getByRole('button', { name: CONNECTIONS_TEXTS.send }).click();
  await expect(
    b.page.getByRole('listitem').filter({ hasText: 'Same table next Sunday?' }),
  ).toBeVisible();
  await b.page.getByLabel(CONNECTIONS_TEXTS.composerLabel).fill(`Yes ${anaFirst}, see you there!`);
  await b.page.getByRole('button', { name: CONNECTIONS_TEXTS.send }).click();
  await expect(
    a.page.getByRole('listitem').filter({ hasText: `Yes ${anaFirst}, see you there!` }),
  ).toBeVisible();

  await Promise.all([organiser, door, a, b].map(({ context }) => context.close()));
});
