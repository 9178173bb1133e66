// Every user-facing text the spec fixes, so the web app and the browser tests use
// the very same wording. Toasts are { title, description? } pairs; plain strings are page texts.
// One file per area: a bundler keeps or drops a whole module, so a page that needs one text of an
// area does not load every text every page uses (web/bench/bundle-size.mjs).

export * from './messages/common';
export * from './messages/chrome';
export * from './messages/event';
export * from './messages/landing';
export * from './messages/signup';
export * from './messages/auth';
export * from './messages/booking';
export * from './messages/waitlist';
export * from './messages/notifications';
export * from './messages/profile';
export * from './messages/community';
export * from './messages/screens';
export * from './messages/door';
export * from './messages/admin';
export * from './messages/reports';
export * from './messages/console';
export * from './messages/tables';
export * from './messages/errors';
export * from './messages/organiser-actions';
export * from './messages/trust';
export * from './messages/legal';
export * from './messages/attendees';
export * from './messages/privacy';
export * from './messages/connections';
export * from './messages/table-chats';
export * from './messages/policy';
export * from './messages/settings';
export * from './messages/pricing';
export * from './messages/member-import';
export * from './messages/member';
export * from './messages/mails';
export * from './messages/validation';
