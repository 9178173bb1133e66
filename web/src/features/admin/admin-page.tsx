// /admin (§2, §6, §9): four stat cards (count() aggregations), a bookings-per-week chart, and the
// tabs Bookings (default; assign a venue), Best Matches (top 10 by compatibility) and User
// Activity (users by match count, match rate). Users come from the admin-only listUsers callable.
import {
  ADMIN_TABS,
  likeCountsByUser,
  matchRate,
  topMatches,
  totalLikes,
  toDate,
  usersByMatchCount,
} from '@brunchers/model';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore, useFunctions } from 'reactfire';
import { RequireRole } from '../../app/member-shell/require-role';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../ui/button';
import { firstError } from '../../lib/live-state';
import { Card } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { Tabs } from '../../ui/tabs';
import { bookingsPerWeek } from './admin-stats';
import { AdminWaitlists } from './admin-waitlists';
import { AdminBookings } from './admin-bookings';
import {
  listAllUsers,
  loadAdminCounts,
  useAllBookings,
  useAllLikes,
  useAllMatches,
  useCheckedInBookingIds,
  useVenues,
  type AdminCounts,
} from './admin-data';
import { BookingsChart } from './bookings-chart';

export function Component() {
  return (
    <RequireRole role="admin">
      <AdminDashboard />
    </RequireRole>
  );
}

type Users = { id: string; email: string | null }[];

function AdminDashboard() {
  const db = useFirestore();
  const functions = useFunctions();
  const bookings = useAllBookings();
  const checkedIn = useCheckedInBookingIds();
  const venues = useVenues();
  const matches = useAllMatches();
  const likes = useAllLikes();
  const [counts, setCounts] = useState<AdminCounts | null>(null);
  const [users, setUsers] = useState<Users | null>(null);

  // Re-count whenever bookings or check-ins change, so the cards follow the live lists.
  useEffect(() => {
    let live = true;
    loadAdminCounts(db)
      .then((next) => live && setCounts(next))
      .catch((error: unknown) => console.warn('Admin counts failed', error));
    return () => {
      live = false;
    };
  }, [db, bookings, checkedIn]);

  useEffect(() => {
    let live = true;
    listAllUsers(functions)
      .then((next) => live && setUsers(next))
      .catch((error: unknown) => {
        console.warn('listUsers failed', error);
        if (live) setUsers([]);
      });
    return () => {
      live = false;
    };
  }, [functions]);

  const emails = useMemo(
    () => new Map((users ?? []).map((user) => [user.id, user.email ?? user.id])),
    [users],
  );
  const failure = firstError(bookings, checkedIn, venues, matches, likes);
  if (failure) throw failure;
  if (
    bookings.status !== 'ready' ||
    checkedIn.status !== 'ready' ||
    venues.status !== 'ready' ||
    matches.status !== 'ready' ||
    likes.status !== 'ready'
  ) {
    return <Spinner label="Loading admin dashboard..." />;
  }

  const likeCounts = likeCountsByUser(likes.data);
  const best = topMatches(matches.data, likeCounts);
  const activity = usersByMatchCount(users ?? [], matches.data);
  const rate = matchRate(matches.data.length, totalLikes(likes.data));
  const nameOf = (uid: string) => emails.get(uid) ?? uid;
  const stats = [
    { label: 'Total Users', value: counts?.users },
    { label: 'Total Bookings', value: counts?.bookings },
    { label: 'Confirmed Bookings', value: counts?.confirmed },
    { label: 'Checked In', value: counts?.checkedIn },
  ];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">Admin Dashboard</h1>
        <ButtonLink to={paths.adminEvents} variant="outline">
          Manage events
        </ButtonLink>
      </div>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <li key={stat.label}>
            <Card className="p-5" data-testid={`stat-${stat.label}`}>
              <p className="text-sm font-semibold text-ink-600">{stat.label}</p>
              <p className="mt-1 text-3xl font-semibold">{stat.value ?? '–'}</p>
            </Card>
          </li>
        ))}
      </ul>
      <BookingsChart
        series={bookingsPerWeek(
          bookings.data.map((booking) => toDate(booking.created_at)),
          new Date(),
        )}
      />
      <Tabs
        tabs={[
          {
            label: ADMIN_TABS.bookings,
            panel: (
              <AdminBookings
                bookings={bookings.data}
                venues={venues.data}
                checkedIn={new Set(checkedIn.data)}
                nameOf={nameOf}
              />
            ),
          },
          {
            label: ADMIN_TABS.bestMatches,
            panel:
              best.length === 0 ? (
                <p className="py-6 text-center text-ink-600">No matches yet.</p>
              ) : (
                <ol className="flex flex-col gap-2">
                  {best.map((match) => (
                    <li
                      key={match.id}
                      className="flex flex-col items-start gap-1 rounded-2xl sm:flex-row sm:items-center sm:gap-3 bg-white p-4 shadow-(--shadow-soft) ring-1 ring-ink-900/5"
                    >
                      <span className="min-w-0 flex-1 font-semibold break-words">
                        {nameOf(match.user1_id)} & {nameOf(match.user2_id)}
                      </span>
                      <span className="shrink-0 text-sm font-semibold whitespace-nowrap text-terracotta-700">
                        {match.score}% compatible
                      </span>
                    </li>
                  ))}
                </ol>
              ),
          },
          {
            label: ADMIN_TABS.waitlists,
            panel: <AdminWaitlists nameOf={nameOf} />,
          },
          {
            label: ADMIN_TABS.userActivity,
            panel: (
              <div className="flex flex-col gap-3">
                <p className="font-semibold" data-testid="match-rate">
                  Match rate: {rate}%
                </p>
                {users === null ? (
                  <Spinner label="Loading users..." />
                ) : (
                  <table className="w-full table-fixed text-left text-sm">
                    <thead>
                      <tr className="text-ink-600">
                        <th className="w-3/5 py-2">User</th>
                        <th className="py-2 text-right">Matches</th>
                        <th className="py-2 text-right">Likes given</th>
                      </tr>
                    </thead>
                    <tbody>
                      {activity.map((user) => (
                        <tr key={user.id} className="border-t border-ink-900/10">
                          <td className="py-2 pr-3 break-all">{user.email ?? user.id}</td>
                          <td className="py-2 text-right">{user.matchCount}</td>
                          <td className="py-2 text-right">{likeCounts.get(user.id) ?? 0}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
