// A match opens the pair's conversation (conversations/{matchId}), with where the two met: the
// table of the brunch whose after-brunch "meet again" made the match, or Discover. Idempotent
// (the trigger is retried): an open conversation is left as it is; one closed by an unmatch
// opens again only for a match made after it was closed (both said yes again).

import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  matchId,
  toDate,
  type ConversationDoc,
  type Met,
  type TimestampLike,
} from '@brunchers/model';
import { typedDoc } from '../lib/docs.js';
import { logs } from '../lib/logs.js';

/** The brunch table where `a` said "meet again" to `b` most recently, or Discover. */
export async function whereTheyMet(db: Firestore, a: string, b: string): Promise<Met> {
  const steps = await db
    .collection(COLLECTIONS.afterBrunch)
    .where('user_id', '==', a)
    .where('meet_again', 'array-contains', b)
    .get();
  const latest = steps.docs
    .map((doc) => ({ eventId: String(doc.get('event_id')), at: doc.get('done_at') as unknown }))
    .sort((x, y) => millis(y.at) - millis(x.at))[0];
  if (!latest) return { kind: 'discover' };
  const [plan, event] = await Promise.all([
    typedDoc(db, 'tablePlans', latest.eventId).get(),
    typedDoc(db, 'events', latest.eventId).get(),
  ]);
  const table = plan
    .data()
    ?.tables.find((candidate) =>
      [a, b].every((uid) => candidate.parties.some((party) => party.user_id === uid)),
    );
  const data = event.data();
  if (!table || !data) return { kind: 'discover' };
  return {
    kind: 'table',
    event_id: latest.eventId,
    event_date: data.event_date,
    table_number: table.number,
    place_name: data.location_name,
  };
}

function millis(value: unknown): number {
  return value && typeof value === 'object' ? toDate(value as TimestampLike).getTime() : 0;
}

export function newConversation(
  user1: string,
  user2: string,
  met: Met,
  matchedAt: TimestampLike,
): ConversationDoc {
  return {
    user1_id: user1,
    user2_id: user2,
    met,
    matched_at: matchedAt,
    status: 'open',
    closed_by: null,
    closed_at: null,
    last_message: null,
    unread: { [user1]: 0, [user2]: 0 },
    last_read_at: { [user1]: null, [user2]: null },
  };
}

/** Opens the conversation of the match `user1_user2` (sorted); returns whether it wrote. */
export async function handleMatchCreated(
  db: Firestore,
  match: { user1_id?: unknown; user2_id?: unknown; created_at?: unknown } | undefined,
): Promise<boolean> {
  const user1 = match?.user1_id;
  const user2 = match?.user2_id;
  if (typeof user1 !== 'string' || typeof user2 !== 'string' || user1 >= user2) return false;
  const matchedAt = (match?.created_at ?? new Date()) as TimestampLike;
  // Either of them may have said "meet again" first; both steps name the same table.
  const first = await whereTheyMet(db, user1, user2);
  const met = first.kind === 'table' ? first : await whereTheyMet(db, user2, user1);
  const id = matchId(user1, user2);
  const ref = typedDoc(db, 'conversations', id);
  const wrote = await db.runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data();
    if (existing?.status === 'open') return false;
    const closedAt = existing?.closed_at ? toDate(existing.closed_at).getTime() : null;
    if (closedAt !== null && closedAt >= toDate(matchedAt).getTime()) return false;
    tx.set(ref, newConversation(user1, user2, met, matchedAt));
    return true;
  });
  if (wrote) logs.conversationOpened(id);
  return wrote;
}

/**
 * Opens the conversation of every match that has none (matches made before conversations
 * existed), page by page in id order; a match whose conversation is open is left alone, so it can
 * run again. Returns the matches seen and the conversations opened.
 */
export async function openMissingConversations(
  db: Firestore,
  pageSize = 300,
): Promise<{ matches: number; opened: number }> {
  let matches = 0;
  let opened = 0;
  let after: string | null = null;
  for (;;) {
    let page = db.collection(COLLECTIONS.matches).orderBy(FieldPath.documentId()).limit(pageSize);
    if (after) page = page.startAfter(after);
    const { docs } = await page.get();
    for (const match of docs) if (await handleMatchCreated(db, match.data())) opened++;
    matches += docs.length;
    if (docs.length < pageSize) return { matches, opened };
    after = docs[docs.length - 1]!.id;
  }
}
