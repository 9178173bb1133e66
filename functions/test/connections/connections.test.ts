// Issue 38 items 1, 2 and 6 on the server: a match opens the pair's conversation with where they
// met; only matched, unblocked, unsuspended members send, at most MESSAGE_RATE_LIMIT a minute,
// each message server-stamped in one transaction with the conversation's preview and unread
// counts; reading clears the reader's count; unmatch closes the conversation for both.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  CONNECTION_ERRORS,
  MESSAGE_RATE_LIMIT,
  MESSAGE_TEXT_MAX,
  blockId,
  bruncherLikeId,
  matchId,
  unreadTotal,
  type ConversationDoc,
  type MemberUnreadDoc,
} from '@brunchers/model';
import { handleBlockMember } from '../../src/safety/blocks.handler.js';
import {
  handleMarkConversationRead,
  handleSendMessage,
  handleUnmatch,
} from '../../src/connections/messages.handler.js';
import { handleMatchCreated } from '../../src/connections/openConversation.handler.js';
import { handleLikeWritten } from '../../src/matches/onLikeWritten.handler.js';
import { httpsErrorOf, member, seedEvent } from '../support/fixtures.js';
import { startStack, type Stack } from '../support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack.close());
beforeEach(async () => stack.clearFirestore());

const deps = () => ({ db: stack.db, clock: () => new Date() });
const as = (uid: string, data: unknown) => ({ auth: member(uid), data });
const col = (name: keyof typeof COLLECTIONS) => stack.db.collection(COLLECTIONS[name]);
const conversation = async (a = 'ana', b = 'ben') =>
  (await col('conversations').doc(matchId(a, b)).get()).data() as ConversationDoc | undefined;
const send = (from: string, to: string, text = 'Hello!') =>
  handleSendMessage(as(from, { memberId: to, text }), deps());

/** Two likes, as Discover or the after-brunch step write them, and the triggers they fire. */
async function matchPair(a = 'ana', b = 'ben') {
  const now = new Date();
  for (const [liker, liked] of [
    [a, b],
    [b, a],
  ] as const)
    await col('bruncherLikes')
      .doc(bruncherLikeId(liker, liked))
      .set({ liker_id: liker, liked_id: liked, is_like: true, created_at: now });
  await handleLikeWritten(stack.db, { liker_id: a, liked_id: b, is_like: true }, () => now);
  const match = (await col('matches').doc(matchId(a, b)).get()).data();
  expect(await handleMatchCreated(stack.db, match)).toBe(true);
}

describe('a match opens a conversation', () => {
  it('from Discover, once', async () => {
    await matchPair();
    const opened = await conversation();
    expect(opened).toMatchObject({
      user1_id: 'ana',
      user2_id: 'ben',
      met: { kind: 'discover' },
      status: 'open',
      last_message: null,
      unread: { ana: 0, ben: 0 },
    });
    const match = (await col('matches').doc(matchId('ana', 'ben')).get()).data();
    expect(await handleMatchCreated(stack.db, match)).toBe(false);
  });

  it('from a brunch table: which table, where and when', async () => {
    await seedEvent(stack.db, 'e1', { event_date: '2025-12-14', location_name: 'Alfama Terrace' });
    const party = (uid: string) => ({
      booking_id: `b-${uid}`,
      user_id: uid,
      name: uid,
      guest_count: 1,
    });
    await col('tablePlans')
      .doc('e1')
      .set({
        event_id: 'e1',
        event_date: '2025-12-14',
        venue_id: null,
        tables: [
          { number: 1, seats: 4, score: null, parties: [party('zoe')] },
          { number: 3, seats: 4, score: 0.5, parties: [party('ana'), party('ben')] },
        ],
        unseated: [],
        member_ids: ['ana', 'ben', 'zoe'],
        average_score: 0.5,
        source: 'cutoff',
        planned_at: new Date(),
        updated_at: new Date(),
      });
    await col('afterBrunch')
      .doc('b-ben')
      .set({
        user_id: 'ben',
        event_id: 'e1',
        booking_id: 'b-ben',
        skipped: false,
        meet_again: ['ana'],
        done_at: new Date(),
      });
    await matchPair();
    expect((await conversation())?.met).toEqual({
      kind: 'table',
      event_id: 'e1',
      event_date: '2025-12-14',
      table_number: 3,
      place_name: 'Alfama Terrace',
    });
  });
});

