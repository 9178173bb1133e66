// The member shell: desktop header and mobile bottom bar with the member tabs (Partner and
// Admin by role), the access redirect (guests go to /login), and what runs for a signed-in
// member on every screen: pending actions (review, then a question), XP and Level Up toasts, and
// the subscription status poll.
import {
  DASHBOARD_COUNTERS,
  PRODUCT_NAME,
  LOADING,
  SKIP_TO_CONTENT,
  MEMBER_NAV,
  SIGN_OUT,
  MEMBER_TABS_NAV,
} from '@brunchers/model';
import { signOut } from 'firebase/auth';
import { lazy, Suspense, useMemo } from 'react';
import { Link, Navigate, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useAuth } from 'reactfire';
import { useRoles } from '../../lib/roles';
import { useSession } from '../../lib/session';
import { SubscriptionProvider } from '../../lib/subscription';
import { cx } from '../../ui/cx';
import { Spinner } from '../../ui/spinner';
import { StrokeIcon } from '../../ui/stroke-icon';
import { XpToasts } from '../../features/self-discovery/xp-toasts';
import { SuspendedBanner } from '../../features/safety/suspended-banner';
import { paths } from '../../lib/paths';
import { PublicLayout } from '../public-layout';
import { LanguageSwitcher } from '../language-switcher';
import { MemberContext, type Member } from '../../lib/member-context';
import { BUBBLE, LINK_CLASSES } from './connections-link-style';
import { memberTabs, tabsCrowded } from './member-tabs';
import { TabIcon } from './tab-icon';
import { t } from '../../lib/i18n';

// The profile, after-brunch, review and question steps: dialogs that wait for data anyway, so
// their code loads after the shell has rendered rather than in every screen's first download.
const MemberSteps = lazy(() => import('./member-steps'));
// The header's Connections link with its live unread badge (its data and texts load after the shell).
const LiveConnectionsLink = lazy(() => import('./connections-link'));

/** Lazy route module: the shell is the route's component. */
export function Component() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner label={t(LOADING)} className="min-h-dvh" />;
  // Sign-in brings the guest back here (features/auth/return-path.ts).
  if (!session.user)
    return (
      <Navigate
        to={paths.login}
        replace
        state={{ from: `${location.pathname}${location.search}${location.hash}` }}
      />
    );
  return <SignedInShell key={session.user.uid} user={session.user} />;
}

/**
 * Places and stories are open to guests: a guest reads them in the public top bar and footer,
 * a member inside the shell, so the member tabs stay in reach. Those pages lay out their own width.
 */
export function OpenToGuestsShell() {
  const session = useSession();
  if (session.status === 'loading') return <Spinner label={t(LOADING)} className="min-h-dvh" />;
  if (!session.user) return <PublicLayout />;
  return <SignedInShell key={session.user.uid} user={session.user} pagesLayOutThemselves />;
}

