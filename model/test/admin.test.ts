import { describe, expect, it } from 'vitest';
import {
  compatibilityScore,
  likeCountsByUser,
  matchRate,
  topMatches,
  totalLikes,
  usersByMatchCount,
} from '../src/index';

describe('compatibilityScore', () => {
  it('is the average like count × 10, rounded', () => {
    expect(compatibilityScore(3, 4)).toBe(35);
    expect(compatibilityScore(1, 0)).toBe(5);
    expect(compatibilityScore(0, 0)).toBe(0);
  });
  it('is capped at 100', () => {
    expect(compatibilityScore(10, 10)).toBe(100);
    expect(compatibilityScore(30, 2)).toBe(100);
  });
});

describe('matchRate', () => {
  it('is matches × 2 / likes × 100, rounded', () => {
    expect(matchRate(1, 4)).toBe(50);
    expect(matchRate(1, 3)).toBe(67);
  });
  it('is 0 without likes', () => {
    expect(matchRate(0, 0)).toBe(0);
    expect(matchRate(2, 0)).toBe(0);
  });
});

describe('like counts, top matches and users by match count', () => {
  const likes = [
    { liker_id: 'a', liked_id: 'b', is_like: true },
    { liker_id: 'a', liked_id: 'c', is_like: true },
    { liker_id: 'b', liked_id: 'a', is_like: true },
    { liker_id: 'c', liked_id: 'a', is_like: false },
    { liker_id: 'd', liked_id: 'a', is_like: true },
  ];
  const matches = [
    { id: 'a_b', user1_id: 'a', user2_id: 'b' },
    { id: 'a_d', user1_id: 'a', user2_id: 'd' },
    { id: 'c_e', user1_id: 'c', user2_id: 'e' },
  ];

  it('counts likes given, without passes', () => {
    const counts = likeCountsByUser(likes);
    expect(Object.fromEntries(counts)).toEqual({ a: 2, b: 1, d: 1 });
    expect(totalLikes(likes)).toBe(4);
    expect(totalLikes([])).toBe(0);
  });

  it('ranks matches by score and limits the list', () => {
    const counts = likeCountsByUser(likes);
    const ranked = topMatches(matches, counts);
    expect(ranked.map((match) => [match.id, match.score])).toEqual([
      ['a_b', 15],
      ['a_d', 15],
      ['c_e', 0],
    ]);
    expect(topMatches(matches, counts, 1).map((match) => match.id)).toEqual(['a_b']);
  });

  it('keeps at most 10 matches', () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      user1_id: `u${index}`,
      user2_id: `v${index}`,
    }));
    expect(topMatches(many, new Map())).toHaveLength(10);
  });

  it('sorts users by match count, most first, zero for unmatched', () => {
    const users = [
      { id: 'e', email: 'e@x.io' },
      { id: 'z', email: 'z@x.io' },
      { id: 'a', email: 'a@x.io' },
    ];
    expect(usersByMatchCount(users, matches).map((user) => [user.id, user.matchCount])).toEqual([
      ['a', 2],
      ['e', 1],
      ['z', 0],
    ]);
  });
});
