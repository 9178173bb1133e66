// Business constants and limits plus platform facts from the architecture.
// Every other workspace reads these values from here instead of repeating them.

/** Firebase project id used by the local stack and the emulators. */
export const PROJECT_ID = 'demo-brunchers';
/** Region every Cloud Function is deployed to (callables are addressed by it). */
export const FUNCTIONS_REGION = 'europe-west1';

// --- Experience and levels ---
export const REVIEW_XP = 25;
export const XP_PER_LEVEL = 100;
export const FIRST_LEVEL = 1;

// --- Subscription ---
export const SUBSCRIPTION_POLL_MS = 60_000;

// --- Booking ---
export const MAX_GUESTS_PER_BOOKING = 10;

/** Venue tables: seats per table and how many tables one venue may list (table plans). */
export const TABLE_SEATS_MIN = 2;
export const TABLE_SEATS_MAX = 16;
export const VENUE_TABLES_MAX = 60;
/** Used when a venue has not listed its tables yet. */
export const DEFAULT_TABLE_SIZES: readonly number[] = [6, 6, 8, 8];
export const MIN_GUESTS_PER_BOOKING = 1;
/**
 * A pending booking holds its seats as long as its Stripe Checkout session lives. Stripe refuses an
 * `expires_at` less than 30 minutes ahead, so one minute more absorbs network delay and retries.
 */
export const CHECKOUT_HOLD_MINUTES = 31;
/**
 * A hold whose Checkout session was never recorded (the function's instance died after the hold,
 * or Stripe never answered) ends this soon, so the sweep gives its seats back within minutes
 * rather than after the full hold. Longer than the slowest session creation (the Stripe client's
 * 20 s timeout, three attempts), after which recording the session sets the full hold.
 */
export const CHECKOUT_SESSION_START_MINUTES = 3;
/** Stripe currency code (lower-case, as Stripe expects it). */
export const CURRENCY = 'eur';
export const CURRENCY_SYMBOL = '€';
/**
 * pending: seats held while the customer pays. confirmed: paid, seats taken. expired: the hold ran
 * out (or the asynchronous payment failed) and the seats went back. cancelled: the checkout could
 * not start, or the customer cancelled a confirmed booking after the refund cutoff (seats back, no
 * money back). refund_required: money is owed back, either for a payment that arrived after the
 * seats went back or for a booking the customer cancelled in time; refunded: that refund was issued.
 * See canMoveBooking for the transitions.
 */
export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'expired',
  'cancelled',
  'refund_required',
  'refunded',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/**
 * What a member, an admin or a partner is told about a booking or a waitlist place: one word set
 * for every list (My Bookings, the booking page, the admin list, the partner list). bookingState
 * (rules/booking.ts) picks the state of a booking; waitlist places are offered or waitlisted.
 */
