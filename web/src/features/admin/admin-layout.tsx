// The organiser console's frame (/admin/*): a side nav on desktop, a compact scrolling nav on
// phones, and the section below. Admins only; the member shell's header and tabs stay around it.
import { ADMIN_SECTIONS, CONSOLE_NAV_LABEL } from '@brunchers/model';
import { NavLink, Outlet } from 'react-router';
import { t } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { RequireRole } from '../../lib/require-role';
import { cx } from '../../ui/cx';

const SECTIONS = [
  { to: paths.admin, label: ADMIN_SECTIONS.overview, end: true },
  { to: paths.adminEvents, label: ADMIN_SECTIONS.events, end: false },
  { to: paths.adminBookings, label: ADMIN_SECTIONS.bookings, end: false },
  { to: paths.adminWaitlists, label: ADMIN_SECTIONS.waitlists, end: false },
  { to: paths.adminVenues, label: ADMIN_SECTIONS.venues, end: false },
  { to: paths.adminHosts, label: ADMIN_SECTIONS.hosts, end: false },
  { to: paths.adminPricing, label: ADMIN_SECTIONS.pricing, end: false },
  { to: paths.adminPeople, label: ADMIN_SECTIONS.people, end: false },
  { to: paths.adminQuestions, label: ADMIN_SECTIONS.questions, end: false },
  { to: paths.adminModeration, label: ADMIN_SECTIONS.moderation, end: false },
  { to: paths.adminReports, label: ADMIN_SECTIONS.reports, end: false },
  { to: paths.adminPolicies, label: ADMIN_SECTIONS.policies, end: false },
  { to: paths.adminMembership, label: ADMIN_SECTIONS.membership, end: false },
];

const LINK = cx(
  'flex min-h-11 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap text-ink-700',
  'hover:bg-ink-900/5 hover:text-ink-900',
  'aria-[current=page]:bg-terracotta-100 aria-[current=page]:text-terracotta-700',
);

export function Component() {
  return (
    <RequireRole role="admin">
      <div className="flex flex-col gap-6 md:flex-row md:gap-8">
        <nav aria-label={t(CONSOLE_NAV_LABEL)} className="md:w-48 md:shrink-0">
          {/* Phones: rows that wrap, every section in sight (a row scrolling sideways left a
              focused link half off screen); desktop: a column that stays in view. */}
          <ul className="flex flex-wrap gap-1 md:sticky md:top-24 md:flex-col md:flex-nowrap">
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end} className={LINK}>
                  {t(section.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </RequireRole>
  );
}
