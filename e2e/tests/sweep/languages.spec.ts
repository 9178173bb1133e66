// Issue 37.5: every route rendered in both languages; on a Portuguese page no text of the English
// catalogue shows (the model's English texts that have a different Portuguese translation). What
// may stay English: names, the seeded content (no translation of its own) and the words the two
// languages share (a text whose translation is itself is never counted). Also the Portuguese
// screenshots at 390 and 1280 px of the screens issue 37 asks to look at (the booking dialog with a
// tier and a promotion code and its refund note, the console's policies, membership, reports,
// import, moderation and the attendees dialog).
import {
  ATTENDEE_MESSAGE_TEXTS,
  BOOK_EVENT,
  BOOKING_DIALOG_TITLE,
  COLLECTIONS,
  PROMO_CODE_APPLY,
  PROMO_CODE_LABEL,
} from '@brunchers/model';
import { pt, ptCatalogues as catalogues } from '../../fixtures/i18n';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { adminDb, createEvent, createPlace, createStory, uniqueToken } from '../../fixtures/admin';
import { SCREEN_WIDTHS, screenshotWidth } from '../../fixtures/pages';
import {
  createConfirmedBooking,
  createMember,
  createVenue,
  grantRole,
  PASSWORD,
  type TestMember,
} from '../member/member-fixtures';
import { screenshotAt } from '../public/public-fixtures';

/** The English texts a Portuguese page must not show: those whose translation differs. */
const english = new Set<string>();
for (const catalogue of catalogues) {
  for (const [key, message] of Object.entries(catalogue)) {
    // msg() ids ('booking.payLabel') are not texts; a text translated as itself is shared.
    if (/^[a-z-]+\.[\w.]+$/.test(key)) continue;
    if (Array.isArray(message) && message.length === 1 && message[0] === key) continue;
    if (!/[a-z]/i.test(key)) continue;
    english.add(key);
  }
}
/** Long English sentences also count inside a longer text (a sentence with a name after it). */
const sentences = [...english].filter((text) => text.length >= 24);

/** Every text a visitor can read or hear on the page: text nodes and the accessible attributes. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, template')) continue;
      if (!element.checkVisibility()) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    const labelled = document.body.querySelectorAll<HTMLElement>(
      '[aria-label], [placeholder], [title], [alt]',
    );
    for (const element of Array.from(labelled)) {
      if (!element.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** The English catalogue texts shown on the page (none on a Portuguese page). */
async function englishLeftovers(page: Page): Promise<string[]> {
  const found = new Set<string>();
  for (const text of await shownTexts(page)) {
    if (english.has(text)) found.add(text);
    else for (const sentence of sentences) if (text.includes(sentence)) found.add(sentence);
  }
  return [...found];
}

/** Waits for the page's main content and for its spinners to finish. */
async function ready(page: Page, path: string): Promise<void> {
  await expect(page.getByRole('main'), path).not.toBeEmpty();
  await expect(page.locator('[role="status"]:has(.animate-spin)'), path).toHaveCount(0);
}

interface Seed {
  event: { id: string; title: string };
  tiered: { id: string; code: string };
  story: string;
  member: TestMember;
  admin: TestMember;
}

async function seed(): Promise<Seed> {
  const event = await createEvent({ title: `Sweep Brunch ${uniqueToken()}` });
  const tiered = await createEvent({
    title: `Tiered Brunch ${uniqueToken()}`,
    price: 25,
    price_tiers: { early_bird: { price_cents: 2_000, ends_at: null, seat_cap: 5 }, member: null },
  });
  const code = `SWEEP${uniqueToken().toUpperCase()}`.slice(0, 16);
  await adminDb
    .collection(COLLECTIONS.promotionCodes)
    .doc(code)
    .set({
      code,
      kind: 'percent',
      percent_off: 20,
      amount_off_cents: null,
      max_redemptions: 5,
      times_redeemed: 0,
      expires_at: null,
      event_ids: null,
      active: true,
      stripe_coupon_id: `coupon_${code}`,
      stripe_promotion_code_id: `promo_${code}`,
      created_at: new Date(),
    });
  await createPlace({
    name: `Sweep Place ${uniqueToken()}`,
    city: 'Lisbon',
    description: 'Eggs and coffee.',
    logo_image: '/images/seed/places/place-02.svg',
  });
  const story = await createStory({
    title: `Sweep Story ${uniqueToken()}`,
    content: '<p>Slowly.</p>',
  });
  // No language on their profiles: the browser's decides (a profile's would win over it).
  const member = await createMember({ locale: null });
  const admin = await createMember({ locale: null });
  await grantRole(admin.uid, 'admin');
  await grantRole(admin.uid, 'partner');
  await createConfirmedBooking(member, null, {}, { event });
  await createVenue(null);
  return {
    event: { id: event.id, title: event.event.title },
    tiered: { id: tiered.id, code },
    story,
    member,
    admin,
  };
}

