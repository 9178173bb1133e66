// Hosts as the console's hosts page and the event form read them (admins only; firestore.rules).
import { COLLECTIONS, hostSchema, type HostWithId } from '@brunchers/model';
import { collection, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery, type LiveList } from './firebase/live-data';

export function parseHost(id: string, data: unknown): HostWithId {
  return { ...hostSchema.parse(data), id };
}

/** Every host by name (a city has a handful). */
export function useHosts(): LiveList<HostWithId> {
  const db = useFirestore();
  const byName = useMemo(() => query(collection(db, COLLECTIONS.hosts), orderBy('name')), [db]);
  return useLiveQuery(byName, 'admin-hosts', parseHost);
}
