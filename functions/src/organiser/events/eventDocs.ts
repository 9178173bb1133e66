// Reading an event inside the organiser's callables: found and readable, or a clear refusal.

import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  EVENT_NOT_FOUND,
  eventFieldsSchema,
  hostCopyOf,
  hostSchema,
  type EventDoc,
  type HostCopy,
} from '@brunchers/model';
import { fail } from '../../lib/errors.js';

/** The event's fields; not-found when missing, failed-precondition when unreadable. */
export function readEvent(snapshot: DocumentSnapshot): EventDoc {
  if (!snapshot.exists) fail('not-found', EVENT_NOT_FOUND);
  const parsed = eventFieldsSchema.safeParse(snapshot.data());
  if (!parsed.success) fail('failed-precondition', 'This event document cannot be read.');
  return parsed.data;
}

/** A venue named by the organiser must exist (bookings and the door list inherit it). */
export async function requireVenue(db: Firestore, venueId: string | null | undefined) {
  if (!venueId) return;
  const venue = await db.collection(COLLECTIONS.venues).doc(venueId).get();
  if (!venue.exists) fail('invalid-argument', 'Venue not found.');
}

/** The host fields an event copies from the host it names (none: no host); the host must exist. */
export async function hostCopyFor(db: Firestore, hostId: string | null): Promise<HostCopy> {
  if (!hostId) return hostCopyOf(null);
  const parsed = hostSchema.safeParse(
    (await db.collection(COLLECTIONS.hosts).doc(hostId).get()).data(),
  );
  if (!parsed.success) fail('invalid-argument', 'Host not found.');
  return hostCopyOf(parsed.data);
}
