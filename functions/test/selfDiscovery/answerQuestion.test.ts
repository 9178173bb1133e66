// answerQuestion through the Functions host (issue 18 item 4): the self-discovery path's order is
// the server's. Out-of-order answers are refused, nothing is written and no XP is awarded.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ALREADY_ANSWERED,
  COLLECTIONS,
  COMPLETE_PREVIOUS_FIRST,
  UNLOCK_BY_BOOKING,
  userAnswerId,
} from '@brunchers/model';
import { startStack, type Stack } from '../support/stack.js';
import { callCallable, countDocs, unsignedIdToken } from '../support/fixtures.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ host: true });
});
afterAll(() => stack.close());

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const answer = (uid: string, questionId: string, text = 'Because.') =>
  callCallable(
    stack.functionUrl('answerQuestion'),
    { questionId, answer: text },
    unsignedIdToken(uid),
  );
const xp = async (uid: string) =>
  (await stack.db.collection(COLLECTIONS.userProfiles).doc(uid).get()).get('experience_points');

beforeEach(async () => {
  await stack.clearFirestore();
  const questions = stack.db.collection(COLLECTIONS.selfDiscoveryQuestions);
  await questions
    .doc('s1')
    .set({ category: 'social', question: 'Who?', xp_reward: 10, created_at: day(1) });
  await questions
    .doc('s2')
    .set({ category: 'social', question: 'Why?', xp_reward: 20, created_at: day(2) });
  await questions
    .doc('l1')
    .set({ category: 'lifestyle', question: 'When?', xp_reward: 40, created_at: day(3) });
  await stack.db
    .collection(COLLECTIONS.userProfiles)
    .doc('m1')
    .set({ user_id: 'm1', display_name: 'M', level: 1, experience_points: 0 });
});

async function attend(uid: string, present: boolean) {
  await stack.db
    .collection(COLLECTIONS.eventAttendances)
    .doc(`b-${uid}`)
    .set({
      user_id: uid,
      booking_id: `b-${uid}`,
      venue_id: null,
      event_id: 'e1',
      event_title: 'Brunch',
      guest_count: 1,
      booking_date: day(1),
      attendee_name: 'M',
      marked_present: present,
      marked_present_at: present ? day(1) : null,
      marked_by: present ? 'pat' : null,
      created_at: day(1),
    });
}

describe('answerQuestion', () => {
  it('refuses every answer before a first attended brunch, and awards nothing', async () => {
    await attend('m1', false); // booked, not yet checked in
    for (const id of ['s1', 's2', 'l1']) {
      const refused = await answer('m1', id);
      expect(refused).toMatchObject({ status: 400, error: { status: 'FAILED_PRECONDITION' } });
    }
    expect((await answer('m1', 's1')).error?.message).toBe(UNLOCK_BY_BOOKING);
    expect((await answer('m1', 's2')).error?.message).toBe(COMPLETE_PREVIOUS_FIRST);
    await stack.host!.idle();
    expect(await countDocs(stack.db, COLLECTIONS.userAnswers)).toBe(0);
    expect(await xp('m1')).toBe(0);
  });

  it('accepts the path in order only, once per question, and awards its XP', async () => {
    await attend('m1', true);
    expect((await answer('m1', 's2')).error?.message).toBe(COMPLETE_PREVIOUS_FIRST);
    expect(await answer('m1', 's1', '  Friends  ')).toMatchObject({
      status: 200,
      result: { ok: true },
    });
    expect(await answer('m1', 'l1')).toMatchObject({ status: 200 });
    expect(await answer('m1', 's2')).toMatchObject({ status: 200 });
    const again = await answer('m1', 's1', 'Changed my mind');
    expect(again).toMatchObject({
      status: 409,
      error: { status: 'ALREADY_EXISTS', message: ALREADY_ANSWERED },
    });

    const stored = await stack.db
      .collection(COLLECTIONS.userAnswers)
      .doc(userAnswerId('m1', 's1'))
      .get();
    expect(stored.data()).toMatchObject({ user_id: 'm1', question_id: 's1', answer: 'Friends' });
    await stack.host!.idle();
    expect(await xp('m1')).toBe(10 + 40 + 20);
  });

  it('refuses guests, unknown questions and empty answers', async () => {
    await attend('m1', true);
    expect(
      await callCallable(stack.functionUrl('answerQuestion'), { questionId: 's1', answer: 'x' }),
    ).toMatchObject({ status: 401 });
    expect(await answer('m1', 'nope')).toMatchObject({ status: 404 });
    expect(await answer('m1', 's1', '   ')).toMatchObject({
      status: 400,
      error: { status: 'INVALID_ARGUMENT' },
    });
    expect(await answer('m1', 's1', 'x'.repeat(2001))).toMatchObject({ status: 400 });
    expect(await countDocs(stack.db, COLLECTIONS.userAnswers)).toBe(0);
  });
});