export const BOOKING_STATES = [
  'pending_payment',
  'awaiting_payment',
  'confirmed',
  'cancelled',
  'refund_pending',
  'refunded',
  'expired',
  'offered',
  'waitlisted',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
export const BOOKING_STATE_LABELS: Readonly<Record<BookingState, string>> = {
  pending_payment: 'pending payment',
  awaiting_payment: 'awaiting payment',
  confirmed: 'confirmed',
  cancelled: 'cancelled',
  refund_pending: 'refund pending',
  refunded: 'refunded',
  expired: 'expired',
  offered: 'offered',
  waitlisted: 'waitlisted',
};

// --- Cancellation and refunds (issue 21) ---
/** A confirmed booking cancelled at least this long before the event starts is refunded in full. */
export const FULL_REFUND_HOURS_BEFORE_EVENT = 48;
/** After the cutoff nothing is refunded (seats still go back to the event). */
export const LATE_CANCELLATION_REFUND_PERCENT = 0;
/**
 * A Checkout session paid with a delayed method (SEPA debit and the like) is complete but unpaid
 * until Stripe reports the payment succeeded or failed, which takes up to 14 business days. Its
 * seats stay held that long at most, counted from the booking; a payment reported later is handled
 * like any payment after the hold (seats taken again if any are left, else refunded).
 */
export const ASYNC_PAYMENT_HOLD_DAYS = 20;

// --- Waitlist (issue 21) ---
/**
 * How long seats offered to the waitlist stay held for the person offered them. Starting the
 * payment within that time keeps them as long as the Checkout session lives (CHECKOUT_HOLD_MINUTES).
 */
export const WAITLIST_OFFER_MINUTES = 30;
/**
 * waiting: in the queue. offered: seats are held for them (a pending booking, offer_booking_id).
 * booked: they paid for the offer. lapsed: the offer ran out or its checkout was cancelled.
 * left: they left the waitlist.
 */
/** closed: the organiser cancelled the event while the entry was waiting. */
/** unconfirmed: a guest's place, not queued until they open the link in the first mail. */
export const WAITLIST_STATUSES = [
  'unconfirmed',
  'waiting',
  'offered',
  'booked',
  'lapsed',
  'left',
  'closed',
] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

// --- Events in time ---
/** Event dates and times are wall-clock times in the one city (Lisbon). */
export const EVENT_TIME_ZONE = 'Europe/Lisbon';
/** How long a brunch lasts in calendar entries (events have no end time). */
export const EVENT_DURATION_MINUTES = 150;

// --- Mail (architecture: outbox) ---
/** Sending attempts before a mail is left `failed` (the first one included). */
export const MAIL_MAX_ATTEMPTS = 6;
/** Wait before the second attempt; it doubles after each failure, up to MAIL_RETRY_MAX_MS. */
export const MAIL_RETRY_BASE_MS = 60_000;
export const MAIL_RETRY_MAX_MS = 60 * 60_000;
/** A sending attempt that has not finished by then (a crashed instance) is taken up again. */
export const MAIL_SEND_LEASE_MS = 2 * 60_000;
/** A mail whose trigger never ran (local host stopped, say) is picked up by the sweep after this. */
export const MAIL_TRIGGER_GRACE_MS = 60_000;
/** App pages mails link to (the web router uses the same). */
export const MAIL_LINK_PATHS = {
  myBookings: '/profile#my-bookings',
  unsubscribe: '/unsubscribe',
  /**
   * RFC 8058 one-click unsubscribe (the List-Unsubscribe header's URL): a mail client POSTs
   * List-Unsubscribe=One-Click here; Hosting rewrites it to the unsubscribeOneClick function.
   */
  oneClickUnsubscribe: '/mail/unsubscribe',
  /** A guest's signed cancellation link (members cancel from My Bookings). */
  cancelBooking: '/booking/cancel',
  /** A ticket, full screen: ?t=<signed token> (the mail's link) or ?booking=<id> (My Bookings). */
  ticket: '/ticket',
  /** /offer/{bookingId}: a waitlist offer's seats, booked from there (rules/waitlist offerPath). */
  offer: '/offer',
  /** A guest confirms their waitlist place: ?token=<signed entry id>. */
  confirmWaitlist: '/waitlist/confirm',
  /** A newsletter sign-up is confirmed: ?token=<signed sign-up id>. */
  confirmNewsletter: '/newsletter/confirm',
} as const;
/**
 * Mails one recipient address gets per day (UTC) from the whole system, every kind counted: an
 * account signed up under a stranger's address cannot make the product mail them more than this.
 */
export const MAIL_DAILY_LIMIT_PER_ADDRESS = 20;
/** A member asks for a new verification or reset mail at most once per this window. */
export const ACCOUNT_MAIL_RESEND_MS = 60_000;
/** Reminders go out this long before an event starts. */
export const REMINDER_LEAD_HOURS = 24;

// --- Photos ---
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Storage bucket folder name; files live at `user-photos/{uid}/{timestamp}.{ext}`. */
export const USER_PHOTOS_FOLDER = 'user-photos';

// --- Events in the organiser console (issue 23) ---
/** Seats one event may have. */
export const EVENT_SPOTS_MAX = 1000;
/** Stripe's smallest euro charge; and a ceiling that catches a typo. */
export const EVENT_PRICE_MIN_EUROS = 0.5;
export const EVENT_PRICE_MAX_EUROS = 10_000;
/** Cover images: event-covers/{timestamp}-{name}, raster types only, under this size. */
export const EVENT_COVERS_FOLDER = 'event-covers';
export const EVENT_COVER_MAX_BYTES = 5 * 1024 * 1024;
/** Events the landing page shows at once; "Show more" adds as many again. */
export const LANDING_EVENTS_PAGE_SIZE = 6;
/** Confirmed bookings one cancelEvent call refunds before it answers (a re-run does the rest). */
export const CANCEL_EVENT_BATCH = 200;

// --- Reviews ---
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_LABELS: Readonly<Record<1 | 2 | 3 | 4 | 5, string>> = {
  5: 'Amazing',
  4: 'Great',
  3: 'Good',
  2: 'Okay',
  1: 'Not great',
};

// --- Self-discovery ---
export const QUESTION_FETCH_LIMIT = 10;
export const QUESTION_CATEGORIES = [
  'preferences',
  'social',
  'reflection',
  'personality',
  'lifestyle',
] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];
/** Fixed icon (lucide-style name) and colour per question category. */
export const QUESTION_CATEGORY_STYLES: Readonly<
  Record<QuestionCategory, { label: string; icon: string; color: string }>
