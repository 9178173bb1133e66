// From an outbox document to the message that goes out: reads the booking, its event and the
// recipient, renders the model's template and attaches the booking's calendar entry. A mail that
// can never be written (booking or event gone, no address) is a PermanentMailError; a reminder
// that no longer applies is skipped.

import {
  COLLECTIONS,
  MAIL_LINK_PATHS,
  bookingSuccessPath,
  eventPath,
  contentText,
  eventFieldsSchema,
  DIGEST_MAIL,
  MAIL_COPY,
  MODERATION_NOTICE_WHAT,
  TABLE_CHAT_TEXTS,
  formatCityTime,
  isAccountMail,
  isActiveMembership,
  offerPrice,
  isTransactionalMail,
  ledgerOf,
  ledgerTotals,
  memberName,
  moderationDecisionSchema,
  offerPath,
  renderMessageDigest,
  renderAttendeeMessage,
  attendeeMessageSchema,
  renderModerationNotice,
  renderAccountMail,
  renderMail,
  returnOrigin,
  toDate,
  venueSchema,
  venueStreetLine,
  waitlistEntrySchema,
  type MailDoc,
  type MailLanguage,
} from '@brunchers/model';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { eventStartsAt, mapsUrl } from '@brunchers/model/calendar';
import { bookingIcs } from '@brunchers/model/calendar-file';
import { mailLanguage, mailLocaleOf } from '@brunchers/model/mail-language';
import { readBooking, type StoredBooking } from '../lib/bookingDocs.js';
import type { MailDeps, OutgoingMail } from './deps.js';
import { mailPreferencesId, remindersWanted } from './preferences.js';
import { ticketToken } from '../checkIn/ticketToken.js';
import {
  bookingCancelToken,
  newsletterConfirmToken,
  unsubscribeToken,
  waitlistConfirmToken,
  type MailSubject,
} from './unsubscribeToken.js';

export class PermanentMailError extends Error {
  override name = 'PermanentMailError';
}

export type Composed = { kind: 'send'; mail: OutgoingMail } | { kind: 'skip'; reason: string };

const mailEventSchema = eventFieldsSchema.pick({
  title: true,
  title_pt: true,
  description: true,
  event_date: true,
  event_time: true,
  location_name: true,
  address: true,
  city: true,
  venue_id: true,
  // The waitlist offer's price (offerPrice): the tiers as they stand.
  price_tiers: true,
  early_bird_taken: true,
});

