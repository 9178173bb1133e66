import { describe, expect, it } from 'vitest';
import {
  cancellationQuote,
  chargeKey,
  compSeatsAfter,
  hasLedgerKey,
  ledgerOf,
  ledgerTotals,
  owedOnOrganiserCancel,
  refundCapped,
  valueOfSeatsGivenBack,
  type LedgerEntry,
} from '../src/index';

const at = new Date('2026-12-01T10:00:00Z');
const charge = (amount: number, key = 'charge-pi_1'): LedgerEntry => ({
  kind: 'charge',
  amount_cents: amount,
  reason: 'payment',
  stripe_id: 'pi_1',
  key,
  at,
});
const refund = (amount: number, key: string): LedgerEntry => ({
  kind: 'refund',
  amount_cents: amount,
  reason: 'member_cancel',
  stripe_id: `re_${key}`,
  key,
  at,
});

describe('the booking ledger', () => {
  it('adds charges and refunds into what the booking still holds', () => {
    const entries = [charge(10_000), refund(7_500, 'cancel-b-4-to-1')];
    expect(ledgerTotals(entries)).toEqual({
      chargedCents: 10_000,
      refundedCents: 7_500,
      balanceCents: 2_500,
    });
    expect(hasLedgerKey(entries, 'cancel-b-4-to-1')).toBe(true);
    expect(hasLedgerKey(entries, 'cancel-b-4-to-2')).toBe(false);
  });

  it('issue 33 item 1: 4 seats, reduced to 1, then the event cancelled: €25 more, €100 of €100', () => {
    // The party change lowered the total to €25 and refunded €75; the organiser owes what is held.
    const entries = [charge(10_000), refund(7_500, 'cancel-b-4-to-1')];
    expect(owedOnOrganiserCancel(entries)).toBe(2_500);
    // 4 → 3 then the event cancelled: €75 more (the old code refunded €50).
    expect(owedOnOrganiserCancel([charge(10_000), refund(2_500, 'cancel-b-4-to-3')])).toBe(7_500);
    // A refund decided and not yet settled counts as gone.
    expect(owedOnOrganiserCancel(entries, 2_500)).toBe(0);
  });

  it('caps a goodwill refund by what the ledger holds', () => {
    const entries = [charge(5_000), refund(1_000, 'goodwill-1')];
    expect(refundCapped(entries, 10_000)).toBe(4_000);
    expect(refundCapped(entries, 1_500)).toBe(1_500);
    expect(refundCapped(entries, 1_500, 4_000)).toBe(0);
    expect(refundCapped([], 1_500)).toBe(0);
  });

  it('derives the entries of a booking written before the ledger', () => {
    // Paid €100 for 4, reduced to 1: the total was lowered to €25 and €75 refunded.
    expect(
      ledgerOf({
        status: 'confirmed',
        total_amount_cents: 2_500,
        refunded_cents: 7_500,
        payment_intent_id: 'pi_old',
        created_at: at,
      }).map(({ kind, amount_cents, key }) => ({ kind, amount_cents, key })),
    ).toEqual([
      { kind: 'charge', amount_cents: 10_000, key: chargeKey('pi_old') },
      { kind: 'refund', amount_cents: 7_500, key: 'refunds-before-ledger-pi_old' },
    ]);
    // A late payment refunded whole before refunded_cents existed.
    expect(
      ledgerTotals(
        ledgerOf({
          status: 'refunded',
          total_amount_cents: 2_500,
          payment_intent_id: 'pi_late',
          refund_id: 're_1',
          created_at: at,
        }),
      ),
    ).toEqual({ chargedCents: 2_500, refundedCents: 2_500, balanceCents: 0 });
    // Nothing paid: nothing in the ledger.
    expect(ledgerOf({ status: 'pending', total_amount_cents: 2_500, created_at: at })).toEqual([]);
    // A booking with a ledger is read as it is.
    const entries = [charge(2_500)];
    expect(
      ledgerOf({ status: 'confirmed', total_amount_cents: 0, ledger: entries, created_at: at }),
    ).toEqual(entries);
  });

  it('gives comp seats back first, for nothing', () => {
    const booking = { guest_count: 4, total_amount_cents: 5_000, comp_guest_count: 2 };
    expect(valueOfSeatsGivenBack(booking, 1)).toBe(0);
    expect(valueOfSeatsGivenBack(booking, 2)).toBe(0);
    expect(valueOfSeatsGivenBack(booking, 3)).toBe(2_500);
    expect(valueOfSeatsGivenBack(booking, 4)).toBe(5_000);
    expect(compSeatsAfter(booking, 1)).toBe(1);
    expect(compSeatsAfter(booking, 3)).toBe(0);
    expect(valueOfSeatsGivenBack({ guest_count: 3, total_amount_cents: 7_500 }, 1)).toBe(2_500);
    // A walk-in (all comp) is worth nothing.
    expect(
      valueOfSeatsGivenBack({ guest_count: 2, total_amount_cents: 0, comp_guest_count: 2 }, 2),
    ).toBe(0);
  });

  it('the refund quote refunds no comp seat', () => {
    const start = new Date('2026-12-20T11:00:00Z');
    const quote = cancellationQuote(
      { guest_count: 3, total_amount_cents: 5_000, comp_guest_count: 1 },
      start,
      at,
      1,
    );
    expect(quote).toMatchObject({ seatsFreed: 2, refundCents: 2_500, totalAfterCents: 2_500 });
  });
});

describe('a booking before the ledger, mid-refund', () => {
  it('counts a pending refund as paid (the total was already lowered by it)', () => {
    const entries = ledgerOf({
      status: 'confirmed',
      total_amount_cents: 2_500,
      pending_refund: { amount_cents: 7_500 },
      payment_intent_id: 'pi_mid',
      created_at: at,
    });
    expect(ledgerTotals(entries)).toEqual({
      chargedCents: 10_000,
      refundedCents: 0,
      balanceCents: 10_000,
    });
  });
});