> = {
  preferences: { label: 'Preferences', icon: 'heart', color: '#ec4899' },
  social: { label: 'Social', icon: 'users', color: '#3b82f6' },
  reflection: { label: 'Reflection', icon: 'sparkles', color: '#8b5cf6' },
  personality: { label: 'Personality', icon: 'brain', color: '#f59e0b' },
  lifestyle: { label: 'Lifestyle', icon: 'coffee', color: '#10b981' },
};

// --- Dashboard, discover ---
export const DASHBOARD_UPCOMING_COUNT = 3;
export const DISCOVER_PROFILE_LIMIT = 20;
/** Gallery photos a discover card's carousel shows (newest first), read when the card is shown. */
export const DISCOVER_GALLERY_LIMIT = 10;
export const DISCOVER_DEFAULTS = {
  name: 'Anonymous',
  age: 28,
  location: 'Unknown',
  bio: 'No bio yet',
  job: 'Professional',
  distance: 'Nearby',
} as const;

// --- Delays ---
export const REVIEW_DIALOG_CLOSE_MS = 1500;
export const QUESTION_DIALOG_CLOSE_MS = 2000;
export const REVIEW_TO_QUESTION_MS = 500;
export const BOOKING_SUCCESS_DIALOG_MS = 1500;

// --- UI thresholds ---
export const TOPBAR_SCROLL_THRESHOLD_PX = 50;
export const PASSWORD_MIN_LENGTH = 6;

// --- Stories ---
export const STORY_CATEGORIES = ['Community', 'Tips', 'Wellness', 'Stories'] as const;
export type StoryCategory = (typeof STORY_CATEGORIES)[number];
export const DEFAULT_STORY_CATEGORY: StoryCategory = 'Stories';
export const DEFAULT_READ_TIME = '5 min read';

// --- Places ---
export const BRUNCH_BUDGET_TIERS = ['€', '€€', '€€€', '€€€€'] as const;
export type BrunchBudget = (typeof BRUNCH_BUDGET_TIERS)[number];
export const PLACEHOLDER_PLACE_IMAGE = '/images/placeholder-place.svg';
export const PLACE_DEFAULTS = {
  city: 'Unknown',
  rating: 4.5,
  review_count: 0,
  price_range: '€€' as BrunchBudget,
  image: PLACEHOLDER_PLACE_IMAGE,
} as const;

// --- Events ---
/** Below this share of its seats left, an event's spots line turns to the scarcity style. */
export const SCARCE_SPOTS_SHARE = 0.2;

// --- Roles ---
export const ROLES = ['admin', 'partner'] as const;
export type Role = (typeof ROLES)[number];

// --- Abuse limits on seat holds (issue 18): one client cannot hold every seat ---
// One open (pending) hold per guest e-mail, or per member, on an event at a time.
/**
 * createCheckout calls one client (a member's uid, else the caller's IP address) may make: per
 * event within a hold's lifetime (book, cancel at Stripe, book again is two), and over all events.
 */
export const CHECKOUT_RATE_LIMITS = {
  perEvent: { calls: 2, windowMs: CHECKOUT_HOLD_MINUTES * 60_000 },
  perClient: { calls: 20, windowMs: 10 * 60_000 },
} as const;
/**
 * New waitlist places one guest client (IP address) may take per window. A guest's place needs
 * only an e-mail, and each place in line is offered freed seats (held, and mailed) before the
 * public sees them, so without a bound one client could queue fake e-mails ahead of everyone.
 * Members are not counted: they hold one place per event.
 */
export const WAITLIST_GUEST_JOIN_LIMIT = { calls: 5, windowMs: 60 * 60_000 } as const;

