// Every collection's document shape, keyed as COLLECTIONS is: the one definition the web app's
// and the functions' typed refs are built from (each with its own SDK, see web/src/lib/typed-refs
// and functions/src/lib/docs). Reads are validated, so a document that drifted from its schema
// fails where it is read, with the path, instead of somewhere downstream as `undefined`.
import type { z } from 'zod';
import type { COLLECTIONS } from '../constants';
import {
  adminBookingRowSchema,
  adminMatchScoreSchema,
  adminOverviewSchema,
  adminStatsAppliedSchema,
  adminUserStatsSchema,
} from './admin-stats';
import { hostSchema } from './hosts';
import {
  reportAppliedSchema,
  reportCohortSchema,
  reportEventSchema,
  reportMemberSchema,
  reportPeriodSchema,
  reportSummarySchema,
} from './reports';
import { policySettingsSchema } from './policy';
import { membershipPlanSchema } from './settings';
import { memberStatsAppliedSchema, memberStatsSchema } from './member-stats';
import {
  bookingSchema,
  brunchReviewSchema,
  checkoutSessionSchema,
  eventAttendanceSchema,
  venueSchema,
} from './bookings';
import {
  brunchSpotSchema,
  brunchStorySchema,
  newsletterSignupSchema,
  stripeEventSchema,
} from './content';
import { eventSchema } from './events';
import { mailPreferencesSchema, mailSchema } from './mail';
import { privateProfileSchema, publicProfileSchema, userAgreementSchema } from './profiles';
import {
  bruncherLikeSchema,
  matchSchema,
  roleAuditSchema,
  selfDiscoveryQuestionSchema,
  userAnswerSchema,
  userPhotoSchema,
  userRoleSchema,
  xpAwardSchema,
} from './social';
import { sensitiveConsentSchema } from '../rules/sensitive-consent';
import { afterBrunchSchema, tablePlanSchema } from './table-plans';
import {
  blockListSchema,
  blockSchema,
  memberStandingSchema,
  moderationDecisionSchema,
  reportSchema,
} from './safety';
import { conversationMessageSchema, conversationSchema } from './connections';
import { memberUnreadSchema } from './member-unread';
import { promoRedemptionSchema, promotionCodeSchema } from './pricing';
import { tableChatMemberSchema, tableChatMessageSchema, tableChatSchema } from './table-chats';
import { membershipSchema, waitlistEntrySchema, waitlistQueueSchema } from './waitlist';
import { attendeeMessageSchema } from './attendee-messages';
import { bookingNeedsSchema, memberNeedsSchema, prepSheetSchema } from './needs';

type CollectionKey = keyof typeof COLLECTIONS;

/** The schema of each collection's documents (the few bookkeeping collections have none). */
export const DOCUMENT_SCHEMAS = {
  events: eventSchema,
  bookings: bookingSchema,
  checkoutSessions: checkoutSessionSchema,
  venues: venueSchema,
  hosts: hostSchema,
  policySettings: policySettingsSchema,
  membershipPlans: membershipPlanSchema,
  eventAttendances: eventAttendanceSchema,
  brunchReviews: brunchReviewSchema,
  userProfiles: publicProfileSchema,
  userPrivateProfiles: privateProfileSchema,
  selfDiscoveryQuestions: selfDiscoveryQuestionSchema,
  userAnswers: userAnswerSchema,
  userPhotos: userPhotoSchema,
  userRoles: userRoleSchema,
  roleAudit: roleAuditSchema,
  matches: matchSchema,
  bruncherLikes: bruncherLikeSchema,
  brunchSpots: brunchSpotSchema,
  brunchStories: brunchStorySchema,
  newsletterSignups: newsletterSignupSchema,
  stripeEvents: stripeEventSchema,
  mail: mailSchema,
  mailPreferences: mailPreferencesSchema,
  xpAwards: xpAwardSchema,
  waitlistEntries: waitlistEntrySchema,
  waitlists: waitlistQueueSchema,
  memberships: membershipSchema,
  promotionCodes: promotionCodeSchema,
  promotionCodeRedemptions: promoRedemptionSchema,
  adminStats: adminOverviewSchema,
  adminStatsApplied: adminStatsAppliedSchema,
  adminUserStats: adminUserStatsSchema,
  memberStats: memberStatsSchema,
  memberStatsApplied: memberStatsAppliedSchema,
  adminMatchScores: adminMatchScoreSchema,
  adminBookingRows: adminBookingRowSchema,
  reportPeriods: reportPeriodSchema,
  reportEvents: reportEventSchema,
  reportCohorts: reportCohortSchema,
  reportSummary: reportSummarySchema,
  reportMembers: reportMemberSchema,
  reportApplied: reportAppliedSchema,
  tablePlans: tablePlanSchema,
  afterBrunch: afterBrunchSchema,
  userAgreements: userAgreementSchema,
  sensitiveConsents: sensitiveConsentSchema,
  blocks: blockSchema,
  blockLists: blockListSchema,
  reports: reportSchema,
  moderationDecisions: moderationDecisionSchema,
  memberStanding: memberStandingSchema,
  conversations: conversationSchema,
  conversationMessages: conversationMessageSchema,
  tableChats: tableChatSchema,
  tableChatMembers: tableChatMemberSchema,
  memberUnread: memberUnreadSchema,
  tableChatMessages: tableChatMessageSchema,
  attendeeMessages: attendeeMessageSchema,
  bookingNeeds: bookingNeedsSchema,
  memberNeeds: memberNeedsSchema,
  prepSheets: prepSheetSchema,
} satisfies Partial<Record<CollectionKey, z.ZodType>>;

/** A collection with a document schema. */
export type TypedCollection = keyof typeof DOCUMENT_SCHEMAS;
/** The document type of a collection, e.g. DocumentOf<'events'> is EventDoc. */
export type DocumentOf<K extends TypedCollection> = z.output<(typeof DOCUMENT_SCHEMAS)[K]>;

/** What both SDKs' snapshots offer a converter: the path and the raw data. */
interface RawSnapshot {
  readonly ref: { readonly path: string };
  data(): unknown;
}

/** Thrown when a stored document does not match its collection's schema. */
export class InvalidDocumentError extends Error {
  constructor(
    readonly path: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `${path} does not match its schema: ${issues
        .map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`)
        .join('; ')}`,
    );
    this.name = 'InvalidDocumentError';
  }
}

/** Parses a stored document of `collection`, naming its path when it does not match. */
export function parseDocument<K extends TypedCollection>(
  collection: K,
  snapshot: RawSnapshot,
): DocumentOf<K> {
  const parsed = DOCUMENT_SCHEMAS[collection].safeParse(snapshot.data());
  if (!parsed.success) throw new InvalidDocumentError(snapshot.ref.path, parsed.error.issues);
  return parsed.data as DocumentOf<K>;
}

/**
 * The converter of a collection, in the shape both Firestore SDKs take (withConverter): reads
 * are parsed by the collection's schema; writes pass through (the writer builds them with the
 * model's builders, and the rules or the server's own code own what may be written).
 */
export function documentConverter<K extends TypedCollection>(collection: K) {
  return {
    toFirestore(data: DocumentOf<K>): Record<string, unknown> {
      return data as Record<string, unknown>;
    },
    fromFirestore(snapshot: RawSnapshot): DocumentOf<K> {
      return parseDocument(collection, snapshot);
    },
  };
}
