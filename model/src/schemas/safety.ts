// Trust and safety (issue 36 §4): blocks, reports and the organiser's moderation decisions.
// Every document here is written by the server (callables in functions/src/safety); clients read
// only their own block list. Ids: blocks/{blocker}_{blocked}, block_lists/{uid},
// reports/{auto}, moderation_decisions/{reportId}, member_standing/{uid}.

import { z } from 'zod';
import { docIdSchema, ID_MAX, NAME_MAX, timestampLikeSchema } from './common';

const idRef = z.string().min(1).max(ID_MAX);

/** Why something is reported (the dialog's choices, in this order). */
export const REPORT_REASONS = [
  'harassment',
  'inappropriate_content',
  'fake_profile',
  'spam_or_scam',
  'hate_speech',
  'safety_concern',
  'underage',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * What a report is about: a member's profile, one of their photos, a review, a door incident, a
 * one-to-one message (conversation_messages) or a member's message in a table chat.
 */
export const REPORT_TARGET_KINDS = [
  'profile',
  'photo',
  'review',
  'door_incident',
  'message',
  'table_message',
] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];
/** What a member may report (a door incident is the venue partner's). */
export const MEMBER_REPORT_KINDS = [
  'profile',
  'photo',
  'review',
  'message',
  'table_message',
] as const;
export type MemberReportKind = (typeof MEMBER_REPORT_KINDS)[number];

/** The reporter's own words, optional. */
export const REPORT_TEXT_MAX = 1000;
/** The organiser's statement of reasons (sent to both members in the decision notice). */
export const DECISION_REASON_MAX = 1000;

/**
 * Reports one reporter may file per window: enough for a bad brunch, not for flooding the queue
 * or harassing someone with reports. Counted on the server (checkout_rate_limits).
 */
export const REPORT_RATE_LIMIT = { calls: 5, windowMs: 24 * 60 * 60_000 } as const;

