// Issue 38 items 3 and 4 on the server: the table plan gives each table's members a chat (guests
// without an account left out) with the organiser's welcome and the table number, cards from the
// opted-in members only; a move or a cancellation changes who is in it; only members at the table
// now send, under the same checks as one-to-one messages; the chat is read-only 48 h after.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CARD_TEXTS,
  COLLECTIONS,
  MESSAGE_RATE_LIMIT,
  TABLE_CHAT_ERRORS,
  TABLE_SYSTEM_TEXTS,
  blockId,
  tableChatId,
  tableChatMemberId,
  toDate,
  unreadTotal,
  type MemberUnreadDoc,
  type TablePlanParty,
  type TableChatDoc,
} from '@brunchers/model';
import {
  handleMarkTableChatRead,
  handleSendTableMessage,
} from '../../src/tableChats/messages.handler.js';
import {
  handleClearClosedTableChats,
  handlePostTableChatAddresses,
  handleTablePlanWritten,
} from '../../src/tableChats/sync.handler.js';
import { httpsErrorOf, member, seedEvent } from '../support/fixtures.js';
import { startStack, type Stack } from '../support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack.close());
beforeEach(async () => stack.clearFirestore());

const col = (name: keyof typeof COLLECTIONS) => stack.db.collection(COLLECTIONS[name]);
const CHAT = tableChatId('e1', 2);
const party = (uid: string | null, booking = `b-${uid}`): TablePlanParty => ({
  booking_id: booking,
  user_id: uid,
  name: uid ?? 'Guest',
  guest_count: 1,
});

/** The plan of e1: each entry is a table's parties. */
async function plan(tables: Record<number, TablePlanParty[]>, now = new Date()) {
  await col('tablePlans')
    .doc('e1')
    .set({
      event_id: 'e1',
      event_date: '2026-12-14',
      venue_id: null,
      tables: Object.entries(tables).map(([number, parties]) => ({
        number: Number(number),
        seats: 6,
        score: null,
        parties,
      })),
      unseated: [],
      member_ids: Object.values(tables).flatMap((parties) =>
        parties.flatMap((p) => (p.user_id ? [p.user_id] : [])),
      ),
      average_score: 0,
      source: 'cutoff',
      planned_at: now,
      updated_at: now,
    });
  return handleTablePlanWritten(stack.db, 'e1', now);
}

const chat = async (id = CHAT) => (await col('tableChats').doc(id).get()).data() as TableChatDoc;
const memberships = async () => (await col('tableChatMembers').get()).docs.map((d) => d.id).sort();
const messages = async () =>
  (await col('tableChatMessages').where('chat_id', '==', CHAT).get()).docs
    .map((d) => d.data())
    .sort((a, b) => a.sent_at.toMillis() - b.sent_at.toMillis());
const send = (uid: string, text = 'Hello table!', clock = () => new Date()) =>
  handleSendTableMessage(
    { auth: member(uid), data: { chatId: CHAT, text } },
    { db: stack.db, clock },
  );

beforeEach(async () => {
  await seedEvent(stack.db, 'e1', {
    event_date: '2026-12-14',
    event_time: '11:00',
    location_name: 'Alfama Terrace',
    address: 'Rua do Castelo 1',
  });
});

describe('the plan opens table chats', () => {
  it("gives a table's members, not its guest, a chat with the welcome and the table number", async () => {
    expect(await plan({ 2: [party('ana'), party('ben'), party(null, 'b-guest')] })).toBe(1);
    expect(await chat()).toMatchObject({
      event_id: 'e1',
      table_number: 2,
      place_name: 'Alfama Terrace',
      member_ids: ['ana', 'ben'],
    });
    expect(await memberships()).toEqual([
      tableChatMemberId(CHAT, 'ana'),
      tableChatMemberId(CHAT, 'ben'),
    ]);
    // A key and its arguments (each reader's language) and the English text for older readers.
    expect((await messages()).map((m) => [m.system, m.params, m.text])).toEqual([
      ['welcome', ['Alfama Terrace'], TABLE_SYSTEM_TEXTS.welcome('Alfama Terrace')],
      ['table', [2], TABLE_SYSTEM_TEXTS.table(2)],
    ]);
    // Again (a retried trigger): nothing doubles.
    await plan({ 2: [party('ana'), party('ben'), party(null, 'b-guest')] });
    expect(await messages()).toHaveLength(2);
    expect(await memberships()).toHaveLength(2);
  });

  it('moves a member with their party, and a cancellation takes them out', async () => {
    await plan({ 1: [party('zoe')], 2: [party('ana'), party('ben')] });
    await plan({ 1: [party('zoe'), party('ben')], 2: [party('ana')] });
    expect((await chat()).member_ids).toEqual(['ana']);
    expect((await chat(tableChatId('e1', 1))).member_ids).toEqual(['ben', 'zoe']);
    expect(await memberships()).toEqual(
      [
        tableChatMemberId(tableChatId('e1', 1), 'ben'),
        tableChatMemberId(tableChatId('e1', 1), 'zoe'),
        tableChatMemberId(CHAT, 'ana'),
      ].sort(),
    );
    await plan({ 1: [party('zoe'), party('ben')] });
    expect((await chat()).member_ids).toEqual([]);
    expect(await memberships()).not.toContain(tableChatMemberId(CHAT, 'ana'));
  });

  it('builds the cards from opted-in members only, and never their answers', async () => {
    await col('selfDiscoveryQuestions').doc('q1').set({
      category: 'reflection',
      question: 'What makes a good Sunday?',
      xp_reward: 5,
      created_at: new Date(),
    });
    for (const [uid, optIn] of [
      ['ana', true],
      ['ben', true],
      ['cy', false],
    ] as const) {
      await col('userPrivateProfiles').doc(uid).set({ conversation_cards_opt_in: optIn });
      await col('userProfiles')
        .doc(uid)
        .set({ user_id: uid, level: 1, experience_points: 0, languages: ['Portuguese'] });
      await col('userAnswers')
        .doc(`${uid}_q1`)
        .set({
          user_id: uid,
          question_id: 'q1',
          answer: `secret of ${uid}`,
          created_at: new Date(),
        });
    }
    await plan({ 2: [party('ana'), party('ben'), party('cy')] });
    const cards = (await chat()).cards;
    expect(cards).toEqual([
      {
        kind: 'question',
        text: CARD_TEXTS.question('What makes a good Sunday?'),
        params: ['What makes a good Sunday?', ''],
      },
      { kind: 'language', text: CARD_TEXTS.language('Portuguese'), params: ['Portuguese'] },
      { kind: 'starter', text: CARD_TEXTS.starters[0], params: [0] },
    ]);
    expect(JSON.stringify(cards)).not.toContain('secret');
  });

  it("posts the venue's address on the day, once", async () => {
    await plan({ 2: [party('ana'), party('ben')] });
    const early = new Date('2026-12-13T12:00:00Z');
    expect(await handlePostTableChatAddresses(stack.db, early)).toBe(0);
    const onTheDay = new Date('2026-12-14T09:00:00Z');
    expect(await handlePostTableChatAddresses(stack.db, onTheDay)).toBe(1);
    expect(await handlePostTableChatAddresses(stack.db, onTheDay)).toBe(0);
    expect((await messages()).at(-1)).toMatchObject({
      system: 'address',
      params: ['Alfama Terrace', 'Rua do Castelo 1'],
      text: TABLE_SYSTEM_TEXTS.address('Alfama Terrace', 'Rua do Castelo 1'),
    });
  });
});

