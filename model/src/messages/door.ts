import { formatEventDate } from '../format';

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
  not_open_yet: 'Not open yet',
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

/** A ticket for later today scanned before check-in opens (2 hours before the start). */
export function checkInOpensDetail(time: string): string {
  return `Check-in opens at ${time}.`;
}
