// member_stats/{uid}: the deltas triggers add from a change's before/after, the idempotent booking
// entries, and what the dashboard and profile show from the document (issue 41 item 1).

import { eventStartsAt } from '../dates';
import type { MemberBookingKind, MemberStatsDoc } from '../schemas/member-stats';
import { isConfirmed, isMemberBooking } from './booking';
import { cityDateString } from './check-in';

type Doc = Record<string, unknown> | undefined | null;

/** What one change adds to one member's counters. */
export interface MemberStatsDelta {
  events_attended: number;
  /** venue id → change */
  venues: Record<string, number>;
  matches: number;
}

const emptyDelta = (): MemberStatsDelta => ({ events_attended: 0, venues: {}, matches: 0 });

export function isEmptyMemberDelta(delta: MemberStatsDelta): boolean {
  return (
    delta.events_attended === 0 &&
    delta.matches === 0 &&
    Object.values(delta.venues).every((change) => change === 0)
  );
}

/** Deltas summed (one transaction applies several events' deltas to one member). */
export function sumMemberDeltas(deltas: readonly MemberStatsDelta[]): MemberStatsDelta {
  const sum = emptyDelta();
  for (const delta of deltas) {
    sum.events_attended += delta.events_attended;
    sum.matches += delta.matches;
    for (const [venue, change] of Object.entries(delta.venues))
      sum.venues[venue] = (sum.venues[venue] ?? 0) + change;
  }
  for (const [venue, change] of Object.entries(sum.venues))
    if (change === 0) delete sum.venues[venue];
  return sum;
}

const uidOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function add(
  deltas: Map<string, MemberStatsDelta>,
  uid: string,
  change: (d: MemberStatsDelta) => void,
) {
  const delta = deltas.get(uid) ?? emptyDelta();
  change(delta);
  deltas.set(uid, delta);
}

/**
 * An attendance's change: a member checked in counts one brunch attended and one at its venue;
 * undoing the check-in (or anonymising the attendance) takes them back. Guests (no user_id) count
 * for nobody. Members whose counters do not move are absent.
 */
export function attendanceMemberDeltas(before: Doc, after: Doc): Map<string, MemberStatsDelta> {
  const deltas = new Map<string, MemberStatsDelta>();
  const contribute = (doc: Doc, sign: 1 | -1) => {
    const uid = uidOf(doc?.user_id);
    if (!uid || doc?.marked_present !== true) return;
    const venue = uidOf(doc.venue_id);
    add(deltas, uid, (delta) => {
      delta.events_attended += sign;
      if (venue) delta.venues[venue] = (delta.venues[venue] ?? 0) + sign;
    });
  };
  contribute(before, -1);
  contribute(after, 1);
  return pruned(deltas);
}

/** A match created counts one for each member; deleted, it takes it back. */
export function matchMemberDeltas(before: Doc, after: Doc): Map<string, MemberStatsDelta> {
  const deltas = new Map<string, MemberStatsDelta>();
  const contribute = (doc: Doc, sign: 1 | -1) => {
    if (!doc) return;
    for (const uid of new Set([uidOf(doc.user1_id), uidOf(doc.user2_id)]))
      if (uid) add(deltas, uid, (delta) => (delta.matches += sign));
  };
  contribute(before, -1);
  contribute(after, 1);
  return pruned(deltas);
}

function pruned(deltas: Map<string, MemberStatsDelta>) {
  for (const [uid, delta] of deltas) {
    const sum = sumMemberDeltas([delta]);
    if (isEmptyMemberDelta(sum)) deltas.delete(uid);
    else deltas.set(uid, sum);
  }
  return deltas;
}

/** An event's start as member_stats.upcoming keeps it: 'YYYY-MM-DDTHH:mm' in the city's time. */
export function eventStartKey(event: { event_date: string; event_time: string }): string {
  return `${event.event_date}T${event.event_time.slice(0, 5)}`;
}

/** What a booking (as it is now) puts in its member's document; null: nothing (not theirs). */
export interface MemberBookingEntry {
  kind: MemberBookingKind;
  /** The event's start when the booking is confirmed (Upcoming counts it until then). */
  start: string | null;
}

