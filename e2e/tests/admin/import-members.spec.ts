// Issue 39 item 8 in Chromium: the admin uploads the owner's CSV of 3 members (one invalid, one
// already a member); the dry run shows 1 to create and 2 skipped with their reasons and creates
// nothing; confirming creates the one account; the invited member gets the mail (MailDev), follows
// its link, chooses a password, signs in, and accepts the terms with the owner's details filled in.
import {
  COLLECTIONS,
  INVITE_PROMPT_TITLE,
  MEMBER_IMPORT_DONE_TITLE,
  NAME_PROMPT_SAVE,
  SIGNUP_DATE_OF_BIRTH_LABEL,
  SIGNUP_FIRST_NAME_LABEL,
  MEMBER_IMPORT_REASONS,
  PASSWORD_UPDATED,
  memberImportConfirm,
  memberImportCounts,
} from '@brunchers/model';
import { expect, test, watchCspViolations } from '../../fixtures/test';
import { adminAuth, adminDb, uniqueToken } from '../../fixtures/admin';
import { inboxFor } from '../../fixtures/mail';
import { expectNoAxeViolations, screenshotWidths, toast } from '../../fixtures/pages';
import { createMember, grantRole, signIn } from '../member/member-fixtures';

// A journey through the console, the outbox and the mail.
test.slow();

async function accountExists(email: string): Promise<boolean> {
  try {
    await adminAuth.getUserByEmail(email);
    return true;
  } catch {
    return false;
  }
}

test('CSV import: dry run (1 create, 2 skipped with reasons), import, the invited member sets a password and signs in', async ({
  page,
  browser,
}, testInfo) => {
  const admin = await createMember();
  await grantRole(admin.uid, 'admin');
  const existing = await createMember();
  const invited = `invited.${uniqueToken()}@example.com`;
  const csv = [
    // The invitation is written in the row's language (issue 37).
    'E-mail,First Name,Date of birth,Marketing consent,Language',
    `${invited.toUpperCase()},Inês,14/02/1991,,en`,
    `someone.${uniqueToken()}@example.com,Tiago,31/02/1990,no,`,
    `${existing.email},Old,1980-01-01,yes,`,
  ].join('\n');

  await signIn(page, admin.email);
  await page.goto('/import-users');
  // The spec's sample button is still there, as it was.
  await expect(page.getByRole('button', { name: 'Import Sample Users' })).toBeVisible();
  await page.getByLabel('Members CSV file').setInputFiles({
    name: 'members.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

  const dryRun = page.getByTestId('member-import-dry-run');
  await expect(dryRun).toContainText(memberImportCounts({ create: 1, skip: 2, failed: 0 }, true));
  const rows = dryRun.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText(invited);
  await expect(rows.nth(1)).toContainText('Will be created');
  await expect(rows.nth(2)).toContainText(
    `${MEMBER_IMPORT_REASONS.invalid}: Date of birth "31/02/1990" is not a date`,
  );
  await expect(rows.nth(3)).toContainText(MEMBER_IMPORT_REASONS.already_member);
  // A dry run creates nothing.
  expect(await accountExists(invited)).toBe(false);
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'import-members-dry-run', testInfo);

  await page.getByRole('button', { name: memberImportConfirm(1) }).click();
  const result = page.getByTestId('member-import-result');
  const summary = memberImportCounts({ create: 1, skip: 2, failed: 0 }, false);
  await expect(result).toContainText(summary);
  await expect(toast(page, MEMBER_IMPORT_DONE_TITLE)).toContainText(summary);
  await expect(result.getByRole('row').nth(1)).toContainText('Created, invited');
  const user = await adminAuth.getUserByEmail(invited);
  expect(
    (await adminDb.collection(COLLECTIONS.userProfiles).doc(user.uid).get()).get('display_name'),
  ).toBe('Inês');
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'import-members-result', testInfo);

  // The invited member, in a browser of their own: the mail, its link, a password, signed in.
  await expect
    .poll(async () => (await inboxFor(invited)).map((mail) => mail.subject))
    .toContain('You are invited to Brunchers');
  const mail = (await inboxFor(invited)).find((m) => m.subject === 'You are invited to Brunchers')!;
  const line = mail.text.split('\n').find((l) => l.startsWith('Choose my password: '));
  expect(line, mail.text).toBeDefined();
  const context = await browser.newContext();
  await watchCspViolations(context);
  const member = await context.newPage();
  await member.goto(line!.slice('Choose my password: '.length).trim());
  await expect(member).toHaveURL(/\/auth\/action\?mode=resetPassword&.*oobCode=/);
  await member.getByLabel('New password', { exact: true }).fill('brunch-invite-1');
  await member.getByLabel('Confirm new password').fill('brunch-invite-1');
  await member.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(member, PASSWORD_UPDATED.title)).toBeVisible();
  await member.getByLabel('Email').fill(invited);
  await member.getByLabel('Password').fill('brunch-invite-1');
  await member.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(member).toHaveURL('/dashboard');
  // First sign-in: the owner's details to check, and the terms to accept, before anything else.
  const welcome = member.getByRole('dialog', { name: INVITE_PROMPT_TITLE });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByLabel(SIGNUP_FIRST_NAME_LABEL)).toHaveValue('Inês');
  await expect(welcome.getByLabel(SIGNUP_DATE_OF_BIRTH_LABEL)).toHaveValue('1991-02-14');
  await expectNoAxeViolations(member);
  await screenshotWidths(member, 'import-members-welcome', testInfo);
  await welcome.getByRole('checkbox').check();
  await welcome.getByRole('button', { name: NAME_PROMPT_SAVE }).click();
  await expect(welcome).toBeHidden();
  await expect
    .poll(
      async () => (await adminDb.collection(COLLECTIONS.userAgreements).doc(user.uid).get()).exists,
    )
    .toBe(true);
  await context.close();
});
