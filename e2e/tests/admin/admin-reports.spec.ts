// Issue 39 item 5, the console's reports in Chromium against the real local stack (functions,
// Stripe stand-in): a member pays for a brunch on Stripe's page, the organiser refunds part of it,
// the party is checked in, and the admin opens Reports from the console's navigation: the month's
// gross, refunds and net include them (the event's row shows exactly them), the member's cohort
// shows, and the CSV downloads hold the rows the tables show.
import { readFile } from 'node:fs/promises';
import {
  ADMIN_SECTIONS,
  COLLECTIONS,
  REPORT_PERIOD_LABEL,
  REPORT_PERIOD_OPTIONS,
  REPORT_SECTIONS,
  formatEuros,
  reportMonthKey,
  reportPeriodId,
  reportWeekKey,
  type LedgerEntry,
} from '@brunchers/model';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { adminDb, createEvent, uniqueToken } from '../../fixtures/admin';
import { expectNoAxeViolations, screenshotWidths } from '../../fixtures/pages';
import { callAs, createMember, grantRole, signIn } from '../member/member-fixtures';

// A payment through Stripe's page and a refund through Stripe: slow on a busy machine.
test.slow();

/** The month's figures as the server keeps them before this test (others may have run before). */
async function monthFigures(month: string) {
  const doc = await adminDb
    .collection(COLLECTIONS.reportPeriods)
    .doc(reportPeriodId('month', month))
    .get();
  return {
    gross: (doc.get('gross_cents') as number | undefined) ?? 0,
    refunds: (doc.get('refund_cents') as number | undefined) ?? 0,
  };
}