// --- Admin ---
export const ADMIN_TOP_MATCHES = 10;
export const COMPATIBILITY_MAX = 100;
/**
 * How long a trigger event's admin_stats_applied marker is kept: Eventarc redelivers for up to
 * 24 hours, so a week is far past any redelivery.
 */
export const ADMIN_STATS_APPLIED_TTL_MS = 7 * 24 * 60 * 60_000;
/** The same for member_stats_applied markers (Eventarc's redelivery window, with margin). */
export const MEMBER_STATS_APPLIED_TTL_MS = ADMIN_STATS_APPLIED_TTL_MS;
/** My Bookings lists this many at first; Show more lists this many more. */
export const MY_BOOKINGS_PAGE_SIZE = 20;
/**
 * The shell's pending review and after-brunch step look at the member's last this many attended
 * brunches (newest check-ins first): every member screen then reads the same whatever the history.
 */
export const RECENT_ATTENDED_LIMIT = 10;
/** Values one Firestore `in` filter may hold (production's limit). */
export const FIRESTORE_IN_MAX = 30;

// --- Import callables ---
export const LIST_USERS_DEFAULT_PAGE_SIZE = 100;
export const LIST_USERS_MAX_PAGE_SIZE = 1000;
/** listUsers by uid: at most this many at once (Auth's getUsers allows 100). */
export const LIST_USERS_LOOKUP_MAX = 100;

