// Table plans and the after-brunch step (issue 24). table_plans/{eventId} is written by the
// server only (planTables, the cut-off, re-plans and the organiser's moves); admins read it and a
// venue's partner reads their events' plans at the door. Members never read it: their own table
// number is on their attendance (and ticket), their tablemates come from getTablemates once they
// are checked in. after_brunch/{bookingId} records a member's one after-brunch step.

import { z } from 'zod';
import { MAX_GUESTS_PER_BOOKING, MIN_GUESTS_PER_BOOKING, TABLE_SEATS_MAX } from '../constants';
import { docIdSchema, ID_MAX, NAME_MAX, timestampLikeSchema } from './common';

const idRef = z.string().min(1).max(ID_MAX);

export const TABLE_PLAN_SOURCES = ['cutoff', 'admin', 'replan', 'move'] as const;
export type TablePlanSource = (typeof TABLE_PLAN_SOURCES)[number];

export const tablePlanPartySchema = z.object({
  booking_id: idRef,
  user_id: idRef.nullable(),
  /** The attendance's name (what the door list shows). */
  name: z.string().max(NAME_MAX).nullable(),
  guest_count: z.number().int().min(MIN_GUESTS_PER_BOOKING).max(MAX_GUESTS_PER_BOOKING),
});
export type TablePlanParty = z.infer<typeof tablePlanPartySchema>;

export const tablePlanTableSchema = z.object({
  number: z.number().int().min(1),
  seats: z.number().int().min(1).max(TABLE_SEATS_MAX),
  /** Mean compatibility of the table's pairs of parties; null under two parties. */
  score: z.number().nullable(),
  parties: z.array(tablePlanPartySchema),
});
export type TablePlanTable = z.infer<typeof tablePlanTableSchema>;

export const tablePlanSchema = z.object({
  event_id: idRef,
  event_date: z.string(),
  venue_id: idRef.nullable(),
  tables: z.array(tablePlanTableSchema),
  /** Parties with no legal seat (too few seats, or only tables with someone they passed on). */
  unseated: z.array(tablePlanPartySchema),
  /** Every member seated (past tables are looked up by it: no two together again too soon). */
  member_ids: z.array(idRef),
  average_score: z.number(),
  source: z.enum(TABLE_PLAN_SOURCES),
  /** Bumped by every write: a writer that read an older revision computes again (re-plans race). */
  revision: z.number().int().nonnegative().optional(),
  planned_at: timestampLikeSchema,
  updated_at: timestampLikeSchema,
});
export type TablePlanDoc = z.infer<typeof tablePlanSchema>;

/** after_brunch/{bookingId}: the member's after-brunch step, done or skipped (once per event). */
export const afterBrunchSchema = z.object({
  user_id: idRef,
  event_id: idRef,
  booking_id: idRef,
  skipped: z.boolean(),
  /** Tablemates the member said yes to. */
  meet_again: z.array(idRef),
  done_at: timestampLikeSchema,
});
export type AfterBrunchDoc = z.infer<typeof afterBrunchSchema>;

// --- planEventTables (admins): plan (or plan afresh) an event's tables now ---
export const planEventTablesInputSchema = z.strictObject({ eventId: docIdSchema });
export type PlanEventTablesInput = z.infer<typeof planEventTablesInputSchema>;

// --- moveTableParty (admins): one party to another table, constraints kept ---
export const moveTablePartyInputSchema = z.strictObject({
  eventId: docIdSchema,
  bookingId: docIdSchema,
  table: z.number().int().min(1).max(1000),
});
export type MoveTablePartyInput = z.infer<typeof moveTablePartyInputSchema>;
export interface TablePlanOutput {
  tables: number;
  seated: number;
  unseated: number;
  averageScore: number;
}

// --- getTablemates (the member, checked in): who sits at their table ---
export const getTablematesInputSchema = z.strictObject({ bookingId: docIdSchema });
export type GetTablematesInput = z.infer<typeof getTablematesInputSchema>;
export interface Tablemate {
  userId: string;
  firstName: string;
  photoUrl: string | null;
}
export interface GetTablematesOutput {
  tableNumber: number | null;
  tablemates: Tablemate[];
  /** Other people at the table who are not members: a guest's party, members' plus-ones. */
  guests: number;
}

// --- finishAfterBrunch (the member, checked in, after the event): meet again, or skip ---
export const finishAfterBrunchInputSchema = z.strictObject({
  bookingId: docIdSchema,
  skipped: z.boolean(),
  meetAgain: z.array(docIdSchema).max(TABLE_SEATS_MAX),
});
export type FinishAfterBrunchInput = z.infer<typeof finishAfterBrunchInputSchema>;
export interface FinishAfterBrunchOutput {
  /** Tablemates who had already said yes back: matches made now. */
  matches: number;
}

/** The first name shown to tablemates: the display name's first word. */
export function firstNameOf(displayName: string | null | undefined): string {
  return displayName?.trim().split(/\s+/)[0] ?? '';
}
