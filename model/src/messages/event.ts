import { msg } from '../i18n/message';

// --- The event page (/event/:id): what a guest reads before booking (issue 37 gathered them) ---
export const EVENT_NOT_ON_SALE = 'This event is not on sale.';
export const EVENT_CANCELLED_NOTICE =
  'This event was cancelled. Every booking is refunded in full.';
export const EVENT_STATUS_LABELS = {
  draft: 'Draft',
  published: 'Published',
  cancelled: 'Cancelled',
  early_access: 'Members first',
} as const;
export const ACCESSIBILITY_LABELS = {
  step_free_access: 'Step-free access',
  accessible_toilet: 'Accessible toilet',
  quiet_area: 'Quiet area',
  dietary_options: 'Dietary options available',
} as const;
export const ACCESSIBILITY_TITLE = 'Accessibility';
export const EVENT_LOAD_FAILED = 'This event could not be loaded.';
/** The event page's way back (screens.ts's BACK is the member screens'). */
export const BACK_LINK = 'Back';
export const EVENT_DETAILS_TITLE = 'Event Details';
export const DETAIL_DATE = 'Date';
export const DETAIL_TIME = 'Time';
export const DETAIL_VENUE = 'Venue';
export const DETAIL_ADDRESS = 'Address';
export const DETAIL_SPOTS = 'Spots available';
/** '3 of 12' (spots left of the event's seats). */
export const spotsOf = msg('event.spotsOf', (left: number, total: number) => `${left} of ${total}`);
export const DETAIL_PEOPLE_GOING = 'People going';
export const EVENT_INFO_TITLE = 'Event Information';
export const HOSTED_BY = 'Hosted By';
/** The host's name when the event names none. */
export const DEFAULT_HOST_NAME = 'Brunchers team';
/** '4.8 host rating' (the rating already written with one decimal). */
export const hostRatingLabel = msg(
  'event.hostRatingLabel',
  (rating: string) => `${rating} host rating`,
);
/** The booking card's landmark name. */
export const BOOKING_LANDMARK = 'Booking';
export const PER_PERSON = 'per person';
/** An event card's distance badge (places near the member). */
export const DISTANCE_BADGE = msg(
  'event.DISTANCE_BADGE',
  (distance: string) => `Distance: ${distance}`,
);
/** An event card's spots line (rules/events.ts's spotsLeftLabel). */
export const spotsLeft = msg(
  'event.spotsLeft',
  (count: number) => `${count} ${count === 1 ? 'spot' : 'spots'} left`,
);
export const onlySpotsLeft = msg(
  'event.onlySpotsLeft',
  (count: number) => `Only ${count} ${count === 1 ? 'spot' : 'spots'} left`,
);

// The fixed Event Information texts the page adds for Halloween and New Friends events (which one
// applies comes from eventInfoVariant).
export interface EventInfoItem {
  label: string;
  text: string;
}

export const EVENT_INFO: Record<'halloween' | 'new-friends', EventInfoItem[]> = {
  halloween: [
    { label: 'Age group', text: '26-36' },
    {
      label: 'Vibe',
      text: 'Costumes encouraged, candle-lit tables, a spooky playlist and a prize for the best outfit.',
    },
    {
      label: 'Entrance',
      text: 'Your ticket includes entrance; food and drinks are ordered à la carte at the venue.',
    },
    { label: 'Meet like-minded people', text: 'Small mixed tables so everyone gets to talk.' },
    {
      label: 'Photo ID',
      text: 'Please bring a photo ID: the venue checks ages at the door and may refuse entry without one.',
    },
  ],
  'new-friends': [
    { label: 'Age group', text: '27-35' },
    {
      label: 'Vibe',
      text: 'Relaxed and conversation-first: hosted ice-breakers, then plenty of time to just chat.',
    },
    {
      label: 'Entrance',
      text: 'Your ticket includes entrance; food and drinks are ordered à la carte at the venue.',
    },
    {
      label: 'Meet like-minded people',
      text: 'Guests are seated by shared interests so conversations start easily.',
    },
    {
      label: 'Photo ID',
      text: 'Please bring a photo ID: the venue checks ages at the door and may refuse entry without one.',
    },
  ],
};