/** A browser context in `locale`, signed in as `who` when given (through /login). */
async function visitor(browser: Browser, locale: string, who?: TestMember): Promise<Page> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  if (who) {
    await page.goto('/login');
    await page.locator('input[type="email"]').fill(who.email);
    await page.locator('input[type="password"]').fill(PASSWORD);
    await page.getByRole('main').locator('form button[type="submit"]').click();
    await expect(page).toHaveURL('/dashboard');
  }
  return page;
}

function routes(s: Seed) {
  return {
    public: [
      '/',
      `/event/${s.event.id}`,
      '/places',
      '/stories',
      `/story/${s.story}`,
      '/login',
      '/signup',
      '/terms',
      '/privacy',
      '/guidelines',
      '/safety',
      '/no/such/page',
    ],
    member: ['/dashboard', '/discover', '/connections', '/self-discovery', '/profile'],
    // The event form and the venue and question editors are converted with issue 37.3.
    admin: [
      '/admin',
      '/admin/events',
      '/admin/bookings',
      '/admin/hosts',
      '/admin/pricing',
      '/admin/people',
      '/admin/moderation',
      '/admin/waitlists',
      '/admin/reports',
      '/admin/policies',
      '/admin/membership',
      `/admin/events/${s.event.id}/attendees`,
      '/partner',
      '/import-users',
    ],
  };
}

const SHOTS = process.env.SHOTS_DIR;

/** Screenshots at 390 and 1280 px (when SHOTS_DIR is set: the screens to look at by hand). */
async function shoot(page: Page, name: string, testInfo: TestInfo, overlay = false) {
  if (!SHOTS) return;
  const size = page.viewportSize()!;
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    if (overlay) await screenshotAt(page, `pt-${name}`, width, testInfo);
    else await screenshotWidth(page, `pt-${name}`, width, testInfo);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: !overlay });
  }
  await page.setViewportSize(size);
}

test('every route in Portuguese shows no English text of the catalogue', async ({
  browser,
}, testInfo) => {
  test.slow();
  const s = await seed();
  const all = routes(s);
  const leftovers: string[] = [];
  for (const [who, paths] of [
    [undefined, all.public],
    [s.member, all.member],
    [s.admin, all.admin],
  ] as const) {
    const page = await visitor(browser, 'pt-PT', who);
    for (const path of paths) {
      await page.goto(path);
      await ready(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
      for (const text of await englishLeftovers(page)) leftovers.push(`${path}: "${text}"`);
      if (
        [
          '/admin/policies',
          '/admin/membership',
          '/admin/reports',
          '/admin/moderation',
          '/import-users',
        ].includes(path)
      ) {
        await shoot(page, path.split('/').pop()!, testInfo);
      }
      if (path.endsWith('/attendees')) {
        await page.getByRole('button', { name: pt(ATTENDEE_MESSAGE_TEXTS.open) }).click();
        const dialog = page.getByRole('dialog', { name: pt(ATTENDEE_MESSAGE_TEXTS.title) });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText(pt(ATTENDEE_MESSAGE_TEXTS.counting))).toHaveCount(0);
        for (const text of await englishLeftovers(page))
          leftovers.push(`${path} dialog: "${text}"`);
        await shoot(page, 'attendees-dialog', testInfo, true);
      }
    }
    await page.context().close();
  }

  // The booking dialog: the early-bird tier, a promotion code applied, the refund note.
  const page = await visitor(browser, 'pt-PT');
  await page.goto(`/event/${s.tiered.id}`);
  await ready(page, 'booking dialog');
  await page.getByRole('button', { name: pt(BOOK_EVENT) }).click();
  const dialog = page.getByRole('dialog', { name: pt(BOOKING_DIALOG_TITLE) });
  await expect(dialog.getByTestId('booking-tier')).toBeVisible();
  await dialog.getByLabel(pt(PROMO_CODE_LABEL)).fill(s.tiered.code);
  await dialog.getByRole('button', { name: pt(PROMO_CODE_APPLY) }).click();
  await expect(dialog.getByTestId('promo-effect')).toBeVisible();
  await expect(dialog.getByTestId('booking-refund-policy')).toBeVisible();
  for (const text of await englishLeftovers(page)) leftovers.push(`booking dialog: "${text}"`);
  await shoot(page, 'booking-dialog', testInfo, true);
  await page.context().close();

  expect(leftovers, 'English texts on Portuguese pages').toEqual([]);
});

test('every route renders in English', async ({ browser }) => {
  test.slow();
  const s = await seed();
  const all = routes(s);
  for (const [who, paths] of [
    [undefined, all.public],
    [s.member, all.member],
    [s.admin, all.admin],
  ] as const) {
    const page = await visitor(browser, 'en-GB', who);
    for (const path of paths) {
      await page.goto(path);
      await ready(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    await page.context().close();
  }
});
