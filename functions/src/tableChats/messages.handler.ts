// sendTableMessage and markTableChatRead: the only client-facing writers of table chats (the rules
// deny clients every write). A message goes in one transaction that checks, as sendMessage does,
// that the sender is at the table now (their membership and the chat's member_ids), the chat is
// still open, the sender is not suspended, nobody at the table blocked them or was blocked by them,
// and they are under MESSAGE_RATE_LIMIT (one budget with one-to-one messages); the others' unread
// counts go up with it. Times are the server's.

import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  MESSAGE_RATE_LIMIT,
  TABLE_CHAT_ERRORS,
  blockId,
  isSuspended,
  sendTableMessageInputSchema,
  tableChatInputSchema,
  tableChatMemberId,
  tableChatOpen,
  toDate,
  unreadKey,
  type SendTableMessageOutput,
  type TableChatMessageDoc,
  type TableChatOutput,
} from '@brunchers/model';
import { requireSignedIn, type CallRequest } from '../lib/caller.js';
import { typedCollection, typedDoc } from '../lib/docs.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import type { Clock } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import { counterAt, counterDoc, limitRef } from '../checkout/holdLimits.js';
import { readUnread } from '../connections/unread.js';

export interface TableChatDeps {
  db: Firestore;
  clock: Clock;
}

export async function handleSendTableMessage(
  request: CallRequest,
  deps: TableChatDeps,
): Promise<SendTableMessageOutput> {
  const { uid } = requireSignedIn(request);
  const { chatId, text } = parseInput(sendTableMessageInputSchema, request.data);
  const { db } = deps;
  const messageRef = typedCollection(db, 'tableChatMessages').doc();
  await db.runTransaction(async (tx) => {
    const now = deps.clock();
    const rateRef = limitRef(db, 'message', uid);
    const [chatSnap, membership, standing, rate] = await Promise.all([
      tx.get(typedDoc(db, 'tableChats', chatId)),
      tx.get(typedDoc(db, 'tableChatMembers', tableChatMemberId(chatId, uid))),
      tx.get(typedDoc(db, 'memberStanding', uid)),
      tx.get(rateRef),
    ]);
    const chat = chatSnap.data();
    if (!chat || !membership.exists || !chat.member_ids.includes(uid))
      fail('permission-denied', TABLE_CHAT_ERRORS.notMember);
    if (!tableChatOpen(toDate(chat.closes_at), now))
      fail('failed-precondition', TABLE_CHAT_ERRORS.closed);
    if (isSuspended(standing.data())) fail('permission-denied', TABLE_CHAT_ERRORS.suspended);
    const others = chat.member_ids.filter((id) => id !== uid);
    const blocks = typedCollection(db, 'blocks');
    const [blockSnaps, otherMemberships, unreads] = await Promise.all([
      Promise.all(
        others.flatMap((other) => [
          tx.get(blocks.doc(blockId(uid, other))),
          tx.get(blocks.doc(blockId(other, uid))),
        ]),
      ),
      Promise.all(
        others.map((other) =>
          tx.get(typedDoc(db, 'tableChatMembers', tableChatMemberId(chatId, other))),
        ),
      ),
      Promise.all(others.map((other) => readUnread(tx, db, other))),
    ]);
    if (blockSnaps.some((snap) => snap.exists))
      fail('permission-denied', TABLE_CHAT_ERRORS.blocked);
    const counter = counterAt(rate, MESSAGE_RATE_LIMIT, now);
    if (counter.count >= MESSAGE_RATE_LIMIT.calls) {
      logs.messageRateLimited(uid);
      fail('resource-exhausted', TABLE_CHAT_ERRORS.tooMany);
    }

    tx.set(rateRef, counterDoc({ ...counter, count: counter.count + 1 }, MESSAGE_RATE_LIMIT));
    const message: TableChatMessageDoc = {
      chat_id: chatId,
      sender_id: uid,
      system: null,
      text,
      sent_at: FieldValue.serverTimestamp() as never,
    };
    tx.create(messageRef, message);
    otherMemberships.forEach((other, index) => {
      if (!other.exists) return;
      tx.update(other.ref, { unread: FieldValue.increment(1) });
      unreads[index]!.add(unreadKey.table(chatId), now);
    });
  });
  logs.tableMessageSent(chatId);
  return { messageId: messageRef.id };
}

export async function handleMarkTableChatRead(
  request: CallRequest,
  deps: TableChatDeps,
): Promise<TableChatOutput> {
  const { uid } = requireSignedIn(request);
  const { chatId } = parseInput(tableChatInputSchema, request.data);
  const { db } = deps;
  const ref = typedDoc(db, 'tableChatMembers', tableChatMemberId(chatId, uid));
  await db.runTransaction(async (tx) => {
    const [membership, unread] = await Promise.all([tx.get(ref), readUnread(tx, db, uid)]);
    if (!membership.exists) fail('not-found', TABLE_CHAT_ERRORS.notMember);
    if (membership.data()?.unread !== 0) tx.update(ref, { unread: 0 });
    unread.clear(unreadKey.table(chatId), deps.clock());
  });
  return { ok: true };
}
