// A city of `scale` × 200 bookings, each with its attendance (a third checked in), written with
// no trigger running, and the privileged reads one console trigger makes for a check-in, a
// booking and a table plan's attendance writes in it (issue 41: flat in the city's size). Shared
// by test/triggers/adminStats.counters.test.ts and bench/admin-stats-reads.ts. Locally a lookup of
// a missing document counts no read (Google bills one), so the figures are a lower bound.

import { randomUUID } from 'node:crypto';
import { ADMIN_OVERVIEW_DOC, COLLECTIONS, PROJECT_ID } from '@brunchers/model';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import {
  handleAttendanceWritten,
  handleBookingWritten,
  type StatsDeps,
} from '../../src/adminStats/adminStats.handler.js';
import { eventDoc } from './fixtures.js';

export const DEMO_BOOKINGS = 200;

const guestBooking = (status: string, created: Date) => ({
  event_id: 'e1',
  event_title: 'Sunday',
  venue_id: null,
  status,
  guest_count: 2,
  total_amount_cents: 5000,
  user_id: null,
  guest_name: 'Gil Guest',
  guest_email: 'gil@example.com',
  created_at: created,
});

/** Writes the city straight to Firestore (no Functions host: nothing fires). */
export async function writeCity(db: Firestore, scale: number): Promise<void> {
  await db.collection(COLLECTIONS.events).doc('e1').set(eventDoc());
  const count = DEMO_BOOKINGS * scale;
  const created = new Date();
  for (let start = 0; start < count; start += 250) {
    const batch = db.batch();
    for (let index = start; index < Math.min(count, start + 250); index++) {
      const id = `city-${index}`;
      batch.set(db.collection(COLLECTIONS.bookings).doc(id), guestBooking('confirmed', created));
      batch.set(db.collection(COLLECTIONS.eventAttendances).doc(id), {
        booking_id: id,
        event_id: 'e1',
        marked_present: index % 3 === 0,
      });
    }
    await batch.commit();
  }
  // The console's aggregates for what the operations touch (a lookup of a missing document
  // counts nothing locally, while Google bills it): the overview and the first bookings' rows.
  const batch = db.batch();
  batch.set(db.collection(COLLECTIONS.adminStats).doc(ADMIN_OVERVIEW_DOC), {
    bookings_total: count,
    bookings_confirmed: count,
    checked_in: Math.ceil(count / 3),
    updated_at: created,
  });
  for (let index = 0; index < 30; index++)
    batch.set(db.collection(COLLECTIONS.adminBookingRows).doc(`city-${index}`), {
      event_id: 'e1',
      checked_in: index % 3 === 0,
    });
  await batch.commit();
}

/** Privileged reads the local Firestore counted since the last reset (and resets). */
export async function takePrivilegedReads(firestorePort: number): Promise<number> {
  const response = await fetch(
    `http://127.0.0.1:${firestorePort}/emulator/v1/projects/${PROJECT_ID}:readCount`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`readCount answered ${response.status}`);
  return ((await response.json()) as { privilegedReads: number }).privilegedReads;
}

const event = () => ({ id: randomUUID(), time: new Date().toISOString() });

export interface OperationReads {
  checkIn: number;
  booking: number;
  /** A table plan's 10 attendance writes (tables assigned to present parties). */
  tablePlan: number;
}

/** Reads of the console's triggers for one check-in, one booking and a table plan. */
export async function measureOperations(
  db: Firestore,
  auth: Auth,
  firestorePort: number,
): Promise<OperationReads> {
  const deps: StatsDeps = { db, auth, clock: () => new Date() };
  const attendances = db.collection(COLLECTIONS.eventAttendances);
  const bookings = db.collection(COLLECTIONS.bookings);

  // A check-in: the attendance city-1 (not present) marked present.
  const before = (await attendances.doc('city-1').get()).data();
  const after = { ...before, marked_present: true };
  await attendances.doc('city-1').set(after);
  await takePrivilegedReads(firestorePort);
  await handleAttendanceWritten(deps, event(), 'city-1', before, after);
  const checkIn = await takePrivilegedReads(firestorePort);

  // A booking: created (pending) by a guest.
  const id = `new-${randomUUID()}`;
  const booking = guestBooking('pending', new Date());
  await bookings.doc(id).set(booking);
  await takePrivilegedReads(firestorePort);
  await handleBookingWritten(deps, event(), id, undefined, booking);
  const bookingReads = await takePrivilegedReads(firestorePort);

  // A table plan: 10 present parties given a table, written together.
  const parties = Array.from({ length: 10 }, (_, index) => `city-${index * 3}`);
  const changes = await Promise.all(
    parties.map(async (party) => {
      const was = (await attendances.doc(party).get()).data();
      return { party, was, is: { ...was, table_number: 1 } };
    }),
  );
  await takePrivilegedReads(firestorePort);
  await Promise.all(
    changes.map(({ party, was, is }) => handleAttendanceWritten(deps, event(), party, was, is)),
  );
  const tablePlan = await takePrivilegedReads(firestorePort);
  return { checkIn, booking: bookingReads, tablePlan };
}
