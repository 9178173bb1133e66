// Helpers for the partner, admin and import specs. Users, venues and bookings come from the
// member fixtures (unique ids through firebase-admin), so these specs never depend on the demo
// seed, on each other or on run order.
import { expect, type Browser, type Page } from '@playwright/test';
import { signIn } from '../member/member-fixtures';

/** A fresh browser context signed in as `email`, on `path`. */
export async function openAs(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto(path);
  return page;
}

/** The value shown on one of the /admin stat cards (e.g. 'Checked In'). */
export function adminStat(page: Page, label: string) {
  return page.getByTestId(`stat-${label}`).locator('p').nth(1);
}

/** The value of an /admin stat card as a number (once it has loaded). */
export async function adminStatValue(page: Page, label: string): Promise<number> {
  await expect(adminStat(page, label)).toHaveText(/^\d+$/);
  return Number(await adminStat(page, label).innerText());
}

/**
 * Holds every request to the callable `name` until the test lets it through, one at a time, so a
 * spec can look at the screen while a call is in flight (e.g. a progress bar between batches).
 * `release()` lets the oldest held request go; `arrived()` counts the requests seen so far.
 */
export async function holdCallable(page: Page, name: string) {
  const waiting: Array<() => void> = [];
  let arrived = 0;
  await page.route(`**/${name}`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    arrived += 1;
    await new Promise<void>((go) => waiting.push(go));
    await route.continue();
  });
  return {
    arrived: () => arrived,
    release: () => {
      const next = waiting.shift();
      if (!next) throw new Error(`No ${name} request is being held.`);
      next();
    },
  };
}

/** /admin/bookings searched for `text` (a name's or e-mail's prefix), as an organiser would. */
export async function searchAdminBookings(page: Page, text: string): Promise<void> {
  await page.goto('/admin/bookings');
  await page.getByLabel('Search by name or e-mail').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/**
 * The door's counts as the spec's /partner shows them: the stat cards Total Bookings and Checked
 * In, and the tabs Pending (count) and Checked In (count), all counting parties.
 */
export async function expectDoorCounts(page: Page, checkedIn: number, total: number) {
  await expect(adminStat(page, 'Checked In')).toHaveText(String(checkedIn));
  await expect(adminStat(page, 'Total Bookings')).toHaveText(String(total));
  await expect(page.getByRole('tab', { name: `Pending (${total - checkedIn})` })).toBeVisible();
  await expect(page.getByRole('tab', { name: `Checked In (${checkedIn})` })).toBeVisible();
}
