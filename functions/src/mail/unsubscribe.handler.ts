// unsubscribe: the one-click link of non-transactional mails. No sign-in: the signed token says
// who. Every genuine token gets the same answer whether or not an account exists behind it.

import { Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  UNSUBSCRIBE_INVALID,
  unsubscribeInputSchema,
  type MailPreferencesDoc,
} from '@brunchers/model';
import type { Firestore } from 'firebase-admin/firestore';
import type { CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import type { Clock } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import { mailPreferencesId } from './preferences.js';
import { verifyUnsubscribeToken } from './unsubscribeToken.js';

export async function handleUnsubscribe(
  request: CallRequest,
  deps: { db: Firestore; tokenSecret: string; clock: Clock },
): Promise<{ reminders: false }> {
  const { token } = parseInput(unsubscribeInputSchema, request.data);
  const subject = verifyUnsubscribeToken(deps.tokenSecret, token);
  if (!subject) fail('invalid-argument', UNSUBSCRIBE_INVALID);
  const preferences: MailPreferencesDoc = {
    reminders: false,
    updated_at: Timestamp.fromDate(deps.clock()),
  };
  await deps.db
    .collection(COLLECTIONS.mailPreferences)
    .doc(mailPreferencesId(subject))
    .set(preferences, { merge: true });
  return { reminders: false };
}
