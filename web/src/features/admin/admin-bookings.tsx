// The Bookings list's rows: who booked, the event, status, check-in and venue; assigning a venue
// goes through the assignVenue callable (Venue assigned successfully! / Failed to assign venue.)
// and the row follows once the server has moved the booking. Each row also has the organiser's
// booking actions and its audit history (issue 33), and links to the event's attendee page.
import {
  ASSIGN_VENUE,
  ATTENDEES_LINK,
  bookingState,
  CHECK_IN_TEXTS,
  CHOOSE_VENUE,
  DOOR_GUEST,
  formatMoney,
  guestBookerLabel,
  NO_BOOKINGS_MATCH,
  NO_VENUE,
  TABLE_PLAN_TEXTS,
  venueForLabel,
  guestCountLabel,
  VENUE_ASSIGN_FAILED,
  VENUE_ASSIGNED,
  type AdminBookingRowWithId,
  type VenueWithId,
  contentText,
} from '@brunchers/model';
import { useState } from 'react';
import { Link } from 'react-router';
import { adminEventAttendeesPath, adminEventTablesPath } from '../../lib/paths';
import { callable } from '../../lib/callables';
import { currentLocale, t } from '../../lib/i18n';
import { Badge } from '../../ui/badge';
import { BookingStatusBadge } from '../../ui/booking-status-badge';
import { Button } from '../../ui/button';
import { inputClasses } from '../../ui/form-field';
import { notify } from '../../ui/toast';
import { BookingActions, BookingHistory } from './booking-actions/lazy-booking-actions';

export function AdminBookings({
  rows,
  venues,
}: {
  rows: AdminBookingRowWithId[];
  venues: VenueWithId[];
}) {
  if (rows.length === 0)
    return <p className="py-6 text-center text-ink-600">{t(NO_BOOKINGS_MATCH)}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {rows.map((row) => (
        <BookingRow key={row.id} row={row} venues={venues} />
      ))}
    </ul>
  );
}

function BookingRow({ row, venues }: { row: AdminBookingRowWithId; venues: VenueWithId[] }) {
  const [venueId, setVenueId] = useState(row.venue_id ?? '');
  const [busy, setBusy] = useState(false);
  const who = row.is_guest
    ? t(guestBookerLabel, row.name || t(DOOR_GUEST))
    : row.email || row.name || (row.user_id ?? '');

  async function assign() {
    if (!venueId) return;
    setBusy(true);
    try {
      await callable('assignVenue')({ bookingId: row.id, venueId });
      notify.success(t(VENUE_ASSIGNED));
    } catch (error) {
      console.warn('assignVenue failed', error);
      notify.error(t(VENUE_ASSIGN_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-(--shadow-soft) ring-1 ring-ink-900/5 lg:flex-row lg:items-center"
      data-testid={`admin-booking-${row.id}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {contentText(row, 'event_title', currentLocale())}{' '}
          <Link
            to={adminEventTablesPath(row.event_id)}
            className="text-sm font-normal text-terracotta-700 underline"
          >
            {t(TABLE_PLAN_TEXTS.title)}
          </Link>{' '}
          <Link
            to={adminEventAttendeesPath(row.event_id)}
            className="text-sm font-normal text-terracotta-700 underline"
          >
            {t(ATTENDEES_LINK)}
          </Link>
          {row.event_date ? (
            <span className="font-normal text-ink-600"> · {row.event_date}</span>
          ) : null}
        </p>
        <p className="text-sm break-words text-ink-600">
          {who} · {t(guestCountLabel, row.guest_count)} ·{' '}
          {formatMoney(row.total_amount_cents, currentLocale())}
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          <BookingStatusBadge state={bookingState(row)} />
          {row.checked_in ? <Badge tone="sage">{t(CHECK_IN_TEXTS.checked_in)}</Badge> : null}
          <Badge tone="butter">
            {row.venue_name ? `${row.venue_name}, ${row.venue_city ?? ''}` : t(NO_VENUE)}
          </Badge>
        </div>
        <div className="mt-1">
          <BookingHistory bookingId={row.id} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <BookingActions bookingId={row.id} eventId={row.event_id} status={row.status} who={who} />
        <select
          aria-label={t(venueForLabel, contentText(row, 'event_title', currentLocale()), who)}
          value={venueId}
          onChange={(event) => setVenueId(event.target.value)}
          className={`${inputClasses} lg:w-72`}
        >
          <option value="">{t(CHOOSE_VENUE)}</option>
          {venues.map((venue) => (
            <option key={venue.id} value={venue.id}>
              {venue.name} ({venue.city})
            </option>
          ))}
        </select>
        <Button
          size="sm"
          disabled={busy || !venueId || venueId === row.venue_id}
          onClick={() => void assign()}
        >
          {t(ASSIGN_VENUE)}
        </Button>
      </div>
    </li>
  );
}