export function memberBookingEntry(
  booking: Doc,
  event: { event_date: string; event_time: string } | null,
): MemberBookingEntry | null {
  if (!booking || !uidOf(booking.user_id)) return null;
  const shape = booking as { status: string; awaiting_payment?: boolean; cancelled_at?: unknown };
  if (!isMemberBooking(shape)) return null;
  const confirmed = isConfirmed(shape);
  return {
    kind: confirmed ? 'confirmed' : 'other',
    start: confirmed && event ? eventStartKey(event) : null,
  };
}

type Stats = Pick<
  MemberStatsDoc,
  'events_attended' | 'venues' | 'matches' | 'upcoming' | 'bookings'
>;

/** Confirmed bookings whose brunch has not started yet. */
export function upcomingCount(stats: Pick<Stats, 'upcoming'>, now: Date): number {
  return Object.values(stats.upcoming).filter((start) => {
    const [event_date = '', event_time = '00:00'] = start.split('T');
    return eventStartsAt({ event_date, event_time }).getTime() > now.getTime();
  }).length;
}

/**
 * The member's next brunch: the confirmed booking whose brunch starts soonest after `now`, or one
 * that started earlier today (city time) — the member may be at it, ticket and table in hand.
 */
export function nextUpcomingBooking(
  stats: Pick<Stats, 'upcoming'>,
  now: Date,
): { bookingId: string; event_date: string; event_time: string } | null {
  let next: { bookingId: string; event_date: string; event_time: string; at: number } | null = null;
  for (const [bookingId, start] of Object.entries(stats.upcoming)) {
    const [event_date = '', event_time = '00:00'] = start.split('T');
    const at = eventStartsAt({ event_date, event_time }).getTime();
    // Ties (two bookings of one brunch) go to the smaller id, so the choice never flickers.
    if (Number.isNaN(at) || (at <= now.getTime() && event_date !== cityDateString(now))) continue;
    if (!next || at < next.at || (at === next.at && bookingId < next.bookingId))
      next = { bookingId, event_date, event_time, at };
  }
  return (
    next && { bookingId: next.bookingId, event_date: next.event_date, event_time: next.event_time }
  );
}

/** Distinct venues the member attended a brunch at. */
export function placesVisitedCount(stats: Pick<Stats, 'venues'>): number {
  return Object.values(stats.venues).filter((count) => count > 0).length;
}

/** The profile's Total Bookings and Confirmed. */
export function memberBookingCounts(stats: Pick<Stats, 'bookings'>): {
  total: number;
  confirmed: number;
} {
  const kinds = Object.values(stats.bookings);
  return { total: kinds.length, confirmed: kinds.filter((kind) => kind === 'confirmed').length };
}

/**
 * Every member's document counted from scratch (the seed; a recount): what the triggers would have
 * kept after writing these documents one by one.
 */
export function buildMemberStats(sources: {
  bookings: readonly { id: string; data: Doc & { event_id?: unknown } }[];
  attendances: readonly Doc[];
  matches: readonly Doc[];
  events: ReadonlyMap<string, { event_date: string; event_time: string }>;
}): Map<string, Stats> {
  const stats = new Map<string, Stats>();
  const of = (uid: string) => {
    let found = stats.get(uid);
    if (!found) {
      found = { events_attended: 0, venues: {}, matches: 0, upcoming: {}, bookings: {} };
      stats.set(uid, found);
    }
    return found;
  };
  const deltas = [
    ...sources.attendances.map((doc) => attendanceMemberDeltas(undefined, doc)),
    ...sources.matches.map((doc) => matchMemberDeltas(undefined, doc)),
  ];
  for (const map of deltas)
    for (const [uid, delta] of map) {
      const doc = of(uid);
      doc.events_attended += delta.events_attended;
      doc.matches += delta.matches;
      for (const [venue, change] of Object.entries(delta.venues))
        doc.venues[venue] = (doc.venues[venue] ?? 0) + change;
    }
  for (const { id, data } of sources.bookings) {
    const event = sources.events.get(String(data?.event_id)) ?? null;
    const entry = memberBookingEntry(data, event);
    if (!entry) continue;
    const doc = of(String(data?.user_id));
    doc.bookings[id] = entry.kind;
    if (entry.start) doc.upcoming[id] = entry.start;
  }
  return stats;
}
