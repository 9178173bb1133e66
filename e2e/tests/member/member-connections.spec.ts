// Discover (§2, §4): two members in two browser contexts like each other; the server makes the
// match and both dashboards' Connections go up without a reload.
import { DISCOVER_DEFAULTS, LIKED_TITLE, likedMember } from '@brunchers/model';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { adminDb } from '../../fixtures/admin';
import { expectNoAxeViolations, screenshotWidths, toast } from '../../fixtures/pages';
import { counter, createMember, signIn, type TestMember } from './member-fixtures';

async function openAs(browser: Browser, member: TestMember) {
  const context = await browser.newContext();
  const dashboard = await context.newPage();
  await signIn(dashboard, member.email);
  await expect(counter(dashboard, 'Connections')).toHaveText('0');
  const discover = await context.newPage();
  await discover.goto('/discover');
  return { context, dashboard, discover };
}

/** Passes cards until `name`'s card shows, then likes it. */
async function like(discover: Page, name: string, photos = 1) {
  const heading = discover.getByRole('article').getByRole('heading', { level: 2 });
  await expect(heading).toBeVisible();
  for (let step = 0; step < 21 && !(await heading.innerText()).startsWith(`${name},`); step += 1) {
    await discover.getByRole('button', { name: /^Pass on / }).click();
  }
  await expect(heading).toHaveText(new RegExp(`^${name}, \\d+$`));
  if (photos > 1) {
    // The carousel: profile photo first, then the gallery read when the card is shown.
    const photo = discover.getByRole('article').getByRole('img');
    await expect(photo).toHaveAttribute('alt', `Photo 1 of ${photos} of ${name}`);
    await discover.getByRole('button', { name: 'Next photo' }).click();
    await expect(photo).toHaveAttribute('alt', `Photo 2 of ${photos} of ${name}`);
  }
  await discover.getByRole('button', { name: `Like ${name}` }).click();
  await expect(toast(discover, LIKED_TITLE)).toContainText(likedMember(name));
}

test('two members like each other and both see Connections go up live', async ({ browser }) => {
  const anna = await createMember({ photo: true });
  const bruno = await createMember({ photo: true });
  for (const [index, hoursAgo] of [
    [2, 2],
    [3, 1],
  ] as const) {
    await adminDb.collection('user_photos').add({
      user_id: bruno.uid,
      photo_url: `/images/seed/members/member-0${index}.svg?e2e=${bruno.uid}`,
      created_at: new Date(Date.now() - hoursAgo * 3_600_000),
    });
  }
  const a = await openAs(browser, anna);
  const b = await openAs(browser, bruno);

  // The card shows the §9 defaults for what the profile lacks, and the position counter.
  await expect(a.discover.getByText(/^\d+ \/ \d+$/)).toBeVisible();
  await expectNoAxeViolations(a.discover);

  await like(a.discover, bruno.name, 3);
  await like(b.discover, anna.name);

  await expect(counter(a.dashboard, 'Connections')).toHaveText('1');
  await expect(counter(b.dashboard, 'Connections')).toHaveText('1');
  const like_ = await adminDb.collection('bruncher_likes').doc(`${anna.uid}_${bruno.uid}`).get();
  expect(like_.get('is_like')).toBe(true);
  await a.context.close();
  await b.context.close();
});

test('a pass is stored, the card advances and wraps to the first', async ({ browser }) => {
  const viewer = await createMember();
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, viewer.email);
  await page.goto('/discover');
  const position = page.getByText(/^\d+ \/ \d+$/);
  await expect(position).toHaveText(/^1 \/ \d+$/);
  const total = Number((await position.innerText()).split('/')[1]);
  const first = await page.getByRole('article').getByRole('heading', { level: 2 }).innerText();
  for (let step = 1; step < total; step += 1)
    await page.getByRole('button', { name: /^Pass on / }).click();
  await expect(position).toHaveText(`${total} / ${total}`);
  await page.getByRole('button', { name: /^Pass on / }).click();
  await expect(position).toHaveText(`1 / ${total}`);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(first);
  await expect(page.getByText(DISCOVER_DEFAULTS.distance, { exact: false }).first()).toBeVisible();
  // Writes are not awaited by the UI (the card advances at once, a failed write is only logged),
  // so they land shortly after: one pass per member shown.
  const passes = () =>
    adminDb.collection('bruncher_likes').where('liker_id', '==', viewer.uid).get();
  await expect.poll(async () => (await passes()).size).toBe(total);
  expect((await passes()).docs.every((doc) => doc.get('is_like') === false)).toBe(true);
  await context.close();
});

test('on a phone and a laptop the card and both buttons fit the screen, no scrolling to Like', async ({
  browser,
}, testInfo) => {
  const viewer = await createMember();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, viewer.email);
  await page.goto('/discover');
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Like / })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: /^Pass on / })).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByRole('button', { name: /^Like / })).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotWidths(page, 'discover', testInfo);
  await context.close();
});
