// Contracts of the callable Cloud Functions, shared by the web app (what it sends) and the
// functions (what they accept). Inputs are strict: unknown fields are rejected. Names of the
// callables are in CALLABLES (constants.ts).

import { z } from 'zod';
import type { RefundPolicy } from './policy';
import {
  LIST_USERS_LOOKUP_MAX,
  LIST_USERS_MAX_PAGE_SIZE,
  MAX_GUESTS_PER_BOOKING,
  MIN_GUESTS_PER_BOOKING,
  PASSWORD_MIN_LENGTH,
  ROLES,
  STORY_CATEGORIES,
} from '../constants';
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN, INTERESTS_MAX } from './profiles';
import {
  docIdSchema,
  emailSchema,
  LONG_TEXT_MAX,
  NAME_MAX,
  nameSchema,
  photoUrlSchema,
  TEXT_MAX,
  URL_MAX,
} from './common';
import { answerTextSchema } from './social';
import type { CheckInResultCode } from '../rules/check-in';
import { LOCALES } from '../i18n/locales';
import type { ImportProblem } from '../messages/member-import';

/** Callables without input: the SDK sends null (or nothing); an empty object is accepted too. */
export const emptyInputSchema = z.union([z.null(), z.undefined(), z.strictObject({})]);

// --- createCheckout: prices server-side; guests give a name and e-mail ---
export const createCheckoutInputSchema = z.strictObject({
  eventId: docIdSchema,
  guestCount: z.number().int().min(MIN_GUESTS_PER_BOOKING).max(MAX_GUESTS_PER_BOOKING),
  guestName: nameSchema.optional(),
  guestEmail: emailSchema.optional(),
  /** A promotion code as typed (issue 39.4); the server checks and counts it. */
  promoCode: z.string().trim().min(1).max(64).optional(),
  /** The page's language: the booking's mails are written in it (issue 37). */
  locale: z.enum(LOCALES).optional(),
});
export type CreateCheckoutInput = z.infer<typeof createCheckoutInputSchema>;
export interface CreateCheckoutOutput {
  /** Stripe Checkout page, opened in a new tab. */
  url: string;
  bookingId: string;
  sessionId: string;
}

// --- cancelCheckout: the member left the payment page with Cancel (its return URL names the
// booking); the server expires the Checkout session and gives the seats back at once ---
export const cancelCheckoutInputSchema = z.strictObject({ bookingId: docIdSchema });
export type CancelCheckoutInput = z.infer<typeof cancelCheckoutInputSchema>;
export interface CancelCheckoutOutput {
  /** The booking's status after the call ('cancelled', or what it already was). */
  status: string;
}

// --- cancelBooking: a member cancels their confirmed booking (or gives up part of the party) from
// My Bookings; a guest does it through the signed link of their confirmation mail. preview: only
// the quote (the guest's /booking/cancel page shows it before they confirm) ---
export const cancelBookingInputSchema = z
  .strictObject({
    bookingId: docIdSchema.optional(),
    /** The signed token of a guest's cancellation link (instead of bookingId and signing in). */
    token: z.string().min(1).max(1000).optional(),
    /** Party size to keep: 0 or omitted cancels the booking; fewer than now refunds the difference. */
    keepGuests: z.number().int().min(0).max(MAX_GUESTS_PER_BOOKING).optional(),
    preview: z.boolean().optional(),
  })
  .refine((input) => (input.bookingId === undefined) !== (input.token === undefined), {
    message: 'Give either bookingId or token.',
  });
export type CancelBookingInput = z.infer<typeof cancelBookingInputSchema>;
export interface CancelBookingOutput {
  bookingId: string;
  eventId: string;
  eventTitle: string;
  /** The event's Portuguese title, when it has one (the page reads it through contentText). */
  eventTitlePt?: string;
  /** The booking's status after the call (before it, for a preview). */
  status: string;
  guestCount: number;
  /** ISO time the event starts. */
  eventStartsAt: string;
  /** The refund of this cancellation (what the preview offers, or what was refunded). */
  refundCents: number;
  seatsFreed: number;
  inTime: boolean;
  /** The refund terms the booking was sold under (issue 39), shown with the quote. */
  refundPolicy: RefundPolicy;
}

// --- claimGuestBooking: a guest who just paid creates an account with the e-mail they booked
// with; the booking (named by the Checkout session id their success page has) becomes theirs ---
export const claimGuestBookingInputSchema = z.strictObject({
  sessionId: z.string().min(1).max(255),
});
export type ClaimGuestBookingInput = z.infer<typeof claimGuestBookingInputSchema>;
export interface ClaimGuestBookingOutput {
  claimed: boolean;
}

export const FIRST_NAME_REQUIRED = 'Please tell us your first name';

