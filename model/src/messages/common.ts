export interface ToastText {
  title: string;
  description?: string;
  /** The app page the description links to (a toast shows outside the router: a plain link). */
  href?: string;
}

import { msg } from '../i18n/message';

export const PRODUCT_NAME = 'Brunchers';
/** The page title (the landing's, and every page's without one of its own). */
export const SITE_TITLE = 'Brunchers · Social brunch events in your city';

// --- Generic ---
export const ERROR_TITLE = 'Error';
export const SUCCESS_TITLE = 'Success';
export const SUCCESS_EXCLAMATION_TITLE = 'Success!';
export const NOT_AUTHENTICATED = 'Not authenticated';

/** Error toast whose description is the service's / the error's own message. */
export function errorToast(message: string): ToastText {
  return { title: ERROR_TITLE, description: message };
}

// --- 404 ---
export const NOT_FOUND_TITLE = 'Oops! Page not found';
export const NOT_FOUND_HOME_LINK = 'Return to Home';

// --- Landing ---
export const JOIN_NOW = 'Join now';
export const SEE_EVENTS = 'See events';
export const SIGN_IN = 'Sign In';
export const SIGN_OUT = 'Sign out';
/** The dashboard's greeting: a brand-new account is welcomed, a returning member welcomed back. */
export const WELCOME_NEW = 'Welcome to Brunchers!';
export const WELCOME_BACK = 'Welcome back!';
export const EMAIL_VERIFIED: ToastText = {
  title: 'E-mail verified',
  description: 'Thanks! Your e-mail address is confirmed.',
};
/** The signed-in member's way back to their area from the public pages. */
export const MY_BRUNCHES = 'My brunches';
export const EVENTS_LOADING = 'Loading events...';
export const EVENTS_EMPTY = 'No events available at the moment.';
export const SHOW_MORE_EVENTS = 'Show more events';
export const EVENTS_LOAD_FAILED = {
  title: "We couldn't load events",
  description: 'Please try again in a moment.',
} as const;
export const BROWSE_EVENTS = 'Browse Events';
export const NEWSLETTER_WELCOME: ToastText = {
  title: `Welcome to ${PRODUCT_NAME}!`,
  // The spec's second line stays; double opt-in (issue 36) adds what to do next.
  description:
    "We'll send you invites to exclusive events in the city. Please open the link we e-mailed you to confirm your sign-up.",
};
/** The page the newsletter's confirmation link opens (double opt-in, issue 36). */
export const NEWSLETTER_CONFIRM_TITLE = 'Your newsletter sign-up';
export const NEWSLETTER_CONFIRMED =
  "You're signed up. We'll send you invites to exclusive events in the city.";
export const NEWSLETTER_CONFIRM_FAILED = 'This link is not valid. Please sign up again.';

// --- Event detail ---
export const EVENT_LOADING = 'Loading event...';
export const EVENT_NOT_FOUND = 'Event not found';
export const BACK_TO_EVENTS = 'Back to Events';
export const BOOK_EVENT = 'Book Event';
export const NOT_CHARGED_YET = "You won't be charged yet";
/** '1 guest' / '3 guests' (here, not in booking.ts: the ticket shows it without the booking texts). */
export const guestCountLabel = msg('common.guestCountLabel', (count: number) =>
  count === 1 ? '1 guest' : `${count} guests`,
);
