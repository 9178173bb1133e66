import { WAITLIST_OFFER_MINUTES } from '../constants';
import { msg } from '../i18n/message';
import { type ToastText } from './common';

// --- Waitlist (issue 21) ---
export const JOIN_WAITLIST = 'Join waitlist';
export const WAITLIST_DIALOG_TITLE = 'Join the waitlist';
export const WAITLIST_PARTY_LABEL = 'Seats you want';
/** Stated on the event page: the order freed seats are offered in. */
export const waitlistPriorityNote = msg(
  'waitlist.waitlistPriorityNote',
  (offerMinutes: number) =>
    `When seats free up, we offer them in order: members with an active membership first, then everyone else, each first come, first served. Offered seats are held for you for ${offerMinutes} minutes.`,
);
/** The note with the default offer time (pages show the event's own: waitlistPriorityNote). */
export const WAITLIST_PRIORITY_NOTE = waitlistPriorityNote(WAITLIST_OFFER_MINUTES);
export const WAITLIST_JOINED: ToastText = {
  title: "You're on the waitlist",
  description: 'We will e-mail you as soon as seats are yours to book.',
};
/** A guest's place waits for the link in the first mail (issue 36). */
export const WAITLIST_CONFIRM_SENT: ToastText = {
  title: 'Check your inbox',
  description: 'Open the link we sent you to confirm your place on the waitlist.',
};
export const WAITLIST_CONFIRM_TITLE = 'Your waitlist place';
export const WAITLIST_CONFIRMED =
  "Your place is confirmed. We'll e-mail you as soon as seats are yours to book.";
export const WAITLIST_CONFIRM_FAILED =
  'This link is not valid any more: the place was left, or the brunch is over.';
export const WAITLIST_JOIN_FAILED = 'Could not join the waitlist';
/** joinWaitlist refuses: enough seats for the party are on sale right now. */
export const WAITLIST_ALREADY_FREE =
  'Seats for your party are on sale right now: book them instead.';
export const LEAVE_WAITLIST = 'Leave waitlist';
/** A place whose position is not known yet. */
export const ON_WAITLIST = 'On the waitlist';
export const LEAVE_WAITLIST_FAILED = 'Could not leave the waitlist';
/** The waitlist card's title on the event page. */
export const WAITLIST_TITLE = 'Waitlist';
/** An offer without an end time (not expected): 'held for you until soon'. */
export const OFFER_SOON = 'soon';
/** A member's live place: waitlistPositionLabel(1) → "You're #1 on the waitlist". */
export const waitlistPositionLabel = msg(
  'waitlist.waitlistPositionLabel',
  (position: number) => `You're #${position} on the waitlist`,
);
export const waitlistPartyLabel = msg(
  'waitlist.waitlistPartyLabel',
  (partySize: number) => `for ${partySize} ${partySize === 1 ? 'seat' : 'seats'}`,
);
export const OFFER_BANNER_TITLE = 'Seats are waiting for you';
/** The in-app banner and offer page: offerBannerText(2, '14:35', 'Garden Brunch'). */
export const offerBannerText = msg(
  'waitlist.offerBannerText',
  (seats: number, until: string, eventTitle: string) =>
    `${seats} ${seats === 1 ? 'seat' : 'seats'} at ${eventTitle} ${seats === 1 ? 'is' : 'are'} held for you until ${until}.`,
);
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

export const WAITLIST_CONFIRMING = 'Confirming your place...';
