// The checks that are not journeys, in one sweep with one shared setup (issue 35 item 2): every
// public screen, in its main states (menus and dialogs open, not-found states, the booking-success
// wait), passes axe (WCAG 2 A and AA) at 390 and at 1280 px and is screenshotted there; every
// organiser console screen passes the keyboard walk (focus in sight, 24 px targets; WCAG 2.2 AA
// beyond axe, fixtures/pages.ts) at both widths. The journeys that reach these screens live in
// their own specs and no longer repeat these checks.
import {
  ADMIN_TOP_MATCHES,
  BOOKING_DIALOG_TITLE,
  COLLECTIONS,
  EVENT_NOT_FOUND,
  EVENTS_LOADING,
  NOT_FOUND_TITLE,
  SEND_RESET_LINK,
  type AdminMatchScoreDoc,
} from '@brunchers/model';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import {
  adminAuth,
  adminDb,
  createEvent,
  createPlace,
  createStory,
  createUser,
  uniqueToken,
} from '../../fixtures/admin';
import {
  expectFocusUnobscuredAndTargetsSized,
  expectNoAxeViolations,
  screenshotWidth,
  SCREEN_WIDTHS,
} from '../../fixtures/pages';
import {
  createConfirmedBooking,
  createMember,
  createVenue,
  grantRole,
  signIn,
  type TestMember,
} from '../member/member-fixtures';
import { openAs } from '../admin/admin-fixtures';
import { screenshotAt } from '../public/public-fixtures';

/** What the sweep visits, made once per worker for the whole file (its project is emptied first). */
interface Seed {
  event: { id: string; title: string };
  place: string;
  story: { id: string; title: string };
  resetCode: string;
  member: TestMember;
  admin: TestMember;
}

let seeded: Promise<Seed> | undefined;

/**
 * The seed of this worker's project. The sweep's tests run in parallel, so a worker may run
 * another spec between two of them, which empties the project (fixtures/test.ts): then seed again.
 */
async function seedOnce(): Promise<Seed> {
  if (seeded) {
    const done = await seeded;
    const event = await adminDb.collection(COLLECTIONS.events).doc(done.event.id).get();
    if (event.exists) return done;
  }
  seeded = seed();
  return seeded;
}

/** A full Best Matches list of long e-mail labels, as a busy city has. */
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

async function seed(): Promise<Seed> {
  const { id, event } = await createEvent({ title: `Halloween Sweep Brunch ${uniqueToken()}` });
  const place = `Sweep Place ${uniqueToken()}`;
  await createPlace({
    name: place,
    city: 'Lisbon',
    description: 'Eggs and coffee.',
    logo_image: '/images/seed/places/place-02.svg',
  });
  const storyTitle = `Sweep Story ${uniqueToken()}`;
  const storyId = await createStory({
    title: storyTitle,
    content: '<h2>Start</h2><p>Slowly.</p>',
  });
  // A reset link as the reset mail carries it (made by Auth, as the mail function makes it).
  const resetAddress = `sweep.${uniqueToken()}@example.com`;
  await createUser(resetAddress, 'old-password');
  const link = new URL(await adminAuth.generatePasswordResetLink(resetAddress));
  const resetCode = link.searchParams.get('oobCode');
  if (!resetCode) throw new Error(`No oobCode in ${link}`);
  const member = await createMember();
  // The console's screens as a busy city shows them: a booking, a venue, a full Best Matches.
  const admin = await createMember();
  await grantRole(admin.uid, 'admin');
  await createConfirmedBooking(await createMember({ name: 'Kim Keyboard' }), null);
  await createVenue(null);
  await fillBestMatches();
  return {
    event: { id, title: event.title },
    place,
    story: { id: storyId, title: storyTitle },
    resetCode,
    member,
    admin,
  };
}

/** Opens `path` and waits for the main h1 (named `heading` when given). */
async function open(page: Page, path: string, heading?: string | RegExp) {
  await page.goto(path);
  await expect(
    page
      .getByRole('main')
      .getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }),
  ).toBeVisible();
}

/**
 * axe on the screen as it is, and its screenshot when named: the full page, or what is on screen
 * for an overlay (a full-page shot misplaces a fixed dialog and its backdrop).
 */
async function check(
  page: Page,
  testInfo: TestInfo,
  shot?: { name: string; overlay?: boolean },
): Promise<void> {
  await expectNoAxeViolations(page);
  if (!shot) return;
  const width = page.viewportSize()!.width;
  if (shot.overlay) await screenshotAt(page, shot.name, width, testInfo);
  else await screenshotWidth(page, shot.name, width, testInfo);
}

