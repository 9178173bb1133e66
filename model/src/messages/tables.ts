import { APP_PATHS } from '../app-paths';
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
} as const;

export function tablePlanSummary(people: number, tables: number): string {
  return `${people} seated at ${tables} ${tables === 1 ? 'table' : 'tables'}`;
}

export function tableLabel(number: number): string {
  return `Table ${number}`;
}

export const TABLEMATES_TEXTS = {
  heading: 'Your tablemates',
  noPlan: 'Your table is not planned yet.',
  alone: 'Nobody else is seated at your table yet.',
} as const;

/** Unnamed people at the member's table (a guest's party, members' plus-ones). */
export function tableGuestsLabel(guests: number, withMembers: boolean): string {
  const people = guests === 1 ? '1 guest' : `${guests} guests`;
  if (withMembers) return `and ${people}`;
  return `${people} ${guests === 1 ? 'is' : 'are'} seated at your table.`;
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

export function afterBrunchMatchesToast(matches: number): ToastText {
  return matches > 0
    ? {
        title: matches === 1 ? 'New connection!' : `${matches} new connections!`,
        description: 'You both want to meet again. Say hi in Connections.',
        href: APP_PATHS.connections,
      }
    : { title: 'Thanks!', description: 'If they say yes too, they show up in your Connections.' };
}
