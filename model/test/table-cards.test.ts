// Issue 38 items 3 and 4: the table chat's shapes and times, and the conversation cards.
import { describe, expect, it } from 'vitest';
import {
  CARD_TEXTS,
  TABLE_CARDS_COUNT,
  tableChatClosesAt,
  tableChatId,
  tableChatMessageSchema,
  tableChatOpen,
  tableConversationCards,
  type CardMember,
} from '../src/index';

const questions = [
  { id: 'q1', question: 'What would you do with a free Sunday?' },
  { id: 'q2', question: 'Which book changed your mind?' },
];

const member = (id: string, extra: Partial<CardMember> = {}): CardMember => ({
  user_id: id,
  opted_in: true,
  answered: [],
  ...extra,
});

describe('table chats', () => {
  it('names a chat by event and table, and closes it 48 hours after the start', () => {
    expect(tableChatId('ev1', 3)).toBe('ev1_t3');
    const start = new Date('2026-12-14T10:00:00Z');
    const closes = tableChatClosesAt(start);
    expect(closes.toISOString()).toBe('2026-12-16T10:00:00.000Z');
    expect(tableChatOpen(closes, new Date(closes.getTime() - 1))).toBe(true);
    expect(tableChatOpen(closes, closes)).toBe(false);
  });

  it('takes a system message without a sender and refuses an empty text', () => {
    const base = { chat_id: 'ev1_t3', sender_id: null, system: 'welcome', sent_at: new Date() };
    expect(tableChatMessageSchema.safeParse({ ...base, text: 'Hi' }).success).toBe(true);
    expect(tableChatMessageSchema.safeParse({ ...base, text: '' }).success).toBe(false);
  });
});

describe('tableConversationCards', () => {
  it('builds three cards from a shared question, vibe and language', () => {
    const cards = tableConversationCards(
      [
        member('a', {
          answered: ['q1', 'q2'],
          weekend_vibe: 'Farmers markets',
          languages: ['Portuguese'],
        }),
        member('b', {
          answered: ['q1'],
          weekend_vibe: 'markets and coffee',
          languages: [' portuguese', 'English'],
        }),
      ],
      questions,
    );
    expect(cards).toEqual([
      {
        kind: 'question',
        text: CARD_TEXTS.question(questions[0]!.question),
        params: [questions[0]!.question, ''],
      },
      { kind: 'weekend_vibe', text: CARD_TEXTS.weekendVibe },
      { kind: 'language', text: CARD_TEXTS.language('Portuguese'), params: ['Portuguese'] },
    ]);
  });

  it('never quotes what a member wrote', () => {
    const cards = tableConversationCards(
      [
        member('a', { weekend_vibe: 'secret garden rave', brunch_buddy_vibe: 'quiet' }),
        member('b', { weekend_vibe: 'garden rave secret' }),
      ],
      questions,
    );
    expect(cards.map((card) => card.kind)).toEqual(['weekend_vibe', 'starter', 'starter']);
    for (const card of cards) expect(card.text).not.toMatch(/secret|garden|rave/);
  });

  it('leaves out an opted-out member, and shares nothing with one member left', () => {
    const cards = tableConversationCards(
      [
        member('a', { answered: ['q1'], languages: ['French'] }),
        member('b', { opted_in: false, answered: ['q1'], languages: ['French'] }),
      ],
      questions,
    );
    expect(cards.every((card) => card.kind === 'starter')).toBe(true);
    expect(cards).toHaveLength(TABLE_CARDS_COUNT);
  });

  it('needs a question answered by every opted-in member', () => {
    const cards = tableConversationCards(
      [
        member('a', { answered: ['q1', 'q2'] }),
        member('b', { answered: ['q2'] }),
        member('c', { answered: ['q1', 'q2'] }),
      ],
      questions,
    );
    expect(cards[0]).toEqual({
      kind: 'question',
      text: CARD_TEXTS.question(questions[1]!.question),
      params: [questions[1]!.question, ''],
    });
    expect(cards.slice(1).every((card) => card.kind === 'starter')).toBe(true);
  });
});
