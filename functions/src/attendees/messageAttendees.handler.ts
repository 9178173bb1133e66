// The organiser's message to an event's confirmed attendees (members and guest bookings) or its
// waiting people (issue 39 item 6). Admins only. The dialog's request id names the record
// (attendee_messages/{eventId}_{requestId}), so a double click or a retried call sends once; the
// record and the daily limit are checked in one transaction; one outbox mail per address, under
// an id of the message and the recipient, written with create: a second run adds only what a
// first run did not finish. Optional mail: people who turned reminders off are left out now,
// and again at send time (compose) if they turned them off meanwhile. Logs carry counts only.

import type { Firestore } from 'firebase-admin/firestore';
import {
  ATTENDEE_MESSAGE_DAILY_LIMIT,
  ATTENDEE_MESSAGE_TEXTS,
  ATTENDEE_MESSAGE_WINDOW_MS,
  COLLECTIONS,
  attendeeMessageId,
  attendeeMessageSchema,
  isLocale,
  mailIds,
  messageAttendeesInputSchema,
  type AttendeeMessageAudience,
  type AttendeeMessageDoc,
  type Locale,
  type MailDoc,
  type MessageAttendeesOutput,
} from '@brunchers/model';
import { requireAdmin, type CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { timestamp, type Clock } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import { pendingDelivery } from '../mail/outbox.js';
import { mailPreferencesId, remindersWanted } from '../mail/preferences.js';

/** One person the message goes to: a member (by uid) or a guest's address. */
interface Recipient {
  /** mail_preferences id: the uid, or guest_{hash of the address}. */
  key: string;
  user_id: string | null;
  to: string | null;
  /** A guest's booking's language (the page's at checkout); a member's is their profile's. */
  locale?: Locale | null;
}

export async function handleMessageAttendees(
  request: CallRequest,
  deps: { db: Firestore; clock: Clock },
): Promise<MessageAttendeesOutput> {
  const { db } = deps;
  const admin = await requireAdmin(db, request, 'messageAttendees');
  const input = parseInput(messageAttendeesInputSchema, request.data);
  const event = await db.collection(COLLECTIONS.events).doc(input.eventId).get();
  if (!event.exists) fail('not-found', 'Event not found');
  const messageRef = db
    .collection(COLLECTIONS.attendeeMessages)
    .doc(attendeeMessageId(input.eventId, input.requestId));

  const audience = await audienceOf(db, input.eventId, input.audience);
  const { included, excluded } = await byPreference(db, audience);
  const stored = await messageRef.get();
  if (!input.send && !stored.exists)
    return { recipients: included.length, excluded, sent: false, duplicate: false };

  let message: AttendeeMessageDoc;
  let duplicate = false;
  if (stored.exists) {
    message = attendeeMessageSchema.parse(stored.data());
    duplicate = true;
  } else {
    if (included.length === 0) fail('failed-precondition', ATTENDEE_MESSAGE_TEXTS.nobody);
    const now = deps.clock();
    const record: AttendeeMessageDoc = {
      event_id: input.eventId,
      audience: input.audience,
      subject: input.subject,
      body: input.body,
      sent_by: admin.uid,
      recipients: included.length,
      excluded,
      complete: false,
      created_at: timestamp(now),
    };
    const outcome = await db.runTransaction(async (tx) => {
      const again = await tx.get(messageRef);
      if (again.exists) return attendeeMessageSchema.parse(again.data());
      const recent = await tx.get(
        db
          .collection(COLLECTIONS.attendeeMessages)
          .where('event_id', '==', input.eventId)
          .where(
            'created_at',
            '>',
            timestamp(new Date(now.getTime() - ATTENDEE_MESSAGE_WINDOW_MS)),
          ),
      );
      if (recent.size >= ATTENDEE_MESSAGE_DAILY_LIMIT) return 'limited' as const;
      tx.create(messageRef, record);
      return null;
    });
    if (outcome === 'limited') {
      logs.attendeeMessageLimited(input.eventId, admin.uid);
      fail('resource-exhausted', ATTENDEE_MESSAGE_TEXTS.limited);
    }
    if (outcome) duplicate = true;
    message = outcome ?? record;
  }

  // The mails: those already written stay as they are (create fails on them, harmlessly). Once
  // all are in, the record says so and a retried call writes none (no late joiners added).
  let enqueued = 0;
  if (!message.complete) {
    enqueued = await enqueue(db, messageRef.id, message, included, deps.clock());
    await messageRef.update({ complete: true });
  }
  logs.attendeeMessageSent(input.eventId, messageRef.id, admin.uid, message.audience, {
    recipients: message.recipients,
    excluded: message.excluded,
    enqueued,
    duplicate,
  });
  return {
    recipients: message.recipients,
    excluded: message.excluded,
    sent: true,
    duplicate,
  };
}

/** Who the audience is now, one per address (a member with two bookings gets one mail). */
async function audienceOf(
  db: Firestore,
  eventId: string,
  audience: AttendeeMessageAudience,
): Promise<Recipient[]> {
  const people: { user_id: string | null; email: string | null; locale?: Locale | null }[] = [];
  if (audience === 'attendees') {
    const bookings = await db
      .collection(COLLECTIONS.bookings)
      .where('event_id', '==', eventId)
      .where('status', '==', 'confirmed')
      .get();
    for (const booking of bookings.docs)
      people.push({
        user_id: (booking.get('user_id') as string | null) ?? null,
        email: (booking.get('guest_email') as string | null) ?? null,
        locale: isLocale(booking.get('locale')) ? (booking.get('locale') as Locale) : null,
      });
  } else {
    // Waiting or holding an offer; a guest who never confirmed the address is not written to.
    const entries = await db
      .collection(COLLECTIONS.waitlistEntries)
      .where('event_id', '==', eventId)
      .where('status', 'in', ['waiting', 'offered'])
      .get();
    for (const entry of entries.docs)
      people.push({
        user_id: (entry.get('user_id') as string | null) ?? null,
        email: (entry.get('guest_email') as string | null) ?? null,
      });
  }
  const byKey = new Map<string, Recipient>();
  for (const person of people) {
    if (person.user_id) {
      byKey.set(person.user_id, { key: person.user_id, user_id: person.user_id, to: null });
    } else if (person.email) {
      const key = mailPreferencesId({ email: person.email });
      byKey.set(key, { key, user_id: null, to: person.email, locale: person.locale ?? null });
    }
  }
  return [...byKey.values()];
}

/** Splits the audience by the optional-mail preference (the reminders switch). */
async function byPreference(
  db: Firestore,
  audience: Recipient[],
): Promise<{ included: Recipient[]; excluded: number }> {
  const refs = audience.map((r) => db.collection(COLLECTIONS.mailPreferences).doc(r.key));
  const preferences = refs.length > 0 ? await db.getAll(...refs) : [];
  const included = audience.filter((_, i) => remindersWanted(preferences[i]!));
  return { included, excluded: audience.length - included.length };
}

async function enqueue(
  db: Firestore,
  messageId: string,
  message: AttendeeMessageDoc,
  recipients: Recipient[],
  now: Date,
): Promise<number> {
  const writer = db.bulkWriter();
  let created = 0;
  writer.onWriteError((error) => {
    // ALREADY_EXISTS (6): an earlier run wrote this one.
    if (error.code === 6) return false;
    return error.failedAttempts < 5;
  });
  for (const recipient of recipients) {
    const mail: MailDoc = {
      kind: 'attendee_message',
      booking_id: null,
      event_id: message.event_id,
      attendee_message_id: messageId,
      user_id: recipient.user_id,
      to: recipient.to,
      ...(recipient.locale ? { locale: recipient.locale } : {}),
      calendar_sequence: 0,
      ...pendingDelivery(now),
    };
    writer
      .create(
        db.collection(COLLECTIONS.mail).doc(mailIds.attendeeMessage(messageId, recipient.key)),
        mail,
      )
      .then(
        () => (created += 1),
        () => undefined,
      );
  }
  await writer.close();
  return created;
}
