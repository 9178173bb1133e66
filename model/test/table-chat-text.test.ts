// Issue 37 item 4: the organiser's table-chat messages are stored as a key and arguments and
// read in each reader's language; messages stored before that (English text only) stay readable.
import { describe, expect, it } from 'vitest';
import { englishT } from '../src/i18n/message';
import { createTranslator } from '../src/i18n/translator';
import tableChats from '../src/i18n/compiled/pt-PT/table-chats.json';
import { tableConversationCards } from '../src/rules/table-cards';
import {
  conversationCardSchema,
  conversationCardText,
  tableChatMessageSchema,
  tableMessageText,
} from '../src/schemas/table-chats';

const pt = createTranslator('pt-PT', [tableChats]).t;
const message = (system: 'welcome' | 'table' | 'address', params: (string | number)[] | null) =>
  tableChatMessageSchema.parse({
    chat_id: 'ev_t3',
    sender_id: null,
    system,
    ...(params ? { params } : {}),
    text: 'Stored English text.',
    sent_at: new Date('2026-12-13T08:00:00Z'),
  });

describe('tableMessageText', () => {
  it('renders the welcome, the table and the address in the reader’s language', () => {
    expect(tableMessageText(message('table', [3]), pt)).toBe('Estamos na mesa 3.');
    expect(tableMessageText(message('table', [3]), englishT)).toBe('We are at table 3.');
    expect(tableMessageText(message('welcome', ['Café Lisboa']), pt)).toBe(
      'Bem-vindos à vossa mesa no Café Lisboa! Digam olá antes do brunch: os cartões acima podem ajudar.',
    );
    expect(tableMessageText(message('address', ['Café Lisboa', 'Rua Augusta 1']), pt)).toBe(
      'O brunch de hoje é no Café Lisboa, Rua Augusta 1.',
    );
    expect(tableMessageText(message('address', ['Café Lisboa', '']), englishT)).toBe(
      'Today’s brunch is at Café Lisboa.'.replace('’', "'"),
    );
  });

  it('shows an older message (no arguments) and a member’s text as stored', () => {
    expect(tableMessageText(message('table', null), pt)).toBe('Stored English text.');
    expect(tableMessageText({ system: null, params: null, text: 'Olá a todos' }, englishT)).toBe(
      'Olá a todos',
    );
  });
});

// The conversation cards too: each reader sees them in their language, a question in the
// organiser's Portuguese when there is one; cards stored before (English text only) as stored.
describe('conversationCardText', () => {
  const cards = tableConversationCards(
    ['a', 'b'].map((user_id) => ({
      user_id,
      opted_in: true,
      answered: ['q1'],
      weekend_vibe: 'markets',
      languages: ['English'],
    })),
    [
      {
        id: 'q1',
        question: 'What would you do with a free Sunday?',
        question_pt: 'O que faria com um domingo livre?',
      },
    ],
  ).map((card) => conversationCardSchema.parse(card));

  it('renders every kind in the reader’s language', () => {
    expect(cards.map((card) => conversationCardText(card, pt, 'pt-PT'))).toEqual([
      '“O que faria com um domingo livre?” Vários de vocês responderam a esta: comparem as respostas.',
      'Os vossos fins de semana têm algo em comum. Descrevam o sábado perfeito em três palavras.',
      'Todos falam English. Onde aprenderam?',
    ]);
    expect(cards.map((card) => conversationCardText(card, englishT, 'en'))).toEqual(
      cards.map((card) => card.text),
    );
  });

  it('renders a starter by its index, and an older card as stored', () => {
    const [starter] = tableConversationCards([], []);
    expect(conversationCardText(starter!, pt, 'pt-PT')).toBe('O que vos trouxe a este brunch?');
    expect(
      conversationCardText({ kind: 'question', text: 'Stored English card.' }, pt, 'pt-PT'),
    ).toBe('Stored English card.');
  });
});
