// A member with data in every collection the privacy registry names (and photo files), plus a
// second member whose own data must survive the first one's deletion. Used by the deletion
// cascade and the export tests.

import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import type { getStorage } from 'firebase-admin/storage';
import {
  COLLECTIONS,
  MEMBER_DATA_ENTRIES,
  USER_PHOTOS_FOLDER,
  matchId,
  toDateString,
  userRoleId,
} from '@brunchers/model';
import { findMemberDocs } from '../../src/privacy/memberDocs.js';
import { mailPreferencesId } from '../../src/mail/preferences.js';
import { bookingWorld } from '../support/bookings.js';
import { seedEvent } from '../support/fixtures.js';
import type { Stack } from '../support/stack.js';

export type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

export const LEAVER = { uid: 'leaver-uid-7q', email: 'Leaving.Member@Example.com' } as const;
export const STAYER = { uid: 'stayer-uid-3k', email: 'stayer@example.com' } as const;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const DAY_MS = 86_400_000;

export interface Seeded {
  upcomingBookingId: string;
  upcomingPaymentIntent: string;
  pastBookingId: string;
  eventId: string;
  pastEventId: string;
  customerId: string;
  subscriptionId: string;
  photoPaths: string[];
}

/** Seeds LEAVER everywhere, with `likes` likes each way and `photos` photos. */
export async function seedMember(
  stack: Stack,
  bucket: Bucket,
  { likes = 1, photos = 1 }: { likes?: number; photos?: number } = {},
): Promise<Seeded> {
  const { db } = stack;
  const now = Timestamp.now();
  const at = (collection: string, id: string, data: Record<string, unknown>) =>
    db.collection(collection).doc(id).set(data);
  await stack.adminAuth!.createUser({ uid: LEAVER.uid, email: LEAVER.email, password: 'secret12' });
  await stack.adminAuth!.createUser({ uid: STAYER.uid, email: STAYER.email, password: 'secret12' });

  // A paid upcoming booking (cancelled and refunded by the deletion) and a past one (kept).
  const eventId = 'garden-brunch';
  const pastEventId = 'last-month-brunch';
  await seedEvent(db, eventId, {
    event_date: toDateString(new Date(Date.now() + 10 * DAY_MS)),
    venue_id: 'venue-1',
  });
  await seedEvent(db, pastEventId, {
    event_date: toDateString(new Date(Date.now() - 30 * DAY_MS)),
  });
  const world = bookingWorld(stack);
  const upcoming = await world.paidBooking(eventId, LEAVER.uid, 2);
  const pastBookingId = 'past-booking-1';
  await at(COLLECTIONS.bookings, pastBookingId, {
    user_id: LEAVER.uid,
    event_id: pastEventId,
    event_title: 'Last month',
    venue_id: 'venue-1',
    guest_count: 1,
    total_amount: 25,
    total_amount_cents: 2500,
    currency: 'eur',
    booking_date: now,
    status: 'confirmed',
    checkout_session_id: 'cs_past',
    hold_expires_at: null,
    guest_name: null,
    guest_email: null,
    created_at: now,
    ledger: [
      {
        kind: 'charge',
        amount_cents: 2500,
        reason: 'payment',
        stripe_id: 'pi_past',
        key: 'k1',
        at: now,
      },
    ],
  });
  await at(COLLECTIONS.eventAttendances, pastBookingId, {
    user_id: LEAVER.uid,
    booking_id: pastBookingId,
    venue_id: 'venue-1',
    event_id: pastEventId,
    event_title: 'Last month',
    guest_count: 1,
    booking_date: now,
    attendee_name: 'Lea Leaving',
    marked_present: true,
    marked_present_at: now,
    marked_by: STAYER.uid,
    created_at: now,
  });
  // The leaver was the partner at the door of another's booking, and undid a check-in.
  await at(COLLECTIONS.eventAttendances, 'stayers-booking', {
    user_id: STAYER.uid,
    booking_id: 'stayers-booking',
    venue_id: 'venue-1',
    event_id: pastEventId,
    event_title: 'Last month',
    guest_count: 1,
    booking_date: now,
    attendee_name: 'Stay Stayer',
    marked_present: true,
    marked_present_at: now,
    marked_by: LEAVER.uid,
    marked_by_name: 'Lea Leaving',
    undone_by: LEAVER.uid,
    created_at: now,
  });
  await at(COLLECTIONS.venues, 'venue-1', {
    name: 'The Greenhouse',
    city: 'Lisbon',
    country: 'Portugal',
    partner_user_id: LEAVER.uid,
  });
  await at(COLLECTIONS.brunchReviews, pastBookingId, {
    user_id: LEAVER.uid,
    booking_id: pastBookingId,
    venue_id: 'venue-1',
    rating: 4,
    review_text: 'Lovely, said Lea',
    created_at: now,
  });
  await at(COLLECTIONS.adminBookingRows, pastBookingId, {
    event_id: pastEventId,
    event_title: 'Last month',
    event_date: null,
    venue_id: 'venue-1',
    venue_name: null,
    venue_city: null,
    status: 'confirmed',
    awaiting_payment: false,
    guest_count: 1,
    total_amount_cents: 2500,
    user_id: LEAVER.uid,
    name: 'Lea Leaving',
    email: LEAVER.email,
    is_guest: false,
    checked_in: true,
    search: ['lea', 'leaving.member@example.com'],
    created_at: now,
  });

  // Profiles, consents, agreements, answers, roles, XP.
  await at(COLLECTIONS.userProfiles, LEAVER.uid, {
    user_id: LEAVER.uid,
    display_name: 'Lea Leaving',
    locale: 'en',
    level: 1,
    experience_points: 10,
  });
  await at(COLLECTIONS.userProfiles, STAYER.uid, {
    user_id: STAYER.uid,
    display_name: 'Stay Stayer',
    level: 1,
    experience_points: 0,
  });
  await at(COLLECTIONS.userPrivateProfiles, LEAVER.uid, {
    religion: 'Quaker',
    date_of_birth: '1990-01-01',
  });
  await db
    .collection(COLLECTIONS.userPrivateProfiles)
    .doc(LEAVER.uid)
    .collection(COLLECTIONS.sensitiveConsents)
    .doc('religion')
    .set({ category: 'religion', granted_at: now });
  await at(COLLECTIONS.userAgreements, LEAVER.uid, {
    user_id: LEAVER.uid,
    terms_version: '2026-11',
    privacy_version: '2026-11',
    accepted_at: now,
  });
  await at(COLLECTIONS.userAnswers, `${LEAVER.uid}_q1`, {
    user_id: LEAVER.uid,
    question_id: 'q1',
    answer: 'Pancakes',
    created_at: now,
  });
  await at(COLLECTIONS.xpAwards, `answer-${LEAVER.uid}`, {
    user_id: LEAVER.uid,
    source: `user_answers/${LEAVER.uid}_q1`,
    xp: 10,
    awarded_at: now,
  });
  // A use of a promotion code (issue 39.4): one per e-mail, naming the member.
  await at(COLLECTIONS.promotionCodeRedemptions, `BRUNCH20_${LEAVER.uid}`, {
    code: 'BRUNCH20',
    booking_id: 'some-booking',
    user_id: LEAVER.uid,
    event_id: 'some-event',
    created_at: now,
  });
  await at(COLLECTIONS.userRoles, userRoleId(LEAVER.uid, 'partner'), {
    user_id: LEAVER.uid,
    role: 'partner',
  });
  await db.collection(COLLECTIONS.roleAudit).add({
    user_id: LEAVER.uid,
    role: 'partner',
    action: 'granted',
    by: STAYER.uid,
    at: now,
  });
  await db.collection(COLLECTIONS.roleAudit).add({
    user_id: STAYER.uid,
    role: 'partner',
    action: 'granted',
    by: LEAVER.uid,
    at: now,
  });

  // Likes both ways, a match and the console's rows.
  const writer = db.bulkWriter({ throttling: false });
  for (let i = 0; i < likes; i += 1) {
    const other = i === 0 ? STAYER.uid : `fan-${i}`;
    void writer.set(db.collection(COLLECTIONS.bruncherLikes).doc(`${LEAVER.uid}_${other}`), {
      liker_id: LEAVER.uid,
      liked_id: other,
      is_like: true,
      created_at: now,
    });
    void writer.set(db.collection(COLLECTIONS.bruncherLikes).doc(`${other}_${LEAVER.uid}`), {
      liker_id: other,
      liked_id: LEAVER.uid,
      is_like: true,
      created_at: now,
    });
  }
  await writer.close();
  const [user1, user2] = [LEAVER.uid, STAYER.uid].sort() as [string, string];
  await at(COLLECTIONS.matches, matchId(user1, user2), {
    user1_id: user1,
    user2_id: user2,
    created_at: now,
  });
  await at(COLLECTIONS.adminMatchScores, matchId(user1, user2), {
    user1_id: user1,
    user2_id: user2,
    user1_label: 'x',
    user2_label: 'y',
    likes1: 1,
    likes2: 1,
    score: 50,
    created_at: now,
  });
  // A match where the leaver is the second of the pair ('fan-a' sorts first).
  await at(COLLECTIONS.matches, matchId('fan-a', LEAVER.uid), {
    user1_id: 'fan-a',
    user2_id: LEAVER.uid,
    created_at: now,
  });
  await at(COLLECTIONS.adminMatchScores, matchId('fan-a', LEAVER.uid), {
    user1_id: 'fan-a',
    user2_id: LEAVER.uid,
    user1_label: 'fan-a',
    user2_label: 'y',
    likes1: 1,
    likes2: 1,
    score: 50,
    created_at: now,
  });
  // Both matches' conversations (the leaver first of the pair with the stayer, second with
  // 'fan-a'), a message from the leaver and one to them; and the leaver's own counters.
  const conversation = (user1: string, user2: string) => ({
    user1_id: user1,
    user2_id: user2,
    met: { kind: 'discover' },
    matched_at: now,
    status: 'open',
    closed_by: null,
    closed_at: null,
    last_message: null,
    unread: {},
    last_read_at: {},
  });
  await at(COLLECTIONS.conversations, matchId(user1, user2), conversation(user1, user2));
  await at(
    COLLECTIONS.conversations,
    matchId('fan-a', LEAVER.uid),
    conversation('fan-a', LEAVER.uid),
  );
  await at(COLLECTIONS.conversationMessages, 'leavers-message', {
    conversation_id: matchId(user1, user2),
    user1_id: user1,
    user2_id: user2,
    sender_id: LEAVER.uid,
    text: 'See you on Sunday!',
    sent_at: now,
  });
  await at(COLLECTIONS.conversationMessages, 'message-to-leaver', {
    conversation_id: matchId('fan-a', LEAVER.uid),
    user1_id: 'fan-a',
    user2_id: LEAVER.uid,
    sender_id: 'fan-a',
    text: 'Loved your table!',
    sent_at: now,
  });
  await at(COLLECTIONS.memberStats, LEAVER.uid, {
    events_attended: 1,
    venues: { 'venue-1': 1 },
    matches: 2,
    upcoming: {},
    bookings: {},
    updated_at: now,
  });
  await at(COLLECTIONS.memberUnread, LEAVER.uid, {
    counts: { c_chat: 1 },
    since: { c_chat: now },
    digested_at: {},
    pending_since: now,
    updated_at: now,
  });
  await at(COLLECTIONS.adminUserStats, LEAVER.uid, {
    user_id: LEAVER.uid,
    label: LEAVER.email,
    likes_given: likes,
    matches: 1,
    updated_at: now,
  });
  await at(COLLECTIONS.reportMembers, LEAVER.uid, {
    attended: { [pastBookingId]: '2026-10' },
    updated_at: now,
  });

  // Tables and after-brunch: the leaver's own step, and the stayer's wish to meet them again.
  await at(COLLECTIONS.tablePlans, pastEventId, {
    event_id: pastEventId,
    event_date: '2026-10-01',
    venue_id: 'venue-1',
    tables: [
      {
        number: 1,
        seats: 6,
        score: null,
        parties: [
          { booking_id: pastBookingId, user_id: LEAVER.uid, name: 'Lea Leaving', guest_count: 1 },
          { booking_id: 'stayers-booking', user_id: STAYER.uid, name: 'Stay', guest_count: 1 },
        ],
      },
    ],
    unseated: [],
    member_ids: [LEAVER.uid, STAYER.uid],
    average_score: 0,
    source: 'cutoff',
    planned_at: now,
    updated_at: now,
  });
  // The past table's chat (issue 38 item 3): the leaver's place in it, a message from them and one
  // from the stayer (which stays), and the organiser's welcome.
  const chatId = `${pastEventId}_t1`;
  await at(COLLECTIONS.tableChats, chatId, {
    event_id: pastEventId,
    table_number: 1,
    event_date: '2026-10-01',
    place_name: 'Alfama Terrace',
    starts_at: now,
    closes_at: now,
    member_ids: [LEAVER.uid, STAYER.uid],
    cards: [{ kind: 'starter', text: 'What brought you to this brunch?' }],
    address_due_at: null,
    created_at: now,
    updated_at: now,
  });
  for (const uid of [LEAVER.uid, STAYER.uid])
    await at(COLLECTIONS.tableChatMembers, `${chatId}_${uid}`, {
      chat_id: chatId,
      user_id: uid,
      event_id: pastEventId,
      table_number: 1,
      event_date: '2026-10-01',
      place_name: 'Alfama Terrace',
      closes_at: now,
      unread: 0,
      joined_at: now,
    });
  const tableMessage = (sender: string | null, text: string) => ({
    chat_id: chatId,
    sender_id: sender,
    system: sender ? null : 'welcome',
    text,
    sent_at: now,
  });
  await at(
    COLLECTIONS.tableChatMessages,
    'leavers-table-message',
    tableMessage(LEAVER.uid, 'Hi all!'),
  );
  await at(
    COLLECTIONS.tableChatMessages,
    'stayers-table-message',
    tableMessage(STAYER.uid, 'Hello!'),
  );
  await at(COLLECTIONS.tableChatMessages, 'welcome', tableMessage(null, 'Welcome!'));
  await at(COLLECTIONS.afterBrunch, pastBookingId, {
    user_id: LEAVER.uid,
    event_id: pastEventId,
    booking_id: pastBookingId,
    skipped: false,
    meet_again: [STAYER.uid],
    done_at: now,
  });
  await at(COLLECTIONS.afterBrunch, 'stayers-booking', {
    user_id: STAYER.uid,
    event_id: pastEventId,
    booking_id: 'stayers-booking',
    skipped: false,
    meet_again: [LEAVER.uid],
    done_at: now,
  });

  // Trust and safety: blocks and block lists both ways, reports by and about the member, the
  // decisions on them (one the member took as an admin), the member's standing.
  await at(COLLECTIONS.blocks, `${LEAVER.uid}_${STAYER.uid}`, {
    blocker_id: LEAVER.uid,
    blocked_id: STAYER.uid,
    blocked_name: 'Stayer',
    created_at: now,
  });
  await at(COLLECTIONS.blocks, `${STAYER.uid}_${LEAVER.uid}`, {
    blocker_id: STAYER.uid,
    blocked_id: LEAVER.uid,
    blocked_name: 'Leaving',
    created_at: now,
  });
  await at(COLLECTIONS.blockLists, LEAVER.uid, { hidden_ids: [STAYER.uid], updated_at: now });
  await at(COLLECTIONS.blockLists, STAYER.uid, { hidden_ids: [LEAVER.uid], updated_at: now });
  const report = (reporter: string, reported: string) => ({
    reporter_id: reporter,
    source: 'member',
    reported_id: reported,
    target_kind: 'profile',
    target_id: reported,
    reason: 'harassment',
    text: null,
    evidence: { display_name: reported === LEAVER.uid ? 'Leaving' : 'Stayer' },
    status: 'decided',
    created_at: now,
    decided_at: now,
    decision: 'warn',
  });
  await at(COLLECTIONS.reports, 'report-by-leaver', report(LEAVER.uid, STAYER.uid));
  await at(COLLECTIONS.reports, 'report-about-leaver', report(STAYER.uid, LEAVER.uid));
  const decision = (reportId: string, reporter: string, reported: string, by: string) => ({
    report_id: reportId,
    reported_id: reported,
    reporter_id: reporter,
    decision: 'warn',
    reason: 'A warning.',
    decided_by: by,
    decided_at: now,
    content_removed: false,
    cancelled_booking_ids: [],
    notice_mail_ids: [],
  });
  await at(
    COLLECTIONS.moderationDecisions,
    'report-by-leaver',
    decision('report-by-leaver', LEAVER.uid, STAYER.uid, 'admin-uid'),
  );
  await at(
    COLLECTIONS.moderationDecisions,
    'report-about-leaver',
    decision('report-about-leaver', STAYER.uid, LEAVER.uid, 'admin-uid'),
  );
  await at(
    COLLECTIONS.moderationDecisions,
    'decided-by-leaver',
    decision('decided-by-leaver', STAYER.uid, 'someone-else', LEAVER.uid),
  );
  await at(COLLECTIONS.memberStanding, LEAVER.uid, {
    suspended: false,
    warnings: 1,
    last_decision_id: 'report-about-leaver',
    updated_at: now,
  });

  // Mail: an outbox mail to the member, one to their address as a guest, preferences both ways,
  // the newsletter.
  const mail = (extra: Record<string, unknown>) => ({
    kind: 'booking_confirmed',
    booking_id: pastBookingId,
    event_id: pastEventId,
    calendar_sequence: 0,
    status: 'sent',
    attempts: 1,
    last_error: null,
    next_attempt_at: null,
    message_id: 'm1',
    created_at: now,
    updated_at: now,
    sent_at: now,
    ...extra,
  });
  await at(COLLECTIONS.mail, 'old-member-mail', mail({ user_id: LEAVER.uid, to: LEAVER.email }));
  await at(
    COLLECTIONS.mail,
    'old-guest-mail',
    mail({ user_id: null, to: LEAVER.email.toLowerCase() }),
  );
  await at(COLLECTIONS.mailPreferences, LEAVER.uid, { reminders: false, updated_at: now });
  await at(COLLECTIONS.mailPreferences, mailPreferencesId({ email: LEAVER.email }), {
    reminders: false,
    updated_at: now,
  });
  await at(COLLECTIONS.newsletterSignups, 'n1', {
    email: LEAVER.email.toLowerCase(),
    created_at: now,
  });

  // Waitlist place on a sold-out event.
  await seedEvent(db, 'sold-out', { spots_left: 0 });
  await at(COLLECTIONS.waitlistEntries, 'entry-1', {
    event_id: 'sold-out',
    event_title: 'Sold out',
    user_id: LEAVER.uid,
    guest_name: null,
    guest_email: null,
    party_size: 1,
    member_priority: true,
    status: 'waiting',
    joined_at: now,
    offer_booking_id: null,
    offered_at: null,
    offer_expires_at: null,
    updated_at: now,
  });
  await at(COLLECTIONS.waitlists, 'sold-out', {
    event_id: 'sold-out',
    queue: [{ entry_id: 'entry-1', party_size: 1, member_priority: true }],
    updated_at: now,
  });

  // The Stripe customer with an active subscription, and its records here.
  const customer = await stack.stripe.customers.create({
    email: LEAVER.email,
    metadata: { firebase_uid: LEAVER.uid },
  });
  const price = await stack.stripe.prices.create({
    currency: 'eur',
    unit_amount: 1500,
    recurring: { interval: 'month' },
    product_data: { name: 'Membership' },
  });
  const subscription = await stack.stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: price.id }],
    metadata: { firebase_uid: LEAVER.uid },
  });
  await at(COLLECTIONS.stripeCustomers, LEAVER.uid, { customer_id: customer.id, created_at: now });
  await at(COLLECTIONS.memberships, LEAVER.uid, {
    status: 'active',
    subscription_id: subscription.id,
    customer_id: customer.id,
    product_id: null,
    price_id: price.id,
    current_period_end: null,
    cancel_at_period_end: false,
    updated_at: now,
  });

  // Issue 39: a message the leaver sent as an organiser, their party's needs and their defaults,
  // and the prep sheet counted from them (which names nobody and stays).
  await at(COLLECTIONS.attendeeMessages, `${eventId}_req-leaver-1`, {
    event_id: eventId,
    audience: 'attendees',
    subject: 'See you Sunday',
    body: 'Bring sunglasses.',
    sent_by: LEAVER.uid,
    recipients: 3,
    excluded: 0,
    complete: true,
    created_at: now,
  });
  await at(COLLECTIONS.bookingNeeds, upcoming.bookingId, {
    booking_id: upcoming.bookingId,
    event_id: eventId,
    user_id: LEAVER.uid,
    needs: { vegan: 1, nut_allergy: 1 },
    consent_version: '2026-11',
    consented_at: now,
    updated_at: now,
  });
  await at(COLLECTIONS.memberNeeds, LEAVER.uid, {
    needs: ['vegan'],
    consent_version: '2026-11',
    consented_at: now,
  });
  await at(COLLECTIONS.prepSheets, `${eventId}_venue-1`, {
    event_id: eventId,
    venue_id: 'venue-1',
    event_date: '2026-12-01',
    tables: [{ table_number: 2, counts: { vegan: 1, nut_allergy: 1 } }],
    totals: { vegan: 1, nut_allergy: 1 },
    updated_at: now,
  });

  // Photos: documents and files; the stayer's photo stays.
  const photoPaths: string[] = [];
  const photoWriter = db.bulkWriter({ throttling: false });
  await Promise.all(
    Array.from({ length: photos }, async (_, i) => {
      const path = `${USER_PHOTOS_FOLDER}/${LEAVER.uid}/${1000 + i}.png`;
      photoPaths.push(path);
      await bucket.file(path).save(PNG, { contentType: 'image/png', resumable: false });
      void photoWriter.set(db.collection(COLLECTIONS.userPhotos).doc(`photo-${i}`), {
        user_id: LEAVER.uid,
        photo_url: `http://127.0.0.1/v0/b/bucket/o/${encodeURIComponent(path)}?alt=media&token=t${i}`,
        storage_path: path,
        created_at: now,
      });
    }),
  );
  await photoWriter.close();
  await bucket
    .file(`${USER_PHOTOS_FOLDER}/${STAYER.uid}/1.png`)
    .save(PNG, { contentType: 'image/png', resumable: false });

  return {
    upcomingBookingId: upcoming.bookingId,
    upcomingPaymentIntent: upcoming.paymentIntent,
    pastBookingId,
    eventId,
    pastEventId,
    customerId: customer.id,
    subscriptionId: subscription.id,
    photoPaths,
  };
}

