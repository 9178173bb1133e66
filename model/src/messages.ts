// Every user-facing text the spec fixes, so the web app and the browser tests use
// the very same wording. Toasts are { title, description? } pairs; plain strings are page texts.

import { PASSWORD_MIN_LENGTH, REVIEW_XP, WAITLIST_OFFER_MINUTES } from './constants';
import { formatEuros, formatEventDate } from './format';

export interface ToastText {
  title: string;
  description?: string;
}

export const PRODUCT_NAME = 'Brunchers';

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
export const NEWSLETTER_WELCOME: ToastText = {
  title: `Welcome to ${PRODUCT_NAME}!`,
  description: "We'll send you invites to exclusive events in the city.",
};

// --- Event detail ---
export const EVENT_LOADING = 'Loading event...';
export const EVENT_NOT_FOUND = 'Event not found';
export const BACK_TO_EVENTS = 'Back to Events';
export const BOOK_EVENT = 'Book Event';
export const NOT_CHARGED_YET = "You won't be charged yet";

// --- Booking dialog ---
export const BOOKING_DIALOG_TITLE = 'Complete Your Booking';
export const PROCESSING = 'Processing...';
/** Pay button label: payLabel(1250) → 'Pay €12.50'. */
export function payLabel(totalCents: number): string {
  return `Pay ${formatEuros(totalCents)}`;
}
export const INFORMATION_REQUIRED: ToastText = {
  title: 'Information required',
  description: 'Please provide your name and email to continue.',
};
export const INVALID_EMAIL: ToastText = {
  title: 'Invalid email',
  description: 'Please enter a valid email address.',
};
export const BOOKING_FAILED = 'Failed to process booking';
/** Shown after the payment page opened in a new tab. */
export const COMPLETE_PAYMENT: ToastText = {
  title: 'Complete your payment',
  description: 'Complete the payment in the new tab to confirm your booking.',
};
export const CHECKOUT_CANCELLED: ToastText = {
  title: 'Checkout cancelled',
  description: 'You were not charged, and your seats are free again.',
};
export const GUEST_COUNT_INVALID = 'Please choose between 1 and the number of spots left';
export const EVENT_SOLD_OUT = 'This event is sold out';
// --- Waitlist (issue 21) ---
export const JOIN_WAITLIST = 'Join waitlist';
export const WAITLIST_DIALOG_TITLE = 'Join the waitlist';
export const WAITLIST_PARTY_LABEL = 'Seats you want';
/** Stated on the event page: the order freed seats are offered in. */
export const WAITLIST_PRIORITY_NOTE = `When seats free up, we offer them in order: members with an active membership first, then everyone else, each first come, first served. Offered seats are held for you for ${WAITLIST_OFFER_MINUTES} minutes.`;
export const WAITLIST_JOINED: ToastText = {
  title: "You're on the waitlist",
  description: 'We will e-mail you as soon as seats are yours to book.',
};
export const WAITLIST_JOIN_FAILED = 'Could not join the waitlist';
/** joinWaitlist refuses: enough seats for the party are on sale right now. */
export const WAITLIST_ALREADY_FREE =
  'Seats for your party are on sale right now: book them instead.';
export const LEAVE_WAITLIST = 'Leave waitlist';
/** A member's live place: waitlistPositionLabel(1) → "You're #1 on the waitlist". */
export function waitlistPositionLabel(position: number): string {
  return `You're #${position} on the waitlist`;
}
export function waitlistPartyLabel(partySize: number): string {
  return `for ${partySize} ${partySize === 1 ? 'seat' : 'seats'}`;
}
export const OFFER_BANNER_TITLE = 'Seats are waiting for you';
/** The in-app banner and offer page: offerBannerText(2, '14:35', 'Garden Brunch'). */
export function offerBannerText(seats: number, until: string, eventTitle: string): string {
  return `${seats} ${seats === 1 ? 'seat' : 'seats'} at ${eventTitle} ${seats === 1 ? 'is' : 'are'} held for you until ${until}.`;
}
export const BOOK_OFFERED_SEATS = 'Book your seats';
export const OFFER_LAPSED = 'This offer has ended: the seats went to the next person in line.';
export const OFFER_PAGE_TITLE = 'Your waitlist offer';

