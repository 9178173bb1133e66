// Admin statistics. Like counts count likes a member gave (is_like true; passes are
// not likes).

import {
  ADMIN_TOP_MATCHES,
  COMPATIBILITY_MAX,
  TABLE_SEATS_MAX,
  TABLE_SEATS_MIN,
  VENUE_TABLES_MAX,
  type BookingStatus,
} from '../constants';

interface Like {
  liker_id: string;
  is_like: boolean;
}
interface Match {
  user1_id: string;
  user2_id: string;
}

/** Likes given per member (passes excluded). */
export function likeCountsByUser(likes: readonly Like[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const like of likes) {
    if (like.is_like) counts.set(like.liker_id, (counts.get(like.liker_id) ?? 0) + 1);
  }
  return counts;
}

/** Total likes (passes excluded). */
export function totalLikes(likes: readonly Like[]): number {
  return likes.filter((like) => like.is_like).length;
}

/** min(100, round(average of the two like counts × 10)). */
export function compatibilityScore(likesA: number, likesB: number): number {
  return Math.min(COMPATIBILITY_MAX, Math.round(((likesA + likesB) / 2) * 10));
}

/** The best matches by compatibility score, highest first (ties keep their input order). */
export function topMatches<M extends Match>(
  matches: readonly M[],
  likeCounts: ReadonlyMap<string, number>,
  limit = ADMIN_TOP_MATCHES,
): (M & { score: number })[] {
  return matches
    .map((match) => ({
      ...match,
      score: compatibilityScore(
        likeCounts.get(match.user1_id) ?? 0,
        likeCounts.get(match.user2_id) ?? 0,
      ),
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** round(matches × 2 / likes × 100) in percent; 0 when there are no likes. */
export function matchRate(matchCount: number, likeCount: number): number {
  if (likeCount <= 0) return 0;
  return Math.round(((matchCount * 2) / likeCount) * 100);
}

/** Matches per member. */
export function matchCountsByUser(matches: readonly Match[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { user1_id, user2_id } of matches) {
    counts.set(user1_id, (counts.get(user1_id) ?? 0) + 1);
    counts.set(user2_id, (counts.get(user2_id) ?? 0) + 1);
  }
  return counts;
}

/** Users with their match counts, most matches first (ties keep their input order). */
export function usersByMatchCount<U extends { id: string }>(
  users: readonly U[],
  matches: readonly Match[],
): (U & { matchCount: number })[] {
  const counts = matchCountsByUser(matches);
  return users
    .map((user) => ({ ...user, matchCount: counts.get(user.id) ?? 0 }))
    .sort((a, b) => b.matchCount - a.matchCount);
}

// --- Aggregates the server keeps for the console (admin_stats, admin_user_stats,
// admin_match_scores) ---

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 UTC of the week containing `date`. */
export function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The bookings_by_week key of `date`: its week's Monday as 'YYYY-MM-DD'. */
export function weekKey(date: Date): string {
  return weekStart(date).toISOString().slice(0, 10);
}

/** [start, end) of the week named by a weekKey. */
export function weekRange(key: string): { start: Date; end: Date } {
  const start = new Date(`${key}T00:00:00.000Z`);
  return { start, end: new Date(start.getTime() + WEEK_MS) };
}

export interface WeekCount {
  /** Monday of the week, 'YYYY-MM-DD'. */
  week: string;
  count: number;
}

/** The chart's series: the `weeks` weeks up to the one containing `now`, oldest first. */
export function bookingsPerWeek(
  byWeek: Readonly<Record<string, number>>,
  now: Date,
  weeks = 8,
): WeekCount[] {
  const last = weekStart(now).getTime();
  return Array.from({ length: weeks }, (_, index) => {
    const week = new Date(last - (weeks - 1 - index) * WEEK_MS).toISOString().slice(0, 10);
    return { week, count: byWeek[week] ?? 0 };
  });
}

export interface StatsBooking {
  status: string;
  created_at: Date;
}
export interface StatsSource {
  /** Member profiles. */
  users: number;
  bookings: readonly StatsBooking[];
  checkedIn: number;
  likes: readonly Like[];
  matches: readonly (Match & { id: string; created_at: Date })[];
  /** E-mail (or any label) per uid; the uid stands in when missing. */
  labels: ReadonlyMap<string, string>;
}

/**
 * Every aggregate from scratch, for the seed and for a city loaded without triggers (the scale
 * generator). The triggers keep the same numbers one change at a time.
 */
export function buildAdminStats(source: StatsSource, now: Date) {
  const byWeek: Record<string, number> = {};
  for (const booking of source.bookings) {
    const key = weekKey(booking.created_at);
    byWeek[key] = (byWeek[key] ?? 0) + 1;
  }
  const likeCounts = likeCountsByUser(source.likes);
  const matchCounts = matchCountsByUser(source.matches);
  const label = (uid: string) => source.labels.get(uid) ?? uid;
  const overview = {
    users_total: source.users,
    bookings_total: source.bookings.length,
    bookings_confirmed: source.bookings.filter((booking) => booking.status === 'confirmed').length,
    checked_in: source.checkedIn,
    likes_total: totalLikes(source.likes),
    matches_total: source.matches.length,
    bookings_by_week: byWeek,
    updated_at: now,
  };
  const active = new Set([...likeCounts.keys(), ...matchCounts.keys()]);
  const users = [...active].map((uid) => ({
    id: uid,
    doc: {
      user_id: uid,
      label: label(uid),
      likes_given: likeCounts.get(uid) ?? 0,
      matches: matchCounts.get(uid) ?? 0,
      updated_at: now,
    },
  }));
  const scores = source.matches.map((match) => ({
    id: match.id,
    doc: matchScoreRow(
      match,
      likeCounts.get(match.user1_id) ?? 0,
      likeCounts.get(match.user2_id) ?? 0,
      {
        user1: label(match.user1_id),
        user2: label(match.user2_id),
        created_at: match.created_at,
      },
    ),
  }));
  return { overview, users, scores };
}

/** A Best Matches row: the pair, both members' likes given and the compatibility score. */
export function matchScoreRow(
  match: Match,
  likes1: number,
  likes2: number,
  extra: { user1: string; user2: string; created_at: Date },
) {
  return {
    user1_id: match.user1_id,
    user2_id: match.user2_id,
    user1_label: extra.user1,
    user2_label: extra.user2,
    likes1,
    likes2,
    score: compatibilityScore(likes1, likes2),
    created_at: extra.created_at,
  };
}

/** Longest prefix stored for search (longer queries are cut to it). */
export const SEARCH_PREFIX_MAX = 24;

/** What a search box's text is looked up as: trimmed, lower-cased, cut to SEARCH_PREFIX_MAX. */
export function searchKey(text: string): string {
  return text.trim().toLowerCase().slice(0, SEARCH_PREFIX_MAX);
}

/** Every prefix of the whole name, of each of its words and of the e-mail, lower-cased. */
export function searchPrefixes(name: string, email: string): string[] {
  const terms = [name, ...name.split(/\s+/), email].map(searchKey).filter(Boolean);
  const prefixes = new Set<string>();
  for (const term of terms)
    for (let length = 1; length <= term.length; length += 1) prefixes.add(term.slice(0, length));
  return [...prefixes];
}

export interface RowBooking {
  event_id: string;
  event_title: string;
  event_title_pt?: string | undefined;
  venue_id: string | null;
  venue_name?: string | null | undefined;
  venue_city?: string | null | undefined;
  status: BookingStatus;
  awaiting_payment?: boolean | undefined;
  guest_count: number;
  total_amount_cents: number;
  user_id: string | null;
  guest_name: string | null;
  guest_email: string | null;
}

/** The booking fields the console's aggregates read: its row's and the counts' (status, week). */
const BOOKING_STATS_FIELDS = {
  event_id: true,
  event_title: true,
  event_title_pt: true,
  venue_id: true,
  venue_name: true,
  venue_city: true,
  status: true,
  awaiting_payment: true,
  guest_count: true,
  total_amount_cents: true,
  user_id: true,
  guest_name: true,
  guest_email: true,
  created_at: true,
} satisfies Record<keyof RowBooking | 'created_at', true>;

/**
 * Whether a booking write can move the console's aggregates: a booking created or deleted, or one
 * of the fields they read changed. Most writes of a checkout (its session id, its hold's deadline)
 * change none, and the overview is one document every booking would otherwise rewrite.
 */
export function bookingStatsChanged(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): boolean {
  if (!before || !after) return before !== after;
  return Object.keys(BOOKING_STATS_FIELDS).some((field) => !sameValue(before[field], after[field]));
}

/** Equal stored values: primitives, or timestamps (Firestore's or Dates) at the same instant. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const millis = (value: unknown) =>
    value instanceof Date
      ? value.getTime()
      : value && typeof (value as { toMillis?: unknown }).toMillis === 'function'
        ? (value as { toMillis(): number }).toMillis()
        : null;
  const [x, y] = [millis(a), millis(b)];
  return x !== null && x === y;
}

/** The Bookings list's row of a booking (created_at is passed through as the caller stores it). */
export function adminBookingRow<T>(
  booking: RowBooking,
  extra: {
    /** The member's display name and e-mail (ignored for guests). */
    member: { name: string; email: string } | null;
    eventDate: string | null;
    venue: { name: string; city: string } | null;
    checkedIn: boolean;
    createdAt: T;
  },
) {
  const isGuest = booking.user_id === null;
  const name = (isGuest ? booking.guest_name : extra.member?.name) ?? '';
  const email = (isGuest ? booking.guest_email : extra.member?.email) ?? '';
  return {
    event_id: booking.event_id,
    event_title: booking.event_title,
    ...(booking.event_title_pt ? { event_title_pt: booking.event_title_pt } : {}),
    event_date: extra.eventDate,
    venue_id: booking.venue_id,
    venue_name: extra.venue?.name ?? booking.venue_name ?? null,
    venue_city: extra.venue?.city ?? booking.venue_city ?? null,
    status: booking.status,
    awaiting_payment: booking.awaiting_payment === true,
    guest_count: booking.guest_count,
    total_amount_cents: booking.total_amount_cents,
    user_id: booking.user_id,
    name,
    email,
    is_guest: isGuest,
    checked_in: extra.checkedIn,
    search: searchPrefixes(name, email),
    created_at: extra.createdAt,
  };
}

/** A venue editor's "6, 6, 8" as table sizes, or the reason it is not one. */
export function parseTableSizes(
  text: string,
): { ok: true; sizes: number[] } | { ok: false; error: string } {
  const parts = text.split(/[,\s]+/).filter(Boolean);
  if (parts.length === 0) return { ok: false, error: 'Give at least one table size.' };
  if (parts.length > VENUE_TABLES_MAX)
    return { ok: false, error: `At most ${VENUE_TABLES_MAX} tables.` };
  const sizes = parts.map(Number);
  if (
    sizes.some(
      (size) => !Number.isInteger(size) || size < TABLE_SEATS_MIN || size > TABLE_SEATS_MAX,
    )
  )
    return {
      ok: false,
      error: `Each table seats ${TABLE_SEATS_MIN} to ${TABLE_SEATS_MAX} (whole numbers).`,
    };
  return { ok: true, sizes };
}

// --- The overview's figures, kept by increments (issue 41) ---

/** The overview's whole-number figures a trigger moves. */
export const OVERVIEW_FIGURES = [
  'users_total',
  'bookings_total',
  'bookings_confirmed',
  'checked_in',
  'likes_total',
  'matches_total',
] as const;
export type OverviewFigure = (typeof OVERVIEW_FIGURES)[number];

/** Which collection a trigger's change is of. */
export type OverviewSource = 'booking' | 'profile' | 'attendance' | 'like' | 'match';

/** How one change (or a batch of them) moves the overview: figures and bookings per week. */
export interface OverviewDelta {
  figures: Partial<Record<OverviewFigure, number>>;
  /** weekKey → change of that week's bookings. */
  weeks: Record<string, number>;
}

type Doc = Record<string, unknown> | undefined;

const one = (yes: boolean) => (yes ? 1 : 0);

function instant(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function')
    return (value as { toDate(): Date }).toDate();
  return null;
}

/**
 * How a change from `before` to `after` (undefined: absent) of one document moves the overview,
 * computed from the two alone so a trigger never recounts a collection. Zeros are left out: an
 * empty delta (`isEmptyDelta`) means the change moves nothing.
 */
export function overviewDelta(source: OverviewSource, before: Doc, after: Doc): OverviewDelta {
  const figures: Partial<Record<OverviewFigure, number>> = {};
  const weeks: Record<string, number> = {};
  const move = (figure: OverviewFigure, was: boolean, is: boolean) => {
    const change = one(is) - one(was);
    if (change !== 0) figures[figure] = change;
  };
  switch (source) {
    case 'booking': {
      move('bookings_total', Boolean(before), Boolean(after));
      move('bookings_confirmed', before?.status === 'confirmed', after?.status === 'confirmed');
      const week = (doc: Doc) => {
        const date = doc ? instant(doc.created_at) : null;
        return date ? weekKey(date) : null;
      };
      const [was, is] = [week(before), week(after)];
      if (was !== is) {
        if (was) weeks[was] = -1;
        if (is) weeks[is] = 1;
      }
      break;
    }
    case 'profile':
      move('users_total', Boolean(before), Boolean(after));
      break;
    case 'attendance':
      move('checked_in', before?.marked_present === true, after?.marked_present === true);
      break;
    case 'like':
      move('likes_total', before?.is_like === true, after?.is_like === true);
      break;
    case 'match':
      move('matches_total', Boolean(before), Boolean(after));
      break;
  }
  return { figures, weeks };
}

/** True when a delta moves no figure and no week. */
export function isEmptyDelta(delta: OverviewDelta): boolean {
  return Object.keys(delta.figures).length === 0 && Object.keys(delta.weeks).length === 0;
}

/** Several deltas as one (a batch applied in one write); zeros left out. */
export function sumDeltas(deltas: readonly OverviewDelta[]): OverviewDelta {
  const figures: Partial<Record<OverviewFigure, number>> = {};
  const weeks: Record<string, number> = {};
  for (const delta of deltas) {
    for (const [figure, change] of Object.entries(delta.figures) as [OverviewFigure, number][])
      figures[figure] = (figures[figure] ?? 0) + change;
    for (const [week, change] of Object.entries(delta.weeks))
      weeks[week] = (weeks[week] ?? 0) + change;
  }
  for (const figure of Object.keys(figures) as OverviewFigure[])
    if (figures[figure] === 0) delete figures[figure];
  for (const week of Object.keys(weeks)) if (weeks[week] === 0) delete weeks[week];
  return { figures, weeks };
}
