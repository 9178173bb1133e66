// Access (§4, §6): guests are sent to /login from the member screens; members without the role
// are sent from /admin, /partner and the import screens to /dashboard, and the admin callables
// refuse them too; Partner and Admin tabs appear by role, the mobile bar gaining a column each.
import { expect, test } from '../../fixtures/test';
import { expectNoAxeViolations } from '../../fixtures/pages';
import { callAs, createMember, grantRole, signIn } from './member-fixtures';

const MEMBER_ONLY = [
  '/dashboard',
  '/discover',
  '/self-discovery',
  '/profile',
  '/admin',
  '/partner',
];
const ADMIN_ONLY = ['/admin', '/partner', '/import-users', '/import-stories', '/update-story'];

test('guests are sent to /login from every member screen', async ({ page }) => {
  for (const path of MEMBER_ONLY) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/login');
  }
});

test('a member is sent from admin, partner and import screens to /dashboard; callables refuse', async ({
  page,
}) => {
  const member = await createMember();
  await signIn(page, member.email);
  for (const path of ADMIN_ONLY) {
    await page.goto(path);
    await expect(page, path).toHaveURL('/dashboard');
  }
  const nav = page.getByRole('navigation', { name: 'Member' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Partner' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  for (const [name, data] of [
    ['listUsers', null],
    ['assignVenue', { bookingId: 'b', venueId: 'v' }],
    ['importStories', { stories: [] }],
    ['updateStoryContent', null],
  ] as const) {
    const { status, body } = await callAs(member.email, name, data);
    expect(status, name).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(body), name).toMatch(/PERMISSION_DENIED|INVALID_ARGUMENT/);
  }
  const { body } = await callAs(member.email, 'listUsers', null);
  expect(JSON.stringify(body)).toContain('PERMISSION_DENIED');
});

test('Partner and Admin tabs appear by role; past six tabs the mobile bar labels only the current one', async ({
  page,
}) => {
  const member = await createMember();
  await grantRole(member.uid, 'partner');
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, member.email);
  const bar = page.getByRole('navigation', { name: 'Member tabs' });
  await expect(bar.getByRole('link')).toHaveCount(7);
  // Seven labels do not fit 390 px (Portuguese ones even less): the current tab keeps its label,
  // the others show their icon and keep the label for screen readers.
  const label = (name: string) => bar.getByRole('link', { name }).getByText(name);
  await expect(label('Home')).not.toHaveClass(/sr-only/);
  await expect(label('Partner')).toHaveClass(/sr-only/);

  await grantRole(member.uid, 'admin');
  // The role documents are followed live: the tab shows without signing out.
  await expect(bar.getByRole('link')).toHaveCount(8);
  await expect(bar.getByRole('link', { name: 'Admin' })).toBeVisible();
  await expect(label('Admin')).toHaveClass(/sr-only/);
  await expectNoAxeViolations(page);
});

test('Places and Stories keep a member inside the shell: the tabs stay, no Sign In', async ({
  page,
}) => {
  const member = await createMember();
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, member.email);
  const bar = page.getByRole('navigation', { name: 'Member tabs' });
  for (const tab of ['Places', 'Stories'] as const) {
    await bar.getByRole('link', { name: tab }).click();
    await expect(page.getByRole('heading', { level: 1, name: tab })).toBeVisible();
    await expect(bar.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});
