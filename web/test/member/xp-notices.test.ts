// Which part of an XP gain the review toast already announced: matched by the gain's cause (the
// XP ledger entry of the marked review), never by its number of points.
import { REVIEW_XP } from '@brunchers/model';
import { describe, expect, it } from 'vitest';
import { markXpAnnounced, takeAnnouncedXp, type ReadXpAward } from '../../src/lib/xp-notices';

/** A ledger holding the given awards, by source path. */
const ledger =
  (awards: Record<string, number>): ReadXpAward =>
  async (source) =>
    awards[source] ?? null;

describe('takeAnnouncedXp', () => {
  it('does not swallow an answer worth as much as the review still on its way', async () => {
    markXpAnnounced('brunch_reviews/b1');
    // The answer's 25 arrives first: the review's award is not in the ledger yet.
    expect(await takeAnnouncedXp(ledger({ 'user_answers/u1_q1': REVIEW_XP }))).toBe(0);
    // Then the review's: announced by the review toast, and forgotten once taken.
    const both = ledger({ 'user_answers/u1_q1': REVIEW_XP, 'brunch_reviews/b1': REVIEW_XP });
    expect(await takeAnnouncedXp(both)).toBe(REVIEW_XP);
    expect(await takeAnnouncedXp(both)).toBe(0);
  });

  it('counts only the announced cause when two awards land in one profile change', async () => {
    markXpAnnounced('brunch_reviews/b2');
    const announced = await takeAnnouncedXp(
      ledger({ 'brunch_reviews/b2': REVIEW_XP, 'user_answers/u1_q2': 80 }),
    );
    expect(announced).toBe(REVIEW_XP);
  });

  it('keeps a mark whose ledger read fails, for the next gain', async () => {
    markXpAnnounced('brunch_reviews/b3');
    expect(await takeAnnouncedXp(() => Promise.reject(new Error('offline')))).toBe(0);
    expect(await takeAnnouncedXp(ledger({ 'brunch_reviews/b3': REVIEW_XP }))).toBe(REVIEW_XP);
  });
});
