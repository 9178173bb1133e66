// Members-first events on the dashboard (issue 39, early access): the next few, for active members
// only (the dashboard loads this module for them alone; firestore.rules lets only members list them).
import {
  COLLECTIONS,
  DASHBOARD_UPCOMING_COUNT,
  EARLY_ACCESS_LIST_TITLE,
  type EventWithId,
} from '@brunchers/model';
import { t } from '../../lib/i18n';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { localToday, parseEvent } from '../../lib/event-data';
import { useLiveQuery, type LiveList } from '../../lib/firebase/live-data';
import { useSubscription } from '../../lib/subscription';
import { EventCard } from '../../ui/event-card';

/**
 * Members-first events (issue 39, early access) for an active member: the next few, soonest
 * first. Nothing is read for anyone else (firestore.rules lets only members list them).
 */
function useEarlyAccessEvents(
  member: boolean,
  count = DASHBOARD_UPCOMING_COUNT,
): LiveList<EventWithId> {
  const db = useFirestore();
  const today = localToday();
  const early = useMemo(
    () =>
      member
        ? query(
            collection(db, COLLECTIONS.events),
            where('status', '==', 'early_access'),
            where('event_date', '>=', today),
            orderBy('event_date'),
            orderBy('event_time'),
            limit(count),
          )
        : null,
    [db, today, count, member],
  );
  return useLiveQuery(early, `early-access:${today}:${count}:${member}`, parseEvent);
}

export default function MembersFirst() {
  const { status } = useSubscription();
  const events = useEarlyAccessEvents(status.subscribed);
  if (events.status !== 'ready' || events.data.length === 0) return null;
  return (
    <section aria-labelledby="members-first">
      <h2 id="members-first" className="text-xl font-semibold">
        {t(EARLY_ACCESS_LIST_TITLE)}
      </h2>
      <ul className="mt-3 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {events.data.map((event) => (
          <li key={event.id} className="flex">
            <EventCard event={event} />
          </li>
        ))}
      </ul>
    </section>
  );
}
