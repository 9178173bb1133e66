// Roles do not stack by accident (§4, §6; issue 10): a partner opens /partner but is sent from
// /admin and the import screens to /dashboard, and the admin callables refuse them, importUsers
// included; an admin who is not a partner is sent from /partner to /dashboard. (Members without
// any role are covered in tests/member/member-access.spec.ts.)
import { SAMPLE_USERS } from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { callAs, createMember, createVenue, grantRole, signIn } from '../member/member-fixtures';
import { openAs } from './admin-fixtures';

test('a partner is not an admin, and an admin is not a partner', async ({ page, browser }) => {
  const partner = await createMember();
  await grantRole(partner.uid, 'partner');
  const venue = await createVenue(partner.uid);
  await signIn(page, partner.email);
  await page.goto('/partner');
  await expect(page.getByRole('heading', { name: venue.name })).toBeVisible();
  for (const path of ['/admin', '/import-users', '/import-stories', '/update-story']) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/dashboard');
  }
  for (const [name, data] of [
    ['importUsers', { users: [SAMPLE_USERS[0]] }],
    ['assignVenue', { bookingId: 'any-booking', venueId: venue.id }],
    ['listUsers', null],
  ] as const) {
    const { status, body } = await callAs(partner.email, name, data);
    expect(status, name).toBe(403);
    expect(JSON.stringify(body), name).toContain('PERMISSION_DENIED');
  }

  const admin = await createMember();
  await grantRole(admin.uid, 'admin');
  const adminPage = await openAs(browser, admin.email, '/partner');
  await expect(adminPage).toHaveURL('/dashboard');
  await adminPage.goto('/admin');
  await expect(adminPage.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await adminPage.context().close();
});
