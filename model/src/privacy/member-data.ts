// The privacy registry (issue 36 items 5 and 6, GDPR Art. 17 and 20): for every Firestore
// collection and every Storage folder, whether it holds data about a member, how the member's
// documents are found, and what deleting the account does with them. One deleter
// (functions/src/privacy/deleteAccount) and one exporter (exportMyData) walk this registry, so a
// collection is deleted and exported the same way it is classified here. It is keyed by
// COLLECTIONS' keys and typed as a Record of them, so a new collection does not compile until it
// is classified (and model/test/member-data.test.ts names the one that is missing).

import { z } from 'zod';
import { COLLECTIONS, EVENT_COVERS_FOLDER, USER_PHOTOS_FOLDER } from '../constants';

type CollectionKey = keyof typeof COLLECTIONS;

/** Stands in for a deleted member where a record must keep naming someone (a review's author). */
export const DELETED_MEMBER_ID = 'deleted-member';

/**
 * delete: the member's documents go with the account. anonymise: they stay (accounting, a venue's
 * ratings, another member's record) with everything naming the member removed. not_personal: the
 * collection names no member (or only under hashed, short-lived keys).
 */
export const MEMBER_DATA_TREATMENTS = ['delete', 'anonymise', 'not_personal'] as const;
export type MemberDataTreatment = (typeof MEMBER_DATA_TREATMENTS)[number];

/** How the documents naming a member are found. */
export type MemberDocSelector =
  /** {collection}/{uid} */
  | { by: 'doc_id' }
  /** where `field` == uid */
  | { by: 'field'; field: string }
  /** where `field` array-contains uid */
  | { by: 'array_contains'; field: string }
  /** where `field` == the member's e-mail (as stored, and lower-cased) */
  | { by: 'email_field'; field: string }
  /** mail_preferences of the member's address from before they signed up (guest_{hash}) */
  | { by: 'guest_preferences_id' }
  /** {parent}/{uid}/{collection}/*: the whole subcollection under the member's parent document */
  | { by: 'subcollection_of'; parent: CollectionKey };

/** A field's replacement when a document is anonymised. */
export type AnonymousValue = null | '' | typeof DELETED_MEMBER_ID | readonly [];

/**
 * What happens to the documents a selector finds. delete: the document goes. anonymise: the
 * fields are replaced (everything else stays). array_remove: the uid is taken out of the array
 * field the selector searched. bookings_module: bookings and attendances change only through
 * functions/src/bookings (the one-writer rule), which anonymises them with `fields`.
 * table_plan_parties: the member's parties in a table plan lose their name and uid.
 */
export type MemberDocAction =
  | { do: 'delete' }
  | { do: 'anonymise'; fields: Readonly<Record<string, AnonymousValue>> }
  | { do: 'array_remove' }
  | { do: 'bookings_module'; fields: Readonly<Record<string, AnonymousValue>> }
  | { do: 'table_plan_parties' };

/**
 * What the export shows of the documents a selector finds: the documents, only how many (likes
 * received and the like: the others' uids are their data, not the member's), or nothing.
 */
export type MemberDocExport = 'documents' | 'count' | 'omit';

export interface MemberDocRule {
  select: MemberDocSelector;
  action: MemberDocAction;
  export: MemberDocExport;
}

export interface MemberDataEntry {
  treatment: MemberDataTreatment;
  /** The documents naming a member (none when not_personal). */
  rules: readonly MemberDocRule[];
  /** Why this treatment, in a sentence (the privacy notice says the same). */
  why: string;
}

const deleteAll = (select: MemberDocSelector, exported: MemberDocExport = 'documents') => ({
  select,
  action: { do: 'delete' } as const,
  export: exported,
});

const notPersonal = (why: string): MemberDataEntry => ({
  treatment: 'not_personal',
  rules: [],
  why,
});

