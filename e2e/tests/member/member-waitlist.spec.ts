// Issue 21: the waitlist end to end in Chromium. Member A books and pays for the last seats;
// member B joins the waitlist and sees position 1; A cancels from My Bookings and is refunded, so
// the freed seats are offered to B: the banner appears live on B's page and the offer mail arrives
// in MailDev; B books exactly those seats, pays and is confirmed.
import {
  BOOK_OFFERED_SEATS,
  BOOKING_CONFIRMED,
  BOOKING_DIALOG_TITLE,
  BOOKING_STATE_LABELS,
  CANCEL_BOOKING,
  CANCEL_BOOKING_TITLE,
  COLLECTIONS,
  JOIN_WAITLIST,
  OFFER_BANNER_TITLE,
  WAITLIST_DIALOG_TITLE,
  WAITLIST_PRIORITY_NOTE,
  waitlistPositionLabel,
} from '@brunchers/model';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { adminDb, createEvent } from '../../fixtures/admin';
import { expectNoAxeViolations, screenshotWidths } from '../../fixtures/pages';
import { MAIL_URL } from '../../fixtures/stack';
import { callAs, createMember, grantRole, signIn } from './member-fixtures';

// A whole journey through two members and Stripe's page twice.
test.slow();

interface MailDevMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** A member arriving on the success page is invited to the self-discovery path: set it aside. */
async function setInviteAside(page: Page) {
  await page
    .getByRole('dialog', { name: 'Start your self-discovery path' })
    .getByRole('button', { name: 'Maybe later' })
    .click();
}

async function mailsTo(email: string): Promise<MailDevMail[]> {
  const all = (await (await fetch(`${MAIL_URL}/api/email`)).json()) as MailDevMail[];
  return all.filter((mail) => mail.to.some((to) => to.address === email));
}

test('B waits at #1, gets the seats A cancelled and was refunded for (banner and mail), pays and is confirmed', async ({
  browser,
}, testInfo) => {
  const { id, event } = await createEvent({ spots_total: 2, spots_left: 2, price: 20 });
  const a = await createMember({ name: 'Ana Early' });
  const b = await createMember({ name: 'Bea Waiting' });
  const aContext = await browser.newContext();
  const bContext = await browser.newContext();
  const aPage = await aContext.newPage();
  const bPage = await bContext.newPage();

  // A books and pays for the last two seats: the event is sold out.
  await signIn(aPage, a.email);
  await aPage.goto(`/event/${id}`);
  await aPage.getByRole('button', { name: 'Book Event' }).click();
  const dialog = aPage.getByRole('dialog', { name: BOOKING_DIALOG_TITLE });
  await dialog.getByLabel('Number of guests').selectOption('2');
  const [aCheckout] = await Promise.all([
    aContext.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Pay €40.00' }).click(),
  ]);
  await aCheckout.getByRole('button', { name: 'Pay €40.00' }).click();
  await expect(aCheckout).toHaveURL(/\/booking-success\?session_id=/);
  await setInviteAside(aCheckout);
  await expect(aCheckout.getByRole('heading', { name: BOOKING_CONFIRMED })).toBeVisible();

  // B finds it sold out, reads the order offers go in, and joins for two.
  await signIn(bPage, b.email);
  await bPage.goto(`/event/${id}`);
  await expect(bPage.getByTestId('spots-available')).toHaveText('0 of 2');
  await bPage.getByRole('button', { name: JOIN_WAITLIST }).click();
  const join = bPage.getByRole('dialog', { name: WAITLIST_DIALOG_TITLE });
  await expect(join).toContainText(WAITLIST_PRIORITY_NOTE);
  await join.getByLabel('Seats you want').selectOption('2');
  await join.getByRole('button', { name: JOIN_WAITLIST }).click();
  await expect(bPage.getByTestId('waitlist-position')).toContainText(waitlistPositionLabel(1));
  await expect(bPage.getByTestId('waitlist-panel')).toContainText(WAITLIST_PRIORITY_NOTE);
  await expectNoAxeViolations(bPage);
  await screenshotWidths(bPage, 'waitlist-position', testInfo);

  // A cancels from My Bookings, a week ahead: refunded in full; the seats go to B, never on sale.
  await aPage.goto('/profile');
  const aRow = aPage.getByRole('listitem').filter({ hasText: event.title });
  await aRow.getByRole('button', { name: `${CANCEL_BOOKING}: ${event.title}` }).click();
  const cancelDialog = aPage.getByRole('dialog', { name: CANCEL_BOOKING_TITLE });
  await expect(cancelDialog.getByTestId('refund-quote')).toHaveText(
    'You get €40.00 back; 2 seats go back to the event.',
  );
  await cancelDialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(aRow.getByTestId('booking-status')).toHaveText(BOOKING_STATE_LABELS.refunded);
  const banner = bPage.getByTestId('offer-banner');
  await expect(banner).toContainText(OFFER_BANNER_TITLE);
  await expect(banner).toContainText(`2 seats at ${event.title}`);
  await expect(bPage.getByTestId('spots-available')).toHaveText('0 of 2');
  await expectNoAxeViolations(bPage);
  await screenshotWidths(bPage, 'waitlist-offer-banner', testInfo);

  // The offer mail, with the link that books the held seats.
  await expect.poll(async () => (await mailsTo(b.email)).length).toBe(1);
  const [offerMail] = await mailsTo(b.email);
  expect(offerMail!.subject).toBe(`Seats for you: ${event.title}`);
  const link = new RegExp(`${BOOK_OFFERED_SEATS}: (\\S+)`).exec(offerMail!.text)?.[1];
  expect(link).toMatch(/\/offer\/[\w-]+$/);
  const bookingId = new URL(link!).pathname.split('/').pop()!;
  const entries = await adminDb
    .collection(COLLECTIONS.waitlistEntries)
    .where('user_id', '==', b.uid)
    .get();
  expect(entries.docs.map((doc) => doc.get('offer_booking_id'))).toEqual([bookingId]);

  // B follows the banner, pays for exactly those two seats and is confirmed.
  await banner.getByRole('link', { name: BOOK_OFFERED_SEATS }).click();
  await expect(bPage).toHaveURL(`/offer/${bookingId}`);
  await expect(bPage.getByTestId('offer-details')).toContainText('€40.00');
  await screenshotWidths(bPage, 'waitlist-offer-page', testInfo);
  await bPage.getByRole('button', { name: BOOK_OFFERED_SEATS }).click();
  await bPage.getByRole('button', { name: 'Pay €40.00' }).click();
  await expect(bPage).toHaveURL(/\/booking-success\?session_id=/);
  await setInviteAside(bPage);
  await expect(bPage.getByRole('heading', { name: BOOKING_CONFIRMED })).toBeVisible();
  await expect
    .poll(async () => (await adminDb.doc(`${COLLECTIONS.bookings}/${bookingId}`).get()).data())
    .toMatchObject({ status: 'confirmed', user_id: b.uid, guest_count: 2 });
  await expect.poll(async () => (await entries.docs[0]!.ref.get()).get('status')).toBe('booked');
  const after = (await adminDb.doc(`${COLLECTIONS.events}/${id}`).get()).data()!;
  expect(after).toMatchObject({ spots_left: 0, seats_held: 0 });

  await aContext.close();
  await bContext.close();
});

