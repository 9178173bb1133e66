// What the console says an organiser action will do (issue 33), from the booking's ledger.
import { describe, expect, it } from 'vitest';
import {
  actionPreview,
  bookingActionable,
  bookingChangedMeanwhile,
  groupByVenue,
  refundableCents,
} from '../src/index';

const at = new Date('2030-01-01');
const entry = (kind: 'charge' | 'refund', amount_cents: number, key: string) => ({
  kind,
  amount_cents,
  reason: kind === 'charge' ? 'payment' : 'member_cancel',
  stripe_id: null,
  key,
  at,
});
const paid4 = {
  status: 'confirmed',
  guest_count: 4,
  total_amount_cents: 10_000,
  created_at: at,
  ledger: [entry('charge', 10_000, 'charge-pi_1')],
};
// 4 → 1 by the member: €75 refunded, the total lowered to €25.
const reduced = {
  ...paid4,
  guest_count: 1,
  total_amount_cents: 2_500,
  ledger: [...paid4.ledger, entry('refund', 7_500, 'cancel-1')],
};

describe('refundableCents', () => {
  it('is charged minus refunded, from the ledger, never a total another path lowered', () => {
    expect(refundableCents(paid4)).toBe(10_000);
    expect(refundableCents(reduced)).toBe(2_500);
    expect(refundableCents({ ...reduced, pending_refund: { amount_cents: 1_000 } })).toBe(1_500);
    expect(refundableCents({ ...paid4, ledger: [] })).toBe(0);
  });
});

describe('actionPreview', () => {
  it('cancel refunds what the ledger still holds (4 → 1 then cancel: €25, not −€50)', () => {
    const { lines, problem } = actionPreview(reduced, { action: 'cancel' });
    expect(problem).toBeNull();
    expect(lines.join(' ')).toContain('€25.00 is refunded');
  });
  it('a refund is capped at what is left', () => {
    expect(actionPreview(reduced, { action: 'refund', amountCents: 2_600 }).problem).toMatch(
      /€25\.00/,
    );
    expect(actionPreview(reduced, { action: 'refund', amountCents: 2_500 }).problem).toBeNull();
  });
  it('a party is never made smaller than the guests checked in', () => {
    const draft = { action: 'change_party' as const, guests: 1, checkedIn: 2 };
    expect(actionPreview(paid4, draft).problem).toMatch(/already checked in/);
    const fewer = actionPreview(paid4, { ...draft, checkedIn: 0, guests: 3 });
    expect(fewer.lines.join(' ')).toContain('€25.00');
  });
  it('a move refunds the price difference, never to a dearer event', () => {
    const move = { action: 'move' as const, toTitle: 'Later', fromPriceCents: 2_500 };
    expect(actionPreview(paid4, { ...move, toPriceCents: 3_000 }).problem).toMatch(/more/);
    expect(actionPreview(paid4, { ...move, toPriceCents: 2_000 }).lines[1]).toContain('€20.00');
  });
});

describe('groupByVenue', () => {
  it('groups parties by venue, the unassigned ones last', () => {
    const rows = [
      { id: 'a', venue_id: null, venue_name: null },
      { id: 'b', venue_id: 'v2', venue_name: 'Zeta' },
      { id: 'c', venue_id: 'v1', venue_name: 'Alpha' },
      { id: 'd', venue_id: 'v1', venue_name: 'Alpha' },
    ];
    const groups = groupByVenue(rows, 'None');
    expect(groups.map((g) => [g.name, g.rows.map((r) => r.id)])).toEqual([
      ['Alpha', ['c', 'd']],
      ['Zeta', ['b']],
      ['None', ['a']],
    ]);
  });
});

describe('bookingActionable (an open dialog whose booking changed meanwhile)', () => {
  it('is true only for a confirmed booking with no refund under way, as the server acts', () => {
    expect(bookingActionable({ status: 'confirmed' })).toBe(true);
    expect(bookingActionable({ status: 'cancelled' })).toBe(false);
    expect(bookingActionable({ status: 'refund_required' })).toBe(false);
    expect(bookingActionable({ status: 'confirmed', pending_refund: { amount_cents: 500 } })).toBe(
      false,
    );
  });
  it('tells the organiser what the booking is now', () => {
    expect(bookingChangedMeanwhile('Refunded')).toContain('is now refunded');
  });
});
