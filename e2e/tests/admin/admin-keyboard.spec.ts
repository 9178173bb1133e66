// The organiser console by keyboard, WCAG 2.2 AA beyond what axe sees (issue 23): on every
// console screen, at 390 and 1280 px, Tab reaches each focusable element in turn and each one is
// in sight once focused, never under the sticky header or the phone's tab bar (2.4.11), and every
// target is at least 24 x 24 px or spaced as 2.5.8 allows (fixtures/pages.ts).
import { ADMIN_TOP_MATCHES, COLLECTIONS, type AdminMatchScoreDoc } from '@brunchers/model';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { adminDb, uniqueToken } from '../../fixtures/admin';
import { expectFocusUnobscuredAndTargetsSized } from '../../fixtures/pages';
import {
  createConfirmedBooking,
  createMember,
  createVenue,
  grantRole,
} from '../member/member-fixtures';
import { openAs } from './admin-fixtures';

type Screen = {
  path: string;
  heading: string;
  ready: (page: Page) => Locator;
  /** Data the screen shows in a busy city (each spec file starts on an empty project). */
  fill?: () => Promise<void>;
};

/** A full Best Matches list of long e-mail labels, as the city has after the matching specs. */
async function fillBestMatches(): Promise<void> {
  const batch = adminDb.batch();
  for (let row = 0; row < ADMIN_TOP_MATCHES; row += 1) {
    const [one, two] = [uniqueToken(), uniqueToken()];
    const doc: AdminMatchScoreDoc = {
      user1_id: one,
      user2_id: two,
      user1_label: `member.${one}@example.com`,
      user2_label: `member.${two}@example.com`,
      likes1: 10,
      likes2: 10,
      score: 100,
      created_at: new Date(),
    };
    batch.set(adminDb.collection(COLLECTIONS.adminMatchScores).doc(`${one}_${two}`), doc);
  }
  await batch.commit();
}

const SCREENS: Screen[] = [
  {
    path: '/admin',
    heading: 'Admin Dashboard',
    ready: (page) => page.getByRole('img', { name: /^Bookings per week: / }),
    fill: fillBestMatches,
  },
  {
    path: '/admin/events',
    heading: 'Events',
    ready: (page) => page.getByRole('button', { name: 'Duplicate' }).first(),
  },
  {
    path: '/admin/events/new',
    heading: 'New event',
    ready: (page) => page.getByRole('button', { name: 'Save draft' }),
  },
  {
    path: '/admin/bookings',
    heading: 'Bookings',
    ready: (page) => page.locator('[data-testid^="admin-booking-"]').first(),
  },
  {
    path: '/admin/venues',
    heading: 'Venues',
    ready: (page) => page.locator('[data-testid^="venue-"]').first(),
    fill: async () => {
      await createVenue(null);
    },
  },
  {
    path: '/admin/people',
    heading: 'People',
    ready: (page) => page.locator('[data-testid^="person-"]').first(),
  },
  {
    path: '/admin/questions',
    heading: 'Questions',
    ready: (page) => page.getByRole('heading', { name: 'preferences' }),
  },
];

// One test per screen: each walk has the whole time-out to itself on a loaded machine.
for (const screen of SCREENS) {
  test(`console by keyboard: ${screen.path} (focus in sight, 24 px targets)`, async ({
    browser,
  }) => {
    // Tabbing through every element of the screen at two widths: a long walk.
    test.slow();
    const admin = await createMember();
    await grantRole(admin.uid, 'admin');
    await createConfirmedBooking(await createMember({ name: 'Kim Keyboard' }), null);
    await screen.fill?.();
    const page = await openAs(browser, admin.email, screen.path);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await expect(screen.ready(page), screen.path).toBeVisible();
    await expectFocusUnobscuredAndTargetsSized(page);
    await page.context().close();
  });
}
