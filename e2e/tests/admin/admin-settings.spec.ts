// Issue 39 item 3: an admin sets a 72 h refund window on one event, and the event page and the
// booking dialog state it; the admin edits the monthly plan, and the membership offer shows the
// new price and perks before checkout, whose Stripe page charges the new price. A members-first
// event (early access) shows on a member's dashboard with when the public can book, and stays
// hidden from a visitor.
import {
  BECOME_MEMBER,
  BOOK_EVENT,
  BOOKING_DIALOG_TITLE,
  COLLECTIONS,
  EARLY_ACCESS_LIST_TITLE,
  EVENT_NOT_FOUND,
  earlyAccessNotice,
  formatEventDateTime,
  EVENT_POLICY_SECTION,
  MEMBERSHIP_PLAN_LABELS,
  PLAN_SAVED,
  PLAN_SAVED_NEW_PRICE,
  POLICY_FIELD_LABELS,
  POLICY_SAVED,
  REFUND_POLICY_TEXT,
  planEarlyAccessPerk,
} from '@brunchers/model';
import { expect, test } from '../../fixtures/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, createEvent } from '../../fixtures/admin';
import { expectNoAxeViolations, screenshotWidths, toast } from '../../fixtures/pages';
import { STRIPE_URL } from '../../fixtures/stack';
import { createMember, grantRole, signIn } from '../member/member-fixtures';

const SEVENTY_TWO =
  'Full refund when you cancel at least 72 hours before the brunch starts; no refund after that.';

test('an admin sets an event’s refund window and edits the membership plan; members read both before paying', async ({
  page,
}, testInfo) => {
  test.slow();
  const admin = await createMember({ name: 'Paula Policy' });
  await grantRole(admin.uid, 'admin');
  const { id } = await createEvent();
  await signIn(page, admin.email);

  // The city's defaults: the console shows them and what customers read.
  await page.goto('/admin/policies');
  const policies = page.getByRole('form', { name: 'Policies' });
  await expect(policies.getByLabel(POLICY_FIELD_LABELS.refund_window_hours)).toHaveValue('48');
  await expect(page.getByTestId('policy-preview')).toHaveText(REFUND_POLICY_TEXT);
  // Out of Stripe Checkout's bounds: refused with the reason, nothing saved.
  await policies.getByLabel(POLICY_FIELD_LABELS.checkout_hold_minutes).fill('20');
  await policies.getByRole('button', { name: 'Save policies' }).click();
  await expect(policies.getByText('Checkout hold (minutes): at least 31.')).toBeVisible();
  await policies.getByLabel(POLICY_FIELD_LABELS.checkout_hold_minutes).fill('45');
  await policies.getByRole('button', { name: 'Save policies' }).click();
  await expect(toast(page, POLICY_SAVED)).toBeVisible();
  await expectNoAxeViolations(page, ['wcag22aa']);
  await screenshotWidths(page, 'admin-policies', testInfo);

  // This event's own window: 72 h.
  await page.goto(`/admin/events/${id}/edit`);
  const own = page.getByRole('heading', { name: EVENT_POLICY_SECTION });
  await expect(own).toBeVisible();
  await page.getByLabel(POLICY_FIELD_LABELS.refund_window_hours).fill('72');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Event saved')).toBeVisible();

  await page.goto(`/event/${id}`);
  await expect(page.getByTestId('refund-policy')).toContainText(SEVENTY_TWO);
  await page.getByRole('button', { name: BOOK_EVENT }).click();
  const dialog = page.getByRole('dialog', { name: BOOKING_DIALOG_TITLE });
  await expect(dialog.getByTestId('booking-refund-policy')).toContainText(SEVENTY_TWO);
  await page.keyboard.press('Escape');

  // The monthly plan: made at Stripe on the first save, then a new price.
  await page.goto('/admin/membership');
  const monthly = page.getByRole('form', { name: MEMBERSHIP_PLAN_LABELS.monthly });
  await monthly.getByLabel('Name').fill('Brunch Club Monthly');
  await monthly.getByLabel('Price (€)').fill('12.50');
  await monthly.getByLabel('Perks').fill('A coffee on the house\nMember-only tastings');
  await monthly.getByLabel(/^Early access/).fill('24');
  await monthly.getByRole('button', { name: 'Save plan' }).click();
  await expect(toast(page, PLAN_SAVED)).toBeVisible();
  await expect(monthly.getByText(/^Stripe price price_/)).toBeVisible();
  await monthly.getByLabel('Price (€)').fill('14');
  await monthly.getByRole('button', { name: 'Save plan' }).click();
  await expect(toast(page, PLAN_SAVED_NEW_PRICE)).toBeVisible();
  await expectNoAxeViolations(page, ['wcag22aa']);
  await screenshotWidths(page, 'admin-membership', testInfo);

  // Before checkout: the plan's name, new price and perks.
  await page.goto('/profile');
  const offer = page.getByRole('region', { name: BECOME_MEMBER });
  const plan = offer.getByTestId('plan-offer-monthly');
  await expect(plan).toContainText('Brunch Club Monthly');
  await expect(plan.getByTestId('plan-price-monthly')).toHaveText('€14.00 / month');
  await expect(plan).toContainText('A coffee on the house');
  await expect(plan).toContainText(planEarlyAccessPerk(24));
  await screenshotWidths(page, 'membership-offer', testInfo);
  await plan
    .getByRole('button', { name: `${BECOME_MEMBER}: ${MEMBERSHIP_PLAN_LABELS.monthly}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${STRIPE_URL}/checkout/`));
  await expect(page.getByRole('button', { name: 'Pay €14.00' })).toBeVisible();
});

test('a members-first event: a member sees it and when the public can book; a visitor does not', async ({
  page,
  browser,
}) => {
  test.slow();
  const publicFrom = new Date(Date.now() + 48 * 3_600_000);
  const { id, event } = await createEvent({
    status: 'early_access',
    public_from: Timestamp.fromDate(publicFrom),
  });
  const member = await createMember({ name: 'Mia Member' });
  await adminDb.collection(COLLECTIONS.memberships).doc(member.uid).set({
    status: 'active',
    subscription_id: 'sub_e2e',
    customer_id: 'cus_e2e',
    product_id: null,
    price_id: null,
    current_period_end: null,
    cancel_at_period_end: false,
    updated_at: Timestamp.now(),
  });
  await signIn(page, member.email);
  const early = page.getByRole('region', { name: EARLY_ACCESS_LIST_TITLE });
  await early
    .getByRole('link', { name: new RegExp(event.title) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/event/${id}$`));
  await expect(page.getByTestId('early-access')).toHaveText(
    earlyAccessNotice(formatEventDateTime(publicFrom)),
  );

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/event/${id}`);
  await expect(visitor.getByRole('heading', { name: EVENT_NOT_FOUND })).toBeVisible();
});
