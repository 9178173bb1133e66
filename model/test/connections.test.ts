// Issue 38: the conversation and message shapes, the preview and "where they met".
import { describe, expect, it } from 'vitest';
import {
  MESSAGE_PREVIEW_MAX,
  MESSAGE_TEXT_MAX,
  conversationMessageSchema,
  conversationSchema,
  messagePreview,
  newestOpenConversations,
  otherMember,
  sendMessageInputSchema,
  whereMet,
} from '../src/index';

const now = new Date();
const conversation = {
  user1_id: 'ana',
  user2_id: 'bruno',
  met: { kind: 'discover' },
  matched_at: now,
  status: 'open',
  closed_by: null,
  closed_at: null,
  last_message: null,
  unread: { ana: 0, bruno: 0 },
  last_read_at: { ana: null, bruno: null },
};

describe('connections', () => {
  it('takes a conversation whose pair is sorted, and refuses one that is not', () => {
    expect(conversationSchema.safeParse(conversation).success).toBe(true);
    expect(
      conversationSchema.safeParse({ ...conversation, user1_id: 'bruno', user2_id: 'ana' }).success,
    ).toBe(false);
    expect(otherMember(conversation as never, 'ana')).toBe('bruno');
  });

  it('bounds a message to 2000 characters, trimmed and not empty', () => {
    const message = {
      conversation_id: 'ana_bruno',
      user1_id: 'ana',
      user2_id: 'bruno',
      sender_id: 'ana',
      sent_at: now,
    };
    expect(conversationMessageSchema.safeParse({ ...message, text: 'x' }).success).toBe(true);
    expect(
      conversationMessageSchema.safeParse({ ...message, text: 'x'.repeat(MESSAGE_TEXT_MAX + 1) })
        .success,
    ).toBe(false);
    expect(sendMessageInputSchema.safeParse({ memberId: 'b', text: '   ' }).success).toBe(false);
    expect(
      sendMessageInputSchema.safeParse({ memberId: 'b', text: 'x'.repeat(MESSAGE_TEXT_MAX) })
        .success,
    ).toBe(true);
  });

  it('keeps a one-line preview', () => {
    expect(messagePreview('hi\n\nthere ')).toBe('hi there');
    expect(messagePreview('y'.repeat(500))).toHaveLength(MESSAGE_PREVIEW_MAX);
  });

  it('says where the two met', () => {
    expect(whereMet({ kind: 'discover' })).toBe('Matched in Discover');
    expect(
      whereMet({
        kind: 'table',
        event_id: 'e1',
        event_date: '2025-12-14',
        table_number: 3,
        place_name: 'Alfama Terrace',
      }),
    ).toBe('Table 3 at Alfama Terrace, Sun 14 Dec');
  });
});

describe('newestOpenConversations', () => {
  const at = (id: string, day: number, status: 'open' | 'closed' = 'open') => ({
    id,
    status,
    matched_at: new Date(Date.UTC(2030, 0, day)),
  });

  it('merges both lists, newest match first, open ones only', () => {
    const { list, more } = newestOpenConversations(
      [
        [at('a', 3), at('b', 1, 'closed')],
        [at('c', 5), at('d', 2)],
      ],
      10,
    );
    expect(list.map((c) => c.id)).toEqual(['c', 'a', 'd']);
    expect(more).toBe(false);
  });

  it('shows at most count, and says there may be more', () => {
    const page = newestOpenConversations([[at('a', 3), at('b', 4)], [at('c', 5)]], 2);
    expect(page.list.map((c) => c.id)).toEqual(['c', 'b']);
    expect(page.more).toBe(true);
  });

  it('says there may be more when one list came back full, even with closed ones in it', () => {
    const full = newestOpenConversations(
      [[at('a', 3), at('b', 4, 'closed'), at('c', 2, 'closed')], []],
      2,
    );
    expect(full.list.map((c) => c.id)).toEqual(['a']);
    expect(full.more).toBe(true);
  });
});