/** Every collection of COLLECTIONS, classified. */
export const MEMBER_DATA: Readonly<Record<CollectionKey, MemberDataEntry>> = {
  events: notPersonal('Events name their organiser and host by public display texts only.'),
  bookings: {
    treatment: 'anonymise',
    rules: [
      {
        select: { by: 'field', field: 'user_id' },
        action: {
          do: 'bookings_module',
          fields: { user_id: null, guest_name: null, guest_email: null },
        },
        export: 'documents',
      },
    ],
    why: 'Bookings and their ledger are accounting records (kept by law); upcoming ones are cancelled under the refund policy first, and every booking loses the uid, name and e-mail.',
  },
  policySettings: notPersonal(
    "The city's refund window, checkout hold and offer time: numbers and a date, nobody named.",
  ),
  membershipPlans: notPersonal(
    'The membership plans: name, price, perks and Stripe ids of the product and prices; nobody named.',
  ),
  hosts: notPersonal(
    "Hosts are staff profiles typed in the console (name, photo, short bio), not members: no uid; the rating markers hold a review's id and its number only.",
  ),
  venues: {
    treatment: 'anonymise',
    rules: [
      {
        select: { by: 'field', field: 'partner_user_id' },
        action: { do: 'anonymise', fields: { partner_user_id: null } },
        export: 'documents',
      },
    ],
    why: 'A venue stays; a partner who leaves is no longer its partner.',
  },
  eventAttendances: {
    treatment: 'anonymise',
    rules: [
      {
        select: { by: 'field', field: 'user_id' },
        action: { do: 'bookings_module', fields: { user_id: null, attendee_name: null } },
        export: 'documents',
      },
      {
        select: { by: 'field', field: 'marked_by' },
        action: { do: 'anonymise', fields: { marked_by: null, marked_by_name: null } },
        export: 'count',
      },
      {
        select: { by: 'field', field: 'undone_by' },
        action: { do: 'anonymise', fields: { undone_by: null } },
        export: 'count',
      },
    ],
    why: 'Attendances back the bookings kept for accounting; the attendee (or the partner who checked guests in) is no longer named.',
  },
  brunchReviews: {
    treatment: 'anonymise',
    rules: [
      {
        select: { by: 'field', field: 'user_id' },
        action: { do: 'anonymise', fields: { user_id: DELETED_MEMBER_ID, review_text: null } },
        export: 'documents',
      },
    ],
    why: "Reviews stay as anonymous venue ratings: the stars count in the venue's rating; the author and the text (which may name them) go.",
  },
  userProfiles: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'doc_id' })],
    why: 'The public profile.',
  },
  userPrivateProfiles: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'doc_id' })],
    why: 'The private profile, special categories included.',
  },
  sensitiveConsents: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'subcollection_of', parent: 'userPrivateProfiles' })],
    why: 'Consents to special categories of data.',
  },
  selfDiscoveryQuestions: notPersonal('The questions are the same for everyone.'),
  userAnswers: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'field', field: 'user_id' })],
    why: 'Self-discovery answers.',
  },
  userPhotos: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'field', field: 'user_id' })],
    why: 'Photos (their files in Storage go too, see MEMBER_STORAGE).',
  },
  userRoles: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'field', field: 'user_id' })],
    why: 'Roles (admin, partner).',
  },
  roleAudit: {
    treatment: 'anonymise',
    rules: [
      deleteAll({ by: 'field', field: 'user_id' }),
      {
        select: { by: 'field', field: 'by' },
        action: { do: 'anonymise', fields: { by: DELETED_MEMBER_ID } },
        export: 'count',
      },
    ],
    why: "Grants and revocations of the member's roles go; those the member made as an admin stay for the other members' record, without naming them.",
  },
  matches: {
    treatment: 'delete',
    rules: [
      deleteAll({ by: 'field', field: 'user1_id' }),
      deleteAll({ by: 'field', field: 'user2_id' }),
    ],
    why: 'Matches with the member, on both sides.',
  },
  bruncherLikes: {
    treatment: 'delete',
    rules: [
      deleteAll({ by: 'field', field: 'liker_id' }),
      deleteAll({ by: 'field', field: 'liked_id' }, 'count'),
    ],
    why: "Likes both ways: the member's, and others' of the member (exported as a count: who liked is theirs).",
  },
  brunchSpots: notPersonal('Places are businesses.'),
  brunchStories: notPersonal("Stories name their author by the editors' byline only."),
  newsletterSignups: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'email_field', field: 'email' })],
    why: "The newsletter sign-up of the member's address.",
  },
  stripeEvents: notPersonal('Webhook receipts name a booking id and an event type only.'),
  checkoutSessions: notPersonal('The public status page of a checkout names no one.'),
  mail: {
    treatment: 'delete',
    rules: [
      deleteAll({ by: 'field', field: 'user_id' }),
      deleteAll({ by: 'email_field', field: 'to' }),
    ],
    why: 'Outbox mails addressed to the member (the deletion receipt is written after, and forgets the address once sent).',
  },
  mailPreferences: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'doc_id' }), deleteAll({ by: 'guest_preferences_id' })],
    why: "Mail preferences, the member's and those of their address as a guest.",
  },
  stripeCustomers: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'doc_id' })],
    why: 'The link to the Stripe customer, which is deleted at Stripe (its subscription cancelled).',
  },
  checkoutRateLimits: notPersonal(
    'Counters under hashed keys that expire within the hour (a hold window).',
  ),
  xpAwards: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'field', field: 'user_id' })],
    why: 'The XP ledger.',
  },
  waitlistEntries: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'field', field: 'user_id' })],
    why: 'Waitlist places (left first, so the queue moves on).',
  },
  waitlists: notPersonal('The queues hold entry ids and party sizes only.'),
  promotionCodes: notPersonal('Discount codes and how often they were used, no names.'),
  promotionCodeRedemptions: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'field', field: 'user_id' })],
    why: "The member's uses of promotion codes (the booking keeps the code it was priced with).",
  },
  memberships: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'doc_id' })],
    why: 'The subscription as Stripe reported it (cancelled at Stripe first).',
  },
  adminStats: notPersonal('Totals only.'),
  adminStatsApplied: notPersonal('Trigger event ids only.'),
  reportPeriods: notPersonal('Totals per week and month only.'),
  reportEvents: notPersonal('Totals per event only.'),
  reportCohorts: notPersonal('Counts of members per month of first brunch only.'),
  reportSummary: notPersonal('Totals only.'),
  reportApplied: notPersonal('Trigger event ids only.'),
  reportMembers: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'doc_id' })],
    why: "Which brunches the member checked in to, by month (the console's retention report).",
  },
  memberStats: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'doc_id' })],
    why: "The member's own counters (brunches attended, places, matches, bookings).",
  },
  memberStatsApplied: notPersonal('Trigger event ids only.'),
  adminUserStats: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'doc_id' })],
    why: "The member's row in the console's User Activity.",
  },
  adminMatchScores: {
    treatment: 'delete',
    rules: [
      deleteAll({ by: 'field', field: 'user1_id' }, 'omit'),
      deleteAll({ by: 'field', field: 'user2_id' }, 'omit'),
    ],
    why: "The console's rows of the member's matches.",
  },
  adminBookingRows: {
    treatment: 'anonymise',
    rules: [
      {
        select: { by: 'field', field: 'user_id' },
        action: {
          do: 'anonymise',
          fields: { user_id: null, name: '', email: '', search: [] },
        },
        export: 'omit',
      },
    ],
    why: "The console's mirror of the bookings kept for accounting, without who booked.",
  },
  tablePlans: {
    treatment: 'anonymise',
    rules: [
      {
        select: { by: 'array_contains', field: 'member_ids' },
        action: { do: 'table_plan_parties' },
        export: 'count',
      },
    ],
    why: "Table plans stay for the events' record; the member's party is no longer named.",
  },
  afterBrunch: {
    treatment: 'delete',
    rules: [
      deleteAll({ by: 'field', field: 'user_id' }),
      {
        select: { by: 'array_contains', field: 'meet_again' },
        action: { do: 'array_remove' },
        export: 'count',
      },
    ],
    why: "The member's after-brunch steps; others' wishes to meet the member again lose them.",
  },
  userAgreements: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'doc_id' })],
    why: 'The terms and privacy notice versions accepted at sign-up.',
  },
  mailCounters: notPersonal(
    "Mails sent per day under a hash of the address (the daily cap), gone with the day's use.",
  ),
  blocks: {
    treatment: 'delete',
    rules: [
      deleteAll({ by: 'field', field: 'blocker_id' }),
      deleteAll({ by: 'field', field: 'blocked_id' }, 'omit'),
    ],
    why: "The member's blocks, and others' blocks of the member (nobody is left to block).",
  },
  blockLists: {
    treatment: 'delete',
    rules: [
      deleteAll({ by: 'doc_id' }),
      {
        select: { by: 'array_contains', field: 'hidden_ids' },
        action: { do: 'array_remove' },
        export: 'omit',
      },
    ],
    why: "Whom the member must not see; others' lists lose the member.",
  },
  reports: {
    treatment: 'delete',
    rules: [
      deleteAll({ by: 'field', field: 'reporter_id' }),
      deleteAll({ by: 'field', field: 'reported_id' }, 'count'),
    ],
    why: "Reports the member made, and reports about the member with their evidence (a copy of the member's profile, photo or review).",
  },
  moderationDecisions: {
    treatment: 'anonymise',
    rules: [
      {
        select: { by: 'field', field: 'reported_id' },
        action: { do: 'anonymise', fields: { reported_id: DELETED_MEMBER_ID } },
        export: 'count',
      },
      {
        select: { by: 'field', field: 'reporter_id' },
        action: { do: 'anonymise', fields: { reporter_id: DELETED_MEMBER_ID } },
        export: 'count',
      },
      {
        select: { by: 'field', field: 'decided_by' },
        action: { do: 'anonymise', fields: { decided_by: DELETED_MEMBER_ID } },
        export: 'count',
      },
    ],
    why: 'Moderation decisions stay as the record of what was decided and why (DSA), naming no deleted member.',
  },
  memberStanding: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'doc_id' })],
    why: "The member's warnings and suspension.",
  },
  conversations: {
    treatment: 'delete',
    rules: [
      deleteAll({ by: 'field', field: 'user1_id' }),
      deleteAll({ by: 'field', field: 'user2_id' }),
    ],
    why: "The member's conversations with their connections (nobody is left to talk to).",
  },
  conversationMessages: {
    treatment: 'delete',
    rules: [
      deleteAll({ by: 'field', field: 'sender_id' }),
      deleteAll({ by: 'field', field: 'user1_id' }, 'omit'),
      deleteAll({ by: 'field', field: 'user2_id' }, 'omit'),
    ],
    why: "The member's messages, and the messages others sent the member (their conversation goes too).",
  },
  tableChats: {
    treatment: 'anonymise',
    rules: [
      {
        select: { by: 'array_contains', field: 'member_ids' },
        action: { do: 'array_remove' },
        export: 'count',
      },
    ],
    why: 'A table chat stays for the rest of the table; the member is no longer in it.',
  },
  tableChatMembers: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'field', field: 'user_id' })],
    why: "The member's places in table chats.",
  },
  memberUnread: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'doc_id' })],
    why: "The member's unread counts per chat and when a digest last named each.",
  },
  tableChatMessages: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'field', field: 'sender_id' })],
    why: "The member's messages in table chats (the others' messages are theirs and stay).",
  },
  attendeeMessages: {
    treatment: 'anonymise',
    rules: [
      {
        select: { by: 'field', field: 'sent_by' },
        action: { do: 'anonymise', fields: { sent_by: DELETED_MEMBER_ID } },
        export: 'count',
      },
    ],
    why: 'Messages an organiser sent to an event stay as its record (what, to how many), no longer naming who sent them; recipients are never named.',
  },
  bookingNeeds: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'field', field: 'user_id' })],
    why: 'The dietary and access needs the member stated for their bookings (health data, with consent).',
  },
  memberNeeds: {
    treatment: 'delete',
    rules: [deleteAll({ by: 'doc_id' })],
    why: "The member's default dietary and access needs.",
  },
  prepSheets: notPersonal(
    "Counts of needs per table for a venue's kitchen: no booking, no uid, no name.",
  ),
};

