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

// --- The event form (/admin/events/new, /admin/events/:id/edit) ---
export const EVENT_FORM = {
  loading: 'Loading event...',
  notFound: 'Event not found',
  notFoundHint: 'It may have been removed.',
  checkTitle: 'Check the form',
  checkDescription: 'Some fields need a change.',
  draftSaved: 'Draft saved',
  draftSavedHint: 'Publish it from the events list.',
  saved: 'Event saved',
  notSaved: 'Not saved',
  notSavedHint: 'The event could not be saved. Try again.',
  newEvent: 'New event',
  back: 'Back to events',
  cancelledNotice: 'This event was cancelled and can no longer be changed.',
  brunch: 'The brunch',
  title: 'Title',
  titleEnglish: 'Title in English',
  titlePortuguese: 'Title in Portuguese',
  languagesHint: 'Fill in one language or both: a page in the other language shows the one given.',
  style: 'Style',
  styleHint: 'e.g. Classic, Themed, Social',
  description: 'Description',
  descriptionEnglish: 'Description in English',
  descriptionPortuguese: 'Description in Portuguese',
  descriptionHint: 'Blank lines start new paragraphs.',
  whenWhere: 'When and where',
  date: 'Date',
  time: 'Time',
  partnerVenue: 'Partner venue',
  partnerVenueHint: 'Bookings and the door list follow it; its address and access fill in below.',
  noPartnerVenue: 'No partner venue',
  locationName: 'Location name',
  address: 'Address',
  city: 'City',
  country: 'Country',
  seatsPrice: 'Seats and price',
  seats: 'Seats',
  price: 'Price per person (€)',
  newPriceHint: 'A new price applies to new bookings only.',
  cover: 'Cover image',
  coverUrl: 'Cover image URL',
  host: 'Host',
  hostHint: 'Add hosts under Hosts. Their rating comes from reviews of their brunches.',
  noHost: 'No host',
  saving: 'Saving...',
  saveChanges: 'Save changes',
  saveDraft: 'Save draft',
  cancel: 'Cancel',
  noReviews: 'No reviews yet',
  accessibility: 'Accessibility',
  accessibilityHint: 'Only what is ticked shows on the event page. Filled from the partner venue.',
  uploadFailed: 'The upload failed. Try again.',
  coverPreview: 'Cover image preview',
  uploadCover: 'Upload a cover image',
  uploadingCover: 'Uploading cover image',
} as const;
export const editEventTitle = msg('console.editEventTitle', (title: string) => `Edit ${title}`);
export const membersEmailedLabel = msg(
  'console.membersEmailedLabel',
  (notified: number) =>
    `${notified} booked ${notified === 1 ? 'member was' : 'members were'} e-mailed about the change.`,
);
export const seatsTakenHint = msg(
  'console.seatsTakenHint',
  (taken: number) => `${taken} sold or held: capacity cannot go below that.`,
);
/** rating already formatted (one decimal). */
export const hostRatingLine = msg(
  'console.hostRatingLine',
  (rating: string) => `★ ${rating} host rating`,
);
export const coverFormatsHint = msg(
  'console.coverFormatsHint',
  (megabytes: number) => `JPEG, PNG, WebP, GIF or AVIF, under ${megabytes} MB.`,
);

// --- /admin/hosts ---
export const HOSTS_TEXTS = {
  newHost: 'New host',
  loading: 'Loading hosts...',
  empty: 'No hosts yet.',
  edit: 'Edit',
  saved: 'Host saved.',
  created: 'Host created.',
  saveFailed: 'Could not save the host.',
  name: 'Name',
  bio: 'Short bio',
  photo: 'Photo',
  uploadingPhoto: 'Uploading photo',
  save: 'Save host',
} as const;
export const editNameLabel = msg('console.editNameLabel', (name: string) => `Edit ${name}`);
export const hostReviewsLabel = msg(
  'console.hostReviewsLabel',
  (rating: string, reviews: number) =>
    `★ ${rating} from ${reviews} ${reviews === 1 ? 'review' : 'reviews'}`,
);
export const hostBioHint = msg(
  'console.hostBioHint',
  (max: number) => `Optional, up to ${max} characters.`,
);

// --- /admin/bookings ---
export const BOOKINGS_LIST = {
  exportFailed: 'Export failed. Please try again.',
  exporting: 'Exporting...',
  exportCsv: 'Export CSV',
  filterLabel: 'Filter bookings',
  searchLabel: 'Search by name or e-mail',
  search: 'Search',
  event: 'Event',
  allEvents: 'All events',
  status: 'Status',
  anyStatus: 'Any status',
  venue: 'Venue',
  anyVenue: 'Any venue',
  eventDate: 'Event date',
  clearFilters: 'Clear filters',
  pagesLabel: 'Bookings pages',
  previous: 'Previous',
  next: 'Next',
} as const;
export const pageNumberLabel = msg('console.pageNumberLabel', (page: number) => `Page ${page}`);