function SignedInShell({
  user,
  pagesLayOutThemselves = false,
}: {
  user: Member['user'];
  pagesLayOutThemselves?: boolean;
}) {
  const auth = useAuth();
  const roles = useRoles(user);
  const { pathname } = useLocation();
  const member = useMemo<Member | null>(
    () =>
      roles.status === 'ready'
        ? { user, uid: user.uid, email: user.email, roles: roles.roles, invited: roles.invited }
        : null,
    [user, roles],
  );
  if (!member) return <Spinner label={t(LOADING)} className="min-h-dvh" />;
  const tabs = memberTabs(member.roles);
  const crowded = tabsCrowded(tabs.length);
  // Venue staff at the door (issue 39): on a phone, /partner is a staff-only shell with the door
  // and nothing else: no member tab bar (Discover, Path...) under the Scan button. From md up the
  // header's nav stays, as for everyone.
  const staffOnly = member.roles.has('partner') && isStaffPath(pathname);

  return (
    <MemberContext.Provider value={member}>
      <SubscriptionProvider>
        <div className={cx('flex min-h-dvh flex-col md:pb-0', !staffOnly && 'pb-20')}>
          <a
            href="#main"
            className="sr-only z-50 rounded-full bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            {t(SKIP_TO_CONTENT)}
          </a>
          <header className="sticky top-0 z-40 bg-cream-50/90 shadow-(--shadow-soft) backdrop-blur-md">
            <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
              <Link
                to={paths.dashboard}
                className="flex items-center gap-2 rounded-full font-display text-xl font-semibold text-ink-900"
              >
                <img src="/images/logo.svg" alt="" className="size-8" />
                {t(PRODUCT_NAME)}
              </Link>
              <nav aria-label={t(MEMBER_NAV)} className="ml-4 hidden gap-1 md:flex">
                {tabs.map((tab) => (
                  <NavLink
                    key={tab.to}
                    to={tab.to}
                    className="rounded-full px-3 py-1.5 text-sm font-semibold text-ink-700 hover:bg-ink-900/5 hover:text-ink-900 aria-[current=page]:bg-terracotta-100 aria-[current=page]:text-terracotta-700"
                  >
                    {t(tab.label)}
                  </NavLink>
                ))}
              </nav>
              <Suspense
                fallback={
                  <NavLink
                    to={paths.connections}
                    aria-label={t(DASHBOARD_COUNTERS.connections)}
                    className={LINK_CLASSES}
                  >
                    <StrokeIcon path={BUBBLE} className="size-6" />
                  </NavLink>
                }
              >
                <LiveConnectionsLink uid={user.uid} />
              </Suspense>
              <LanguageSwitcher uid={user.uid} className="hidden md:block" />
              <button
                type="button"
                onClick={() => void signOut(auth)}
                className="rounded-full px-3 py-1.5 text-sm font-semibold text-ink-700 hover:bg-ink-900/5"
              >
                {t(SIGN_OUT)}
              </button>
            </div>
          </header>
          {/* A suspended member is told why nothing books (issue 36 §4). */}
          <SuspendedBanner uid={member.uid} />
          <main
            id="main"
            className={cx(
              'flex-1',
              !pagesLayOutThemselves && 'mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8',
            )}
          >
            <Outlet />
          </main>
          {staffOnly ? null : (
            <nav
              aria-label={t(MEMBER_TABS_NAV)}
              data-tab-bar
              className="fixed inset-x-0 bottom-0 z-40 flex border-t border-ink-900/10 bg-cream-50/95 backdrop-blur-md md:hidden"
            >
              {tabs.map((tab) => (
                <NavLink
                  key={tab.to}
                  to={tab.to}
                  className={({ isActive }) =>
                    cx(
                      'flex min-w-0 flex-col items-center justify-center gap-0.5 px-0.5 py-2 text-[11px] font-semibold text-ink-600 aria-[current=page]:text-terracotta-700',
                      crowded && isActive ? 'flex-[2]' : 'flex-1',
                    )
                  }
                >
                  {({ isActive }) => (
                    <>
                      <TabIcon name={tab.icon} className="size-6" />
                      <span
                        className={cx(
                          'w-full truncate text-center leading-tight',
                          crowded && !isActive && 'sr-only',
                        )}
                      >
                        {t(tab.label)}
                      </span>
                    </>
                  )}
                </NavLink>
              ))}
            </nav>
          )}
          {/* A member without a name names themselves first (issue 36), then the usual steps. */}
          <Suspense fallback={null}>
            <MemberSteps />
          </Suspense>
          <XpToasts />
          <ScrollRestoration />
        </div>
      </SubscriptionProvider>
    </MemberContext.Provider>
  );
}

/** The screens of the staff-only shell (the door). */
function isStaffPath(pathname: string): boolean {
  return pathname === paths.partner || pathname.startsWith(`${paths.partner}/`);
}
