import {
  EVENTS_EMPTY,
  EVENTS_LOAD_FAILED,
  EVENTS_LOADING,
  type EventWithId,
  LANDING_EVENTS_PAGE_SIZE,
  SHOW_MORE_EVENTS,
} from '@brunchers/model';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { EventCard } from '../../ui/event-card';
import { cursorOf, useUpcomingEventsPage, type EventCursor } from './upcoming-events';
import { t } from '../../lib/i18n';

/**
 * The live grid of upcoming events (landing page), a page at a time: "Show more" opens the next
 * page after the last event shown (a query cursor). Each page stays live.
 */
export function UpcomingEventsGrid({ pageSize = LANDING_EVENTS_PAGE_SIZE }: { pageSize?: number }) {
  // ends[i]: the last event of page i, fixed when page i + 1 was opened.
  const [ends, setEnds] = useState<EventCursor[]>([]);
  const [last, setLast] = useState<{ more: EventCursor | null; status: string }>({
    more: null,
    status: 'loading',
  });
  const pages = ends.length + 1;
  return (
    <div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: pages }, (_, index) => (
          <EventsPage
            key={index}
            after={index > 0 ? ends[index - 1]! : null}
            until={index < ends.length ? ends[index]! : null}
            pageSize={pageSize}
            onLast={index === pages - 1 ? setLast : undefined}
          />
        ))}
      </ul>
      {pages === 1 && last.status === 'loading' ? (
        // A screen tall, as the landing's placeholder before it: opened at /#events, the sections
        // below the grid do not jump up and back in view as the events arrive.
        <Spinner label={t(EVENTS_LOADING)} className="min-h-dvh" />
      ) : null}
      {pages === 1 && last.status === 'error' ? <EmptyState {...t(EVENTS_LOAD_FAILED)} /> : null}
      {pages === 1 && last.status === 'empty' ? <EmptyState title={t(EVENTS_EMPTY)} /> : null}
      {last.more ? (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" onClick={() => setEnds([...ends, last.more!])}>
            {t(SHOW_MORE_EVENTS)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** One page's cards (list items of the grid); the last page reports whether there is more. */
function EventsPage({
  after,
  until,
  pageSize,
  onLast,
}: {
  after: EventCursor | null;
  until: EventCursor | null;
  pageSize: number;
  onLast: ((last: { more: EventCursor | null; status: string }) => void) | undefined;
}) {
  const page = useUpcomingEventsPage(after, until, pageSize);
  const shown: EventWithId[] =
    page.status !== 'ready' ? [] : until ? page.data : page.data.slice(0, pageSize);
  const more =
    page.status === 'ready' && !until && page.data.length > pageSize
      ? cursorOf(page.data[pageSize - 1]!)
      : null;
  const status = page.status === 'ready' && page.data.length === 0 ? 'empty' : page.status;
  const moreKey = more ? `${more.event_date}|${more.event_time}|${more.id}` : '';
  useEffect(() => {
    onLast?.({ more, status });
    // moreKey stands for `more` (a new object on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onLast, moreKey, status]);
  return shown.map((event) => (
    <li key={event.id} className="flex">
      <EventCard event={event} />
    </li>
  ));
}
