import { describe, expect, it } from 'vitest';
import {
  compatibilityScore,
  likeCountsByUser,
  matchRate,
  topMatches,
  totalLikes,
  usersByMatchCount,
  bookingsPerWeek,
  buildAdminStats,
  weekKey,
  weekRange,
  weekStart,
  adminBookingRow,
  bookingStatsChanged,
  searchKey,
  searchPrefixes,
  parseTableSizes,
  venueFormSchema,
  venueSchema,
  venueStreetLine,
  adminOverviewSchema,
} from '../src/index';

describe('compatibilityScore', () => {
  it('is the average like count × 10, rounded', () => {
    expect(compatibilityScore(3, 4)).toBe(35);
    expect(compatibilityScore(1, 0)).toBe(5);
    expect(compatibilityScore(0, 0)).toBe(0);
  });
  it('is capped at 100', () => {
    expect(compatibilityScore(10, 10)).toBe(100);
    expect(compatibilityScore(30, 2)).toBe(100);
  });
});

describe('matchRate', () => {
  it('is matches × 2 / likes × 100, rounded', () => {
    expect(matchRate(1, 4)).toBe(50);
    expect(matchRate(1, 3)).toBe(67);
  });
  it('is 0 without likes', () => {
    expect(matchRate(0, 0)).toBe(0);
    expect(matchRate(2, 0)).toBe(0);
  });
});

describe('like counts, top matches and users by match count', () => {
  const likes = [
    { liker_id: 'a', liked_id: 'b', is_like: true },
    { liker_id: 'a', liked_id: 'c', is_like: true },
    { liker_id: 'b', liked_id: 'a', is_like: true },
    { liker_id: 'c', liked_id: 'a', is_like: false },
    { liker_id: 'd', liked_id: 'a', is_like: true },
  ];
  const matches = [
    { id: 'a_b', user1_id: 'a', user2_id: 'b' },
    { id: 'a_d', user1_id: 'a', user2_id: 'd' },
    { id: 'c_e', user1_id: 'c', user2_id: 'e' },
  ];

  it('counts likes given, without passes', () => {
    const counts = likeCountsByUser(likes);
    expect(Object.fromEntries(counts)).toEqual({ a: 2, b: 1, d: 1 });
    expect(totalLikes(likes)).toBe(4);
    expect(totalLikes([])).toBe(0);
  });

  it('ranks matches by score and limits the list', () => {
    const counts = likeCountsByUser(likes);
    const ranked = topMatches(matches, counts);
    expect(ranked.map((match) => [match.id, match.score])).toEqual([
      ['a_b', 15],
      ['a_d', 15],
      ['c_e', 0],
    ]);
    expect(topMatches(matches, counts, 1).map((match) => match.id)).toEqual(['a_b']);
  });

  it('keeps at most 10 matches', () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      user1_id: `u${index}`,
      user2_id: `v${index}`,
    }));
    expect(topMatches(many, new Map())).toHaveLength(10);
  });

  it('sorts users by match count, most first, zero for unmatched', () => {
    const users = [
      { id: 'e', email: 'e@x.io' },
      { id: 'z', email: 'z@x.io' },
      { id: 'a', email: 'a@x.io' },
    ];
    expect(usersByMatchCount(users, matches).map((user) => [user.id, user.matchCount])).toEqual([
      ['a', 2],
      ['e', 1],
      ['z', 0],
    ]);
  });
});

describe('bookings per week', () => {
  it('starts weeks on Monday (UTC)', () => {
    expect(weekStart(new Date('2030-01-06T23:00:00Z')).toISOString()).toBe(
      '2029-12-31T00:00:00.000Z',
    );
    expect(weekKey(new Date('2030-01-07T00:00:00Z'))).toBe('2030-01-07');
    expect(weekRange('2030-01-07')).toEqual({
      start: new Date('2030-01-07T00:00:00Z'),
      end: new Date('2030-01-14T00:00:00Z'),
    });
  });

  it('lays the counted weeks up to the current one, zero where none, older ones left out', () => {
    const now = new Date('2030-01-16T10:00:00Z'); // a Wednesday
    expect(bookingsPerWeek({ '2030-01-14': 2, '2030-01-07': 1, '2029-01-01': 9 }, now, 3)).toEqual([
      { week: '2029-12-31', count: 0 },
      { week: '2030-01-07', count: 1 },
      { week: '2030-01-14', count: 2 },
    ]);
  });
});

