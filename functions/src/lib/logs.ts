// Every log line the functions write, by name, so messages stay consistent and searchable
// (the pattern of Stripe's Firebase extension). Structured fields go to Cloud Logging as JSON.

import { logger } from 'firebase-functions';

export const logs = {
  checkoutCreated: (bookingId: string, sessionId: string, eventId: string, guests: number) =>
    logger.info('Checkout session created', { bookingId, sessionId, eventId, guests }),
  checkoutStripeFailed: (bookingId: string, error: unknown) =>
    logger.error('Stripe Checkout session could not be created; hold released', { bookingId, error: describe(error) }),
  holdReleaseFailed: (bookingId: string, error: unknown) =>
    logger.error('Releasing a seat hold failed', { bookingId, error: describe(error) }),
  webhookSignatureInvalid: (error: unknown) =>
    logger.warn('Stripe webhook rejected: bad signature', { error: describe(error) }),
  webhookDuplicate: (eventId: string, type: string) => logger.info('Stripe event already processed', { eventId, type }),
  webhookProcessed: (eventId: string, type: string, outcome: string, bookingId: string | null) =>
    logger.info('Stripe event processed', { eventId, type, outcome, bookingId }),
  webhookFailed: (eventId: string, type: string, error: unknown) =>
    logger.error('Stripe event processing failed; Stripe will retry', { eventId, type, error: describe(error) }),
  paidAfterRelease: (bookingId: string, sessionId: string) =>
    logger.error('Payment completed for a booking whose seats were already released and are gone: refund needed', {
      bookingId,
      sessionId,
    }),
  holdsReleased: (examined: number, released: number, skipped: number) =>
    logger.info('Expired holds swept', { examined, released, skipped }),
  holdSweepSkipped: (bookingId: string, reason: string) => logger.warn('Expired hold left as is', { bookingId, reason }),
  holdSweepSessionMissing: (bookingId: string, sessionId: string) =>
    logger.warn('Expired hold released: Stripe has no such Checkout session', { bookingId, sessionId }),
  subscriptionCheckFailed: (uid: string, error: unknown) =>
    logger.error('Subscription check failed', { uid, error: describe(error) }),
  portalFailed: (uid: string, error: unknown) => logger.error('Billing portal session failed', { uid, error: describe(error) }),
  xpAwarded: (uid: string, source: string, xp: number, total: number, level: number) =>
    logger.info('XP awarded', { uid, source, xp, total, level }),
  xpAlreadyAwarded: (source: string) => logger.info('XP for this document was already awarded', { source }),
  xpSkipped: (source: string, reason: string) => logger.warn('XP not awarded', { source, reason }),
  matchCreated: (matchId: string) => logger.info('Match created', { matchId }),
  rolesMirrored: (uid: string, roles: string[]) => logger.info('Roles mirrored into custom claims', { uid, roles }),
  rolesMirrorSkipped: (uid: string, reason: string) => logger.warn('Roles not mirrored', { uid, reason }),
  adminDenied: (uid: string | null, action: string) => logger.warn('Admin action refused', { uid, action }),
  usersImported: (created: number, failed: number) => logger.info('Users imported', { created, failed }),
  storiesImported: (successful: number, failed: number) => logger.info('Stories imported', { successful, failed }),
  storyContentUpdated: (updated: number) => logger.info('Story content sanitised', { updated }),
  venueAssigned: (bookingId: string, venueId: string) => logger.info('Venue assigned', { bookingId, venueId }),
  unexpected: (where: string, error: unknown) => logger.error('Unexpected error', { where, error: describe(error) }),
};

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
