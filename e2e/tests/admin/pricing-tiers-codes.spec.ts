// Issue 39.4's journey: an admin gives an event an early-bird tier and creates a promotion code in
// the console; a guest books with the code, sees the tier, the list vs. paid price and the code's
// effect, and Stripe's checkout asks for exactly that reduced total, which the ledger records.
import {
  BOOKING_DIALOG_TITLE,
  COLLECTIONS,
  PRICE_LIST_LABEL,
  PRICE_TIERS_SAVED,
  PROMO_CODE_APPLY,
  PROMO_CODE_CREATED,
  PROMO_CODE_ERRORS,
  PROMO_CODE_FIELDS,
  PROMO_CODE_LABEL,
  PRICE_TIER_FIELDS,
  TIER_NAMES,
  codeEffect,
  type BookingDoc,
} from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { adminDb, createEvent, uniqueToken } from '../../fixtures/admin';
import {
  SCREEN_WIDTHS,
  expectNoAxeViolations,
  screenshotWidths,
  toast,
} from '../../fixtures/pages';
import { createMember, grantRole } from '../member/member-fixtures';
import { openAs } from './admin-fixtures';

test('admin sets an early bird and a code; a guest books with it and pays the reduced total', async ({
  browser,
  page,
  context,
}, testInfo) => {
  const admin = await createMember();
  await grantRole(admin.uid, 'admin');
  const { id, event } = await createEvent({ title: `Pricing Brunch ${uniqueToken()}`, price: 25 });
  const code = `EARLY${uniqueToken().toUpperCase()}`.slice(0, 16);

  // The console: the event's early bird (€20.00 for the first 5 seats), then a 20% code.
  const organiser = await openAs(browser, admin.email, '/admin/pricing');
  await organiser.getByLabel('Event', { exact: true }).selectOption(id);
  await organiser.getByLabel(PRICE_TIER_FIELDS.earlyBird, { exact: true }).check();
  await organiser.getByLabel(PRICE_TIER_FIELDS.earlyBirdPrice, { exact: true }).fill('20.00');
  await organiser.getByLabel(PRICE_TIER_FIELDS.earlyBirdSeatCap, { exact: true }).fill('5');
  await organiser.getByRole('button', { name: 'Save tiers' }).click();
  await expect(toast(organiser, PRICE_TIERS_SAVED)).toBeVisible();
  await expect
    .poll(async () =>
      (await adminDb.collection(COLLECTIONS.events).doc(id).get()).get('price_tiers'),
    )
    .toEqual({ early_bird: { price_cents: 2_000, ends_at: null, seat_cap: 5 }, member: null });

  await organiser.getByLabel(PROMO_CODE_FIELDS.code, { exact: true }).fill(code.toLowerCase());
  await organiser.getByLabel(PROMO_CODE_FIELDS.percent, { exact: true }).fill('20');
  await organiser.getByLabel(PROMO_CODE_FIELDS.maxRedemptions).fill('5');
  await organiser.getByRole('button', { name: 'Create code' }).click();
  await expect(toast(organiser, PROMO_CODE_CREATED)).toBeVisible();
  const row = organiser.getByTestId(`promo-${code}`);
  await expect(row).toContainText('20% off');
  await expect(row).toContainText(`${PROMO_CODE_FIELDS.redeemed}: 0 / 5`);
  await expectNoAxeViolations(organiser);
  await screenshotWidths(organiser, 'pricing-console', testInfo);

  // The landing grid's card and the event page's card show what a guest would pay (issue 39):
  // the early bird, the standard price struck through.
  await page.goto('/');
  const gridPrice = page.locator(`a[href="/event/${id}"]`).getByTestId('event-price');
  await expect(gridPrice).toHaveAttribute('data-tier', 'early_bird');
  await expect(gridPrice.getByTestId('event-price-unit')).toHaveText('€20.00');
  await expect(gridPrice.getByLabel(PRICE_LIST_LABEL)).toHaveText('€25.00');
  const viewport = page.viewportSize();
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: viewport?.height ?? 900 });
    await page
      .locator(`a[href="/event/${id}"]`)
      .screenshot({ path: testInfo.outputPath(`pricing-grid-card-${width}.png`) });
  }
  await page.goto(`/event/${id}`);
  const cardPrice = page.getByTestId('event-price');
  await expect(cardPrice).toContainText(TIER_NAMES.early_bird);
  await expect(cardPrice.getByTestId('event-price-unit')).toHaveText('€20.00');
  await expect(cardPrice.getByLabel(PRICE_LIST_LABEL)).toHaveText('€25.00');
  await screenshotWidths(page, 'pricing-event-card', testInfo);
  if (viewport) await page.setViewportSize(viewport);

  // A guest: the tier shows, a wrong code says why, the code's effect and the reduced total.
  await page.getByRole('button', { name: 'Book Event' }).click();
  const dialog = page.getByRole('dialog', { name: BOOKING_DIALOG_TITLE });
  await dialog.getByLabel('Number of guests').selectOption('2');
  await expect(dialog.getByTestId('booking-tier')).toHaveText(TIER_NAMES.early_bird);
  await expect(dialog.getByTestId('booking-unit')).toHaveText('€20.00');
  await dialog.getByLabel(PROMO_CODE_LABEL).fill('NOSUCHCODE');
  await dialog.getByRole('button', { name: PROMO_CODE_APPLY }).click();
  await expect(dialog.getByRole('alert')).toHaveText(PROMO_CODE_ERRORS.unknown);
  await dialog.getByLabel(PROMO_CODE_LABEL).fill(code.toLowerCase());
  await dialog.getByRole('button', { name: PROMO_CODE_APPLY }).click();
  await expect(dialog.getByTestId('promo-effect')).toHaveText(codeEffect(800, code));
  await expect(dialog.getByTestId('booking-total')).toHaveText('€32.00');
  await dialog.getByLabel('Your name').fill('Gina Guest');
  await dialog.getByLabel('Your email').fill(`gina.${uniqueToken()}@example.com`);
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'pricing-booking-dialog', testInfo);
  // On a phone the dialog scrolls: the price summary, as seen there.
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByTestId('booking-total').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('pricing-dialog-total-390.png') });

  // Stripe's checkout asks for the reduced total (not 2 × €25.00), and is paid.
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Pay €32.00' }).click(),
  ]);
  await expect(checkout.getByRole('heading', { name: 'Pay €32.00' })).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay €32.00' }).click();
  await expect(checkout).toHaveURL(/\/booking-success\?session_id=/);

  // The ledger charged what Stripe took; the code counts one use.
  await expect
    .poll(async () => {
      const found = await adminDb
        .collection(COLLECTIONS.bookings)
        .where('event_id', '==', id)
        .where('status', '==', 'confirmed')
        .get();
      const booking = found.docs[0]?.data() as BookingDoc | undefined;
      return booking?.ledger?.map((entry) => [entry.kind, entry.amount_cents]) ?? null;
    })
    .toEqual([['charge', 3_200]]);
  await expect(row).toContainText(`${PROMO_CODE_FIELDS.redeemed}: 1 / 5`);
  expect(event.price_cents * 2).toBe(5_000);
});
