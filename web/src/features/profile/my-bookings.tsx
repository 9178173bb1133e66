// My Bookings: title, guests (singular/plural), total, a status badge; a click opens the
// event. Empty: the message and Browse Events. A confirmed booking can be cancelled (or its party
// made smaller) through the cancel dialog, which shows the refund first.
import {
  bookingState,
  BOOKINGS_EMPTY,
  BROWSE_EVENTS,
  CANCEL_BOOKING,
  formatEuros,
  guestCountLabel,
  isConfirmed,
  MAIL_LINK_PATHS,
  MY_BOOKINGS,
  TICKET_OPEN,
  type BookingWithId,
} from '@brunchers/model';
import { useState } from 'react';
import { Link } from 'react-router';
import { bookingTicketPath, eventPath, paths } from '../../lib/paths';
import { AddToCalendar } from '../booking/add-to-calendar';
import { BookingStatusBadge } from '../../ui/booking-status-badge';
import { CancelBookingDialog } from '../booking/cancel-booking-dialog';
import { Button, ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';

/** The element id mails link to (/profile#my-bookings). */
const MY_BOOKINGS_ANCHOR = MAIL_LINK_PATHS.myBookings.split('#')[1];

export function MyBookings({ bookings }: { bookings: BookingWithId[] }) {
  const [cancelling, setCancelling] = useState<BookingWithId | null>(null);
  return (
    <Card id={MY_BOOKINGS_ANCHOR} className="scroll-mt-24 p-5">
      <h2 className="text-xl font-semibold">{MY_BOOKINGS}</h2>
      {bookings.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-6 text-center">
          <p className="text-ink-600">{BOOKINGS_EMPTY}</p>
          <ButtonLink to={paths.home} size="sm">
            {BROWSE_EVENTS}
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <Link
                to={eventPath(booking.event_id)}
                className="flex items-center gap-3 rounded-2xl border border-ink-900/10 bg-cream-50 p-3 hover:bg-cream-200"
              >
                <div className="flex-1">
                  <p className="font-semibold text-ink-900">{booking.event_title}</p>
                  <p className="text-sm text-ink-600">
                    {guestCountLabel(booking.guest_count)} ·{' '}
                    {formatEuros(booking.total_amount_cents)}
                  </p>
                </div>
                <BookingStatusBadge state={bookingState(booking)} />
              </Link>
              {isConfirmed(booking) ? (
                <div className="mt-2 flex flex-wrap items-center gap-2 px-3">
                  <ButtonLink
                    to={bookingTicketPath(booking.id)}
                    size="sm"
                    aria-label={`${TICKET_OPEN}: ${booking.event_title}`}
                  >
                    {TICKET_OPEN}
                  </ButtonLink>
                  <AddToCalendar
                    bookingId={booking.id}
                    eventId={booking.event_id}
                    bookingUrl={`${window.location.origin}${MAIL_LINK_PATHS.myBookings}`}
                    align="start"
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setCancelling(booking)}
                    aria-label={`${CANCEL_BOOKING}: ${booking.event_title}`}
                  >
                    {CANCEL_BOOKING}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
    </Card>
  );
}