/** The registry as a plain map, for code that walks it. */
export const MEMBER_DATA_ENTRIES: Readonly<Record<CollectionKey, MemberDataEntry>> = MEMBER_DATA;

/** Every Storage folder, classified (files live at {folder}/{uid}/… or {folder}/…). */
export const MEMBER_STORAGE: Readonly<
  Record<string, { treatment: MemberDataTreatment; prefix?: (uid: string) => string; why: string }>
> = {
  [USER_PHOTOS_FOLDER]: {
    treatment: 'delete',
    prefix: (uid) => `${USER_PHOTOS_FOLDER}/${uid}/`,
    why: "The member's photo files.",
  },
  [EVENT_COVERS_FOLDER]: { treatment: 'not_personal', why: 'Event cover images.' },
};

/** Keys of COLLECTIONS in the order the deleter walks them (subcollections before parents). */
export function memberDataOrder(): CollectionKey[] {
  const keys = Object.keys(MEMBER_DATA) as CollectionKey[];
  const sub = keys.filter((key) =>
    MEMBER_DATA_ENTRIES[key].rules.some((rule) => rule.select.by === 'subcollection_of'),
  );
  return [...sub, ...keys.filter((key) => !sub.includes(key))];
}

/** The collection path a selector searches (a subcollection's under the member's parent). */
export function memberCollectionPath(key: CollectionKey, select: MemberDocSelector, uid: string) {
  return select.by === 'subcollection_of'
    ? `${COLLECTIONS[select.parent]}/${uid}/${COLLECTIONS[key]}`
    : COLLECTIONS[key];
}