// --- Membership (issue 21) ---
export const BECOME_MEMBER = 'Become a member';
export const MEMBERSHIP_PITCH =
  'Members are offered freed seats first when a brunch is sold out, ahead of everyone on the waitlist who is not a member.';
export const MEMBERSHIP_PLAN_LABELS = { monthly: 'Monthly', yearly: 'Yearly' } as const;
export const ALREADY_MEMBER = 'You are already a member.';
export const MEMBERSHIP_FAILED = 'Could not start your membership right now.';

/** The spots line of a card whose event has no seat left. */
export const SOLD_OUT = 'Sold out';
/** The gallery's delete confirmation (a photo is gone for good once deleted). */
export const DELETE_PHOTO_CONFIRM: ToastText = {
  title: 'Delete this photo?',
  description: 'It is removed from your gallery and your profile for good.',
};

// --- Booking success ---
export const BOOKING_CONFIRMED = 'Booking Confirmed';
export const VIEW_MY_BOOKINGS = 'View My Bookings';
export const BROWSE_MORE_EVENTS = 'Browse More Events';
/** /booking-success while a checkout's payment is confirmed (card: seconds). */
export const PAYMENT_CONFIRMING: ToastText = {
  title: 'Confirming your payment...',
  description: 'This takes a few seconds. Keep this page open: it updates by itself.',
};
/** /booking-success for a delayed payment (SEPA debit): it clears in days, not seconds. */
export const PAYMENT_PROCESSING: ToastText = {
  title: 'Your payment is processing',
  description:
    "Bank debits take a few business days to clear. Your seats are held until then, and we'll e-mail you the confirmation as soon as the payment arrives. You can close this page.",
};
/** /booking-success for a guest: what they can do without an account. */
export const GUEST_KEEP_BOOKINGS: ToastText = {
  title: 'Keep your bookings in one place',
  description:
    'Create an account with the e-mail you booked with: this booking is added to it, with your tickets and your path.',
};
export const CREATE_ACCOUNT = 'Create an account';
/** Sign-up from a guest's booking: the booking could not be added to the new account. */
export const GUEST_BOOKING_NOT_CLAIMED: ToastText = {
  title: 'Booking not added',
  description:
    'Your account is ready, but this booking was made with another e-mail address, so it stays with that address.',
};
export const GUEST_BOOKING_CLAIMED: ToastText = {
  title: 'Booking added',
  description: 'Your booking is now in My Bookings.',
};
/** /booking-success when the payment came after the seats were released and could not have them back. */
export const BOOKING_REFUNDED = {
  title: 'Your payment is being refunded',
  text: 'The payment arrived after your seats were released and they could not be given back (the event is full or over), so we refund it in full. It reaches your account in a few days.',
} as const;
/** /booking-success when the organiser cancelled the event. */
export const BOOKING_EVENT_CANCELLED = {
  title: 'This brunch was cancelled',
  text: 'The organiser had to cancel it, so your payment is refunded in full. It reaches your account in a few days.',
} as const;
/** The booking page of a booking its customer cancelled (refunded, or past the refund cutoff). */
export const BOOKING_CANCELLED_BY_YOU = {
  refunded: {
    title: 'You cancelled this booking',
    text: 'Your refund is on its way to the card or account you paid with; it usually arrives within 5 to 10 business days.',
  },
  notRefunded: {
    title: 'You cancelled this booking',
    text: 'It was cancelled less than the refund window before the brunch, so nothing was refunded. Your seats went back to the event.',
  },
} as const;
/** Why createCheckout refuses an event without a valid price. */
export const EVENT_NOT_PRICED = 'This event cannot be booked yet: it has no valid price.';