export async function composeMail(deps: MailDeps, mail: MailDoc): Promise<Composed> {
  // Mails about no event: the deletion receipt, a moderation notice, the account mails.
  if (mail.kind === 'account_deleted') return composeDeletionReceipt(deps, mail);
  if (mail.kind === 'moderation_notice') return composeModerationNotice(deps, mail);
  if (mail.kind === 'message_digest') return composeMessageDigest(deps, mail);
  if (isAccountMail(mail.kind)) return composeAccountMail(deps, mail);
  if (!mail.event_id) throw new PermanentMailError(`${mail.kind} mail names no event`);
  const { db } = deps;
  const eventId = mail.event_id;
  const event = await mailEvent(deps, eventId);
  const { to, subject } = await recipient(deps, mail);
  if (mail.kind === 'waitlist_cancelled')
    return composeWaitlistMail(deps, mail, eventId, event, to);
  if (mail.kind === 'attendee_message')
    return composeAttendeeMessage(deps, mail, eventId, event, to, subject);
  if (!mail.booking_id) throw new PermanentMailError(`${mail.kind} mail names no booking`);
  const bookingSnap = await db.collection(COLLECTIONS.bookings).doc(mail.booking_id).get();
  if (!bookingSnap.exists) throw new PermanentMailError(`booking ${mail.booking_id} is gone`);
  const booking = readBooking(bookingSnap);

  if (mail.kind === 'event_reminder') {
    const skip = await reminderSkipReason(deps, booking, event, subject);
    if (skip) return { kind: 'skip', reason: skip };
  }

  const bookingUrl = bookingLink(deps.appUrl, mail.booking_id, booking);
  const venue = await assignedVenue(deps, booking, event);
  const profile = await memberProfile(deps, booking.user_id);
  // A member's language is their profile's; a guest's the page's at checkout (issue 37).
  const language = mailLanguage(mailLocaleOf(mail.locale, profile?.get('locale'), booking.locale));
  const unsubscribeUrl = isTransactionalMail(mail.kind)
    ? null
    : `${deps.appUrl}${MAIL_LINK_PATHS.unsubscribe}?token=${unsubscribeToken(deps.tokenSecret, subject)}`;
  const rendered = renderMail({
    kind: mail.kind,
    language,
    appUrl: deps.appUrl,
    // The title in the mail's language, else the other one (issue 37.3).
    event: { ...event, title: contentText(event, 'title', language.locale) },
    name: recipientName(booking, profile, false),
    partySize: booking.guest_count,
    totalCents:
      mail.kind === 'waitlist_offer'
        ? await offerTotalCents(deps, booking, event)
        : booking.total_amount_cents,
    bookingUrl,
    eventUrl: `${deps.appUrl}${eventPath(eventId)}`,
    mapsUrl: mapsUrl(event),
    unsubscribeUrl,
    // Guests have no My Bookings: their confirmation carries a signed link to cancel.
    cancelUrl:
      mail.kind === 'booking_confirmed' && !booking.user_id
        ? `${deps.appUrl}${MAIL_LINK_PATHS.cancelBooking}?token=${bookingCancelToken(deps.tokenSecret, mail.booking_id)}`
        : null,
    refundCents: mail.amount_cents ?? null,
    ticketUrl:
      booking.status === 'confirmed'
        ? `${deps.appUrl}${MAIL_LINK_PATHS.ticket}?t=${encodeURIComponent(ticketToken(deps.ticketSecret, mail.booking_id))}`
        : null,
    offer:
      mail.kind === 'waitlist_offer'
        ? offerLink(deps.appUrl, mail.booking_id, booking, language)
        : null,
    money: moneyOf(booking),
    note: mail.note ?? null,
    refundPolicy: booking.refund_policy ?? null,
    venue,
    sentAt: deps.clock(),
  });

  const outgoing: OutgoingMail = { from: deps.from, to, ...rendered };
  if (unsubscribeUrl) {
    // RFC 8058 one-click: mail clients show an unsubscribe button and POST
    // List-Unsubscribe=One-Click to this URL (the unsubscribeOneClick function, through Hosting).
    outgoing.headers = oneClickUnsubscribeHeaders(
      deps.appUrl,
      unsubscribeToken(deps.tokenSecret, subject),
    );
  }
  const calendar = calendarFor(mail, booking.status);
  if (calendar) {
    const content = bookingIcs({
      bookingId: mail.booking_id,
      // The calendar entry's place is where the party goes (an assigned venue).
      event: venue
        ? { ...event, location_name: venue.name, address: venue.address, city: venue.city }
        : event,
      url: bookingUrl,
      sequence: mail.calendar_sequence,
      cancelled: calendar.cancelled,
    });
    outgoing.attachments = [
      {
        filename: 'brunch.ics',
        content,
        contentType: `text/calendar; charset=utf-8; method=${calendar.method}`,
      },
    ];
  }
  return { kind: 'send', mail: outgoing };
}

type MailEvent = ReturnType<typeof mailEventSchema.parse>;

/**
 * What a waitlist offer will charge, as its page shows it (the model's offerPrice: the event's
 * tiers now, the member price for an active member), not the list price the seats were held at.
 * Once its payment opened, the booking carries its price.
 */
async function offerTotalCents(
  deps: MailDeps,
  booking: StoredBooking,
  event: MailEvent,
): Promise<number> {
  const tiers = event.price_tiers;
  if (booking.pricing || !tiers) return booking.total_amount_cents;
  const member =
    Boolean(tiers.member) &&
    booking.user_id !== null &&
    isActiveMembership(
      (await deps.db.collection(COLLECTIONS.memberships).doc(booking.user_id).get()).data(),
    );
  const guests = booking.guest_count;
  const listCents = Math.round(booking.total_amount_cents / guests);
  return offerPrice(event, listCents, guests, member, deps.clock()).totalCents;
}

/**
 * The receipt of a deleted account: to the address the account had (`to`, stored at deletion,
 * since the Auth user is gone), about no event or booking; its `note` says what was cancelled.
 */
