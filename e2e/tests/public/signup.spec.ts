// Issue 36 §1: joining asks for a first name and a date of birth, refuses anyone under 18 with a
// clear message (no account is made), and records the acceptance of the terms and privacy notice.
// A member who joined before names were asked names themselves first, and their ticket shows the
// name they have now, not the copy their booking made. Keyboard only, at 390 and 1280 px, axe clean.
import {
  ACCOUNT_MAIL_COPY,
  COLLECTIONS,
  CREATE_ACCOUNT_BUTTON,
  NAME_PROMPT_TITLE,
  NAME_SAVED,
  PRIVACY_NOTICE_VERSION,
  SIGNUP_UNDER_AGE,
  TERMS_VERSION,
} from '@brunchers/model';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { adminAuth, adminDb, uniqueToken } from '../../fixtures/admin';
import { expectNoAxeViolations, screenshotWidths, toast } from '../../fixtures/pages';
import { inboxFor } from '../../fixtures/mail';
import { pt } from '../../fixtures/i18n';
import { dateOfBirthAged, fillSignUp } from '../../fixtures/signup';
import { callAs, createConfirmedBooking, PASSWORD, signIn } from '../member/member-fixtures';

/** Presses Tab until `target` has the focus (keyboard only, never a click). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/** Types an ISO date into a focused <input type=date> as a keyboard does (en-US: mm dd yyyy). */
async function typeDate(page: Page, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  await page.keyboard.type(`${month}${day}${year}`);
}

test('under 18 is refused with a clear message and no account; an adult joins, keyboard only', async ({
  page,
}, testInfo) => {
  const email = `joiner.${uniqueToken()}@example.com`;
  await page.goto('/signup');
  await expect(page.getByLabel('Date of birth')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'signup-details', testInfo);
  // The terms and the privacy notice are linked from the form.
  // (The footer links them too: the form's come first.)
  await expect(page.getByRole('link', { name: 'Terms of Use' }).first()).toHaveAttribute(
    'href',
    '/terms',
  );
  await expect(page.getByRole('link', { name: 'Privacy Notice' }).first()).toHaveAttribute(
    'href',
    '/privacy',
  );

  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type('joiner-pass-1');
  await tabTo(page, page.getByLabel('First name'));
  await page.keyboard.type('Joana');
  await tabTo(page, page.getByLabel('Date of birth'));
  await typeDate(page, dateOfBirthAged(17));
  await tabTo(page, page.getByRole('checkbox', { name: /I accept/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Create Account' }));
  await page.keyboard.press('Enter');

  await expect(toast(page, SIGNUP_UNDER_AGE.title)).toContainText(SIGNUP_UNDER_AGE.description!);
  await expect(page.getByText(SIGNUP_UNDER_AGE.description!).first()).toBeVisible();
  await expect(page).toHaveURL('/signup');
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'signup-under-age', testInfo);
  // No account was made for the minor.
  await expect(adminAuth.getUserByEmail(email)).rejects.toThrow();

  // The same visitor, an adult: joins and lands on the dashboard.
  const adult = dateOfBirthAged(30);
  await tabTo(page, page.getByLabel('Date of birth'));
  await typeDate(page, adult);
  await tabTo(page, page.getByRole('button', { name: 'Create Account' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');

  const { uid } = await adminAuth.getUserByEmail(email);
  const read = async (collection: string) =>
    (await adminDb.collection(collection).doc(uid).get()).data();
  await expect.poll(async () => (await read(COLLECTIONS.userProfiles))?.display_name).toBe('Joana');
  expect((await read(COLLECTIONS.userProfiles))?.birth_year).toBe(Number(adult.slice(0, 4)));
  expect((await read(COLLECTIONS.userPrivateProfiles))?.date_of_birth).toBe(adult);
  expect(await read(COLLECTIONS.userAgreements)).toMatchObject({
    terms_version: TERMS_VERSION,
    privacy_version: PRIVACY_NOTICE_VERSION,
  });
  // Named from the start: no prompt for a name.
  await expect(page.getByRole('dialog', { name: NAME_PROMPT_TITLE })).toHaveCount(0);
});

test('a member without a name names themselves first; the ticket shows the name they have now', async ({
  page,
}, testInfo) => {
  const token = uniqueToken();
  const email = `nameless.${token}@example.com`;
  const { uid } = await adminAuth.createUser({ email, password: PASSWORD });
  await adminDb.collection(COLLECTIONS.userProfiles).doc(uid).set({
    user_id: uid,
    level: 1,
    experience_points: 0,
    created_at: new Date(),
  });
  // Booked before names were asked: the door's copy says nothing useful.
  const member = { uid, email, name: '' };
  const { bookingId } = await createConfirmedBooking(member, null);

  await signIn(page, email);
  const dialog = page.getByRole('dialog', { name: NAME_PROMPT_TITLE });
  await expect(dialog).toBeVisible();
  // It cannot be waved away: it is the one step before the rest.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'name-prompt', testInfo);

  await tabTo(page, dialog.getByLabel('First name'));
  await page.keyboard.type(`Nadia ${token}`);
  await page.keyboard.press('Enter');
  await expect(toast(page, NAME_SAVED.title)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The ticket reads the name live, not the booking's copy.
  const ticket = await callAs(email, 'getTicket', { bookingId });
  expect(ticket.status).toBe(200);
  expect((ticket.body as { result: { holderName: string } }).result.holderName).toBe(
    `Nadia ${token}`,
  );
});

// Issue 37: the same journey from a Portuguese browser. The form speaks Portuguese, the account
// keeps the language (its mails follow it) and the verification mail is in Portuguese.
test.describe('in Portuguese', () => {
  test.use({ locale: 'pt-PT' });

  test('a visitor joins in Portuguese; the account and its first mail are Portuguese', async ({
    page,
  }, testInfo) => {
    const email = `joana.pt.${uniqueToken()}@example.com`;
    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await fillSignUp(page, { email, password: 'joiner-pass-1', firstName: 'Joana', t: pt });
    await expectNoAxeViolations(page);
    await screenshotWidths(page, 'signup-details-pt', testInfo);
    await page.getByRole('button', { name: pt(CREATE_ACCOUNT_BUTTON) }).click();
    await expect(page).toHaveURL('/dashboard');

    const { uid } = await adminAuth.getUserByEmail(email);
    await expect
      .poll(async () => (await adminDb.collection(COLLECTIONS.userProfiles).doc(uid).get()).data())
      .toMatchObject({ display_name: 'Joana', locale: 'pt-PT' });
    const subject = pt(ACCOUNT_MAIL_COPY).verifyEmail.subject;
    expect(subject).not.toBe(ACCOUNT_MAIL_COPY.verifyEmail.subject);
    await expect
      .poll(async () => (await inboxFor(email)).map((mail) => mail.subject))
      .toContain(subject);
  });
});
