// The organiser console's management screens (issue 23): an admin creates a venue with its address
// (issue 33: street, postcode and city, each checked) and tables
// and a partner named by e-mail (who becomes a partner, audited on People), revokes that role on
// People, and adds, reorders and retires a self-discovery question; the retired question is gone
// from the member's path.
import { COLLECTIONS, NO_ACCESSIBILITY_STATED } from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { adminDb, uniqueToken } from '../../fixtures/admin';
import { toast } from '../../fixtures/pages';
import { createMember, grantRole, signIn } from '../member/member-fixtures';
import { openAs } from './admin-fixtures';

test.slow();

test('admin manages venues, roles and questions from the console', async ({ browser }) => {
  const token = uniqueToken();
  const admin = await createMember();
  await grantRole(admin.uid, 'admin');
  const partner = await createMember();

  // Venues: create one with tables and a partner by e-mail.
  const page = await openAs(browser, admin.email, '/admin/venues');
  await page.getByRole('button', { name: 'New venue' }).click();
  const form = page.getByRole('form', { name: 'New venue' });
  await form.getByLabel('Name').fill(`Console Café ${token}`);
  await form.getByLabel('Country').fill('Portugal');
  await form.getByLabel('Table sizes').fill('4, 4, 17');
  await form.getByLabel('Postcode').fill('12#00');
  await form.getByRole('button', { name: 'Save venue' }).click();
  // The address is required (a moved party's ticket shows it), each part told apart.
  await expect(form.getByText('Each table seats 2 to 16 (whole numbers).')).toBeVisible();
  await expect(form.getByText("Give the venue's street and number.")).toBeVisible();
  await expect(form.getByText('Enter a postcode like 1200-109.')).toBeVisible();
  await expect(form.getByText("Give the venue's city.")).toBeVisible();
  await expect(form.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Street and number').fill('Rua da Rosa 12');
  await form.getByLabel('Postcode').fill('1200-385');
  await form.getByLabel('City').fill('Lisbon');
  await form.getByLabel('Table sizes').fill('4, 4, 10');
  await form.getByLabel('Partner e-mail').fill(partner.email);
  await form.getByRole('button', { name: 'Save venue' }).click();
  await expect(toast(page, 'Venue created.')).toBeVisible();
  const saved = await adminDb
    .collection(COLLECTIONS.venues)
    .where('name', '==', `Console Café ${token}`)
    .get();
  expect(saved.docs.map((row) => row.data())).toEqual([
    {
      name: `Console Café ${token}`,
      address: 'Rua da Rosa 12',
      postcode: '1200-385',
      city: 'Lisbon',
      country: 'Portugal',
      partner_user_id: partner.uid,
      table_sizes: [4, 4, 10],
      accessibility: NO_ACCESSIBILITY_STATED,
    },
  ]);
  const card = page.getByTestId(`venue-${saved.docs[0]!.id}`);
  await expect(card).toContainText(`Partner: ${partner.email}`);
  await expect(card).toContainText('Tables: 4, 4, 10');
  await expect(card).toContainText('Rua da Rosa 12, 1200-385, Lisbon, Portugal');

  // People: the partner role granted with the venue is listed and audited; revoke it.
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'People' })
    .click();
  const row = page.getByTestId(`person-${partner.uid}`);
  await expect(row).toContainText(partner.email);
  await expect(page.getByTestId('role-audit')).toContainText(
    `${admin.email} granted partner to ${partner.email} (roles: none → partner)`,
  );
  await row.getByRole('button', { name: `Revoke partner from ${partner.email}` }).click();
  await expect(page.getByTestId('role-audit')).toContainText(
    `${admin.email} revoked partner from ${partner.email} (roles: partner → none)`,
  );
  await expect(page.getByTestId(`person-${partner.uid}`)).toHaveCount(0);

  // Questions: add two to Lifestyle, move the second above the first, retire it.
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Questions' })
    .click();
  const newQuestion = page.getByRole('form', { name: 'New question' });
  for (const text of [`First ${token}?`, `Second ${token}?`]) {
    await newQuestion.getByLabel('Category').selectOption('lifestyle');
    await newQuestion.getByLabel('Question in English').fill(text);
    await newQuestion.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByTestId('questions-lifestyle')).toContainText(text);
  }
  const lifestyle = page.getByTestId('questions-lifestyle').getByRole('listitem');
  await expect(lifestyle.last()).toContainText(`Second ${token}?`);
  await page.getByRole('button', { name: `Move up: Second ${token}?` }).click();
  await expect(lifestyle.nth(-2)).toContainText(`Second ${token}?`);
  await expect(lifestyle.last()).toContainText(`First ${token}?`);
  await page.getByRole('button', { name: `Retire: Second ${token}?` }).click();
  await expect(page.getByRole('button', { name: `Restore: Second ${token}?` })).toBeVisible();

  // A member's path shows the first question, not the retired one.
  const member = await createMember();
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member.email);
  await memberPage.goto('/self-discovery');
  await expect(memberPage.getByText(`First ${token}?`)).toBeVisible();
  await expect(memberPage.getByText(`Second ${token}?`)).toHaveCount(0);

  await Promise.all([page.context().close(), memberContext.close()]);
});