describe('sendMessage', () => {
  it('writes the message server-stamped and counts it unread for the other member', async () => {
    await matchPair();
    const { messageId } = await send('ana', 'ben', '  Hi Ben, brunch again?  ');
    const message = (await col('conversationMessages').doc(messageId).get()).data()!;
    expect(message).toMatchObject({
      conversation_id: 'ana_ben',
      user1_id: 'ana',
      user2_id: 'ben',
      sender_id: 'ana',
      text: 'Hi Ben, brunch again?',
    });
    expect(typeof message.sent_at.toDate).toBe('function');
    const after = await conversation();
    expect(after?.unread).toEqual({ ana: 0, ben: 1 });
    expect(after?.last_message).toMatchObject({
      sender_id: 'ana',
      preview: 'Hi Ben, brunch again?',
    });

    await send('ana', 'ben', 'See you!');
    expect((await conversation())?.unread).toEqual({ ana: 0, ben: 2 });
    await handleMarkConversationRead(as('ben', { memberId: 'ana' }), deps());
    const read = await conversation();
    expect(read?.unread).toEqual({ ana: 0, ben: 0 });
    expect(read?.last_read_at.ben).not.toBeNull();
  });

  it('refuses members who are not matched, themselves, and empty or too long texts', async () => {
    expect((await httpsErrorOf(send('ana', 'ben'))).message).toBe(CONNECTION_ERRORS.notMatched);
    await matchPair();
    expect((await httpsErrorOf(send('ana', 'ana'))).code).toBe('invalid-argument');
    expect((await httpsErrorOf(send('ana', 'ben', '   '))).code).toBe('invalid-argument');
    expect((await httpsErrorOf(send('ana', 'ben', 'x'.repeat(MESSAGE_TEXT_MAX + 1)))).code).toBe(
      'invalid-argument',
    );
    expect((await httpsErrorOf(send('zoe', 'ben'))).message).toBe(CONNECTION_ERRORS.notMatched);
    expect(
      (await httpsErrorOf(handleSendMessage({ data: { memberId: 'ben', text: 'hi' } }, deps())))
        .code,
    ).toBe('unauthenticated');
    expect((await col('conversationMessages').get()).size).toBe(0);
  });

  it('refuses a pair where either blocked the other, and a suspended sender', async () => {
    await matchPair();
    await col('userProfiles')
      .doc('ana')
      .set({ user_id: 'ana', display_name: 'Ana', level: 1, experience_points: 0 });
    await handleBlockMember(as('ben', { memberId: 'ana' }), deps());
    expect(
      await stack.db.collection(COLLECTIONS.blocks).doc(blockId('ben', 'ana')).get(),
    ).toHaveProperty('exists', true);
    expect((await httpsErrorOf(send('ana', 'ben'))).message).toBe(CONNECTION_ERRORS.blocked);
    expect((await httpsErrorOf(send('ben', 'ana'))).message).toBe(CONNECTION_ERRORS.blocked);

    await matchPair('ana', 'cleo');
    await col('memberStanding').doc('ana').set({
      suspended: true,
      warnings: 0,
      last_decision_id: 'r1',
      updated_at: new Date(),
    });
    expect((await httpsErrorOf(send('ana', 'cleo'))).message).toBe(CONNECTION_ERRORS.suspended);
    expect((await httpsErrorOf(send('cleo', 'ana'))).code).toBe('permission-denied');
    expect((await col('conversationMessages').get()).size).toBe(0);
  });

  it(`allows ${MESSAGE_RATE_LIMIT.calls} messages a minute`, async () => {
    await matchPair();
    for (let sent = 0; sent < MESSAGE_RATE_LIMIT.calls; sent += 1)
      await send('ana', 'ben', `#${sent}`);
    const refused = await httpsErrorOf(send('ana', 'ben', 'one more'));
    expect(refused).toMatchObject({
      code: 'resource-exhausted',
      message: CONNECTION_ERRORS.tooMany,
    });
    expect((await col('conversationMessages').get()).size).toBe(MESSAGE_RATE_LIMIT.calls);
  });
});

describe('the unread counts (member_unread)', () => {
  const total = async (uid: string) =>
    unreadTotal((await col('memberUnread').doc(uid).get()).data() as MemberUnreadDoc | undefined);

  it('counts each message for the other member, clears on read, reply and unmatch', async () => {
    await matchPair('ana', 'ben');
    await matchPair('ana', 'cleo');
    await send('ben', 'ana');
    await send('ben', 'ana');
    await send('cleo', 'ana');
    expect(await total('ana')).toBe(3);
    expect(await total('ben')).toBe(0);
    await handleMarkConversationRead(as('ana', { memberId: 'ben' }), deps());
    expect(await total('ana')).toBe(1);
    await send('ana', 'cleo');
    expect(await total('ana')).toBe(0);
    expect(await total('cleo')).toBe(1);
    await handleUnmatch(as('ana', { memberId: 'cleo' }), deps());
    expect(await total('cleo')).toBe(0);
  });
});

describe('unmatch', () => {
  it('closes the conversation for both and no one can send any more', async () => {
    await matchPair();
    await send('ana', 'ben');
    await handleUnmatch(as('ben', { memberId: 'ana' }), deps());
    expect(await conversation()).toMatchObject({ status: 'closed', closed_by: 'ben' });
    expect((await col('matches').doc(matchId('ana', 'ben')).get()).exists).toBe(false);
    expect(
      (await col('bruncherLikes').doc(bruncherLikeId('ana', 'ben')).get()).get('is_like'),
    ).toBe(false);
    // The likes trigger firing again makes no new match.
    await handleLikeWritten(
      stack.db,
      { liker_id: 'ana', liked_id: 'ben', is_like: true },
      () => new Date(),
    );
    expect((await col('matches').doc(matchId('ana', 'ben')).get()).exists).toBe(false);
    expect((await httpsErrorOf(send('ana', 'ben'))).code).toBe('failed-precondition');
    expect((await httpsErrorOf(send('ben', 'ana'))).code).toBe('failed-precondition');
    expect((await col('conversationMessages').get()).size).toBe(1);
  });

  it('refuses a pair that never matched', async () => {
    expect((await httpsErrorOf(handleUnmatch(as('ana', { memberId: 'ben' }), deps()))).code).toBe(
      'not-found',
    );
  });
});
