// The organiser console's aggregates (server-written, admins read): one overview document, one
// row per active member and one per match, so a cold /admin reads a bounded number of documents
// whatever the city's size. Triggers in functions/src/adminStats keep them; the seed writes them
// from buildAdminStats (model/src/rules/admin.ts).

import { z } from 'zod';
import { ID_MAX, timestampLikeSchema } from './common';

const count = z.number().int().nonnegative();
const idRef = z.string().min(1).max(ID_MAX);

/** admin_stats/overview: the stat cards, the match rate's inputs and bookings per week. */
export const adminOverviewSchema = z.object({
  bookings_total: count,
  bookings_confirmed: count,
  checked_in: count,
  likes_total: count,
  matches_total: count,
  /** Bookings created per week: Monday 'YYYY-MM-DD' (UTC) → count. */
  bookings_by_week: z.record(z.string(), count),
  updated_at: timestampLikeSchema,
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
