// What the console says an organiser action will do (issue 33), from the booking's ledger.
import { describe, expect, it } from 'vitest';
import { actionPreview, groupByVenue, refundableCents } from '../src/index';

const paid4 = {
  guest_count: 4,
  ledger: [{ kind: 'charge' as const, amount_cents: 10_000 }],
};
const reduced = {
  guest_count: 1,
  ledger: [...paid4.ledger, { kind: 'refund' as const, amount_cents: 7_500 }],
};

describe('refundableCents', () => {
  it('is charged minus refunded, from the ledger, never a total another path lowered', () => {
    expect(refundableCents(paid4.ledger)).toBe(10_000);
    expect(refundableCents(reduced.ledger)).toBe(2_500);
    expect(refundableCents(undefined)).toBe(0);
  });
});

describe('actionPreview', () => {
  it('cancel refunds what the ledger still holds (4 → 1 then cancel: €25, not −€50)', () => {
    const { lines, problem } = actionPreview(reduced, { action: 'cancel' }, 2_500);
    expect(problem).toBeNull();
    expect(lines.join(' ')).toContain('€25.00 is refunded');
  });
  it('a refund is capped at what is left', () => {
    expect(actionPreview(reduced, { action: 'refund', amountCents: 2_600 }, 2_500).problem).toMatch(
      /€25\.00/,
    );
    expect(
      actionPreview(reduced, { action: 'refund', amountCents: 2_500 }, 2_500).problem,
    ).toBeNull();
  });
  it('a party is never made smaller than the guests checked in', () => {
    const draft = { action: 'change_party' as const, guests: 1, checkedIn: 2 };
    expect(actionPreview(paid4, draft, 2_500).problem).toMatch(/already checked in/);
    const fewer = actionPreview(paid4, { ...draft, checkedIn: 0, guests: 3 }, 2_500);
    expect(fewer.lines.join(' ')).toContain('€25.00');
  });
  it('a move refunds the price difference, never to a dearer event', () => {
    const move = { action: 'move' as const, toTitle: 'Later', fromPriceCents: 2_500 };
    expect(actionPreview(paid4, { ...move, toPriceCents: 3_000 }, 2_500).problem).toMatch(/more/);
    expect(actionPreview(paid4, { ...move, toPriceCents: 2_000 }, 2_500).lines[1]).toContain(
      '€20.00',
    );
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
