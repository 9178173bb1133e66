import {
  COLLECTIONS,
  EVENTS_LOADING,
  LANDING_EVENTS_PAGE_SIZE,
  NEWSLETTER_WELCOME,
  newsletterSignupId,
  SHOW_MORE_EVENTS,
} from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { adminDb, createEvent, dateInDays, uniqueToken } from '../../fixtures/admin';
import { toast } from '../../fixtures/pages';
import { box, contrast } from './public-fixtures';

test.describe('landing page', () => {
  // axe and the screenshots of the landing, its phone menu and the 404 page: tests/sweep.
  test('shows every section, the live events and the footer', async ({ page }) => {
    // Tomorrow, the first of the grid (soonest first); a page's worth after it, so there is a
    // second page (the spec's project holds only its own events, fixtures/test.ts).
    const { id, event } = await createEvent({
      title: `Landing Test Brunch ${uniqueToken()}`,
      event_date: dateInDays(1),
    });
    for (let day = 2; day <= LANDING_EVENTS_PAGE_SIZE + 1; day++)
      await createEvent({ title: `Later Brunch ${uniqueToken()}`, event_date: dateInDays(day) });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('button', { name: 'See events' })).toBeVisible();
    for (const heading of [
      'Sunday mornings in the city',
      "We're live in the city",
      'Four steps to your next table',
      'Upcoming brunches',
      'More than a meal',
      'Frequently asked questions',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(
      page
        .getByRole('list')
        .filter({ has: page.locator('img[alt*="pancakes"]') })
        .getByRole('img'),
    ).toHaveCount(6);
    await expect(page.getByText(EVENTS_LOADING)).toHaveCount(0);

    // A page of events at a time, the spec's first; Show more opens the next one.
    const cards = page.locator('#events').getByRole('listitem');
    await expect(cards).toHaveCount(LANDING_EVENTS_PAGE_SIZE);
    const card = page.getByRole('link', { name: new RegExp(event.title) });
    await expect(card).toBeVisible();
    await page.getByRole('button', { name: SHOW_MORE_EVENTS }).click();
    await expect(cards).toHaveCount(LANDING_EVENTS_PAGE_SIZE + 1);
    await expect(page.getByRole('button', { name: SHOW_MORE_EVENTS })).toHaveCount(0);
    await expect(card).toHaveAttribute('href', `/event/${id}`);
    await expect(card).toContainText('10 spots left');
    await expect(card).toContainText('€12.50');
    await expect(card).toContainText('Lisbon, Portugal');
    // No distance is known for an event: no badge (issue 17 §10, it read "Distance: TBD").
    await expect(card).not.toContainText('Distance');

    const steps = page
      .getByRole('list')
      .filter({ hasText: 'Let the matching happen' })
      .getByRole('link');
    await expect(steps).toHaveCount(4);
    expect(
      await steps.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/signup', '/', '/profile', '/signup']);
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: /Contact us/ }),
    ).toHaveAttribute('href', /^mailto:/);
  });

  test('top bar changes style past 50 px; See events scrolls to the events', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');

    await page.getByRole('button', { name: 'See events' }).click();
    await expect(page.getByRole('heading', { name: 'Upcoming brunches' })).toBeInViewport();
  });

  test('Now Live Join button stands out from the band at rest, on hover and with keyboard focus', async ({
    page,
  }) => {
    await page.goto('/');
    const band = page.locator('section[aria-labelledby="now-live-title"] > div');
    const join = page.getByRole('button', { name: 'Join', exact: true });
    await join.scrollIntoViewIfNeeded();
    const bandColour = await band.evaluate((element) => getComputedStyle(element).backgroundColor);
    const background = () => join.evaluate((element) => getComputedStyle(element).backgroundColor);
    const atRest = await background();
    expect(contrast(atRest, bandColour)).toBeGreaterThanOrEqual(3);

    await join.hover();
    await expect.poll(background).not.toBe(atRest); // a visible hover state…
    // …that does not melt into the band once the colour transition has run.
    await expect
      .poll(async () => contrast(await background(), bandColour))
      .toBeGreaterThanOrEqual(3);

    await page.mouse.move(0, 0);
    await page.getByLabel('Email address').focus();
    await page.keyboard.press('Tab');
    await expect(join).toBeFocused();
    const ring = () =>
      join.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          colour: style.outlineColor,
        };
      });
    expect((await ring()).style).not.toBe('none');
    expect((await ring()).width).toBeGreaterThanOrEqual(2);
    // The button's colour transition also fades the outline in: read it once that has run.
    await expect
      .poll(async () => contrast((await ring()).colour, bandColour))
      .toBeGreaterThanOrEqual(3);
  });

  test('phone top bar: a Menu button opens the main links, works by keyboard and closes on navigation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: 'Menu' });
    // At this width the bar's own links are not shown, so the one "Main" nav is the menu's panel.
    const nav = header.getByRole('navigation', { name: 'Main' });
    const panel = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link')).toHaveText(['Events', 'Places', 'Stories']);
    // The panel lies over the page (no layout shift) and spans the screen.
    expect((await box(nav)).width).toBeGreaterThanOrEqual(389);
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Events' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    await page.keyboard.press('Space');
    await expect(nav).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Places' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/places');
    await expect(page.getByRole('heading', { level: 1, name: 'Places' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await menu.click();
    await expect(nav.getByRole('link', { name: 'Places' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL('/#events');
    await expect(page.getByRole('heading', { name: 'Upcoming brunches' })).toBeInViewport();
    await expect(nav).toBeHidden();

    // Wide screens show the links in the bar and no Menu button.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu).toBeHidden();
    await expect(panel).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Stories' })).toBeVisible();
  });

  test('Now Live form welcomes, clears the field and stores the address once', async ({ page }) => {
    const email = `Newsletter.${uniqueToken()}@Example.com`;
    await page.goto('/');
    const field = page.getByLabel('Email address');
    await field.fill(email);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(toast(page, NEWSLETTER_WELCOME.title)).toContainText(
      NEWSLETTER_WELCOME.description!,
    );
    await expect(field).toHaveValue('');

    const ref = adminDb.collection(COLLECTIONS.newsletterSignups).doc(newsletterSignupId(email));
    const first = await ref.get();
    expect(first.get('email')).toBe(email.toLowerCase());

    await field.fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(toast(page, NEWSLETTER_WELCOME.title)).toBeVisible();
    const stored = await adminDb
      .collection(COLLECTIONS.newsletterSignups)
      .where('email', '==', email.toLowerCase())
      .get();
    expect(stored.size).toBe(1);
    expect((await ref.get()).updateTime?.isEqual(first.updateTime!)).toBe(true);
  });
});
