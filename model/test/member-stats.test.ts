import { describe, expect, it } from 'vitest';
import {
  attendanceMemberDeltas,
  buildMemberStats,
  matchMemberDeltas,
  memberBookingCounts,
  memberBookingEntry,
  memberStatsSchema,
  nextUpcomingBooking,
  placesVisitedCount,
  upcomingCount,
} from '../src';

const present = { user_id: 'u1', venue_id: 'v1', marked_present: true };

describe('member_stats deltas', () => {
  it('counts a check-in once for its member and venue, and takes it back when undone', () => {
    expect(attendanceMemberDeltas({ ...present, marked_present: false }, present)).toEqual(
      new Map([['u1', { events_attended: 1, venues: { v1: 1 }, matches: 0 }]]),
    );
    expect(attendanceMemberDeltas(present, { ...present, marked_present: false })).toEqual(
      new Map([['u1', { events_attended: -1, venues: { v1: -1 }, matches: 0 }]]),
    );
  });

  it('moves nothing for an unchanged check-in, a guest, or a new unchecked attendance', () => {
    expect(attendanceMemberDeltas(present, { ...present, table_number: 3 }).size).toBe(0);
    expect(attendanceMemberDeltas(undefined, { ...present, user_id: null }).size).toBe(0);
    expect(attendanceMemberDeltas(undefined, { ...present, marked_present: false }).size).toBe(0);
  });

  it('takes the brunch from a member whose attendance is anonymised', () => {
    expect(attendanceMemberDeltas(present, { ...present, user_id: null })).toEqual(
      new Map([['u1', { events_attended: -1, venues: { v1: -1 }, matches: 0 }]]),
    );
  });

  it('counts a match for both members, and takes it back when deleted', () => {
    const match = { user1_id: 'a', user2_id: 'b' };
    expect(matchMemberDeltas(undefined, match)).toEqual(
      new Map([
        ['a', { events_attended: 0, venues: {}, matches: 1 }],
        ['b', { events_attended: 0, venues: {}, matches: 1 }],
      ]),
    );
    expect(matchMemberDeltas(match, undefined).get('a')?.matches).toBe(-1);
    expect(matchMemberDeltas(match, { ...match }).size).toBe(0);
  });
});

describe('member bookings', () => {
  const event = { event_date: '2026-12-05', event_time: '11:00' };
  it('keeps a confirmed booking with its start, other bookings of the member without', () => {
    expect(memberBookingEntry({ user_id: 'u1', status: 'confirmed' }, event)).toEqual({
      kind: 'confirmed',
      start: '2026-12-05T11:00',
    });
    expect(
      memberBookingEntry({ user_id: 'u1', status: 'cancelled', cancelled_at: new Date() }, event),
    ).toEqual({ kind: 'other', start: null });
  });
  it('keeps nothing for a guest, an abandoned checkout or an expired hold', () => {
    expect(memberBookingEntry({ user_id: null, status: 'confirmed' }, event)).toBeNull();
    expect(memberBookingEntry({ user_id: 'u1', status: 'expired' }, event)).toBeNull();
    expect(memberBookingEntry({ user_id: 'u1', status: 'pending' }, event)).toBeNull();
  });
});

describe('what the screens show', () => {
  it('reads a missing document as zeros', () => {
    const empty = memberStatsSchema.parse({});
    expect(upcomingCount(empty, new Date())).toBe(0);
    expect(placesVisitedCount(empty)).toBe(0);
    expect(memberBookingCounts(empty)).toEqual({ total: 0, confirmed: 0 });
  });
  it('counts upcoming starts in the city time, places with a brunch, bookings by kind', () => {
    // 11:00 in Lisbon on a winter day is 11:00 UTC.
    const stats = { upcoming: { a: '2026-12-05T11:00', b: '2026-11-01T11:00' } };
    expect(upcomingCount(stats, new Date('2026-12-05T10:59:00Z'))).toBe(1);
    expect(upcomingCount(stats, new Date('2026-12-05T11:00:00Z'))).toBe(0);
    expect(placesVisitedCount({ venues: { v1: 2, v2: 0, v3: 1 } })).toBe(2);
    expect(memberBookingCounts({ bookings: { a: 'confirmed', b: 'other' } })).toEqual({
      total: 2,
      confirmed: 1,
    });
  });
  it('leads with the soonest brunch not over, a brunch of today included, in the city time', () => {
    const stats = {
      upcoming: {
        later: '2026-12-12T11:00',
        past: '2026-11-01T11:00',
        soon: '2026-12-05T11:00',
        alsoSoon: '2026-12-05T11:00',
      },
    };
    const at = (iso: string) => nextUpcomingBooking(stats, new Date(iso));
    // Two bookings of one brunch: the smaller id, whichever order the map has.
    expect(at('2026-12-01T00:00:00Z')).toEqual({
      bookingId: 'alsoSoon',
      event_date: '2026-12-05',
      event_time: '11:00',
    });
    // Started this morning: still the member's brunch until the city's day ends.
    expect(at('2026-12-05T23:59:00Z')?.bookingId).toBe('alsoSoon');
    expect(at('2026-12-06T00:00:00Z')?.bookingId).toBe('later');
    expect(at('2026-12-13T00:00:00Z')).toBeNull();
    expect(nextUpcomingBooking(memberStatsSchema.parse({}), new Date())).toBeNull();
  });
  it('builds every member document from scratch as the triggers would', () => {
    const stats = buildMemberStats({
      bookings: [{ id: 'b1', data: { user_id: 'u1', status: 'confirmed', event_id: 'e1' } }],
      attendances: [present, { ...present, venue_id: 'v2' }, { ...present, user_id: null }],
      matches: [{ user1_id: 'u1', user2_id: 'u2' }],
      events: new Map([['e1', { event_date: '2026-12-05', event_time: '11:00' }]]),
    });
    expect(stats.get('u1')).toEqual({
      events_attended: 2,
      venues: { v1: 1, v2: 1 },
      matches: 1,
      upcoming: { b1: '2026-12-05T11:00' },
      bookings: { b1: 'confirmed' },
    });
    expect(stats.get('u2')?.matches).toBe(1);
  });
});
