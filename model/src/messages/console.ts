import { msg } from '../i18n/message';

// --- The organiser console's overview (/admin) and its shared words (issue 37) ---
/** The overview's stat cards; the English label also names the card in tests (stat-<label>). */
export const ADMIN_STAT_LABELS = {
  users: 'Total Users',
  bookings: 'Total Bookings',
  confirmed: 'Confirmed Bookings',
  checkedIn: 'Checked In',
} as const;
export const ADMIN_DASHBOARD_TITLE = 'Admin Dashboard';
export const ADMIN_DASHBOARD_LOADING = 'Loading admin dashboard...';
export const MANAGE_EVENTS = 'Manage events';
export const CONSOLE_NAV_LABEL = 'Console';
/** The link back to the console's overview above a console page's title. */
export const ADMIN_BACK_LINK = 'Admin';
export const LOADING_BOOKINGS = 'Loading bookings...';
export const LOADING_MATCHES = 'Loading matches...';
export const LOADING_USERS = 'Loading users...';
export const NO_MATCHES_YET = 'No matches yet.';
export const NO_ACTIVITY_YET = 'No likes or matches yet.';
export const SHOW_MORE = 'Show more';
export const ACTIVITY_COLUMNS = { user: 'User', matches: 'Matches', likes: 'Likes given' } as const;
export const compatibleLabel = msg(
  'console.compatibleLabel',
  (score: number) => `${score}% compatible`,
);
export const matchRateLabel = msg(
  'console.matchRateLabel',
  (rate: number) => `Match rate: ${rate}%`,
);
export const BOOKINGS_PER_WEEK = 'Bookings per week';
/** The chart's text alternative: bookingsPerWeekSummary('week of 2026-11-02: 4, …'). */
export const weekOfLabel = msg(
  'console.weekOfLabel',
  (week: string, count: number) => `week of ${week}: ${count}`,
);
export const bookingsPerWeekSummary = msg(
  'console.bookingsPerWeekSummary',
  (summary: string) => `Bookings per week: ${summary}`,
);
export const NO_BOOKINGS_MATCH = 'No bookings match.';
export const guestBookerLabel = msg(
  'console.guestBookerLabel',
  (name: string) => `${name} (guest)`,
);
export const NO_VENUE = 'No venue';
export const CHOOSE_VENUE = 'Choose a venue...';
export const ASSIGN_VENUE = 'Assign';
export const venueForLabel = msg(
  'console.venueForLabel',
  (eventTitle: string, who: string) => `Venue for ${eventTitle} (${who})`,
);

// --- /admin/events ---
export const ADMIN_EVENTS_TITLE = 'Events';
export const NEW_EVENT = 'New event';
export const LOADING_EVENTS = 'Loading events...';
export const NO_EVENTS_YET = { title: 'No events yet', description: 'Create the first one.' };
export const SHOW_MORE_ADMIN_EVENTS = 'Show more events';
export const NOT_DONE = 'Not done';
export const TRY_AGAIN = 'Try again.';
export const BACK_TO_DRAFT = 'Back to draft';
export const COPIED_AS_DRAFT = 'Copied as a draft';
/** The row's buttons; the event's title follows each for a screen reader. */
export const EVENT_ROW_ACTIONS = {
  view: 'View',
  attendees: 'Attendees',
  edit: 'Edit',
  publish: 'Publish',
  unpublish: 'Unpublish',
  duplicate: 'Duplicate',
  cancel: 'Cancel event',
} as const;
export const attendeesOfLabel = msg('console.attendeesOfLabel', (title: string) => `of ${title}`);
/** eventDate/eventTime already formatted in the page's language. */
export const eventWhenLabel = msg(
  'console.eventWhenLabel',
  (eventDate: string, eventTime: string) => `${eventDate} at ${eventTime}`,
);
export const eventSeatsLine = msg(
  'console.eventSeatsLine',
  (going: number, held: number, left: number, total: number) =>
    `${going} going · ${held} held · ${left} of ${total} left`,
);
export const EVENT_CANCELLED_TITLE = 'Event cancelled';
export const bookingsRefundedLabel = msg(
  'console.bookingsRefundedLabel',
  (refunded: number) => `${refunded} ${refunded === 1 ? 'booking' : 'bookings'} refunded.`,
);
export const CANCELLATION_NOT_FINISHED = {
  title: 'Cancellation not finished',
  description:
    'Some bookings are not refunded yet. Cancel again to finish: nobody is refunded twice.',
};
export const cancelEventTitle = msg(
  'console.cancelEventTitle',
  (title: string) => `Cancel ${title}?`,
);
export const KEEP_EVENT = 'Keep the event';
export const CANCELLING = 'Cancelling...';
export const CANCEL_AND_REFUND_ALL = 'Cancel event and refund everyone';
