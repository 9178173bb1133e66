// Issue 36 §4: a block is a hard constraint of the table planner. For any attendees, tables and
// blocks (and likes pulling blocked pairs together), no plan, repair or move seats a blocked pair
// at one table.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blockedPairKeys,
  likeKey,
  moveParty,
  pairKey,
  planTables,
  type SeatingInput,
  type TablePlanResult,
} from '@brunchers/model';

const arbitraryInput = fc
  .record({
    people: fc.integer({ min: 2, max: 24 }),
    tableSizes: fc.array(fc.integer({ min: 2, max: 8 }), { minLength: 1, maxLength: 6 }),
    blocks: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 30 }),
    sizes: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 24, maxLength: 24 }),
  })
  .map(({ people, tableSizes, blocks, sizes }) => {
    const ids = Array.from({ length: people }, (_, i) => `m${i}`);
    const pairs = blocks
      .map(([a, b]) => [ids[a % people]!, ids[b % people]!] as const)
      .filter(([a, b]) => a !== b)
      .map(([a, b]) => ({ blocker_id: a, blocked_id: b }));
    // Everyone likes everyone: the score alone would seat blocked pairs together.
    const likes = new Map(ids.flatMap((a) => ids.map((b) => [likeKey(a, b), true] as const)));
    const input: SeatingInput = {
      parties: ids.map((id, i) => ({ booking_id: `b-${id}`, user_id: id, size: sizes[i]! })),
      tableSizes,
      profiles: new Map(ids.map((id) => [id, { id }])),
      signals: { likes, recentTablemates: new Set(), blocked: blockedPairKeys(pairs) },
      year: 2026,
    };
    return { input, pairs };
  });

function blockedPairsSeatedTogether(plan: TablePlanResult, blocked: ReadonlySet<string>) {
  return plan.tables.flatMap((table) => {
    const members = table.party_ids.map((id) => id.slice(2));
    return members.flatMap((a, i) =>
      members.slice(i + 1).filter((b) => blocked.has(pairKey(a, b))),
    );
  });
}

describe('blocks in the table planner', () => {
  it('no plan seats a blocked pair together; every party is seated once or left unseated', () => {
    fc.assert(
      fc.property(arbitraryInput, ({ input }) => {
        const plan = planTables(input);
        expect(blockedPairsSeatedTogether(plan, input.signals.blocked!)).toEqual([]);
        const placed = [...plan.tables.flatMap((t) => t.party_ids), ...plan.unseated].sort();
        expect(placed).toEqual(input.parties.map((p) => p.booking_id).sort());
      }),
      { numRuns: 200 },
    );
  });

  it('no organiser move puts a party at a table with someone it blocked or was blocked by', () => {
    fc.assert(
      fc.property(arbitraryInput, fc.nat(), fc.nat(), ({ input }, who, where) => {
        const plan = planTables(input);
        const party = input.parties[who % input.parties.length]!;
        const table = plan.tables[where % plan.tables.length]!;
        const moved = moveParty(plan, party.booking_id, table.number, input);
        expect(blockedPairsSeatedTogether(moved.plan, input.signals.blocked!)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('a blocked pair is kept apart however it was blocked (either member)', () => {
    const keys = blockedPairKeys([{ blocker_id: 'zed', blocked_id: 'amy' }]);
    expect(keys.has(pairKey('amy', 'zed'))).toBe(true);
    expect(keys.has(pairKey('zed', 'amy'))).toBe(true);
  });
});
