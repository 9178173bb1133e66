// A member's own counters (issue 41 item 1): the dashboard and the profile read this one document
// instead of the member's whole history, so they read the same however many brunches the member
// has been to. Server-written (functions/src/memberStats); the owner reads it.

import { z } from 'zod';
import { timestampLikeSchema } from './common';

/** A figure no trigger has counted yet reads as 0 (a new member has no document at all). */
const figure = z.number().int().default(0);

/** What one of the member's bookings counts as on the profile (a booking of theirs, confirmed or not). */
export const MEMBER_BOOKING_KINDS = ['confirmed', 'other'] as const;
export type MemberBookingKind = (typeof MEMBER_BOOKING_KINDS)[number];

/** member_stats/{uid} */
export const memberStatsSchema = z.object({
  /** Brunches the member was checked in at. */
  events_attended: figure,
  /** venue id → brunches attended there; Places Visited = keys with a count above 0. */
  venues: z.record(z.string(), z.number().int()).default({}),
  /** The member's matches (as either member). */
  matches: figure,
  /**
   * booking id → its event's start, 'YYYY-MM-DDTHH:mm' in the city's time, for each confirmed
   * booking: the client counts those still to come (Upcoming), so no write is needed as time passes.
   */
  upcoming: z.record(z.string(), z.string()).default({}),
  /** booking id → confirmed or other, for each booking that is the member's (isMemberBooking). */
  bookings: z.record(z.string(), z.enum(MEMBER_BOOKING_KINDS)).default({}),
  updated_at: timestampLikeSchema.optional(),
  /**
   * When the counts were last made from scratch (the seed, a recount), in the database's time:
   * a trigger's change committed by then is in them already and adds nothing.
   */
  counted_at: timestampLikeSchema.optional(),
});
export type MemberStatsDoc = z.infer<typeof memberStatsSchema>;

/**
 * member_stats_applied/{trigger event id}: a change already added to a member's counters, written
 * in the transaction that adds it (at-least-once delivery adds it once); expires like
 * admin_stats_applied (TTL on expire_at, MEMBER_STATS_APPLIED_TTL_MS).
 */
export const memberStatsAppliedSchema = z.object({
  applied_at: timestampLikeSchema,
  expire_at: timestampLikeSchema,
});
export type MemberStatsAppliedDoc = z.infer<typeof memberStatsAppliedSchema>;
