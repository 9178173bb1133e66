// /connections/table/:chatId (issue 38 items 3 and 4): a table's group chat. Its members' first
// names and photos, the conversation cards, the organiser's messages and the members' (the last
// 50 live, Load older pages back), a composer while the chat is open (until 48 h after the
// brunch), read-only after. Opening it (and each message arriving while open) marks it read.
import {
  TABLE_CHAT_TEXTS,
  MESSAGES_PAGE_SIZE,
  tableChatOpen,
  tableMessageText,
  toDate,
  type PublicProfileWithId,
  type TableChatMessageWithId,
  type TableChatWithId,
} from '@brunchers/model';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { callable } from '../../lib/callables';
import { useMember } from '../../lib/member-context';
import { paths } from '../../lib/paths';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { MessageComposer } from './message-composer';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { firstName, initialsOf } from './connection-parts';
import { ReportMessage } from '../safety/report-message';
import { ConversationCards } from './table-chat-card';
import {
  useMyMembership,
  useTableChat,
  useTableMembership,
  useTableMessages,
  useTableProfiles,
} from './table-chats-data';
import { t } from '../../lib/i18n';

export function Component() {
  const { uid } = useMember();
  const chatId = useParams().chatId ?? '';
  // The member's place first: a chat not made yet, or left (moved, cancelled), is "not found"
  // live, never a refused listener.
  const membership = useMyMembership(uid, { chatId });
  if (membership.status === 'loading') return <Spinner label={t(TABLE_CHAT_TEXTS.open)} />;
  if (membership.status !== 'ready') return <NotFound />;
  return <LoadedChat uid={uid} chatId={chatId} />;
}

function NotFound() {
  return (
    <EmptyState
      titleAs="h1"
      title={t(TABLE_CHAT_TEXTS.notFound)}
      action={<Link to={paths.connections}>{t(TABLE_CHAT_TEXTS.back)}</Link>}
    />
  );
}

function LoadedChat({ uid, chatId }: { uid: string; chatId: string }) {
  const chat = useTableChat(chatId);
  if (chat.status === 'loading') return <Spinner label={t(TABLE_CHAT_TEXTS.open)} />;
  if (chat.status !== 'ready' || !chat.data.member_ids.includes(uid)) return <NotFound />;
  return <TableChat uid={uid} chat={chat.data} />;
}

