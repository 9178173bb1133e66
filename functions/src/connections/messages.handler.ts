// sendMessage, markConversationRead and unmatch: the only writers of conversations and
// conversation_messages (the rules deny clients every write). A message goes in one transaction
// with its conversation's preview and unread counts, after checking, in that transaction, that
// the two are still matched, the conversation is open, neither blocked the other, the sender is
// not suspended and is under MESSAGE_RATE_LIMIT. Times are the server's (serverTimestamp).

import {
  FieldValue,
  type Firestore,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  CONNECTION_ERRORS,
  MESSAGE_RATE_LIMIT,
  blockId,
  bruncherLikeId,
  connectionInputSchema,
  isSuspended,
  matchId,
  matchPair,
  messagePreview,
  sendMessageInputSchema,
  unreadKey,
  type ConnectionOutput,
  type ConversationMessageDoc,
  type SendMessageOutput,
} from '@brunchers/model';
import { requireSignedIn, type CallRequest } from '../lib/caller.js';
import { typedDoc } from '../lib/docs.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { timestamp, type Clock } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import { counterAt, counterDoc, limitRef } from '../checkout/holdLimits.js';
import { newConversation } from './openConversation.handler.js';
import { readUnread } from './unread.js';

export interface ConnectionsDeps {
  db: Firestore;
  clock: Clock;
}

/** The caller and the other member, refused when they are the same. */
function pairOf(request: CallRequest, memberId: string) {
  const { uid } = requireSignedIn(request);
  if (uid === memberId) fail('invalid-argument', CONNECTION_ERRORS.self);
  return { uid, id: matchId(uid, memberId) };
}

/** Refuses a pair where either blocked the other (read in `tx`, before any write). */
async function refuseBlocked(tx: Transaction, db: Firestore, a: string, b: string) {
  const blocks = db.collection(COLLECTIONS.blocks);
  const [ab, ba] = await Promise.all([
    tx.get(blocks.doc(blockId(a, b))),
    tx.get(blocks.doc(blockId(b, a))),
  ]);
  if (ab.exists || ba.exists) fail('permission-denied', CONNECTION_ERRORS.blocked);
}

export async function handleSendMessage(
  request: CallRequest,
  deps: ConnectionsDeps,
): Promise<SendMessageOutput> {
  const input = parseInput(sendMessageInputSchema, request.data);
  const { uid, id } = pairOf(request, input.memberId);
  const other = input.memberId;
  const { db } = deps;
  const messageRef = db.collection(COLLECTIONS.conversationMessages).doc();
  await db.runTransaction(async (tx) => {
    const now = deps.clock();
    const conversationRef = typedDoc(db, 'conversations', id);
    const rateRef = limitRef(db, 'message', uid);
    const [match, conversation, standing, otherStanding, rate, ownUnread, otherUnread] =
      await Promise.all([
        tx.get(db.collection(COLLECTIONS.matches).doc(id)),
        tx.get(conversationRef),
        tx.get(db.collection(COLLECTIONS.memberStanding).doc(uid)),
        tx.get(db.collection(COLLECTIONS.memberStanding).doc(other)),
        tx.get(rateRef),
        readUnread(tx, db, uid),
        readUnread(tx, db, other),
      ]);
    if (!match.exists) fail('failed-precondition', CONNECTION_ERRORS.notMatched);
    if (conversation.data()?.status === 'closed')
      fail('failed-precondition', CONNECTION_ERRORS.closed);
    await refuseBlocked(tx, db, uid, other);
    if (isSuspended(standing.data())) fail('permission-denied', CONNECTION_ERRORS.suspended);
    // A suspended member's connections cannot reach them either (like a block, but unexplained).
    if (isSuspended(otherStanding.data())) fail('permission-denied', CONNECTION_ERRORS.blocked);
    const counter = counterAt(rate, MESSAGE_RATE_LIMIT, now);
    if (counter.count >= MESSAGE_RATE_LIMIT.calls) {
      logs.messageRateLimited(uid);
      fail('resource-exhausted', CONNECTION_ERRORS.tooMany);
    }

    tx.set(rateRef, counterDoc({ ...counter, count: counter.count + 1 }, MESSAGE_RATE_LIMIT));
    otherUnread.add(unreadKey.conversation(id), now);
    ownUnread.clear(unreadKey.conversation(id), now);
    const { user1_id, user2_id } = matchPair(uid, other);
    const message: ConversationMessageDoc = {
      conversation_id: id,
      user1_id,
      user2_id,
      sender_id: uid,
      text: input.text,
      sent_at: FieldValue.serverTimestamp() as never,
    };
    tx.create(messageRef, message);
    const sentAt = FieldValue.serverTimestamp();
    const last = { sender_id: uid, preview: messagePreview(input.text), at: sentAt };
    if (conversation.exists)
      tx.update(conversationRef, {
        last_message: last,
        [`unread.${other}`]: FieldValue.increment(1),
        [`unread.${uid}`]: 0,
        [`last_read_at.${uid}`]: sentAt,
      });
    else {
      // A match made before conversations existed has none yet: the first message opens it.
      const opened = newConversation(
        user1_id,
        user2_id,
        { kind: 'discover' },
        (match.get('created_at') as Timestamp | undefined) ?? timestamp(now),
      );
      tx.set(conversationRef, {
        ...opened,
        last_message: last as never,
        unread: { [uid]: 0, [other]: 1 },
        last_read_at: { [uid]: sentAt as never, [other]: null },
      });
    }
  });
  logs.messageSent(id);
  return { messageId: messageRef.id };
}

