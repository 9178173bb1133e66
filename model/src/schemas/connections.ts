// Connections and one-to-one messages between matched members (issue 38 items 1, 2 and 6).
// conversations/{matchId}: one per match (same sorted-pair id), opened by the server when the
// match is made (functions/src/connections), with where the two met, the last message's preview
// and each member's unread count. conversation_messages/{auto}: one message, naming its
// conversation and both members (so the rules read membership from the message itself, without a
// get() per document). The pair is kept as user1_id < user2_id, as matches do: a member's list
// pins their uid with == on one of them, which rules can check (an array-contains they cannot). Every
// document here is written by the server (sendMessage, markConversationRead, unmatch); clients
// only read.

import { z } from 'zod';
import { docIdSchema, ID_MAX, TEXT_MAX, timestampLikeSchema, toDate } from './common';

const idRef = z.string().min(1).max(ID_MAX);

/** A message's text: at most this many characters (counted by the composer too). */
export const MESSAGE_TEXT_MAX = 2000;

/** A message's error texts, member to member and at a table (messages/validation.ts). */
export const MESSAGE_TEXT_ERRORS = {
  empty: 'Write a message first.',
  tooLong: `A message is at most ${MESSAGE_TEXT_MAX} characters.`,
} as const;
/** How much of the last message the Connections list shows. */
export const MESSAGE_PREVIEW_MAX = 140;
/** A conversation opens on its last this-many messages; "Load older" pages back by as many. */
export const MESSAGES_PAGE_SIZE = 50;
/** Connections lists the newest this-many matches; "Show more" adds as many. */
export const CONNECTIONS_PAGE_SIZE = 20;
/** Messages one member may send per window, across conversations (counted on the server). */
export const MESSAGE_RATE_LIMIT = { calls: 20, windowMs: 60_000 } as const;

/** Where two members met: at a table of a brunch (the after-brunch "meet again"), or in Discover. */
export const metSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('table'),
    event_id: idRef,
    /** 'YYYY-MM-DD' */
    event_date: z.string(),
    table_number: z.number().int().min(1),
    place_name: z.string().max(TEXT_MAX),
  }),
  z.object({ kind: z.literal('discover') }),
]);
export type Met = z.infer<typeof metSchema>;

export const CONVERSATION_STATUSES = ['open', 'closed'] as const;

export const lastMessageSchema = z.object({
  sender_id: idRef,
  /** The first MESSAGE_PREVIEW_MAX characters. */
  preview: z.string().max(MESSAGE_PREVIEW_MAX),
  at: timestampLikeSchema,
});

/** conversations/{matchId}: user1_id < user2_id, as in the id. */
export const conversationSchema = z
  .object({
    user1_id: idRef,
    user2_id: idRef,
    met: metSchema,
    matched_at: timestampLikeSchema,
    /** closed: one of them unmatched; nobody can send any more. */
    status: z.enum(CONVERSATION_STATUSES),
    closed_by: idRef.nullable(),
    closed_at: timestampLikeSchema.nullable(),
    last_message: lastMessageSchema.nullable(),
    /** Messages each member has not read yet, by uid. */
    unread: z.record(z.string(), z.number().int().nonnegative()),
    /** When each member last opened the conversation, by uid (the other's "Read" state). */
    last_read_at: z.record(z.string(), timestampLikeSchema.nullable()),
  })
  .refine(({ user1_id, user2_id }) => user1_id < user2_id, {
    message: 'user1_id must sort before user2_id',
    path: ['user2_id'],
  });
export type ConversationDoc = z.infer<typeof conversationSchema>;
export type ConversationWithId = ConversationDoc & { id: string };

/** conversation_messages/{auto}: server-stamped; nobody edits it. */
export const conversationMessageSchema = z.object({
  conversation_id: idRef,
  /** The conversation's two members, sorted (the rules read them here). */
  user1_id: idRef,
  user2_id: idRef,
  sender_id: idRef,
  text: z.string().min(1).max(MESSAGE_TEXT_MAX),
  sent_at: timestampLikeSchema,
});
export type ConversationMessageDoc = z.infer<typeof conversationMessageSchema>;
export type ConversationMessageWithId = ConversationMessageDoc & { id: string };

/** The other member of a conversation. */
export function otherMember(
  conversation: Pick<ConversationDoc, 'user1_id' | 'user2_id'>,
  uid: string,
): string {
  return conversation.user1_id === uid ? conversation.user2_id : conversation.user1_id;
}

/**
 * The newest `count` open conversations, newest match first, from the member's two lists (as
 * user1 and as user2, each the newest `count + 1` by matched_at), and whether there may be more:
 * a list that came back full, or more open ones than shown.
 */
export function newestOpenConversations<T extends Pick<ConversationDoc, 'matched_at' | 'status'>>(
  sides: readonly (readonly T[])[],
  count: number,
): { list: T[]; more: boolean } {
  const open = sides.flat().filter((conversation) => conversation.status === 'open');
  const at = (conversation: T) => toDate(conversation.matched_at).getTime();
  open.sort((a, b) => at(b) - at(a));
  return {
    list: open.slice(0, count),
    more: open.length > count || sides.some((side) => side.length > count),
  };
}

/** The pair field that holds `uid` in a conversation or message of `uid` and `other`. */
export function memberField(uid: string, other: string): 'user1_id' | 'user2_id' {
  return uid < other ? 'user1_id' : 'user2_id';
}

/** The preview kept on the conversation: the text's first characters, on one line. */
export function messagePreview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MESSAGE_PREVIEW_MAX ? `${line.slice(0, MESSAGE_PREVIEW_MAX - 1)}…` : line;
}

// --- Callables ---

/** A message to the member `memberId` (the conversation is the pair's). */
export const sendMessageInputSchema = z.strictObject({
  memberId: docIdSchema,
  text: z
    .string()
    .trim()
    .min(1, MESSAGE_TEXT_ERRORS.empty)
    .max(MESSAGE_TEXT_MAX, MESSAGE_TEXT_ERRORS.tooLong),
});
export type SendMessageInput = z.input<typeof sendMessageInputSchema>;
export type SendMessageOutput = { messageId: string };

/** markConversationRead and unmatch name the other member. */
export const connectionInputSchema = z.strictObject({ memberId: docIdSchema });
export type ConnectionInput = z.input<typeof connectionInputSchema>;
export type ConnectionOutput = { ok: true };
