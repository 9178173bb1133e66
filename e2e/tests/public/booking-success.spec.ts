// /booking-success beyond the happy path (event-booking.spec.ts): the self-discovery dialog's
// 1.5 s delay measured in the page, and an unknown session id: live waiting, then after 30 s
// (Playwright's clock, no test-only code in the app) a clear message with ways on.
import {
  BOOKING_CONFIRMED,
  BOOKING_SUCCESS_DIALOG_MS,
  BROWSE_MORE_EVENTS,
  COLLECTIONS,
  VIEW_MY_BOOKINGS,
} from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { adminDb, uniqueToken } from '../../fixtures/admin';
import { createMember, signIn } from '../member/member-fixtures';
import { expectNoAxeViolations, screenshotWidths } from '../../fixtures/pages';

const INVITE = 'Start your self-discovery path';
const WAITING = 'Waiting for your booking...';
const NOT_FOUND = "We couldn't find this booking";

test.describe('booking success', () => {
  test('the self-discovery dialog opens 1.5 s after arrival, not before', async ({ page }) => {
    // The path is a member's: the invite is for a signed-in member (a guest gets an account offer).
    await signIn(page, (await createMember()).email);
    // Measured in the page (no round trips to the test runner): when the page first shows its
    // heading and when the dialog appears. Timers never fire early, so the lower bound holds on any
    // machine; there is no upper bound, as a loaded machine may fire the timer late.
    await page.addInitScript(() => {
      const times: { page?: number; dialog?: number } = {};
      (window as unknown as { __times: typeof times }).__times = times;
      new MutationObserver(() => {
        if (times.page === undefined && document.querySelector('main h1'))
          times.page = performance.now();
        if (times.dialog === undefined && document.querySelector('[role="dialog"]'))
          times.dialog = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/booking-success?session_id=cs_test_timing_${uniqueToken()}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const invite = page.getByRole('dialog', { name: INVITE });
    await expect(invite).toBeVisible();
    const times = await page.evaluate(
      () => (window as unknown as { __times: { page: number; dialog: number } }).__times,
    );
    expect(times.dialog - times.page).toBeGreaterThanOrEqual(BOOKING_SUCCESS_DIALOG_MS);
    await expect(invite.getByRole('link', { name: 'See my path' })).toHaveAttribute(
      'href',
      '/self-discovery',
    );
  });

  test('an unknown session waits, after 30 s says the booking cannot be found, and still follows it live', async ({
    page,
  }, testInfo) => {
    const sessionId = `cs_test_unknown_${uniqueToken()}`;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    // The page notes (on its fake clock) when it starts waiting: its 30 s count starts then.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const h1 = document.querySelector('main h1');
        if (h1?.textContent?.includes('Waiting')) {
          (window as unknown as { __waitingAt: number }).__waitingAt = Date.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(`/booking-success?session_id=${sessionId}`);
    const heading = (name: string) => page.getByRole('heading', { level: 1, name });
    await expect(heading(WAITING)).toBeVisible();
    // From here the page's clock moves only when the test moves it, so a loaded machine's real
    // seconds cannot run the 30 s out early (10 s of margin for the pause to arrive).
    const { now, waitingAt } = await page.evaluate(() => ({
      now: Date.now(),
      waitingAt: (window as unknown as { __waitingAt: number }).__waitingAt,
    }));
    await page.clock.pauseAt(now + 10_000);
    const waited = now + 10_000 - waitingAt;

    // A guest gets no self-discovery invite (a member's path).
    await expect(page.getByRole('dialog', { name: INVITE })).toHaveCount(0);

    // Still waiting before 30 s…
    expect(waited).toBeLessThan(25_000);
    await page.clock.runFor(25_000 - waited);
    await expect(heading(WAITING)).toBeVisible();
    // …and past 30 s it stops and says so, with ways on.
    await page.clock.runFor(6_000);
    await expect(heading(NOT_FOUND)).toBeVisible();
    await expect(heading(WAITING)).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'check your e-mail for the confirmation',
    );
    // A guest has no bookings page to go to.
    await expect(page.getByRole('main').getByRole('link', { name: VIEW_MY_BOOKINGS })).toHaveCount(
      0,
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: BROWSE_MORE_EVENTS }),
    ).toHaveAttribute('href', '/#events');
    // Time runs again (axe and the SDK's timers need it); the page has given up for good.
    await page.clock.resume();
    await expectNoAxeViolations(page);
    await screenshotWidths(page, 'booking-not-found', testInfo);

    // The page keeps listening: a booking that shows up after all is shown as it is.
    await adminDb
      .collection(COLLECTIONS.checkoutSessions)
      .doc(sessionId)
      .set({
        booking_id: `b-${sessionId}`,
        event_id: 'e2e-late-event',
        event_title: 'Late Brunch',
        guest_count: 2,
        total_amount_cents: 5000,
        status: 'confirmed',
        updated_at: new Date(),
      });
    await expect(page.getByRole('heading', { name: BOOKING_CONFIRMED })).toBeVisible();
  });
});