/**
 * The registry's selectors that find none of the seeded member's documents: empty when the seed
 * covers every entry, so a deleter that skips one leaves something the scan finds.
 */
export async function uncoveredSelectors(db: Firestore): Promise<string[]> {
  const member = { uid: LEAVER.uid, email: LEAVER.email };
  const missing: string[] = [];
  for (const [key, entry] of Object.entries(MEMBER_DATA_ENTRIES)) {
    for (const rule of entry.rules) {
      const docs = await findMemberDocs(db, key as keyof typeof COLLECTIONS, rule.select, member);
      if (docs.length === 0) missing.push(`${key} by ${JSON.stringify(rule.select)}`);
    }
  }
  return missing;
}

/** Every document of the database (subcollections included), as path and JSON text. */
export async function everyDocument(db: Firestore): Promise<Array<{ path: string; text: string }>> {
  const found: Array<{ path: string; text: string }> = [];
  const walk = async (collections: FirebaseFirestore.CollectionReference[]) => {
    for (const collection of collections) {
      const refs = await collection.listDocuments();
      for (const ref of refs) {
        const snapshot = await ref.get();
        if (snapshot.exists) found.push({ path: ref.path, text: JSON.stringify(snapshot.data()) });
        await walk(await ref.listCollections());
      }
    }
  };
  await walk(await db.listCollections());
  return found;
}
