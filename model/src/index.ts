// @brunchers/model: document shapes (zod), constants, user-facing texts and pure business rules
// shared by the web app, the Cloud Functions, seed data and tests. Imports no Firebase SDK.

export * from './constants';
export * from './messages';
export * from './format';
export * from './ids';
export * from './sample-users';
export * from './schemas/common';
export * from './schemas/events';
export * from './schemas/bookings';
export * from './schemas/social';
export * from './schemas/content';
export * from './schemas/profile-options';
export * from './schemas/profiles';
export * from './schemas/profile-form';
export * from './schemas/callables';
export * from './schemas/mail';
export * from './schemas/waitlist';
export * from './rules/levels';
export * from './rules/booking';
export * from './rules/booking-docs';
export * from './rules/events';
export * from './rules/stories';
export * from './rules/admin';
export * from './rules/self-discovery';
export * from './rules/discover';
export * from './rules/places';
export * from './rules/profile';
export * from './rules/mail';
export * from './rules/waitlist';
export * from './mail-templates';
export * from './rules/return-origin';
export * from './rules/images';
export * from './rules/cancellation';
export * from './rules/check-in';
export * from './schemas/table-plans';
export * from './rules/table-plan';
