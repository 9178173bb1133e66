// Typed paths: route patterns for the router and builders for links, in one place.
import { APP_PATHS, eventPath } from '@brunchers/model';

export const paths = {
  home: '/',
  event: `${APP_PATHS.event}/:id`,
  login: '/login',
  signup: '/signup',
  /** Trust pages (issue 36): linked from the footer and at sign-up. */
  terms: '/terms',
  privacy: '/privacy',
  guidelines: '/guidelines',
  safety: '/safety',
  resetPassword: '/reset-password',
  /** E-mailed auth links (the Firebase console's custom action URL). */
  authAction: APP_PATHS.authAction,
  bookingSuccess: APP_PATHS.bookingSuccess,
  unsubscribe: APP_PATHS.unsubscribe,
  /** Shown, signed out, after the member deleted their account (issue 36). */
  accountDeleted: '/account-deleted',
  /** A guest's signed cancellation link from their confirmation mail. */
  cancelBooking: APP_PATHS.cancelBooking,
  ticket: APP_PATHS.ticket,
  /** A waitlist offer's seats (offerPath in the model builds its links). */
  offer: `${APP_PATHS.offer}/:bookingId`,
  /** Confirmation links (issue 36): a guest's waitlist place, a newsletter sign-up. */
  confirmWaitlist: APP_PATHS.confirmWaitlist,
  confirmNewsletter: APP_PATHS.confirmNewsletter,
  dashboard: '/dashboard',
  places: '/places',
  stories: '/stories',
  story: '/story/:id',
  discover: '/discover',
  /** The member's matches and their one-to-one messages (issue 38). */
  connections: APP_PATHS.connections,
  conversation: '/connections/:uid',
  /** A table's group chat (issue 38 item 3). */
  tableChat: '/connections/table/:chatId',
  selfDiscovery: '/self-discovery',
  profile: '/profile',
  admin: '/admin',
  /** The organiser console's sections (the admin shell's side nav lists them). */
  adminEvents: '/admin/events',
  adminEventNew: '/admin/events/new',
  adminEventEdit: '/admin/events/:id/edit',
  adminEventTables: '/admin/events/:id/tables',
  /** One event's bookings with the organiser's actions (issue 33). */
  adminEventAttendees: '/admin/events/:id/attendees',
  adminBookings: '/admin/bookings',
  adminVenues: '/admin/venues',
  /** The hosts the event form picks from (issue 39). */
  adminHosts: '/admin/hosts',
  /** Ticket tiers and promotion codes (issue 39.4). */
  adminPricing: '/admin/pricing',
  adminPeople: '/admin/people',
  adminQuestions: '/admin/questions',
  /** Reports and the organiser's decisions (issue 36 §4). */
  adminModeration: '/admin/moderation',
  /** Every event's open waitlist (was an /admin tab before the spec's three tabs came back). */
  adminWaitlists: '/admin/waitlists',
  /** Revenue, sell-through, attendance, retention and membership (issue 39 item 5). */
  adminReports: '/admin/reports',
  /** The city's refund window, checkout hold and offer time (issue 39). */
  adminPolicies: '/admin/policies',
  /** The membership plans: price, period, perks (issue 39). */
  adminMembership: '/admin/membership',
  partner: '/partner',
  importUsers: '/import-users',
  importStories: '/import-stories',
  updateStory: '/update-story',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Id of the landing page's events section (See events scrolls there). */
export const EVENTS_SECTION_ID = 'events';

export { eventPath };
/** A member's own ticket, full screen (My Bookings). */
export const bookingTicketPath = (bookingId: string) =>
  `${paths.ticket}?booking=${encodeURIComponent(bookingId)}`;
/** Any ticket by its signed token (the confirmation mail, the success page). */
export const tokenTicketPath = (token: string) => `${paths.ticket}?t=${encodeURIComponent(token)}`;
export const storyPath = (id: string) => `/story/${encodeURIComponent(id)}`;
/** Landing page, scrolled to the events section. */
export const eventsSectionPath = `/#${EVENTS_SECTION_ID}`;

export const adminEventEditPath = (id: string) => `/admin/events/${encodeURIComponent(id)}/edit`;
export const adminEventTablesPath = (id: string) =>
  `/admin/events/${encodeURIComponent(id)}/tables`;
/** One event's attendee page (bookings, organiser actions, walk-ins). */
export const adminEventAttendeesPath = (id: string) =>
  `/admin/events/${encodeURIComponent(id)}/attendees`;

/** The conversation with the member `uid`. */
export function conversationPath(uid: string): string {
  return `/connections/${encodeURIComponent(uid)}`;
}

/** The table chat `chatId` (eventId_tN). */
export function tableChatPath(chatId: string): string {
  return `/connections/table/${encodeURIComponent(chatId)}`;
}
