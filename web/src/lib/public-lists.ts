// The lists guests open as a first page (/places, /stories): one definition for the page's
// listener and for index.html's prefetch of the same query (web/build/route-preloads.ts).
// The build imports this file too, and Vite's config loader cannot run the model package's
// TypeScript: the collection names are checked against the model's COLLECTIONS by type only.
import type { COLLECTIONS } from '@brunchers/model';
import type { OrderedList } from './firebase/ordered-list';

type Collections = typeof COLLECTIONS;

export const PLACES_BY_NAME: OrderedList = {
  collection: 'brunch_spots' satisfies Collections['brunchSpots'],
  orderBy: 'name',
  direction: 'ASCENDING',
};

export const STORIES_NEWEST_FIRST: OrderedList = {
  collection: 'brunch_stories' satisfies Collections['brunchStories'],
  orderBy: 'publish_date',
  direction: 'DESCENDING',
};
