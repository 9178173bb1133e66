// Pathless layout route (loaded lazily) that puts the reactfire providers above its children.
// Every route that reads Firebase lives below it, so the landing page's first download stays free
// of the SDKs.
import { Outlet } from 'react-router';
import { FirebaseProviders } from '../lib/firebase/providers';

export function Component() {
  return (
    <FirebaseProviders>
      <Outlet />
    </FirebaseProviders>
  );
}