export const MODERATION_DECISIONS = ['dismiss', 'remove_content', 'warn', 'suspend'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/**
 * A decision on a member's standing rather than on a report: an admin lifts a suspension
 * (liftSuspension), audited beside the report decisions in moderation_decisions/{lift_…}.
 */
export const STANDING_DECISIONS = ['lift_suspension'] as const;
export type AuditedDecision = ModerationDecision | (typeof STANDING_DECISIONS)[number];

/** The audit id of lifting the suspension that `suspensionReportId`'s decision imposed. */
export function liftDecisionId(suspensionReportId: string): string {
  return `lift_${suspensionReportId}`.slice(0, ID_MAX);
}

export const REPORT_STATUSES = ['open', 'decided'] as const;

/** blocks/{blocker}_{blocked}: one member blocked another (the blocked member's name, for the unblock list). */
export const blockSchema = z.object({
  blocker_id: idRef,
  blocked_id: idRef,
  blocked_name: z.string().max(NAME_MAX).nullable(),
  created_at: timestampLikeSchema,
});
export type BlockDoc = z.infer<typeof blockSchema>;

export function blockId(blocker: string, blocked: string): string {
  return `${blocker}_${blocked}`;
}

/**
 * block_lists/{uid}: the members this one must never see nor be seen by (blocked by them, or
 * blocking them), kept by the server with every block and unblock; the owner reads it so
 * Discover can leave them out.
 */
export const blockListSchema = z.object({
  hidden_ids: z.array(idRef),
  updated_at: timestampLikeSchema,
});
export type BlockListDoc = z.infer<typeof blockListSchema>;

/** What was reported, copied when the report was made (the evidence stays if the content goes). */
export const reportEvidenceSchema = z.object({
  display_name: z.string().nullable().optional(),
  bio: z.string().nullable().optional(),
  job_title: z.string().nullable().optional(),
  photo_url: z.string().nullable().optional(),
  review_text: z.string().nullable().optional(),
  rating: z.number().nullable().optional(),
  event_title: z.string().nullable().optional(),
  /** Its Portuguese title beside it (issue 37.3), when the event has one. */
  event_title_pt: z.string().nullable().optional(),
  /** A reported message: copied by the server from the message document, never from the client. */
  message_id: z.string().nullable().optional(),
  message_text: z.string().nullable().optional(),
  message_sender_id: z.string().nullable().optional(),
  /** The one-to-one conversation's id, or the table chat's. */
  conversation_id: z.string().nullable().optional(),
  chat_id: z.string().nullable().optional(),
  /** The message's server time. */
  message_sent_at: timestampLikeSchema.nullable().optional(),
});
export type ReportEvidence = z.infer<typeof reportEvidenceSchema>;

/** reports/{auto}: never readable by the reported member or other members; admins read. */
export const reportSchema = z.object({
  reporter_id: idRef,
  /** 'member' for the app's report dialog, 'partner' for a venue's door incident. */
  source: z.enum(['member', 'partner']),
  reported_id: idRef,
  target_kind: z.enum(REPORT_TARGET_KINDS),
  /** The profile's uid, the photo's, review's or booking's id. */
  target_id: idRef,
  reason: z.enum(REPORT_REASONS),
  text: z.string().max(REPORT_TEXT_MAX).nullable(),
  evidence: reportEvidenceSchema,
  status: z.enum(REPORT_STATUSES),
  created_at: timestampLikeSchema,
  decided_at: timestampLikeSchema.nullable(),
  decision: z.enum(MODERATION_DECISIONS).nullable(),
});
export type ReportDoc = z.infer<typeof reportSchema>;
export type ReportWithId = ReportDoc & { id: string };

/** moderation_decisions/{reportId}: the decision on one report, who took it, and the notices (the audit). */
export const moderationDecisionSchema = z.object({
  report_id: idRef,
  reported_id: idRef,
  reporter_id: idRef,
  /** A lift names the suspension's report (report_id, reporter_id) and notifies only the member. */
  decision: z.enum([...MODERATION_DECISIONS, ...STANDING_DECISIONS]),
  reason: z.string().min(1).max(DECISION_REASON_MAX),
  decided_by: idRef,
  decided_at: timestampLikeSchema,
  /** Whether the reported content was deleted (remove_content). */
  content_removed: z.boolean(),
  /** Bookings cancelled by a suspension. */
  cancelled_booking_ids: z.array(idRef),
  /** The decision notice mails queued (statement of reasons). */
  notice_mail_ids: z.array(idRef),
});
export type ModerationDecisionDoc = z.infer<typeof moderationDecisionSchema>;

/** member_standing/{uid}: warnings and a suspension (server-written; admins and the member read). */
export const memberStandingSchema = z.object({
  suspended: z.boolean(),
  warnings: z.number().int().nonnegative(),
  last_decision_id: idRef,
  /** The report whose decision suspended the member (while suspended), for the lift's audit. */
  suspension_report_id: idRef.nullable().optional(),
  updated_at: timestampLikeSchema,
});
export type MemberStandingDoc = z.infer<typeof memberStandingSchema>;

/** Whether a standing (or its absence) suspends the member. */
export function isSuspended(standing: { suspended?: unknown } | undefined | null): boolean {
  return standing?.suspended === true;
}

// --- Callables ---

export const blockMemberInputSchema = z.strictObject({ memberId: docIdSchema });
export type BlockMemberOutput = { ok: true };

export const reportContentInputSchema = z.strictObject({
  kind: z.enum(MEMBER_REPORT_KINDS),
  /** The profile's uid, the photo's, the review's or the message's id. */
  targetId: docIdSchema,
  reason: z.enum(REPORT_REASONS),
  text: z.string().trim().max(REPORT_TEXT_MAX).optional(),
});
export type ReportContentInput = z.input<typeof reportContentInputSchema>;
export type ReportContentOutput = { reportId: string };

export const flagDoorIncidentInputSchema = z.strictObject({
  bookingId: docIdSchema,
  reason: z.enum(REPORT_REASONS),
  text: z.string().trim().min(1).max(REPORT_TEXT_MAX),
});
export type FlagDoorIncidentOutput = { reportId: string };

export const decideReportInputSchema = z.strictObject({
  reportId: docIdSchema,
  decision: z.enum(MODERATION_DECISIONS),
  reason: z.string().trim().min(1).max(DECISION_REASON_MAX),
});
export type DecideReportOutput = { decisionId: string; cancelledBookings: number };

/** An admin lifts a member's suspension, with a statement of reasons (mailed to the member). */
export const liftSuspensionInputSchema = z.strictObject({
  memberId: docIdSchema,
  reason: z.string().trim().min(1).max(DECISION_REASON_MAX),
});
export type LiftSuspensionOutput = { decisionId: string };

/** Pair keys (sorted) of blocks, for the table planner's hard constraint. */
export function blockedPairKeys(
  blocks: readonly { blocker_id: string; blocked_id: string }[],
): Set<string> {
  return new Set(
    blocks.map(({ blocker_id: a, blocked_id: b }) => (a < b ? `${a}|${b}` : `${b}|${a}`)),
  );
}
