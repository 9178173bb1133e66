import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastOutlet, toastOutletRequested } from './outlet';

const ToasterView = lazy(() => import('./toaster-view'));

/**
 * Mount once at the root: the toast outlet. It renders nothing until the first toast (notify in
 * index.ts), then loads react-hot-toast's Toaster, which shows that toast and every later one.
 */
export function AppToaster() {
  const requested = useSyncExternalStore(subscribeToastOutlet, toastOutletRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
