// My Bookings: title, guests (singular/plural), total, a status badge; a click opens the
// event. Empty: the message and Browse Events. A confirmed booking can be cancelled (or its party
// made smaller) through the cancel dialog, which shows the refund first, until its brunch starts;
// once the brunch is past it reads as attended / not attended, with no ticket and no cancel
// (myBookingView in the model decides). A refund in the ledger reads "Refunded €x of €y". The
// newest bookings are listed a page at a time (Show more), so the profile reads a bounded number.
import {
  BOOKING_ATTENDED,
  BOOKING_NOT_ATTENDED,
  bookingRefundLine,
  BOOKINGS_EMPTY,
  BROWSE_EVENTS,
  CANCEL_BOOKING,
  guestCountLabel,
  MAIL_LINK_PATHS,
  myBookingView,
  MY_BOOKINGS,
  MY_BOOKINGS_SHOW_MORE,
  TICKET_OPEN,
  type BookingWithId,
  formatMoney,
  contentText,
} from '@brunchers/model';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMember } from '../../lib/member-context';
import { attendedAmong, useBookedEvents, useBookingIdsAmong } from '../../lib/member-data';
import { bookingTicketPath, eventPath, paths } from '../../lib/paths';
import { AddToCalendar } from '../booking/add-to-calendar';
import { BookingStatusBadge } from '../../ui/booking-status-badge';
import { CancelBookingDialog } from '../booking/cancel-booking-dialog';
import { Button, ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { Badge } from '../../ui/badge';
import { BookingNeedsLine } from './booking-needs-line';
import { currentLocale, t } from '../../lib/i18n';

/** The element id mails link to (/profile#my-bookings). */
const MY_BOOKINGS_ANCHOR = MAIL_LINK_PATHS.myBookings.split('#')[1];

export function MyBookings({
  bookings,
  onShowMore,
}: {
  /** The newest bookings (a page). */
  bookings: BookingWithId[];
  /** Lists more; null when every booking is listed. */
  onShowMore: (() => void) | null;
}) {
  const [cancelling, setCancelling] = useState<BookingWithId | null>(null);
  const { uid } = useMember();
  const events = useBookedEvents(bookings.map((booking) => booking.event_id));
  // Attended or not, for the listed bookings only (at most one attendance read per booking).
  const attendedIds = useBookingIdsAmong(
    attendedAmong,
    uid,
    bookings.map((booking) => booking.id),
  );
  const now = new Date();
  return (
    <Card id={MY_BOOKINGS_ANCHOR} className="scroll-mt-24 p-5">
      <h2 className="text-xl font-semibold">{t(MY_BOOKINGS)}</h2>
      {bookings.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-6 text-center">
          <p className="text-ink-600">{t(BOOKINGS_EMPTY)}</p>
          <ButtonLink to={paths.home} size="sm">
            {t(BROWSE_EVENTS)}
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {bookings.map((booking) => {
            const view = myBookingView(
              booking,
              events.get(booking.event_id) ?? null,
              attendedIds?.has(booking.id) ?? false,
              now,
            );
            const refundLine = bookingRefundLine(booking);
            return (
              <li key={booking.id} data-testid="my-booking">
                <Link
                  to={eventPath(booking.event_id)}
                  className="flex items-center gap-3 rounded-2xl border border-ink-900/10 bg-cream-50 p-3 hover:bg-cream-200"
                >
                  <div className="flex-1">
                    <p className="font-semibold text-ink-900">
                      {contentText(booking, 'event_title', currentLocale())}
                    </p>
                    <p className="text-sm text-ink-600">
                      {t(guestCountLabel, booking.guest_count)} ·{' '}
                      {formatMoney(booking.total_amount_cents, currentLocale())}
                    </p>
                    {refundLine ? (
                      <p className="text-sm text-ink-700" data-testid="booking-refund-line">
                        {refundLine}
                      </p>
                    ) : null}
                  </div>
                  {view.badge.kind === 'state' ? (
                    <BookingStatusBadge state={view.badge.state} />
                  ) : (
                    <Badge tone={view.badge.attended ? 'success' : 'neutral'}>
                      <span data-testid="booking-status">
                        {t(view.badge.attended ? BOOKING_ATTENDED : BOOKING_NOT_ATTENDED)}
                      </span>
                    </Badge>
                  )}
                </Link>
                {view.showTicket ? (
                  <div className="mt-2 flex flex-wrap items-center gap-2 px-3">
                    <ButtonLink
                      to={bookingTicketPath(booking.id)}
                      size="sm"
                      aria-label={`${t(TICKET_OPEN)}: ${contentText(booking, 'event_title', currentLocale())}`}
                    >
                      {t(TICKET_OPEN)}
                    </ButtonLink>
                    {view.showCalendar ? (
                      <AddToCalendar
                        bookingId={booking.id}
                        eventId={booking.event_id}
                        bookingUrl={`${window.location.origin}${MAIL_LINK_PATHS.myBookings}`}
                        align="start"
                      />
                    ) : null}
                    {view.canCancel ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setCancelling(booking)}
                        aria-label={`${t(CANCEL_BOOKING)}: ${contentText(booking, 'event_title', currentLocale())}`}
                      >
                        {t(CANCEL_BOOKING)}
                      </Button>
                    ) : null}
                    {view.canCancel ? (
                      <BookingNeedsLine
                        bookingId={booking.id}
                        title={contentText(booking, 'event_title', currentLocale())}
                      />
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {onShowMore ? (
        <div className="mt-3 flex justify-center">
          <Button variant="outline" size="sm" onClick={onShowMore}>
            {t(MY_BOOKINGS_SHOW_MORE)}
          </Button>
        </div>
      ) : null}
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
    </Card>
  );
}