describe('sendTableMessage', () => {
  beforeEach(async () => {
    await plan({ 1: [party('zoe')], 2: [party('ana'), party('ben')] });
  });

  it('writes a server-stamped message and counts it unread for the others', async () => {
    const { messageId } = await send('ana', '  Hi all  ');
    const message = (await col('tableChatMessages').doc(messageId).get()).data()!;
    expect(message).toMatchObject({
      chat_id: CHAT,
      sender_id: 'ana',
      system: null,
      text: 'Hi all',
    });
    expect(message.sent_at.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    const unread = async (uid: string) =>
      (await col('tableChatMembers').doc(tableChatMemberId(CHAT, uid)).get()).get('unread');
    expect([await unread('ana'), await unread('ben')]).toEqual([0, 1]);
    // The tab bar's total (member_unread) goes up and down with it.
    const total = async (uid: string) =>
      unreadTotal((await col('memberUnread').doc(uid).get()).data() as MemberUnreadDoc | undefined);
    expect([await total('ana'), await total('ben')]).toEqual([0, 1]);
    await handleMarkTableChatRead(
      { auth: member('ben'), data: { chatId: CHAT } },
      { db: stack.db, clock: () => new Date() },
    );
    expect(await unread('ben')).toBe(0);
    expect(await total('ben')).toBe(0);
  });

  it("stops counting a closed chat's unread messages on the tab bar", async () => {
    await send('ana');
    const total = async (uid: string) =>
      unreadTotal((await col('memberUnread').doc(uid).get()).data() as MemberUnreadDoc | undefined);
    const closes = toDate((await chat()).closes_at);
    const before = new Date(closes.getTime() - 60_000);
    expect(await handleClearClosedTableChats(stack.db, before)).toBe(0);
    expect(await total('ben')).toBe(1);
    expect(await handleClearClosedTableChats(stack.db, closes)).toBe(1);
    expect(await total('ben')).toBe(0);
    const membership = col('tableChatMembers').doc(tableChatMemberId(CHAT, 'ben'));
    expect((await membership.get()).get('unread')).toBe(0);
    // Nothing left to clear: the sweep is idempotent.
    expect(await handleClearClosedTableChats(stack.db, closes)).toBe(0);
  });

  it('refuses someone not at the table, and a member moved away', async () => {
    expect(await httpsErrorOf(send('zoe'))).toMatchObject({
      code: 'permission-denied',
      message: TABLE_CHAT_ERRORS.notMember,
    });
    await plan({ 1: [party('zoe'), party('ben')], 2: [party('ana')] });
    expect((await httpsErrorOf(send('ben'))).code).toBe('permission-denied');
  });

  it('refuses after a block either way, a suspension, the close and the rate limit', async () => {
    await col('blocks').doc(blockId('ben', 'ana')).set({ blocker_id: 'ben', blocked_id: 'ana' });
    expect(await httpsErrorOf(send('ana'))).toMatchObject({ message: TABLE_CHAT_ERRORS.blocked });
    await col('blocks').doc(blockId('ben', 'ana')).delete();

    await col('memberStanding').doc('ana').set({
      suspended: true,
      warnings: 0,
      last_decision_id: 'r1',
      updated_at: new Date(),
    });
    expect(await httpsErrorOf(send('ana'))).toMatchObject({ message: TABLE_CHAT_ERRORS.suspended });
    await col('memberStanding').doc('ana').delete();

    const closes = toDate((await chat()).closes_at);
    expect(await httpsErrorOf(send('ana', 'late', () => closes))).toMatchObject({
      message: TABLE_CHAT_ERRORS.closed,
    });

    for (let i = 0; i < MESSAGE_RATE_LIMIT.calls; i++) await send('ben', `m${i}`);
    expect(await httpsErrorOf(send('ben'))).toMatchObject({
      code: 'resource-exhausted',
      message: TABLE_CHAT_ERRORS.tooMany,
    });
  });
});