/** Every Firestore collection, named as the product names its data (snake_case). */
export const COLLECTIONS = {
  events: 'events',
  bookings: 'bookings',
  venues: 'venues',
  /**
   * hosts/{auto}: the brunch hosts the console picks from (staff profiles, not members: no uid).
   * Written only by saveHost; rating_sum/rating_count kept by the hostRatingOnReviewWritten trigger,
   * whose per-review markers are hosts/{id}/rated_reviews/{reviewId}.
   */
  hosts: 'hosts',
  /** policy_settings/city: refund window, checkout hold, waitlist offer time (savePolicySettings). */
  policySettings: 'policy_settings',
  /** membership_plans/{monthly|yearly}: name, price, perks and Stripe ids (saveMembershipPlan). */
  membershipPlans: 'membership_plans',
  eventAttendances: 'event_attendances',
  brunchReviews: 'brunch_reviews',
  userProfiles: 'user_profiles',
  userPrivateProfiles: 'user_private_profiles',
  selfDiscoveryQuestions: 'self_discovery_questions',
  userAnswers: 'user_answers',
  userPhotos: 'user_photos',
  userRoles: 'user_roles',
  matches: 'matches',
  bruncherLikes: 'bruncher_likes',
  brunchSpots: 'brunch_spots',
  brunchStories: 'brunch_stories',
  newsletterSignups: 'newsletter_signups',
  stripeEvents: 'stripe_events',
  checkoutSessions: 'checkout_sessions',
  /** promotion_codes/{CODE}: a discount code and its redemption count (server-written; admins read). */
  promotionCodes: 'promotion_codes',
  /** promotion_code_redemptions/{CODE}_{e-mail hash}: one use of a code per e-mail (server-only). */
  promotionCodeRedemptions: 'promotion_code_redemptions',
  /** The outbox: server-only (rules deny clients everything). */
  mail: 'mail',
  mailPreferences: 'mail_preferences',
  /** role_audit/{auto}: every grant and revocation, who and when (server-written, admins read). */
  roleAudit: 'role_audit',
  /** stripe_customers/{uid}: the member's Stripe customer (server-written; never matched by e-mail). */
  stripeCustomers: 'stripe_customers',
  /** checkout_rate_limits/{key}: calls per client in the current window (createCheckout; guests' joinWaitlist). */
  checkoutRateLimits: 'checkout_rate_limits',
  /** mail_counters/{sha256 of the normalised address}_{UTC day}: mails sent to it that day (server). */
  mailCounters: 'mail_counters',
  /** xp_awards/{source path}: the XP ledger (server-written; each member reads their own). */
  xpAwards: 'xp_awards',
  /** waitlist_entries/{auto}: one person's place on an event's waitlist (server-written). */
  waitlistEntries: 'waitlist_entries',
  /** waitlists/{eventId}: the event's queue in offer order, entry ids and party sizes only. */
  waitlists: 'waitlists',
  /** memberships/{uid}: the member's subscription as the Stripe webhook last recorded it. */
  memberships: 'memberships',
  /** admin_stats/overview: the console's stat cards and bookings per week (server-written). */
  adminStats: 'admin_stats',
  /** admin_stats_applied/{trigger event id}: changes already added to the overview (server). */
  adminStatsApplied: 'admin_stats_applied',
  /** member_stats/{uid}: the member's own counters, dashboard and profile (server; owner reads). */
  memberStats: 'member_stats',
  /** member_stats_applied/{trigger event id}: changes already added to member_stats (server). */
  memberStatsApplied: 'member_stats_applied',
  /** admin_user_stats/{uid}: likes given and matches per active member (server-written). */
  adminUserStats: 'admin_user_stats',
  /** admin_match_scores/{matchId}: each match's compatibility score (server-written). */
  adminMatchScores: 'admin_match_scores',
  /** admin_booking_rows/{bookingId}: the Bookings list, searchable (server-written). */
  adminBookingRows: 'admin_booking_rows',
  /** table_plans/{eventId}: who sits where (server-written; admins and the venue's partner read). */
  tablePlans: 'table_plans',
  /** after_brunch/{bookingId}: the member's after-brunch step, done or skipped (server-written). */
  afterBrunch: 'after_brunch',
  /**
   * user_agreements/{uid}: the terms and privacy notice versions the member accepted at sign-up,
   * and when (server-written by completeSignUp; the owner reads).
   */
  userAgreements: 'user_agreements',
  /**
   * user_private_profiles/{uid}/sensitive_consents/{category}: the member's consent to one
   * special category of data (rules/sensitive-consent.ts); the owner reads, creates and deletes.
   */
  sensitiveConsents: 'sensitive_consents',
  /** blocks/{blocker}_{blocked}: one member blocked another (server-written; the blocker reads). */
  blocks: 'blocks',
  /** block_lists/{uid}: whom the member must not see nor be seen by (server-written; owner reads). */
  blockLists: 'block_lists',
  /** reports/{auto}: a report with its evidence (server-written; admins read, nobody else). */
  reports: 'reports',
  /** moderation_decisions/{reportId}: the organiser's decision, audited (server-written; admins read). */
  moderationDecisions: 'moderation_decisions',
  /** member_standing/{uid}: warnings and suspension (server-written; the member and admins read). */
  memberStanding: 'member_standing',
  /** conversations/{matchId}: a matched pair's conversation (server-written; its two members read). */
  conversations: 'conversations',
  /** conversation_messages/{auto}: one message of a conversation (server-written; its two members read). */
  conversationMessages: 'conversation_messages',
  /** table_chats/{eventId}_t{N}: a table's group chat (server-written; its current members read). */
  tableChats: 'table_chats',
  /** table_chat_members/{chatId}_{uid}: a member's place in a table chat (server-written; they read). */
  tableChatMembers: 'table_chat_members',
  /** table_chat_messages/{auto}: a table chat's message (server-written; its current members read). */
  tableChatMessages: 'table_chat_messages',
  /** member_unread/{uid}: the member's unread counts and digest state (server-written; they read). */
  memberUnread: 'member_unread',
  /** attendee_messages/{eventId}_{requestId}: an organiser's message to an event's people (server). */
  attendeeMessages: 'attendee_messages',
  /** booking_needs/{bookingId}: a party's dietary and access needs, with consent (server; owner reads). */
  bookingNeeds: 'booking_needs',
  /** member_needs/{uid}: the member's default needs for the booking dialog (owner-only). */
  memberNeeds: 'member_needs',
  /** prep_sheets/{eventId}_{venueId}: anonymous counts of needs per table (server; partner reads). */
  prepSheets: 'prep_sheets',
  /** report_periods/{month_YYYY-MM | week_YYYY-Www}: revenue and churn per period (server; admins read). */
  reportPeriods: 'report_periods',
  /** report_events/{eventId}: an event's revenue, seats sold and check-ins (server; admins read). */
  reportEvents: 'report_events',
  /** report_cohorts/{YYYY-MM}: members by month of first brunch, active per month (server). */
  reportCohorts: 'report_cohorts',
  /** report_summary/current: repeat attendance and active memberships (server; admins read). */
  reportSummary: 'report_summary',
  /** report_members/{uid}: the brunches a member checked in to, by month (server; admins read). */
  reportMembers: 'report_members',
  /** report_applied/{trigger event id}: changes already added to the report aggregates (server). */
  reportApplied: 'report_applied',
} as const;
/** The one document of admin_stats. */
export const ADMIN_OVERVIEW_DOC = 'overview';
/** User Activity: members per page. */
export const ADMIN_ACTIVITY_PAGE = 25;
/** Bookings list: bookings per page. */
export const ADMIN_BOOKINGS_PAGE = 25;
/** /admin's Bookings tab: the newest rows only (the full list is /admin/bookings). */
export const ADMIN_OVERVIEW_BOOKINGS = 20;
export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/**
 * The app's handler for e-mailed auth links (password reset, e-mail verification): set
 * https://<app>/auth/action as the custom action URL of the Firebase console's e-mail templates.
 */
