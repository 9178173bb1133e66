// "Add to calendar" for a confirmed booking: the same .ics the confirmation mail attaches (the
// model's builder, so the UID matches and calendars keep one entry) and a Google Calendar link.
// Its own component so /booking-success and My Bookings can place it without touching the rest.
// The .ics builder (the `ics` library, ~20 KB gzip) loads once the buttons show, not with the page.
// The file is built before the tap and offered as a plain download link: a download started after
// an `await`, or whose blob URL is revoked right after the click, can be cancelled on a slow
// device, and Safari refuses a download that no longer follows the tap.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ADD_TO_CALENDAR, DOWNLOAD_ICS, GOOGLE_CALENDAR } from '@brunchers/model';
import { eventStartsAt, googleCalendarUrl, type CalendarEvent } from '@brunchers/model/calendar';
import { useEvent } from '../../lib/event-data';
import { Button, buttonClasses } from '../../ui/button';
import { cx } from '../../ui/cx';
import { t } from '../../lib/i18n';

export function AddToCalendar({
  bookingId,
  eventId,
  bookingUrl,
  align = 'center',
}: {
  bookingId: string;
  eventId: string;
  /** Where the calendar entry links back to (the booking in the app). */
  bookingUrl: string;
  align?: 'center' | 'start';
}) {
  const event = useEvent(eventId);
  const loaded = event.status === 'ready' ? event.data : null;
  const icsUrl = useIcsUrl(bookingId, loaded, bookingUrl);
  if (!loaded) return null;
  const entry: CalendarEvent = loaded;
  // Nothing to add once the brunch has started (My Bookings also lists past ones).
  if (eventStartsAt(entry).getTime() < Date.now()) return null;

  return (
    <div
      role="group"
      aria-label={t(ADD_TO_CALENDAR)}
      className={cx(
        'flex flex-wrap items-center gap-2',
        align === 'center' ? 'justify-center' : 'justify-start',
      )}
    >
      <span className="text-sm font-semibold text-ink-700">{t(ADD_TO_CALENDAR)}:</span>
      {icsUrl ? (
        <a
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
          href={icsUrl}
          download="brunch.ics"
        >
          {t(DOWNLOAD_ICS)}
        </a>
      ) : (
        <Button variant="outline" size="sm" disabled>
          {t(DOWNLOAD_ICS)}
        </Button>
      )}
      <a
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
        href={googleCalendarUrl(entry, bookingUrl)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t(GOOGLE_CALENDAR)}
      </a>
    </div>
  );
}

/**
 * The booking's .ics as a blob URL, built once the event is known; rebuilt (and the old URL
 * revoked) only when the event's content changes, not when a snapshot hands a new object.
 */
function useIcsUrl(bookingId: string, event: CalendarEvent | null, bookingUrl: string) {
  const [url, setUrl] = useState<string | null>(null);
  const eventRef = useRef(event);
  useLayoutEffect(() => {
    eventRef.current = event;
  });
  const eventKey = event ? JSON.stringify(event) : null;
  useEffect(() => {
    const entry = eventRef.current;
    if (eventKey === null || !entry) return;
    let current: string | null = null;
    let dropped = false;
    void loadCalendarFile().then(({ bookingIcs }) => {
      if (dropped) return;
      const file = new Blob([bookingIcs({ bookingId, event: entry, url: bookingUrl })], {
        type: 'text/calendar;charset=utf-8',
      });
      current = URL.createObjectURL(file);
      setUrl(current);
    });
    return () => {
      dropped = true;
      if (current) URL.revokeObjectURL(current);
      setUrl(null);
    };
  }, [bookingId, eventKey, bookingUrl]);
  return url;
}

let calendarFile: Promise<typeof import('@brunchers/model/calendar-file')> | null = null;
function loadCalendarFile() {
  calendarFile ??= import('@brunchers/model/calendar-file');
  return calendarFile;
}
