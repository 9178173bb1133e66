// Report and block (issue 36 §4) on the client: the server's callables do every write; the member
// reads their own block list (whom Discover leaves out, both ways) and the blocks they made (the
// unblock list). Neither tells a member who blocked them beyond leaving them out.
import { COLLECTIONS, type BlockDoc } from '@brunchers/model';
import {
  collection,
  doc,
  getDoc,
  onSnapshot,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

/** The members this one must not see nor be seen by (read once, before Discover's cards). */
export async function loadHiddenMembers(db: Firestore, uid: string): Promise<Set<string>> {
  const list = await getDoc(doc(db, COLLECTIONS.blockLists, uid));
  const ids: unknown = list.get('hidden_ids');
  return new Set(
    Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [],
  );
}

export type BlockRow = Pick<BlockDoc, 'blocked_id' | 'blocked_name'>;

/** The blocks the member made, live (null while loading). */
export function useMyBlocks(uid: string): BlockRow[] | null {
  const db = useFirestore();
  const [rows, setRows] = useState<BlockRow[] | null>(null);
  useEffect(
    () =>
      onSnapshot(
        query(collection(db, COLLECTIONS.blocks), where('blocker_id', '==', uid)),
        (snapshot) =>
          setRows(
            snapshot.docs.map((row) => ({
              blocked_id: String(row.get('blocked_id')),
              blocked_name: (row.get('blocked_name') as string | null) ?? null,
            })),
          ),
        (error) => {
          console.warn('Blocked members not loaded', error);
          setRows([]);
        },
      ),
    [db, uid],
  );
  return rows;
}
