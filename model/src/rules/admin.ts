// Admin statistics. Like counts count likes a member gave (is_like true; passes are
// not likes).

import { ADMIN_TOP_MATCHES, COMPATIBILITY_MAX } from '../constants';

interface Like {
  liker_id: string;
  is_like: boolean;
}
interface Match {
  user1_id: string;
  user2_id: string;
}

/** Likes given per member (passes excluded). */
export function likeCountsByUser(likes: readonly Like[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const like of likes) {
    if (like.is_like) counts.set(like.liker_id, (counts.get(like.liker_id) ?? 0) + 1);
  }
  return counts;
}

/** Total likes (passes excluded). */
export function totalLikes(likes: readonly Like[]): number {
  return likes.filter((like) => like.is_like).length;
}

/** min(100, round(average of the two like counts × 10)). */
export function compatibilityScore(likesA: number, likesB: number): number {
  return Math.min(COMPATIBILITY_MAX, Math.round(((likesA + likesB) / 2) * 10));
}

/** The best matches by compatibility score, highest first (ties keep their input order). */
export function topMatches<M extends Match>(
  matches: readonly M[],
  likeCounts: ReadonlyMap<string, number>,
  limit = ADMIN_TOP_MATCHES,
): (M & { score: number })[] {
  return matches
    .map((match) => ({
      ...match,
      score: compatibilityScore(
        likeCounts.get(match.user1_id) ?? 0,
        likeCounts.get(match.user2_id) ?? 0,
      ),
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** round(matches × 2 / likes × 100) in percent; 0 when there are no likes. */
export function matchRate(matchCount: number, likeCount: number): number {
  if (likeCount <= 0) return 0;
  return Math.round(((matchCount * 2) / likeCount) * 100);
}

/** Matches per member. */
export function matchCountsByUser(matches: readonly Match[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { user1_id, user2_id } of matches) {
    counts.set(user1_id, (counts.get(user1_id) ?? 0) + 1);
    counts.set(user2_id, (counts.get(user2_id) ?? 0) + 1);
  }
  return counts;
}

/** Users with their match counts, most matches first (ties keep their input order). */
export function usersByMatchCount<U extends { id: string }>(
  users: readonly U[],
  matches: readonly Match[],
): (U & { matchCount: number })[] {
  const counts = matchCountsByUser(matches);
  return users
    .map((user) => ({ ...user, matchCount: counts.get(user.id) ?? 0 }))
    .sort((a, b) => b.matchCount - a.matchCount);
}