// --- completeSignUp: a new account's first name, date of birth and acceptance of the terms and
// privacy notice (issue 36). The server checks the age and creates the member's profiles. ---
export const completeSignUpInputSchema = z.strictObject({
  firstName: z.string().trim().min(1, FIRST_NAME_REQUIRED).max(NAME_MAX),
  dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD'),
  /** The TERMS_VERSION the form showed; the server refuses an outdated one. */
  termsVersion: z.string().min(1).max(40),
  privacyVersion: z.string().min(1).max(40),
  acceptTerms: z.literal(true),
  /** The page's language: a new profile's (its mails', issue 37) until the member picks one. */
  locale: z.enum(LOCALES).optional(),
});
export type CompleteSignUpInput = z.infer<typeof completeSignUpInputSchema>;
export interface CompleteSignUpOutput {
  /** The name the member's profile now carries. */
  displayName: string;
}

// --- checkSubscription ---
export const checkSubscriptionInputSchema = emptyInputSchema;
export interface CheckSubscriptionOutput {
  subscribed: boolean;
  product_id: string | null;
  /** ISO 8601 end of the current period, or null. */
  subscription_end: string | null;
}
export const NOT_SUBSCRIBED: CheckSubscriptionOutput = {
  subscribed: false,
  product_id: null,
  subscription_end: null,
};

// --- customerPortal ---
export const customerPortalInputSchema = emptyInputSchema;
export interface CustomerPortalOutput {
  url: string;
}

// --- importUsers: the hard-coded sample users of /import-users ---
export const sampleUserSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(PASSWORD_MIN_LENGTH).max(128),
  display_name: nameSchema,
  role: z.enum(ROLES).optional(),
  birth_year: z.number().int().min(BIRTH_YEAR_MIN).max(BIRTH_YEAR_MAX).optional(),
  currently_living_in: z.string().trim().max(NAME_MAX).optional(),
  bio: z.string().trim().max(LONG_TEXT_MAX).optional(),
  job_title: z.string().trim().max(NAME_MAX).optional(),
  interests: z.array(z.string().trim().min(1).max(50)).max(INTERESTS_MAX).optional(),
  weekend_vibe: z.string().trim().max(TEXT_MAX).optional(),
  social_style: z.string().trim().max(TEXT_MAX).optional(),
  photo_url: photoUrlSchema.optional(),
});
export type SampleUser = z.infer<typeof sampleUserSchema>;

export const IMPORT_USERS_MAX = 100;
export const importUsersInputSchema = z.strictObject({
  users: z.array(sampleUserSchema).min(1).max(IMPORT_USERS_MAX),
});
export type ImportUsersInput = z.infer<typeof importUsersInputSchema>;
export interface ImportUsersOutput {
  /** E-mails of the users created (or already present and updated). */
  success: string[];
  errors: { email: string; error: string }[];
}

// --- importStories: rows of the stories CSV after the client-side skip rules ---
export const storyImportRowSchema = z.strictObject({
  /** Becomes the story's document id, so re-importing a file updates instead of duplicating. */
  rowId: z
    .string()
    .trim()
    // An IMPORT_PROBLEMS key: the admin reads it in their language.
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, 'storyIdInvalid'),
  title: z.string().trim().min(1).max(300),
  subtitle: z.string().trim().max(TEXT_MAX),
  description: z.string().trim().max(LONG_TEXT_MAX),
  author: z.string().trim().min(1).max(NAME_MAX),
  /** 'YYYY-MM-DD' or '' when the CSV gave none or an unreadable date. */
  publishDate: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]),
  mainImage: z.string().trim().max(URL_MAX),
  content: z.string().max(200_000),
  /** The CSV's tags cell as written (comma-separated). */
  tags: z.string().max(TEXT_MAX),
  category: z.enum(STORY_CATEGORIES),
  /** The CSV's optional language cell as one of ours ('pt', 'pt-PT', 'en', …), if stated. */
  language: z.enum(LOCALES).optional(),
});
export type StoryImportRow = z.infer<typeof storyImportRowSchema>;

export const IMPORT_STORIES_MAX = 500;
export const importStoriesInputSchema = z.strictObject({
  stories: z.array(storyImportRowSchema).min(1).max(IMPORT_STORIES_MAX),
});
export type ImportStoriesInput = z.infer<typeof importStoriesInputSchema>;
export interface ImportStoriesOutput {
  successful: number;
  failed: number;
  /** `rowId` as the file gave it, else `#n` (its place in the call); `problem` why it failed. */
  failures: { rowId: string; problem: ImportProblem }[];
}

// --- updateStoryContent ---
export const updateStoryContentInputSchema = emptyInputSchema;
export interface UpdateStoryContentOutput {
  /** Number of stories whose content was updated. */
  updated: number;
}

