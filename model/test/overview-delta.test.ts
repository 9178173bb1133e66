// The overview's deltas from a trigger's before/after (issue 41): each figure moves by what the
// change itself did, so no trigger recounts a collection.
import { describe, expect, it } from 'vitest';
import { isEmptyDelta, overviewDelta, sumDeltas, weekKey } from '@brunchers/model';

const monday = new Date('2026-11-23T10:00:00Z');
const nextWeek = new Date('2026-12-01T10:00:00Z');
const booking = (status: string, created_at: Date = monday) => ({ status, created_at });
// Firestore's Timestamp as a trigger's data carries it (toDate only).
const stamp = (date: Date) => ({ toDate: () => date });

describe('overviewDelta', () => {
  it('counts a booking created: total, its week, confirmed only when it is', () => {
    expect(overviewDelta('booking', undefined, booking('pending'))).toEqual({
      figures: { bookings_total: 1 },
      weeks: { [weekKey(monday)]: 1 },
    });
    expect(overviewDelta('booking', undefined, booking('confirmed'))).toEqual({
      figures: { bookings_total: 1, bookings_confirmed: 1 },
      weeks: { '2026-11-23': 1 },
    });
  });

  it('takes a deleted booking off, a confirmed one from confirmed too', () => {
    expect(overviewDelta('booking', booking('confirmed'), undefined)).toEqual({
      figures: { bookings_total: -1, bookings_confirmed: -1 },
      weeks: { '2026-11-23': -1 },
    });
  });

  it('moves confirmed on a status change and nothing else', () => {
    expect(overviewDelta('booking', booking('pending'), booking('confirmed'))).toEqual({
      figures: { bookings_confirmed: 1 },
      weeks: {},
    });
    expect(overviewDelta('booking', booking('confirmed'), booking('cancelled'))).toEqual({
      figures: { bookings_confirmed: -1 },
      weeks: {},
    });
    expect(isEmptyDelta(overviewDelta('booking', booking('pending'), booking('expired')))).toBe(
      true,
    );
  });

  it('reads Firestore timestamps and moves a booking between weeks when created_at changes', () => {
    expect(
      overviewDelta(
        'booking',
        { status: 'pending', created_at: stamp(monday) },
        { status: 'pending', created_at: stamp(nextWeek) },
      ),
    ).toEqual({ figures: {}, weeks: { '2026-11-23': -1, '2026-11-30': 1 } });
    // Without a creation time it still counts, in no week.
    expect(overviewDelta('booking', undefined, { status: 'pending' })).toEqual({
      figures: { bookings_total: 1 },
      weeks: {},
    });
  });

  it('counts a check-in, its undo, and an attendance that is not (yet) present as nothing', () => {
    expect(overviewDelta('attendance', undefined, { marked_present: true })).toEqual({
      figures: { checked_in: 1 },
      weeks: {},
    });
    expect(
      overviewDelta('attendance', { marked_present: false }, { marked_present: true }).figures,
    ).toEqual({ checked_in: 1 });
    expect(
      overviewDelta('attendance', { marked_present: true }, { marked_present: false }).figures,
    ).toEqual({ checked_in: -1 });
    expect(overviewDelta('attendance', { marked_present: true }, undefined).figures).toEqual({
      checked_in: -1,
    });
    expect(isEmptyDelta(overviewDelta('attendance', undefined, { marked_present: false }))).toBe(
      true,
    );
    // A table assigned to a present party: still one check-in.
    expect(
      isEmptyDelta(
        overviewDelta(
          'attendance',
          { marked_present: true, table: 1 },
          { marked_present: true, table: 2 },
        ),
      ),
    ).toBe(true);
  });

  it('counts profiles and matches created or deleted, never edited', () => {
    expect(overviewDelta('profile', undefined, { user_id: 'a' }).figures).toEqual({
      users_total: 1,
    });
    expect(overviewDelta('profile', { user_id: 'a' }, undefined).figures).toEqual({
      users_total: -1,
    });
    expect(isEmptyDelta(overviewDelta('profile', { bio: 'a' }, { bio: 'b' }))).toBe(true);
    expect(overviewDelta('match', undefined, { user1_id: 'a' }).figures).toEqual({
      matches_total: 1,
    });
    expect(overviewDelta('match', { user1_id: 'a' }, undefined).figures).toEqual({
      matches_total: -1,
    });
  });

  it('counts likes, not passes, and a pass turned into a like', () => {
    expect(overviewDelta('like', undefined, { is_like: true }).figures).toEqual({ likes_total: 1 });
    expect(isEmptyDelta(overviewDelta('like', undefined, { is_like: false }))).toBe(true);
    expect(overviewDelta('like', { is_like: false }, { is_like: true }).figures).toEqual({
      likes_total: 1,
    });
    expect(overviewDelta('like', { is_like: true }, undefined).figures).toEqual({
      likes_total: -1,
    });
  });
});

describe('sumDeltas', () => {
  it('adds figures and weeks and leaves out what cancels', () => {
    expect(
      sumDeltas([
        overviewDelta('booking', undefined, booking('confirmed')),
        overviewDelta('booking', booking('confirmed'), undefined),
        overviewDelta('attendance', undefined, { marked_present: true }),
        overviewDelta('booking', undefined, booking('pending', nextWeek)),
      ]),
    ).toEqual({
      figures: { checked_in: 1, bookings_total: 1 },
      weeks: { '2026-11-30': 1 },
    });
  });
});
