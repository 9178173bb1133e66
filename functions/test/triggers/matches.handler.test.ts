// The match handler on its own (no Functions host, so nothing else reacts to the likes written here).

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@brunchers/model';
import { handleLikeWritten } from '../../src/matches/onLikeWritten.handler.js';
import { startStack, type Stack } from '../support/stack.js';
import { countDocs } from '../support/fixtures.js';

let stack: Stack;
const clock = () => new Date();

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

function like(liker: string, liked: string, isLike = true) {
  return { liker_id: liker, liked_id: liked, is_like: isLike, created_at: new Date() };
}
const likes = () => stack.db.collection(COLLECTIONS.bruncherLikes);

describe('handler', () => {
  it('creates the match once when both sides are handled concurrently and repeatedly', async () => {
    await likes().doc('p_q').set(like('p', 'q'));
    await likes().doc('q_p').set(like('q', 'p'));
    const created = await Promise.all([
      handleLikeWritten(stack.db, like('p', 'q'), clock),
      handleLikeWritten(stack.db, like('q', 'p'), clock),
      handleLikeWritten(stack.db, like('p', 'q'), clock),
      handleLikeWritten(stack.db, like('q', 'p'), clock),
    ]);
    expect(created.filter((id) => id !== null)).toEqual(['p_q']);
    expect(await countDocs(stack.db, COLLECTIONS.matches)).toBe(1);
  });

  it('ignores self-likes and malformed documents', async () => {
    expect(await handleLikeWritten(stack.db, like('s', 's'), clock)).toBeNull();
    expect(
      await handleLikeWritten(stack.db, { liker_id: 1, liked_id: 'x', is_like: true }, clock),
    ).toBeNull();
    expect(await handleLikeWritten(stack.db, undefined, clock)).toBeNull();
  });
});
