// member_unread/{uid} (issue 38 §2): the member's unread messages per conversation and table chat,
// kept by the server in the same transactions as sendMessage / sendTableMessage / the mark-read
// callables, so the tab bar shows the total from one document (not a query over every chat), and
// the e-mail digest finds who has messages waiting (pending_since) and when it last wrote about
// each chat (digested_at). Keys: c_{matchId} for a conversation, t_{chatId} for a table chat.

import { z } from 'zod';
import { toDate } from '../dates';
import { timestampLikeSchema, type TimestampLike } from './common';

export const memberUnreadSchema = z.object({
  /** Unread messages per chat key (a read chat has no key). */
  counts: z.record(z.string(), z.number().int().nonnegative()),
  /** When the oldest unread message of each chat arrived. */
  since: z.record(z.string(), timestampLikeSchema),
  /** When a digest last named each chat. */
  digested_at: z.record(z.string(), timestampLikeSchema),
  /** The oldest of `since` (null when nothing is unread): what the digest queries. */
  pending_since: timestampLikeSchema.nullable(),
  updated_at: timestampLikeSchema,
});
export type MemberUnreadDoc = z.infer<typeof memberUnreadSchema>;

export const unreadKey = {
  conversation: (matchId: string) => `c_${matchId}`,
  table: (chatId: string) => `t_${chatId}`,
} as const;

/** A digest names a chat whose oldest unread message is at least this old… */
export const UNREAD_DIGEST_AFTER_MINUTES = 60;
/** …and at most once in this many hours per chat. */
export const UNREAD_DIGEST_EVERY_HOURS = 6;
/** How often the digest runs (the scheduler's words). */
export const UNREAD_DIGEST_SCHEDULE = 'every 60 minutes';

function emptyUnread(now: Date): MemberUnreadDoc {
  return { counts: {}, since: {}, digested_at: {}, pending_since: null, updated_at: now };
}

function oldest(since: Record<string, TimestampLike>): Date | null {
  let min: Date | null = null;
  for (const at of Object.values(since)) {
    const date = toDate(at);
    if (!min || date < min) min = date;
  }
  return min;
}

/** The document after `by` more unread messages in `key` at `now`. */
export function addUnread(
  doc: MemberUnreadDoc | undefined,
  key: string,
  now: Date,
  by = 1,
): MemberUnreadDoc {
  const base = doc ?? emptyUnread(now);
  const since = { ...base.since, [key]: base.since[key] ?? now };
  return {
    ...base,
    counts: { ...base.counts, [key]: (base.counts[key] ?? 0) + by },
    since,
    pending_since: oldest(since),
    updated_at: now,
  };
}

/** The document after `key` was read (or left, or closed); null when there is nothing to change. */
export function clearUnread(
  doc: MemberUnreadDoc | undefined,
  key: string,
  now: Date,
): MemberUnreadDoc | null {
  if (!doc || (!(key in doc.counts) && !(key in doc.since))) return null;
  const { [key]: _count, ...counts } = doc.counts;
  const { [key]: _since, ...since } = doc.since;
  return { ...doc, counts, since, pending_since: oldest(since), updated_at: now };
}

/** The tab bar's figure. */
export function unreadTotal(doc: Pick<MemberUnreadDoc, 'counts'> | undefined | null): number {
  if (!doc) return 0;
  return Object.values(doc.counts).reduce((sum, count) => sum + Math.max(0, count), 0);
}

/** The chats a digest at `now` names: unread long enough, and not named too recently. */
export function digestDue(doc: MemberUnreadDoc, now: Date): string[] {
  const after = now.getTime() - UNREAD_DIGEST_AFTER_MINUTES * 60_000;
  const every = UNREAD_DIGEST_EVERY_HOURS * 3_600_000;
  return Object.keys(doc.counts)
    .filter((key) => (doc.counts[key] ?? 0) > 0)
    .filter((key) => {
      const since = doc.since[key];
      if (!since || toDate(since).getTime() > after) return false;
      const last = doc.digested_at[key];
      return !last || now.getTime() - toDate(last).getTime() >= every;
    })
    .sort();
}
