// reportContent (a member) and flagDoorIncident (a venue's partner): a report lands in the
// moderation queue (reports/{auto}, read by admins only) with a copy of what was reported as it was
// then, so the evidence survives the content being edited or deleted. Reports are rate-limited per
// reporter (REPORT_RATE_LIMIT, counted in the report's own transaction: instances share no memory).

import type {
  DocumentReference,
  Firestore,
  Timestamp,
  Transaction,
} from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  EMAIL_NOT_VERIFIED,
  REPORT_NOT_MEMBER,
  REPORT_RATE_LIMIT,
  REPORT_SELF,
  REPORT_TARGET_GONE,
  TOO_MANY_REPORTS,
  flagDoorIncidentInputSchema,
  reportContentInputSchema,
  tableChatMemberId,
  type FlagDoorIncidentOutput,
  type MemberReportKind,
  type ReportContentOutput,
  type ReportDoc,
  type ReportEvidence,
  type ReportTargetKind,
} from '@brunchers/model';
import { requireSignedIn, type CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { timestamp } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import { counterAt, counterDoc, limitRef } from '../checkout/holdLimits.js';
import { requireDoorKeeper } from '../checkIn/doorAccess.js';
import type { SafetyDeps } from './blocks.handler.js';

interface Target {
  reportedId: string;
  evidence: ReportEvidence;
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Who a reported item belongs to and its copy, read in `tx`; null when it does not exist. */
async function readTarget(
  tx: Transaction,
  db: Firestore,
  kind: MemberReportKind,
  targetId: string,
  reporter: string,
): Promise<Target | null> {
  if (kind === 'message' || kind === 'table_message')
    return readMessageTarget(tx, db, kind, targetId, reporter);
  if (kind === 'profile') {
    const profile = await tx.get(db.collection(COLLECTIONS.userProfiles).doc(targetId));
    if (!profile.exists) return null;
    return {
      reportedId: targetId,
      evidence: {
        display_name: str(profile.get('display_name')),
        bio: str(profile.get('bio')),
        job_title: str(profile.get('job_title')),
        photo_url: str(profile.get('photo_url')),
      },
    };
  }
  if (kind === 'photo') {
    const photo = await tx.get(db.collection(COLLECTIONS.userPhotos).doc(targetId));
    const owner = str(photo.get('user_id'));
    if (!photo.exists || !owner) return null;
    return { reportedId: owner, evidence: { photo_url: str(photo.get('photo_url')) } };
  }
  const review = await tx.get(db.collection(COLLECTIONS.brunchReviews).doc(targetId));
  const author = str(review.get('user_id'));
  if (!review.exists || !author) return null;
  const rating: unknown = review.get('rating');
  return {
    reportedId: author,
    evidence: {
      review_text: str(review.get('review_text')),
      rating: typeof rating === 'number' ? rating : null,
    },
  };
}

/**
 * A reported message, copied from its document (never from the client); only someone who can read
 * it (one of the conversation's two members, a member of the table chat) may report it. A system
 * message has no sender to report.
 */
async function readMessageTarget(
  tx: Transaction,
  db: Firestore,
  kind: 'message' | 'table_message',
  messageId: string,
  reporter: string,
): Promise<Target | null> {
  if (kind === 'message') {
    const message = await tx.get(db.collection(COLLECTIONS.conversationMessages).doc(messageId));
    const sender = str(message.get('sender_id'));
    if (!message.exists || !sender) return null;
    if (message.get('user1_id') !== reporter && message.get('user2_id') !== reporter)
      fail('permission-denied', REPORT_NOT_MEMBER);
    return {
      reportedId: sender,
      evidence: {
        message_id: messageId,
        message_text: str(message.get('text')),
        message_sender_id: sender,
        conversation_id: str(message.get('conversation_id')),
        message_sent_at: (message.get('sent_at') as Timestamp | undefined) ?? null,
      },
    };
  }
  const message = await tx.get(db.collection(COLLECTIONS.tableChatMessages).doc(messageId));
  const chatId = str(message.get('chat_id'));
  if (!message.exists || !chatId) return null;
  const membership = await tx.get(
    db.collection(COLLECTIONS.tableChatMembers).doc(tableChatMemberId(chatId, reporter)),
  );
  if (!membership.exists) fail('permission-denied', REPORT_NOT_MEMBER);
  const sender = str(message.get('sender_id'));
  if (!sender) return null;
  return {
    reportedId: sender,
    evidence: {
      message_id: messageId,
      message_text: str(message.get('text')),
      message_sender_id: sender,
      chat_id: chatId,
      message_sent_at: (message.get('sent_at') as Timestamp | undefined) ?? null,
    },
  };
}

/** Counts one report of `reporter` in `tx` (reads first: call before any write), or refuses. */
async function countReportIn(
  tx: Transaction,
  db: Firestore,
  reporter: string,
  now: Date,
): Promise<() => void> {
  const ref: DocumentReference = limitRef(db, 'report', reporter);
  const counter = counterAt(await tx.get(ref), REPORT_RATE_LIMIT, now);
  if (counter.count >= REPORT_RATE_LIMIT.calls) {
    logs.reportRateLimited(reporter);
    fail('resource-exhausted', TOO_MANY_REPORTS);
  }
  return () => tx.set(ref, counterDoc({ ...counter, count: counter.count + 1 }, REPORT_RATE_LIMIT));
}

function newReport(
  fields: Pick<ReportDoc, 'reporter_id' | 'source' | 'reported_id' | 'target_id' | 'reason'> & {
    kind: ReportTargetKind;
    text: string | undefined;
    evidence: ReportEvidence;
  },
  now: Date,
): ReportDoc {
  return {
    reporter_id: fields.reporter_id,
    source: fields.source,
    reported_id: fields.reported_id,
    target_kind: fields.kind,
    target_id: fields.target_id,
    reason: fields.reason,
    text: fields.text ? fields.text : null,
    evidence: fields.evidence,
    status: 'open',
    created_at: timestamp(now),
    decided_at: null,
    decision: null,
  };
}

export async function handleReportContent(
  request: CallRequest,
  deps: SafetyDeps,
): Promise<ReportContentOutput> {
  const { uid, token } = requireSignedIn(request);
  // A report ends in a decision notice mailed to its reporter (issue 36: we mail only addresses
  // their owner has confirmed).
  if (token.email_verified !== true) fail('failed-precondition', EMAIL_NOT_VERIFIED);
  const input = parseInput(reportContentInputSchema, request.data);
  const { db } = deps;
  const ref = db.collection(COLLECTIONS.reports).doc();
  await db.runTransaction(async (tx) => {
    const now = deps.clock();
    const target = await readTarget(tx, db, input.kind, input.targetId, uid);
    if (!target) fail('not-found', REPORT_TARGET_GONE);
    if (target.reportedId === uid) fail('invalid-argument', REPORT_SELF);
    const count = await countReportIn(tx, db, uid, now);
    count();
    tx.create(
      ref,
      newReport(
        {
          reporter_id: uid,
          source: 'member',
          reported_id: target.reportedId,
          target_id: input.targetId,
          kind: input.kind,
          reason: input.reason,
          text: input.text,
          evidence: target.evidence,
        },
        now,
      ),
    );
  });
  logs.reportFiled(ref.id, input.kind, input.reason);
  return { reportId: ref.id };
}

/** A venue's partner flags an incident with a booked member at the door (their venue's events only). */
export async function handleFlagDoorIncident(
  request: CallRequest,
  deps: SafetyDeps,
): Promise<FlagDoorIncidentOutput> {
  const auth = requireSignedIn(request);
  const input = parseInput(flagDoorIncidentInputSchema, request.data);
  const { db } = deps;
  // The door keeper check reads outside the transaction (role documents; re-read on every call).
  const booked = await db.collection(COLLECTIONS.bookings).doc(input.bookingId).get();
  const bookedEvent = str(booked.get('event_id'));
  const venueOf = bookedEvent
    ? str((await db.collection(COLLECTIONS.events).doc(bookedEvent).get()).get('venue_id'))
    : null;
  await requireDoorKeeper(db, auth, venueOf);
  const ref = db.collection(COLLECTIONS.reports).doc();
  await db.runTransaction(async (tx) => {
    const now = deps.clock();
    const booking = await tx.get(db.collection(COLLECTIONS.bookings).doc(input.bookingId));
    const member = str(booking.get('user_id'));
    const eventId = str(booking.get('event_id'));
    const event = eventId ? await tx.get(db.collection(COLLECTIONS.events).doc(eventId)) : null;
    if (!booking.exists || !event?.exists || str(event.get('venue_id')) !== venueOf)
      fail('permission-denied', 'Only the venue’s partner can flag an incident for this booking.');
    if (!member) fail('failed-precondition', 'Only a member’s booking can be flagged.');
    const profile = await tx.get(db.collection(COLLECTIONS.userProfiles).doc(member));
    const count = await countReportIn(tx, db, auth.uid, now);
    count();
    tx.create(
      ref,
      newReport(
        {
          reporter_id: auth.uid,
          source: 'partner',
          reported_id: member,
          target_id: input.bookingId,
          kind: 'door_incident',
          reason: input.reason,
          text: input.text,
          evidence: {
            display_name: str(profile.get('display_name')),
            photo_url: str(profile.get('photo_url')),
            event_title: str(event.get('title')),
            event_title_pt: str(event.get('title_pt')),
          },
        },
        now,
      ),
    );
  });
  logs.reportFiled(ref.id, 'door_incident', input.reason);
  return { reportId: ref.id };
}