/** Clicks a section's CSV button and parses the file it downloads. */
async function downloadCsv(page: Page, section: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download CSV (${section})` }).click();
  const file = await download;
  const text = await readFile((await file.path())!, 'utf8');
  return {
    name: file.suggestedFilename(),
    rows: Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data,
  };
}

test('an admin reads the month revenue after a booking and a refund, and downloads it as CSV', async ({
  page,
  browser,
}, testInfo) => {
  const admin = await createMember({ name: `Owner ${uniqueToken()}` });
  await grantRole(admin.uid, 'admin');
  const member = await createMember();
  const { id: eventId, event } = await createEvent({
    title: `Report Brunch ${uniqueToken()}`,
    price: 20,
    spots_total: 10,
    spots_left: 10,
  });
  const month = reportMonthKey(new Date());
  const before = await monthFigures(month);

  // The member pays €40 for two seats on Stripe's page.
  const { status, body } = await callAs(member.email, 'createCheckout', {
    eventId,
    guestCount: 2,
  });
  expect(status).toBe(200);
  const { url, bookingId } = (body as { result: { url: string; bookingId: string } }).result;
  await page.goto(url);
  await page.getByRole('button', { name: 'Pay €40.00' }).click();
  await expect(page).toHaveURL(/\/booking-success\?session_id=/);
  const booking = adminDb.collection(COLLECTIONS.bookings).doc(bookingId);
  await expect.poll(async () => (await booking.get()).get('status')).toBe('confirmed');

  // The organiser refunds €15 of it; Stripe settles it into the ledger.
  const refund = await callAs(admin.email, 'manageBooking', {
    action: 'refund',
    bookingId,
    amountCents: 1500,
    reason: 'The terrace was closed.',
    requestId: crypto.randomUUID(),
  });
  expect(refund.status).toBe(200);
  await expect
    .poll(async () =>
      ((await booking.get()).get('ledger') as LedgerEntry[] | undefined)
        ?.filter((entry) => entry.kind === 'refund')
        .map((entry) => entry.amount_cents),
    )
    .toEqual([1500]);

  // The party comes through the door (as the partner's check-in writes it).
  await adminDb
    .collection(COLLECTIONS.eventAttendances)
    .doc(bookingId)
    .update({ marked_present: true, marked_present_at: new Date(), arrived_count: 2 });

  const console = await (await browser.newContext()).newPage();
  await signIn(console, admin.email);
  await console.goto('/admin');
  await console
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: ADMIN_SECTIONS.reports })
    .click();
  await expect(console).toHaveURL('/admin/reports');
  await expect(
    console.getByRole('heading', { level: 1, name: ADMIN_SECTIONS.reports }),
  ).toBeVisible();

  // The event's row: €40 in, €15 out, 2 of 10 seats sold.
  const eventRow = console.getByTestId(`report-event-${eventId}`);
  await expect(eventRow).toContainText(event.title);
  await expect(eventRow).toContainText('2 / 10');
  await expect(eventRow).toContainText('20.0%');
  await expect(eventRow).toContainText(
    [formatEuros(4000), formatEuros(1500), formatEuros(2500)].join(''),
  );

  // The check-in reaches the event's row and, through the member's attended brunches, the
  // cohort of this month (the member's first brunch).
  await expect(eventRow).toContainText('1 / 1');
  await expect(console.getByTestId(`cohort-${month}`)).toContainText('100.0%');

  // The month's row: what the server holds for the month (live), this booking and refund
  // included (earlier tests of this worker's project may have added theirs).
  const monthRow = console.getByTestId(`revenue-${month}`);
  const rowText = (figures: { gross: number; refunds: number }) =>
    [
      month,
      formatEuros(figures.gross),
      formatEuros(figures.refunds),
      formatEuros(figures.gross - figures.refunds),
    ].join('');
  await expect
    .poll(async () => {
      const held = await monthFigures(month);
      const enough = held.gross >= before.gross + 4000 && held.refunds >= before.refunds + 1500;
      return enough && (await monthRow.textContent()) === rowText(held);
    })
    .toBe(true);
  await expectNoAxeViolations(console);

  // The CSV holds the rows the table shows.
  const shown = await monthRow.locator('td').allTextContents();
  const revenue = await downloadCsv(console, REPORT_SECTIONS.revenue);
  expect(revenue.name).toBe('revenue-month.csv');
  expect(revenue.rows).toHaveLength(12);
  const last = revenue.rows.at(-1)!;
  expect(last.period).toBe(month);
  expect(
    [last.gross_eur, last.refunds_eur, last.net_eur].map((value) =>
      formatEuros(Math.round(Number(value) * 100)),
    ),
  ).toEqual(shown);
  expect(Number(last.gross_eur) - Number(last.refunds_eur)).toBeCloseTo(Number(last.net_eur), 2);
  const events = await downloadCsv(console, REPORT_SECTIONS.events);
  expect(events.rows.find((row) => row.event === event.title)).toMatchObject({
    seats_sold: '2',
    seats_total: '10',
    sell_through_pct: '20.0',
    gross_eur: '40.00',
    refunds_eur: '15.00',
    net_eur: '25.00',
  });

  // Weekly: this week's row has the same money as the month's at least.
  await console
    .getByRole('combobox', { name: REPORT_PERIOD_LABEL })
    .selectOption({ label: REPORT_PERIOD_OPTIONS.week });
  const week = reportWeekKey(new Date());
  await expect(console.getByTestId(`revenue-${week}`)).toBeVisible();
  const weekly = await downloadCsv(console, REPORT_SECTIONS.revenue);
  expect(weekly.name).toBe('revenue-week.csv');
  expect(weekly.rows.at(-1)?.period).toBe(week);
  expect(Number(weekly.rows.at(-1)?.gross_eur)).toBeGreaterThanOrEqual(40);

  await console
    .getByRole('combobox', { name: REPORT_PERIOD_LABEL })
    .selectOption({ label: REPORT_PERIOD_OPTIONS.month });
  await expect(monthRow).toBeVisible();
  await screenshotWidths(console, 'admin-reports', testInfo);
});
