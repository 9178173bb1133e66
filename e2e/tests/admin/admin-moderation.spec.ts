// The moderation queue (issue 36 §4) at 390 and 1280 px: a member's report shows in the
// organiser console's Open tab with its evidence; the organiser suspends the reported member with
// a statement of reasons; the report moves to Decided, the member's upcoming booking is cancelled
// through the bookings module, and booking again is refused with a clear error: the member sees
// the suspended notice in the shell and in the booking dialog. The organiser lifts the suspension
// from Decided; the notice goes, the member is told and books again. A member opening
// the console is sent away, and cannot decide through the callable either. A venue's partner
// flags an incident with a checked-in member at the door, and it becomes a report.
import {
  ACCOUNT_SUSPENDED,
  BOOKING_DIALOG_TITLE,
  BOOK_EVENT,
  LIFT_SUSPENSION_DONE,
  SUSPENDED_NOTICE_TITLE,
  SUSPENSION_LIFTED_LABEL,
  liftDecisionId,
  COLLECTIONS,
  DOOR_INCIDENT_ACTION,
  DOOR_INCIDENT_SENT,
  DOOR_INCIDENT_TEXT_LABEL,
  DOOR_INCIDENT_TITLE,
  cityDateString,
  MODERATION_DECIDED,
  MODERATION_EMPTY_OPEN,
  MODERATION_NOTICE_SUBJECT,
  REPORT_REASON_LABELS,
} from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { adminDb } from '../../fixtures/admin';
import { inboxFor } from '../../fixtures/mail';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsAtWidths,
  screenshotWidths,
  toast,
} from '../../fixtures/pages';
import {
  callAs,
  createConfirmedBooking,
  createMember,
  createVenue,
  grantRole,
} from '../member/member-fixtures';
import { openAs } from './admin-fixtures';

/** A member with an upcoming booking, reported by another, and an organiser to decide. */
async function reportedMember() {
  const reporter = await createMember({ photo: true });
  const reported = await createMember({ photo: true });
  const organiser = await createMember();
  await grantRole(organiser.uid, 'admin');
  const { bookingId, eventId } = await createConfirmedBooking(reported, null);
  const filed = await callAs(reporter.email, 'reportContent', {
    kind: 'profile',
    targetId: reported.uid,
    reason: 'harassment',
    text: 'Followed me home after the brunch.',
  });
  expect(filed.status).toBe(200);
  const reportId = (filed.body as { result: { reportId: string } }).result.reportId;
  return { reporter, reported, organiser, bookingId, eventId, reportId };
}