// --- Auth ---
export const LOGIN_SUCCESS: ToastText = {
  title: 'Welcome back!',
  description: "You've successfully logged in.",
};
export const SIGNUP_SUCCESS: ToastText = {
  title: 'Account created!',
  description: 'Please check your email to confirm your account.',
};
export const RESET_LINK_SENT: ToastText = {
  title: 'Check your email',
  description: "We've sent you a password reset link.",
};
export const PASSWORD_UPDATED: ToastText = {
  title: 'Password updated',
  description: 'Your password has been successfully updated.',
};
export const PASSWORDS_DONT_MATCH: ToastText = {
  title: "Passwords don't match",
  description: 'Please make sure both passwords are the same.',
};
export const PASSWORD_TOO_SHORT: ToastText = {
  title: 'Password too short',
  description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
};
/** An e-mailed link (other than a password reset) that is unknown, used or expired. */
export const INVALID_LINK: ToastText = {
  title: 'Invalid or expired link',
  description: 'Please ask for a new link.',
};
export const INVALID_RESET_LINK: ToastText = {
  title: 'Invalid or expired link',
  description: 'Please request a new password reset link.',
};
export const FORGOT_PASSWORD = 'Forgot password?';
export const SEND_RESET_LINK = 'Send Reset Link';
export const BACK_TO_SIGN_IN = 'Back to Sign In';

// --- Subscription ---
export const AUTH_REQUIRED_PORTAL: ToastText = {
  title: 'Authentication Required',
  description: 'Please log in to manage your subscription.',
};
export const PORTAL_FAILED: ToastText = {
  title: ERROR_TITLE,
  description: 'Failed to open subscription management.',
};

// --- Reviews and XP ---
export const SELECT_RATING = 'Please select a rating';
export const REVIEW_FAILED = 'Failed to submit review';
export const REVIEW_SUBMITTED = `Review submitted! +${REVIEW_XP} XP earned!`;
/** 'Level Up! You're now level 3!' */
export function levelUp(level: number): string {
  return `Level Up! You're now level ${level}!`;
}
/** '+10 XP earned!' */
export function xpEarned(xp: number): string {
  return `+${xp} XP earned!`;
}

// --- Questions ---
export const WRITE_AN_ANSWER = 'Please write an answer';
export const QUESTION_LOAD_FAILED = 'Failed to load question';
export const ANSWER_SAVE_FAILED = 'Failed to save answer';
export const ALL_QUESTIONS_ANSWERED =
  "You've answered all the questions! Check back later for more.";

// --- Self-discovery path info ---
export const UNLOCK_BY_BOOKING = 'Unlock your self-discovery path by booking your first brunch!';
export const ALREADY_ANSWERED = "You've already answered this question!";
export const COMPLETE_PREVIOUS_FIRST = 'Complete the previous questions in this path first!';

// --- Photos ---
export const PHOTO_NOT_IMAGE = 'Please upload an image file';
export const PHOTO_TOO_LARGE = 'Image size must be less than 5MB';
export const PHOTO_UPLOADED: ToastText = {
  title: SUCCESS_TITLE,
  description: 'Photo uploaded successfully',
};
export const PHOTO_DELETED: ToastText = {
  title: SUCCESS_TITLE,
  description: 'Photo deleted successfully',
};
export const GALLERY_EMPTY = 'No photos yet. Upload your first photo to get started!';

// --- Profile ---
export const PROFILE_UPDATED: ToastText = {
  title: 'Profile updated',
  description: 'Your profile has been successfully updated.',
};
export const PROFILE_BIO_FALLBACK = 'Complete your profile to help others connect with you!';
export const EDIT_PROFILE = 'Edit Profile';
export const CANCEL = 'Cancel';
export const SAVE_PROFILE = 'Save Profile';
export const BROWSE_EVENTS = 'Browse Events';
export const BOOKINGS_EMPTY = "You haven't made any bookings yet";
/** '1 guest' / '3 guests' */
/** "1 story", "2 stories": a count with its noun in the right number (every counted text). */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function guestCountLabel(count: number): string {
  return countOf(count, 'guest', 'guests');
}

// --- Places ---
export const PLACES_EMPTY = 'No places found matching your filters.';
export const ALL_CITIES = 'All Cities';
export const OFFICIAL_PARTNER = 'Official Partner';
export const EXPLORE_NEXT_EVENTS = 'Explore Next Events';

// --- Stories ---
export const ALL_STORIES = 'All Stories';
export const STORIES_EMPTY = 'No stories found matching your search.';
export const STORY_NOT_FOUND = 'Story not found';

// --- Discover ---
export const DISCOVER_LOADING = 'Loading brunchers...';
export const DISCOVER_EMPTY = 'No more brunchers to discover right now.';
export const LIKED_TITLE = 'Liked!';
/** 'You liked Anna' */
export function likedMember(name: string): string {
  return `You liked ${name}`;
}

