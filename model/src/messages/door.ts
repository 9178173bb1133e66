import { englishT, msg, type Translate } from '../i18n/message';

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
/** The camera films but its QR decoder keeps failing (it crashed, or could not be loaded). */
export const DOOR_SCANNER_FAILED =
  'The scanner stopped reading codes. Tap Scan ticket to try again, or search the name below.';
export const DOOR_OFFLINE =
  'Offline: check-ins are kept and sent as soon as the connection is back.';
export const DOOR_UNDO = 'Undo';
export const DOOR_UNDONE = 'Check-in undone';
/** Under the answer to a ticket of another of the venue's events: the party is checked in there. */
export const DOOR_OTHER_EVENT = 'Ticket for another event';
export const DOOR_ACTION_FAILED = 'That did not work. Please try again.';
export const DOOR_GUEST = 'Guest';
export const DOOR_LOADING_VENUES = 'Loading venues...';
export const DOOR_LOADING_EVENTS = 'Loading events...';
export const DOOR_NO_VENUES = {
  title: 'No venues yet',
  description: 'Venues you partner with will appear here.',
};
export const DOOR_VENUE_LABEL = 'Venue';
export const DOOR_CHECKING = 'Checking...';
export const DOOR_NO_MATCH = 'No arrivals match.';
export const DOOR_ONE_FEWER = 'One fewer arrived';
export const DOOR_ONE_MORE = 'One more arrived';
export const DOOR_CHECK_IN = 'Check in';
export const DOOR_STATS_LABEL = 'Stats';
export const DOOR_ARRIVALS_LABEL = 'Arrivals';
export const DOOR_LOADING_ATTENDEES = 'Loading attendees...';
/** The Check in button's label for a screen reader: checkInNameLabel('Ana') → "Check in Ana". */
export const checkInNameLabel = msg('door.checkInNameLabel', (name: string) => `Check in ${name}`);
export const peopleCountLabel = msg('door.peopleCountLabel', (people: number) =>
  people === 1 ? '1 person' : `${people} people`,
);
export const DOOR_COUNTERS = { arrived: 'Arrived', expected: 'Expected', parties: 'Parties in' };

/** The big answer at the door: a headline and a line of detail. */
export const CHECK_IN_TEXTS = {
  checked_in: 'Checked in',
  arrivals_updated: 'Arrivals updated',
  already_checked_in: 'Already checked in',
  wrong_venue: 'Wrong venue',
  wrong_day: 'Wrong day',
  not_open_yet: 'Not open yet',
  cancelled: 'Cancelled booking',
  not_confirmed: 'Not paid',
  not_a_ticket: 'Not a Brunchers ticket',
} as const;

export const partyLabel = msg('door.partyLabel', (count: number) =>
  count === 1 ? 'on their own' : `party of ${count}`,
);

export const arrivedLabel = msg(
  'door.arrivedLabel',
  (arrived: number, party: number) => `${arrived} of ${party} arrived`,
);

export const checkedInAtLabel = msg('door.checkedInAtLabel', (time: string) => `at ${time}`);
export const checkedInAtByLabel = msg(
  'door.checkedInAtByLabel',
  (time: string, by: string) => `at ${time} by ${by}`,
);
export function alreadyCheckedInDetail(
  time: string,
  by: string | null,
  tr: Translate = englishT,
): string {
  return by ? tr(checkedInAtByLabel, time, by) : tr(checkedInAtLabel, time);
}

export const CHECK_IN_DETAILS = {
  wrong_venue: 'This ticket is for another venue.',
  cancelled: 'This booking was cancelled: the ticket is not valid.',
  not_confirmed: 'This booking has not been paid yet.',
  not_a_ticket: 'This code is not a Brunchers ticket.',
} as const;

/** eventDate already formatted in the page's language (formatEventDate). */
export const wrongDayDetail = msg(
  'door.wrongDayDetail',
  (eventDate: string, eventTime: string) => `This ticket is for ${eventDate} at ${eventTime}.`,
);

/** A ticket for later today scanned before check-in opens (2 hours before the start). */
export const checkInOpensDetail = msg(
  'door.checkInOpensDetail',
  (time: string) => `Check-in opens at ${time}.`,
);

export const DOOR_CAMERA_LABEL = "Camera view: hold the ticket's QR code in front of it";
