// A like whose reverse like exists makes a match: matches/{sorted pair}, created once. Both likes'
// triggers may run at the same moment; the transaction reads the match document, so only one of
// them can create it (the other is retried by Firestore and then sees it).

import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, bruncherLikeId, matchId, matchPair, type MatchDoc } from '@brunchers/model';
import { logs } from '../lib/logs.js';
import { timestamp, type Clock } from '../lib/time.js';

export interface LikeData {
  liker_id?: unknown;
  liked_id?: unknown;
  is_like?: unknown;
}

/** Returns the id of the match it created, or null. */
export async function handleLikeWritten(
  db: Firestore,
  like: LikeData | undefined,
  clock: Clock,
): Promise<string | null> {
  const liker = like?.liker_id;
  const liked = like?.liked_id;
  if (
    like?.is_like !== true ||
    typeof liker !== 'string' ||
    typeof liked !== 'string' ||
    liker === liked
  )
    return null;

  const reverseRef = db.collection(COLLECTIONS.bruncherLikes).doc(bruncherLikeId(liked, liker));
  const id = matchId(liker, liked);
  const matchRef = db.collection(COLLECTIONS.matches).doc(id);
  const created = await db.runTransaction(async (tx) => {
    const [reverse, match] = await Promise.all([tx.get(reverseRef), tx.get(matchRef)]);
    if (!reverse.exists || reverse.get('is_like') !== true || match.exists) return false;
    const doc: MatchDoc = { ...matchPair(liker, liked), created_at: timestamp(clock()) };
    tx.create(matchRef, doc);
    return true;
  });
  if (!created) return null;
  logs.matchCreated(id);
  return id;
}