// --- Admin and partner ---
export const VENUE_ASSIGNED = 'Venue assigned successfully!';
export const VENUE_ASSIGN_FAILED = 'Failed to assign venue.';
export const VENUES_LOAD_FAILED = 'Failed to load venues';
export const ATTENDANCES_LOAD_FAILED = 'Failed to load attendances';

// --- Imports and update story ---
export const IMPORT_COMPLETE_TITLE = 'Import Complete';
/** Description of the users import toast: counts of imported users and errors. */
export function importUsersSummary(successCount: number, errorCount: number): string {
  return `Imported ${countOf(successCount, 'user', 'users')} with ${countOf(errorCount, 'error', 'errors')}`;
}
export const IMPORT_FAILED_TITLE = 'Import Failed';
export const IMPORT_SUCCESSFUL_TITLE = 'Import Successful';
/** Description of the stories import toast. */
export function importStoriesSummary(successful: number, failed: number): string {
  return `Successfully imported ${countOf(successful, 'story', 'stories')}. ${failed} failed.`;
}
export const STORIES_IMPORT_FAILED = 'Failed to import stories';
export const STORY_UPDATE_FAILED = 'Failed to update story content';
export const STORY_UPDATED = 'Story content updated successfully.';
export const VIEW_STORIES = 'View Stories';

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
/** The organiser console's sections (its side nav and their page titles). */
export const ADMIN_SECTIONS = {
  overview: 'Overview',
  events: 'Events',
  bookings: 'Bookings',
  venues: 'Venues',
  people: 'People',
  questions: 'Questions',
} as const;
export const ADMIN_TABS = {
  bookings: 'Bookings',
  bestMatches: 'Best Matches',
  userActivity: 'User Activity',
  waitlists: 'Waitlists',
} as const;
export const EVENT_CARD_TITLES = {
  details: 'Event Details',
  information: 'Event Information',
  hostedBy: 'Hosted By',
} as const;
export const VIEW_PROFILE = 'View Profile';
export const VIEW_DETAILS = 'View Details';
export const BACK = 'Back';

// --- Mail preferences, calendar (notifications) ---
export const ADD_TO_CALENDAR = 'Add to calendar';
export const DOWNLOAD_ICS = 'Calendar file (.ics)';
export const GOOGLE_CALENDAR = 'Google Calendar';
export const REMINDERS_LABEL = 'E-mail me a reminder 24 hours before each brunch';
export const REMINDERS_SAVED: ToastText = {
  title: SUCCESS_TITLE,
  description: 'Preferences saved',
};
export const UNSUBSCRIBE_TITLE = 'Reminder e-mails';
export const UNSUBSCRIBE_WORKING = 'Turning reminders off...';
export const UNSUBSCRIBE_DONE =
  "Done: you won't get reminder e-mails anymore. Booking confirmations still arrive.";
export const UNSUBSCRIBE_INVALID =
  'This unsubscribe link is not valid. Please use the link from your latest e-mail.';
export const REMINDERS_SAVE_FAILED = 'Could not save your preference. Please try again.';
export const UNSUBSCRIBE_FAILED =
  'We could not turn reminders off just now. Please open the link again in a moment.';
// --- Abuse limits (issue 18) ---
export const HOLD_ALREADY_OPEN =
  'You already have a booking waiting for payment for this event. Finish or cancel it first.';
export const TOO_MANY_CHECKOUTS =
  'Too many booking attempts. Please wait a few minutes and try again.';
export const TOO_MANY_WAITLIST_JOINS =
  'Too many waitlist sign-ups from this connection. Please try again in an hour, or sign in to join.';

// --- Cancelling a booking (issue 21) ---
export const CANCEL_LINK_INVALID =
  'This cancellation link is not valid. Please use the link from your confirmation e-mail.';
export const BOOKING_NOT_CANCELLABLE =
  'This booking can no longer be cancelled: only confirmed bookings of brunches that have not started can.';