export const AUTH_ACTION_PATH = '/auth/action';

/**
 * Query parameter of Checkout's cancel URL (/event/{id}?cancelled_booking={bookingId}): the event
 * page that sees it cancels that checkout at once (callable cancelCheckout).
 */
export const CANCELLED_BOOKING_PARAM = 'cancelled_booking';

/** Names of the callable Cloud Functions, shared by web (httpsCallable) and functions (exports). */
export const CALLABLES = {
  createCheckout: 'createCheckout',
  createPromotionCode: 'createPromotionCode',
  setPriceTiers: 'setPriceTiers',
  setPromotionCodeActive: 'setPromotionCodeActive',
  checkPromotionCode: 'checkPromotionCode',
  cancelCheckout: 'cancelCheckout',
  cancelBooking: 'cancelBooking',
  joinWaitlist: 'joinWaitlist',
  leaveWaitlist: 'leaveWaitlist',
  checkoutOffer: 'checkoutOffer',
  addEventSeats: 'addEventSeats',
  startMembership: 'startMembership',
  claimGuestBooking: 'claimGuestBooking',
  completeSignUp: 'completeSignUp',
  checkSubscription: 'checkSubscription',
  customerPortal: 'customerPortal',
  importUsers: 'importUsers',
  importStories: 'importStories',
  importMembers: 'importMembers',
  updateStoryContent: 'updateStoryContent',
  listUsers: 'listUsers',
  assignVenue: 'assignVenue',
  recountAdminStats: 'recountAdminStats',
  recountMemberStats: 'recountMemberStats',
  unsubscribe: 'unsubscribe',
  notifyEventChange: 'notifyEventChange',
  answerQuestion: 'answerQuestion',
  setUserRole: 'setUserRole',
  getTicket: 'getTicket',
  checkInTicket: 'checkInTicket',
  undoCheckIn: 'undoCheckIn',
  createEvent: 'createEvent',
  saveHost: 'saveHost',
  savePolicySettings: 'savePolicySettings',
  saveMembershipPlan: 'saveMembershipPlan',
  updateEvent: 'updateEvent',
  duplicateEvent: 'duplicateEvent',
  publishEvent: 'publishEvent',
  unpublishEvent: 'unpublishEvent',
  cancelEvent: 'cancelEvent',
  planEventTables: 'planEventTables',
  moveTableParty: 'moveTableParty',
  getTablemates: 'getTablemates',
  finishAfterBrunch: 'finishAfterBrunch',
  manageBooking: 'manageBooking',
  addWalkIn: 'addWalkIn',
  blockMember: 'blockMember',
  unblockMember: 'unblockMember',
  reportContent: 'reportContent',
  flagDoorIncident: 'flagDoorIncident',
  decideReport: 'decideReport',
  liftSuspension: 'liftSuspension',
  sendVerificationEmail: 'sendVerificationEmail',
  sendPasswordReset: 'sendPasswordReset',
  confirmWaitlistPlace: 'confirmWaitlistPlace',
  confirmNewsletter: 'confirmNewsletter',
  deleteAccount: 'deleteAccount',
  exportMyData: 'exportMyData',
  sendMessage: 'sendMessage',
  markConversationRead: 'markConversationRead',
  unmatch: 'unmatch',
  sendTableMessage: 'sendTableMessage',
  markTableChatRead: 'markTableChatRead',
  messageAttendees: 'messageAttendees',
  saveBookingNeeds: 'saveBookingNeeds',
} as const;

/**
 * Where members write to us (the footer and the trust pages). Here, not with the trust pages'
 * texts: the footer is on every page, and importing it from there loaded all of them (2 KB gzip).
 */
export const CONTACT_ADDRESS = 'hello@brunchers.app';
