// Issue 36 in Chromium, with the mails read from MailDev: the verification and reset mails are
// the app's own (through the outbox); a new member verifies by the mailed link before booking; a
// guest's waitlist place and a newsletter sign-up are confirmed by their mailed link.
import {
  ACCOUNT_MAIL_COPY,
  BOOKING_DIALOG_TITLE,
  COLLECTIONS,
  EMAIL_VERIFIED,
  I_VERIFIED,
  JOIN_WAITLIST,
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_WELCOME,
  PASSWORD_UPDATED,
  RESEND_VERIFICATION,
  RESET_LINK_SENT,
  SEND_RESET_LINK,
  VERIFICATION_SENT,
  VERIFY_EMAIL_TITLE,
  WAITLIST_CONFIRM_SENT,
  WAITLIST_CONFIRMED,
  WAITLIST_DIALOG_TITLE,
  newsletterSignupId,
  waitlistPositionLabel,
} from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { adminDb, createEvent, createUser, uniqueToken } from '../../fixtures/admin';
import { inboxFor } from '../../fixtures/mail';
import { expectNoAxeViolations, screenshotWidths, toast } from '../../fixtures/pages';
import { fillSignUp } from '../../fixtures/signup';

// Whole journeys through the mail and Stripe's page.
test.slow();

/** The link of the newest mail with `subject` to `address` (its plain-text "<label>: <url>"). */
async function mailedLink(address: string, subject: string, label: string): Promise<string> {
  await expect
    .poll(async () => (await inboxFor(address)).filter((m) => m.subject === subject).length)
    .toBeGreaterThan(0);
  const mail = (await inboxFor(address)).filter((m) => m.subject === subject).at(-1)!;
  const line = mail.text.split('\n').find((l) => l.startsWith(`${label}: `));
  expect(line, mail.text).toBeDefined();
  return line!.slice(label.length + 2).trim();
}

test('sign-up, then the booking dialog asks to verify; the mailed link verifies; then they book', async ({
  page,
  context,
}, testInfo) => {
  const email = `verify.${uniqueToken()}@example.com`;
  const { id } = await createEvent({ spots_left: 4, spots_total: 4, price: 20 });
  await page.goto('/signup');
  await fillSignUp(page, { email, password: 'verify-pass-123', firstName: 'Vera' });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/dashboard');

  await page.goto(`/event/${id}`);
  await page.getByRole('button', { name: 'Book Event' }).click();
  const dialog = page.getByRole('dialog', { name: BOOKING_DIALOG_TITLE });
  await expect(dialog.getByRole('heading', { name: VERIFY_EMAIL_TITLE })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay €20.00' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'verify-email-prompt', testInfo);
  // Keyboard only: the prompt's buttons are reachable and work.
  await dialog.getByRole('button', { name: RESEND_VERIFICATION }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, VERIFICATION_SENT.title)).toBeVisible();
  await dialog.getByRole('button', { name: I_VERIFIED }).click();
  await expect(dialog.getByRole('heading', { name: VERIFY_EMAIL_TITLE })).toBeVisible();

  // The mail is the app's own, in MailDev; no name in it (the address is not confirmed yet).
  const link = await mailedLink(email, 'Confirm your e-mail for Brunchers', 'Confirm my e-mail');
  const mails = await inboxFor(email);
  expect(mails.every((mail) => !mail.text.includes('Vera'))).toBe(true);
  await page.goto(link);
  await expect(toast(page, EMAIL_VERIFIED.title)).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  await page.goto(`/event/${id}`);
  await page.getByRole('button', { name: 'Book Event' }).click();
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('dialog', { name: BOOKING_DIALOG_TITLE })
      .getByRole('button', { name: 'Pay €20.00' })
      .click(),
  ]);
  await checkout.getByRole('button', { name: 'Pay €20.00' }).click();
  await expect(checkout).toHaveURL(/\/booking-success\?session_id=/);
  // Only the verification (sign-up's, and the one asked for if its minute had passed) and the
  // booking confirmation.
  await expect
    .poll(async () => (await inboxFor(email)).filter((m) => m.subject.startsWith("You're booked")))
    .toHaveLength(1);
  const subjects = (await inboxFor(email)).map((m) => m.subject);
  expect(
    subjects.filter(
      (s) => s !== 'Confirm your e-mail for Brunchers' && !s.startsWith("You're booked"),
    ),
  ).toEqual([]);
});

test('forgot password: the reset mail comes through the outbox and its link sets a new password', async ({
  page,
}) => {
  const email = `forgot.${uniqueToken()}@example.com`;
  await createUser(email, 'old-password');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: SEND_RESET_LINK }).click();
  await expect(toast(page, RESET_LINK_SENT.title)).toBeVisible();
  await page.goto(
    await mailedLink(email, 'Reset your Brunchers password', 'Choose a new password'),
  );
  await expect(page).toHaveURL(/\/auth\/action\?mode=resetPassword&.*oobCode=/);
  await page.getByLabel('New password', { exact: true }).fill('new-password-1');
  await page.getByLabel('Confirm new password').fill('new-password-1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, PASSWORD_UPDATED.title)).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('new-password-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL('/dashboard');
});

test("a guest's waitlist place counts once the mailed link is opened", async ({
  page,
}, testInfo) => {
  const email = `wait.${uniqueToken()}@example.com`;
  const { id } = await createEvent({ spots_left: 0, spots_total: 4 });
  await page.goto(`/event/${id}`);
  await page.getByRole('button', { name: JOIN_WAITLIST }).click();
  const join = page.getByRole('dialog', { name: WAITLIST_DIALOG_TITLE });
  await join.getByLabel('Your name').fill('Gus <b>Free money</b>');
  await join.getByLabel('Your email').fill(email);
  await join.getByRole('button', { name: JOIN_WAITLIST }).click();
  await expect(toast(page, WAITLIST_CONFIRM_SENT.title)).toBeVisible();
  const link = await mailedLink(email, 'Confirm your waitlist place', 'Confirm my place');
  expect((await inboxFor(email))[0]!.text).not.toContain('Gus');
  await page.goto(link);
  await expect(page.getByRole('status')).toContainText(
    `${waitlistPositionLabel(1)}. ${WAITLIST_CONFIRMED}`,
  );
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'waitlist-confirmed', testInfo);
});

test('the newsletter is double opt-in: the mailed link confirms the one sign-up', async ({
  page,
}, testInfo) => {
  const email = `news.${uniqueToken()}@example.com`;
  await page.goto('/');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(toast(page, NEWSLETTER_WELCOME.title)).toBeVisible();
  const ref = adminDb.collection(COLLECTIONS.newsletterSignups).doc(newsletterSignupId(email));
  await expect.poll(async () => (await ref.get()).get('status')).toBe('pending');
  // The sign-up keeps the page's language (English here): its mail is in it (issue 37).
  await expect.poll(async () => (await ref.get()).get('locale')).toBe('en');
  const { subject, action } = ACCOUNT_MAIL_COPY.newsletterConfirm;
  await page.goto(await mailedLink(email, subject, action));
  await expect(page.getByRole('status')).toContainText(NEWSLETTER_CONFIRMED);
  await expect.poll(async () => (await ref.get()).get('status')).toBe('subscribed');
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'newsletter-confirmed', testInfo);
  expect(await inboxFor(email)).toHaveLength(1);
});
