// The newsletter's double opt-in (issue 36). A visitor creates newsletter_signups/{address} as
// pending (the rules tie the id to the address, so one address has one document and this runs
// once for it); the trigger mails a confirmation link, and confirmNewsletter marks it confirmed.

import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  NEWSLETTER_CONFIRM_FAILED,
  confirmTokenInputSchema,
  mailIds,
  newsletterSignupId,
  newsletterSignupSchema,
  type ConfirmNewsletterOutput,
} from '@brunchers/model';
import type { CallRequest } from '../lib/caller.js';
import { fail } from '../lib/errors.js';
import { logs } from '../lib/logs.js';
import { timestamp, type Clock } from '../lib/time.js';
import { parseInput } from '../lib/validate.js';
import { mailRef, newAccountMail } from '../mail/outbox.js';
import { verifyNewsletterConfirmToken } from '../mail/unsubscribeToken.js';

export interface NewsletterDeps {
  db: Firestore;
  clock: Clock;
}

/** A new pending sign-up: its one confirmation mail (an id from the sign-up, so never twice). */
export async function handleNewsletterSignup(
  deps: NewsletterDeps,
  signup: DocumentSnapshot,
): Promise<void> {
  const parsed = newsletterSignupSchema.safeParse(signup.data());
  // The rules admit only pending sign-ups under their own address; anything else is not ours.
  if (!parsed.success || parsed.data.status !== 'pending') return;
  if (newsletterSignupId(parsed.data.email) !== signup.id) return;
  try {
    await mailRef(deps.db, mailIds.newsletterConfirm(signup.id)).create(
      newAccountMail(
        {
          kind: 'newsletter_confirm',
          userId: null,
          to: parsed.data.email,
          newsletterId: signup.id,
          ...(parsed.data.locale ? { locale: parsed.data.locale } : {}),
        },
        deps.clock(),
      ),
    );
    logs.newsletterConfirmMailed();
  } catch (error) {
    // ALREADY_EXISTS: a redelivered trigger.
    if ((error as { code?: unknown }).code !== 6) throw error;
  }
}

export async function handleConfirmNewsletter(
  request: CallRequest,
  deps: NewsletterDeps & { tokenSecret: string },
): Promise<ConfirmNewsletterOutput> {
  const { token } = parseInput(confirmTokenInputSchema, request.data);
  const id = verifyNewsletterConfirmToken(deps.tokenSecret, token);
  if (!id) fail('invalid-argument', NEWSLETTER_CONFIRM_FAILED);
  const ref = deps.db.collection(COLLECTIONS.newsletterSignups).doc(id);
  await deps.db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) fail('not-found', NEWSLETTER_CONFIRM_FAILED);
    if (snapshot.get('status') === 'subscribed') return;
    const now = timestamp(deps.clock());
    tx.update(ref, { status: 'subscribed', confirmed_at: now });
  });
  return { confirmed: true };
}
