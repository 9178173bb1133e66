// Conversation cards ("why this table", issue 38 item 4): three prompts for a table, built from
// what its members have in common. Only members who opted in (the profile's
// conversation_cards_opt_in) count: an opted-out member's answers, vibes and languages are never
// read. A card names a self-discovery question's text or a shared language, never anything a
// member wrote; missing cards are general starters.

import { TABLE_CARD_TEXTS } from '../messages/table-chats';
import { TABLE_CARDS_COUNT, type ConversationCard } from '../schemas/table-chats';
import { textWords } from './table-plan';

/** What the cards may know of one member at the table. */
export interface CardMember {
  user_id: string;
  opted_in: boolean;
  /** Ids of the self-discovery questions the member answered (never the answers). */
  answered: readonly string[];
  weekend_vibe?: string | null;
  brunch_buddy_vibe?: string | null;
  languages?: readonly string[] | null;
}

export interface CardQuestion {
  id: string;
  question: string;
  /** The question in Portuguese, when the organiser wrote one (issue 37). */
  question_pt?: string | null | undefined;
}

/** The cards' English texts (each reader sees their language: conversationCardText). */
export const CARD_TEXTS = TABLE_CARD_TEXTS;

function intersect<T>(sets: readonly Set<T>[]): Set<T> {
  const [first, ...rest] = sets;
  if (!first) return new Set();
  return new Set([...first].filter((item) => rest.every((set) => set.has(item))));
}

function shareWords(texts: readonly (string | null | undefined)[]): boolean {
  return intersect(texts.map(textWords)).size > 0;
}

/** 'portuguese ' → 'Portuguese'. */
function languageLabel(language: string): string {
  return language.charAt(0).toUpperCase() + language.slice(1);
}

/**
 * The table's TABLE_CARDS_COUNT cards: a question every opted-in member answered, a shared weekend
 * or brunch-buddy vibe, a shared language, more shared questions, then starters. Nothing is
 * shared under two opted-in members. Deterministic (questions in id order).
 */
export function tableConversationCards(
  members: readonly CardMember[],
  questions: readonly CardQuestion[],
): ConversationCard[] {
  const usable = members.filter((member) => member.opted_in);
  const shared: ConversationCard[] = [];
  if (usable.length >= 2) {
    const texts = new Map(questions.map((q) => [q.id, q.question.trim()]));
    const portuguese = new Map(questions.map((q) => [q.id, q.question_pt?.trim() ?? '']));
    const questionIds = [...intersect(usable.map((m) => new Set(m.answered)))]
      .filter((id) => texts.get(id) || portuguese.get(id))
      .sort();
    const questionCards = questionIds.map((id) => ({
      kind: 'question' as const,
      text: CARD_TEXTS.question(texts.get(id) || portuguese.get(id)!),
      params: [texts.get(id)!, portuguese.get(id)!],
    }));
    const languages = [
      ...intersect(
        usable.map(
          (m) =>
            new Set(
              (m.languages ?? []).map((l) => l.trim().toLowerCase()).filter((l) => l.length > 0),
            ),
        ),
      ),
    ].sort();

    if (questionCards[0]) shared.push(questionCards[0]);
    if (shareWords(usable.map((m) => m.weekend_vibe)))
      shared.push({ kind: 'weekend_vibe', text: CARD_TEXTS.weekendVibe });
    else if (shareWords(usable.map((m) => m.brunch_buddy_vibe)))
      shared.push({ kind: 'brunch_buddy_vibe', text: CARD_TEXTS.brunchBuddyVibe });
    if (languages[0])
      shared.push({
        kind: 'language',
        text: CARD_TEXTS.language(languageLabel(languages[0])),
        params: [languageLabel(languages[0])],
      });
    shared.push(...questionCards.slice(1));
  }
  const cards = shared.slice(0, TABLE_CARDS_COUNT);
  CARD_TEXTS.starters.forEach((starter, index) => {
    if (cards.length < TABLE_CARDS_COUNT)
      cards.push({ kind: 'starter', text: starter, params: [index] });
  });
  return cards;
}
