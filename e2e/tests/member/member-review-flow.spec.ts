// The attendance path (§4, §8, issues 9 and 10): a partner marks a member present; the partner's
// other open screen, an open admin screen and the member's dashboard follow live; the member gets
// the review dialog (rating labels, Please select a rating), +25 XP from the server and a Level
// Up, then the question dialog; the answer earns the question's XP.
import {
  cityDateString,
  COLLECTIONS,
  levelUp,
  REVIEW_SUBMITTED,
  SELECT_RATING,
  UNLOCK_BY_BOOKING,
  xpEarned,
} from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { adminDb, uniqueToken } from '../../fixtures/admin';
import { expectNoAxeViolations, toast } from '../../fixtures/pages';
import {
  counter,
  createConfirmedBooking,
  createMember,
  createVenue,
  grantRole,
  signIn,
} from './member-fixtures';
import { searchAdminBookings, expectDoorCounts } from '../admin/admin-fixtures';

// A long flow: three times the default time-out (a safety net, see playwright.config.ts).
test.slow();

test('check-in → live screens → review → +25 XP and Level Up → question → its XP', async ({
  browser,
}) => {
  // 80 XP: the review's 25 points reach level 2.
  const member = await createMember({ xp: 80 });
  const partner = await createMember();
  const admin = await createMember();
  await grantRole(partner.uid, 'partner');
  await grantRole(admin.uid, 'admin');
  const venue = await createVenue(partner.uid);
  // The question the flow offers after the review (each spec file starts on an empty project).
  await adminDb
    .collection(COLLECTIONS.selfDiscoveryQuestions)
    .doc(`e2e-question-${uniqueToken()}`)
    .set({
      category: 'preferences',
      question: 'What makes a perfect Sunday morning?',
      xp_reward: 10,
      created_at: new Date(),
    });
  // Today's brunch (from midnight), so the door's check-in window is open whenever this runs.
  const { bookingId, eventTitle } = await createConfirmedBooking(member, venue.id, {
    event_date: cityDateString(new Date()),
    event_time: '00:00',
  });

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member.email);
  await expect(counter(memberPage, 'Events Attended')).toHaveText('0');
  // Upcoming counts brunches still to start (issue 33): this one began at midnight.
  await expect(counter(memberPage, 'Upcoming')).toHaveText('0');

  // Before a first attended brunch the path is locked and says how to unlock it.
  await memberPage.goto('/self-discovery');
  await memberPage.locator('button[data-state="locked"]').first().click();
  await expect(toast(memberPage, UNLOCK_BY_BOOKING)).toBeVisible();
  await expect(memberPage).toHaveURL('/');
  await memberPage.goto('/dashboard');

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin.email);
  await searchAdminBookings(adminPage, member.email);
  const adminRow = adminPage.getByTestId(`admin-booking-${bookingId}`);
  await expect(adminRow).toBeVisible();
  await expect(adminRow.getByText('Checked in')).toHaveCount(0);

  const partnerContext = await browser.newContext();
  const partnerPage = await partnerContext.newPage();
  const partnerWatcher = await partnerContext.newPage();
  await signIn(partnerPage, partner.email);
  for (const page of [partnerPage, partnerWatcher]) {
    await page.goto('/partner');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue.name);
    await expectDoorCounts(page, 0, 1);
  }
  await expectNoAxeViolations(partnerPage);
  // Checked in by name at the door (the QR scan is door-check-in's spec).
  await partnerPage.getByRole('button', { name: `Check in ${member.name}` }).click();
  await expect(partnerPage.getByTestId('door-answer')).toContainText(`${member.name}, party of 2`);

  // Every open screen follows without a reload.
  await expectDoorCounts(partnerWatcher, 1, 1);
  await expect(partnerWatcher.getByTestId('door-people')).toHaveText('2 of 2 arrived');
  await expect(adminRow.getByText('Checked in')).toBeVisible();
  await expect(counter(memberPage, 'Events Attended')).toHaveText('1');
  await expect(counter(memberPage, 'Places Visited')).toHaveText('1');

  // The review dialog opens for the attended booking.
  const review = memberPage.getByRole('dialog', { name: 'How was your brunch?' });
  await expect(review).toBeVisible();
  await expect(review).toContainText(eventTitle);
  for (const label of ['1 Not great', '2 Okay', '3 Good', '4 Great', '5 Amazing']) {
    await expect(review.getByRole('button', { name: label })).toBeVisible();
  }
  await expectNoAxeViolations(memberPage);
  await review.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(memberPage, SELECT_RATING)).toBeVisible();
  await review.getByRole('button', { name: '5 Amazing' }).click();
  await review.getByLabel('Tell us more (optional)').fill('Lovely people.');
  await review.getByRole('button', { name: 'Submit Review' }).click();
  await expect(review.getByText('Thank you for your review!')).toBeVisible();

  const stored = await adminDb.collection('brunch_reviews').doc(bookingId).get();
  expect(stored.data()).toMatchObject({
    user_id: member.uid,
    rating: 5,
    review_text: 'Lovely people.',
    venue_id: venue.id,
  });
  // The server's trigger adds 25 XP: 105 → level 2, announced from the profile it updated.
  await expect(toast(memberPage, levelUp(2))).toBeVisible();
  await expect
    .poll(async () => (await adminDb.collection('user_profiles').doc(member.uid).get()).data())
    .toMatchObject({ experience_points: 105, level: 2 });
  expect(REVIEW_SUBMITTED).toContain('+25 XP');

  // 1.5 s later the review dialog closes, 0.5 s after that a question opens.
  await expect(review).toBeHidden();
  const question = memberPage.getByRole('dialog', { name: 'Self-discovery question' });
  await expect(question).toBeVisible();
  const reward = Number((await question.getByText(/^\+\d+ XP$/).innerText()).replace(/\D/g, ''));
  await question.getByLabel('Your answer').fill('Slow mornings with friends.');
  await question.getByRole('button', { name: 'Save Answer' }).click();
  await expect(question.getByText('Answer saved. Thank you!')).toBeVisible();
  await expect(toast(memberPage, xpEarned(reward))).toBeVisible();
  await expect(question).toBeHidden();
  await expect
    .poll(async () =>
      (await adminDb.collection('user_profiles').doc(member.uid).get()).get('experience_points'),
    )
    .toBe(105 + reward);

  // The path now shows the level and one answered question.
  await memberPage.goto('/self-discovery');
  await expect(memberPage.getByTestId('path-level')).toHaveText('Level 2');
  await expect(memberPage.locator('button[data-state="answered"]')).toHaveCount(1);
  await memberPage.locator('button[data-state="answered"]').click();
  await expect(toast(memberPage, "You've already answered this question!")).toBeVisible();
  await expectNoAxeViolations(memberPage);

  await Promise.all([memberContext.close(), adminContext.close(), partnerContext.close()]);
});
