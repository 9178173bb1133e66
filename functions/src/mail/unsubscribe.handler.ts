// unsubscribe: the one-click link of non-transactional mails. No sign-in: the signed token says
// who. Every genuine token gets the same answer whether or not an account exists behind it.

import { Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  MAIL_LINK_PATHS,
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
  deps: UnsubscribeDeps,
): Promise<{ reminders: false }> {
  const { token } = parseInput(unsubscribeInputSchema, request.data);
  if (!(await turnRemindersOff(deps, token))) fail('invalid-argument', UNSUBSCRIBE_INVALID);
  return { reminders: false };
}

interface UnsubscribeDeps {
  db: Firestore;
  tokenSecret: string;
  clock: Clock;
}

/** Turns reminders off for whom the signed token names; false for a token that is not ours. */
async function turnRemindersOff(deps: UnsubscribeDeps, token: string): Promise<boolean> {
  const subject = verifyUnsubscribeToken(deps.tokenSecret, token);
  if (!subject) return false;
  const preferences: MailPreferencesDoc = {
    reminders: false,
    updated_at: Timestamp.fromDate(deps.clock()),
  };
  await deps.db
    .collection(COLLECTIONS.mailPreferences)
    .doc(mailPreferencesId(subject))
    .set(preferences, { merge: true });
  return true;
}

/**
 * RFC 8058 one-click unsubscribe (the List-Unsubscribe header's URL, rewritten here by Hosting):
 * the mail client POSTs `List-Unsubscribe=One-Click` and reminders stop, no page, no sign-in.
 * A person who opens the URL (GET) is sent to the app's unsubscribe page with the same token.
 */
export async function handleOneClickUnsubscribe(
  request: { method: string; token: string | null; body: string },
  deps: UnsubscribeDeps & { appUrl: string },
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const token = request.token ?? '';
  const plain = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
  if (request.method === 'GET' || request.method === 'HEAD')
    return {
      status: 303,
      headers: {
        location: `${deps.appUrl}${MAIL_LINK_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`,
        'cache-control': 'no-store',
      },
      body: '',
    };
  if (request.method !== 'POST')
    return { status: 405, headers: { ...plain, allow: 'GET, POST' }, body: 'Method not allowed' };
  if (!new URLSearchParams(request.body).has('List-Unsubscribe'))
    return { status: 400, headers: plain, body: 'Expected List-Unsubscribe=One-Click' };
  if (!(await turnRemindersOff(deps, token)))
    return { status: 400, headers: plain, body: UNSUBSCRIBE_INVALID };
  return { status: 200, headers: plain, body: 'Unsubscribed from reminders.' };
}