// --- /admin/waitlists ---
export const WAITLISTS_TEXTS = {
  loading: 'Loading waitlists...',
  nobody: 'Nobody is waiting.',
  memberPriority: 'member priority',
} as const;
/** A waiting entry's status badge. */
export const WAITLIST_STATUS_LABELS = { waiting: 'waiting', offered: 'offered' } as const;
export const waitlistOfLabel = msg(
  'console.waitlistOfLabel',
  (title: string) => `Waitlist of ${title}`,
);
export const seatsCountLabel = msg('console.seatsCountLabel', (seats: number) =>
  seats === 1 ? '1 seat' : `${seats} seats`,
);
export const offeredUntilLabel = msg(
  'console.offeredUntilLabel',
  (time: string) => `offered until ${time}`,
);

// --- /admin/venues ---
export const VENUES_TEXTS = {
  newVenue: 'New venue',
  loading: 'Loading venues...',
  empty: 'No venues yet.',
  noAddress: 'No full address yet: tickets of parties placed here show no street.',
  partner: 'Partner',
  none: 'none',
  tables: 'Tables',
  noSuchMember: 'No member has this e-mail.',
  saved: 'Venue saved.',
  created: 'Venue created.',
  saveFailed: 'Could not save the venue.',
  name: 'Name',
  street: 'Street and number',
  streetHint: 'Shown on the tickets and mails of the parties placed here.',
  postcodeHint: 'e.g. 1200-109',
  postcode: 'Postcode',
  city: 'City',
  country: 'Country',
  tableSizes: 'Table sizes',
  tableSizesHint: 'Seats per table, e.g. 6, 6, 8',
  partnerEmail: 'Partner e-mail',
  partnerEmailHint: 'Leave empty for no partner; the member becomes a partner.',
  access: 'Access the venue offers',
  accessHint: 'Tick only what you know it has: event pages list these and nothing else.',
  save: 'Save venue',
} as const;

// --- /admin/people ---
export const PEOPLE_TEXTS = {
  holders: 'Partners and admins',
  loadingRoles: 'Loading roles...',
  changes: 'Role changes',
  loadingChanges: 'Loading role changes...',
  noChanges: 'No role changes yet.',
  lookupFailed: 'Could not look the member up.',
  findLabel: 'Find a member',
  findByEmail: 'Find a member by e-mail',
  find: 'Find',
  roleFailed: 'Could not change the role.',
  none: 'none',
} as const;
export const ROLE_LABELS = { admin: 'admin', partner: 'partner' } as const;
/** The audit line's middle: "<by> granted partner to <member>". */
export const roleGrantedLine = msg(
  'console.roleGrantedLine',
  (role: string) => `granted ${role} to`,
);
export const roleRevokedLine = msg(
  'console.roleRevokedLine',
  (role: string) => `revoked ${role} from`,
);
export const rolesChangeLabel = msg(
  'console.rolesChangeLabel',
  (before: string, after: string) => `(roles: ${before} → ${after})`,
);
export const roleGrantedToast = msg(
  'console.roleGrantedToast',
  (role: string, email: string) => `Granted ${role} to ${email}.`,
);
export const roleRevokedToast = msg(
  'console.roleRevokedToast',
  (role: string, email: string) => `Revoked ${role} from ${email}.`,
);
export const grantRoleButton = msg('console.grantRoleButton', (role: string) => `Grant ${role}`);
export const revokeRoleButton = msg('console.revokeRoleButton', (role: string) => `Revoke ${role}`);
export const grantRoleLabel = msg(
  'console.grantRoleLabel',
  (role: string, email: string) => `Grant ${role} to ${email}`,
);
export const revokeRoleLabel = msg(
  'console.revokeRoleLabel',
  (role: string, email: string) => `Revoke ${role} from ${email}`,
);

// --- /admin/questions ---
export const QUESTIONS_TEXTS = {
  loading: 'Loading questions...',
  invalidNew: 'Write a question (up to 500 characters) and an XP reward of 0 to 1000.',
  added: 'Question added.',
  addFailed: 'Could not add the question.',
  newQuestion: 'New question',
  category: 'Category',
  add: 'Add',
  moveFailed: 'Could not move the question.',
  empty: 'No questions yet.',
  invalidEdit: 'Write a question and an XP reward of 0 to 1000.',
  saveFailed: 'Could not save the question.',
  changeFailed: 'Could not change the question.',
  question: 'Question',
  questionEnglish: 'Question in English',
  questionPortuguese: 'Question in Portuguese',
  xp: 'XP',
  save: 'Save',
  retired: 'retired',
  up: 'Up',
  down: 'Down',
  restore: 'Restore',
  retire: 'Retire',
  editQuestion: 'Edit question',
  moveUp: 'Move up',
  moveDown: 'Move down',
} as const;
