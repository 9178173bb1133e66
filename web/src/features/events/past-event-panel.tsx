// A past event's page, instead of booking or the waitlist (issue 33): "This brunch has taken place"
// with the next dates of the same brunch, else similar brunches still to come (relatedUpcomingEvents
// in the model decides). Loaded once the page is up, with Firestore.
import {
  BROWSE_EVENTS,
  COLLECTIONS,
  EVENT_NEXT_DATES,
  EVENT_NO_NEXT_DATES,
  EVENT_SIMILAR_UPCOMING,
  contentText,
  EVENT_TAKEN_PLACE,
  EVENT_TAKEN_PLACE_NOTE,
  formatEventDate,
  formatEventTime,
  relatedUpcomingEvents,
  type EventWithId,
} from '@brunchers/model';
import { currentLocale, t } from '../../lib/i18n';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { localToday, parseEvent } from '../../lib/event-data';
import { db } from '../../lib/firebase/firestore';
import { useLiveQuery } from '../../lib/firebase/live-data';
import { eventPath, eventsSectionPath } from '../../lib/paths';
import { ButtonLink } from '../../ui/button';
import { Card, CardTitle } from '../../ui/card';

/** How many upcoming events are looked through for the same brunch or similar ones. */
const CANDIDATES = 50;
/** How many upcoming events at the past event's place are looked through for its next dates. */
const SAME_PLACE_CANDIDATES = 10;

function uniqueById(events: EventWithId[]): EventWithId[] {
  return [...new Map(events.map((event) => [event.id, event])).values()];
}

export default function PastEventPanel({ event }: { event: EventWithId }) {
  const today = localToday();
  const upcoming = useMemo(
    () =>
      query(
        collection(db, COLLECTIONS.events),
        // Members and guests may list published events only (firestore.rules: never drafts).
        where('status', '==', 'published'),
        where('event_date', '>=', today),
        orderBy('event_date'),
        orderBy('event_time'),
        limit(CANDIDATES),
      ),
    [today],
  );
  const candidates = useLiveQuery(upcoming, `past-event-related:${today}`, parseEvent);
  // The same brunch's next dates are at the same place: asked for directly, so a busy city (more
  // than CANDIDATES events before them) does not hide them.
  const atSamePlace = useMemo(
    () =>
      query(
        collection(db, COLLECTIONS.events),
        where('location_name', '==', event.location_name),
        where('status', '==', 'published'),
        where('event_date', '>=', today),
        orderBy('event_date'),
        orderBy('event_time'),
        limit(SAME_PLACE_CANDIDATES),
      ),
    [event.location_name, today],
  );
  const samePlace = useLiveQuery(
    atSamePlace,
    `past-event-same-place:${event.location_name}:${today}`,
    parseEvent,
  );
  const related =
    candidates.status === 'ready' && samePlace.status === 'ready'
      ? relatedUpcomingEvents(event, uniqueById([...samePlace.data, ...candidates.data]), today)
      : null;
  return (
    <Card tone="butter" className="p-6" data-testid="event-taken-place">
      <CardTitle>{t(EVENT_TAKEN_PLACE)}</CardTitle>
      <p className="mt-2 text-ink-700">{t(EVENT_TAKEN_PLACE_NOTE)}</p>
      {related === null ? null : related.kind === 'none' ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-ink-700">{t(EVENT_NO_NEXT_DATES)}</p>
          <ButtonLink to={eventsSectionPath} size="sm">
            {t(BROWSE_EVENTS)}
          </ButtonLink>
        </div>
      ) : (
        <section className="mt-4" aria-labelledby="event-next-dates">
          <h3 id="event-next-dates" className="font-semibold text-ink-900">
            {related.kind === 'series' ? t(EVENT_NEXT_DATES) : t(EVENT_SIMILAR_UPCOMING)}
          </h3>
          <ul className="mt-2 flex flex-col gap-2" data-testid="event-next-dates">
            {related.events.map((next) => (
              <li key={next.id}>
                <Link
                  to={eventPath(next.id)}
                  className="flex flex-col rounded-2xl bg-white p-3 ring-1 ring-ink-900/10 hover:bg-cream-50 focus-visible:outline-2 sm:flex-row sm:items-baseline sm:gap-3"
                >
                  <span className="font-semibold text-ink-900">
                    {contentText(next, 'title', currentLocale())}
                  </span>
                  <span className="text-sm text-ink-700">
                    {formatEventDate(next.event_date, currentLocale())} ·{' '}
                    {formatEventTime(next.event_time)} · {next.location_name}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}
