import {
  bruncherLikeId,
  matchId,
  matchPair,
  toDate,
  type BruncherLikeDoc,
  type MatchDoc,
} from '@brunchers/model';
import { daysAgo } from './dates.js';
import { memberUid } from './members.js';

/** Likes between members; mutual ones also get their match document (the trigger would create the same id). */
const LIKES: Array<[liker: number, liked: number, isLike: boolean]> = [
  [0, 1, true],
  [1, 0, true],
  [2, 3, true],
  [3, 2, true],
  [4, 5, true],
  [5, 4, true],
  [6, 7, true],
  [7, 6, false],
  [8, 9, true],
  [10, 11, true],
  [11, 10, true],
  [12, 13, true],
  [14, 15, false],
  [16, 17, true],
  [17, 16, true],
  [18, 19, true],
  [0, 4, true],
  [4, 0, true],
];

export function seedLikes(now = new Date()): Array<{ id: string; doc: BruncherLikeDoc }> {
  return LIKES.map(([liker, liked, isLike], index) => {
    const likerId = memberUid(liker);
    const likedId = memberUid(liked);
    return {
      id: bruncherLikeId(likerId, likedId),
      doc: {
        liker_id: likerId,
        liked_id: likedId,
        is_like: isLike,
        created_at: daysAgo(20 - index, now),
      },
    };
  });
}

export function seedMatches(
  likes: ReadonlyArray<{ doc: BruncherLikeDoc }>,
): Array<{ id: string; doc: MatchDoc }> {
  const liked = new Set(
    likes.filter((l) => l.doc.is_like).map((l) => `${l.doc.liker_id}>${l.doc.liked_id}`),
  );
  const matches = new Map<string, MatchDoc>();
  for (const { doc } of likes) {
    if (!doc.is_like || !liked.has(`${doc.liked_id}>${doc.liker_id}`)) continue;
    matches.set(matchId(doc.liker_id, doc.liked_id), {
      ...matchPair(doc.liker_id, doc.liked_id),
      created_at: toDate(doc.created_at),
    });
  }
  return [...matches].map(([id, doc]) => ({ id, doc }));
}
