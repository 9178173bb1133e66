// Table chats' reads (issue 38 item 3): the member's latest table chats (their memberships, pinned
// on user_id, TABLE_CHATS_LISTED of them), one chat, and its last messages, live and limited (MESSAGES_PAGE_SIZE per page).
import {
  COLLECTIONS,
  MESSAGES_PAGE_SIZE,
  TABLE_CHATS_LISTED,
  tableChatMemberId,
  tableChatMemberSchema,
  tableChatMessageSchema,
  tableChatSchema,
  type TableChatMemberWithId,
  type TableChatMessageWithId,
  type PublicProfileWithId,
  type TableChatWithId,
} from '@brunchers/model';
import { collection, doc, documentId, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import {
  useLiveDoc,
  useLiveQuery,
  type LiveDoc,
  type LiveList,
} from '../../lib/firebase/live-data';
import { parseProfile } from '../../lib/member-data';

const parseMembership = (id: string, data: unknown): TableChatMemberWithId => ({
  ...tableChatMemberSchema.parse(data),
  id,
});
const parseChat = (id: string, data: unknown): TableChatWithId => ({
  ...tableChatSchema.parse(data),
  id,
});
// A message just sent has no server time yet (pending serverTimestamp): count it as now.
const parseMessage = (id: string, data: Record<string, unknown>): TableChatMessageWithId => ({
  ...tableChatMessageSchema.parse({ ...data, sent_at: data.sent_at ?? new Date() }),
  id,
});

/** The member's latest TABLE_CHATS_LISTED table chats, the next brunch's first. */
export function useMyTableChats(uid: string): LiveList<TableChatMemberWithId> {
  const db = useFirestore();
  const mine = useMemo(
    () =>
      query(
        collection(db, COLLECTIONS.tableChatMembers),
        where('user_id', '==', uid),
        orderBy('closes_at', 'desc'),
        limit(TABLE_CHATS_LISTED),
      ),
    [db, uid],
  );
  return useLiveQuery(mine, `tableChats:${uid}`, parseMembership);
}

/** One table chat, live; an error when the member is not at that table (the rules refuse). */
export function useTableChat(chatId: string): LiveDoc<TableChatWithId> {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.tableChats, chatId), [db, chatId]);
  return useLiveDoc(ref, parseChat);
}

/** The last `pages` × MESSAGES_PAGE_SIZE messages of the chat, oldest first. */
export function useTableMessages(chatId: string, pages: number): LiveList<TableChatMessageWithId> {
  const db = useFirestore();
  const size = pages * MESSAGES_PAGE_SIZE;
  const last = useMemo(
    () =>
      query(
        collection(db, COLLECTIONS.tableChatMessages),
        where('chat_id', '==', chatId),
        orderBy('sent_at', 'desc'),
        limit(size),
      ),
    [db, chatId, size],
  );
  const messages = useLiveQuery(last, `tableMessages:${chatId}:${size}`, parseMessage);
  if (messages.status !== 'ready') return messages;
  return { status: 'ready', data: [...messages.data].reverse() };
}

/** The member's own place in the chat (its unread count), live. */
export function useTableMembership(chatId: string, uid: string): LiveDoc<TableChatMemberWithId> {
  const db = useFirestore();
  const ref = useMemo(
    () => doc(db, COLLECTIONS.tableChatMembers, tableChatMemberId(chatId, uid)),
    [db, chatId, uid],
  );
  return useLiveDoc(ref, parseMembership);
}

/** The public profiles of the table's members (first names and photos), in one query. */
export function useTableProfiles(ids: readonly string[]): Map<string, PublicProfileWithId> {
  const db = useFirestore();
  const key = [...ids].sort().join(',');
  const profiles = useMemo(
    () =>
      key
        ? query(collection(db, COLLECTIONS.userProfiles), where(documentId(), 'in', key.split(',')))
        : null,
    [db, key],
  );
  const list = useLiveQuery(profiles, `tableProfiles:${key}`, parseProfile);
  return useMemo(
    () => new Map(list.status === 'ready' ? list.data.map((p) => [p.id, p]) : []),
    [list],
  );
}

/**
 * The member's place in a chat (by its id) or at an event's table, live: missing until the plan's
 * trigger seats them and again once they leave. A list pinned on the member's uid is never
 * refused, so a screen opened before the chat exists shows it the moment it does (a listener on
 * the chat itself would be refused for good).
 */
export function useMyMembership(
  uid: string,
  by: { chatId: string } | { eventId: string },
): LiveDoc<TableChatMemberWithId> {
  const db = useFirestore();
  const chatId = 'chatId' in by ? by.chatId : null;
  const eventId = 'eventId' in by ? by.eventId : null;
  const mine = useMemo(() => {
    const memberships = collection(db, COLLECTIONS.tableChatMembers);
    return chatId !== null
      ? query(memberships, where('user_id', '==', uid), where('chat_id', '==', chatId))
      : query(memberships, where('user_id', '==', uid), where('event_id', '==', eventId));
  }, [db, uid, chatId, eventId]);
  const list = useLiveQuery(mine, `tableMembership:${uid}:${chatId}:${eventId}`, parseMembership);
  if (list.status !== 'ready') return list;
  const first = list.data[0];
  return first ? { status: 'ready', data: first } : { status: 'missing' };
}
