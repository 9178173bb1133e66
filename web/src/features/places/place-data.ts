// brunch_spots, all of them ordered by name, live, with the spec's defaults applied. /places is a
// first page for guests: it shows the list index.html prefetched and loads Firestore after its
// first paint (lib/firebase/README.md), for guests and members alike.
import { brunchSpotSchema, placeView, type PlaceView } from '@brunchers/model';
import { useLazyLiveList } from '../../lib/firebase/lazy';
import type { LiveList } from '../../lib/firebase/live-data';
import { orderedListKey } from '../../lib/firebase/ordered-list';
import { dropPrefetched, usePrefetchedList } from '../../lib/firebase/prefetched-doc';
import { PLACES_BY_NAME } from '../../lib/public-lists';

function parsePlace(id: string, data: unknown): PlaceView {
  return placeView({ ...brunchSpotSchema.parse(data), id });
}

const dropEarlyCopy = () => dropPrefetched(orderedListKey(PLACES_BY_NAME));

export function usePlaces(): LiveList<PlaceView> {
  const early = usePrefetchedList(PLACES_BY_NAME, parsePlace);
  return useLazyLiveList(PLACES_BY_NAME, parsePlace, early, dropEarlyCopy);
}