function composeDeletionReceipt(deps: MailDeps, mail: MailDoc): Composed {
  if (!mail.to) throw new PermanentMailError('no e-mail address to send to');
  const rendered = renderMail({
    kind: 'account_deleted',
    // Stored at deletion: the profile is gone by now.
    language: mailLanguage(mailLocaleOf(mail.locale)),
    appUrl: deps.appUrl,
    event: { title: '', event_date: '', event_time: '', location_name: '', address: '', city: '' },
    name: null,
    partySize: 0,
    totalCents: 0,
    bookingUrl: deps.appUrl,
    eventUrl: deps.appUrl,
    mapsUrl: deps.appUrl,
    note: mail.note ?? null,
  });
  return { kind: 'send', mail: { from: deps.from, to: mail.to, ...rendered } };
}

async function mailEvent(deps: MailDeps, eventId: string): Promise<MailEvent> {
  const eventSnap = await deps.db.collection(COLLECTIONS.events).doc(eventId).get();
  const parsedEvent = mailEventSchema.safeParse(eventSnap.data());
  if (!parsedEvent.success) throw new PermanentMailError(`event ${eventId} is unreadable`);
  return parsedEvent.data;
}

/** The address a mail goes to, and whose it is (for unsubscribe links and preferences). */
async function recipient(
  deps: MailDeps,
  mail: MailDoc,
): Promise<{ to: string; subject: MailSubject }> {
  const subject: MailSubject | null = mail.user_id
    ? { uid: mail.user_id }
    : mail.to
      ? { email: mail.to }
      : null;
  const to = mail.user_id ? await deps.memberEmail(mail.user_id) : mail.to;
  if (!to || !subject) throw new PermanentMailError('no e-mail address to send to');
  return { to, subject };
}

/**
 * A mail about a waitlist entry (the event was cancelled while they waited): the same templates,
 * with the entry's party; no calendar entry, since they never had one.
 */
async function composeWaitlistMail(
  deps: MailDeps,
  mail: MailDoc,
  eventId: string,
  event: MailEvent,
  to: string,
): Promise<Composed> {
  if (!mail.waitlist_entry_id) throw new PermanentMailError(`${mail.kind} mail names no entry`);
  const entrySnap = await deps.db
    .collection(COLLECTIONS.waitlistEntries)
    .doc(mail.waitlist_entry_id)
    .get();
  const entry = waitlistEntrySchema.safeParse(entrySnap.data());
  if (!entry.success)
    throw new PermanentMailError(`waitlist entry ${mail.waitlist_entry_id} is unreadable`);
  const eventUrl = `${deps.appUrl}${eventPath(eventId)}`;
  const profile = await memberProfile(deps, entry.data.user_id);
  const language = mailLanguage(
    mailLocaleOf(mail.locale, profile?.get('locale'), entry.data.locale),
  );
  const rendered = renderMail({
    kind: 'waitlist_cancelled',
    language,
    appUrl: deps.appUrl,
    event: { ...event, title: contentText(event, 'title', language.locale) },
    // A guest's entry is confirmed once it waited (the link in the first mail).
    name: recipientName(entry.data, profile, entry.data.status !== 'unconfirmed'),
    partySize: entry.data.party_size,
    totalCents: 0,
    bookingUrl: eventUrl,
    eventUrl,
    mapsUrl: mapsUrl(event),
  });
  return { kind: 'send', mail: { from: deps.from, to, ...rendered } };
}

/**
 * The organiser's message (issue 39 item 6) in the frame every mail has, read from its record
 * when sent; skipped when the person turned optional mails off meanwhile. One-click unsubscribe
 * headers like the reminders' (the same switch).
 */
async function composeAttendeeMessage(
  deps: MailDeps,
  mail: MailDoc,
  eventId: string,
  event: MailEvent,
  to: string,
  subject: MailSubject,
): Promise<Composed> {
  if (!mail.attendee_message_id) throw new PermanentMailError('attendee_message names no message');
  const { db } = deps;
  const record = attendeeMessageSchema.safeParse(
    (await db.collection(COLLECTIONS.attendeeMessages).doc(mail.attendee_message_id).get()).data(),
  );
  if (!record.success) throw new PermanentMailError('attendee message is unreadable');
  const preferences = await db
    .collection(COLLECTIONS.mailPreferences)
    .doc(mailPreferencesId(subject))
    .get();
  if (!remindersWanted(preferences)) return { kind: 'skip', reason: 'turned off' };
  const profile = mail.user_id
    ? await db.collection(COLLECTIONS.userProfiles).doc(mail.user_id).get()
    : null;
  const token = unsubscribeToken(deps.tokenSecret, subject);
  const language = mailLanguage(mailLocaleOf(mail.locale, profile?.get('locale')));
  const rendered = renderAttendeeMessage({
    // The frame and the event's title in the recipient's language; the organiser's text as typed.
    language,
    appUrl: deps.appUrl,
    audience: record.data.audience,
    event: { ...event, title: contentText(event, 'title', language.locale) },
    eventUrl: `${deps.appUrl}${eventPath(eventId)}`,
    subject: record.data.subject,
    body: record.data.body,
    // A guest's address may be unconfirmed and a name is text anyone can type (issue 36).
    name: profile ? memberName(profile.data()) : null,
    unsubscribeUrl: `${deps.appUrl}${MAIL_LINK_PATHS.unsubscribe}?token=${token}`,
  });
  return {
    kind: 'send',
    mail: {
      from: deps.from,
      to,
      ...rendered,
      headers: oneClickUnsubscribeHeaders(deps.appUrl, token),
    },
  };
}