describe('buildAdminStats', () => {
  it('computes the overview, active members and match scores from scratch', () => {
    const now = new Date('2030-01-16T10:00:00Z');
    const stats = buildAdminStats(
      {
        bookings: [
          { status: 'confirmed', created_at: new Date('2030-01-14T08:00:00Z') },
          { status: 'pending', created_at: new Date('2030-01-15T08:00:00Z') },
          { status: 'confirmed', created_at: new Date('2030-01-08T08:00:00Z') },
        ],
        users: 4,
        checkedIn: 1,
        likes: [
          { liker_id: 'a', is_like: true },
          { liker_id: 'b', is_like: true },
          { liker_id: 'a', is_like: true },
          { liker_id: 'c', is_like: false },
        ],
        matches: [{ id: 'a_b', user1_id: 'a', user2_id: 'b', created_at: now }],
        labels: new Map([['a', 'a@x.io']]),
      },
      now,
    );
    expect(stats.overview).toEqual({
      users_total: 4,
      bookings_total: 3,
      bookings_confirmed: 2,
      checked_in: 1,
      likes_total: 3,
      matches_total: 1,
      bookings_by_week: { '2030-01-14': 2, '2030-01-07': 1 },
      updated_at: now,
    });
    expect(stats.users.map(({ id, doc }) => [id, doc.label, doc.likes_given, doc.matches])).toEqual(
      [
        ['a', 'a@x.io', 2, 1],
        ['b', 'b', 1, 1],
      ],
    );
    expect(stats.scores).toEqual([
      {
        id: 'a_b',
        doc: {
          user1_id: 'a',
          user2_id: 'b',
          user1_label: 'a@x.io',
          user2_label: 'b',
          likes1: 2,
          likes2: 1,
          score: 15,
          created_at: now,
        },
      },
    ]);
  });
});

describe('booking rows', () => {
  it('search by any prefix of the name, its words or the e-mail, lower-cased', () => {
    const prefixes = searchPrefixes('Ana Maria', 'Ana@X.io');
    for (const text of ['a', 'ana', 'ana m', 'ana maria', 'mar', 'ana@x.io'])
      expect(prefixes).toContain(searchKey(text));
    expect(prefixes).not.toContain('maria ');
    expect(prefixes).not.toContain('x.io');
    expect(searchKey('  ANA@Example.COM ')).toBe('ana@example.com');
  });

  it('names a guest by the booking and a member by their profile and e-mail', () => {
    const booking = {
      event_id: 'e1',
      event_title: 'Sunday',
      venue_id: null,
      status: 'confirmed' as const,
      guest_count: 2,
      total_amount_cents: 5000,
      user_id: null,
      guest_name: 'Gil Guest',
      guest_email: 'gil@x.io',
    };
    const extra = {
      member: { name: 'Mo', email: 'mo@x.io' },
      eventDate: '2030-01-05',
      venue: null,
      checkedIn: false,
      createdAt: 1,
    };
    expect(adminBookingRow(booking, extra)).toMatchObject({
      name: 'Gil Guest',
      email: 'gil@x.io',
      is_guest: true,
      event_date: '2030-01-05',
      awaiting_payment: false,
    });
    expect(
      adminBookingRow(
        { ...booking, user_id: 'mo', venue_id: 'v', venue_name: 'Old' },
        {
          ...extra,
          venue: { name: 'Café', city: 'Lisbon' },
          checkedIn: true,
        },
      ),
    ).toMatchObject({
      name: 'Mo',
      email: 'mo@x.io',
      is_guest: false,
      venue_name: 'Café',
      checked_in: true,
    });
  });
});

