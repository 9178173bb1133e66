// The console's reports (issue 39 item 5): aggregates the server keeps by increments from each
// change's before/after (model/src/rules/reports.ts says what one document contributes), so
// /admin/reports reads the same number of documents in any city. Server-written; admins read.

import { z } from 'zod';
import { ID_MAX, timestampLikeSchema } from './common';

const count = z.number().int().nonnegative().default(0);
/** Money can go below zero for a moment when a refund's increment lands before its charge's. */
const cents = z.number().int().default(0);
const monthKey = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const REPORT_PERIOD_KINDS = ['week', 'month'] as const;
export type ReportPeriodKind = (typeof REPORT_PERIOD_KINDS)[number];

/**
 * report_periods/{month_YYYY-MM | week_YYYY-Www}: money moved in the period (ledger entries by the
 * entry's time, Europe/Lisbon) and, for months, memberships that ended in it.
 */
export const reportPeriodSchema = z.object({
  gross_cents: cents,
  refund_cents: cents,
  memberships_ended: count,
});
export type ReportPeriodDoc = z.infer<typeof reportPeriodSchema>;

/** report_events/{eventId}: one event's money, seats sold and check-ins. */
export const reportEventSchema = z.object({
  /** The event's facts (kept by the events trigger; absent until it ran). */
  event_title: z.string().max(200).default(''),
  /** Its Portuguese title ('' without one; read through contentText, issue 37). */
  event_title_pt: z.string().max(200).default(''),
  event_date: z.string().default(''),
  spots_total: count,
  gross_cents: cents,
  refund_cents: cents,
  /** Bookings confirmed now, and their seats. */
  bookings_confirmed: count,
  seats_confirmed: count,
  /** Bookings whose party was checked in at the door. */
  bookings_checked_in: count,
});
export type ReportEventDoc = z.infer<typeof reportEventSchema>;
export type ReportEventWithId = ReportEventDoc & { id: string };

/** report_cohorts/{YYYY-MM}: members whose first brunch was that month, and how many came back. */
export const reportCohortSchema = z.object({
  members: count,
  /** YYYY-MM → members of the cohort who checked in to a brunch that month. */
  active: z.record(z.string(), z.number().int()).default({}),
});
export type ReportCohortDoc = z.infer<typeof reportCohortSchema>;

/** report_summary/current: figures that are not per period. */
export const reportSummarySchema = z.object({
  /** Members who checked in to at least one brunch, and to at least two. */
  members_attended: count,
  members_repeat: count,
  /** Memberships active (or trialing) now. */
  memberships_active: count,
});
export type ReportSummaryDoc = z.infer<typeof reportSummarySchema>;

/**
 * report_members/{uid}: the bookings the member checked in to, each with its month (of the
 * check-in, Lisbon). Kept in step with the attendances; its own trigger moves the cohorts.
 */
export const reportMemberSchema = z.object({
  attended: z.record(z.string().min(1).max(ID_MAX), monthKey),
  updated_at: timestampLikeSchema,
});
export type ReportMemberDoc = z.infer<typeof reportMemberSchema>;

/** report_applied/{trigger event id}: a change already added to the report aggregates. */
export const reportAppliedSchema = z.object({
  applied_at: timestampLikeSchema,
  expire_at: timestampLikeSchema,
});