function calendarFor(mail: MailDoc, status: string): { method: string; cancelled: boolean } | null {
  if (mail.kind === 'booking_confirmed' || mail.kind === 'event_changed')
    return { method: 'PUBLISH', cancelled: false };
  // An organiser's change updates the entry (a new place, a new date); a cancellation removes it.
  if (mail.kind === 'booking_changed')
    return status === 'confirmed'
      ? { method: 'PUBLISH', cancelled: false }
      : { method: 'CANCEL', cancelled: true };
  if (mail.kind === 'event_cancelled' || mail.kind === 'booking_cancelled')
    return { method: 'CANCEL', cancelled: true };
  return null;
}

/** What the booking's ledger says was charged and refunded, a refund on its way included. */
function moneyOf(booking: StoredBooking): { chargedCents: number; refundedCents: number } {
  const { chargedCents, refundedCents } = ledgerTotals(ledgerOf(booking));
  return {
    chargedCents,
    refundedCents: refundedCents + (booking.pending_refund?.amount_cents ?? 0),
  };
}

/** The venue an admin placed the party at (its name and address), or null: the event's place. */
async function assignedVenue(
  deps: MailDeps,
  booking: StoredBooking,
  event: { venue_id?: string | null | undefined },
): Promise<{ name: string; address: string; city: string } | null> {
  if (!booking.venue_id || booking.venue_id === (event.venue_id ?? null)) return null;
  if (booking.venue_name)
    return {
      name: booking.venue_name,
      address: booking.venue_address ?? '',
      city: booking.venue_city ?? '',
    };
  const venue = venueSchema.safeParse(
    (await deps.db.collection(COLLECTIONS.venues).doc(booking.venue_id).get()).data(),
  );
  if (!venue.success) return null;
  return { name: venue.data.name, address: venueStreetLine(venue.data), city: venue.data.city };
}

/** Members see the booking on My Bookings; guests on the page Stripe returned them to. */
function bookingLink(appUrl: string, bookingId: string, booking: StoredBooking): string {
  if (booking.user_id || !booking.checkout_session_id)
    return `${appUrl}${MAIL_LINK_PATHS.myBookings}`;
  return `${appUrl}${bookingSuccessPath(booking.checkout_session_id)}`;
}

/** The page that books an offer's held seats (the booking id is the capability), and its end. */
function offerLink(
  appUrl: string,
  bookingId: string,
  booking: StoredBooking,
  { t }: MailLanguage,
): { url: string; until: string } {
  const until = booking.hold_expires_at ? toDate(booking.hold_expires_at) : null;
  return {
    url: `${appUrl}${offerPath(bookingId)}`,
    until: until ? formatCityTime(until) : t(MAIL_COPY.waitlistOffer.soon),
  };
}

/**
 * The member's display name, or the guest's name (of a booking or a waitlist entry) when the
 * guest confirmed the address: a name is text anyone can type, so it never goes to an address
 * nobody confirmed (issue 36). Members book only once verified.
 */
function recipientName(
  booking: { user_id: string | null; guest_name: string | null },
  profile: DocumentSnapshot | null,
  guestConfirmed: boolean,
): string | null {
  if (!booking.user_id) return guestConfirmed ? booking.guest_name : null;
  const name: unknown = profile?.get('display_name');
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
}

/** A member's profile (their name and language), or null for a guest. */
async function memberProfile(
  deps: MailDeps,
  uid: string | null | undefined,
): Promise<DocumentSnapshot | null> {
  return uid ? deps.db.collection(COLLECTIONS.userProfiles).doc(uid).get() : null;
}

