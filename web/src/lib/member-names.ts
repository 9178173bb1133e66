// Members' current names, live (issue 36): the door list and the table plan show the name a
// member has now, not the copy their booking made. One listener per 30 members (Firestore's `in`
// limit), each reading exactly those profiles: bounded by the parties shown, never the city.
import { COLLECTIONS, memberName } from '@brunchers/model';
import { collection, documentId, onSnapshot, query, where } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';

const IN_LIMIT = 30;

/** uid → current display name for the given members (those without a name are left out). */
export function useCurrentNames(
  uids: readonly (string | null | undefined)[],
): ReadonlyMap<string, string> {
  const db = useFirestore();
  // A stable key: the same members in any order share one set of listeners.
  const key = useMemo(
    () => [...new Set(uids.filter((uid): uid is string => !!uid))].sort().join('\n'),
    [uids],
  );
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    const ids = key ? key.split('\n') : [];
    const byChunk = new Map<number, Map<string, string>>();
    const publish = () => setNames(new Map([...byChunk.values()].flatMap((chunk) => [...chunk])));
    const stops: (() => void)[] = [];
    for (let start = 0; start < ids.length; start += IN_LIMIT) {
      const chunk = ids.slice(start, start + IN_LIMIT);
      const profiles = query(
        collection(db, COLLECTIONS.userProfiles),
        where(documentId(), 'in', chunk),
      );
      stops.push(
        onSnapshot(
          profiles,
          (snapshot) => {
            const found = new Map<string, string>();
            for (const profile of snapshot.docs) {
              const name = memberName(profile.data() as { display_name?: string | null });
              if (name) found.set(profile.id, name);
            }
            byChunk.set(start, found);
            publish();
          },
          // Names are a nicety over the booked copy: a failed read leaves that copy shown.
          (error) => console.warn('Names not loaded', error),
        ),
      );
    }
    if (ids.length === 0) setNames(new Map());
    return () => stops.forEach((stop) => stop());
  }, [db, key]);
  return names;
}
