// Table plans (issue 24): the compatibility score and the constraints every plan keeps.
import { describe, expect, it } from 'vitest';
import {
  COMPATIBILITY_POINTS,
  consentedSensitiveValues,
  FORBIDDEN,
  likeKey,
  moveParty,
  pairCompatibility,
  pairKey,
  planTables,
  randomSeating,
  recentTablematePairs,
  repairTablePlan,
  tablePlanDue,
  tablePlanQuality,
  textOverlap,
  type SeatingInput,
  type SeatingParty,
  type SeatingProfile,
  type SeatingSignals,
} from '../src';

const YEAR = 2026;
const none: SeatingSignals = { likes: new Map(), recentTablemates: new Set() };

function signals(
  likes: [string, string, boolean][] = [],
  recent: [string, string][] = [],
): SeatingSignals {
  return {
    likes: new Map(likes.map(([a, b, like]) => [likeKey(a, b), like])),
    recentTablemates: new Set(recent.map(([a, b]) => pairKey(a, b))),
  };
}

describe('pairCompatibility', () => {
  const ana: SeatingProfile = { id: 'ana' };
  const ben: SeatingProfile = { id: 'ben' };

  it('is zero for strangers with nothing known, and symmetric', () => {
    expect(pairCompatibility(ana, ben, none, YEAR)).toBe(0);
  });

  it('adds points per shared consented sensitive answer, none for unconsented ones', () => {
    const ana = { religion: 'Buddhist', weed: 'no' } as const;
    const ben = { religion: 'buddhist ', weed: 'no' } as const;
    const consented = new Set(['religion'] as const);
    const shared = pairCompatibility(
      { id: 'ana', sensitive: consentedSensitiveValues(ana, consented) },
      { id: 'ben', sensitive: consentedSensitiveValues(ben, consented) },
      none,
      YEAR,
    );
    expect(shared).toBe(COMPATIBILITY_POINTS.sharedSensitive);
    const unconsented = pairCompatibility(
      { id: 'ana', sensitive: consentedSensitiveValues(ana, new Set()) },
      { id: 'ben', sensitive: consentedSensitiveValues(ben, consented) },
      none,
      YEAR,
    );
    expect(unconsented).toBe(0);
  });

  it('rates a mutual like above a one-way like', () => {
    const mutual = pairCompatibility(
      ana,
      ben,
      signals([
        ['ana', 'ben', true],
        ['ben', 'ana', true],
      ]),
      YEAR,
    );
    const oneWay = pairCompatibility(ana, ben, signals([['ana', 'ben', true]]), YEAR);
    expect(mutual).toBe(40);
    expect(oneWay).toBe(10);
  });

  it('forbids a pair when either passed on the other, whatever else they share', () => {
    const twins = { weekend_vibe: 'Farmers market mornings', birth_year: 1994, languages: ['pt'] };
    const a = { id: 'ana', ...twins };
    const b = { id: 'ben', ...twins };
    expect(
      pairCompatibility(
        a,
        b,
        signals([
          ['ben', 'ana', false],
          ['ana', 'ben', true],
        ]),
        YEAR,
      ),
    ).toBe(FORBIDDEN);
    expect(pairCompatibility(a, b, signals([['ana', 'ben', false]]), YEAR)).toBe(FORBIDDEN);
  });

  it('forbids two members who shared a table at a recent brunch', () => {
    expect(pairCompatibility(ana, ben, signals([], [['ben', 'ana']]), YEAR)).toBe(FORBIDDEN);
  });

  it('adds profile fields: vibes, social style, buddy vibe, age band and languages', () => {
    const a: SeatingProfile = {
      id: 'a',
      weekend_vibe: 'Slow mornings and markets',
      social_style: 'Small groups',
      brunch_buddy_vibe: 'Deep talks',
      birth_year: 1996,
      languages: ['English', 'Portuguese'],
    };
    const same = { ...a, id: 'b' };
    // 3 × 10 (identical texts) + 10 (same band) + 10 (a shared language)
    expect(pairCompatibility(a, same, none, YEAR)).toBe(50);
    const older = { ...same, birth_year: 1970, languages: ['German'] };
    // band 30 vs 55 is not adjacent; no common language costs 20
    expect(pairCompatibility(a, older, none, YEAR)).toBe(30 - 20);
    const adjacent = { id: 'c', birth_year: 1993 }; // 33 vs 30: adjacent band
    expect(pairCompatibility({ id: 'd', birth_year: 1999 }, adjacent, none, YEAR)).toBe(5);
  });

  it('adds self-discovery answers both gave, more when the answers overlap', () => {
    const a: SeatingProfile = { id: 'a', answers: { q1: 'hiking in the mountains', q2: 'jazz' } };
    const b: SeatingProfile = { id: 'b', answers: { q1: 'hiking near the sea', q3: 'x' } };
    const c: SeatingProfile = { id: 'c', answers: { q1: 'knitting' } };
    expect(pairCompatibility(a, b, none, YEAR)).toBeGreaterThan(
      pairCompatibility(a, c, none, YEAR),
    );
    expect(pairCompatibility(a, c, none, YEAR)).toBe(2);
  });

  it('measures word overlap case-insensitively', () => {
    expect(textOverlap('Slow Mornings', 'slow mornings')).toBe(1);
    expect(textOverlap('', 'x')).toBe(0);
  });
});