describe('parseTableSizes', () => {
  it('reads commas or spaces, and refuses sizes out of bounds', () => {
    expect(parseTableSizes('6, 6 8')).toEqual({ ok: true, sizes: [6, 6, 8] });
    expect(parseTableSizes(' ')).toMatchObject({ ok: false });
    expect(parseTableSizes('6, 1')).toMatchObject({ ok: false });
    expect(parseTableSizes('6, 17')).toMatchObject({ ok: false });
    expect(parseTableSizes('6.5')).toMatchObject({ ok: false });
    expect(parseTableSizes(Array(61).fill('4').join(','))).toMatchObject({ ok: false });
  });

  it('are recounted only when a booking comes, goes or a field they read changes', () => {
    const stamp = (ms: number) => ({ toMillis: () => ms });
    const booking = { status: 'pending', guest_count: 2, created_at: stamp(5), event_id: 'e1' };
    expect(bookingStatsChanged(undefined, booking)).toBe(true);
    expect(bookingStatsChanged(booking, undefined)).toBe(true);
    expect(bookingStatsChanged(undefined, undefined)).toBe(false);
    // A checkout's own follow-up write, and the same instant read back as another object.
    const recorded = {
      ...booking,
      created_at: stamp(5),
      checkout_session_id: 'cs_1',
      hold_expires_at: stamp(9),
    };
    expect(bookingStatsChanged(booking, recorded)).toBe(false);
    expect(bookingStatsChanged(recorded, { ...recorded, created_at: new Date(5) })).toBe(false);
    for (const change of [
      { status: 'confirmed' },
      { guest_count: 1 },
      { awaiting_payment: true },
      { guest_name: 'Gil' },
      { venue_name: 'Café' },
      { created_at: stamp(6) },
    ])
      expect(
        bookingStatsChanged(recorded, { ...recorded, ...change }),
        Object.keys(change)[0],
      ).toBe(true);
  });
});

describe("the venue form's address (issue 33: tickets of a moved party show it)", () => {
  const valid = {
    name: ' Casa Azul ',
    address: 'Rua de São Bento 210',
    postcode: '1200-821',
    city: 'Lisbon',
    country: 'Portugal',
  };
  // The first message per field, as the form shows it.
  const errorsOf = (input: typeof valid) => {
    const parsed = venueFormSchema.safeParse(input);
    const errors: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return errors;
  };

  it('keeps street, postcode and city trimmed, and the stored venue accepts them', () => {
    const parsed = venueFormSchema.parse(valid);
    expect(parsed.name).toBe('Casa Azul');
    expect(venueSchema.parse({ ...parsed, partner_user_id: null })).toMatchObject({
      address: 'Rua de São Bento 210',
      postcode: '1200-821',
    });
  });

  it('says which part of the address is missing or malformed', () => {
    expect(errorsOf({ ...valid, address: ' ' })).toEqual({
      address: "Give the venue's street and number.",
    });
    expect(errorsOf({ ...valid, postcode: '' })).toEqual({
      postcode: "Give the venue's postcode.",
    });
    expect(errorsOf({ ...valid, postcode: '12#00' })).toEqual({
      postcode: 'Enter a postcode like 1200-109.',
    });
    expect(errorsOf({ ...valid, city: '' })).toEqual({ city: "Give the venue's city." });
    // Other European postcodes are fine.
    expect(errorsOf({ ...valid, postcode: 'SW1A 1AA' })).toEqual({});
    expect(
      venueSchema.safeParse({ ...valid, postcode: '<b>', partner_user_id: null }).success,
    ).toBe(false);
  });

  it('is one street line for tickets and mails: street and postcode, or what there is', () => {
    expect(venueStreetLine(valid)).toBe('Rua de São Bento 210, 1200-821');
    expect(venueStreetLine({ address: 'Cais 12' })).toBe('Cais 12');
    expect(venueStreetLine({})).toBe('');
  });
});

describe('the overview document', () => {
  it('reads a figure no trigger has written yet as 0 (a new city: bookings before any like)', () => {
    const partial = {
      bookings_total: 2,
      bookings_confirmed: 1,
      bookings_by_week: { '2026-11-23': 2 },
      updated_at: new Date(0),
    };
    expect(adminOverviewSchema.parse(partial)).toEqual({
      ...partial,
      users_total: 0,
      checked_in: 0,
      likes_total: 0,
      matches_total: 0,
    });
    expect(adminOverviewSchema.parse({ updated_at: new Date(0) }).bookings_by_week).toEqual({});
    expect(() => adminOverviewSchema.parse({ ...partial, likes_total: -1 })).toThrow();
  });
});