/** The confirmation a member types before their account is deleted. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';
/** deleteAccount needs a sign-in this recent (the client re-enters the password first). */
export const DELETE_ACCOUNT_REAUTH_MINUTES = 5;

/** deleteAccount's input: the word the member typed (DELETE_ACCOUNT_CONFIRMATION). */
export const deleteAccountInputSchema = z.strictObject({
  confirmation: z.literal(DELETE_ACCOUNT_CONFIRMATION),
});
export interface DeleteAccountOutput {
  deleted: true;
  /** Upcoming bookings cancelled first, and what they refund in cents. */
  cancelledBookings: number;
  refundCents: number;
}

export const exportMyDataInputSchema = z.strictObject({});
/** The export: a JSON document (exportMyData answers it; the web app saves it as a file). */
export interface ExportMyDataOutput {
  format: 'brunchers-member-data';
  version: 1;
  exported_at: string;
  account: { uid: string; email: string | null; created_at: string | null };
  /** Per collection (COLLECTIONS' names): the member's documents, or a count where so classified. */
  collections: Record<string, { documents?: Array<{ id: string; data: unknown }>; count?: number }>;
  /** The member's photo files: path, type, size and a download link valid for minutes. */
  photos: Array<{ path: string; content_type: string | null; size: number; url: string | null }>;
}