export const BOOKING_NOT_YOURS = 'This is not your booking.';
export const BOOKING_NOT_FOUND = 'Booking not found.';
export const CANCEL_FAILED = 'Could not cancel your booking. Please try again.';
export const BOOKING_CANCELLED_DONE = 'Your booking is cancelled.';
export const PARTY_REDUCED_DONE = 'Your party is updated.';
export const CANCEL_BOOKING = 'Cancel booking';
export const CANCEL_BOOKING_TITLE = 'Cancel your booking?';
export const KEEP_BOOKING = 'Keep my booking';
export const CANCEL_WHOLE_BOOKING = 'Cancel the whole booking';
export const CANCEL_QUOTE_LOADING = 'Working out your refund...';
export const CANCEL_PAGE_TITLE = 'Cancel your booking';
export const CANCEL_PAGE_DONE =
  'Your booking is cancelled. We sent you an e-mail with the details.';
export const CANCEL_PAGE_ALREADY =
  'This booking is no longer active, so there is nothing to cancel.';
/** The party selector of the cancel dialog: how many guests to keep. */
export function keepGuestsLabel(keep: number): string {
  return keep === 0 ? CANCEL_WHOLE_BOOKING : `Keep ${keep} ${keep === 1 ? 'guest' : 'guests'}`;
}
/** The confirm button of the cancel dialog. */
export function confirmCancelLabel(keep: number, seatsFreed: number): string {
  return keep === 0
    ? 'Yes, cancel booking'
    : `Give up ${seatsFreed} ${seatsFreed === 1 ? 'seat' : 'seats'}`;
}

// --- Door check-in and tickets (issue 22) ---
export const TICKET_TITLE = 'Your ticket';
export const TICKET_SHOW_AT_DOOR = 'Show this code at the door.';
export const TICKET_OPEN = 'Show ticket';
export const TICKET_SHOW_FULL_SCREEN = 'Show full screen';
export const TICKET_LOAD_FAILED = 'The ticket could not be loaded. Please try again.';
export const TICKET_NOT_FOUND = 'This ticket does not exist or is not valid any more.';
export const DOOR_TITLE = 'Door';
export const DOOR_SCAN = 'Scan ticket';
export const DOOR_STOP_SCAN = 'Stop scanning';
export const DOOR_SEARCH_LABEL = 'Search arrivals';
export const DOOR_EVENT_LABEL = 'Event';
export const DOOR_NO_EVENTS = 'No events with bookings at this venue yet.';
export const DOOR_CAMERA_FAILED = 'The camera could not be opened. Search the name below instead.';
export const DOOR_OFFLINE =
  'Offline: check-ins are kept and sent as soon as the connection is back.';
export const DOOR_UNDO = 'Undo';
export const DOOR_UNDONE = 'Check-in undone';
/** Under the answer to a ticket of another of the venue's events: the party is checked in there. */
export const DOOR_OTHER_EVENT = 'Ticket for another event';
export const DOOR_ACTION_FAILED = 'That did not work. Please try again.';
export const DOOR_COUNTERS = { arrived: 'Arrived', expected: 'Expected', parties: 'Parties in' };

/** The big answer at the door: a headline and a line of detail. */
export const CHECK_IN_TEXTS = {
  checked_in: 'Checked in',
  arrivals_updated: 'Arrivals updated',
  already_checked_in: 'Already checked in',
  wrong_venue: 'Wrong venue',
  wrong_day: 'Wrong day',
  cancelled: 'Cancelled booking',
  not_confirmed: 'Not paid',
  not_a_ticket: 'Not a Brunchers ticket',
} as const;

export function partyLabel(count: number): string {
  return count === 1 ? 'on their own' : `party of ${count}`;
}

export function arrivedLabel(arrived: number, party: number): string {
  return `${arrived} of ${party} arrived`;
}

export function alreadyCheckedInDetail(time: string, by: string | null): string {
  return by ? `at ${time} by ${by}` : `at ${time}`;
}

export const CHECK_IN_DETAILS = {
  wrong_venue: 'This ticket is for another venue.',
  cancelled: 'This booking was cancelled: the ticket is not valid.',
  not_confirmed: 'This booking has not been paid yet.',
  not_a_ticket: 'This code is not a Brunchers ticket.',
} as const;

export function wrongDayDetail(eventDate: string, eventTime: string): string {
  return `This ticket is for ${formatEventDate(eventDate)} at ${eventTime}.`;
}

