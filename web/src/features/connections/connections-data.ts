// Connections' reads (issue 38): the member's newest conversations (one listener per side of the
// pair: rules prove a list only from a field pinned with ==; CONNECTIONS_PAGE_SIZE per page), a
// member's profile, and a conversation's last messages, live and limited (MESSAGES_PAGE_SIZE per
// page: opening one reads at most 50). Both read the same whatever the member's history.
import {
  COLLECTIONS,
  MESSAGES_PAGE_SIZE,
  newestOpenConversations,
  conversationMessageSchema,
  conversationSchema,
  matchId,
  memberField,
  type ConversationMessageWithId,
  type ConversationWithId,
} from '@brunchers/model';
import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo, useState } from 'react';
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

/**
 * The member's newest `count` open conversations, newest match first, and whether there may be
 * more: each side's newest `count + 1` (composite indexes user1_id / user2_id, matched_at desc).
 */
export function useConversations(
  uid: string,
  count: number,
):
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | {
      status: 'ready';
      data: ConversationWithId[];
      more: boolean;
    } {
  const db = useFirestore();
  const asFirst = useMemo(
    () =>
      query(
        collection(db, COLLECTIONS.conversations),
        where('user1_id', '==', uid),
        orderBy('matched_at', 'desc'),
        limit(count + 1),
      ),
    [db, uid, count],
  );
  const asSecond = useMemo(
    () =>
      query(
        collection(db, COLLECTIONS.conversations),
        where('user2_id', '==', uid),
        orderBy('matched_at', 'desc'),
        limit(count + 1),
      ),
    [db, uid, count],
  );
  const first = useLiveQuery(asFirst, `conversations1:${uid}:${count}`, parseConversation);
  const second = useLiveQuery(asSecond, `conversations2:${uid}:${count}`, parseConversation);
  const page = useMemo(
    () =>
      first.status === 'ready' && second.status === 'ready'
        ? newestOpenConversations([first.data, second.data], count)
        : null,
    [first, second, count],
  );
  // While a longer page loads (Show more), the shorter one stays on screen.
  const [last, setLast] = useState<typeof page>(null);
  if (page && page !== last) setLast(page);
  if (first.status === 'error') return first;
  if (second.status === 'error') return second;
  const shown = page ?? last;
  return shown ? { status: 'ready', data: shown.list, more: shown.more } : { status: 'loading' };
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