function party(id: string, size = 1, user: string | null = id): SeatingParty {
  return { booking_id: `b-${id}`, user_id: user, size };
}

function input(
  parties: SeatingParty[],
  tableSizes: number[],
  s = none,
  profiles: SeatingProfile[] = [],
): SeatingInput {
  return {
    parties,
    tableSizes,
    profiles: new Map(profiles.map((p) => [p.id, p])),
    signals: s,
    year: YEAR,
  };
}

function seatedSizes(result: ReturnType<typeof planTables>, parties: SeatingParty[]) {
  const size = new Map(parties.map((p) => [p.booking_id, p.size]));
  return result.tables.map((t) => t.party_ids.reduce((n, id) => n + size.get(id)!, 0));
}

function tableOf(result: ReturnType<typeof planTables>, bookingId: string) {
  return result.tables.find((t) => t.party_ids.includes(bookingId))?.number ?? null;
}

describe('planTables', () => {
  it('seats every party once, whole, never over a table size', () => {
    const parties = [
      party('a', 3),
      party('b', 2),
      party('c', 1),
      party('d', 4),
      party('e', 1),
      party('f', 2),
      party('g', 1),
      party('h', 3),
      party('i', 1, null),
    ];
    const result = planTables(input(parties, [6, 6, 8]));
    expect(result.unseated).toEqual([]);
    const ids = result.tables.flatMap((t) => t.party_ids);
    expect([...ids].sort()).toEqual(parties.map((p) => p.booking_id).sort());
    seatedSizes(result, parties).forEach((used, index) =>
      expect(used).toBeLessThanOrEqual(result.tables[index]!.seats),
    );
  });

  it('fills the fewest tables that hold everyone rather than spreading people thin', () => {
    const parties = ['a', 'b', 'c', 'd', 'e'].map((id) => party(id));
    const result = planTables(input(parties, [6, 6, 8, 8]));
    expect(result.tables.filter((t) => t.party_ids.length > 0)).toHaveLength(1);
  });

  it('never seats someone with a member who passed on them, even when it costs points', () => {
    // ben and cleo share everything the profile knows, but cleo passed on ben. Two tables of 2.
    const alike = { weekend_vibe: 'Slow markets', social_style: 'Small groups', birth_year: 1994 };
    const profiles = [
      { id: 'ben', ...alike },
      { id: 'cleo', ...alike },
    ];
    const s = signals([['cleo', 'ben', false]]);
    const parties = ['ana', 'ben', 'cleo', 'dan'].map((id) => party(id));
    const result = planTables(input(parties, [2, 2], s, profiles));
    // Without the pass they would sit together:
    const free = planTables(input(parties, [2, 2], none, profiles));
    expect(tableOf(free, 'b-cleo')).toBe(tableOf(free, 'b-ben'));
    expect(result.unseated).toEqual([]);
    expect(tableOf(result, 'b-cleo')).not.toBe(tableOf(result, 'b-ben'));
    expect(tablePlanQuality(result, input(parties, [2, 2], s, profiles)).forbiddenPairs).toBe(0);
  });

  it('puts mutual likes together', () => {
    const s = signals([
      ['ana', 'dan', true],
      ['dan', 'ana', true],
      ['ben', 'cleo', true],
      ['cleo', 'ben', true],
    ]);
    const parties = ['ana', 'ben', 'cleo', 'dan'].map((id) => party(id));
    const result = planTables(input(parties, [2, 2], s));
    expect(tableOf(result, 'b-ana')).toBe(tableOf(result, 'b-dan'));
    expect(tableOf(result, 'b-ben')).toBe(tableOf(result, 'b-cleo'));
  });

  it('keeps apart two members who sat together at a recent brunch', () => {
    const s = signals([], [['ana', 'ben']]);
    const parties = ['ana', 'ben', 'cleo', 'dan'].map((id) => party(id));
    const result = planTables(input(parties, [2, 2], s));
    expect(tableOf(result, 'b-ana')).not.toBe(tableOf(result, 'b-ben'));
  });

  it('leaves a party unseated rather than break a constraint or a table size', () => {
    const s = signals([['ana', 'ben', false]]);
    // One table: ben may not sit with ana.
    const result = planTables(input([party('ana'), party('ben')], [4], s));
    expect(result.unseated).toEqual(['b-ben']);
    // Too few seats: a party of 5 at tables of 4 is never split.
    const big = planTables(input([party('x', 5)], [4, 4]));
    expect(big.unseated).toEqual(['b-x']);
  });

  it('beats random seating on compatibility, 200 attendees', () => {
    const { seating } = syntheticCity(200);
    const plan = planTables(seating);
    const quality = tablePlanQuality(plan, seating);
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const baseline = tablePlanQuality(randomSeating(seating, random), seating);
    expect(plan.unseated).toEqual([]);
    expect(quality.forbiddenPairs).toBe(0);
    expect(quality.average).toBeGreaterThan(baseline.average);
  });
});

