// The organiser console's aggregates (server-written, admins read): one overview document, one
// row per active member and one per match, so a cold /admin reads a bounded number of documents
// whatever the city's size. Triggers in functions/src/adminStats keep them; the seed writes them
// from buildAdminStats (model/src/rules/admin.ts).

import { z } from 'zod';
import { bookingStatusSchema } from './bookings';
import { ID_MAX, timestampLikeSchema } from './common';

const count = z.number().int().nonnegative();
const idRef = z.string().min(1).max(ID_MAX);

/** A figure of the overview no trigger has counted yet: 0. */
const figure = count.default(0);

/**
 * admin_stats/overview: the stat cards, the match rate's inputs and bookings per week. Each trigger
 * merges its own figures into it, so in a new city (a new project) some are there before others:
 * a missing figure reads as 0 (the console crashed on a city with bookings but no like yet).
 */
export const adminOverviewSchema = z.object({
  /** Member profiles (user_profiles). */
  users_total: figure,
  bookings_total: figure,
  bookings_confirmed: figure,
  checked_in: figure,
  likes_total: figure,
  matches_total: figure,
  /** Bookings created per week: Monday 'YYYY-MM-DD' (UTC) → count. */
  bookings_by_week: z.record(z.string(), count).default({}),
  updated_at: timestampLikeSchema,
  /**
   * When the figures were last counted from scratch (the seed, the recount callable), in the
   * database's time: a trigger's change committed by then is in them, and its increment is skipped.
   */
  counted_at: timestampLikeSchema.optional(),
});
export type AdminOverviewDoc = z.infer<typeof adminOverviewSchema>;

/** admin_user_stats/{uid}: User Activity's row for a member who liked or matched. */
export const adminUserStatsSchema = z.object({
  user_id: idRef,
  /** The member's e-mail (Auth), or their uid when Auth has none. */
  label: z.string().max(320),
  likes_given: count,
  matches: count,
  updated_at: timestampLikeSchema,
});
export type AdminUserStatsDoc = z.infer<typeof adminUserStatsSchema>;
export type AdminUserStatsWithId = AdminUserStatsDoc & { id: string };

/** admin_match_scores/{matchId}: Best Matches' row, its score kept as the likes change. */
export const adminMatchScoreSchema = z.object({
  user1_id: idRef,
  user2_id: idRef,
  user1_label: z.string().max(320),
  user2_label: z.string().max(320),
  likes1: count,
  likes2: count,
  score: count,
  created_at: timestampLikeSchema,
});
export type AdminMatchScoreDoc = z.infer<typeof adminMatchScoreSchema>;
export type AdminMatchScoreWithId = AdminMatchScoreDoc & { id: string };

/**
 * admin_booking_rows/{bookingId}: the Bookings list's row, kept by the bookings trigger with who
 * booked (name, e-mail), the event's date and check-in, so the list filters, searches and pages
 * on the server without reading users, events or attendances.
 */
export const adminBookingRowSchema = z.object({
  event_id: idRef,
  event_title: z.string().max(200),
  /** The Portuguese title (issue 37.3), when the event has one. */
  event_title_pt: z.string().max(200).optional(),
  /** The event's date, 'YYYY-MM-DD' (null if the event is gone). */
  event_date: z.string().nullable(),
  venue_id: idRef.nullable(),
  venue_name: z.string().nullable(),
  venue_city: z.string().nullable(),
  status: bookingStatusSchema,
  awaiting_payment: z.boolean(),
  guest_count: count,
  total_amount_cents: count,
  user_id: idRef.nullable(),
  /** Member's display name or guest's name. */
  name: z.string(),
  email: z.string(),
  is_guest: z.boolean(),
  checked_in: z.boolean(),
  /** Lower-cased prefixes of the name's words and the e-mail (search by prefix). */
  search: z.array(z.string()),
  created_at: timestampLikeSchema,
});
export type AdminBookingRowDoc = z.infer<typeof adminBookingRowSchema>;
export type AdminBookingRowWithId = AdminBookingRowDoc & { id: string };

/**
 * admin_stats_applied/{trigger event id}: a change already added to the overview. Written in the
 * transaction that adds it, so a redelivered event (at-least-once) adds nothing again; expires.
 */
export const adminStatsAppliedSchema = z.object({
  applied_at: timestampLikeSchema,
  /**
   * Deleted by a TTL policy on this field (gcloud firestore fields ttls update expire_at
   * --collection-group=admin_stats_applied; not in firestore.indexes.json, whose fieldOverrides
   * must stay empty for the privacy walker) after ADMIN_STATS_APPLIED_TTL_MS.
   */
  expire_at: timestampLikeSchema,
});
export type AdminStatsAppliedDoc = z.infer<typeof adminStatsAppliedSchema>;
