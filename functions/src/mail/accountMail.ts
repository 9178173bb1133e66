import { adminAuth, db } from '../lib/admin.js';
import { APP_URL, ENFORCE_APP_CHECK } from '../lib/config.js';
import { systemClock } from '../lib/time.js';
import { onCallable } from '../lib/onCallable.js';
import {
  handleSendPasswordReset,
  handleSendVerificationEmail,
  type AccountMailDeps,
} from './accountMail.handler.js';

async function uidByEmail(email: string): Promise<string | null> {
  try {
    return (await adminAuth().getUserByEmail(email)).uid;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

const deps = (): AccountMailDeps => ({
  db: db(),
  appUrl: APP_URL.value(),
  clock: systemClock,
  uidByEmail,
});

/** The signed-in member's verification mail, through the outbox. */
export const sendVerificationEmail = onCallable('sendVerificationEmail', {}, (request) =>
  handleSendVerificationEmail(request, deps()),
);

/** "Forgot password?" from the sign-in page (App Check like the other calls anyone may make). */
export const sendPasswordReset = onCallable(
  'sendPasswordReset',
  { enforceAppCheck: ENFORCE_APP_CHECK },
  (request) => handleSendPasswordReset(request, deps()),
);
