// XP triggers: through the Functions host (a Firestore write fires them once) and at handler level
// (a delivery repeated, even concurrently, awards the points once).

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, REVIEW_XP, userAnswerId } from '@brunchers/model';
import { handleAnswerCreated } from '../../src/xp/onAnswerCreated.handler.js';
import { handleReviewCreated } from '../../src/xp/onReviewCreated.handler.js';
import { startStack, type Stack } from '../support/stack.js';
import { countDocs } from '../support/fixtures.js';

let stack: Stack;
const clock = () => new Date();

beforeAll(async () => {
  stack = await startStack({ host: true });
});
afterAll(() => stack.close());
beforeEach(() => stack.clearFirestore());

async function profile(uid: string) {
  return (await stack.db.collection(COLLECTIONS.userProfiles).doc(uid).get()).data();
}

function review(uid: string) {
  return {
    user_id: uid,
    booking_id: 'b1',
    venue_id: null,
    rating: 5,
    review_text: null,
    created_at: new Date(),
  };
}

describe('through the Functions host', () => {
  it('awards 25 XP for a review and the question reward for an answer, with the level', async () => {
    await stack.db
      .collection(COLLECTIONS.userProfiles)
      .doc('m1')
      .set({ user_id: 'm1', display_name: 'M', level: 1, experience_points: 0 });
    await stack.db
      .collection(COLLECTIONS.selfDiscoveryQuestions)
      .doc('q1')
      .set({ category: 'social', question: 'Why?', xp_reward: 80, created_at: new Date() });

    await stack.db.collection(COLLECTIONS.brunchReviews).doc('b1').set(review('m1'));
    await stack.db
      .collection(COLLECTIONS.userAnswers)
      .doc(userAnswerId('m1', 'q1'))
      .set({ user_id: 'm1', question_id: 'q1', answer: 'Because', created_at: new Date() });
    await stack.host!.idle();

    expect(await profile('m1')).toMatchObject({
      experience_points: REVIEW_XP + 80,
      level: 2,
      display_name: 'M',
    });
    expect(await countDocs(stack.db, COLLECTIONS.xpAwards)).toBe(2);
  });

  it('fires once per write: updating a review awards nothing more', async () => {
    const ref = stack.db.collection(COLLECTIONS.brunchReviews).doc('b2');
    await ref.set(review('m2'));
    await ref.update({ review_text: 'Lovely' });
    await stack.host!.idle();
    expect(await profile('m2')).toMatchObject({ user_id: 'm2', experience_points: 25, level: 1 });
  });
});

describe('delivered twice', () => {
  it('awards the review XP once, even when the deliveries overlap', async () => {
    const doc = { path: 'brunch_reviews/b3', data: review('m3') };
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() => handleReviewCreated(stack.db, doc, clock)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await handleReviewCreated(stack.db, doc, clock)).toBe(false);
    expect(await profile('m3')).toMatchObject({ experience_points: 25, level: 1 });
  });

  it('awards an answer once', async () => {
    await stack.db
      .collection(COLLECTIONS.selfDiscoveryQuestions)
      .doc('q2')
      .set({ category: 'social', question: 'How?', xp_reward: 40, created_at: new Date() });
    const doc = {
      path: 'user_answers/m4_q2',
      data: { user_id: 'm4', question_id: 'q2', answer: 'Like this' },
    };
    expect(await handleAnswerCreated(stack.db, doc, clock)).toBe(true);
    expect(await handleAnswerCreated(stack.db, doc, clock)).toBe(false);
    expect(await profile('m4')).toMatchObject({ experience_points: 40, level: 1 });
  });
});

describe('malformed sources', () => {
  it('award nothing and do not fail (a retry could not fix them)', async () => {
    expect(
      await handleReviewCreated(stack.db, { path: 'brunch_reviews/x', data: { rating: 5 } }, clock),
    ).toBe(false);
    expect(
      await handleAnswerCreated(
        stack.db,
        { path: 'user_answers/x', data: { user_id: 'm5', question_id: 'missing' } },
        clock,
      ),
    ).toBe(false);
    expect(await countDocs(stack.db, COLLECTIONS.userProfiles)).toBe(0);
    expect(await countDocs(stack.db, COLLECTIONS.xpAwards)).toBe(0);
  });
});
