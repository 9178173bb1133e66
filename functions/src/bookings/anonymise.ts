// A deleted member's bookings and attendances stay for accounting (the ledger, the amounts, the
// seats) without naming them (issue 36 item 5): the fields the privacy registry lists (uid, name,
// e-mail) are cleared here, in the bookings module, the one writer of bookings. The status is
// never touched: upcoming bookings were cancelled through cancelBooking / cancelCheckout first.

import type { BulkWriter, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { AnonymousValue } from '@brunchers/model';

/** Queues the anonymisation of bookings (or their attendances) found by the registry. */
export function anonymiseBookingRecords(
  writer: BulkWriter,
  snapshots: readonly QueryDocumentSnapshot[],
  fields: Readonly<Record<string, AnonymousValue>>,
): Array<Promise<unknown>> {
  const anonymous = Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [field, Array.isArray(value) ? [] : value]),
  );
  return snapshots.map((snapshot) => writer.update(snapshot.ref, anonymous));
}
