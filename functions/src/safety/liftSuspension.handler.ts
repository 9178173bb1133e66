// liftSuspension (admin): a decision on a member's standing (issue 36 §4) — the suspension ends:
// member_standing.suspended and the profile's server-owned `suspended` go false, so they book and
// show in Discover and at tables again. Audited like a report's decision, in
// moderation_decisions/{lift_<suspension's report>} (who, when, why), and the member gets the
// notice with the reasons through the outbox; the reporter is not told. Bookings the suspension
// cancelled stay cancelled (they were refunded).
import {
  COLLECTIONS,
  NOT_SUSPENDED,
  isSuspended,
  liftDecisionId,
  liftSuspensionInputSchema,
  mailIds,
  type LiftSuspensionOutput,
  type MemberStandingDoc,
  type ModerationDecisionDoc,
} from '@brunchers/model';
import type { Firestore } from 'firebase-admin/firestore';
import { requireAdmin, type CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { timestamp, type Clock } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import { mailRef, newModerationNotice, readMailIn } from '../mail/outbox.js';

export interface LiftSuspensionDeps {
  db: Firestore;
  clock: Clock;
}

export async function handleLiftSuspension(
  request: CallRequest,
  deps: LiftSuspensionDeps,
): Promise<LiftSuspensionOutput> {
  const admin = await requireAdmin(deps.db, request, 'liftSuspension');
  const input = parseInput(liftSuspensionInputSchema, request.data);
  const { db } = deps;
  const standingRef = db.collection(COLLECTIONS.memberStanding).doc(input.memberId);

  const decisionId = await db.runTransaction(async (tx) => {
    const now = deps.clock();
    const standing = (await tx.get(standingRef)).data() as MemberStandingDoc | undefined;
    if (!standing || !isSuspended(standing)) fail('failed-precondition', NOT_SUSPENDED);
    const reportId = standing.suspension_report_id ?? standing.last_decision_id;
    const report = await tx.get(db.collection(COLLECTIONS.reports).doc(reportId));
    const decisionRef = db
      .collection(COLLECTIONS.moderationDecisions)
      .doc(liftDecisionId(reportId));
    const notice = mailIds.moderationNotice(decisionRef.id, 'reported');
    const noticeSnap = await readMailIn(tx, db, notice);
    const profileRef = db.collection(COLLECTIONS.userProfiles).doc(input.memberId);
    const profile = await tx.get(profileRef);

    const next: MemberStandingDoc = {
      suspended: false,
      warnings: standing.warnings,
      last_decision_id: decisionRef.id,
      suspension_report_id: null,
      updated_at: timestamp(now),
    };
    tx.set(standingRef, next);
    if (profile.exists) tx.update(profileRef, { suspended: false });
    const decision: ModerationDecisionDoc = {
      report_id: reportId,
      reported_id: input.memberId,
      // The suspension's reporter, for the record (a suspension without its report names the member).
      reporter_id: String(report.get('reporter_id') ?? input.memberId),
      decision: 'lift_suspension',
      reason: input.reason,
      decided_by: admin.uid,
      decided_at: timestamp(now),
      content_removed: false,
      cancelled_booking_ids: [],
      notice_mail_ids: [notice],
    };
    // create: a suspension is lifted once; a later suspension comes from another report.
    tx.create(decisionRef, decision);
    if (!noticeSnap.exists)
      tx.create(mailRef(db, notice), newModerationNotice(decisionRef.id, input.memberId, now));
    return decisionRef.id;
  });
  logs.suspensionLifted(input.memberId, admin.uid, decisionId);
  return { decisionId };
}
