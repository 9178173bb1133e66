// decideReport (admin): the organiser's decision on one report, audited in
// moderation_decisions/{reportId} (who, when, what, why). One decision per report, in one
// transaction with the report's status:
//  - dismiss: nothing changes for the reported member;
//  - remove_content: the reported profile text and photo, photo or review text are deleted
//    (the report's evidence keeps the copy); a removed photo's Storage file goes too, after the
//    transaction (a file is not transactional; a failure is logged and the document is gone);
//  - warn: member_standing counts a warning;
//  - suspend: member_standing.suspended (createCheckout and joinWaitlist refuse them) and the
//    profile's server-owned `suspended` (Discover and the table planner leave them out); then each
//    upcoming confirmed booking is cancelled by the bookings module's organiser 'cancel'
//    transition (refund and mail included), audited under a request id derived from the report.
// Both members get the decision notice (statement of reasons, how to appeal) through the outbox.

import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { getStorage } from 'firebase-admin/storage';
import type Stripe from 'stripe';
import {
  COLLECTIONS,
  USER_PHOTOS_FOLDER,
  REPORT_ALREADY_DECIDED,
  decideReportInputSchema,
  isUpcoming,
  mailIds,
  toDateString,
  type DecideReportOutput,
  type MemberStandingDoc,
  type ModerationDecision,
  type ModerationDecisionDoc,
  type ReportDoc,
} from '@brunchers/model';
import { requireAdmin, type CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { timestamp, type Clock } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import { cancelBookingForModeration } from '../bookings/manageBooking.handler.js';
import { mailRef, newModerationNotice, readMailIn } from '../mail/outbox.js';

export type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

export interface DecideReportDeps {
  db: Firestore;
  stripe: Stripe;
  clock: Clock;
  /** The default bucket: a removed photo's file is deleted there. */
  bucket: Bucket;
}

/**
 * The Storage path of a photo document's file: its storage_path, or (older photos) the path in
 * its download URL. Only a path in the owner's own photo folder: a document never makes the
 * server delete anyone else's file.
 */
export function photoFilePath(owner: string, photo: Record<string, unknown>): string | null {
  let path: string | null = typeof photo.storage_path === 'string' ? photo.storage_path : null;
  if (!path && typeof photo.photo_url === 'string') {
    const match = /\/o\/([^?#]+)/.exec(photo.photo_url);
    try {
      path = match ? decodeURIComponent(match[1]!) : null;
    } catch {
      path = null;
    }
  }
  const folder = `${USER_PHOTOS_FOLDER}/${owner}/`;
  return path?.startsWith(folder) && !path.slice(folder.length).includes('/') ? path : null;
}

/**
 * Deletes the reported content in `tx` (writes only; the report says what it was). A removed photo
 * that is also the profile photo leaves the profile too (`profilePhoto`: the profile's photo_url).
 */
function removeContentIn(
  tx: Transaction,
  db: Firestore,
  report: ReportDoc,
  target: Record<string, unknown>,
  profilePhoto: unknown,
): boolean {
  switch (report.target_kind) {
    case 'profile':
      tx.update(db.collection(COLLECTIONS.userProfiles).doc(report.target_id), {
        bio: null,
        job_title: null,
        photo_url: null,
      });
      return true;
    case 'photo':
      tx.delete(db.collection(COLLECTIONS.userPhotos).doc(report.target_id));
      if (typeof profilePhoto === 'string' && profilePhoto === target.photo_url)
        tx.update(db.collection(COLLECTIONS.userProfiles).doc(report.reported_id), {
          photo_url: null,
        });
      return true;
    case 'review':
      tx.update(db.collection(COLLECTIONS.brunchReviews).doc(report.target_id), {
        review_text: null,
      });
      return true;
    case 'message':
      tx.delete(db.collection(COLLECTIONS.conversationMessages).doc(report.target_id));
      return true;
    case 'table_message':
      tx.delete(db.collection(COLLECTIONS.tableChatMessages).doc(report.target_id));
      return true;
    case 'door_incident':
      return false; // nothing was posted: the incident itself is the evidence
  }
}

export async function handleDecideReport(
  request: CallRequest,
  deps: DecideReportDeps,
): Promise<DecideReportOutput> {
  const admin = await requireAdmin(deps.db, request, 'decideReport');
  const input = parseInput(decideReportInputSchema, request.data);
  const { db } = deps;
  const reportRef = db.collection(COLLECTIONS.reports).doc(input.reportId);
  const decisionRef = db.collection(COLLECTIONS.moderationDecisions).doc(input.reportId);

  const decided = await db.runTransaction(async (tx) => {
    const now = deps.clock();
    const snapshot = await tx.get(reportRef);
    if (!snapshot.exists) fail('not-found', 'This report does not exist.');
    const stored = snapshot.data() as ReportDoc;
    if (stored.status !== 'open') fail('already-exists', REPORT_ALREADY_DECIDED);
    const standingRef = db.collection(COLLECTIONS.memberStanding).doc(stored.reported_id);
    const standing = (await tx.get(standingRef)).data() as MemberStandingDoc | undefined;
    // The statement of reasons to both members (DSA Art. 16(5) and 17), through the outbox.
    const notices = [
      { id: mailIds.moderationNotice(decisionRef.id, 'reporter'), uid: stored.reporter_id },
      { id: mailIds.moderationNotice(decisionRef.id, 'reported'), uid: stored.reported_id },
    ];
    const noticeSnaps = await Promise.all(notices.map(({ id }) => readMailIn(tx, db, id)));
    const target =
      input.decision === 'remove_content' && stored.target_kind !== 'door_incident'
        ? await tx.get(
            db
              .collection(
                stored.target_kind === 'profile'
                  ? COLLECTIONS.userProfiles
                  : stored.target_kind === 'photo'
                    ? COLLECTIONS.userPhotos
                    : stored.target_kind === 'message'
                      ? COLLECTIONS.conversationMessages
                      : stored.target_kind === 'table_message'
                        ? COLLECTIONS.tableChatMessages
                        : COLLECTIONS.brunchReviews,
              )
              .doc(stored.target_id),
          )
        : null;
    const profilePhoto =
      target?.exists === true && stored.target_kind === 'photo'
        ? (await tx.get(db.collection(COLLECTIONS.userProfiles).doc(stored.reported_id))).get(
            'photo_url',
          )
        : null;

    const removed =
      input.decision === 'remove_content' && target?.exists === true
        ? removeContentIn(tx, db, stored, target.data() ?? {}, profilePhoto)
        : false;
    const file =
      removed && stored.target_kind === 'photo'
        ? photoFilePath(stored.reported_id, target?.data() ?? {})
        : null;
    if (input.decision === 'warn' || input.decision === 'suspend') {
      const next: MemberStandingDoc = {
        suspended: input.decision === 'suspend' || (standing?.suspended ?? false),
        warnings: (standing?.warnings ?? 0) + (input.decision === 'warn' ? 1 : 0),
        last_decision_id: decisionRef.id,
        suspension_report_id:
          input.decision === 'suspend'
            ? input.reportId
            : standing?.suspended
              ? (standing.suspension_report_id ?? standing.last_decision_id)
              : null,
        updated_at: timestamp(now),
      };
      tx.set(standingRef, next);
    }
    if (input.decision === 'suspend')
      tx.set(
        db.collection(COLLECTIONS.userProfiles).doc(stored.reported_id),
        { suspended: true },
        { merge: true },
      );
    const decision: ModerationDecisionDoc = {
      report_id: input.reportId,
      reported_id: stored.reported_id,
      reporter_id: stored.reporter_id,
      decision: input.decision,
      reason: input.reason,
      decided_by: admin.uid,
      decided_at: timestamp(now),
      content_removed: removed,
      cancelled_booking_ids: [],
      notice_mail_ids: notices.map(({ id }) => id),
    };
    tx.create(decisionRef, decision);
    notices.forEach(({ id, uid }, index) => {
      if (!noticeSnaps[index]!.exists)
        tx.create(mailRef(db, id), newModerationNotice(decisionRef.id, uid, now));
    });
    tx.update(reportRef, {
      status: 'decided',
      decided_at: timestamp(now),
      decision: input.decision,
    });
    return { stored, file };
  });
  const { stored: report, file } = decided;
  if (file) await deleteFile(deps.bucket, file, input.reportId);

  const cancelled =
    input.decision === 'suspend'
      ? await cancelUpcomingBookings(deps, report.reported_id, input.reportId, admin.uid)
      : [];
  if (cancelled.length > 0) await decisionRef.update({ cancelled_booking_ids: cancelled });
  logs.reportDecided(input.reportId, admin.uid, input.decision, cancelled.length);
  return { decisionId: decisionRef.id, cancelledBookings: cancelled.length };
}

/** Deletes a removed photo's file; one already gone is fine, a failure is logged (the photo's
 * document is gone, so nothing shows it; an admin can delete the file by hand). */
async function deleteFile(bucket: Bucket, path: string, reportId: string): Promise<void> {
  try {
    await bucket.file(path).delete({ ignoreNotFound: true });
  } catch (error) {
    logs.removedPhotoFileNotDeleted(reportId, error);
  }
}

/** The reason the member's booking mail gives for a suspension's cancellation. */
const SUSPENSION_CANCEL_REASON: Record<Extract<ModerationDecision, 'suspend'>, string> = {
  suspend: 'Your account was suspended after a report. See our decision e-mail for the reasons.',
};

/** Cancels the member's upcoming confirmed bookings; answers the ids cancelled. */
async function cancelUpcomingBookings(
  deps: DecideReportDeps,
  uid: string,
  reportId: string,
  adminUid: string,
): Promise<string[]> {
  const { db } = deps;
  const today = toDateString(deps.clock());
  const bookings = await db
    .collection(COLLECTIONS.bookings)
    .where('user_id', '==', uid)
    .where('status', '==', 'confirmed')
    .get();
  const cancelled: string[] = [];
  for (const booking of bookings.docs) {
    const event = await db
      .collection(COLLECTIONS.events)
      .doc(String(booking.get('event_id')))
      .get();
    const date: unknown = event.get('event_date');
    if (typeof date !== 'string' || !isUpcoming({ event_date: date }, today)) continue;
    try {
      await cancelBookingForModeration(deps, booking.id, SUSPENSION_CANCEL_REASON.suspend, {
        uid: adminUid,
        requestId: `mod-${reportId}`.slice(0, 64),
      });
      cancelled.push(booking.id);
    } catch (error) {
      // A party already through the door keeps its seats; the rest still go.
      logs.suspensionCancelFailed(booking.id, error);
    }
  }
  return cancelled;
}