export async function handleMarkConversationRead(
  request: CallRequest,
  deps: ConnectionsDeps,
): Promise<ConnectionOutput> {
  const { memberId } = parseInput(connectionInputSchema, request.data);
  const { uid, id } = pairOf(request, memberId);
  const { db } = deps;
  const ref = db.collection(COLLECTIONS.conversations).doc(id);
  await db.runTransaction(async (tx) => {
    const [conversation, unread] = await Promise.all([tx.get(ref), readUnread(tx, db, uid)]);
    if (!conversation.exists) fail('not-found', CONNECTION_ERRORS.notMatched);
    unread.clear(unreadKey.conversation(id), deps.clock());
    tx.update(ref, {
      [`unread.${uid}`]: 0,
      [`last_read_at.${uid}`]: FieldValue.serverTimestamp(),
    });
  });
  return { ok: true };
}

/**
 * Unmatch ends the conversation for both: it is closed (no more sends, gone from both lists, its
 * messages kept for a report), the match is deleted and both likes turn into passes, so the likes
 * trigger does not make the match again.
 */
export async function handleUnmatch(
  request: CallRequest,
  deps: ConnectionsDeps,
): Promise<ConnectionOutput> {
  const { memberId } = parseInput(connectionInputSchema, request.data);
  const { uid, id } = pairOf(request, memberId);
  const { db } = deps;
  await db.runTransaction(async (tx) => {
    const now = deps.clock();
    const matchRef = db.collection(COLLECTIONS.matches).doc(id);
    const conversationRef = db.collection(COLLECTIONS.conversations).doc(id);
    const likes = db.collection(COLLECTIONS.bruncherLikes);
    const likeRefs = [
      likes.doc(bruncherLikeId(uid, memberId)),
      likes.doc(bruncherLikeId(memberId, uid)),
    ];
    const [match, conversation, ...likeSnaps] = await Promise.all([
      tx.get(matchRef),
      tx.get(conversationRef),
      ...likeRefs.map((ref) => tx.get(ref)),
    ]);
    // A closed conversation counts as unread for neither.
    const unreads = await Promise.all([uid, memberId].map((who) => readUnread(tx, db, who)));
    if (!match.exists && !conversation.exists) fail('not-found', CONNECTION_ERRORS.notMatched);
    for (const unread of unreads) unread.clear(unreadKey.conversation(id), now);
    if (match.exists) tx.delete(matchRef);
    if (conversation.exists)
      tx.update(conversationRef, {
        status: 'closed',
        closed_by: uid,
        closed_at: timestamp(now),
      });
    likeSnaps.forEach((like, index) => {
      if (like!.exists) tx.update(likeRefs[index]!, { is_like: false, created_at: timestamp(now) });
    });
  });
  logs.unmatched(id);
  return { ok: true };
}
