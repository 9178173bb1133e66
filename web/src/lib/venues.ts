// Venues as the console, its event form and the partner's door read them.
import { COLLECTIONS, venueSchema, type VenueWithId } from '@brunchers/model';
import { collection, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery, type LiveList } from './firebase/live-data';

export function parseVenue(id: string, data: unknown): VenueWithId {
  return { ...venueSchema.parse(data), id };
}

/** Every venue by name (a city has tens, not thousands). */
export function useVenues(): LiveList<VenueWithId> {
  const db = useFirestore();
  const byName = useMemo(() => query(collection(db, COLLECTIONS.venues), orderBy('name')), [db]);
  return useLiveQuery(byName, 'admin-venues', parseVenue);
}
