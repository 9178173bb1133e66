// Table chats (issue 38 item 3) and their conversation cards (item 4). When an event's table plan
// is made or changed, the server (functions/src/tableChats) gives each table's members a group
// chat: table_chats/{eventId}_t{N} (who is in it now, the cards, when it closes),
// table_chat_members/{chatId}_{uid} (one per member: the rules' membership test, the member's
// Connections row and unread count) and table_chat_messages/{auto} (the members' messages and the
// organiser's system messages). A guest without an account is in none of them. Names and photos
// are read from the public profiles, so the chat keeps only uids. Every write is the server's.

import { z } from 'zod';
import { docIdSchema, ID_MAX, TEXT_MAX, timestampLikeSchema } from './common';
import { MESSAGE_TEXT_ERRORS, MESSAGE_TEXT_MAX } from './connections';
import type { Translate } from '../i18n/message';
import { TABLE_CARD_TEXTS, TABLE_SYSTEM_TEXTS } from '../messages/table-chats';
import type { Locale } from '../i18n/locales';

const idRef = z.string().min(1).max(ID_MAX);

/** A table chat stays open this long after the brunch starts; then it is read-only. */
export const TABLE_CHAT_OPEN_AFTER_HOURS = 48;
/** The organiser posts the venue's address this long before the start (on the day). */
export const TABLE_CHAT_ADDRESS_LEAD_HOURS = 3;
/**
 * Connections lists the member's latest table chats, this many (one per brunch they were seated
 * at): the screen reads the same however many brunches the member has been to (issue 41).
 */
export const TABLE_CHATS_LISTED = 5;
/** How many conversation cards a table gets. */
export const TABLE_CARDS_COUNT = 3;

export function tableChatId(eventId: string, tableNumber: number): string {
  return `${eventId}_t${tableNumber}`;
}

export function tableChatMemberId(chatId: string, uid: string): string {
  return `${chatId}_${uid}`;
}

export const CONVERSATION_CARD_KINDS = [
  'question',
  'weekend_vibe',
  'brunch_buddy_vibe',
  'language',
  'starter',
] as const;
export type ConversationCardKind = (typeof CONVERSATION_CARD_KINDS)[number];

export const conversationCardSchema = z.object({
  kind: z.enum(CONVERSATION_CARD_KINDS),
  /** A question's text and a little framing, in English (what older readers show). */
  text: z
    .string()
    .min(1)
    .max(2 * TEXT_MAX),
  /**
   * What the card is built from, for each reader's language (issue 37): a question's English and
   * Portuguese texts, a language's label, a starter's index. Absent on cards made before.
   */
  params: z
    .array(z.union([z.string().max(TEXT_MAX), z.number().int().min(0)]))
    .max(2)
    .nullable()
    .optional(),
});
export type ConversationCard = z.infer<typeof conversationCardSchema>;

/** table_chats/{eventId}_t{N}. */
export const tableChatSchema = z.object({
  event_id: idRef,
  table_number: z.number().int().min(1),
  /** 'YYYY-MM-DD' */
  event_date: z.string(),
  place_name: z.string().max(TEXT_MAX),
  starts_at: timestampLikeSchema,
  /** After this, nobody sends (TABLE_CHAT_OPEN_AFTER_HOURS after the start). */
  closes_at: timestampLikeSchema,
  /** The members seated at the table now (no guests); empty when the table is gone. */
  member_ids: z.array(idRef),
  cards: z.array(conversationCardSchema).max(TABLE_CARDS_COUNT),
  /** When the organiser posts the address; null once posted. */
  address_due_at: timestampLikeSchema.nullable(),
  created_at: timestampLikeSchema,
  updated_at: timestampLikeSchema,
});
export type TableChatDoc = z.infer<typeof tableChatSchema>;
export type TableChatWithId = TableChatDoc & { id: string };

/** table_chat_members/{chatId}_{uid}: the member is in the chat now (deleted when they leave). */
export const tableChatMemberSchema = z.object({
  chat_id: idRef,
  user_id: idRef,
  event_id: idRef,
  table_number: z.number().int().min(1),
  event_date: z.string(),
  place_name: z.string().max(TEXT_MAX),
  closes_at: timestampLikeSchema,
  unread: z.number().int().nonnegative(),
  joined_at: timestampLikeSchema,
});
export type TableChatMemberDoc = z.infer<typeof tableChatMemberSchema>;
export type TableChatMemberWithId = TableChatMemberDoc & { id: string };