/** A deterministic city of `people` attendees in parties of 1–3 (the bench uses the same). */
function syntheticCity(people: number) {
  const vibes = ['Slow mornings and markets', 'Morning run then eggs', 'Museums and long lunches'];
  const styles = ['Small groups', 'Outgoing', 'Deep conversations'];
  const profiles: SeatingProfile[] = [];
  const parties: SeatingParty[] = [];
  let seated = 0;
  for (let i = 0; seated < people; i++) {
    const size = Math.min(1 + (i % 3 === 0 ? 2 : i % 5 === 0 ? 1 : 0), people - seated);
    const id = `m${i}`;
    profiles.push({
      id,
      weekend_vibe: vibes[i % 3],
      social_style: styles[(i * 7) % 3],
      birth_year: 1980 + (i % 20),
    });
    parties.push(party(id, size));
    seated += size;
  }
  const likes: [string, string, boolean][] = [];
  for (let i = 0; i + 5 < parties.length; i += 4) likes.push([`m${i}`, `m${i + 5}`, i % 8 !== 0]);
  const seating = input(
    parties,
    Array.from({ length: 30 }, (_, i) => (i % 2 ? 8 : 6)),
    signals(likes),
    profiles,
  );
  return { seating };
}

describe('repairTablePlan', () => {
  it('after a cancellation keeps everyone else at their table and frees the seats', () => {
    const parties = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => party(id, 2));
    const plan = planTables(input(parties, [6, 6]));
    const remaining = parties.filter((p) => p.booking_id !== 'b-c');
    const repaired = repairTablePlan(plan.tables, input(remaining, [6, 6]));
    for (const p of remaining)
      expect(tableOf(repaired, p.booking_id)).toBe(tableOf(plan, p.booking_id));
    expect(tableOf(repaired, 'b-c')).toBeNull();
    // A late party takes the freed seats.
    const late = repairTablePlan(repaired.tables, input([...remaining, party('z', 2)], [6, 6]));
    expect(tableOf(late, 'b-z')).toBe(tableOf(plan, 'b-c'));
  });
});

describe('moveParty', () => {
  const parties = [party('ana', 2), party('ben'), party('cleo', 3), party('dan')];
  const s = signals([['dan', 'ben', false]]);
  const plan = {
    tables: [
      { number: 1, seats: 4, party_ids: ['b-ana', 'b-ben'] },
      { number: 2, seats: 4, party_ids: ['b-cleo', 'b-dan'] },
    ],
    unseated: [],
  };

  it('moves a whole party to a table with room', () => {
    const moved = moveParty(plan, 'b-ben', 2, input(parties, [4, 4], signals()));
    expect(moved.check).toBe('no_room'); // 3 + 1 + 1 > 4
    const ok = moveParty(plan, 'b-dan', 1, input(parties, [4, 4], signals()));
    expect(ok.check).toBe('ok');
    expect(ok.plan.tables[0]!.party_ids).toEqual(['b-ana', 'b-ben', 'b-dan']);
    expect(ok.plan.tables[1]!.party_ids).toEqual(['b-cleo']);
  });

  it('refuses to seat someone with a member who passed on them', () => {
    expect(moveParty(plan, 'b-dan', 1, input(parties, [4, 4], s)).check).toBe('forbidden');
  });
});

describe('recentTablematePairs', () => {
  it('keeps each member’s last three tables only', () => {
    const tables = [
      { event_date: '2026-01-01', member_ids: ['ana', 'old'] },
      { event_date: '2026-02-01', member_ids: ['ana', 'b'] },
      { event_date: '2026-03-01', member_ids: ['ana', 'c'] },
      { event_date: '2026-04-01', member_ids: ['ana', 'd'] },
    ];
    const pairs = recentTablematePairs(['ana'], tables);
    expect(pairs.has(pairKey('ana', 'd'))).toBe(true);
    expect(pairs.has(pairKey('ana', 'b'))).toBe(true);
    expect(pairs.has(pairKey('ana', 'old'))).toBe(false);
  });
});

describe('tablePlanDue', () => {
  it('is due within 24 hours before the start, not after it', () => {
    const start = new Date('2026-06-14T10:00:00Z');
    expect(tablePlanDue(start, new Date('2026-06-13T11:00:00Z'))).toBe(true);
    expect(tablePlanDue(start, new Date('2026-06-13T09:00:00Z'))).toBe(false);
    expect(tablePlanDue(start, new Date('2026-06-14T10:00:01Z'))).toBe(false);
  });
});
