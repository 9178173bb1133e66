// Live reads of the waitlist for the signed-in member: their entries (all, or for one event) and an
// event's queue, where their live position is their entry's place. Both are written by the server
// only (firestore.rules); the member reads their own entries, anyone reads a queue.
import {
  COLLECTIONS,
  waitlistEntrySchema,
  waitlistQueueSchema,
  type WaitlistEntryWithId,
  type WaitlistQueueDoc,
} from '@brunchers/model';
import { collection, doc, query, where, type DocumentData } from 'firebase/firestore';
import { useMemo } from 'react';
import { db } from '../../lib/firebase/firestore';
import {
  useLiveDoc,
  useLiveQuery,
  type LiveDoc,
  type LiveList,
} from '../../lib/firebase/live-data';

function parseEntry(id: string, data: DocumentData): WaitlistEntryWithId {
  return { ...waitlistEntrySchema.parse(data), id };
}

function parseQueue(_id: string, data: DocumentData): WaitlistQueueDoc {
  return waitlistQueueSchema.parse(data);
}

/** The member's waitlist entries, for one event or (eventId null) every event. */
export function useMyWaitlistEntries(
  uid: string | null,
  eventId: string | null,
): LiveList<WaitlistEntryWithId> {
  const entries = useMemo(() => {
    if (!uid) return null;
    const mine = query(collection(db, COLLECTIONS.waitlistEntries), where('user_id', '==', uid));
    return eventId ? query(mine, where('event_id', '==', eventId)) : mine;
  }, [uid, eventId]);
  return useLiveQuery(entries, `${uid ?? ''}/${eventId ?? '*'}`, parseEntry);
}

/** An event's queue (entry ids and party sizes in offer order). */
export function useWaitlistQueue(eventId: string | null): LiveDoc<WaitlistQueueDoc> {
  const ref = useMemo(() => (eventId ? doc(db, COLLECTIONS.waitlists, eventId) : null), [eventId]);
  return useLiveDoc(ref, parseQueue);
}

/** The entry that matters on a page: an offer first, else a place in the queue. */
export function currentEntry(entries: WaitlistEntryWithId[]): WaitlistEntryWithId | null {
  return (
    entries.find((entry) => entry.status === 'offered') ??
    entries.find((entry) => entry.status === 'waiting') ??
    null
  );
}
