// Connections and one-to-one messages (issue 38 items 1, 2 and 6).
import { msg } from '../i18n/message';
import { MESSAGE_TEXT_MAX, type Met } from '../schemas/connections';
import type { ToastText } from './common';

/** The Connections link's accessible name with the unread total (the badge shows the figure). */
export const connectionsUnreadLabel = msg('connections.connectionsUnreadLabel', (unread: number) =>
  unread > 0 ? `Connections, ${unread} unread` : 'Connections',
);
/** The dashboard's Connections card. */
export const UNREAD_MESSAGES = msg(
  'connections.UNREAD_MESSAGES',
  (unread: number) => `${unreadBadge(unread)} unread`,
);
/** The badge's figure: past 99, "99+". */
export function unreadBadge(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

export const CONNECTIONS_TEXTS = {
  title: 'Connections',
  intro: 'Everyone you matched with, newest first.',
  empty:
    'No connections yet. Say yes to "Meet again?" after a brunch, or like someone in Discover.',
  loading: 'Loading your connections…',
  showMore: 'Show more',
  matchedInDiscover: 'Matched in Discover',
  message: 'Message',
  viewProfile: 'View profile',
  unmatch: 'Unmatch',
  unread: msg('connections.CONNECTIONS_TEXTS.unread', (count: number) => `${count} unread`),
  you: 'You',
  unmatchTitle: msg(
    'connections.CONNECTIONS_TEXTS.unmatchTitle',
    (name: string) => `Unmatch ${name}?`,
  ),
  unmatchBody:
    'This ends your conversation for both of you. Neither of you can send a message any more.',
  unmatchConfirm: 'Unmatch',
  cancel: 'Cancel',
  back: 'All connections',
  conversationTitle: msg(
    'connections.CONNECTIONS_TEXTS.conversationTitle',
    (name: string) => `Messages with ${name}`,
  ),
  loadOlder: 'Load older messages',
  noMessages: msg(
    'connections.CONNECTIONS_TEXTS.noMessages',
    (name: string) => `No messages yet. Say hi to ${name}!`,
  ),
  composerLabel: 'Your message',
  counter: (length: number) => `${length} / ${MESSAGE_TEXT_MAX}`,
  send: 'Send',
  sent: 'Sent',
  read: 'Read',
  closed: 'This conversation has ended.',
  notFound: 'This connection does not exist, or it has ended.',
} as const;

export const UNMATCHED: ToastText = {
  title: 'Unmatched',
  description: 'You are no longer connected.',
};

/** The server's refusals (shown as they are). */
export const CONNECTION_ERRORS = {
  notMatched: 'You can only message members you matched with.',
  closed: 'This conversation has ended.',
  blocked: 'You cannot message this member.',
  suspended: 'Your account is suspended: you cannot send messages.',
  tooMany: 'You are sending messages too fast. Please wait a minute.',
  self: 'You cannot message yourself.',
} as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'YYYY-MM-DD' as 'Sun 14 Dec' (the UTC day); the string itself if it is not a date. */
export function shortEventDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/** 'Table 3 at Alfama Terrace, Sun 14 Dec' (the day's name per language: message-arguments.ts). */
export const metAtTable = msg(
  'connections.metAtTable',
  (table: number, place: string, date: string) =>
    `Table ${table} at ${place}, ${shortEventDay(date)}`,
);

/** Where two members met: 'Table 3 at Alfama Terrace, Sun 14 Dec', or 'Matched in Discover'. */
export function whereMet(met: Met): string {
  if (met.kind === 'discover') return CONNECTIONS_TEXTS.matchedInDiscover;
  return `Table ${met.table_number} at ${met.place_name}, ${shortEventDay(met.event_date)}`;
}
