// Issue 38 item 4, property-based: whatever the table, the cards never use an opted-out member's
// data, never quote what anyone wrote, and are always TABLE_CARDS_COUNT.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TABLE_CARDS_COUNT,
  conversationCardSchema,
  tableConversationCards,
  type CardMember,
} from '@brunchers/model';

const QUESTION_IDS = ['q1', 'q2', 'q3', 'q4'];
const questions = QUESTION_IDS.map((id) => ({ id, question: `Question ${id}?` }));
const words = fc.constantFrom('markets', 'coffee', 'hiking', 'books', 'sea', 'jazz');
const text = fc.option(fc.array(words, { maxLength: 4 }).map((list) => list.join(' ')));
const memberArb = (id: string): fc.Arbitrary<CardMember> =>
  fc.record({
    user_id: fc.constant(id),
    opted_in: fc.boolean(),
    answered: fc.subarray(QUESTION_IDS),
    weekend_vibe: text,
    brunch_buddy_vibe: text,
    languages: fc.subarray(['English', 'Portuguese', 'French']),
  });
const tableArb = fc
  .integer({ min: 1, max: 8 })
  .chain((size) => fc.tuple(...Array.from({ length: size }, (_, i) => memberArb(`m${i}`))));

describe('tableConversationCards (properties)', () => {
  it('gives the same cards whatever an opted-out member answered, wrote or speaks', () => {
    fc.assert(
      fc.property(tableArb, memberArb('x'), memberArb('x'), (table, outA, outB) => {
        const a = tableConversationCards([...table, { ...outA, opted_in: false }], questions);
        const b = tableConversationCards([...table, { ...outB, opted_in: false }], questions);
        expect(a).toEqual(b);
      }),
    );
  });

  it('always gives TABLE_CARDS_COUNT valid cards, none quoting a vibe', () => {
    fc.assert(
      fc.property(tableArb, (table) => {
        const cards = tableConversationCards(table, questions);
        expect(cards).toHaveLength(TABLE_CARDS_COUNT);
        for (const card of cards) {
          expect(conversationCardSchema.safeParse(card).success).toBe(true);
          expect(card.text).not.toMatch(/markets|coffee|hiking|books|jazz/);
        }
      }),
    );
  });

  it('names only questions every opted-in member answered', () => {
    fc.assert(
      fc.property(tableArb, (table) => {
        const usable = table.filter((m) => m.opted_in);
        for (const card of tableConversationCards(table, questions)) {
          if (card.kind !== 'question') continue;
          const id = QUESTION_IDS.find((q) => card.text.includes(`Question ${q}?`))!;
          expect(usable.length).toBeGreaterThanOrEqual(2);
          for (const m of usable) expect(m.answered).toContain(id);
        }
      }),
    );
  });
});