const timeOf = (message: TableChatMessageWithId) =>
  toDate(message.sent_at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

function TableChat({ uid, chat }: { uid: string; chat: TableChatWithId }) {
  const profiles = useTableProfiles(chat.member_ids);
  const [pages, setPages] = useState(1);
  const messages = useTableMessages(chat.id, pages);
  const membership = useTableMembership(chat.id, uid);
  const open = tableChatOpen(toDate(chat.closes_at), new Date());
  const title = t(TABLE_CHAT_TEXTS.title, chat.table_number, chat.place_name);

  const unread = membership.status === 'ready' ? membership.data.unread : 0;
  const marking = useRef(false);
  useEffect(() => {
    if (unread === 0 || marking.current) return;
    marking.current = true;
    void callable('markTableChatRead')({ chatId: chat.id })
      .catch(() => undefined)
      .finally(() => {
        marking.current = false;
      });
  }, [chat.id, unread]);

  const list = messages.status === 'ready' ? messages.data : [];
  const nameOf = (sender: string) =>
    sender === uid
      ? t(TABLE_CHAT_TEXTS.you)
      : profiles.has(sender)
        ? firstName(profiles.get(sender)!)
        : t(TABLE_CHAT_TEXTS.formerTablemate);

  return (
    <div className="flex flex-col gap-4">
      <Link to={paths.connections} className="text-sm font-semibold text-terracotta-700 underline">
        ← {t(TABLE_CHAT_TEXTS.back)}
      </Link>
      <header>
        <h1 className="font-display text-2xl font-semibold">{title}</h1>
        <p className="text-sm text-ink-600">{t(TABLE_CHAT_TEXTS.day, chat.event_date)}</p>
      </header>

      <section aria-labelledby="table-members-heading">
        <h2 id="table-members-heading" className="sr-only">
          {t(TABLE_CHAT_TEXTS.members)}
        </h2>
        <ul className="flex flex-wrap gap-4" data-testid="table-chat-members">
          {chat.member_ids.map((id) => (
            <TableMember key={id} profile={profiles.get(id) ?? null} you={id === uid} />
          ))}
        </ul>
      </section>

      <Card className="p-4">
        <ConversationCards cards={chat.cards} />
      </Card>

      <Card className="flex flex-col gap-3 p-4">
        {messages.status === 'loading' ? (
          <Spinner label={t(TABLE_CHAT_TEXTS.open)} />
        ) : messages.status === 'error' ? (
          <p role="alert">{t(TABLE_CHAT_TEXTS.notFound)}</p>
        ) : (
          <>
            {list.length >= pages * MESSAGES_PAGE_SIZE ? (
              <Button
                variant="outline"
                size="sm"
                className="self-center"
                onClick={() => setPages((count) => count + 1)}
              >
                {t(TABLE_CHAT_TEXTS.loadOlder)}
              </Button>
            ) : null}
            {list.every((message) => message.sender_id === null) ? (
              <p className="text-center text-ink-600">{t(TABLE_CHAT_TEXTS.noMessages)}</p>
            ) : null}
            <ol className="flex flex-col gap-2" aria-label={title} aria-live="polite">
              {list.map((message) => {
                if (message.sender_id === null)
                  return (
                    <li
                      key={message.id}
                      className="self-center rounded-2xl bg-sage-100 px-4 py-2 text-center text-sm text-ink-900"
                      data-testid="system-message"
                    >
                      <span className="font-semibold">{t(TABLE_CHAT_TEXTS.organiser)}: </span>
                      {tableMessageText(message, t)}
                    </li>
                  );
                const mine = message.sender_id === uid;
                return (
                  <li
                    key={message.id}
                    className={mine ? 'flex flex-col items-end' : 'flex flex-col items-start'}
                  >
                    <span className="text-xs font-semibold text-ink-700">
                      {nameOf(message.sender_id)}
                    </span>
                    <p
                      className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2 ${
                        mine ? 'bg-terracotta-700 text-white' : 'bg-cream-100 text-ink-900'
                      }`}
                    >
                      {message.text}
                    </p>
                    <span className="mt-0.5 text-xs text-ink-600">
                      {timeOf(message)}
                      {mine ? null : (
                        <ReportMessage
                          kind="table_message"
                          messageId={message.id}
                          name={nameOf(message.sender_id)}
                        />
                      )}
                    </span>
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </Card>

      {open ? (
        <Composer chatId={chat.id} />
      ) : (
        <p role="status" className="font-semibold text-ink-700">
          {t(TABLE_CHAT_TEXTS.readOnly)}
        </p>
      )}
    </div>
  );
}

function TableMember({ profile, you }: { profile: PublicProfileWithId | null; you: boolean }) {
  const name = firstName(profile);
  return (
    <li className="flex flex-col items-center gap-1">
      <Avatar initials={initialsOf(name)} photoUrl={profile?.photo_url} alt={`Photo of ${name}`} />
      <span className="text-sm font-semibold">
        {you ? `${name} (${t(TABLE_CHAT_TEXTS.you)})` : name}
      </span>
    </li>
  );
}

function Composer({ chatId }: { chatId: string }) {
  return (
    <MessageComposer
      id="table-message"
      texts={{ ...TABLE_CHAT_TEXTS, failed: t(TABLE_CHAT_TEXTS.readOnly) }}
      onSend={(text) => callable('sendTableMessage')({ chatId, text })}
    />
  );
}
