// Reads of the events collection, parsed with the model's schema. No Firebase SDK import here: the
// event page paints before the SDKs arrive (useEvent loads them; upcoming-events.ts has the grid).
import { COLLECTIONS, eventSchema, type EventWithId } from '@brunchers/model';
import { useLazyLiveDoc } from './firebase/lazy';
import type { LiveDoc } from './firebase/live-data';
import { dropPrefetched, usePrefetchedDoc } from './firebase/prefetched-doc';

export function parseEvent(id: string, data: unknown): EventWithId {
  return { ...eventSchema.parse(data), id };
}

/** Today's date in the visitor's time zone as 'YYYY-MM-DD' (events are dated in local days). */
export function localToday(now = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * One event, updating live (spots left change as people book). Until the live listener answers,
 * the copy index.html prefetched on a first visit of the page (lib/firebase/prefetched-doc.ts), if any; a
 * first answer equal to it does not re-render the page.
 */
export function useEvent(id: string): LiveDoc<EventWithId> {
  const path = `${COLLECTIONS.events}/${id}`;
  const early = usePrefetchedDoc(path, parseEvent);
  return useLazyLiveDoc(path, parseEvent, early, () => dropPrefetched(path));
}
