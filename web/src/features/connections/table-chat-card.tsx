// The conversation cards ("why this table", issue 38 item 4), and the ticket's way into the table
// chat: shown only to a member the rules let read the chat (seated at that table now).
import {
  TABLE_CHAT_TEXTS,
  cityDateString,
  conversationCardText,
  type ConversationCard,
} from '@brunchers/model';
import { tableChatPath } from '../../lib/paths';
import { ButtonLink } from '../../ui/button';
import { useMyMembership, useTableChat } from './table-chats-data';
import { currentLocale, t } from '../../lib/i18n';

export function ConversationCards({
  cards,
  heading: Heading = 'h2',
}: {
  cards: readonly ConversationCard[];
  /** h3 under the ticket's tablemates heading (a narrow column: one card a row). */
  heading?: 'h2' | 'h3';
}) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="cards-heading" data-testid="conversation-cards">
      <Heading id="cards-heading" className="font-display text-lg font-semibold">
        {t(TABLE_CHAT_TEXTS.cardsHeading)}
      </Heading>
      <p className="text-sm text-ink-600">{t(TABLE_CHAT_TEXTS.cardsIntro)}</p>
      <ol className={`mt-2 grid gap-2 ${Heading === 'h2' ? 'sm:grid-cols-3' : ''}`}>
        {cards.map((card) => (
          <li
            key={card.text}
            className="rounded-2xl bg-white p-3 text-sm text-ink-900 ring-1 ring-ink-900/10"
          >
            {conversationCardText(card, t, currentLocale())}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Under the ticket's tablemates: a link to the table chat once it exists, the cards on the day. */
export function TableChatCard({ uid, eventId }: { uid: string; eventId: string }) {
  const membership = useMyMembership(uid, { eventId });
  if (membership.status !== 'ready') return null;
  return <TableChatLink chatId={membership.data.chat_id} />;
}

function TableChatLink({ chatId }: { chatId: string }) {
  const chat = useTableChat(chatId);
  if (chat.status !== 'ready') return null;
  // The chat from the plan on; the cards on the brunch's day (the city's calendar day).
  const onTheDay = cityDateString(new Date()) === chat.data.event_date;
  return (
    <div className="mt-4 flex flex-col gap-3" data-testid="ticket-table-chat">
      {onTheDay ? <ConversationCards cards={chat.data.cards} heading="h3" /> : null}
      <ButtonLink to={tableChatPath(chatId)} size="sm" className="self-start">
        {t(TABLE_CHAT_TEXTS.open)}
      </ButtonLink>
    </div>
  );
}
