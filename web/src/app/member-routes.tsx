// Member, partner, admin and import routes. They render below FirebaseLayout (reactfire's
// providers) inside the member shell, which sends guests to /login; admin and partner screens add
// a role gate (members without the role go to /dashboard). Every page is a lazy route with its
// own error boundary.
import type { RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { RouteErrorBoundary } from './route-error-boundary';

const pages: RouteObject[] = [
  { path: paths.dashboard, lazy: () => import('../features/dashboard/dashboard-page') },
  { path: paths.discover, lazy: () => import('../features/discover/discover-page') },
  { path: paths.connections, lazy: () => import('../features/connections/connections-page') },
  {
    path: paths.conversation,
    lazy: () => import('../features/connections/conversation-page'),
  },
  {
    path: paths.tableChat,
    lazy: () => import('../features/connections/table-chat-page'),
  },
  {
    path: paths.selfDiscovery,
    lazy: () => import('../features/self-discovery/self-discovery-page'),
  },
  { path: paths.profile, lazy: () => import('../features/profile/profile-page') },
  { path: paths.partner, lazy: () => import('../features/partner/partner-page') },
  {
    // The organiser console: its layout (role gate, side nav) around each section.
    path: paths.admin,
    lazy: () => import('../features/admin/admin-layout'),
    children: [
      { index: true, lazy: () => import('../features/admin/admin-page') },
      // The organiser's events (each page keeps its own admin role gate too).
      { path: paths.adminEvents, lazy: () => import('../features/admin-events/admin-events-page') },
      { path: paths.adminEventNew, lazy: () => import('../features/admin-events/event-form-page') },
      {
        path: paths.adminEventEdit,
        lazy: () => import('../features/admin-events/event-form-page'),
      },
      {
        path: paths.adminEventAttendees,
        lazy: () => import('../features/admin/event-attendees-page'),
      },
      { path: paths.adminBookings, lazy: () => import('../features/admin/admin-bookings-page') },
      { path: paths.adminReports, lazy: () => import('../features/reports/reports-page') },
      { path: paths.adminVenues, lazy: () => import('../features/admin/admin-venues-page') },
      { path: paths.adminHosts, lazy: () => import('../features/admin-events/admin-hosts-page') },
      {
        path: paths.adminPolicies,
        lazy: () => import('../features/admin-settings/admin-policies-page'),
      },
      {
        path: paths.adminMembership,
        lazy: () => import('../features/admin-settings/admin-membership-page'),
      },
      {
        path: paths.adminPricing,
        lazy: () => import('../features/admin-events/admin-pricing-page'),
      },
      { path: paths.adminPeople, lazy: () => import('../features/admin/admin-people-page') },
      // The organiser's table plan of one event.
      {
        path: paths.adminEventTables,
        lazy: () => import('../features/table-plan/table-plan-page'),
      },
      {
        path: paths.adminQuestions,
        lazy: () => import('../features/admin/admin-questions-page'),
      },
      {
        path: paths.adminModeration,
        lazy: () => import('../features/admin/admin-moderation-page'),
      },
      {
        path: paths.adminWaitlists,
        lazy: () => import('../features/admin/admin-waitlists-page'),
      },
    ].map((route) => ({ ...route, ErrorBoundary: RouteErrorBoundary })),
  },
  { path: paths.importUsers, lazy: () => import('../features/imports/import-users-page') },
  { path: paths.importStories, lazy: () => import('../features/imports/import-stories-page') },
  { path: paths.updateStory, lazy: () => import('../features/imports/update-story-page') },
].map((route) => ({ ...route, ErrorBoundary: RouteErrorBoundary }));

export const memberRoutes: RouteObject[] = [
  // The shell is lazy too: it pulls in the Firebase SDKs, which the landing page must not load.
  {
    lazy: () => import('./member-shell/member-shell'),
    ErrorBoundary: RouteErrorBoundary,
    children: pages,
  },
];
