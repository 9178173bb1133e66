// The reports' contributions, periods and rates (issue 39 item 5).
import { describe, expect, it } from 'vitest';
import {
  attendedMonthOf,
  bookingReportVector,
  buildReportVector,
  churnRows,
  isoWeekOfDay,
  memberReportVector,
  membershipReportVector,
  nestFields,
  noShowRate,
  recentPeriods,
  repeatRate,
  reportDelta,
  reportMonthKey,
  reportWeekKey,
  retentionRows,
  sellThrough,
  withAttended,
} from '../src';

const charge = (cents: number, at: Date, key = 'charge-pi_1') => ({
  kind: 'charge' as const,
  amount_cents: cents,
  reason: 'payment',
  stripe_id: 'pi_1',
  key,
  at,
});
const refund = (cents: number, at: Date, key = 'refund-1') => ({
  kind: 'refund' as const,
  amount_cents: cents,
  reason: 'member_cancel',
  stripe_id: 're_1',
  key,
  at,
});

describe('periods in Lisbon', () => {
  it('puts a moment in its Lisbon month and ISO week', () => {
    // 23:30 UTC on 31 Oct 2026 is 23:30 in Lisbon (winter time): still October.
    expect(reportMonthKey(new Date('2026-10-31T23:30:00Z'))).toBe('2026-10');
    // 23:30 UTC on 31 July is 00:30 on 1 August in Lisbon (summer time).
    expect(reportMonthKey(new Date('2026-07-31T23:30:00Z'))).toBe('2026-08');
    expect(reportWeekKey(new Date('2026-11-29T12:00:00Z'))).toBe('2026-W48');
  });

  it('numbers ISO weeks across the year boundary', () => {
    expect(isoWeekOfDay('2026-01-01')).toBe('2026-W01');
    expect(isoWeekOfDay('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOfDay('2024-12-30')).toBe('2025-W01');
    expect(isoWeekOfDay('2021-01-03')).toBe('2020-W53');
  });

  it('lists the recent periods oldest first, the current one last', () => {
    const now = new Date('2026-02-10T10:00:00Z');
    expect(recentPeriods('month', now, 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(recentPeriods('week', now, 3)).toEqual(['2026-W05', '2026-W06', '2026-W07']);
  });
});

describe('contributions', () => {
  const nov = new Date('2026-11-10T10:00:00Z');
  const dec = new Date('2026-12-02T10:00:00Z');

  it("adds a booking's charges and refunds by entry time and by event, and its seats", () => {
    const booking = {
      event_id: 'e1',
      status: 'confirmed',
      guest_count: 2,
      total_amount_cents: 5000,
      created_at: nov,
      ledger: [charge(10000, nov), refund(5000, dec)],
    };
    expect(bookingReportVector(booking)).toEqual({
      'report_periods/month_2026-11': { gross_cents: 10000 },
      'report_periods/week_2026-W46': { gross_cents: 10000 },
      'report_periods/month_2026-12': { refund_cents: 5000 },
      'report_periods/week_2026-W49': { refund_cents: 5000 },
      'report_events/e1': {
        gross_cents: 10000,
        refund_cents: 5000,
        bookings_confirmed: 1,
        seats_confirmed: 2,
      },
    });
  });

  it('moves only what changed: a refund added to a confirmed booking', () => {
    const before = {
      event_id: 'e1',
      status: 'confirmed',
      guest_count: 2,
      total_amount_cents: 10000,
      created_at: nov,
      ledger: [charge(10000, nov)],
    };
    const after = {
      ...before,
      status: 'refunded',
      ledger: [charge(10000, nov), refund(10000, dec)],
    };
    expect(reportDelta('booking', before, after)).toEqual({
      'report_periods/month_2026-12': { refund_cents: 10000 },
      'report_periods/week_2026-W49': { refund_cents: 10000 },
      'report_events/e1': { refund_cents: 10000, bookings_confirmed: -1, seats_confirmed: -2 },
    });
    expect(reportDelta('booking', after, after)).toEqual({});
  });

  it('counts a check-in for its event and an ended membership as churn in its month', () => {
    expect(reportDelta('attendance', undefined, { event_id: 'e1', marked_present: true })).toEqual({
      'report_events/e1': { bookings_checked_in: 1 },
    });
    expect(membershipReportVector({ status: 'active' })).toEqual({
      'report_summary/current': { memberships_active: 1 },
    });
    expect(membershipReportVector({ status: 'canceled', current_period_end: dec })).toEqual({
      'report_periods/month_2026-12': { memberships_ended: 1 },
    });
    expect(membershipReportVector({ status: 'incomplete_expired' })).toEqual({});
  });

  it("puts a member in the cohort of their first brunch's month, active in each month", () => {
    const attended = withAttended(withAttended({}, 'b2', '2026-12'), 'b1', '2026-11');
    expect(memberReportVector({ attended })).toEqual({
      'report_cohorts/2026-11': { members: 1, 'active.2026-11': 1, 'active.2026-12': 1 },
      'report_summary/current': { members_attended: 1, members_repeat: 1 },
    });
    // Undoing the first check-in moves them to December's cohort.
    expect(
      reportDelta('member', { attended }, { attended: withAttended(attended, 'b1', null) }),
    ).toEqual({
      'report_cohorts/2026-11': { members: -1, 'active.2026-11': -1, 'active.2026-12': -1 },
      'report_cohorts/2026-12': { members: 1, 'active.2026-12': 1 },
      'report_summary/current': { members_repeat: -1 },
    });
    expect(attendedMonthOf({ marked_present: true, marked_present_at: nov })).toBe('2026-11');
    expect(attendedMonthOf({ marked_present: false, marked_present_at: nov })).toBeNull();
  });

  it('sums contributions from scratch and nests dotted fields for a merge', () => {
    const total = buildReportVector([
      { source: 'attendance', doc: { event_id: 'e1', marked_present: true } },
      { source: 'attendance', doc: { event_id: 'e1', marked_present: true } },
    ]);
    expect(total).toEqual({ 'report_events/e1': { bookings_checked_in: 2 } });
    expect(nestFields({ members: 1, 'active.2026-11': 2 })).toEqual({
      members: 1,
      active: { '2026-11': 2 },
    });
  });
});

describe('rates', () => {
  it('sell-through, no-show (only once the day is over) and repeat attendance', () => {
    expect(sellThrough({ seats_confirmed: 15, spots_total: 20 })).toBe(75);
    expect(sellThrough({ seats_confirmed: 0, spots_total: 0 })).toBeNull();
    const event = { bookings_confirmed: 8, bookings_checked_in: 6, event_date: '2026-11-22' };
    expect(noShowRate(event, '2026-11-29')).toBe(25);
    expect(noShowRate(event, '2026-11-22')).toBeNull();
    expect(repeatRate({ members_attended: 3, members_repeat: 1 })).toBe(33.3);
  });

  it('retention per cohort and month since the first brunch', () => {
    const rows = retentionRows(
      [{ id: '2026-10', members: 4, active: { '2026-10': 4, '2026-11': 1 } }],
      '2026-11',
      3,
    );
    expect(rows).toEqual([{ cohort: '2026-10', members: 4, retention: [100, 25, null] }]);
  });

  it('churn of a month: ended then, of those alive in it', () => {
    const rows = churnRows(
      [
        { month: '2026-10', memberships_ended: 1 },
        { month: '2026-11', memberships_ended: 2 },
      ],
      7,
    );
    expect(rows).toEqual([
      { month: '2026-10', ended: 1, base: 10, churn: 10 },
      { month: '2026-11', ended: 2, base: 9, churn: 22.2 },
    ]);
  });
});
