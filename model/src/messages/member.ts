// The member screens' own texts (issue 37): what the dashboard, discover, the self-discovery path,
// the profile, places, stories, safety, tickets and the member shell said in JSX before.
import { msg } from '../i18n/message';

// --- Member shell ---
export const MEMBER_NAV = 'Member';
export const MEMBER_TABS_NAV = 'Member tabs';

// --- Dashboard ---
export const QUICK_ACTIONS_TITLE = 'Quick Actions';
export const UPCOMING_EVENTS_TITLE = 'Upcoming Events';

// --- Discover ---
export const DISCOVER_TITLE = 'Discover';
export const DISCOVER_PASS = '✕ Pass';
export const DISCOVER_LIKE = '♥ Like';
export const passOn = msg('member.passOn', (name: string) => `Pass on ${name}`);
export const likeMember = msg('member.likeMember', (name: string) => `Like ${name}`);
export const PREVIOUS_PHOTO = 'Previous photo';
export const NEXT_PHOTO = 'Next photo';
export const INTERESTS = 'Interests';
/** 'Photo 2 of 5 of Anna' */
export const photoOf = msg(
  'member.photoOf',
  (index: number, count: number, name: string) => `Photo ${index} of ${count} of ${name}`,
);
/** 'Report this photo of Anna' */
export const reportPhotoOf = msg(
  'member.reportPhotoOf',
  (action: string, name: string) => `${action} of ${name}`,
);

// --- Self-discovery path ---
export const PATH_LOADING = 'Loading your path...';
export const PATH_TITLE = 'Your self-discovery path';
export const PATH_INTRO =
  'Answer questions, earn XP and help us seat you with people you will click with.';
export const OVERALL_PROGRESS = 'Overall progress';
export const answeredOf = msg(
  'member.answeredOf',
  (answered: number, total: number) => `${answered} / ${total} answered`,
);
export const LEVEL_TITLE = 'Level';
export const levelNumber = msg('member.levelNumber', (level: number) => `Level ${level}`);
export const PROGRESS_TO_NEXT_LEVEL = 'Progress to next level';
export const levelPoints = msg(
  'member.levelPoints',
  (points: number, perLevel: number, toNext: number, nextLevel: number) =>
    `${points} / ${perLevel} XP · ${toNext} XP to level ${nextLevel}`,
);
export const PATH_UNLOCKED = 'Your path is unlocked. Pick the next question in any category.';
export const NO_QUESTIONS_YET = 'No questions yet.';
export const QUESTION_STATE_TEXT = {
  locked: '(locked)',
  answered: '(answered)',
  open: '(open)',
} as const;
export const QUESTION_DIALOG_TITLE = 'Self-discovery question';
export const ANSWER_SAVED = 'Answer saved. Thank you!';
export const YOUR_ANSWER = 'Your answer';
export const SAVING = 'Saving...';
export const SAVE_ANSWER = 'Save Answer';
export const REVIEW_DIALOG_TITLE = 'How was your brunch?';
export const REVIEW_THANKS = 'Thank you for your review!';
export const YOUR_RATING = 'Your rating';
export const TELL_US_MORE = 'Tell us more (optional)';
export const SUBMITTING = 'Submitting...';
export const SUBMIT_REVIEW = 'Submit Review';

// --- Profile ---
export const PROFILE_LOADING = 'Loading your profile...';
export const PROFILE_FORM_LOADING = 'Loading the form...';
export const yearsOld = msg('member.yearsOld', (age: number) => `${age} years old`);
export const livesIn = msg('member.livesIn', (place: string) => `Lives in ${place}`);
export const SELF_DISCOVERY = 'Self-Discovery';
export const SELECT_PLACEHOLDER = 'Select...';
export const MEMBERSHIP_TITLE = 'Membership';
export const SUBSCRIBED = 'Subscribed';
export const subscribedUntil = msg(
  'member.subscribedUntil',
  (date: string) => `Subscribed until ${date}`,
);
export const NOT_SUBSCRIBED_TEXT = 'Not subscribed';
export const MANAGE_SUBSCRIPTION = 'Manage Subscription';
export const levelAndXp = msg(
  'member.levelAndXp',
  (level: number, xp: number) => `Level ${level} · ${xp} XP`,
);
export const xpToNextLevel = msg(
  'member.xpToNextLevel',
  (points: number, nextLevel: number) =>
    `${points} XP to level ${nextLevel}. Answer questions on your path to earn more.`,
);
export const OPEN_MY_PATH = 'Open my path';
export const UPLOAD_PHOTO = 'Upload Photo';
export const UPLOAD_PROGRESS = 'Upload progress';
export const PHOTOS_LOADING = 'Loading photos...';
export const PHOTOS = 'Photos';
export const galleryPhoto = msg('member.galleryPhoto', (index: number) => `Gallery photo ${index}`);
export const deletePhotoLabel = msg(
  'member.deletePhotoLabel',
  (index: number) => `Delete photo ${index}`,
);
export const DELETE_LABEL = 'Delete';

// --- Connections ---
export const photoOfMember = msg('member.photoOfMember', (name: string) => `Photo of ${name}`);

// --- Safety ---
export const UNBLOCK = 'Unblock';

// --- Places and stories ---
export const PLACES_TITLE = 'Places';
export const PLACES_INTRO = 'Our partner venues and the brunch spots members love.';
export const SEARCH_PLACES = 'Search places';
export const PLACES_SEARCH_PLACEHOLDER = 'Name or description';
export const CITY = 'City';
export const PLACES_LOADING = 'Loading places...';
export const PLACES_LOAD_FAILED = "We couldn't load places";
export const TRY_AGAIN_SOON = 'Please try again in a moment.';
export const priceRange = msg('member.priceRange', (range: string) => `Price range ${range}`);
export const viewDetailsOf = msg(
  'member.viewDetailsOf',
  (name: string) => `View details of ${name}`,
);
export const PLACE_ABOUT = 'About';
export const PLACE_CUISINE = 'Cuisine Type';
export const PLACE_ADDRESS = 'Address';
export const PLACE_PHONE = 'Phone';
export const PLACE_WEBSITE = 'Website';
export const PLACE_SOCIAL = 'Social';
export const STORIES_TITLE = 'Stories';
export const STORIES_INTRO = 'Tips, community moments and wellness reads from the Brunchers table.';
export const SEARCH_STORIES = 'Search stories';
export const STORIES_SEARCH_PLACEHOLDER = 'Title or excerpt';
export const CATEGORY = 'Category';
export const STORIES_LOADING = 'Loading stories...';
export const STORIES_LOAD_FAILED = "We couldn't load stories";
export const STORY_LOADING = 'Loading story...';
export const BACK_TO_STORIES = 'Back to Stories';

// --- Tickets ---
export const ticketFor = msg('member.ticketFor', (event: string) => `Ticket for ${event}`);
export const TICKET_QR = 'Ticket QR code';
export const TICKET_NAME = 'Name';
export const TICKET_GUEST = 'Guest';
export const TICKET_PARTY = 'Party';
export const NO_TICKET = 'No ticket given.';
export const TICKET_LOADING = 'Loading ticket...';

// --- Legal ---
export const TRUST_PAGES = 'Trust pages';

/** A place's Instagram link and a question's XP badge ("+10 XP"). */
export const INSTAGRAM_LINK = 'Instagram';
export const xpReward = msg('member.xpReward', (xp: number) => `+${xp} XP`);
