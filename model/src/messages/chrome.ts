import { msg } from '../i18n/message';

// --- The public top bar, its phone menu and the footer (issue 37) ---
export const NAV_EVENTS = 'Events';
export const NAV_PLACES = 'Places';
export const NAV_STORIES = 'Stories';
export const NAV_JOIN = 'Join';
/** The name of the main navigation landmark. */
export const NAV_MAIN = 'Main';
export const NAV_FOOTER = 'Footer';
export const MENU = 'Menu';
export const PROFILE_LINK = 'Profile';
/** The avatar link's name: whose profile it opens. */
export const profileOf = msg('chrome.profileOf', (email: string) => `Profile (${email})`);
export const SIGNED_IN = 'signed in';
export const FOOTER_TAGLINE = 'Good food, good people, every weekend.';
export const contactUs = msg('chrome.contactUs', (email: string) => `Contact us: ${email}`);
export const LOADING = 'Loading...';
/** The language switcher's name (each option names its language in that language). */
export const LANGUAGE = 'Language';
/** The trust pages' titles (model/src/messages/legal.ts), which the footer links to. */
export const LEGAL_PAGE_TITLES = {
  terms: 'Terms of Use',
  privacy: 'Privacy Notice',
  guidelines: 'Community Guidelines',
  safety: 'Safety Tips',
} as const;
export const SKIP_TO_CONTENT = 'Skip to content';
/** A dialog's close button. */
export const CLOSE = 'Close';

/** When a route throws while loading or rendering (app/route-error-boundary.tsx). */
export const ROUTE_ERROR_TEXTS = {
  title: 'Something went wrong',
  text: 'This page could not be shown. Try reloading; if it keeps happening, come back a little later.',
  reload: 'Reload',
  home: 'Go home',
} as const;
export const NOT_FOUND_TEXT = 'This table is empty. The page you are looking for does not exist.';
