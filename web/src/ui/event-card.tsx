import {
  contentText,
  DISTANCE_BADGE,
  formatEventDate,
  formatEventTime,
  onlySpotsLeft,
  SOLD_OUT,
  spotsAvailability,
  spotsLeft,
  type EventWithId,
} from '@brunchers/model';
import { useState } from 'react';
import { Link } from 'react-router';
import { currentLocale, t } from '../lib/i18n';
import { eventPath } from '../lib/paths';
import { Badge } from './badge';
import { cx } from './cx';
import { eventImage } from './event-image';
import { EventPrice } from './event-price';

/** The spots line's look: calm while there is room, urgent when scarce, muted when sold out. */
const SPOTS_STYLE = {
  open: 'text-sage-700',
  scarce: 'rounded-full bg-terracotta-100 px-2 py-0.5 text-terracotta-700',
  'sold-out': 'rounded-full bg-ink-900/10 px-2 py-0.5 text-ink-700',
} as const;

/**
 * An event in a grid: links to its page; the picture disappears if it fails to load. The distance
 * badge shows only when a distance is known.
 */
export function EventCard({ event, distance }: { event: EventWithId; distance?: string }) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <Link
      to={eventPath(event.id)}
      className="group flex w-full flex-col overflow-hidden rounded-(--radius-card) bg-white shadow-(--shadow-soft) ring-1 ring-ink-900/5 transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <div className="relative aspect-[4/3] bg-cream-200">
        {imageFailed ? null : (
          <img
            src={eventImage(event)}
            alt=""
            loading="lazy"
            onError={() => setImageFailed(true)}
            className="size-full object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        )}
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          <Badge tone="butter">{event.style}</Badge>
          {distance ? <Badge tone="light">{t(DISTANCE_BADGE, distance)}</Badge> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg leading-snug font-semibold group-hover:text-terracotta-700">
          {contentText(event, 'title', currentLocale())}
        </h3>
        <p className="text-sm text-ink-700">
          {formatEventDate(event.event_date, currentLocale())} · {formatEventTime(event.event_time)}
        </p>
        <p className="text-sm text-ink-600">
          {event.city}, {event.country}
        </p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <span
            className={cx('text-sm font-semibold', SPOTS_STYLE[spotsAvailability(event)])}
            data-testid="spots-left"
            data-availability={spotsAvailability(event)}
          >
            {spotsAvailability(event) === 'sold-out'
              ? t(SOLD_OUT)
              : t(
                  spotsAvailability(event) === 'scarce' ? onlySpotsLeft : spotsLeft,
                  event.spots_left,
                )}
          </span>
          <EventPrice event={event} className="text-lg font-semibold text-ink-900" />
        </div>
      </div>
    </Link>
  );
}
