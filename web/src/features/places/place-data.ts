// brunch_spots, all of them ordered by name, live, with the spec's defaults applied.
import { brunchSpotSchema, COLLECTIONS, placeView, type PlaceView } from '@brunchers/model';
import { collection, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery, type LiveList } from '../../lib/firebase/live-data';

function parsePlace(id: string, data: unknown): PlaceView {
  return placeView({ ...brunchSpotSchema.parse(data), id });
}

export function usePlaces(): LiveList<PlaceView> {
  const db = useFirestore();
  const byName = useMemo(
    () => query(collection(db, COLLECTIONS.brunchSpots), orderBy('name')),
    [db],
  );
  return useLiveQuery(byName, 'places', parsePlace);
}
