// Matches: two members liking each other make exactly one match, however the triggers interleave.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, bruncherLikeId, matchId } from '@brunchers/model';
import { startStack, type Stack } from '../support/stack.js';
import { countDocs } from '../support/fixtures.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ host: true });
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

function like(liker: string, liked: string, isLike = true) {
  return { liker_id: liker, liked_id: liked, is_like: isLike, created_at: new Date() };
}
const likes = () => stack.db.collection(COLLECTIONS.bruncherLikes);

describe('through the Functions host', () => {
  it('two members liking each other at the same instant make exactly one match', async () => {
    await Promise.all([
      likes().doc(bruncherLikeId('zoe', 'adam')).set(like('zoe', 'adam')),
      likes().doc(bruncherLikeId('adam', 'zoe')).set(like('adam', 'zoe')),
    ]);
    await stack.host!.idle();
    const matches = await stack.db.collection(COLLECTIONS.matches).get();
    expect(matches.docs.map((doc) => doc.id)).toEqual([matchId('zoe', 'adam')]);
    expect(matches.docs[0]?.data()).toMatchObject({ user1_id: 'adam', user2_id: 'zoe' });
  });

  it('a one-way like or a pass makes no match; a pass turned into a like does', async () => {
    await likes().doc(bruncherLikeId('a', 'b')).set(like('a', 'b'));
    await likes()
      .doc(bruncherLikeId('b', 'a'))
      .set(like('b', 'a', false));
    await likes().doc(bruncherLikeId('c', 'd')).set(like('c', 'd'));
    await stack.host!.idle();
    expect(await countDocs(stack.db, COLLECTIONS.matches)).toBe(0);

    await likes().doc(bruncherLikeId('b', 'a')).update({ is_like: true });
    await stack.host!.idle();
    expect(
      (await stack.db.collection(COLLECTIONS.matches).get()).docs.map((doc) => doc.id),
    ).toEqual(['a_b']);
  });
});
