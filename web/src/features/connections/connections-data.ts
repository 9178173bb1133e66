// Connections' reads (issue 38): the member's conversations (one listener per side of the pair:
// rules prove a list only from a field pinned with ==), a member's profile, and a conversation's
// last messages, live and limited (MESSAGES_PAGE_SIZE per page: opening one reads at most 50).
import {
  COLLECTIONS,
  MESSAGES_PAGE_SIZE,
  conversationMessageSchema,
  conversationSchema,
  matchId,
  memberField,
  toDate,
  type ConversationMessageWithId,
  type ConversationWithId,
} from '@brunchers/model';
import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import {
  useLiveDoc,
  useLiveQuery,
  type LiveDoc,
  type LiveList,
} from '../../lib/firebase/live-data';

function parseConversation(id: string, data: unknown): ConversationWithId {
  return { ...conversationSchema.parse(data), id };
}

function parseMessage(id: string, data: unknown): ConversationMessageWithId {
  return { ...conversationMessageSchema.parse(data), id };
}

const millis = (value: Parameters<typeof toDate>[0] | null | undefined) =>
  value ? toDate(value).getTime() : 0;

/** The member's open conversations, newest match first. */
export function useConversations(uid: string): LiveList<ConversationWithId> {
  const db = useFirestore();
  const asFirst = useMemo(
    () => query(collection(db, COLLECTIONS.conversations), where('user1_id', '==', uid)),
    [db, uid],
  );
  const asSecond = useMemo(
    () => query(collection(db, COLLECTIONS.conversations), where('user2_id', '==', uid)),
    [db, uid],
  );
  const first = useLiveQuery(asFirst, `conversations1:${uid}`, parseConversation);
  const second = useLiveQuery(asSecond, `conversations2:${uid}`, parseConversation);
  if (first.status === 'error') return first;
  if (second.status === 'error') return second;
  if (first.status === 'loading' || second.status === 'loading') return { status: 'loading' };
  const open = [...first.data, ...second.data].filter((c) => c.status === 'open');
  open.sort((a, b) => millis(b.matched_at) - millis(a.matched_at));
  return { status: 'ready', data: open };
}

/** One conversation with `other`, live (missing when they never matched). */
export function useConversation(uid: string, other: string): LiveDoc<ConversationWithId> {
  const db = useFirestore();
  const ref = useMemo(
    () => doc(db, COLLECTIONS.conversations, matchId(uid, other)),
    [db, uid, other],
  );
  return useLiveDoc(ref, parseConversation);
}

/** The last `pages` × MESSAGES_PAGE_SIZE messages with `other`, oldest first. */
export function useMessages(
  uid: string,
  other: string,
  pages: number,
): LiveList<ConversationMessageWithId> {
  const db = useFirestore();
  const size = pages * MESSAGES_PAGE_SIZE;
  // The member's own field, spelled out in each query so the deploy check's scan can read both
  // (a field name known only at run time cannot be matched to an index).
  const last = useMemo(() => {
    const messages = collection(db, COLLECTIONS.conversationMessages);
    const id = matchId(uid, other);
    return memberField(uid, other) === 'user1_id'
      ? query(
          messages,
          where('conversation_id', '==', id),
          where('user1_id', '==', uid),
          orderBy('sent_at', 'desc'),
          limit(size),
        )
      : query(
          messages,
          where('conversation_id', '==', id),
          where('user2_id', '==', uid),
          orderBy('sent_at', 'desc'),
          limit(size),
        );
  }, [db, uid, other, size]);
  const messages = useLiveQuery(last, `messages:${uid}:${other}:${size}`, parseMessage);
  if (messages.status !== 'ready') return messages;
  return { status: 'ready', data: [...messages.data].reverse() };
}