/** Why a reminder no longer applies when its turn comes, or null. */
async function reminderSkipReason(
  deps: MailDeps,
  booking: StoredBooking,
  event: { event_date: string; event_time: string },
  subject: MailSubject,
): Promise<string | null> {
  if (booking.status !== 'confirmed') return `booking is ${booking.status}`;
  if (eventStartsAt(event).getTime() <= deps.clock().getTime()) return 'event has started';
  const preferences = await deps.db
    .collection(COLLECTIONS.mailPreferences)
    .doc(mailPreferencesId(subject))
    .get();
  if (!remindersWanted(preferences)) return 'reminders turned off';
  return null;
}

/**
 * A moderation decision's statement of reasons (issue 36 §4) to the reporter or the reported
 * member: read from the decision when sent. Replies come back to the sender address, which is
 * the appeal route the notice gives.
 */
async function composeModerationNotice(deps: MailDeps, mail: MailDoc): Promise<Composed> {
  if (!mail.moderation_decision_id) throw new PermanentMailError('notice names no decision');
  const decisionSnap = await deps.db
    .collection(COLLECTIONS.moderationDecisions)
    .doc(mail.moderation_decision_id)
    .get();
  const decision = moderationDecisionSchema.safeParse(decisionSnap.data());
  if (!decision.success) throw new PermanentMailError('moderation decision is unreadable');
  const { to } = await recipient(deps, mail);
  // A lift goes to the suspended member only.
  const role =
    decision.data.decision !== 'lift_suspension' && mail.user_id === decision.data.reporter_id
      ? 'reporter'
      : 'reported';
  const report = await deps.db.collection(COLLECTIONS.reports).doc(decision.data.report_id).get();
  const kind = String(report.get('target_kind') ?? 'profile');
  const profile = mail.user_id
    ? await deps.db.collection(COLLECTIONS.userProfiles).doc(mail.user_id).get()
    : null;
  const rendered = renderModerationNotice({
    language: mailLanguage(mailLocaleOf(mail.locale, profile?.get('locale'))),
    appUrl: deps.appUrl,
    role,
    // The reported member may never have confirmed their address, and a name is text anyone can
    // type (issue 36): only a reporter, who reports with a verified address, is greeted by name.
    name: role === 'reporter' ? memberName(profile?.data()) : null,
    decision: decision.data.decision,
    reason: decision.data.reason,
    what: (MODERATION_NOTICE_WHAT[kind] ?? MODERATION_NOTICE_WHAT.profile!)[role],
  });
  return { kind: 'send', mail: { from: deps.from, to, ...rendered } };
}

/**
 * The digest of unread messages (issue 38 §2): who wrote and links, read when sending; skipped
 * when the member turned these mails off or has read everything meanwhile. Never the text.
 */
async function composeMessageDigest(deps: MailDeps, mail: MailDoc): Promise<Composed> {
  const uid = mail.user_id;
  if (!uid) throw new PermanentMailError('digest names no member');
  const { db } = deps;
  const preferences = await db
    .collection(COLLECTIONS.mailPreferences)
    .doc(mailPreferencesId({ uid }))
    .get();
  if (!remindersWanted(preferences)) return { kind: 'skip', reason: 'turned off' };
  const unread = await db.collection(COLLECTIONS.memberUnread).doc(uid).get();
  const profile = await db.collection(COLLECTIONS.userProfiles).doc(uid).get();
  const language = mailLanguage(mailLocaleOf(mail.locale, profile.get('locale')));
  const { t } = language;
  const counts = (unread.get('counts') ?? {}) as Record<string, number>;
  const items: { who: string; count: number; url: string }[] = [];
  for (const key of mail.chat_keys ?? []) {
    const count = counts[key] ?? 0;
    if (count <= 0) continue;
    if (key.startsWith('c_')) {
      const conversation = await db.collection(COLLECTIONS.conversations).doc(key.slice(2)).get();
      const pair = [conversation.get('user1_id'), conversation.get('user2_id')] as unknown[];
      const other = pair.find((id) => typeof id === 'string' && id !== uid) as string | undefined;
      if (!other || conversation.get('status') === 'closed') continue;
      const otherProfile = await db.collection(COLLECTIONS.userProfiles).doc(other).get();
      items.push({
        who: memberName(otherProfile.data()) ?? t(DIGEST_MAIL.aConnection),
        count,
        url: `${deps.appUrl}/connections/${encodeURIComponent(other)}`,
      });
    } else if (key.startsWith('t_')) {
      const chatId = key.slice(2);
      const chat = await db.collection(COLLECTIONS.tableChats).doc(chatId).get();
      if (!chat.exists) continue;
      items.push({
        who: t(
          TABLE_CHAT_TEXTS.title,
          Number(chat.get('table_number')),
          String(chat.get('place_name')),
        ),
        count,
        url: `${deps.appUrl}/connections/table/${encodeURIComponent(chatId)}`,
      });
    }
  }
  if (items.length === 0) return { kind: 'skip', reason: 'read meanwhile' };
  const { to, subject } = await recipient(deps, mail);
  const token = unsubscribeToken(deps.tokenSecret, subject);
  const rendered = renderMessageDigest({
    language,
    appUrl: deps.appUrl,
    name: memberName(profile.data()),
    items,
    unsubscribeUrl: `${deps.appUrl}${MAIL_LINK_PATHS.unsubscribe}?token=${token}`,
  });
  return {
    kind: 'send',
    mail: {
      from: deps.from,
      to,
      ...rendered,
      headers: oneClickUnsubscribeHeaders(deps.appUrl, token),
    },
  };
}

