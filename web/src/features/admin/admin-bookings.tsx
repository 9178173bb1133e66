// The admin's Bookings tab: every booking with its venue; assigning a venue goes through the
// assignVenue callable (Venue assigned successfully! / Failed to assign venue.).
import {
  bookingState,
  formatEuros,
  guestCountLabel,
  VENUE_ASSIGN_FAILED,
  VENUE_ASSIGNED,
  type AssignVenueInput,
  type AssignVenueOutput,
  type BookingWithId,
  type VenueWithId,
} from '@brunchers/model';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFunctions } from 'reactfire';
import { adminEventTablesPath } from '../../app/paths';
import { callable } from '../../lib/callables';
import { Badge } from '../../ui/badge';
import { BookingStatusBadge } from '../booking/booking-status-badge';
import { Button } from '../../ui/button';
import { inputClasses } from '../../ui/form-field';
import { notify } from '../../ui/toast';

export function AdminBookings({
  bookings,
  venues,
  checkedIn,
  nameOf,
}: {
  bookings: BookingWithId[];
  venues: VenueWithId[];
  checkedIn: ReadonlySet<string>;
  nameOf: (uid: string) => string;
}) {
  if (bookings.length === 0)
    return <p className="py-6 text-center text-ink-600">No bookings yet.</p>;
  return (
    <ul className="flex flex-col gap-2">
      {bookings.map((booking) => (
        <BookingRow
          key={booking.id}
          booking={booking}
          venues={venues}
          checkedIn={checkedIn.has(booking.id)}
          nameOf={nameOf}
        />
      ))}
    </ul>
  );
}

function BookingRow({
  booking,
  venues,
  checkedIn,
  nameOf,
}: {
  booking: BookingWithId;
  venues: VenueWithId[];
  checkedIn: boolean;
  nameOf: (uid: string) => string;
}) {
  const functions = useFunctions();
  const [venueId, setVenueId] = useState(booking.venue_id ?? '');
  const [busy, setBusy] = useState(false);
  const who = booking.user_id
    ? nameOf(booking.user_id)
    : `${booking.guest_name ?? 'Guest'} (guest)`;
  // The booking's venue joined from the venues list (§3 "joined venue name and city"). Only
  // assignVenue writes venue_name/venue_city onto a booking; a booking that got its venue from its
  // event at checkout has venue_id alone, and used to show "No venue" next to a select naming it.
  const joined = venues.find((venue) => venue.id === booking.venue_id);
  const venueName = joined?.name ?? booking.venue_name;
  const venueCity = joined ? joined.city : booking.venue_city;

  async function assign() {
    if (!venueId) return;
    setBusy(true);
    try {
      await callable<AssignVenueInput, AssignVenueOutput>(
        functions,
        'assignVenue',
      )({ bookingId: booking.id, venueId });
      notify.success(VENUE_ASSIGNED);
    } catch (error) {
      console.warn('assignVenue failed', error);
      notify.error(VENUE_ASSIGN_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-(--shadow-soft) ring-1 ring-ink-900/5 md:flex-row md:items-center"
      data-testid={`admin-booking-${booking.id}`}
    >
      <div className="flex-1">
        <p className="font-semibold">
          {booking.event_title}{' '}
          <Link
            to={adminEventTablesPath(booking.event_id)}
            className="text-sm font-normal text-terracotta-700 underline"
          >
            Table plan
          </Link>
        </p>
        <p className="text-sm text-ink-600">
          {who} · {guestCountLabel(booking.guest_count)} · {formatEuros(booking.total_amount_cents)}
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          <BookingStatusBadge state={bookingState(booking)} />
          {checkedIn ? <Badge tone="sage">Checked in</Badge> : null}
          <Badge tone="butter">{venueName ? `${venueName}, ${venueCity ?? ''}` : 'No venue'}</Badge>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <select
          aria-label={`Venue for ${booking.event_title} (${who})`}
          value={venueId}
          onChange={(event) => setVenueId(event.target.value)}
          className={`${inputClasses} md:w-80`}
        >
          <option value="">Choose a venue...</option>
          {venues.map((venue) => (
            <option key={venue.id} value={venue.id}>
              {venue.name} ({venue.city})
            </option>
          ))}
        </select>
        <Button
          size="sm"
          disabled={busy || !venueId || venueId === booking.venue_id}
          onClick={() => void assign()}
        >
          Assign
        </Button>
      </div>
    </li>
  );
}
