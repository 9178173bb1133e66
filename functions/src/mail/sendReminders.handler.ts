// Reminders 24 hours before each event: every confirmed booking of an event starting within
// REMINDER_LEAD_HOURS gets mail/event_reminder_{bookingId} once (the cause id; a later run finds
// it and writes nothing). Nothing for bookings that are not confirmed, for events already started,
// or for members (or guests) who turned reminders off; the sender checks again when it sends.

import {
  COLLECTIONS,
  eventFieldsSchema,
  mailIds,
  reminderDue,
  toDateString,
} from '@brunchers/model';
import { eventStartsAt } from '@brunchers/model/calendar';
import type { Firestore } from 'firebase-admin/firestore';
import { readBooking } from '../lib/bookingDocs.js';
import { logs } from '../lib/logs.js';
import type { Clock } from '../lib/time.js';
import { enqueueMailIn, readMailIn } from './outbox.js';
import { mailPreferencesId, remindersWanted } from './preferences.js';

const eventTimeSchema = eventFieldsSchema.pick({ event_date: true, event_time: true });

export async function handleSendReminders(deps: {
  db: Firestore;
  clock: Clock;
}): Promise<{ events: number; enqueued: number }> {
  const { db } = deps;
  const now = deps.clock();
  // Events dated today to the day after tomorrow (UTC days) cover every start within 24 hours.
  const from = toDateString(now);
  const to = toDateString(new Date(now.getTime() + 2 * 86_400_000));
  const events = await db
    .collection(COLLECTIONS.events)
    .where('event_date', '>=', from)
    .where('event_date', '<=', to)
    .get();
  let dueEvents = 0;
  let enqueued = 0;
  for (const event of events.docs) {
    const times = eventTimeSchema.safeParse(event.data());
    if (!times.success || !reminderDue(eventStartsAt(times.data), now)) continue;
    dueEvents++;
    const bookings = await db
      .collection(COLLECTIONS.bookings)
      .where('event_id', '==', event.id)
      .where('status', '==', 'confirmed')
      .get();
    for (const booking of bookings.docs) {
      try {
        if (await enqueueReminder(db, booking.id, now)) enqueued++;
      } catch (error) {
        logs.unexpected(`sendReminders ${booking.id}`, error);
      }
    }
  }
  logs.remindersEnqueued(dueEvents, enqueued);
  return { events: dueEvents, enqueued };
}

function enqueueReminder(db: Firestore, bookingId: string, now: Date): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(db.collection(COLLECTIONS.bookings).doc(bookingId));
    if (!snapshot.exists) return false;
    const booking = readBooking(snapshot);
    if (booking.status !== 'confirmed') return false;
    const subject = booking.user_id
      ? { uid: booking.user_id }
      : booking.guest_email
        ? { email: booking.guest_email }
        : null;
    if (!subject) return false;
    const preferences = await tx.get(
      db.collection(COLLECTIONS.mailPreferences).doc(mailPreferencesId(subject)),
    );
    if (!remindersWanted(preferences)) return false;
    const existing = await readMailIn(tx, db, mailIds.eventReminder(bookingId));
    return enqueueMailIn(tx, existing, { kind: 'event_reminder', bookingId, booking }, now);
  });
}
