// Table chats and conversation cards (issue 38 items 3 and 4).
import { msg } from '../i18n/message';
import { MESSAGE_TEXT_MAX } from '../schemas/connections';
import { shortEventDay } from './connections';

export const TABLE_CHAT_TEXTS = {
  title: msg(
    'table-chats.TABLE_CHAT_TEXTS.title',
    (table: number, place: string) => `Table ${table} at ${place}`,
  ),
  row: msg(
    'table-chats.TABLE_CHAT_TEXTS.row',
    (table: number, place: string, date: string) =>
      `Table ${table} at ${place}, ${shortEventDay(date)}`,
  ),
  /** The chat's day under its title: 'Sun 14 Dec' (per language: message-arguments.ts). */
  day: msg('table-chats.TABLE_CHAT_TEXTS.day', (date: string) => shortEventDay(date)),
  tableChats: 'Table chats',
  open: 'Open the table chat',
  members: 'At this table',
  cardsHeading: 'Why this table',
  cardsIntro: 'Something to talk about, from what you have in common.',
  organiser: 'Brunchers',
  formerTablemate: 'A former tablemate',
  you: 'You',
  noMessages: 'No messages yet. Say hi to your table!',
  composerLabel: 'Your message to the table',
  counter: (length: number) => `${length} / ${MESSAGE_TEXT_MAX}`,
  send: 'Send',
  loadOlder: 'Load older messages',
  readOnly: 'This table chat has closed: you can still read it.',
  notFound: 'This table chat does not exist, or you are not at this table.',
  back: 'All connections',
  optInLabel: 'Use my answers for conversation cards',
  optInHelp:
    'Lets the questions you answered, your weekend and brunch-buddy vibes and your languages suggest what your table talks about. Nobody sees your answers.',
} as const;

/** The conversation cards' texts (rules/table-cards.ts builds them; each reader's language). */
export const TABLE_CARD_TEXTS = {
  question: msg(
    'table-chats.TABLE_CARD_TEXTS.question',
    (question: string) => `“${question}” Several of you answered this one: compare notes.`,
  ),
  weekendVibe:
    'Your weekend vibes have something in common. Describe your perfect Saturday in three words.',
  brunchBuddyVibe:
    'You are looking for the same kind of brunch buddy. What makes a brunch a good one?',
  language: msg(
    'table-chats.TABLE_CARD_TEXTS.language',
    (language: string) => `You all speak ${language}. Where did you learn it?`,
  ),
  starters: [
    'What brought you to this brunch?',
    'What is the best thing you ate this month?',
    'Which place in the city should everyone here try?',
  ],
} as const;

/** The organiser's system messages. */
export const TABLE_SYSTEM_TEXTS = {
  welcome: msg(
    'table-chats.TABLE_SYSTEM_TEXTS.welcome',
    (place: string) =>
      `Welcome to your table at ${place}! Say hi before the brunch: the cards above may help.`,
  ),
  table: msg(
    'table-chats.TABLE_SYSTEM_TEXTS.table',
    (table: number) => `We are at table ${table}.`,
  ),
  address: msg('table-chats.TABLE_SYSTEM_TEXTS.address', (place: string, address: string) =>
    address.trim()
      ? `Today's brunch is at ${place}, ${address.trim()}.`
      : `Today's brunch is at ${place}.`,
  ),
} as const;

export const TABLE_CHAT_ERRORS = {
  notMember: 'You are not at this table.',
  closed: 'This table chat has closed.',
  blocked: 'You cannot message this table.',
  suspended: 'Your account is suspended: you cannot send messages.',
  tooMany: 'You are sending messages too fast. Please wait a minute.',
} as const;
