import { msg } from '../i18n/message';
import { TABLE_PLAN_CUTOFF_HOURS } from '../rules/table-plan';

// --- Screen labels the spec names, shared with the browser tests ---
export const MEMBER_TABS = {
  home: 'Home',
  places: 'Places',
  stories: 'Stories',
  discover: 'Discover',
  path: 'Path',
  profile: 'Profile',
  partner: 'Partner',
  admin: 'Admin',
} as const;
export const DASHBOARD_COUNTERS = {
  upcoming: 'Upcoming',
  connections: 'Connections',
  placesVisited: 'Places Visited',
  eventsAttended: 'Events Attended',
} as const;
/** The dashboard's first card: the member's next brunch (issue 38 item 5). */
export const NEXT_BRUNCH_TEXTS = {
  heading: 'Your next brunch',
  none: 'No brunch booked yet.',
  findOne: 'Find a brunch',
  ticket: 'View ticket',
  tableLater: `Your table is planned ${TABLE_PLAN_CUTOFF_HOURS} hours before the start.`,
  placeLater: 'The address follows once the venue is confirmed.',
} as const;

/** "2 seats" on the next-brunch card. */
export const seatsLabel = msg('screens.seatsLabel', (seats: number) =>
  seats === 1 ? '1 seat' : `${seats} seats`,
);
export const QUICK_ACTIONS = {
  browseEvents: 'Browse Events',
  findPlaces: 'Find Places',
  discoverPeople: 'Discover People',
  editProfile: 'Edit Profile',
} as const;
export const VIEW_ALL = 'View all';
export const PROFILE_COUNTERS = {
  totalBookings: 'Total Bookings',
  confirmed: 'Confirmed',
} as const;
export const MY_GALLERY = 'My Gallery';
export const MY_BOOKINGS = 'My Bookings';
/** My Bookings lists the newest bookings a page at a time. */
export const MY_BOOKINGS_SHOW_MORE = 'Show more';
/** The organiser console's sections (its side nav and their page titles). */
export const ADMIN_SECTIONS = {
  overview: 'Overview',
  events: 'Events',
  bookings: 'Bookings',
  venues: 'Venues',
  hosts: 'Hosts',
  pricing: 'Pricing',
  people: 'People',
  questions: 'Questions',
  moderation: 'Moderation',
  waitlists: 'Waitlists',
  reports: 'Reports',
  policies: 'Policies',
  membership: 'Membership',
} as const;
export const ADMIN_TABS = {
  bookings: 'Bookings',
  bestMatches: 'Best Matches',
  userActivity: 'User Activity',
} as const;
/** Under the Bookings tab's first rows: the console's full, filterable list. */
export const ADMIN_ALL_BOOKINGS = 'View all bookings';
export const EVENT_CARD_TITLES = {
  details: 'Event Details',
  information: 'Event Information',
  hostedBy: 'Hosted By',
} as const;
export const VIEW_PROFILE = 'View Profile';
export const VIEW_DETAILS = 'View Details';
export const BACK = 'Back';