test('the organiser sees each event’s waitlist in offer order, members with priority first', async ({
  page,
}, testInfo) => {
  const { id, event } = await createEvent({ spots_total: 2, spots_left: 0 });
  const admin = await createMember({ name: 'Olga Organiser' });
  await grantRole(admin.uid, 'admin');
  const waiting = await createMember({ name: 'Walt Waiting' });
  const vip = await createMember({ name: 'Vera Member' });
  await adminDb.doc(`${COLLECTIONS.memberships}/${vip.uid}`).set({
    status: 'active',
    subscription_id: 'sub_e2e',
    customer_id: 'cus_e2e',
    product_id: null,
    price_id: null,
    current_period_end: null,
    cancel_at_period_end: false,
    updated_at: new Date(),
  });
  for (const who of [waiting, vip])
    expect((await callAs(who.email, 'joinWaitlist', { eventId: id, partySize: 2 })).status).toBe(
      200,
    );

  await signIn(page, admin.email);
  await page.goto('/admin');
  // The waitlists have their own console page (the overview's tabs are the spec's three).
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Waitlists' })
    .click();
  await expect(page).toHaveURL('/admin/waitlists');
  const list = page.getByTestId(`waitlist-${id}`);
  await expect(page.getByRole('region', { name: `Waitlist of ${event.title}` })).toBeVisible();
  const rows = list.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  // The member joined second but is offered seats first.
  for (const text of ['1.', vip.email, '2 seats', 'member priority', 'waiting'])
    await expect(rows.nth(0)).toContainText(text);
  for (const text of ['2.', waiting.email, '2 seats', 'waiting'])
    await expect(rows.nth(1)).toContainText(text);
  await expect(rows.nth(1)).not.toContainText('member priority');
  await screenshotWidths(page, 'admin-waitlists', testInfo);
});
