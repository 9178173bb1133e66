// /connections/:uid (issue 38 item 2): the conversation with one connection, live: its last 50
// messages (Load older pages back), a composer counting to 2,000 characters, links shown as plain
// text (React escapes; nothing is turned into HTML), and "Sent" / "Read" under the member's own
// last message. Opening it (and each message that arrives while open) marks it read.
import {
  CONNECTIONS_TEXTS,
  MESSAGES_PAGE_SIZE,
  toDate,
  type ConversationMessageWithId,
  type ConversationWithId,
} from '@brunchers/model';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { callable } from '../../lib/callables';
import { useMember } from '../../lib/member-context';
import { useOwnProfile } from '../../lib/member-data';
import { paths } from '../../lib/paths';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { MessageComposer } from './message-composer';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { SafetyActions } from '../safety/safety-actions';
import { ReportMessage } from '../safety/report-message';
import { ProfileDialog, UnmatchDialog, firstName, initialsOf } from './connection-parts';
import { useConversation, useMessages } from './connections-data';
import { t } from '../../lib/i18n';
import { metText } from './connection-parts';

export function Component() {
  const { uid } = useMember();
  const other = useParams().uid ?? '';
  const conversation = useConversation(uid, other);
  if (conversation.status === 'loading') return <Spinner label={t(CONNECTIONS_TEXTS.loading)} />;
  if (conversation.status !== 'ready' || other === uid)
    return (
      <EmptyState
        titleAs="h1"
        title={t(CONNECTIONS_TEXTS.notFound)}
        action={<Link to={paths.connections}>{t(CONNECTIONS_TEXTS.back)}</Link>}
      />
    );
  return <Conversation uid={uid} other={other} conversation={conversation.data} />;
}

const timeOf = (message: ConversationMessageWithId) =>
  toDate(message.sent_at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

function Conversation({
  uid,
  other,
  conversation,
}: {
  uid: string;
  other: string;
  conversation: ConversationWithId;
}) {
  const navigate = useNavigate();
  const profile = useOwnProfile(other);
  const data = profile.status === 'ready' ? profile.data : null;
  const name = firstName(data);
  const [pages, setPages] = useState(1);
  const messages = useMessages(uid, other, pages);
  const [open, setOpen] = useState<'profile' | 'unmatch' | null>(null);
  const closed = conversation.status === 'closed';

  // Read on open, and again whenever a message arrives while the conversation is on screen.
  const unread = conversation.unread[uid] ?? 0;
  const marking = useRef(false);
  useEffect(() => {
    if (unread === 0 || marking.current) return;
    marking.current = true;
    void callable('markConversationRead')({ memberId: other })
      .catch(() => undefined)
      .finally(() => {
        marking.current = false;
      });
  }, [other, unread]);

  const list = messages.status === 'ready' ? messages.data : [];
  const lastOwn = [...list].reverse().find((message) => message.sender_id === uid);
  const theirRead = conversation.last_read_at[other];
  const readByThem =
    lastOwn && theirRead ? toDate(theirRead).getTime() >= toDate(lastOwn.sent_at).getTime() : false;

  return (
    <div className="flex flex-col gap-4">
      <Link to={paths.connections} className="text-sm font-semibold text-terracotta-700 underline">
        ← {t(CONNECTIONS_TEXTS.back)}
      </Link>
      <header className="flex flex-wrap items-center gap-4">
        <Avatar initials={initialsOf(name)} photoUrl={data?.photo_url} alt={`Photo of ${name}`} />
        <div className="min-w-0 flex-1">
          <h1 className="font-display text-2xl font-semibold">
            {t(CONNECTIONS_TEXTS.conversationTitle, name)}
          </h1>
          <p className="text-sm text-ink-600">{metText(conversation.met)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setOpen('profile')}>
            {t(CONNECTIONS_TEXTS.viewProfile)}
          </Button>
          {closed ? null : (
            <Button variant="ghost" size="sm" onClick={() => setOpen('unmatch')}>
              {t(CONNECTIONS_TEXTS.unmatch)}
            </Button>
          )}
          <SafetyActions
            memberId={other}
            name={name}
            compact
            onBlocked={() => void navigate(paths.connections)}
          />
        </div>
      </header>

      <Card className="flex flex-col gap-3 p-4">
        {messages.status === 'loading' ? (
          <Spinner label={t(CONNECTIONS_TEXTS.loading)} />
        ) : messages.status === 'error' ? (
          <p role="alert">{t(CONNECTIONS_TEXTS.notFound)}</p>
        ) : (
          <>
            {list.length >= pages * MESSAGES_PAGE_SIZE ? (
              <Button
                variant="outline"
                size="sm"
                className="self-center"
                onClick={() => setPages((count) => count + 1)}
              >
                {t(CONNECTIONS_TEXTS.loadOlder)}
              </Button>
            ) : null}
            {list.length === 0 ? (
              <p className="text-center text-ink-600">{t(CONNECTIONS_TEXTS.noMessages, name)}</p>
            ) : null}
            <ol
              className="flex flex-col gap-2"
              aria-label={t(CONNECTIONS_TEXTS.conversationTitle, name)}
              aria-live="polite"
            >
              {list.map((message) => {
                const mine = message.sender_id === uid;
                return (
                  <li
                    key={message.id}
                    className={mine ? 'flex flex-col items-end' : 'flex flex-col items-start'}
                  >
                    <p
                      className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2 ${
                        mine ? 'bg-terracotta-700 text-white' : 'bg-cream-100 text-ink-900'
                      }`}
                    >
                      <span className="sr-only">{mine ? t(CONNECTIONS_TEXTS.you) : name}: </span>
                      {message.text}
                    </p>
                    <span className="mt-0.5 text-xs text-ink-600">
                      {timeOf(message)}
                      {message.id === lastOwn?.id
                        ? ` · ${t(readByThem ? CONNECTIONS_TEXTS.read : CONNECTIONS_TEXTS.sent)}`
                        : ''}
                      {mine ? null : (
                        <ReportMessage kind="message" messageId={message.id} name={name} />
                      )}
                    </span>
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </Card>

      {closed ? (
        <p role="status" className="font-semibold text-ink-700">
          {t(CONNECTIONS_TEXTS.closed)}
        </p>
      ) : (
        <Composer other={other} />
      )}

      <ProfileDialog profile={data} open={open === 'profile'} onClose={() => setOpen(null)} />
      <UnmatchDialog
        memberId={other}
        name={name}
        open={open === 'unmatch'}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}

function Composer({ other }: { other: string }) {
  return (
    <MessageComposer
      id="message"
      texts={{ ...CONNECTIONS_TEXTS, failed: t(CONNECTIONS_TEXTS.closed) }}
      onSend={(text) => callable('sendMessage')({ memberId: other, text })}
    />
  );
}
