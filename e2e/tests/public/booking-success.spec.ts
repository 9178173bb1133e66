// /booking-success beyond the happy path (event-booking.spec.ts): an unknown session id: live
// waiting, then after 30 s (Playwright's clock, no test-only code in the app) a clear message with
// ways on, axe-clean, and a booking that shows up late followed live. The self-discovery dialog's
// 1.5 s delay and its link are web/test/booking-success.test.tsx's (fake timers); the sweep
// checks the open dialog with axe.
import {
  BOOKING_CONFIRMED,
  BROWSE_MORE_EVENTS,
  COLLECTIONS,
  VIEW_MY_BOOKINGS,
} from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { adminDb, uniqueToken } from '../../fixtures/admin';
import { expectNoAxeViolations, screenshotWidths } from '../../fixtures/pages';

const INVITE = 'Start your self-discovery path';
const WAITING = 'Waiting for your booking...';
const NOT_FOUND = "We couldn't find this booking";

test.describe('booking success', () => {
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
