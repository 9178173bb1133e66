// Every log line the functions write, by name, so messages stay consistent and searchable
// (the pattern of Stripe's Firebase extension). Structured fields go to Cloud Logging as JSON.

import { logger } from 'firebase-functions';

export const logs = {
  membershipPriceMissing: (plan: string) =>
    logger.error('No Stripe price configured for the membership plan', { plan }),
  membershipCheckoutFailed: (uid: string, error: unknown) =>
    logger.error('Membership checkout could not be started', { uid, error: describe(error) }),
  membershipRecorded: (subscriptionId: string, outcome: string) =>
    logger.info('Subscription event applied to the membership', { subscriptionId, outcome }),
  waitlistJoined: (eventId: string, entryId: string, partySize: number, position: number) =>
    logger.info('Joined the waitlist', { eventId, entryId, partySize, position }),
  waitlistConfirmed: (eventId: string, entryId: string, position: number) =>
    logger.info('Waitlist place confirmed', { eventId, entryId, position }),
  newsletterConfirmMailed: () => logger.info('Newsletter confirmation enqueued'),
  waitlistLeft: (eventId: string, entryId: string) =>
    logger.info('Left the waitlist', { eventId, entryId }),
  waitlistOffered: (eventId: string, entryId: string, bookingId: string, seats: number) =>
    logger.info('Freed seats offered to the waitlist', { eventId, entryId, bookingId, seats }),
  waitlistEntrySkipped: (eventId: string, entryId: string) =>
    logger.warn('A queued waitlist entry was not waiting; dropped from the queue', {
      eventId,
      entryId,
    }),
  offerCheckoutCreated: (bookingId: string, sessionId: string) =>
    logger.info('Checkout started for a waitlist offer', { bookingId, sessionId }),
  earlyAccessOpened: (events: number) =>
    logger.info('Members-first events went public', { events }),
  settingsSaved: (what: string, uid: string) =>
    logger.info('Settings saved by an organiser', { what, uid }),
  membershipPlanStripeFailed: (plan: string, error: unknown) =>
    logger.error('Stripe refused a membership plan change', { plan, error: describe(error) }),
  hostSaved: (hostId: string, uid: string, eventsUpdated: number) =>
    logger.info('Host saved by an organiser', { hostId, uid, eventsUpdated }),
  hostRatingApplied: (hostId: string, change: 'added' | 'taken_back', eventsUpdated: number) =>
    logger.info('Host rating changed by a review', { hostId, change, eventsUpdated }),
  eventSaved: (eventId: string, uid: string, change: string) =>
    logger.info('Event changed by an organiser', { eventId, uid, change }),
  eventCancelled: (
    eventId: string,
    refunded: number,
    released: number,
    waitlistCleared: number,
    complete: boolean,
  ) =>
    logger.info('Event cancellation run', {
      eventId,
      refunded,
      released,
      waitlistCleared,
      complete,
    }),
  eventCancelRefundImpossible: (bookingId: string) =>
    logger.error('A paid booking of a cancelled event has no PaymentIntent to refund', {
      bookingId,
    }),
  eventSeatsAdded: (eventId: string, seats: number, offered: number) =>
    logger.info('Seats added to an event', { eventId, seats, offered }),
  checkoutCreated: (bookingId: string, sessionId: string, eventId: string, guests: number) =>
    logger.info('Checkout session created', { bookingId, sessionId, eventId, guests }),
  checkoutStripeFailed: (bookingId: string, error: unknown) =>
    logger.error('Checkout could not be started; hold released', {
      bookingId,
      error: describe(error),
    }),
  checkoutOrphanExpired: (bookingId: string, sessionId: string) =>
    logger.warn(
      'Checkout session created but not recorded: expired at Stripe so it cannot be paid',
      { bookingId, sessionId },
    ),
  checkoutOrphanExpireFailed: (bookingId: string, sessionId: string, error: unknown) =>
    logger.error(
      'Checkout session created but not recorded could not be expired; a payment on it is handled as a late payment',
      {
        bookingId,
        sessionId,
        error: describe(error),
      },
    ),
  eventPriceInvalid: (eventId: string, priceCents: unknown) =>
    logger.error('Event has no chargeable price; booking refused', {
      eventId,
      priceCents: String(priceCents),
    }),
  checkoutCancelled: (bookingId: string, sessionId: string | null, released: boolean) =>
    logger.info('Checkout cancelled by the booker; session expired', {
      bookingId,
      sessionId,
      released,
    }),
  holdReleaseFailed: (bookingId: string, error: unknown) =>
    logger.error('Releasing a seat hold failed', { bookingId, error: describe(error) }),
  bookingMalformed: (bookingId: string, problem: string) =>
    logger.error('Booking document is malformed; fix it and the work is retried', {
      bookingId,
      problem,
    }),
  seatReleaseSkipped: (bookingId: string, eventId: string, reason: string) =>
    logger.error('Seats not given back: the event document cannot be updated safely', {
      bookingId,
      eventId,
      reason,
    }),
  spotsTotalMissing: (bookingId: string, eventId: string, spotsTotal: string) =>
    logger.warn('Seats given back without a cap: the event has no valid spots_total', {
      bookingId,
      eventId,
      spotsTotal,
    }),
  webhookSignatureInvalid: (error: unknown) =>
    logger.warn('Stripe webhook rejected: bad signature', { error: describe(error) }),
  webhookDuplicate: (eventId: string, type: string) =>
    logger.info('Stripe event already processed', { eventId, type }),
  webhookProcessed: (eventId: string, type: string, outcome: string, bookingId: string | null) =>
    logger.info('Stripe event processed', { eventId, type, outcome, bookingId }),
  webhookFailed: (eventId: string, type: string, error: unknown) =>
    logger.error('Stripe event processing failed; Stripe will retry', {
      eventId,
      type,
      error: describe(error),
    }),
  asyncPaymentAwaited: (bookingId: string, sessionId: string, holdUntil: Date) =>
    logger.info('Checkout complete, delayed payment pending: seats held until it settles', {
      bookingId,
      sessionId,
      holdUntil: holdUntil.toISOString(),
    }),
  paidAfterReleaseSeatsRetaken: (
    bookingId: string,
    sessionId: string,
    eventId: string,
    guests: number,
  ) =>
    logger.warn(
      'Payment arrived after the hold was released; seats were still free and are taken again',
      {
        bookingId,
        sessionId,
        eventId,
        guests,
      },
    ),
  paidAfterReleaseRefundRequired: (bookingId: string, sessionId: string, reason: string) =>
    logger.error(
      'Payment arrived after the hold was released and cannot be honoured: refund required',
      {
        bookingId,
        sessionId,
        reason,
      },
    ),
  accountDeleted: (documents: number, files: number, cancelledBookings: number) =>
    logger.info("An account was deleted at its member's request", {
      documents,
      files,
      cancelledBookings,
    }),
  dataExported: (documents: number, files: number) =>
    logger.info('A member downloaded their data', { documents, files }),
  bookingCancelled: (bookingId: string, seatsFreed: number, guestsKept: number) =>
    logger.info('Booking cancelled by the customer; seats given back', {
      bookingId,
      seatsFreed,
      guestsKept,
    }),
  cancellationRefunded: (
    bookingId: string,
    refundId: string,
    amount: number,
    settledBy: 'call' | 'webhook',
  ) => logger.info('Cancellation refunded', { bookingId, refundId, amount, settledBy }),
  refundIssued: (bookingId: string, refundId: string, paymentIntentId: string, amount: number) =>
    logger.info('Late payment refunded', { bookingId, refundId, paymentIntentId, amount }),
  refundFailed: (bookingId: string, error: unknown) =>
    logger.error('Refund of a late payment failed; retried with the next delivery', {
      bookingId,
      error: describe(error),
    }),
  holdsReleased: (examined: number, released: number, awaitingPayment: number, skipped: number) =>
    logger.info('Expired holds swept', { examined, released, awaitingPayment, skipped }),
  holdSweepSkipped: (bookingId: string, reason: string) =>
    logger.warn('Expired hold left as is', { bookingId, reason }),
  holdSweepSessionMissing: (bookingId: string, sessionId: string) =>
    logger.warn('Expired hold released: Stripe has no such Checkout session', {
      bookingId,
      sessionId,
    }),
  holdSweepAsyncPaymentPending: (bookingId: string, sessionId: string, holdUntil: Date) =>
    logger.info('Expired hold kept: the Checkout session awaits a delayed payment', {
      bookingId,
      sessionId,
      holdUntil: holdUntil.toISOString(),
    }),
  holdSweepAsyncPaymentFailed: (bookingId: string, sessionId: string, paymentStatus: string) =>
    logger.info('Expired hold released: the delayed payment failed', {
      bookingId,
      sessionId,
      paymentStatus,
    }),
  holdSweepAsyncPaymentOverdue: (bookingId: string, sessionId: string) =>
    logger.warn(
      'Expired hold released: the delayed payment did not settle in time; a later payment is handled as a late payment',
      {
        bookingId,
        sessionId,
      },
    ),
  holdSweepFailed: (bookingId: string, error: unknown) =>
    logger.error('Sweeping a hold failed; retried next run', { bookingId, error: describe(error) }),
  portalFailed: (uid: string, error: unknown) =>
    logger.error('Billing portal session failed', { uid, error: describe(error) }),
  xpAwarded: (uid: string, source: string, xp: number, total: number, level: number) =>
    logger.info('XP awarded', { uid, source, xp, total, level }),
  xpAlreadyAwarded: (source: string) =>
    logger.info('XP for this document was already awarded', { source }),
  xpSkipped: (source: string, reason: string) => logger.warn('XP not awarded', { source, reason }),
  matchCreated: (matchId: string) => logger.info('Match created', { matchId }),
  conversationOpened: (conversationId: string) =>
    logger.info('Conversation opened', { conversationId }),
  messageSent: (conversationId: string) => logger.info('Message sent', { conversationId }),
  messageRateLimited: (uid: string) => logger.warn('Message refused: rate limit', { uid }),
  unmatched: (conversationId: string) => logger.info('Unmatched', { conversationId }),
  tableChatsSynced: (eventId: string, chats: number) =>
    logger.info('Table chats follow the plan', { eventId, chats }),
  tableMessageSent: (chatId: string) => logger.info('Table message sent', { chatId }),
  tableChatAddressesPosted: (chats: number) =>
    logger.info("Venue's address posted in table chats", { chats }),
  rolesMirrored: (uid: string, roles: string[]) =>
    logger.info('Roles mirrored into custom claims', { uid, roles }),
  rolesMirrorSkipped: (uid: string, reason: string) =>
    logger.warn('Roles not mirrored', { uid, reason }),
  promotionCodeCreated: (code: string, uid: string) =>
    logger.info('Promotion code created', { code, uid }),
  promotionCodeActiveSet: (code: string, active: boolean, uid: string) =>
    logger.info('Promotion code switched', { code, active, uid }),
  promotionCodeStripeFailed: (code: string, error: unknown) =>
    logger.error('Promotion code could not be created at Stripe', { code, error: describe(error) }),
  adminDenied: (uid: string | null, action: string) =>
    logger.warn('Admin action refused', { uid, action }),
  photoRejected: (path: string, contentType: string | null) =>
    logger.warn('Uploaded photo is not the raster image it claims; deleted', { path, contentType }),
  checkoutRateLimited: (client: string, eventId: string) =>
    logger.warn('createCheckout rate-limited', { client: client.split(':')[0], eventId }),
  waitlistRateLimited: (client: string, eventId: string) =>
    logger.warn('joinWaitlist rate-limited', { client: client.split(':')[0], eventId }),
  checkoutHoldAlreadyOpen: (eventId: string, bookingId: string) =>
    logger.warn('createCheckout refused: the booker already holds seats', { eventId, bookingId }),
  answerRefused: (uid: string, questionId: string, reason: string) =>
    logger.warn('Self-discovery answer refused', { uid, questionId, reason }),
  usersImported: (created: number, failed: number) =>
    logger.info('Users imported', { created, failed }),
  membersImported: (
    dryRun: boolean,
    created: number,
    skipped: number,
    failed: number,
    /** Where the time went: the Auth lookups (and half-made accounts' reads), then the writes. */
    phases: { lookupMs: number; createMs: number },
  ) => logger.info('Members imported', { dryRun, created, skipped, failed, ...phases }),
  storiesImported: (successful: number, failed: number) =>
    logger.info('Stories imported', { successful, failed }),
  storyContentUpdated: (updated: number) => logger.info('Story content sanitised', { updated }),
  bookingManaged: (bookingId: string, adminUid: string, action: string, refundCents: number) =>
    logger.info('Booking changed by an organiser', { bookingId, adminUid, action, refundCents }),
  venueAssigned: (bookingId: string, venueId: string) =>
    logger.info('Venue assigned', { bookingId, venueId }),
  mailSent: (mailId: string, kind: string, messageId: string, attempts: number) =>
    logger.info('Mail sent', { mailId, kind, messageId, attempts }),
  mailSkipped: (mailId: string, reason: string) =>
    logger.info('Mail no longer applies; not sent', { mailId, reason }),
  mailRetrying: (mailId: string, kind: string, attempts: number, delayMs: number, error: unknown) =>
    logger.warn('Mail not sent; retried later', {
      mailId,
      kind,
      attempts,
      delayMs,
      error: describe(error),
    }),
  mailFailed: (mailId: string, kind: string, attempts: number, error: unknown) =>
    logger.error('Mail failed for good; see mail/{id}.last_error', {
      mailId,
      kind,
      attempts,
      error: describe(error),
    }),
  mailMalformed: (mailId: string, problem: string) =>
    logger.error('Mail document is malformed; not sent', { mailId, problem }),
  mailSweep: (due: number, outcomes: Record<string, number>) =>
    logger.info('Mail sweep', { due, ...outcomes }),
  unreadDigestsEnqueued: (members: number, enqueued: number) =>
    logger.info('Unread message digests enqueued', { members, enqueued }),
  remindersEnqueued: (events: number, enqueued: number) =>
    logger.info('Reminders enqueued', { events, enqueued }),
  eventChangeEnqueued: (eventId: string, change: string, enqueued: number) =>
    logger.info('Event change mails enqueued', { eventId, change, enqueued }),
  ticketScanned: (uid: string, venueId: string, bookingId: string | null, code: string) =>
    logger.info('Ticket checked at the door', { uid, venueId, bookingId, code }),
  checkInUndone: (uid: string, bookingId: string, asAdmin: boolean) =>
    logger.info('Check-in undone', { uid, bookingId, asAdmin }),
  sharePageFailed: (path: string, error: unknown) =>
    logger.error('A link preview page could not be rendered', { path, error: describe(error) }),
  /** No uid, no date: a refused sign-up is counted, never traced to a person (likely a minor). */
  signUpRefusedUnderAge: () => logger.info('Sign-up refused: under the minimum age'),
  // Trust and safety (issue 36 §4): uids and ids only, never the report's words or names.
  blockChanged: (uid: string, action: 'blocked' | 'unblocked') =>
    logger.info('Block list changed', { uid, action }),
  reportFiled: (reportId: string, kind: string, reason: string) =>
    logger.info('Report filed', { reportId, kind, reason }),
  reportRateLimited: (uid: string) => logger.warn('Report refused: rate limit', { uid }),
  reportDecided: (reportId: string, adminUid: string, decision: string, cancelled: number) =>
    logger.info('Report decided', { reportId, adminUid, decision, cancelled }),
  removedPhotoFileNotDeleted: (reportId: string, error: unknown) =>
    logger.error('Removed photo: file not deleted', { reportId, error: describe(error) }),
  suspensionLifted: (uid: string, adminUid: string, decisionId: string) =>
    logger.info('Suspension lifted', { uid, adminUid, decisionId }),
  suspendedBookingRefused: (uid: string) =>
    logger.info('Booking refused: member suspended', { uid }),
  suspensionCancelFailed: (bookingId: string, error: unknown) =>
    logger.error('A suspended member’s booking could not be cancelled', {
      bookingId,
      error: describe(error),
    }),
  // The organiser's messages (issue 39 item 6): ids and counts, never addresses nor the text.
  attendeeMessageSent: (
    eventId: string,
    messageId: string,
    adminUid: string,
    audience: string,
    counts: { recipients: number; excluded: number; enqueued: number; duplicate: boolean },
  ) =>
    logger.info('Attendee message enqueued', { eventId, messageId, adminUid, audience, ...counts }),
  attendeeMessageLimited: (eventId: string, adminUid: string) =>
    logger.warn('Attendee message refused: daily limit', { eventId, adminUid }),
  prepSheetsRebuilt: (eventId: string, sheets: number, parties: number) =>
    logger.info('Prep sheets rebuilt', { eventId, sheets, parties }),
  bookingNeedsSaved: (bookingId: string, kinds: number) =>
    logger.info('Booking needs saved', { bookingId, kinds }),
  unexpected: (where: string, error: unknown) =>
    logger.error('Unexpected error', { where, error: describe(error) }),
};

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
