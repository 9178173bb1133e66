import { EVENTS_EMPTY, EVENTS_LOADING } from '@brunchers/model';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { EventCard } from './event-card';
import { useUpcomingEvents } from './upcoming-events';

/** The live grid of upcoming events (landing page). */
export function UpcomingEventsGrid() {
  const events = useUpcomingEvents();
  if (events.status === 'loading') return <Spinner label={EVENTS_LOADING} />;
  if (events.status === 'error')
    return (
      <EmptyState title="We couldn't load events" description="Please try again in a moment." />
    );
  if (events.data.length === 0) return <EmptyState title={EVENTS_EMPTY} />;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.data.map((event) => (
        <li key={event.id} className="flex">
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
