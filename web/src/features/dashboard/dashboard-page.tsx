// /dashboard: welcome with the e-mail, the member's next brunch first (issue 38), then four live
// counters, quick actions and the next three events with a View all link.
import {
  isFirstSession,
  WELCOME_BACK,
  WELCOME_NEW,
  DASHBOARD_COUNTERS,
  EVENTS_EMPTY,
  EVENTS_LOADING,
  placesVisitedCount,
  QUICK_ACTIONS,
  upcomingCount,
  UNREAD_MESSAGES,
  VIEW_ALL,
  QUICK_ACTIONS_TITLE,
  UPCOMING_EVENTS_TITLE,
} from '@brunchers/model';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useMember } from '../../lib/member-context';
import { eventsSectionPath, paths } from '../../lib/paths';
import { NO_MEMBER_STATS, useMemberStats, useUnreadTotal } from '../../lib/member-data';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { EventCard } from '../../ui/event-card';
import { useNextEvents } from './dashboard-data';
import { useSubscription } from '../../lib/subscription';
import { NextBrunch } from './next-brunch';
import { BecomeMember } from '../profile/become-member';
import { useMyWaitlistEntries } from '../waitlist/waitlist-data';
import { t } from '../../lib/i18n';

// Shown only while the member holds an offer of a freed seat: its code loads then.
// Members-first events (issue 39), for active members only.
const MembersFirst = lazy(() => import('./members-first'));
const OfferBanners = lazy(() =>
  import('../waitlist/offer-banner').then((module) => ({ default: module.OfferBanners })),
);

export function Component() {
  const { uid, email, user } = useMember();
  const subscribed = useSubscription().status.subscribed;
  // One document the server keeps, whatever the member's history (missing: a new member, zeros).
  const memberStats = useMemberStats(uid);
  const unread = useUnreadTotal(uid);
  const waitlist = useMyWaitlistEntries(uid, null);
  if (memberStats.status === 'error') throw memberStats.error;
  const stats =
    memberStats.status === 'ready'
      ? memberStats.data
      : memberStats.status === 'missing'
        ? NO_MEMBER_STATS
        : null;

  const counters = [
    {
      label: t(DASHBOARD_COUNTERS.upcoming),
      // Confirmed bookings of brunches still to come (a past brunch is no longer upcoming).
      value: stats ? upcomingCount(stats, new Date()) : null,
    },
    {
      label: t(DASHBOARD_COUNTERS.connections),
      value: stats ? Math.max(0, stats.matches) : null,
      // The number leads to the people behind it (issue 38), with their unread messages.
      to: paths.connections,
      unread,
    },
    {
      label: t(DASHBOARD_COUNTERS.placesVisited),
      value: stats ? placesVisitedCount(stats) : null,
    },
    {
      label: t(DASHBOARD_COUNTERS.eventsAttended),
      value: stats ? Math.max(0, stats.events_attended) : null,
    },
  ];
  const actions = [
    { to: paths.home, label: t(QUICK_ACTIONS.browseEvents) },
    { to: paths.places, label: t(QUICK_ACTIONS.findPlaces) },
    { to: paths.discover, label: t(QUICK_ACTIONS.discoverPeople) },
    { to: paths.profile, label: t(QUICK_ACTIONS.editProfile) },
  ];

  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="font-display text-3xl font-semibold">
          {t(isFirstSession(user.metadata) ? WELCOME_NEW : WELCOME_BACK)}
        </h1>
        <p className="mt-1 text-ink-600">{email}</p>
      </header>

      <NextBrunch stats={stats} />
      {waitlist.status === 'ready' && waitlist.data.some((entry) => entry.status === 'offered') ? (
        <Suspense fallback={null}>
          <OfferBanners entries={waitlist.data} />
        </Suspense>
      ) : null}
      <BecomeMember framed />
      {subscribed ? (
        <Suspense fallback={null}>
          <MembersFirst />
        </Suspense>
      ) : null}

      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {counters.map((counter) => (
          <li key={counter.label}>
            {/* Full height: a label that wraps on a phone must not make its card taller alone. */}
            <Card
              className="relative flex h-full flex-col p-5"
              data-testid={`counter-${counter.label}`}
            >
              <p className="text-sm font-semibold text-ink-600">
                {'to' in counter && counter.to ? (
                  // The whole card is the link's target area; the label names it.
                  <Link
                    to={counter.to}
                    className="underline decoration-terracotta-600 underline-offset-4 after:absolute after:inset-0"
                  >
                    {t(counter.label)}
                  </Link>
                ) : (
                  t(counter.label)
                )}
                {'unread' in counter && counter.unread ? (
                  <span
                    data-testid="dashboard-unread"
                    className="ml-2 rounded-full bg-terracotta-700 px-2 py-0.5 text-xs text-white"
                  >
                    {t(UNREAD_MESSAGES, counter.unread)}
                  </span>
                ) : null}
              </p>
              <p className="mt-auto pt-1 text-3xl font-semibold text-ink-900" aria-live="polite">
                {counter.value ?? '–'}
              </p>
            </Card>
          </li>
        ))}
      </ul>

      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="text-xl font-semibold">
          {t(QUICK_ACTIONS_TITLE)}
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {actions.map((action) => (
            <li key={action.label}>
              <Link
                to={action.to}
                className="flex h-full items-center justify-center rounded-2xl bg-white px-4 py-4 text-center font-semibold text-ink-900 shadow-(--shadow-soft) ring-1 ring-ink-900/5 hover:bg-terracotta-100"
              >
                {t(action.label)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="upcoming-events">
        <div className="flex items-baseline justify-between">
          <h2 id="upcoming-events" className="text-xl font-semibold">
            {t(UPCOMING_EVENTS_TITLE)}
          </h2>
          <Link
            to={eventsSectionPath}
            className="text-sm font-semibold text-terracotta-700 underline-offset-4 hover:underline"
          >
            {t(VIEW_ALL)}
          </Link>
        </div>
        <div className="mt-3">
          <NextEvents />
        </div>
      </section>
    </div>
  );
}

function NextEvents() {
  const events = useNextEvents();
  if (events.status === 'loading') return <Spinner label={t(EVENTS_LOADING)} />;
  if (events.status === 'error') throw events.error;
  if (events.data.length === 0) return <EmptyState title={t(EVENTS_EMPTY)} />;
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
