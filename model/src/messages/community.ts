import { msg } from '../i18n/message';

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
export const likedMember = msg('community.likedMember', (name: string) => `You liked ${name}`);
