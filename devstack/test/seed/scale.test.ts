import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  ledgerOf,
  ledgerTotals,
  matchId,
  type BookingDoc,
  type EventDoc,
} from '@brunchers/model';
import { buildSeedPlan, type SeedWrite } from '../../src/seed/index.js';
import { buildScalePlan, PER_SCALE } from '../../src/seed/scale.js';

const now = new Date('2026-11-24T09:00:00Z');
const demo = buildSeedPlan(now);
const plan = buildScalePlan(5, demo, now);
const of = <T = Record<string, unknown>>(writes: SeedWrite[], collection: string) =>
  writes
    .filter((write) => write.collection === collection)
    .map((write) => ({ id: write.id, ...(write.data as T) }));

describe('scale city plan', () => {
  it('adds the per-scale volume on top of the demo city', () => {
    expect(of(plan.writes, COLLECTIONS.userProfiles)).toHaveLength(PER_SCALE.members * 5);
    expect(plan.users).toHaveLength(PER_SCALE.members * 5);
    expect(of(plan.writes, COLLECTIONS.events)).toHaveLength(PER_SCALE.events * 5);
    expect(of(plan.writes, COLLECTIONS.bookings)).toHaveLength(PER_SCALE.bookings * 5);
    expect(of(plan.writes, COLLECTIONS.eventAttendances)).toHaveLength(PER_SCALE.bookings * 5);
    expect(of(plan.writes, COLLECTIONS.bruncherLikes)).toHaveLength(PER_SCALE.likes * 5);
    expect(of(plan.writes, COLLECTIONS.matches).length).toBeGreaterThan(0);
    expect(of(plan.writes, COLLECTIONS.brunchReviews).length).toBeGreaterThan(0);
    const dates = of<EventDoc>(plan.writes, COLLECTIONS.events).map((e) => e.event_date);
    expect(dates.some((date) => date < '2026-11-24')).toBe(true);
    expect(dates.some((date) => date > '2026-11-24')).toBe(true);
  });

  it('is the same city on every run (seeded), and leaves the demo accounts alone', () => {
    expect(JSON.stringify(buildScalePlan(5, demo, now).writes)).toBe(JSON.stringify(plan.writes));
    const demoIds = new Set(demo.users.map((user) => user.uid));
    const touched = plan.writes.filter(
      (write) =>
        [COLLECTIONS.userProfiles, COLLECTIONS.bookings, COLLECTIONS.bruncherLikes].includes(
          write.collection as never,
        ) && Object.values(write.data).some((value) => demoIds.has(value as string)),
    );
    expect(touched).toEqual([]);
  });

  it("keeps each event's spots equal to the seats its bookings hold", () => {
    const seats = new Map<string, number>();
    for (const booking of of<BookingDoc>(plan.writes, COLLECTIONS.bookings))
      seats.set(booking.event_id, (seats.get(booking.event_id) ?? 0) + booking.guest_count);
    for (const event of of<EventDoc>(plan.writes, COLLECTIONS.events))
      expect(event.spots_total - event.spots_left).toBe(seats.get(event.id) ?? 0);
  });

  it('matches exactly the mutual likes', () => {
    const likes = of<{ liker_id: string; liked_id: string; is_like: boolean }>(
      plan.writes,
      COLLECTIONS.bruncherLikes,
    );
    const liked = new Set(likes.filter((l) => l.is_like).map((l) => `${l.liker_id}>${l.liked_id}`));
    const mutual = new Set(
      likes
        .filter((l) => l.is_like && liked.has(`${l.liked_id}>${l.liker_id}`))
        .map((l) => matchId(l.liker_id, l.liked_id)),
    );
    expect(new Set(of(plan.writes, COLLECTIONS.matches).map((m) => m.id))).toEqual(mutual);
  });

  it("carries the console's aggregates of the demo city and the scale city together", () => {
    const all = [...demo.writes, ...plan.writes];
    const [overview] = of<Record<string, number>>(plan.writes, COLLECTIONS.adminStats);
    const bookings = of<BookingDoc>(all, COLLECTIONS.bookings);
    expect(overview).toMatchObject({
      users_total: of(all, COLLECTIONS.userProfiles).length,
      bookings_total: bookings.length,
      checked_in: of<{ marked_present: boolean }>(all, COLLECTIONS.eventAttendances).filter(
        (a) => a.marked_present,
      ).length,
      likes_total: of<{ is_like: boolean }>(all, COLLECTIONS.bruncherLikes).filter((l) => l.is_like)
        .length,
      matches_total: new Set(of(all, COLLECTIONS.matches).map((m) => m.id)).size,
    });
    // One Bookings-list row per booking, the demo city's included.
    expect(new Set(of(plan.writes, COLLECTIONS.adminBookingRows).map((r) => r.id))).toEqual(
      new Set(bookings.map((b) => b.id)),
    );
    // The reports (issue 39 item 5): every event has its row, and the months hold every charge.
    expect(new Set(of(plan.writes, COLLECTIONS.reportEvents).map((r) => r.id))).toEqual(
      new Set(of(all, COLLECTIONS.events).map((e) => e.id)),
    );
    const months = of<{ gross_cents?: number }>(plan.writes, COLLECTIONS.reportPeriods).filter(
      (period) => period.id.startsWith('month_'),
    );
    const charged = bookings.reduce(
      (sum, booking) => sum + ledgerTotals(ledgerOf(booking)).chargedCents,
      0,
    );
    expect(months.reduce((sum, month) => sum + (month.gross_cents ?? 0), 0)).toBe(charged);
    const checkedIn = of<{ bookings_checked_in?: number }>(plan.writes, COLLECTIONS.reportEvents);
    const present = of<{ marked_present: boolean }>(all, COLLECTIONS.eventAttendances).filter(
      (attendance) => attendance.marked_present,
    ).length;
    expect(present).toBeGreaterThan(0);
    expect(checkedIn.reduce((sum, row) => sum + (row.bookings_checked_in ?? 0), 0)).toBe(present);
  });
});
