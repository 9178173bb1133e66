// Issue 33 item 6: every mail says exactly what happened to the money.
import { describe, expect, it } from 'vitest';
import { moneyRow, renderMail, type MailTemplateInput } from '../src/index';

const input = (overrides: Partial<MailTemplateInput>): MailTemplateInput => ({
  kind: 'booking_confirmed',
  appUrl: 'https://brunchers.app',
  event: {
    title: 'Garden Brunch',
    event_date: '2026-12-20',
    event_time: '11:00',
    location_name: 'The Greenhouse',
    address: 'Rua Verde 1',
    city: 'Lisbon',
  },
  name: 'Ana',
  partySize: 2,
  totalCents: 5_000,
  bookingUrl: 'https://brunchers.app/my-bookings',
  eventUrl: 'https://brunchers.app/event/e1',
  mapsUrl: 'https://maps.example/x',
  ...overrides,
});

describe('the money row of a mail', () => {
  it('a declined bank debit: nothing charged, never "Total paid"', () => {
    expect(moneyRow(input({ kind: 'payment_failed' }))).toEqual([
      'Payment',
      'Declined: nothing was charged',
    ]);
    const mail = renderMail(input({ kind: 'payment_failed' }));
    expect(mail.text).toContain('nothing was charged');
    expect(mail.text).not.toContain('Total paid');
  });

  it('paid, pending, refunded €x of €y, free seats', () => {
    expect(moneyRow(input({}))).toEqual(['Total paid', '€50.00']);
    expect(moneyRow(input({ kind: 'payment_processing' }))?.[1]).toMatch(/pending/);
    expect(
      moneyRow(
        input({ kind: 'event_cancelled', money: { chargedCents: 10_000, refundedCents: 10_000 } }),
      ),
    ).toEqual(['Refunded', '€100.00 of €100.00']);
    expect(
      moneyRow(
        input({ kind: 'party_reduced', money: { chargedCents: 10_000, refundedCents: 7_500 } }),
      ),
    ).toEqual(['Refunded', '€75.00 of €100.00']);
    expect(
      moneyRow(input({ totalCents: 0, money: { chargedCents: 0, refundedCents: 0 } }))?.[1],
    ).toMatch(/Nothing charged/);
  });

  it("shows an assigned venue's name and street as the place", () => {
    const mail = renderMail(
      input({ venue: { name: 'Café Sol', address: 'Rua do Sol 5', city: 'Lisbon' } }),
    );
    expect(mail.text).toContain('Café Sol, Rua do Sol 5, Lisbon');
    expect(mail.text).not.toContain('Rua Verde 1');
  });
});
