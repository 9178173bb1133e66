// A host's upcoming events carry a copy of the host (the spec's host_name, host_avatar,
// host_rating): a change to the host is copied onto at most HOST_UPCOMING_EVENTS_MAX of them.

import type { Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  HOST_UPCOMING_EVENTS_MAX,
  toDateString,
  type HostCopy,
} from '@brunchers/model';
import { timestamp } from '../lib/time.js';

/** Writes `copy` onto the host's events from today on (bounded); returns how many changed. */
export async function copyHostToUpcomingEvents(
  db: Firestore,
  hostId: string,
  copy: Partial<HostCopy>,
  now: Date,
): Promise<number> {
  const events = await db
    .collection(COLLECTIONS.events)
    .where('host_id', '==', hostId)
    .where('event_date', '>=', toDateString(now))
    .orderBy('event_date')
    .limit(HOST_UPCOMING_EVENTS_MAX)
    .get();
  const writer = db.bulkWriter();
  for (const event of events.docs) {
    if (event.get('status') === 'cancelled') continue;
    void writer.update(event.ref, { ...copy, updated_at: timestamp(now) });
  }
  await writer.close();
  return events.size;
}
