import { APP_PATHS } from '../app-paths';
import { englishT, msg, type Translate } from '../i18n/message';
import { type ToastText } from './common';

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
  loading: 'Loading table plan...',
  notPlanned: 'Not planned.',
  notMoved: 'Not moved.',
  freeTables: 'Free tables',
} as const;
export const AFTER_BRUNCH_NOT_SAVED = 'Not saved.';

export const tablePlanSummary = msg(
  'tables.tablePlanSummary',
  (people: number, tables: number) =>
    `${people} seated at ${tables} ${tables === 1 ? 'table' : 'tables'}`,
);

export const tableLabel = msg('tables.tableLabel', (number: number) => `Table ${number}`);

export const TABLEMATES_TEXTS = {
  heading: 'Your tablemates',
  noPlan: 'Your table is not planned yet.',
  alone: 'Nobody else is seated at your table yet.',
} as const;

/** Unnamed people at the member's table (a guest's party, members' plus-ones). */
export const andGuestsLabel = msg('tables.andGuestsLabel', (guests: number) =>
  guests === 1 ? 'and 1 guest' : `and ${guests} guests`,
);
export const guestsSeatedLabel = msg('tables.guestsSeatedLabel', (guests: number) =>
  guests === 1 ? '1 guest is seated at your table.' : `${guests} guests are seated at your table.`,
);
export function tableGuestsLabel(
  guests: number,
  withMembers: boolean,
  tr: Translate = englishT,
): string {
  return withMembers ? tr(andGuestsLabel, guests) : tr(guestsSeatedLabel, guests);
}

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
/** The Yes/No buttons' label for a screen reader: meetAgainLabel('Yes', 'Ana'). */
export const meetAgainLabel = msg(
  'tables.meetAgainLabel',
  (answer: string, firstName: string) => `${answer}: meet ${firstName} again`,
);

export const newConnectionsTitle = msg('tables.newConnectionsTitle', (matches: number) =>
  matches === 1 ? 'New connection!' : `${matches} new connections!`,
);
export const NEW_CONNECTIONS_DESCRIPTION = 'You both want to meet again. Say hi in Connections.';
export const NO_MATCH_TOAST = {
  title: 'Thanks!',
  description: 'If they say yes too, they show up in your Connections.',
};
export function afterBrunchMatchesToast(matches: number, tr: Translate = englishT): ToastText {
  return matches > 0
    ? {
        title: tr(newConnectionsTitle, matches),
        description: tr(NEW_CONNECTIONS_DESCRIPTION),
        href: APP_PATHS.connections,
      }
    : tr(NO_MATCH_TOAST);
}
