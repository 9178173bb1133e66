// The member shell's banner for a suspended member (issue 36 §4), on every screen while
// member_standing/{uid} says suspended. The owner reads their standing (firestore.rules), live,
// so a lifted suspension takes the banner away.
import { COLLECTIONS, isSuspended } from '@brunchers/model';
import { doc, onSnapshot } from 'firebase/firestore';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

// Its text loads only for a suspended member: the shell is in every signed-in first download.
const SuspendedNotice = lazy(() =>
  import('./suspended-notice').then((m) => ({ default: m.SuspendedNotice })),
);

/** Whether the member is suspended now (false while loading or unreadable). */
export function useSuspended(uid: string): boolean {
  const db = useFirestore();
  const [suspended, setSuspended] = useState(false);
  useEffect(
    () =>
      onSnapshot(
        doc(db, COLLECTIONS.memberStanding, uid),
        (snapshot) => setSuspended(isSuspended(snapshot.data())),
        (error) => console.warn('Standing not loaded', error),
      ),
    [db, uid],
  );
  return suspended;
}

/** The member shell's banner: only while suspended. */
export function SuspendedBanner({ uid }: { uid: string }) {
  const suspended = useSuspended(uid);
  if (!suspended) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6">
      <Suspense fallback={null}>
        <SuspendedNotice />
      </Suspense>
    </div>
  );
}
