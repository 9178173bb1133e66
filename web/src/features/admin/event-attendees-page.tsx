// /admin/events/:id/attendees: one event's bookings, live, grouped by the venue each party is at
// (an event's parties may be spread over partner venues), with each booking's organiser actions
// and audit history, and "Add walk-in" for the event (issue 33).
import {
  ATTENDEE_MESSAGE_TEXTS,
  ATTENDEES_EMPTY,
  ATTENDEES_LOADING,
  ATTENDEES_TITLE,
  BOOKING_ACTION_LABELS,
  bookingRefundLine,
  bookingState,
  formatMoney,
  ADMIN_EVENTS_TITLE,
  CHECK_IN_TEXTS,
  DOOR_GUEST,
  EVENT_NOT_FOUND,
  eventWhenLabel,
  guestBookerLabel,
  TABLE_PLAN_TEXTS,
  formatEventDate,
  formatEventTime,
  groupByVenue,
  guestCountLabel,
  isMemberBooking,
  NO_VENUE_GROUP,
  partiesAtVenues,
  type AdminBookingRowWithId,
  type BookingWithId,
  contentText,
} from '@brunchers/model';
import { currentLocale, t } from '../../lib/i18n';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useHistoryDialog } from '../../lib/history-dialog';
import { adminEventTablesPath, paths } from '../../lib/paths';
import { RequireRole } from '../../lib/require-role';
import { useVenues } from '../../lib/venues';
import { Badge } from '../../ui/badge';
import { BookingStatusBadge } from '../../ui/booking-status-badge';
import { Button } from '../../ui/button';
import { useCurrentNames } from '../../lib/member-names';
import { EmptyState } from '../../ui/empty-state';
import { PrepSheetCard } from '../../ui/prep-sheet-card';
import { Spinner } from '../../ui/spinner';
import { BookingActions, BookingHistory } from './booking-actions/lazy-booking-actions';
import {
  useAdminEvent,
  useEventBookingRows,
  useEventBookings,
  useEventPrepSheets,
} from './booking-actions/event-bookings-data';

// Opened on demand, so it loads on demand.
const WalkInDialog = lazy(() =>
  import('./booking-actions/walk-in-dialog').then((m) => ({ default: m.WalkInDialog })),
);
const MessageAttendeesDialog = lazy(() =>
  import('./message-attendees-dialog').then((m) => ({ default: m.MessageAttendeesDialog })),
);

export function Component() {
  return (
    <RequireRole role="admin">
      <EventAttendeesPage />
    </RequireRole>
  );
}

interface Attendee {
  booking: BookingWithId;
  row: AdminBookingRowWithId | undefined;
  /** The member's name now (their profile, live), over the copy in the console's row. */
  currentName: string | undefined;
  venue_id: string | null;
  venue_name: string | null;
}

/** How the console names who booked: the member's name or e-mail, or the guest's name. */
function whoBooked(attendee: Attendee): string {
  const { booking, row } = attendee;
  if (row?.is_guest || booking.user_id === null) {
    return t(guestBookerLabel, row?.name || booking.guest_name || t(DOOR_GUEST));
  }
  return attendee.currentName || row?.name || row?.email || booking.user_id;
}

function walkInRequestOf(value: unknown): { requestId: string } | null {
  const requestId = (value as { requestId?: unknown } | null)?.requestId;
  return typeof requestId === 'string' ? { requestId } : null;
}

