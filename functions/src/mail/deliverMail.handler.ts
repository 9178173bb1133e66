// Sends one outbox document. An attempt first claims the mail in a transaction (status sending,
// attempts + 1, a lease in next_attempt_at), so the trigger and the sweep, or two sweeps, never
// send it twice at once; then it renders and sends it and records the outcome: sent with the SMTP
// message id, retrying at the next backoff time with the error, or failed once MAIL_MAX_ATTEMPTS
// attempts failed (or when it can never be sent). An attempt that dies mid-way leaves `sending`,
// which the sweep takes up again once the lease has run out: delivery is at least once (a mail
// the SMTP server took just before the instance died is sent again), never lost.

import { createHash } from 'node:crypto';
import {
  COLLECTIONS,
  MAIL_DAILY_LIMIT_PER_ADDRESS,
  MAIL_OPEN_STATUSES,
  mailCountDay,
  normaliseEmail,
  MAIL_SEND_LEASE_MS,
  mailRetryDelayMs,
  mailSchema,
  toDate,
  type MailDoc,
} from '@brunchers/model';
import { logs } from '../lib/logs.js';
import { timestamp } from '../lib/time.js';
import { composeMail, PermanentMailError } from './compose.js';
import type { MailDeps } from './deps.js';
import { mailRef } from './outbox.js';

export type DeliveryOutcome = 'sent' | 'retrying' | 'failed' | 'skipped' | 'not-due';

/**
 * `created`: the trigger's first attempt (only a pending mail). `due`: the sweep's, for any open
 * mail whose next_attempt_at has passed.
 */
export async function deliverMail(
  deps: MailDeps,
  mailId: string,
  why: 'created' | 'due',
): Promise<DeliveryOutcome> {
  const ref = mailRef(deps.db, mailId);
  const claimed = await deps.db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const parsed = mailSchema.safeParse(snapshot.data());
    if (!parsed.success) {
      if (snapshot.exists) logs.mailMalformed(mailId, parsed.error.issues[0]?.message ?? '');
      return null;
    }
    const mail = parsed.data;
    const now = deps.clock();
    const due =
      why === 'created'
        ? mail.status === 'pending'
        : MAIL_OPEN_STATUSES.includes(mail.status) &&
          mail.next_attempt_at !== null &&
          toDate(mail.next_attempt_at).getTime() <= now.getTime();
    if (!due) return null;
    const attempts = mail.attempts + 1;
    tx.update(ref, {
      status: 'sending',
      attempts,
      next_attempt_at: timestamp(new Date(now.getTime() + MAIL_SEND_LEASE_MS)),
      updated_at: timestamp(now),
    });
    return { ...mail, attempts };
  });
  if (!claimed) return 'not-due';
  return attempt(deps, mailId, claimed);
}

async function attempt(deps: MailDeps, mailId: string, mail: MailDoc): Promise<DeliveryOutcome> {
  const ref = mailRef(deps.db, mailId);
  try {
    const composed = await composeMail(deps, mail);
    if (composed.kind === 'skip') {
      await ref.update({
        status: 'skipped',
        last_error: composed.reason,
        next_attempt_at: null,
        updated_at: timestamp(deps.clock()),
      });
      logs.mailSkipped(mailId, composed.reason);
      return 'skipped';
    }
    if (!(await countMailTo(deps, composed.mail.to))) {
      await ref.update({
        status: 'skipped',
        last_error: DAILY_LIMIT_REACHED,
        next_attempt_at: null,
        updated_at: timestamp(deps.clock()),
      });
      logs.mailSkipped(mailId, DAILY_LIMIT_REACHED);
      return 'skipped';
    }
    const { messageId } = await deps.send(composed.mail);
    const now = deps.clock();
    await ref.update({
      status: 'sent',
      // A deleted account's receipt forgets the address once it went: nothing else names it.
      to: mail.kind === 'account_deleted' ? null : composed.mail.to,
      message_id: messageId,
      last_error: null,
      next_attempt_at: null,
      sent_at: timestamp(now),
      updated_at: timestamp(now),
    });
    logs.mailSent(mailId, mail.kind, messageId, mail.attempts);
    return 'sent';
  } catch (error) {
    const now = deps.clock();
    const message = error instanceof Error ? error.message : String(error);
    const delay = error instanceof PermanentMailError ? null : mailRetryDelayMs(mail.attempts);
    await ref.update({
      status: delay === null ? 'failed' : 'retrying',
      last_error: message.slice(0, 2000),
      next_attempt_at: delay === null ? null : timestamp(new Date(now.getTime() + delay)),
      updated_at: timestamp(now),
    });
    if (delay === null) logs.mailFailed(mailId, mail.kind, mail.attempts, error);
    else logs.mailRetrying(mailId, mail.kind, mail.attempts, delay, error);
    return delay === null ? 'failed' : 'retrying';
  }
}

const DAILY_LIMIT_REACHED = 'daily limit for this address reached';

/**
 * Counts one mail to `to` today (UTC), unless MAIL_DAILY_LIMIT_PER_ADDRESS were already sent:
 * then false, and the mail is not sent (issue 36: the system as a whole never mails one address
 * more than that a day, whatever accounts, guests or bugs cause it). The counter is per normalised
 * address and day, named by the address's hash (no address in an id). A send that fails after
 * counting still counts: the cap errs on the side of the recipient.
 */
async function countMailTo(deps: MailDeps, to: string): Promise<boolean> {
  const now = deps.clock();
  const day = mailCountDay(now);
  const key = createHash('sha256').update(normaliseEmail(to)).digest('hex');
  const ref = deps.db.collection(COLLECTIONS.mailCounters).doc(`${key}_${day}`);
  return deps.db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const count: unknown = snapshot.get('count');
    const sent = typeof count === 'number' ? count : 0;
    if (sent >= MAIL_DAILY_LIMIT_PER_ADDRESS) return false;
    tx.set(ref, { count: sent + 1, day, updated_at: timestamp(now) });
    return true;
  });
}
