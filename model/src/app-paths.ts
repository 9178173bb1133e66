// The app's pages that the server links to (Stripe's return URLs, mails) and the web router serves,
// defined once: web/src/app/paths.ts builds its route patterns from these, functions their links.

import { AUTH_ACTION_PATH, CANCELLED_BOOKING_PARAM, MAIL_LINK_PATHS } from './constants';

export const APP_PATHS = {
  /** /event/{id} (eventPath). */
  event: '/event',
  /** /booking-success?session_id={Stripe Checkout session id}: where Checkout returns a payer. */
  bookingSuccess: '/booking-success',
  authAction: AUTH_ACTION_PATH,
  /** The member's matches and their messages (issue 38): linked from the meet-again toast. */
  connections: '/connections',
  ...MAIL_LINK_PATHS,
} as const;

/** The query parameter of /booking-success naming the Checkout session. */
export const BOOKING_SUCCESS_SESSION_PARAM = 'session_id';

export function eventPath(eventId: string): string {
  return `${APP_PATHS.event}/${encodeURIComponent(eventId)}`;
}

/** The success page of one Checkout session (a guest's mails link to it). */
export function bookingSuccessPath(sessionId: string): string {
  return `${APP_PATHS.bookingSuccess}?${BOOKING_SUCCESS_SESSION_PARAM}=${encodeURIComponent(sessionId)}`;
}

/** Checkout's success_url path: Stripe puts the session id in place of its template variable. */
export const CHECKOUT_SUCCESS_PATH = `${APP_PATHS.bookingSuccess}?${BOOKING_SUCCESS_SESSION_PARAM}={CHECKOUT_SESSION_ID}`;

/** Checkout's cancel_url path: the event page, which cancels that checkout at once. */
export function checkoutCancelledPath(eventId: string, bookingId: string): string {
  return `${eventPath(eventId)}?${CANCELLED_BOOKING_PARAM}=${encodeURIComponent(bookingId)}`;
}
