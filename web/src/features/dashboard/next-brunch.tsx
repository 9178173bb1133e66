// The dashboard's first card (issue 38 item 5): the member's next brunch — when and where, their
// seats, the ticket, and the table once the plan is made; on the day, the tablemates under it.
// The booking comes from member_stats (already read for the counters): one booking and one
// attendance document more, whatever the member's history.
import {
  COLLECTIONS,
  cityDateString,
  formatEventDate,
  formatEventTime,
  NEXT_BRUNCH_TEXTS,
  nextUpcomingBooking,
  seatsLabel,
  tableLabel,
  type MemberStatsDoc,
  LOADING,
  contentText,
} from '@brunchers/model';
import { doc } from 'firebase/firestore';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { useFirestore } from 'reactfire';
import { useLiveDoc } from '../../lib/firebase/live-data';
import { parseAttendance, parseBooking } from '../../lib/member-data';
import { bookingTicketPath, eventsSectionPath } from '../../lib/paths';
import { currentLocale, t, useLocale } from '../../lib/i18n';
import { buttonClasses } from '../../ui/button';
import { Card } from '../../ui/card';

// Only on the day of the brunch: its code (and the safety actions under it) loads then.
const Tablemates = lazy(() =>
  import('../table-plan/tablemates').then((module) => ({ default: module.Tablemates })),
);

export function NextBrunch({ stats }: { stats: Pick<MemberStatsDoc, 'upcoming'> | null }) {
  const next = stats ? nextUpcomingBooking(stats, new Date()) : null;
  return (
    <section aria-labelledby="next-brunch-heading" data-testid="next-brunch">
      <Card tone="sage" className="flex flex-col gap-3 p-6">
        <h2 id="next-brunch-heading" className="text-sm font-semibold text-ink-700 uppercase">
          {t(NEXT_BRUNCH_TEXTS.heading)}
        </h2>
        {!stats ? (
          <p className="text-ink-600">{t(LOADING)}</p>
        ) : next ? (
          <BookedBrunch key={next.bookingId} {...next} />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-lg text-ink-900">{t(NEXT_BRUNCH_TEXTS.none)}</p>
            <Link to={eventsSectionPath} className={buttonClasses({ size: 'sm' })}>
              {t(NEXT_BRUNCH_TEXTS.findOne)}
            </Link>
          </div>
        )}
      </Card>
    </section>
  );
}

function BookedBrunch({
  bookingId,
  event_date,
  event_time,
}: {
  bookingId: string;
  event_date: string;
  event_time: string;
}) {
  const db = useFirestore();
  const locale = useLocale();
  const refs = useMemo(
    () => ({
      booking: doc(db, COLLECTIONS.bookings, bookingId),
      attendance: doc(db, COLLECTIONS.eventAttendances, bookingId),
    }),
    [db, bookingId],
  );
  const booking = useLiveDoc(refs.booking, parseBooking);
  const attendance = useLiveDoc(refs.attendance, parseAttendance);
  if (booking.status === 'error') throw booking.error;
  if (booking.status !== 'ready') return <p className="text-ink-600">{t(LOADING)}</p>;
  const { venue_name, venue_address, venue_city, guest_count } = booking.data;
  const table = attendance.status === 'ready' ? (attendance.data.table_number ?? null) : null;
  const onTheDay = cityDateString(new Date()) === event_date;
  const place = [venue_address, venue_city].filter(Boolean).join(', ');

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <p className="font-display text-2xl font-semibold text-ink-900">
          {contentText(booking.data, 'event_title', currentLocale())}
        </p>
        <p className="font-semibold text-ink-900">
          {formatEventDate(event_date, locale)} · {formatEventTime(event_time)}
        </p>
        {venue_name ? (
          <p className="text-ink-800">
            {venue_name}
            {place ? <span className="block text-ink-700">{place}</span> : null}
          </p>
        ) : (
          <p className="text-ink-700">{t(NEXT_BRUNCH_TEXTS.placeLater)}</p>
        )}
        <p className="text-ink-700" data-testid="next-brunch-table">
          {t(seatsLabel, guest_count)} ·{' '}
          {table === null ? t(NEXT_BRUNCH_TEXTS.tableLater) : t(tableLabel, table)}
        </p>
      </div>
      <div>
        <Link to={bookingTicketPath(bookingId)} className={buttonClasses({ size: 'sm' })}>
          {t(NEXT_BRUNCH_TEXTS.ticket)}
        </Link>
      </div>
      {onTheDay ? (
        <Suspense fallback={null}>
          <Tablemates bookingId={bookingId} />
        </Suspense>
      ) : null}
    </div>
  );
}
