// "Add to calendar" for a confirmed booking: the same .ics the confirmation mail attaches (the
// model's builder, so the UID matches and calendars keep one entry) and a Google Calendar link.
// Its own component so /booking-success and My Bookings can place it without touching the rest.
// The .ics builder (the `ics` library, ~20 KB gzip) loads once the buttons show, not with the page.
import { useEffect } from 'react';
import { ADD_TO_CALENDAR, DOWNLOAD_ICS, GOOGLE_CALENDAR } from '@brunchers/model';
import { eventStartsAt, googleCalendarUrl, type CalendarEvent } from '@brunchers/model/calendar';
import { useEvent } from '../../lib/event-data';
import { Button, buttonClasses } from '../../ui/button';
import { cx } from '../../ui/cx';

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
  const shown = event.status === 'ready';
  useEffect(() => {
    if (shown) void loadCalendarFile();
  }, [shown]);
  if (event.status !== 'ready') return null;
  const entry: CalendarEvent = event.data;
  // Nothing to add once the brunch has started (My Bookings also lists past ones).
  if (eventStartsAt(entry).getTime() < Date.now()) return null;

  async function download() {
    const { bookingIcs } = await loadCalendarFile();
    const file = new Blob([bookingIcs({ bookingId, event: entry, url: bookingUrl })], {
      type: 'text/calendar;charset=utf-8',
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(file);
    link.download = 'brunch.ics';
    link.click();
    URL.revokeObjectURL(link.href);
  }

  return (
    <div
      role="group"
      aria-label={ADD_TO_CALENDAR}
      className={cx(
        'flex flex-wrap items-center gap-2',
        align === 'center' ? 'justify-center' : 'justify-start',
      )}
    >
      <span className="text-sm font-semibold text-ink-700">{ADD_TO_CALENDAR}:</span>
      <Button variant="outline" size="sm" onClick={() => void download()}>
        {DOWNLOAD_ICS}
      </Button>
      <a
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
        href={googleCalendarUrl(entry, bookingUrl)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {GOOGLE_CALENDAR}
      </a>
    </div>
  );
}

let calendarFile: Promise<typeof import('@brunchers/model/calendar-file')> | null = null;
function loadCalendarFile() {
  calendarFile ??= import('@brunchers/model/calendar-file');
  return calendarFile;
}
