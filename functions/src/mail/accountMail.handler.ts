// Account mails through the outbox (issue 36): the verification and password-reset mails are the
// app's own, sent like every other mail (so they arrive in the local inbox too, and count towards
// the daily cap per address), instead of the client SDK's sendEmailVerification and
// sendPasswordResetEmail. The callables only enqueue; the Auth links are made when sending.

import type { Firestore } from 'firebase-admin/firestore';
import {
  ACCOUNT_MAIL_RESEND_MS,
  accountMailWindow,
  mailIds,
  normaliseEmail,
  returnOrigin,
  sendPasswordResetInputSchema,
  sendVerificationEmailInputSchema,
  type SendAccountMailOutput,
} from '@brunchers/model';
import { requestOrigin, requireSignedIn, type CallRequest } from '../lib/caller.js';
import type { Clock } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import { mailRef, newAccountMail } from './outbox.js';

export interface AccountMailDeps {
  db: Firestore;
  /** APP_URL: the app's origins (returnOrigin) the mails' links may open on. */
  appUrl: string;
  clock: Clock;
  /** The uid of the account with this sign-in address, or null (Auth's getUserByEmail). */
  uidByEmail: (email: string) => Promise<string | null>;
}

/**
 * Creates the mail unless one for the same account and resend window exists: a second ask within
 * ACCOUNT_MAIL_RESEND_MS answers the same and sends nothing more.
 */
async function enqueueOnce(
  deps: AccountMailDeps,
  id: string,
  mail: ReturnType<typeof newAccountMail>,
) {
  try {
    await mailRef(deps.db, id).create(mail);
  } catch (error) {
    // ALREADY_EXISTS (gRPC 6): this window's mail is written already.
    if ((error as { code?: unknown }).code !== 6) throw error;
  }
}

/** The signed-in member asks for a verification mail (after sign-up, or "send a new link"). */
export async function handleSendVerificationEmail(
  request: CallRequest,
  deps: AccountMailDeps,
): Promise<SendAccountMailOutput> {
  const auth = requireSignedIn(request);
  const { locale } = parseInput(sendVerificationEmailInputSchema, request.data ?? {});
  if (auth.token.email_verified === true) return { ok: true };
  const now = deps.clock();
  const window = accountMailWindow(now, ACCOUNT_MAIL_RESEND_MS);
  await enqueueOnce(
    deps,
    mailIds.verifyEmail(auth.uid, window),
    newAccountMail(
      {
        kind: 'verify_email',
        userId: auth.uid,
        to: null,
        appOrigin: returnOrigin(deps.appUrl, requestOrigin(request)),
        ...(locale ? { locale } : {}),
      },
      now,
    ),
  );
  return { ok: true };
}

/**
 * "Forgot password?": a reset mail to the account with that address, if there is one. The answer
 * is the same either way, so nobody learns which addresses have accounts.
 */
export async function handleSendPasswordReset(
  request: CallRequest,
  deps: AccountMailDeps,
): Promise<SendAccountMailOutput> {
  const { email, locale } = parseInput(sendPasswordResetInputSchema, request.data);
  const uid = await deps.uidByEmail(normaliseEmail(email));
  if (!uid) return { ok: true };
  const now = deps.clock();
  const window = accountMailWindow(now, ACCOUNT_MAIL_RESEND_MS);
  await enqueueOnce(
    deps,
    mailIds.passwordReset(uid, window),
    newAccountMail(
      {
        kind: 'password_reset',
        userId: uid,
        to: null,
        appOrigin: returnOrigin(deps.appUrl, requestOrigin(request)),
        ...(locale ? { locale } : {}),
      },
      now,
    ),
  );
  return { ok: true };
}
