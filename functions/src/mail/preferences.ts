// mail_preferences/{id}: what a member (or a guest, by e-mail) chose to receive.

import { createHash } from 'node:crypto';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { DEFAULT_MAIL_PREFERENCES } from '@brunchers/model';
import type { MailSubject } from './unsubscribeToken.js';

/** mail_preferences/{id}: the member's uid, or guest_{sha256 of the e-mail} (no address in ids). */
export function mailPreferencesId(subject: MailSubject): string {
  if ('uid' in subject) return subject.uid;
  const digest = createHash('sha256').update(subject.email.trim().toLowerCase()).digest('hex');
  return `guest_${digest}`;
}

/** Whether reminders are wanted: on unless the document says false. */
export function remindersWanted(preferences: DocumentSnapshot): boolean {
  const reminders: unknown = preferences.get('reminders');
  return typeof reminders === 'boolean' ? reminders : DEFAULT_MAIL_PREFERENCES.reminders;
}
