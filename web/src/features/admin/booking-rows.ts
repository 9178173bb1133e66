// The Bookings list's server-side queries over admin_booking_rows (kept by the bookings
// trigger): filters by event, status, venue and event date, search by a prefix of the name or
// e-mail, newest first, a page at a time from a cursor; and the CSV of every matching row.
import {
  adminBookingRowSchema,
  BOOKING_STATE_LABELS,
  bookingState,
  COLLECTIONS,
  searchKey,
  toDate,
  type AdminBookingRowWithId,
} from '@brunchers/model';
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
  type QuerySnapshot,
} from 'firebase/firestore';

export interface BookingFilters {
  eventId: string;
  status: string;
  venueId: string;
  /** The event's date, 'YYYY-MM-DD'. */
  date: string;
  search: string;
}

export const NO_FILTERS: BookingFilters = {
  eventId: '',
  status: '',
  venueId: '',
  date: '',
  search: '',
};

/** Where the next page starts: the last row shown (newest first, then by id). */
export interface RowCursor {
  createdAt: unknown;
  id: string;
}

export function parseBookingRow(id: string, data: DocumentData): AdminBookingRowWithId {
  return { ...adminBookingRowSchema.parse(data), id };
}

function constraints(filters: BookingFilters): QueryConstraint[] {
  const list: QueryConstraint[] = [];
  if (filters.eventId) list.push(where('event_id', '==', filters.eventId));
  if (filters.status) list.push(where('status', '==', filters.status));
  if (filters.venueId) list.push(where('venue_id', '==', filters.venueId));
  if (filters.date) list.push(where('event_date', '==', filters.date));
  const key = searchKey(filters.search);
  if (key) list.push(where('search', 'array-contains', key));
  list.push(orderBy('created_at', 'desc'), orderBy('__name__', 'desc'));
  return list;
}

/** One page (plus one row, to know whether another page follows). */
export function bookingRowsPage(
  db: Firestore,
  filters: BookingFilters,
  cursor: RowCursor | null,
  pageSize: number,
) {
  return query(
    collection(db, COLLECTIONS.adminBookingRows),
    ...constraints(filters),
    ...(cursor ? [startAfter(cursor.createdAt, cursor.id)] : []),
    limit(pageSize + 1),
  );
}

const EXPORT_BATCH = 500;

/** Every row matching the filters, read in batches, as CSV (papaparse's unparse, loaded then). */
export async function exportBookingRowsCsv(db: Firestore, filters: BookingFilters) {
  const rows: AdminBookingRowWithId[] = [];
  let cursor: RowCursor | null = null;
  for (;;) {
    const batch: QuerySnapshot = await getDocs(
      query(
        collection(db, COLLECTIONS.adminBookingRows),
        ...constraints(filters),
        ...(cursor ? [startAfter(cursor.createdAt, cursor.id)] : []),
        limit(EXPORT_BATCH),
      ),
    );
    for (const doc of batch.docs) rows.push(parseBookingRow(doc.id, doc.data()));
    const last = batch.docs.at(-1);
    if (batch.size < EXPORT_BATCH || !last) break;
    cursor = { createdAt: last.get('created_at'), id: last.id };
  }
  return bookingRowsCsv(rows);
}

export async function bookingRowsCsv(rows: readonly AdminBookingRowWithId[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse(
    rows.map((row) => ({
      booking_id: row.id,
      booked_at: toDate(row.created_at).toISOString(),
      event: row.event_title,
      event_date: row.event_date ?? '',
      name: row.name,
      email: row.email,
      guest: row.is_guest ? 'yes' : 'no',
      seats: row.guest_count,
      total_eur: (row.total_amount_cents / 100).toFixed(2),
      status: BOOKING_STATE_LABELS[bookingState(row)],
      venue: row.venue_name ?? '',
      checked_in: row.checked_in ? 'yes' : 'no',
    })),
  );
}
