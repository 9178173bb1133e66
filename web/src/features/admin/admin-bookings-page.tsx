// /admin/bookings: every booking, a page at a time from the server (cursors), filtered by event,
// status, venue and event date, searched by a prefix of the name or e-mail, exported as CSV, and
// a venue assigned per booking as before.
import {
  ADMIN_BOOKINGS_PAGE,
  ADMIN_SECTIONS,
  BOOKINGS_LIST,
  LOADING_BOOKINGS,
  pageNumberLabel,
  BOOKING_STATE_LABELS,
  BOOKING_STATUSES,
  bookingState,
  COLLECTIONS,
  eventSchema,
  contentText,
} from '@brunchers/model';
import { currentLocale, t } from '../../lib/i18n';
import { collection, limit, orderBy, query, type DocumentData } from 'firebase/firestore';
import { useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery } from '../../lib/firebase/live-data';
import { Button } from '../../ui/button';
import { FormField, SelectField } from '../../ui/form-field';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { AdminBookings } from './admin-bookings';
import { useVenues } from '../../lib/venues';
import {
  bookingRowsPage,
  exportBookingRowsCsv,
  NO_FILTERS,
  parseBookingRow,
  type BookingFilters,
  type RowCursor,
} from './booking-rows';

/** Events offered in the filter: the most recent by date. */
const EVENT_CHOICES = 60;

const parseEventChoice = (id: string, data: DocumentData) => {
  const event = eventSchema.parse(data);
  return { id, title: contentText(event, 'title', currentLocale()), date: event.event_date };
};

export function Component() {
  const db = useFirestore();
  const venues = useVenues();
  const eventsQuery = useMemo(
    () =>
      query(
        collection(db, COLLECTIONS.events),
        orderBy('event_date', 'desc'),
        limit(EVENT_CHOICES),
      ),
    [db],
  );
  const events = useLiveQuery(eventsQuery, 'admin-event-choices', parseEventChoice);
  const [filters, setFilters] = useState<BookingFilters>(NO_FILTERS);
  const [searchText, setSearchText] = useState('');
  // Cursors of the pages before this one: Previous pops, Next pushes.
  const [cursors, setCursors] = useState<RowCursor[]>([]);
  const cursor = cursors.at(-1) ?? null;
  const page = useMemo(
    () => bookingRowsPage(db, filters, cursor, ADMIN_BOOKINGS_PAGE),
    [db, filters, cursor],
  );
  const rows = useLiveQuery(
    page,
    `admin-booking-rows-${JSON.stringify(filters)}-${cursor?.id ?? ''}`,
    parseBookingRow,
  );
  const [exporting, setExporting] = useState(false);
  const b = t(BOOKINGS_LIST);

  if (rows.status === 'error') throw rows.error;
  if (venues.status === 'error') throw venues.error;

  const change = (next: Partial<BookingFilters>) => {
    setFilters({ ...filters, ...next });
    setCursors([]);
  };
  const shown = rows.status === 'ready' ? rows.data.slice(0, ADMIN_BOOKINGS_PAGE) : [];
  const hasNext = rows.status === 'ready' && rows.data.length > ADMIN_BOOKINGS_PAGE;

  async function exportCsv() {
    setExporting(true);
    try {
      const csv = await exportBookingRowsCsv(db, filters);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'bookings.csv';
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      console.warn('CSV export failed', error);
      notify.error(b.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">{t(ADMIN_SECTIONS.bookings)}</h1>
        <Button variant="outline" size="sm" disabled={exporting} onClick={() => void exportCsv()}>
          {exporting ? b.exporting : b.exportCsv}
        </Button>
      </div>
      <form
        role="search"
        aria-label={b.filterLabel}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          change({ search: searchText });
        }}
      >
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-3">
          <FormField
            label={b.searchLabel}
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            className="flex-1"
          />
          <Button type="submit" size="md">
            {b.search}
          </Button>
        </div>
        <SelectField
          label={b.event}
          value={filters.eventId}
          onChange={(event) => change({ eventId: event.target.value })}
        >
          <option value="">{b.allEvents}</option>
          {events.status === 'ready'
            ? events.data.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.date} · {event.title}
                </option>
              ))
            : null}
        </SelectField>
        <SelectField
          label={b.status}
          value={filters.status}
          onChange={(event) => change({ status: event.target.value })}
        >
          <option value="">{b.anyStatus}</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(BOOKING_STATE_LABELS[bookingState({ status })])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={b.venue}
          value={filters.venueId}
          onChange={(event) => change({ venueId: event.target.value })}
        >
          <option value="">{b.anyVenue}</option>
          {venues.status === 'ready'
            ? venues.data.map((venue) => (
                <option key={venue.id} value={venue.id}>
                  {venue.name} ({venue.city})
                </option>
              ))
            : null}
        </SelectField>
        <FormField
          label={b.eventDate}
          type="date"
          value={filters.date}
          onChange={(event) => change({ date: event.target.value })}
        />
        {filters !== NO_FILTERS ? (
          <div className="flex items-end">
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setSearchText('');
                change(NO_FILTERS);
              }}
            >
              {b.clearFilters}
            </Button>
          </div>
        ) : null}
      </form>
      {rows.status !== 'ready' || venues.status !== 'ready' ? (
        <Spinner label={t(LOADING_BOOKINGS)} />
      ) : (
        <AdminBookings rows={shown} venues={venues.data} />
      )}
      <nav aria-label={b.pagesLabel} className="flex items-center justify-between gap-3">
        <Button
          variant="outline"
          size="sm"
          disabled={cursors.length === 0}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          {b.previous}
        </Button>
        <span className="text-sm text-ink-600">{t(pageNumberLabel, cursors.length + 1)}</span>
        <Button
          variant="outline"
          size="sm"
          disabled={!hasNext}
          onClick={() => {
            const last = shown.at(-1);
            if (last) setCursors([...cursors, { createdAt: last.created_at, id: last.id }]);
          }}
        >
          {b.next}
        </Button>
      </nav>
    </div>
  );
}
