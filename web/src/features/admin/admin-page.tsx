// /admin, the console's Overview as the spec has it: four stat cards, a bookings-per-week chart
// and three tabs: Bookings (default: the newest rows, a venue assigned per booking, and a link to
// the full list), Best Matches (top 10 by compatibility) and User Activity (members by match
// count, match rate). Every figure comes from aggregates the server keeps (admin_stats,
// admin_booking_rows, admin_match_scores, admin_user_stats), so a cold load reads a bounded
// number of documents. The waitlists have their own console page (/admin/waitlists).
import {
  ADMIN_ACTIVITY_PAGE,
  ADMIN_ALL_BOOKINGS,
  ADMIN_OVERVIEW_BOOKINGS,
  ADMIN_DASHBOARD_LOADING,
  ADMIN_DASHBOARD_TITLE,
  ADMIN_STAT_LABELS,
  ADMIN_TABS,
  ACTIVITY_COLUMNS,
  compatibleLabel,
  LOADING_BOOKINGS,
  LOADING_MATCHES,
  LOADING_USERS,
  MANAGE_EVENTS,
  matchRateLabel,
  NO_ACTIVITY_YET,
  NO_MATCHES_YET,
  SHOW_MORE,
  bookingsPerWeek,
  matchRate,
  type AdminOverviewDoc,
} from '@brunchers/model';
import { useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveQuery } from '../../lib/firebase/live-data';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useVenues } from '../../lib/venues';
import { Button, ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { Tabs } from '../../ui/tabs';
import { AdminBookings } from './admin-bookings';
import { useAdminOverview, useBestMatches, useUserActivity } from './admin-data';
import { BookingsChart } from './bookings-chart';
import { bookingRowsPage, NO_FILTERS, parseBookingRow } from './booking-rows';

const EMPTY_OVERVIEW: AdminOverviewDoc = {
  users_total: 0,
  bookings_total: 0,
  bookings_confirmed: 0,
  checked_in: 0,
  likes_total: 0,
  matches_total: 0,
  bookings_by_week: {},
  updated_at: new Date(0),
};

export function Component() {
  const overview = useAdminOverview();
  if (overview.status === 'error') throw overview.error;
  if (overview.status === 'loading') return <Spinner label={t(ADMIN_DASHBOARD_LOADING)} />;
  // A city the triggers have not counted yet shows zeros.
  const stats = overview.status === 'ready' ? overview.data : EMPTY_OVERVIEW;
  const cards = [
    { label: t(ADMIN_STAT_LABELS.users), value: stats.users_total },
    { label: t(ADMIN_STAT_LABELS.bookings), value: stats.bookings_total },
    { label: t(ADMIN_STAT_LABELS.confirmed), value: stats.bookings_confirmed },
    { label: t(ADMIN_STAT_LABELS.checkedIn), value: stats.checked_in },
  ];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">{t(ADMIN_DASHBOARD_TITLE)}</h1>
        <ButtonLink to={paths.adminEvents} variant="outline">
          {t(MANAGE_EVENTS)}
        </ButtonLink>
      </div>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {cards.map((stat) => (
          <li key={stat.label}>
            <Card className="p-5" data-testid={`stat-${stat.label}`}>
              <p className="text-sm font-semibold text-ink-600">{t(stat.label)}</p>
              <p className="mt-1 text-3xl font-semibold">{stat.value}</p>
            </Card>
          </li>
        ))}
      </ul>
      <BookingsChart series={bookingsPerWeek(stats.bookings_by_week, new Date())} />
      <Tabs
        tabs={[
          { label: t(ADMIN_TABS.bookings), panel: <NewestBookings /> },
          { label: t(ADMIN_TABS.bestMatches), panel: <BestMatches /> },
          {
            label: t(ADMIN_TABS.userActivity),
            panel: <UserActivity rate={matchRate(stats.matches_total, stats.likes_total)} />,
          },
        ]}
      />
    </div>
  );
}

/** The Bookings tab: the newest bookings (a bounded page) and the way to all of them. */
function NewestBookings() {
  const db = useFirestore();
  const venues = useVenues();
  const newest = useMemo(
    () => bookingRowsPage(db, NO_FILTERS, null, ADMIN_OVERVIEW_BOOKINGS),
    [db],
  );
  const rows = useLiveQuery(newest, 'admin-overview-bookings', parseBookingRow);
  if (rows.status === 'error') throw rows.error;
  if (venues.status === 'error') throw venues.error;
  if (rows.status !== 'ready' || venues.status !== 'ready')
    return <Spinner label={t(LOADING_BOOKINGS)} />;
  return (
    <div className="flex flex-col gap-3">
      <AdminBookings rows={rows.data.slice(0, ADMIN_OVERVIEW_BOOKINGS)} venues={venues.data} />
      <ButtonLink to={paths.adminBookings} variant="outline" size="sm" className="self-center">
        {t(ADMIN_ALL_BOOKINGS)}
      </ButtonLink>
    </div>
  );
}

function BestMatches() {
  const best = useBestMatches();
  if (best.status === 'error') throw best.error;
  if (best.status === 'loading') return <Spinner label={t(LOADING_MATCHES)} />;
  if (best.data.length === 0)
    return <p className="py-6 text-center text-ink-600">{t(NO_MATCHES_YET)}</p>;
  return (
    <ol className="flex flex-col gap-2">
      {best.data.map((match) => (
        <li
          key={match.id}
          className="flex flex-col items-start gap-1 rounded-2xl bg-white p-4 shadow-(--shadow-soft) ring-1 ring-ink-900/5 sm:flex-row sm:items-center sm:gap-3"
        >
          <span className="min-w-0 flex-1 font-semibold break-words">
            {match.user1_label} & {match.user2_label}
          </span>
          <span className="shrink-0 text-sm font-semibold whitespace-nowrap text-terracotta-700">
            {t(compatibleLabel, match.score)}
          </span>
        </li>
      ))}
    </ol>
  );
}

function UserActivity({ rate }: { rate: number }) {
  const [shown, setShown] = useState(ADMIN_ACTIVITY_PAGE);
  const activity = useUserActivity(shown);
  if (activity.status === 'error') throw activity.error;
  return (
    <div className="flex flex-col gap-3">
      <p className="font-semibold" data-testid="match-rate">
        {t(matchRateLabel, rate)}
      </p>
      {activity.status === 'loading' ? (
        <Spinner label={t(LOADING_USERS)} />
      ) : activity.data.length === 0 ? (
        <p className="py-6 text-center text-ink-600">{t(NO_ACTIVITY_YET)}</p>
      ) : (
        <>
          <table className="w-full table-fixed text-left text-sm">
            <thead>
              <tr className="text-ink-600">
                <th className="w-3/5 py-2">{t(ACTIVITY_COLUMNS.user)}</th>
                <th className="py-2 text-right">{t(ACTIVITY_COLUMNS.matches)}</th>
                <th className="py-2 text-right">{t(ACTIVITY_COLUMNS.likes)}</th>
              </tr>
            </thead>
            <tbody>
              {activity.data.map((user) => (
                <tr key={user.id} className="border-t border-ink-900/10">
                  <td className="py-2 pr-3 break-all">{user.label}</td>
                  <td className="py-2 text-right">{user.matches}</td>
                  <td className="py-2 text-right">{user.likes_given}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {activity.data.length === shown ? (
            <Button
              variant="outline"
              size="sm"
              className="self-center"
              onClick={() => setShown(shown + ADMIN_ACTIVITY_PAGE)}
            >
              {t(SHOW_MORE)}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
