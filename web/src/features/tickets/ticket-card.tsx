// A ticket: the QR code of its signed token (qrcode.react), big on white for a door scanner, with
// the event, date, venue, party size and the holder's name beside it.
import {
  formatEventDate,
  formatEventTime,
  guestCountLabel,
  tableLabel,
  TICKET_SHOW_AT_DOOR,
  type TicketView,
  ticketFor,
  TICKET_QR,
  TICKET_NAME,
  TICKET_GUEST,
  TICKET_PARTY,
  contentText,
} from '@brunchers/model';
import { QRCodeSVG } from 'qrcode.react';
import { cx } from '../../ui/cx';
import { currentLocale, t } from '../../lib/i18n';

export function TicketCard({ ticket, large = false }: { ticket: TicketView; large?: boolean }) {
  const title = contentText(
    { event_title: ticket.eventTitle, event_title_pt: ticket.eventTitlePt },
    'event_title',
    currentLocale(),
  );
  const place = [ticket.venueName ?? ticket.locationName, ticket.address, ticket.city]
    .filter(Boolean)
    .join(', ');
  return (
    <article
      aria-label={t(ticketFor, title)}
      data-testid="ticket"
      data-ticket-token={ticket.token}
      className="flex w-full flex-col items-center gap-4 rounded-3xl bg-white p-5 text-center text-ink-900 ring-1 ring-ink-900/10"
    >
      {/* A quiet zone of white around the modules, as scanners expect. */}
      <div className={cx('w-full bg-white p-3', large ? 'max-w-[22rem]' : 'max-w-[15rem]')}>
        <QRCodeSVG
          value={ticket.token}
          level="M"
          size={512}
          marginSize={2}
          bgColor="#ffffff"
          fgColor="#000000"
          className="h-auto w-full"
          role="img"
          aria-label={t(TICKET_QR)}
        />
      </div>
      <p className="text-sm font-semibold text-ink-700">{t(TICKET_SHOW_AT_DOOR)}</p>
      {/* The table is told on the day only (the server leaves it out before). */}
      {ticket.tableNumber ? (
        <p
          className="rounded-full bg-terracotta-600 px-5 py-1.5 text-2xl font-semibold text-white"
          data-testid="ticket-table"
        >
          {t(tableLabel, ticket.tableNumber)}
        </p>
      ) : null}
      <div className="flex flex-col gap-1">
        <h2 className={cx('font-display font-semibold', large ? 'text-3xl' : 'text-2xl')}>
          {title}
        </h2>
        <p className="text-lg font-semibold">
          {formatEventDate(ticket.eventDate, currentLocale())} · {formatEventTime(ticket.eventTime)}
        </p>
        {place ? <p className="text-ink-700">{place}</p> : null}
      </div>
      <dl className="grid w-full grid-cols-2 gap-3 border-t border-ink-900/10 pt-4 text-left">
        <div>
          <dt className="text-sm text-ink-600">{t(TICKET_NAME)}</dt>
          <dd className="text-lg font-semibold" data-testid="ticket-holder">
            {ticket.holderName ?? t(TICKET_GUEST)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-600">{t(TICKET_PARTY)}</dt>
          <dd className="text-lg font-semibold">{t(guestCountLabel, ticket.guestCount)}</dd>
        </div>
      </dl>
    </article>
  );
}