export const TABLE_SYSTEM_MESSAGES = ['welcome', 'table', 'address'] as const;
export type TableSystemMessage = (typeof TABLE_SYSTEM_MESSAGES)[number];

/**
 * A system message's arguments, in TABLE_SYSTEM_TEXTS' order (welcome: place; table: number;
 * address: place, street): each reader sees the text in their language (issue 37).
 */
export const tableSystemParamsSchema = z
  .array(z.union([z.string().max(MESSAGE_TEXT_MAX), z.number().int()]))
  .max(4);

/** table_chat_messages/{auto}: a member's message (sender_id) or the organiser's (system). */
export const tableChatMessageSchema = z.object({
  chat_id: idRef,
  sender_id: idRef.nullable(),
  system: z.enum(TABLE_SYSTEM_MESSAGES).nullable(),
  /** A system message's arguments (absent on messages stored before issue 37: text only). */
  params: tableSystemParamsSchema.nullable().optional(),
  /** The member's text as typed; a system message's English (what older readers show). */
  text: z.string().min(1).max(MESSAGE_TEXT_MAX),
  sent_at: timestampLikeSchema,
});
export type TableChatMessageDoc = z.infer<typeof tableChatMessageSchema>;
export type TableChatMessageWithId = TableChatMessageDoc & { id: string };

/**
 * A message's text for its reader: a system message from its key and arguments in the reader's
 * language; a member's text, or an older system message, as stored.
 */
export function tableMessageText(
  message: Pick<TableChatMessageDoc, 'system' | 'params' | 'text'>,
  t: Translate,
): string {
  const params = message.params;
  if (!message.system || !params) return message.text;
  const [first, second] = params;
  switch (message.system) {
    case 'welcome':
      return t(TABLE_SYSTEM_TEXTS.welcome, String(first ?? ''));
    case 'table':
      return typeof first === 'number' ? t(TABLE_SYSTEM_TEXTS.table, first) : message.text;
    case 'address':
      return t(TABLE_SYSTEM_TEXTS.address, String(first ?? ''), String(second ?? ''));
  }
}

/** A conversation card's text for its reader, in their language (older cards: as stored). */
export function conversationCardText(
  card: Pick<ConversationCard, 'kind' | 'params' | 'text'>,
  t: Translate,
  locale: Locale,
): string {
  const params = card.params;
  switch (card.kind) {
    case 'weekend_vibe':
      return t(TABLE_CARD_TEXTS.weekendVibe);
    case 'brunch_buddy_vibe':
      return t(TABLE_CARD_TEXTS.brunchBuddyVibe);
    case 'question': {
      const [english, portuguese] = params ?? [];
      const question = locale === 'en' ? english || portuguese : portuguese || english;
      return typeof question === 'string' && question
        ? t(TABLE_CARD_TEXTS.question, question)
        : card.text;
    }
    case 'language':
      return typeof params?.[0] === 'string' ? t(TABLE_CARD_TEXTS.language, params[0]) : card.text;
    case 'starter': {
      const index = params?.[0];
      const starters = t(TABLE_CARD_TEXTS.starters);
      return typeof index === 'number' && starters[index] ? starters[index] : card.text;
    }
  }
}

/** Whether the chat still takes messages at `now`. */
export function tableChatOpen(closesAt: Date, now: Date): boolean {
  return now.getTime() < closesAt.getTime();
}

export function tableChatClosesAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() + TABLE_CHAT_OPEN_AFTER_HOURS * 3_600_000);
}

export function tableChatAddressDueAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() - TABLE_CHAT_ADDRESS_LEAD_HOURS * 3_600_000);
}

// --- Callables ---

export const sendTableMessageInputSchema = z.strictObject({
  chatId: docIdSchema,
  text: z
    .string()
    .trim()
    .min(1, MESSAGE_TEXT_ERRORS.empty)
    .max(MESSAGE_TEXT_MAX, MESSAGE_TEXT_ERRORS.tooLong),
});
export type SendTableMessageInput = z.input<typeof sendTableMessageInputSchema>;
export type SendTableMessageOutput = { messageId: string };

export const tableChatInputSchema = z.strictObject({ chatId: docIdSchema });
export type TableChatInput = z.input<typeof tableChatInputSchema>;
export type TableChatOutput = { ok: true };
