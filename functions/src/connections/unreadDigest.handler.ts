// The e-mail digest of unread messages (issue 38 §2), run every hour: a member whose oldest unread
// message has waited UNREAD_DIGEST_AFTER_MINUTES gets one mail naming the chats due (each at most
// once in UNREAD_DIGEST_EVERY_HOURS, recorded in member_unread's digested_at in the same
// transaction as the mail), through the outbox, unless they turned these mails off (the same
// preference and one-click unsubscribe as reminders). Logs carry counts only.

import type { Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  UNREAD_DIGEST_AFTER_MINUTES,
  digestDue,
  mailIds,
  memberUnreadSchema,
  type MailDoc,
} from '@brunchers/model';
import { logs } from '../lib/logs.js';
import { timestamp, type Clock } from '../lib/time.js';
import { pendingDelivery, readMailIn } from '../mail/outbox.js';
import { mailPreferencesId, remindersWanted } from '../mail/preferences.js';

export async function handleSendUnreadDigests(deps: {
  db: Firestore;
  clock: Clock;
}): Promise<{ members: number; enqueued: number }> {
  const { db } = deps;
  const now = deps.clock();
  const cutoff = new Date(now.getTime() - UNREAD_DIGEST_AFTER_MINUTES * 60_000);
  const waiting = await db
    .collection(COLLECTIONS.memberUnread)
    .where('pending_since', '<=', timestamp(cutoff))
    .get();
  let enqueued = 0;
  for (const doc of waiting.docs) {
    try {
      if (await enqueueDigest(db, doc.id, now)) enqueued++;
    } catch (error) {
      logs.unexpected('sendUnreadDigests', error);
    }
  }
  logs.unreadDigestsEnqueued(waiting.size, enqueued);
  return { members: waiting.size, enqueued };
}

function enqueueDigest(db: Firestore, uid: string, now: Date): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const ref = db.collection(COLLECTIONS.memberUnread).doc(uid);
    const mailId = mailIds.messageDigest(uid, now.toISOString().slice(0, 13));
    const [snapshot, preferences, existing] = await Promise.all([
      tx.get(ref),
      tx.get(db.collection(COLLECTIONS.mailPreferences).doc(mailPreferencesId({ uid }))),
      readMailIn(tx, db, mailId),
    ]);
    const parsed = memberUnreadSchema.safeParse(snapshot.data());
    if (!parsed.success || !remindersWanted(preferences)) return false;
    const due = digestDue(parsed.data, now);
    if (due.length === 0) return false;
    const mail: MailDoc = {
      kind: 'message_digest',
      booking_id: null,
      event_id: null,
      user_id: uid,
      to: null,
      chat_keys: due,
      calendar_sequence: 0,
      ...pendingDelivery(now),
    };
    if (existing.exists) return false;
    tx.create(existing.ref, mail);
    const digested = { ...parsed.data.digested_at };
    for (const key of due) digested[key] = timestamp(now);
    tx.update(ref, { digested_at: digested });
    return true;
  });
}