// Two journeys, one width each (the screenshots cover both widths): suspending from the queue,
// then lifting from Decided. One journey at both widths took most of the test time-out alone.
test('an organiser suspends a reported member from the queue (390 px)', async ({
  browser,
}, testInfo) => {
  // A long flow (four axe runs, six screenshots, two members' mail): three times the default
  // time-out, a safety net (playwright.config.ts); at load 27 it ran past 180 s.
  test.slow();
  const width = 390;
  const { reporter, reported, organiser, bookingId, eventId, reportId } = await reportedMember();

  // A member can neither read the queue nor decide.
  const denied = await callAs(reporter.email, 'decideReport', {
    reportId,
    decision: 'dismiss',
    reason: 'x',
  });
  expect(denied.status).toBe(403);

  const page = await openAs(browser, organiser.email, '/admin');
  await page.setViewportSize({ width, height: 900 });
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Moderation' })
    .click();
  await expect(page).toHaveURL('/admin/moderation');
  const card = page.getByRole('article', { name: `Profile: ${reported.name}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(REPORT_REASON_LABELS.harassment)).toBeVisible();
  await expect(card.getByText('Followed me home after the brunch.')).toBeVisible();
  await expect(card.getByRole('img', { name: `Reported photo of ${reported.name}` })).toBeVisible();
  await expectNoAxeViolations(page, ['wcag22aa']);
  await screenshotWidths(page, 'admin-moderation-open', testInfo);
  await page.setViewportSize({ width, height: 900 });

  await card.getByRole('radio', { name: 'Suspend member' }).check();
  await card
    .getByLabel('Statement of reasons (sent to both members)')
    .fill('Following a member home breaks our community guidelines.');
  await card.getByRole('button', { name: 'Decide' }).click();
  await expect(toast(page, MODERATION_DECIDED.title)).toBeVisible();
  await expect(card).toBeHidden();

  await page.getByRole('tab', { name: 'Decided' }).click();
  const decided = page.getByRole('article', { name: `Profile: ${reported.name}` });
  await expect(decided.getByText('Decision: Suspend member')).toBeVisible();
  await expectNoAxeViolations(page, ['wcag22aa']);

  // The server's side: audited decision, cancelled booking, suspended standing.
  await expect
    .poll(async () =>
      (await adminDb.collection(COLLECTIONS.moderationDecisions).doc(reportId).get()).data(),
    )
    .toEqual(
      expect.objectContaining({
        decision: 'suspend',
        decided_by: organiser.uid,
        cancelled_booking_ids: [bookingId],
      }),
    );
  expect((await adminDb.collection(COLLECTIONS.bookings).doc(bookingId).get()).get('status')).toBe(
    'cancelled',
  );
  // The statement of reasons reaches both members, with the reason and how to appeal.
  for (const [who, subject] of [
    [reporter, MODERATION_NOTICE_SUBJECT.reporter],
    [reported, MODERATION_NOTICE_SUBJECT.reported],
  ] as const) {
    await expect
      .poll(async () => (await inboxFor(who.email)).find((mail) => mail.subject === subject)?.text)
      .toContain('Our reasons: Following a member home breaks our community guidelines.');
    const notice = (await inboxFor(who.email)).find((mail) => mail.subject === subject)!;
    expect(notice.text).toContain('reply to this e-mail');
  }
  const again = await callAs(reported.email, 'createCheckout', { eventId, guestCount: 1 });
  expect(again.status).toBe(403);
  expect(JSON.stringify(again.body)).toContain(ACCOUNT_SUSPENDED);

  // The member is told: in the shell on every screen, and in the booking dialog when they try.
  const memberPage = await openAs(browser, reported.email, '/dashboard');
  await memberPage.setViewportSize({ width, height: 900 });
  const banner = memberPage.getByRole('region', { name: SUSPENDED_NOTICE_TITLE });
  await expect(banner).toContainText('reply to that e-mail');
  await expectNoAxeViolations(memberPage, ['wcag22aa']);
  await screenshotWidths(memberPage, 'member-suspended-banner', testInfo);
  await memberPage.setViewportSize({ width, height: 900 });
  await memberPage.goto(`/event/${eventId}`);
  await memberPage.getByRole('button', { name: BOOK_EVENT }).click();
  const booking = memberPage.getByRole('dialog', { name: BOOKING_DIALOG_TITLE });
  await booking.getByRole('button', { name: /^Pay / }).click();
  await expect(booking.getByRole('region', { name: SUSPENDED_NOTICE_TITLE })).toBeVisible();
  await expectNoAxeViolations(memberPage, ['wcag22aa']);
  await screenshotWidths(memberPage, 'member-suspended-booking', testInfo);
  await memberPage.setViewportSize({ width, height: 900 });
  await memberPage.keyboard.press('Escape');
  await expect(booking).toBeHidden();
  await memberPage.goto('/dashboard');
  await expect(banner).toBeVisible();
  await memberPage.context().close();
  await page.context().close();
});

test('an organiser lifts a suspension from Decided; the member is told live and books again (1280 px)', async ({
  browser,
}, testInfo) => {
  test.slow(); // a long flow, as above
  const width = 1280;
  const { reported, organiser, eventId, reportId } = await reportedMember();
  const suspended = await callAs(organiser.email, 'decideReport', {
    reportId,
    decision: 'suspend',
    reason: 'Following a member home breaks our community guidelines.',
  });
  expect(suspended.status).toBe(200);

  const memberPage = await openAs(browser, reported.email, '/dashboard');
  await memberPage.setViewportSize({ width, height: 900 });
  const banner = memberPage.getByRole('region', { name: SUSPENDED_NOTICE_TITLE });
  await expect(banner).toBeVisible();

  const page = await openAs(browser, organiser.email, '/admin/moderation');
  await page.setViewportSize({ width, height: 900 });
  await page.getByRole('tab', { name: 'Decided' }).click();
  const decided = page.getByRole('article', { name: `Profile: ${reported.name}` });
  await expect(decided.getByText('Decision: Suspend member')).toBeVisible();

  // A member cannot lift a suspension (their own included); the organiser does, from Decided.
  const selfLift = await callAs(reported.email, 'liftSuspension', {
    memberId: reported.uid,
    reason: 'I promise',
  });
  expect(selfLift.status).toBe(403);
  const lift = decided.getByRole('form', { name: `Lift suspension: ${reported.name}` });
  await lift
    .getByLabel('Why the suspension is lifted (sent to the member)')
    .fill('On appeal: the member apologised and the reporter agreed.');
  await expectNoAxeViolations(page, ['wcag22aa']);
  await screenshotWidths(page, 'admin-moderation-lift', testInfo);
  await page.setViewportSize({ width, height: 900 });
  await lift.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(toast(page, LIFT_SUSPENSION_DONE.title)).toBeVisible();
  await expect(decided.getByText(SUSPENSION_LIFTED_LABEL)).toBeVisible();
  // Live: the member's notice goes without a reload.
  await expect(banner).toBeHidden();
  await expect
    .poll(async () =>
      (
        await adminDb
          .collection(COLLECTIONS.moderationDecisions)
          .doc(liftDecisionId(reportId))
          .get()
      ).data(),
    )
    .toEqual(expect.objectContaining({ decision: 'lift_suspension', decided_by: organiser.uid }));
  await expect
    .poll(async () =>
      (await inboxFor(reported.email)).some((mail) =>
        mail.text.includes('On appeal: the member apologised'),
      ),
    )
    .toBe(true);
  const booksAgain = await callAs(reported.email, 'createCheckout', { eventId, guestCount: 1 });
  expect(booksAgain.status).toBe(200);
  await memberPage.context().close();
  await page.context().close();
});

test('a member is sent away from the moderation console', async ({ browser }) => {
  const member = await createMember();
  const page = await openAs(browser, member.email, '/admin/moderation');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText(MODERATION_EMPTY_OPEN)).toHaveCount(0);
  await page.context().close();
});

// At a phone's width (the door's); axe checks the incident dialog at both widths.
{
  const width = 390;
  test(`a partner flags an incident at the door; it lands in the queue (${width} px)`, async ({
    browser,
  }, testInfo) => {
    const partner = await createMember();
    const member = await createMember({ photo: true });
    await grantRole(partner.uid, 'partner');
    const venue = await createVenue(partner.uid);
    const today = { event_date: cityDateString(new Date()), event_time: '00:00' };
    const { bookingId } = await createConfirmedBooking(member, venue.id, today);

    const door = await openAs(browser, partner.email, '/partner');
    await door.setViewportSize({ width, height: 900 });
    await door.getByRole('button', { name: `Check in ${member.name}` }).click();
    await expect(door.getByTestId('door-answer')).toContainText(member.name);
    await door.getByRole('button', { name: DOOR_INCIDENT_ACTION }).click();
    const dialog = door.getByRole('dialog', { name: DOOR_INCIDENT_TITLE(member.name) });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Reason').selectOption({ label: REPORT_REASON_LABELS.harassment });
    await dialog.getByLabel(DOOR_INCIDENT_TEXT_LABEL).fill('Shouted at the staff at the door.');
    await expectNoAxeViolationsAtWidths(door);
    await screenshotWidths(door, 'partner-door-incident', testInfo);
    await door.setViewportSize({ width, height: 900 });
    await dialog.getByRole('button', { name: DOOR_INCIDENT_ACTION }).click();
    await expect(toast(door, DOOR_INCIDENT_SENT.title)).toBeVisible();
    await expect
      .poll(async () =>
        (
          await adminDb
            .collection(COLLECTIONS.reports)
            .where('reporter_id', '==', partner.uid)
            .get()
        ).docs.map((doc) => doc.data()),
      )
      .toEqual([
        expect.objectContaining({
          source: 'partner',
          target_kind: 'door_incident',
          target_id: bookingId,
          reported_id: member.uid,
          reason: 'harassment',
          text: 'Shouted at the staff at the door.',
        }),
      ]);
    await door.context().close();
  });
}