// --- Organiser console: events (issue 23) ---
export const EVENT_NOT_ON_SALE = 'This event is not on sale.';
export const EVENT_CANCELLED_NOTICE =
  'This event was cancelled. Every booking is refunded in full.';
export const EVENT_PAST_NOT_CANCELLABLE =
  'This event has already taken place: it cannot be cancelled.';
export const EVENT_CANCELLED_NOT_EDITABLE = 'A cancelled event cannot be changed.';
export const EVENT_UNPUBLISH_BOOKED =
  'People have booked or are booking this event: cancel it instead, so they are refunded.';
export const EVENT_STATUS_LABELS = {
  draft: 'Draft',
  published: 'Published',
  cancelled: 'Cancelled',
} as const;
export const ACCESSIBILITY_LABELS = {
  step_free_access: 'Step-free access',
  accessible_toilet: 'Accessible toilet',
  quiet_area: 'Quiet area',
  dietary_options: 'Dietary options available',
} as const;
export const ACCESSIBILITY_TITLE = 'Accessibility';
/** The capacity floor: seats already sold or held cannot be taken away. */
export function capacityBelowTaken(taken: number): string {
  return `${taken} ${taken === 1 ? 'seat is' : 'seats are'} sold or held: capacity cannot go below ${taken}.`;
}
/** What the cancel dialog tells the organiser will happen. */
export function cancelEventConsequences(counts: {
  sold: number;
  held: number;
  waitlisted: number;
}): string[] {
  return [
    `Every confirmed booking is refunded in full (${counts.sold} ${counts.sold === 1 ? 'seat' : 'seats'} sold).`,
    `Checkouts in progress are stopped and their seats released (${counts.held} held).`,
    `The waitlist is cleared (${counts.waitlisted} waiting).`,
    'Everyone booked gets an e-mail saying the brunch is cancelled and refunded.',
    'The event stays visible, marked cancelled, and can no longer be booked. This cannot be undone.',
  ];
}
export const EVENT_COVER_NOT_IMAGE = 'Choose a JPEG, PNG, WebP, GIF or AVIF image.';
export const EVENT_COVER_TOO_LARGE = 'The cover image must be under 5 MB.';

// --- Table plans and the after-brunch step (issue 24) ---
export const TABLE_PLAN_TEXTS = {
  title: 'Table plan',
  planNow: 'Plan tables now',
  replan: 'Plan again from scratch',
  noPlan: 'No table plan yet. It is made automatically 24 hours before the start, or now:',
  planned: 'Tables planned',
  moved: 'Party moved',
  moveTo: 'Move to table',
  unseated: 'Not seated',
  average: 'Average compatibility',
  score: 'score',
  noRoom: 'That table has no room for the whole party.',
  forbidden:
    'Someone at that table must not sit with this party (a pass, or they sat together recently).',
  notFound: 'No such event, party or table.',
} as const;

export function tablePlanSummary(people: number, tables: number): string {
  return `${people} seated at ${tables} ${tables === 1 ? 'table' : 'tables'}`;
}

export function tableLabel(number: number): string {
  return `Table ${number}`;
}

export const TABLEMATES_TEXTS = {
  heading: 'Your tablemates',
  afterCheckIn: 'You will see who sits with you once you are checked in at the door.',
  notCheckedIn: 'Check in at the door first to see your tablemates.',
  noPlan: 'Your table is not planned yet.',
  alone: 'Nobody else is seated at your table yet.',
} as const;

export const AFTER_BRUNCH_TEXTS = {
  title: 'How was brunch?',
  rateVenue: 'Rate the venue',
  meetAgainHeading: 'Meet again?',
  meetAgainHint: 'If you both say yes, you become a connection.',
  yes: 'Yes',
  no: 'No',
  done: 'Done',
  skip: 'Skip',
  notAllowed: 'Only members checked in at this brunch can do this, once, after it.',
  alreadyDone: 'You already did this for this brunch.',
  notTablemate: 'You can only choose people from your table.',
} as const;

export function afterBrunchMatchesToast(matches: number): ToastText {
  return matches > 0
    ? {
        title: matches === 1 ? 'New connection!' : `${matches} new connections!`,
        description: 'You both want to meet again. Say hi in Connections.',
      }
    : { title: 'Thanks!', description: 'If they say yes too, they show up in your Connections.' };
}
