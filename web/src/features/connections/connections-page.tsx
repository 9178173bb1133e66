// /connections (issue 38 item 1): everyone the member matched with, newest first: photo, first
// name, where they met, the last message and the unread count; message, view profile, unmatch,
// report and block. The newest CONNECTIONS_PAGE_SIZE at first, Show more adds as many.
import {
  CONNECTIONS_PAGE_SIZE,
  CONNECTIONS_TEXTS,
  TABLE_CHAT_TEXTS,
  otherMember,
  type ConversationWithId,
  type TableChatMemberWithId,
} from '@brunchers/model';
import { useState } from 'react';
import { useMember } from '../../lib/member-context';
import { useOwnProfile } from '../../lib/member-data';
import { conversationPath, tableChatPath } from '../../lib/paths';
import { Avatar } from '../../ui/avatar';
import { Badge } from '../../ui/badge';
import { Button, ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { SafetyActions } from '../safety/safety-actions';
import { ProfileDialog, UnmatchDialog, firstName, initialsOf } from './connection-parts';
import { useConversations } from './connections-data';
import { useMyTableChats } from './table-chats-data';
import { t } from '../../lib/i18n';
import { metText } from './connection-parts';

export function Component() {
  const { uid } = useMember();
  const [count, setCount] = useState(CONNECTIONS_PAGE_SIZE);
  const conversations = useConversations(uid, count);
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-display text-3xl font-semibold">{t(CONNECTIONS_TEXTS.title)}</h1>
        <p className="mt-1 text-ink-600">{t(CONNECTIONS_TEXTS.intro)}</p>
      </header>
      <TableChats uid={uid} />
      {conversations.status === 'loading' ? (
        <Spinner label={t(CONNECTIONS_TEXTS.loading)} />
      ) : conversations.status === 'error' ? (
        <p role="alert">{t(CONNECTIONS_TEXTS.notFound)}</p>
      ) : conversations.data.length === 0 ? (
        <EmptyState title={t(CONNECTIONS_TEXTS.empty)} />
      ) : (
        <>
          <ul className="flex flex-col gap-4">
            {conversations.data.map((conversation) => (
              <ConnectionRow key={conversation.id} uid={uid} conversation={conversation} />
            ))}
          </ul>
          {conversations.more ? (
            <div className="flex justify-center">
              <Button
                variant="outline"
                size="sm"
                onClick={() => setCount((shown) => shown + CONNECTIONS_PAGE_SIZE)}
              >
                {t(CONNECTIONS_TEXTS.showMore)}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

function ConnectionRow({ uid, conversation }: { uid: string; conversation: ConversationWithId }) {
  const other = otherMember(conversation, uid);
  const profile = useOwnProfile(other);
  const data = profile.status === 'ready' ? profile.data : null;
  const name = firstName(data);
  const unread = conversation.unread[uid] ?? 0;
  const last = conversation.last_message;
  const [open, setOpen] = useState<'profile' | 'unmatch' | null>(null);
  const [gone, setGone] = useState(false);
  if (gone) return null;
  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <Avatar initials={initialsOf(name)} photoUrl={data?.photo_url} alt={`Photo of ${name}`} />
          <div className="min-w-0">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              {name}
              {unread > 0 ? <Badge>{t(CONNECTIONS_TEXTS.unread, unread)}</Badge> : null}
            </h2>
            <p className="text-sm text-ink-600">{metText(conversation.met)}</p>
            {last ? (
              <p className="truncate text-sm text-ink-700">
                {last.sender_id === uid ? `${t(CONNECTIONS_TEXTS.you)}: ` : ''}
                {last.preview}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ButtonLink
            to={conversationPath(other)}
            size="sm"
            aria-label={`${t(CONNECTIONS_TEXTS.message)} ${name}`}
          >
            {t(CONNECTIONS_TEXTS.message)}
          </ButtonLink>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setOpen('profile')}
            aria-label={`${t(CONNECTIONS_TEXTS.viewProfile)}: ${name}`}
          >
            {t(CONNECTIONS_TEXTS.viewProfile)}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setOpen('unmatch')}
            aria-label={`${t(CONNECTIONS_TEXTS.unmatch)} ${name}`}
          >
            {t(CONNECTIONS_TEXTS.unmatch)}
          </Button>
          <SafetyActions memberId={other} name={name} compact onBlocked={() => setGone(true)} />
        </div>
      </Card>
      <ProfileDialog profile={data} open={open === 'profile'} onClose={() => setOpen(null)} />
      <UnmatchDialog
        memberId={other}
        name={name}
        open={open === 'unmatch'}
        onClose={() => setOpen(null)}
      />
    </li>
  );
}

/** The member's table chats (issue 38 item 3): "Table 3 at Alfama Terrace, Sun 14 Dec". */
function TableChats({ uid }: { uid: string }) {
  const chats = useMyTableChats(uid);
  if (chats.status !== 'ready' || chats.data.length === 0) return null;
  return (
    <section aria-labelledby="table-chats-heading" className="flex flex-col gap-3">
      <h2 id="table-chats-heading" className="font-display text-xl font-semibold">
        {t(TABLE_CHAT_TEXTS.tableChats)}
      </h2>
      <ul className="flex flex-col gap-3">
        {chats.data.map((chat) => (
          <TableChatRow key={chat.id} chat={chat} />
        ))}
      </ul>
    </section>
  );
}

function TableChatRow({ chat }: { chat: TableChatMemberWithId }) {
  const label = t(TABLE_CHAT_TEXTS.row, chat.table_number, chat.place_name, chat.event_date);
  return (
    <li>
      <Card className="flex flex-wrap items-center gap-3 p-4">
        <p className="min-w-0 flex-1 font-semibold">
          {label}
          {chat.unread > 0 ? (
            <Badge className="ml-2">{t(CONNECTIONS_TEXTS.unread, chat.unread)}</Badge>
          ) : null}
        </p>
        <ButtonLink
          to={tableChatPath(chat.chat_id)}
          size="sm"
          aria-label={`${t(TABLE_CHAT_TEXTS.open)}: ${label}`}
        >
          {t(TABLE_CHAT_TEXTS.open)}
        </ButtonLink>
      </Card>
    </li>
  );
}