function EventAttendeesPage() {
  const { id = '' } = useParams();
  const event = useAdminEvent(id);
  const bookings = useEventBookings(id);
  const rows = useEventBookingRows(id);
  const venues = useVenues();
  // Back closes the walk-in dialog; a reload brings it back with the same request id.
  const [walkIn, openWalkIn, closeWalkIn] = useHistoryDialog('walkIn', walkInRequestOf);
  // One request id per opened message dialog: a double click sends once.
  const [messageRequest, setMessageRequest] = useState<string | null>(null);
  const prepSheets = useEventPrepSheets(id);
  if (event.status === 'error') throw event.error;
  if (bookings.status === 'error') throw bookings.error;
  const names = useCurrentNames(
    bookings.status === 'ready' ? bookings.data.map((booking) => booking.user_id) : [],
  );

  const attendees = useMemo<Attendee[]>(() => {
    if (bookings.status !== 'ready') return [];
    const byId = new Map(rows.status === 'ready' ? rows.data.map((r) => [r.id, r]) : []);
    // A booking that inherited the event's venue carries its id only: the name comes from venues.
    const venueNames = new Map(
      venues.status === 'ready' ? venues.data.map((v) => [v.id, v.name]) : [],
    );
    return bookings.data
      .filter(isMemberBooking)
      .map((booking) => ({
        booking,
        row: byId.get(booking.id),
        currentName: booking.user_id ? names.get(booking.user_id) : undefined,
        venue_id: booking.venue_id,
        venue_name:
          booking.venue_name ??
          (booking.venue_id ? venueNames.get(booking.venue_id) : null) ??
          null,
      }))
      .sort((a, b) => whoBooked(a).localeCompare(whoBooked(b)));
  }, [bookings, rows, venues, names]);
  const groups = groupByVenue(attendees, t(NO_VENUE_GROUP));

  if (event.status === 'loading' || bookings.status === 'loading') {
    return <Spinner label={t(ATTENDEES_LOADING)} />;
  }
  if (event.status === 'missing') {
    return <EmptyState title={t(EVENT_NOT_FOUND)} titleAs="h1" />;
  }
  const current = event.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <Link to={paths.adminEvents} className="text-sm text-terracotta-700 underline">
          ← {t(ADMIN_EVENTS_TITLE)}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="font-display text-3xl font-semibold break-words">
            {t(ATTENDEES_TITLE)}: {current.title}
          </h1>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setMessageRequest(crypto.randomUUID())}>
              {t(ATTENDEE_MESSAGE_TEXTS.open)}
            </Button>
            {current.status === 'published' ? (
              <Button onClick={() => openWalkIn({ requestId: crypto.randomUUID() })}>
                {t(BOOKING_ACTION_LABELS.walk_in)}
              </Button>
            ) : null}
          </div>
        </div>
        <p className="text-ink-700">
          {t(
            eventWhenLabel,
            formatEventDate(current.event_date, currentLocale()),
            formatEventTime(current.event_time),
          )}{' '}
          · {current.location_name} ·{' '}
          <Link to={adminEventTablesPath(current.id)} className="text-terracotta-700 underline">
            {t(TABLE_PLAN_TEXTS.title)}
          </Link>
        </p>
        <p className="text-ink-700" data-testid="event-venues">
          {partiesAtVenues(
            groups.map((g) => ({ name: g.name, parties: g.rows.length })),
            t,
          )}
        </p>
      </div>
      {prepSheets.status === 'ready' ? (
        <PrepSheetCard
          sheets={prepSheets.data}
          venueNames={
            new Map(venues.status === 'ready' ? venues.data.map((v) => [v.id, v.name]) : [])
          }
        />
      ) : null}
      {attendees.length === 0 ? (
        <EmptyState title={t(ATTENDEES_EMPTY)} />
      ) : (
        groups.map((group) => (
          <section key={group.key} aria-labelledby={`venue-${group.key || 'none'}`}>
            <h2 id={`venue-${group.key || 'none'}`} className="text-lg font-semibold">
              {group.name}{' '}
              <span className="text-sm font-normal text-ink-600">
                (
                {t(
                  guestCountLabel,
                  group.rows.reduce((n, a) => n + a.booking.guest_count, 0),
                )}
                )
              </span>
            </h2>
            <ul className="mt-2 flex flex-col gap-2">
              {group.rows.map((attendee) => (
                <AttendeeRow key={attendee.booking.id} attendee={attendee} />
              ))}
            </ul>
          </section>
        ))
      )}
      {messageRequest ? (
        <Suspense fallback={null}>
          <MessageAttendeesDialog
            event={current}
            requestId={messageRequest}
            onClose={() => setMessageRequest(null)}
          />
        </Suspense>
      ) : null}
      {walkIn ? (
        <Suspense fallback={null}>
          <WalkInDialog
            eventId={current.id}
            eventTitle={contentText(current, 'title', currentLocale())}
            requestId={walkIn.requestId}
            onClose={closeWalkIn}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function AttendeeRow({ attendee }: { attendee: Attendee }) {
  const { booking, row } = attendee;
  const who = whoBooked(attendee);
  const refundLine = bookingRefundLine(booking);
  return (
    <li
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-(--shadow-soft) ring-1 ring-ink-900/5"
      data-testid={`attendee-${booking.id}`}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{who}</p>
          <p className="text-sm break-words text-ink-600">
            {row?.email ? `${row.email} · ` : ''}
            {t(guestCountLabel, booking.guest_count)} ·{' '}
            {formatMoney(booking.total_amount_cents, currentLocale())}
            {refundLine ? ` · ${refundLine}` : ''}
          </p>
          <div className="mt-1 flex flex-wrap gap-2">
            <BookingStatusBadge state={bookingState(booking)} />
            {row?.checked_in ? <Badge tone="sage">{t(CHECK_IN_TEXTS.checked_in)}</Badge> : null}
          </div>
        </div>
        <BookingActions
          bookingId={booking.id}
          eventId={booking.event_id}
          status={booking.status}
          who={who}
        />
      </div>
      <BookingHistory bookingId={booking.id} />
    </li>
  );
}
