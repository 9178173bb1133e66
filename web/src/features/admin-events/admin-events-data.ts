// The organiser console's event reads and calls. Admins read every event (drafts too: the
// read-everything rule); every change goes through the organiser's callables
// (functions/src/organiser/events), never a client write.
import {
  COLLECTIONS,
  eventCoverPath,
  EVENT_COVER_NOT_IMAGE,
  validateEventCover,
  waitlistQueueSchema,
  type EventWithId,
} from '@brunchers/model';
import { t } from '../../lib/i18n';
import { collection, doc, limit, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { callable } from '../../lib/callables';
import { uploadRasterImage } from '../../lib/image-upload';
import {
  useLiveDoc,
  useLiveQuery,
  type LiveDoc,
  type LiveList,
} from '../../lib/firebase/live-data';
import { parseEvent } from '../../lib/event-data';

/** Events the console lists at once; "Show more" adds as many again (bounded reads). */
export const ADMIN_EVENTS_PAGE = 25;

/** Every event, latest date first, `count` of them, live. */
export function useAdminEvents(count: number): LiveList<EventWithId> {
  const db = useFirestore();
  const latest = useMemo(
    () => query(collection(db, COLLECTIONS.events), orderBy('event_date', 'desc'), limit(count)),
    [db, count],
  );
  return useLiveQuery(latest, `admin-events:${count}`, parseEvent);
}

export function useAdminEvent(id: string | null): LiveDoc<EventWithId> {
  const db = useFirestore();
  const eventRef = useMemo(() => (id ? doc(db, COLLECTIONS.events, id) : null), [db, id]);
  return useLiveDoc(eventRef, parseEvent);
}

const parseQueueLength = (_id: string, data: unknown) =>
  waitlistQueueSchema.parse(data).queue.reduce((sum, item) => sum + item.party_size, 0);

/** People waiting on the event's waitlist (its queue), live; 0 without a queue. */
export function useWaitingCount(eventId: string): number | null {
  const db = useFirestore();
  const queueRef = useMemo(() => doc(db, COLLECTIONS.waitlists, eventId), [db, eventId]);
  const queue = useLiveDoc(queueRef, parseQueueLength);
  if (queue.status === 'ready') return queue.data;
  return queue.status === 'missing' || queue.status === 'error' ? 0 : null;
}

export function organiserCalls() {
  return {
    create: callable('createEvent'),
    update: callable('updateEvent'),
    duplicate: callable('duplicateEvent'),
    publish: callable('publishEvent'),
    unpublish: callable('unpublishEvent'),
    cancel: callable('cancelEvent'),
  };
}

/**
 * Uploads a cover image to event-covers/ (progress 0..100 as it goes) and returns its URL. The
 * type and size are checked first (storage.rules check them again), then the bytes
 * (uploadRasterImage).
 */
export async function uploadEventCover(
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  const refusal = validateEventCover(file);
  if (refusal) throw new Error(refusal);
  const random = Math.random().toString(36).slice(2, 10);
  const path = eventCoverPath(Date.now(), random, file.name);
  const url = await uploadRasterImage(path, file, t(EVENT_COVER_NOT_IMAGE), onProgress);
  onProgress(100);
  return url;
}
