import { LOADING } from '@brunchers/model';
// The data router. Every page is a lazy route (its code loads on first visit) with its own error
// boundary. Routes that read Firebase sit below the lazy FirebaseLayout (reactfire providers),
// except the event page and, for guests, places and stories: they paint from what index.html
// prefetched and load the SDKs themselves once shown (lib/firebase/lazy.ts).
import { createBrowserRouter, type RouteObject } from 'react-router';
import { memberRoutes } from './member-routes';
import { paths } from '../lib/paths';
import { OpenToGuestsLayout } from './open-to-guests-layout';
import { PublicLayout } from './public-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { Spinner } from '../ui/spinner';
import { t } from '../lib/i18n';

/** Shown while the first route's code loads. */
function AppLoading() {
  return <Spinner label={t(LOADING)} showLabel={false} className="min-h-dvh" />;
}

const firebaseLayout = () => import('./firebase-layout');

/** Public pages that need Firebase (they render inside the public top bar and footer). */
const publicFirebaseRoutes: RouteObject[] = [
  { path: paths.resetPassword, lazy: () => import('../features/auth/reset-password-page') },
  { path: paths.authAction, lazy: () => import('../features/auth/auth-action-page') },
  { path: paths.bookingSuccess, lazy: () => import('../features/booking/booking-success-page') },
  { path: paths.unsubscribe, lazy: () => import('../features/profile/unsubscribe-page') },
  { path: paths.cancelBooking, lazy: () => import('../features/booking/cancel-booking-page') },
  { path: paths.offer, lazy: () => import('../features/waitlist/offer-page') },
  {
    path: paths.confirmWaitlist,
    lazy: () => import('../features/waitlist/confirm-waitlist-page'),
  },
  {
    path: paths.confirmNewsletter,
    lazy: () => import('../features/landing/confirm-newsletter-page'),
  },
].map((route) => ({ ...route, ErrorBoundary: RouteErrorBoundary }));

/** Pages open to guests that are also member tabs: public chrome for guests, the shell for members. */
const openToGuestsRoutes: RouteObject[] = [
  { path: paths.places, lazy: () => import('../features/places/places-page') },
  { path: paths.stories, lazy: () => import('../features/stories/stories-page') },
  { path: paths.story, lazy: () => import('../features/stories/story-page') },
].map((route) => ({ ...route, ErrorBoundary: RouteErrorBoundary }));

export const routes: RouteObject[] = [
  {
    Component: PublicLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: AppLoading,
    children: [
      {
        index: true,
        lazy: () => import('../features/landing/landing-page'),
        ErrorBoundary: RouteErrorBoundary,
      },
      {
        path: paths.event,
        lazy: () => import('../features/events/event-detail-page'),
        ErrorBoundary: RouteErrorBoundary,
      },
      // The trust pages: plain texts, no Firebase (linked from the footer and at sign-up).
      ...(
        [
          [paths.terms, 'TermsPage'],
          [paths.privacy, 'PrivacyPage'],
          [paths.guidelines, 'GuidelinesPage'],
          [paths.safety, 'SafetyPage'],
        ] as const
      ).map(([path, page]) => ({
        path,
        lazy: () => import('../features/legal/legal-page').then((m) => ({ Component: m[page] })),
        ErrorBoundary: RouteErrorBoundary,
      })),
      {
        path: paths.accountDeleted,
        lazy: () => import('../features/profile/account-deleted-page'),
        ErrorBoundary: RouteErrorBoundary,
      },
      // Sign in and sign up paint before any SDK: Auth loads when the visitor touches the form
      // (features/auth/account-calls.ts).
      {
        path: paths.login,
        lazy: () => import('../features/auth/login-page'),
        ErrorBoundary: RouteErrorBoundary,
      },
      {
        path: paths.signup,
        lazy: () => import('../features/auth/signup-page'),
        ErrorBoundary: RouteErrorBoundary,
      },
      { lazy: firebaseLayout, children: publicFirebaseRoutes },
      {
        path: '*',
        lazy: () => import('../features/not-found/not-found-page'),
        ErrorBoundary: RouteErrorBoundary,
      },
    ],
  },
  // Guests' first pages as often as members' tabs: public chrome at once for a browser where
  // nobody signed in, the member shell (with the Firebase providers) otherwise.
  {
    Component: OpenToGuestsLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: AppLoading,
    children: openToGuestsRoutes,
  },
  // A ticket shows full screen, on white, without any chrome (it is held up to a door scanner).
  {
    lazy: firebaseLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: AppLoading,
    children: [
      {
        path: paths.ticket,
        lazy: () => import('../features/tickets/ticket-page'),
        ErrorBoundary: RouteErrorBoundary,
      },
    ],
  },
  // Member areas bring their own shell; they still need the Firebase providers.
  {
    lazy: firebaseLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: AppLoading,
    children: memberRoutes,
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