/**
 * The verification and reset mails, a guest's waitlist confirmation and the newsletter's: our own
 * words and one link, no name (renderAccountMail). Auth links are made now, not stored.
 */
async function composeAccountMail(deps: MailDeps, mail: MailDoc): Promise<Composed> {
  const kind = mail.kind;
  // The language asked in (the page's, the import's), else the member's, else Portuguese: as
  // Firebase Auth's own templates follow the page's X-Firebase-Locale (issue 37).
  const profile = mail.locale ? null : await memberProfile(deps, mail.user_id);
  const language = mailLanguage(mailLocaleOf(mail.locale, profile?.get('locale')));
  if (kind === 'verify_email' || kind === 'password_reset' || kind === 'member_invite') {
    if (!deps.authLink) throw new PermanentMailError('no Auth link maker');
    const to = mail.user_id ? await deps.memberEmail(mail.user_id) : mail.to;
    if (!to) throw new PermanentMailError('no e-mail address to send to');
    // The link continues on the app origin they asked from (checked again: the doc is ours,
    // but the allow-list is the rule), where their session is.
    const origin = returnOrigin(deps.appUrl, mail.app_origin ?? null);
    // An invitation is a reset link: the imported account has no password until this one.
    const url = await deps.authLink(
      kind === 'member_invite' ? 'password_reset' : kind,
      to,
      `${origin}${kind === 'verify_email' ? '/dashboard' : '/login'}`,
    );
    if (!url)
      return { kind: 'skip', reason: kind === 'verify_email' ? 'already verified' : 'no account' };
    return {
      kind: 'send',
      mail: { from: deps.from, to, ...renderAccountMail({ kind, appUrl: origin, url, language }) },
    };
  }
  if (kind === 'waitlist_confirm') {
    if (!mail.waitlist_entry_id || !mail.to)
      throw new PermanentMailError('waitlist_confirm names no entry');
    const event = mail.event_id ? await mailEvent(deps, mail.event_id) : null;
    const url = `${deps.appUrl}${MAIL_LINK_PATHS.confirmWaitlist}?token=${waitlistConfirmToken(deps.tokenSecret, mail.waitlist_entry_id)}`;
    return {
      kind: 'send',
      mail: {
        from: deps.from,
        to: mail.to,
        ...renderAccountMail({ kind, appUrl: deps.appUrl, url, event, language }),
      },
    };
  }
  if (kind === 'newsletter_confirm') {
    if (!mail.newsletter_id || !mail.to)
      throw new PermanentMailError('newsletter_confirm names no sign-up');
    const url = `${deps.appUrl}${MAIL_LINK_PATHS.confirmNewsletter}?token=${newsletterConfirmToken(deps.tokenSecret, mail.newsletter_id)}`;
    return {
      kind: 'send',
      mail: {
        from: deps.from,
        to: mail.to,
        ...renderAccountMail({ kind, appUrl: deps.appUrl, url, language }),
      },
    };
  }
  throw new PermanentMailError(`unknown account mail ${kind}`);
}

/** RFC 8058 one-click unsubscribe: mail clients POST List-Unsubscribe=One-Click to this URL. */
function oneClickUnsubscribeHeaders(appUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${appUrl}${MAIL_LINK_PATHS.oneClickUnsubscribe}?token=${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