// --- listUsers (admin only) ---
export const listUsersInputSchema = z.union([
  z.null(),
  z.undefined(),
  z.strictObject({
    pageToken: z.string().min(1).max(1024).optional(),
    pageSize: z.number().int().min(1).max(LIST_USERS_MAX_PAGE_SIZE).optional(),
  }),
  /** The users a screen shows (waitlists, role holders), by uid; unknown uids are left out. */
  z.strictObject({ uids: z.array(docIdSchema).min(1).max(LIST_USERS_LOOKUP_MAX) }),
  /** One user by e-mail (grant a role, assign a venue's partner); none when unknown. */
  z.strictObject({ email: emailSchema }),
]);
export type ListUsersInput = z.infer<typeof listUsersInputSchema>;
export interface ListUsersOutput {
  users: { id: string; email: string | null }[];
  nextPageToken?: string;
}

// --- assignVenue (admin only) ---
export const assignVenueInputSchema = z.strictObject({
  bookingId: docIdSchema,
  venueId: docIdSchema,
});
export type AssignVenueInput = z.infer<typeof assignVenueInputSchema>;
export interface AssignVenueOutput {
  ok: true;
}

// --- recountMemberStats (admin only): member_stats counted from scratch (backfill, repair) ---
/** One member (uid), or every member with a profile when no uid is given. */
export const recountMemberStatsInputSchema = z
  .strictObject({ uid: z.string().min(1).max(128).optional() })
  .nullish();
export interface RecountMemberStatsOutput {
  members: number;
}

// --- recountAdminStats (admin only): the console's overview counted from scratch (repair) ---
export const recountAdminStatsInputSchema = z.strictObject({}).nullish();
export interface RecountAdminStatsOutput {
  users_total: number;
  bookings_total: number;
  bookings_confirmed: number;
  checked_in: number;
  likes_total: number;
  matches_total: number;
  bookings_by_week: Record<string, number>;
}

// --- answerQuestion: a self-discovery answer, in the path's order ---
export const answerQuestionInputSchema = z.strictObject({
  questionId: docIdSchema,
  answer: answerTextSchema,
});
export type AnswerQuestionInput = z.infer<typeof answerQuestionInputSchema>;
export interface AnswerQuestionOutput {
  ok: true;
}

// --- setUserRole (admin only): grant or revoke a role, audited in role_audit ---
export const setUserRoleInputSchema = z.strictObject({
  uid: docIdSchema,
  role: z.enum(ROLES),
  granted: z.boolean(),
});
export type SetUserRoleInput = z.infer<typeof setUserRoleInputSchema>;
export interface SetUserRoleOutput {
  changed: boolean;
}

// --- Door check-in (issue 22) ---
const ticketTokenSchema = z.string().min(1).max(500);

// getTicket: the ticket of one booking, with its signed token. The member who booked names the
// booking; a guest's success page names its Checkout session; the mail's link carries the token.
export const getTicketInputSchema = z.union([
  z.strictObject({ bookingId: docIdSchema }),
  z.strictObject({ sessionId: z.string().min(1).max(255) }),
  z.strictObject({ token: ticketTokenSchema }),
]);
export type GetTicketInput = z.infer<typeof getTicketInputSchema>;
export interface TicketView {
  token: string;
  bookingId: string;
  eventTitle: string;
  /** The Portuguese title (issue 37.3), when the event has one. */
  eventTitlePt?: string;
  eventDate: string;
  eventTime: string;
  venueName: string | null;
  locationName: string;
  address: string;
  city: string;
  guestCount: number;
  holderName: string | null;
  /** The party's table ("Table 3"), given on the event's day only (null before or unplanned). */
  tableNumber?: number | null;
}
export type GetTicketOutput = TicketView;

const arrivedSchema = z.number().int().min(1).max(MAX_GUESTS_PER_BOOKING).optional();

// checkInTicket (a venue's partner or an admin): a scanned token, or a booking picked by name
// from the door list, at the door's venue. `arrived` sets how many of the party are in (party check-in); without it
// the whole party is checked in.
export const checkInTicketInputSchema = z.union([
  z.strictObject({ venueId: docIdSchema, token: ticketTokenSchema, arrived: arrivedSchema }),
  z.strictObject({ venueId: docIdSchema, bookingId: docIdSchema, arrived: arrivedSchema }),
]);
export type CheckInTicketInput = z.infer<typeof checkInTicketInputSchema>;
export interface CheckInTicketOutput {
  code: CheckInResultCode;
  bookingId: string | null;
  name: string | null;
  guestCount: number | null;
  arrivedCount: number | null;
  /** ISO time of the check-in (for "already checked in at 10:02"). */
  checkedInAt: string | null;
  checkedInBy: string | null;
  eventTitle: string | null;
  eventDate: string | null;
  eventTime: string | null;
  /** The party's table in the plan ("Table 3"), so the door sends them straight there. */
  tableNumber: number | null;
}

// undoCheckIn: the partner who checked someone in, within CHECK_IN_UNDO_MINUTES; admins always.
export const undoCheckInInputSchema = z.strictObject({ bookingId: docIdSchema });
export type UndoCheckInInput = z.infer<typeof undoCheckInInputSchema>;
export interface UndoCheckInOutput {
  undone: boolean;
}
