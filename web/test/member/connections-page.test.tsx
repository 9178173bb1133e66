// Connections lists a page of the newest matches; Show more asks for the next page (issue 41:
// the list reads the same whatever the member's history).
import {
  CONNECTIONS_PAGE_SIZE,
  CONNECTIONS_TEXTS,
  type ConversationWithId,
} from '@brunchers/model';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../render';

const conversations: ConversationWithId[] = Array.from(
  { length: CONNECTIONS_PAGE_SIZE + 5 },
  (_, n) => ({
    id: `me_other-${n}`,
    user1_id: 'me',
    user2_id: `other-${n}`,
    met: { kind: 'discover' },
    matched_at: new Date(Date.UTC(2030, 0, 1, 0, 0, -n)),
    status: 'open',
    closed_by: null,
    closed_at: null,
    last_message: null,
    unread: {},
    last_read_at: {},
  }),
);
const useConversations = vi.fn((_uid: string, count: number) => ({
  status: 'ready' as const,
  data: conversations.slice(0, count),
  more: count < conversations.length,
}));

vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('../../src/lib/member-context', () => ({ useMember: () => ({ uid: 'me' }) }));
vi.mock('../../src/lib/member-data', () => ({ useOwnProfile: () => ({ status: 'missing' }) }));
vi.mock('../../src/features/connections/connections-data', () => ({
  useConversations: (uid: string, count: number) => useConversations(uid, count),
}));
// No table chats: the list below is the conversations' alone.
vi.mock('../../src/features/connections/table-chats-data', () => ({
  useMyTableChats: () => ({ status: 'ready', data: [] }),
}));

const { Component: ConnectionsPage } =
  await import('../../src/features/connections/connections-page');

describe('Connections', () => {
  it('lists the newest page, and Show more asks for one more page until all are listed', () => {
    renderWithApp(<ConnectionsPage />);
    expect(useConversations).toHaveBeenLastCalledWith('me', CONNECTIONS_PAGE_SIZE);
    expect(screen.getAllByRole('listitem')).toHaveLength(CONNECTIONS_PAGE_SIZE);

    fireEvent.click(screen.getByRole('button', { name: CONNECTIONS_TEXTS.showMore }));
    expect(useConversations).toHaveBeenLastCalledWith('me', 2 * CONNECTIONS_PAGE_SIZE);
    expect(screen.getAllByRole('listitem')).toHaveLength(conversations.length);
    expect(screen.queryByRole('button', { name: CONNECTIONS_TEXTS.showMore })).toBeNull();
  });
});
