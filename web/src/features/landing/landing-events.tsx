// The landing page's live events grid with its own Firebase providers. Loaded lazily, so the
// Firebase SDKs download after the first paint of the landing page.
import { FirebaseProviders } from '../../lib/firebase/providers';
import { UpcomingEventsGrid } from '../events/events-grid';

export default function LandingEvents() {
  return (
    <FirebaseProviders>
      <UpcomingEventsGrid />
    </FirebaseProviders>
  );
}