// Four long tests with nothing between them but the seed: spread over the workers.
test.describe.configure({ mode: 'parallel' });

for (const width of SCREEN_WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    test(`public screens pass axe (${width} px)`, async ({ page }, testInfo) => {
      // Some twenty screens and states, each checked and screenshotted: a long test.
      test.slow();
      const { event, place, story, resetCode, member } = await seedOnce();

      await open(page, '/');
      await expect(page.getByText(EVENTS_LOADING)).toHaveCount(0);
      await expect(page.getByRole('link', { name: new RegExp(event.title) })).toBeVisible();
      await check(page, testInfo, { name: 'landing' });
      if (width < 800) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Places' }),
        ).toBeVisible();
        await check(page, testInfo, { name: 'mobile-menu', overlay: true });
      }

      await open(page, `/event/${event.id}`, event.title);
      await expect(page.getByRole('heading', { name: 'Event Information' })).toBeVisible();
      await check(page, testInfo, { name: 'event' });
      await page.getByRole('button', { name: 'Book Event' }).click();
      await expect(page.getByRole('dialog', { name: BOOKING_DIALOG_TITLE })).toBeVisible();
      await check(page, testInfo, { name: 'booking-dialog', overlay: true });

      await open(page, `/event/missing-${uniqueToken()}`, EVENT_NOT_FOUND);
      await expect(page.getByRole('link', { name: 'Back to Events' })).toHaveAttribute(
        'href',
        '/#events',
      );
      await check(page, testInfo, { name: 'event-not-found' });

      await open(page, '/no/such/page', NOT_FOUND_TITLE);
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Return to Home' }),
      ).toHaveAttribute('href', '/');
      await check(page, testInfo, { name: 'not-found' });

      await open(page, '/login');
      await check(page, testInfo, { name: 'login' });
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('button', { name: SEND_RESET_LINK })).toBeVisible();
      await check(page, testInfo, { name: 'forgot-password' });
      await open(page, '/signup');
      await check(page, testInfo, { name: 'signup' });
      await page.goto(`/reset-password?mode=resetPassword&oobCode=${resetCode}`);
      await expect(page.getByLabel('Confirm new password')).toBeVisible();
      await check(page, testInfo, { name: 'reset-password' });

      await open(page, '/places', 'Places');
      await page.getByLabel('Search places').fill(place);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
      await check(page, testInfo);
      await page.getByRole('button', { name: `View details of ${place}` }).click();
      await expect(page.getByRole('dialog', { name: place })).toBeVisible();
      await check(page, testInfo);

      await open(page, '/stories', 'Stories');
      await check(page, testInfo);
      await open(page, `/story/${story.id}`, story.title);
      await check(page, testInfo);
      await open(page, `/story/missing-${uniqueToken()}`, 'Story not found');
      await check(page, testInfo);

      // A guest waiting on an unknown session; then a member, invited to self-discovery first.
      await open(page, `/booking-success?session_id=cs_test_sweep_${uniqueToken()}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Waiting for your booking...' }),
      ).toBeVisible();
      await check(page, testInfo);
      await signIn(page, member.email);
      await open(page, `/booking-success?session_id=cs_test_sweep_${uniqueToken()}`);
      const invite = page.getByRole('dialog', { name: 'Start your self-discovery path' });
      await expect(invite).toBeVisible();
      await check(page, testInfo);
      await invite.getByRole('button', { name: 'Maybe later' }).click();
      await expect(invite).toBeHidden();
      await check(page, testInfo);
    });

    test(`console screens by keyboard: focus in sight, 24 px targets (${width} px)`, async ({
      browser,
    }) => {
      // Tabbing through every element of seven screens: a long walk.
      test.slow();
      const { admin } = await seedOnce();
      const screens: Array<{ path: string; heading: string; ready: (page: Page) => Locator }> = [
        {
          path: '/admin',
          heading: 'Admin Dashboard',
          ready: (page) => page.getByRole('img', { name: /^Bookings per week: / }),
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
      const page = await openAs(browser, admin.email, '/admin');
      await page.setViewportSize({ width, height: 900 });
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await expect(screen.ready(page), screen.path).toBeVisible();
        await test.step(screen.path, () => expectFocusUnobscuredAndTargetsSized(page, [width]));
      }
      await page.context().close();
    });
  });
}
